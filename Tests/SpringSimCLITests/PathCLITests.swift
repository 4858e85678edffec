import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim path …`: run the built binary, read stdout, stderr and the
/// exit status (the helpers are CLITests'). Values are checked against the library.
@Suite("springsim path end to end")
struct PathCLITests {
    static func run(_ args: [String]) throws -> CLITests.Run { try CLITests.run(args) }
    static let arch = "M0 0 C0 1 1 1 1 0"

    @Test("path length prints the arc length")
    func length() throws {
        let r = try Self.run(["path", "length", Self.arch])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(abs(Double(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))! - 2) <= 1e-15)
    }

    @Test("path at: CSV x,y,angle,t,segment by fraction and by distance")
    func at() throws {
        let r = try Self.run(["path", "at", Self.arch, "--fraction", "0.5"])
        #expect(r.status == 0)
        let t = CLITests.table(r.stdout)
        #expect(t.header == ["x", "y", "angle", "t", "segment"])
        #expect(t.rows == [[0.5, 0.75, 0, 0.5, 0]])
        let d = try Self.run(["path", "at", "M0 0 H10 V10", "--distance", "15"])
        #expect(CLITests.table(d.stdout).rows.first! == [10, 5, Double.pi / 2, 0.5, 1])
    }

    @Test("path trim writes SVG path data")
    func trim() throws {
        let r = try Self.run(["path", "trim", "M0 0 H100 V100", "--start", "0.25", "--end", "0.75"])
        #expect(r.status == 0)
        #expect(r.stdout == "M50 0 L100 0 L100 50\n")
    }

    @Test("path sample: CSV index,s,x,y,angle evenly spaced in arc length")
    func sample() throws {
        let r = try Self.run(["path", "sample", "M10 80 Q 95 10 180 80", "--count", "11"])
        #expect(r.status == 0)
        let t = CLITests.table(r.stdout)
        #expect(t.header == ["index", "s", "x", "y", "angle"])
        #expect(t.rows.count == 11)
        let m = MeasuredPath(try Path(svgPathData: "M10 80 Q 95 10 180 80"))
        for row in t.rows {
            let p = m.position(atDistance: row[1])!
            #expect(abs(row[1] - m.length * row[0] / 10) <= 1e-12 * m.length)
            #expect(row[2] == p.point.x && row[3] == p.point.y && row[4] == p.angle)
        }
    }

    @Test("path text: CSV glyph,x,y,angle; glyphs off the path are left out")
    func text() throws {
        let r = try Self.run(["path", "text", "M0 0 H30", "--advances", "10,10,10,10", "--offset=-2"])
        #expect(r.status == 0)
        let t = CLITests.table(r.stdout)
        #expect(t.header == ["glyph", "x", "y", "angle"])
        #expect(t.rows == [[0, -2, 0, 0], [1, 8, 0, 0], [2, 18, 0, 0]])
    }

    @Test("help names the subcommands and says radians and y-down")
    func help() throws {
        let r = try Self.run(["path", "--help"])
        #expect(r.status == 0)
        for word in ["length", "at", "trim", "sample", "text", "radians", "y axis down"] { #expect(r.stdout.contains(word), "\(word)") }
    }

    @Test(
        "bad input: one line on stderr naming the problem, non-zero exit, nothing on stdout",
        arguments: [
            (["path", "length", "M0 0 X1 2"], "offset 5"),
            (["path", "length", "M0 0 L1"], "offset 7"),
            (["path", "length", "M0 0 L NaN 3"], "offset 7"),
            (["path", "length", "L1 2"], "must start with M"),
            (["path", "at", "M0 0 Z", "--fraction", "0.5"], "zero length"),
            (["path", "at", "M0 0", "--fraction", "0.5"], "draws nothing"),
            (["path", "at", "M0 0 L1 1", "--fraction", "1.5"], "--fraction"),
            (["path", "at", "M0 0 L1 1", "--fraction", "nan"], "--fraction"),
            (["path", "at", "M0 0 L1 1", "--distance", "5"], "--distance"),
            (["path", "at", "M0 0 L1 1"], "exactly one"),
            (["path", "trim", "M0 0 L1 1", "--start", "0.8", "--end", "0.2"], "--start"),
            (["path", "trim", "M0 0 L1 1", "--end", "-0.1"], "--end"),
            (["path", "sample", "M0 0 L1 1", "--count", "0"], "--count"),
            (["path", "text", "M0 0 L1 1", "--advances", "1,x"], "entry 2"),
        ])
    func badInput(args: [String], mention: String) throws {
        let r = try Self.run(args)
        #expect(r.status != 0, "\(args)")
        #expect(r.stdout.isEmpty, "\(args)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        #expect(r.stderr.hasPrefix("springsim: error: "))
        #expect(r.stderr.contains(mention), "\(args): \(r.stderr)")
    }
}
