import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses `text` as XML and returns the elements' names and attributes in document order;
/// throws when it is not well-formed.
func xmlElements(_ text: String) throws -> [(name: String, attributes: [String: String], text: String)] {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        var open: [Int] = []
        func parser(
            _ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes, ""))
            open.append(elements.count - 1)
        }
        func parser(_ p: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open.removeLast() }
        func parser(_ p: XMLParser, foundCharacters string: String) { if let i = open.last { elements[i].text += string } }
    }
    struct NotXML: Error, CustomStringConvertible { var description: String }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse(), !collector.elements.isEmpty else {
        throw NotXML(description: "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber)")
    }
    return collector.elements
}

@Suite("springsim render plot")
struct RenderPlotCLITests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)-\(name)").path
    }

    @Test("a spring's table piped into render plot: valid SVG, one line per --y column, every frame a vertex")
    func springPlot() throws {
        let table = try CLITests.run(["--damping", "0.15", "--velocity", "1.4"])
        let rows = table.stdout.split(separator: "\n").count - 1
        let r = try CLITests.run(
            ["--damping", "0.15", "--velocity", "1.4"],
            pipeTo: "'\(CLITests.binary.path)' render plot --y value,velocity --title 'WYChart <spring>'")
        #expect(r.status == 0, "\(r.stderr)")
        let elements = try xmlElements(r.stdout)
        #expect(elements.first?.name == "svg")
        let lines = elements.filter { $0.name == "polyline" }
        #expect(lines.count == 2)
        for line in lines { #expect(line.attributes["points"]!.split(separator: " ").count == rows) }
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("WYChart <spring>") && texts.contains("value") && texts.contains("velocity") && texts.contains("time (s)"))
    }

    @Test("--y-label repeated labels the panels top to bottom; unlabelled panels keep their column names")
    func panelLabels() throws {
        /// The rotated y-axis labels, top to bottom, and the panels' count (their clip paths).
        func labels(_ extra: String) throws -> (labels: [String], panels: Int) {
            let r = try CLITests.run(
                ["--damping", "0.15", "--velocity", "1.4"], pipeTo: "'\(CLITests.binary.path)' render plot --y value,velocity \(extra)")
            #expect(r.status == 0, "\(r.stderr)")
            let elements = try xmlElements(r.stdout)
            let rotated = elements.filter { $0.name == "text" && ($0.attributes["transform"] ?? "").hasPrefix("rotate(-90 ") }
            let ys = rotated.map { Double($0.attributes["y"]!)! }
            #expect(ys == ys.sorted(), "labels not top to bottom: \(ys)")
            return (rotated.map(\.text), elements.filter { $0.name == "clipPath" }.count)
        }
        #expect(try labels("") == (["value", "velocity"], 2))
        #expect(try labels("--y-label 'position (pt)'") == (["position (pt)", "velocity"], 2))
        #expect(try labels("--y-label 'position (pt)' --y-label 'speed (pt/s)'") == (["position (pt)", "speed (pt/s)"], 2))
        // A single panel's label, given or not, is the one it always was.
        let one = try CLITests.run(
            ["--damping", "0.15"], pipeTo: "'\(CLITests.binary.path)' render plot --y value --y-label 'x (pt)'")
        let rotated = try xmlElements(one.stdout).filter { $0.name == "text" && $0.attributes["transform"] != nil }
        #expect(rotated.map(\.text) == ["x (pt)"])
    }

    @Test("several inputs with --label, and --by splits a tidy table into groups")
    func inputsAndGroups() throws {
        let a = Self.temporary("a.csv"), b = Self.temporary("b.csv"), svg = Self.temporary("out.svg")
        defer { for p in [a, b, svg] { try? FileManager.default.removeItem(atPath: p) } }
        #expect(try CLITests.run(["--damping", "0.15", "--output", a]).status == 0)
        #expect(try CLITests.run(["--damping", "0.6", "--output", b]).status == 0)
        let r = try CLITests.run([
            "render", "plot", "--input", a, "--label", "ζ 0.15", "--input", b, "--label", "ζ 0.6, stiffer", "--output", svg,
        ])
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stderr)")
        let elements = try xmlElements(try String(contentsOfFile: svg, encoding: .utf8))
        #expect(elements.filter { $0.name == "polyline" }.count == 2)
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("ζ 0.15") && texts.contains("ζ 0.6, stiffer"))

        // integrate --policy writes a policy column; ease writes input,output,slope with gaps.
        let grouped = try CLITests.run(
            ["integrate", "--method", "euler", "--dt", "0.01", "--damping", "0.5", "--until", "0.5"],
            pipeTo: "'\(CLITests.binary.path)' render plot --y value,value_error --by policy")
        #expect(grouped.status == 0, "\(grouped.stderr)")
        #expect(try xmlElements(grouped.stdout).filter { $0.name == "polyline" }.count == 2)
        let eased = try CLITests.run(
            ["ease", "'steps(4)'", "--samples", "9"], pipeTo: "'\(CLITests.binary.path)' render plot --y output,slope")
        #expect(eased.status == 0, "\(eased.stderr)")
        let easedElements = try xmlElements(eased.stdout)
        #expect(easedElements.contains { $0.name == "text" && $0.text == "input" })
    }

    @Test(
        "bad input: one line on stderr, non-zero exit, no output file",
        arguments: [
            (["--y", "nope"], "no column 'nope'"),
            (["--x", "frame", "--y", "value,"], "empty column name"),
            (["--input", "/nonexistent/x.csv"], "/nonexistent/x.csv"),
            (["--label", "a", "--label", "b"], "2 --label for 1 input(s)"),
            (["--width", "5"], "--width"),
            (["--by", "nope"], "no column 'nope'"),
            (["--y", "value,velocity", "--y-label", "a", "--y-label", "b", "--y-label", "c"], "3 --y-label for 2 panel(s)"),
            (["--y-label", "a", "--y-label", "b"], "2 --y-label for 1 panel(s)"),
        ])
    func badInput(args: [String], message: String) throws {
        let svg = Self.temporary("bad.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let quoted = args.map { "'\($0)'" }.joined(separator: " ")
        let r = try CLITests.run(["--damping", "0.5"], pipeTo: "'\(CLITests.binary.path)' render plot \(quoted) --output '\(svg)'")
        #expect(r.status != 0)
        #expect(r.stderr.hasPrefix("springsim: error: ") && r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: svg))
    }

    @Test("a malformed CSV is reported with its line")
    func malformed() throws {
        let csv = Self.temporary("bad.csv")
        defer { try? FileManager.default.removeItem(atPath: csv) }
        try "time,value\n0,1\n0.5,abc\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let r = try CLITests.run(["render", "plot", "--input", csv])
        #expect(r.status != 0 && r.stdout.isEmpty)
        #expect(r.stderr.contains(":3: column 'value': 'abc' is not a number"), "\(r.stderr)")
        try "time,value\n0,1\n0.5\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let short = try CLITests.run(["render", "plot", "--input", csv])
        #expect(short.status != 0 && short.stderr.contains(":3:"), "\(short.stderr)")
    }
}
