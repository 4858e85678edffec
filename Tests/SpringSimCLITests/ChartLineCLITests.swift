import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim chart line`.
@Suite("springsim chart line")
struct ChartLineCLITests {
    typealias R = CLITests

    static var root: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    @Test("default: WYChart's drawing animation, the points table at 60 Hz for 2 s")
    func defaults() throws {
        let r = try R.run(["chart", "line"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let t = R.table(r.stdout)
        #expect(t.header == ["frame", "time", "point", "value", "x", "y", "vy"])
        #expect(t.rows.count == 121 * 10)
        #expect(t.rows[2] == [0, 0, 2, 90980, 130, 50, 0])
        #expect(t.rows.last![1] == 2)
    }

    @Test("--animation spring: every point's y is the closed-form UIKit spring to 1e-12; the table ends at 2.5 s")
    func spring() throws {
        let r = try R.run(["chart", "line", "--values", "3,1,4,1,5", "--animation", "spring"])
        #expect(r.status == 0)
        let t = R.table(r.stdout)
        let spring = try Spring(uiKitDampingRatio: 0.15, duration: 2.5, initialVelocity: 1.4)
        // Final y by the layout: 50 + (5 − v)·163/5, rounded; start on the baseline y = 263.
        let targets = [3.0, 1, 4, 1, 5].map { (50 + (5 - $0) * 163 / 5).rounded() }
        var worst = 0.0
        for row in t.rows {
            let i = Int(row[2])
            let a = SpringAnimation(spring: spring, from: 263, to: targets[i], normalizedVelocity: 1.4)
            worst = max(worst, abs(row[5] - a.value(at: row[1])) / abs(a.distance))
        }
        print("chart line --animation spring: worst deviation from the closed form", worst)
        #expect(worst <= 1e-12)
        #expect(t.rows.count == 151 * 5 && t.rows.last![1] == 2.5)
    }

    @Test("spring flags replace the spring: --damping keeps the chart's duration (2.5 s), other families end when settled")
    func springFlags() throws {
        let r = try R.run(["chart", "line", "--values", "1,2", "--animation", "spring", "--damping", "0.5", "--velocity", "0"])
        #expect(r.status == 0)
        let t = R.table(r.stdout)
        let s = try Spring(uiKitDampingRatio: 0.5, duration: 2.5)
        let a = SpringAnimation(spring: s, from: 263, to: 50, normalizedVelocity: 0)
        #expect(t.rows.last![1] == 2.5)
        #expect(abs(t.rows[21][5] - a.value(at: t.rows[21][1])) <= 1e-12 * 213)
        let p = try R.run(["chart", "line", "--values", "1,2", "--animation", "spring", "--preset", "swiftui-bouncy"])
        #expect(p.status == 0)
        let preset = SpringAnimation(spring: SpringPreset.swiftUIBouncy.spring, from: 0, to: 1, initialVelocity: 0)
        let end = R.table(p.stdout).rows.last![1]
        #expect(abs(end - preset.settlingDuration()) <= 1e-12)
    }

    @Test("--table line and segments; --animation rise moves the line up 7 points")
    func tables() throws {
        let line = try R.run(["chart", "line", "--table", "line", "--animation", "rise", "--fps", "4"])
        #expect(line.status == 0)
        let t = R.table(line.stdout)
        #expect(
            t.header == [
                "frame", "time", "stroke_end", "end_x", "end_y", "opacity", "line_width", "offset_y", "fill_opacity", "fill_offset_y",
            ])
        #expect(t.rows.map { $0[7] } == [7, 6.125, 5.25, 4.375, 3.5, 2.625, 1.75, 0.875, 0])
        #expect(t.rows[0][4] == 104 + 7 && t.rows[8][4] == 104)
        let segs = try R.run(["chart", "line", "--table", "segments", "--values", "0,10", "--fps", "1", "--animation-duration", "1"])
        #expect(
            segs.stdout == """
                frame,time,segment,kind,x0,y0,c1x,c1y,c2x,c2y,x1,y1
                0,0.0,0,quadratic,10.0,213.0,25.0,213.0,25.0,213.0,40.0,131.5
                0,0.0,1,quadratic,40.0,131.5,55.0,50.0,55.0,50.0,70.0,50.0
                1,1.0,0,quadratic,10.0,213.0,25.0,213.0,25.0,213.0,40.0,131.5
                1,1.0,1,quadratic,40.0,131.5,55.0,50.0,55.0,50.0,70.0,50.0

                """)
    }

    @Test("--data: the example scene file is WYChart's spring (bad files: SceneFileCLITests)")
    func dataFile() throws {
        let r = try R.run(["chart", "line", "--data", Self.root + "/data/scenes/line-wychart.json"])
        #expect(r.status == 0)
        #expect(r.stdout == (try R.run(["chart", "line", "--animation", "spring"])).stdout)
    }

    @Test("an unwritable --output fails with one line and leaves no file; a good one is complete")
    func output() throws {
        let r = try R.run(["chart", "line", "--output", "/nonexistent/x.csv"])
        #expect(r.status != 0 && r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent/x.csv"))
        let dir = try CLITests.temporaryDirectory("springsim-line-out")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("line.csv")
        // Bad input with --output: no file at all.
        let bad = try R.run(["chart", "line", "--values", "1,x", "--output", file.path])
        #expect(bad.status != 0 && !FileManager.default.fileExists(atPath: file.path))
        let ok = try R.run(["chart", "line", "--animation", "alpha", "--format", "jsonl", "--output", file.path])
        #expect(ok.status == 0 && ok.stdout.isEmpty)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1210 && lines[0].hasPrefix("{\"frame\":0,"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["line.csv"])
    }

    @Test("| head ends quietly")
    func pipe() throws {
        let r = try R.run(["chart", "line", "--animation", "spring", "--fps", "100000"], pipeTo: "head -3")
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout.split(separator: "\n").count == 3)
    }

    @Test("--coupling 0 writes the uncoupled table byte for byte, in every table, format and spring family")
    func couplingZero() throws {
        let base = ["chart", "line", "--animation", "spring", "--values", "3,1,4,1,5"]
        let variants: [[String]] = [
            [], ["--table", "line"], ["--table", "segments"], ["--format", "jsonl"], ["--spring-origin", "mirror"],
            ["--damping", "1", "--velocity", "0"], ["--mass", "2", "--stiffness", "300", "--damping-coefficient", "5"],
        ]
        for extra in variants {
            let plain = try R.run(base + extra), zero = try R.run(base + extra + ["--coupling", "0"])
            #expect(plain.status == 0 && plain.stdout.count > 1000)
            #expect(zero.status == 0 && zero.stderr.isEmpty && zero.stdout == plain.stdout, "\(extra)")
        }
    }

    @Test("--coupling K_c: the same frames and columns, the points move together, their mean as the uncoupled mean")
    func coupling() throws {
        let base = ["chart", "line", "--animation", "spring", "--values", "3,1,4,1,5"]
        let p = R.table(try R.run(base).stdout)
        let r = try R.run(base + ["--coupling", "300"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let c = R.table(r.stdout)
        #expect(c.header == p.header && c.rows.count == p.rows.count && c.rows.last![1] == 2.5)
        var moved = 0.0, worstMean = 0.0
        for f in stride(from: 0, to: c.rows.count, by: 5) {
            let cp = c.rows[f..<(f + 5)], pp = p.rows[f..<(f + 5)]
            for (a, b) in zip(cp, pp) {
                #expect(a[0...4] == b[0...4])  // frame, time, point, value, x
                moved = max(moved, abs(a[5] - b[5]))
            }
            // Σ of the coupling forces is 0: the mean y is the uncoupled chart's (linear in the start).
            let mean = { (rows: ArraySlice<[Double]>) in rows.map { $0[5] }.reduce(0, +) / 5 }
            worstMean = max(worstMean, abs(mean(cp) - mean(pp)) / 213)
        }
        print("chart line --coupling 300: largest change of a point", moved, "pt; worst mean deviation", worstMean, "of the distance")
        #expect(moved > 10 && worstMean <= 1e-12)
    }

    @Test("--coupling refusals: one line, status 2 — without the spring animation, negative, not finite")
    func couplingRefusals() throws {
        for args in [
            ["chart", "line", "--values", "3,1,4", "--coupling", "10"], ["chart", "line", "--animation", "spring", "--coupling", "-1"],
            ["chart", "line", "--animation", "spring", "--coupling", "inf"],
        ] {
            let r = try R.run(args)
            #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains("--coupling"), "\(args)")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test("--help documents every table's columns")
    func help() throws {
        let r = try R.run(["chart", "line", "--help"])
        #expect(r.status == 0)
        for s in [
            "frame,time,point,value,x,y,vy", "stroke_end,end_x,end_y", "segment,kind,x0,y0,c1x,c1y,c2x,c2y,x1,y1", "--animation-duration",
        ] {
            #expect(r.stdout.contains(s), "\(s)")
        }
    }
}
