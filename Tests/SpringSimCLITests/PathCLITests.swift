import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim path …`: run the built binary, read stdout, stderr and the
/// exit status (the helpers are CLITests'). Values are checked against the library.
@Suite("springsim path end to end")
struct PathCLITests {
    static func run(_ args: [String]) throws -> CLITests.Run { try CLITests.run(args) }

    /// Runs `args`, expects success and a CSV table whose header is `header`, and returns the
    /// table's rows (none when the run failed).
    static func rows(_ args: [String], header: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [[Double]] {
        let r = try run(args)
        #expect(r.status == 0, "\(args): \(r.stderr)", sourceLocation: sourceLocation)
        guard r.status == 0 else { return [] }
        let t = CLITests.table(r.stdout)
        #expect(t.header == header, sourceLocation: sourceLocation)
        return t.rows
    }
    static let arch = "M0 0 C0 1 1 1 1 0"

    @Test("path length prints the arc length")
    func length() throws {
        let r = try Self.run(["path", "length", Self.arch])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(abs(Double(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))! - 2) <= 1e-15)
    }

    @Test("path at: CSV x,y,angle,t,segment by fraction and by distance")
    func at() throws {
        let rows = try Self.rows(["path", "at", Self.arch, "--fraction", "0.5"], header: ["x", "y", "angle", "t", "segment"])
        #expect(rows == [[0.5, 0.75, 0, 0.5, 0]])
        let d = try Self.rows(["path", "at", "M0 0 H10 V10", "--distance", "15"], header: ["x", "y", "angle", "t", "segment"])
        #expect(d == [[10, 5, Double.pi / 2, 0.5, 1]])
    }

    @Test("path trim writes SVG path data")
    func trim() throws {
        let r = try Self.run(["path", "trim", "M0 0 H100 V100", "--start", "0.25", "--end", "0.75"])
        #expect(r.status == 0)
        #expect(r.stdout == "M50 0 L100 0 L100 50\n")
    }

    @Test("path sample: CSV index,s,x,y,angle evenly spaced in arc length")
    func sample() throws {
        let rows = try Self.rows(["path", "sample", "M10 80 Q 95 10 180 80", "--count", "11"], header: ["index", "s", "x", "y", "angle"])
        #expect(rows.count == 11)
        let m = MeasuredPath(try Path(svgPathData: "M10 80 Q 95 10 180 80"))
        for row in rows {
            let p = m.position(atDistance: row[1])!
            #expect(abs(row[1] - m.length * row[0] / 10) <= 1e-12 * m.length)
            #expect(row[2] == p.point.x && row[3] == p.point.y && row[4] == p.angle)
        }
    }

    @Test("path text: CSV glyph,x,y,angle; glyphs off the path are left out")
    func text() throws {
        let rows = try Self.rows(
            ["path", "text", "M0 0 H30", "--advances", "10,10,10,10", "--offset=-2"], header: ["glyph", "x", "y", "angle"])
        #expect(rows == [[0, -2, 0, 0], [1, 8, 0, 0], [2, 18, 0, 0]])
    }

    @Test("path length between distances and between parameters; plain length unchanged")
    func partialLength() throws {
        let plain = try Self.run(["path", "length", Self.arch])
        #expect(plain.stdout == "2.0\n")
        let d = try Self.run(["path", "length", "M0 0 H10 V10", "--from", "2.5", "--to", "15"])
        #expect(d.status == 0 && d.stdout == "12.5\n")
        // The arch's speed is 3(1 − 2t + 2t²), so its length from 1/4 to 3/4 is 13/16.
        let p = try Self.run(["path", "length", Self.arch, "--segment", "0", "--from-parameter", "0.25", "--to-parameter", "0.75"])
        #expect(p.status == 0)
        #expect(abs(Double(p.stdout.trimmingCharacters(in: .whitespacesAndNewlines))! - 0.8125) <= 1e-15)
        let across = try Self.run([
            "path", "length", "M0 0 H10 V10 H0", "--segment", "0", "--from-parameter", "0.5", "--to-segment", "2", "--to-parameter", "0.25",
        ])
        #expect(across.stdout == "17.5\n")
    }

    @Test("path tangent: unit tangent, normal towards the centre, curvature 1/r on a circle")
    func tangent() throws {
        let rows = try Self.rows(
            ["path", "tangent", "M0 100 A100 100 0 0 1 200 100", "--fraction", "0.25"],
            header: ["x", "y", "tangent_x", "tangent_y", "normal_x", "normal_y", "curvature", "s", "t", "segment"])
        let row = rows[0]
        #expect(abs(row[6] - 0.01) <= 1e-17)
        // Centre of curvature = point + normal/κ = (100, 100).
        #expect(abs(row[0] + row[4] / row[6] - 100) <= 1e-12 && abs(row[1] + row[5] / row[6] - 100) <= 1e-12)
        #expect(abs(row[7] - 25 * Double.pi) <= 1e-12)
        let byParameter = try Self.run(["path", "tangent", "M0 0 H10 C20 0 20 10 10 10", "--parameter", "0.5", "--segment", "1"])
        let q = CLITests.table(byParameter.stdout).rows[0]
        #expect(q[0] == 17.5 && q[1] == 5 && q[2] == 0 && q[3] == 1 && q[9] == 1)
        #expect(q[6] > 0)  // turning clockwise on screen
        let jsonl = try Self.run(["path", "tangent", "M0 0 L3 4", "--distance", "5", "--format", "jsonl"])
        #expect(
            jsonl.stdout
                == #"{"x":3.0,"y":4.0,"tangent_x":0.6,"tangent_y":0.8,"normal_x":-0.8,"normal_y":0.6,"curvature":0.0,"s":5.0,"t":1.0,"segment":0}"#
                + "\n")
    }

    @Test("path bounds, extrema and inflections")
    func boundsExtremaInflections() throws {
        let b = try Self.run(["path", "bounds", "M0 0 C0 1 1 1 1 0"])
        #expect(b.stdout == "min_x,min_y,max_x,max_y\n0.0,0.0,1.0,0.75\n")
        // A clockwise half circle from (−1, 0) to (1, 0) passes over the top of the screen,
        // through (0, −1): one extremum, y′ = 0 at t = 1/2. The line after it has none.
        let e = try Self.run(["path", "extrema", "M-1 0 A1 1 0 0 1 1 0 L2 5"])
        let lines0 = e.stdout.split(separator: "\n").map(String.init)
        #expect(lines0.first == "segment,t,s,x,y,kind")
        #expect(lines0.count == 2 && lines0[1].hasPrefix("0,0.5,") && lines0[1].hasSuffix(",y"))
        let i = try Self.run(["path", "inflections", "M0 0 C0.8 1 0.2 1 1 0"])
        let lines = i.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[1].hasSuffix(",inflection"))
        let none = try Self.run(["path", "inflections", "M0 0 Q1 1 2 0"])
        #expect(none.status == 0 && none.stdout == "segment,t,s,x,y,kind\n")
    }

    @Test("path nearest: the global nearest point, negative coordinates accepted")
    func nearest() throws {
        let r = try Self.run(["path", "nearest", Self.arch, "--point", "0.5,1"])
        #expect(r.stdout == "x,y,distance,s,t,segment\n0.5,0.75,0.25,1.0,0.5,0\n")
        let n = try Self.run(["path", "nearest", "M-10 -10 L10 -10 L10 10", "--point", "-5,-20"])
        #expect(CLITests.table(n.stdout).rows[0] == [-5, -10, 10, 5, 0.25, 0])
    }

    @Test("path area: signed, clockwise on screen positive")
    func area() throws {
        #expect(try Self.run(["path", "area", "M0 0 H10 V10 H0 Z"]).stdout == "100.0\n")
        #expect(try Self.run(["path", "area", "M0 0 V10 H10 V0 Z"]).stdout == "-100.0\n")
        let circle = try Self.run(["path", "area", "M-2 0 A2 2 0 0 1 2 0 A2 2 0 0 1 -2 0 Z"])
        #expect(abs(Double(circle.stdout.trimmingCharacters(in: .whitespacesAndNewlines))! - 4 * Double.pi) <= 1e-14)
    }

    @Test("path split: two lines of SVG path data that join")
    func split() throws {
        #expect(try Self.run(["path", "split", "M0 0 H100 V100", "--fraction", "0.25"]).stdout == "M0 0 L50 0\nM50 0 L100 0 L100 100\n")
        #expect(try Self.run(["path", "split", "M0 0 H100 V100", "--distance", "0"]).stdout == "\nM0 0 L100 0 L100 100\n")
        #expect(
            try Self.run(["path", "split", "M0 0 H100 V100", "--parameter", "1", "--segment", "1"]).stdout == "M0 0 L100 0 L100 100\n\n")
        // At a parameter: exactly there (de Casteljau halves of the arch at t = 1/2).
        #expect(
            try Self.run(["path", "split", "M0 0 C0 1 1 1 1 0 L2 0", "--parameter", "0.5"]).stdout
                == "M0 0 C0 0.5 0.25 0.75 0.5 0.75\nM0.5 0.75 C0.75 0.75 1 0.5 1 0 L2 0\n")
    }

    @Test("an output file is not created when a query fails")
    func noPartialOutput() throws {
        let dir = try CLITests.temporaryDirectory("springsim-path")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("out.csv").path
        let r = try Self.run(["path", "area", "M0 0 L1 0 L1 1", "--output", file])
        #expect(r.status != 0 && !FileManager.default.fileExists(atPath: file))
        let c = try Self.run(["path", "tangent", "M0 0 C1 1 0 1 1 0", "--parameter", "0.5", "--output", file])
        #expect(c.status != 0 && !FileManager.default.fileExists(atPath: file))
    }

    @Test("help names the subcommands and says radians and y-down")
    func help() throws {
        let r = try Self.run(["path", "--help"])
        #expect(r.status == 0)
        for word in [
            "length", "at", "trim", "sample", "text", "tangent", "bounds", "extrema", "inflections", "nearest", "area", "split", "radians",
            "y axis down",
        ] { #expect(r.stdout.contains(word), "\(word)") }
    }
}
