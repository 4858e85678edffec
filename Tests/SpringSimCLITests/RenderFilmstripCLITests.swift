import Foundation
import Testing

@Suite("springsim render filmstrip")
struct RenderFilmstripCLITests {
    @Test("a filmstrip of the ring chart: one framed still per instant, captions at evenly spaced times")
    func ringChart() throws {
        let r = try CLITests.run([
            "render", "filmstrip", "--frames", "5", "--title", "ring <3,1,4>", "--", "chart", "pie", "--values", "3,1,4",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let elements = try xmlElements(r.stdout)
        // The root and one nested <svg> per frame.
        let frames = elements.filter { $0.name == "svg" }.dropFirst()
        #expect(frames.count == 5)
        let captions = elements.filter { $0.name == "text" && $0.text.hasPrefix("t = ") }.map(\.text)
        #expect(captions.count == 5 && captions.first == "t = 0 s")
        // The table's last frame time is the last caption.
        let table = try CLITests.run(["chart", "pie", "--values", "3,1,4"])
        let last = Double(table.stdout.split(separator: "\n").last!.split(separator: ",")[1])!
        #expect(captions.last == "t = \(Self.caption(last)) s")
        #expect(elements.contains { $0.name == "text" && $0.text == "ring <3,1,4>" })
        // Slices are drawn: the last frame has more path marks than the first (nothing drawn yet).
        #expect(elements.filter { $0.name == "path" }.count > 0)
    }

    @Test("--times draws exactly those instants; --animated makes one group per frame with a discrete animation")
    func timesAndAnimation() throws {
        let r = try CLITests.run(["render", "filmstrip", "--times", "0,0.25,1.5", "--", "chart", "pie", "--values", "1,1"])
        #expect(r.status == 0, "\(r.stderr)")
        let captions = try xmlElements(r.stdout).filter { $0.name == "text" && $0.text.hasPrefix("t = ") }.map(\.text)
        #expect(captions == ["t = 0 s", "t = 0.25 s", "t = 1.5 s"])

        let a = try CLITests.run(["render", "filmstrip", "--animated", "--frames", "12", "--", "chart", "pie", "--values", "1,2"])
        #expect(a.status == 0, "\(a.stderr)")
        let elements = try xmlElements(a.stdout)
        let groups = elements.filter { $0.name == "g" && $0.attributes["visibility"] != nil }
        #expect(groups.count == 12)
        #expect(elements.filter { $0.name == "animate" }.count == 12)
        #expect(groups.filter { $0.attributes["visibility"] == "visible" }.count == 1)
    }

    /// The caption's rendering of a time: 4 decimals, trailing zeros dropped.
    static func caption(_ t: Double) -> String {
        var s = String(format: "%.4f", t)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
