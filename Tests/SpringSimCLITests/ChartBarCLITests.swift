import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim chart bar`.
@Suite("springsim chart bar")
struct ChartBarCLITests {
    typealias R = CLITests

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let barJSON = repository.appendingPathComponent("data/scenes/bar.json").path

    /// A fresh directory for output files.
    static func scratch() throws -> URL {
        let dir = try CLITests.temporaryDirectory("springsim-bar")
        return dir
    }

    @Test("defaults: ten bars at 60 fps to 1.2 s, every number the library's")
    func defaults() throws {
        let r = try R.run(["chart", "bar"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "frame,time,bar,x,visible,scale_y,translation_y,bar_top_y,knob_y,knob_top_y")
        #expect(lines.count == 1 + 73 * 10)
        let t = R.table(r.stdout)
        let chart = BarChart(try BarChartConfiguration())
        for row in t.rows {
            let s = chart.state(ofBar: Int(row[2]), at: row[1])
            #expect(row[3] == chart.x(ofBar: Int(row[2])))
            #expect(row[4] == (s.visible ? 1 : 0) && row[5] == s.scaleY && row[6] == s.translationY)
            #expect(row[7] == s.barTopY && row[8] == s.knobY && row[9] == s.knobTopY)
        }
        // The seed's scene file reproduces the defaults byte for byte.
        let file = try R.run(["chart", "bar", "--data", Self.barJSON])
        #expect(file.status == 0 && file.stdout == r.stdout)
    }

    @Test("--values: any count of bars, spread over the width, animated right to left; --fps sets the grid")
    func values() throws {
        let r = try R.run(["chart", "bar", "--values", "3,1,4", "--fps", "10"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let t = R.table(r.stdout)
        // 0.1·2 + 0.3 = 0.5 s at 10 fps: frames 0…5, three rows each.
        #expect(t.rows.count == 18)
        #expect(t.rows.prefix(3).map { $0[3] } == [0, 147.5, 295])
        // Frame 0: only the rightmost bar has started (scale 0); frame 1: bar 1 starts.
        #expect(t.rows.prefix(3).map { $0[4] } == [0, 0, 1] && t.rows[2][5] == 0)
        #expect(t.rows[3...5].map { $0[4] } == [0, 1, 1])
        // Last frame: every top at H − H·count/4.
        let H = BarChartConfiguration.defaultHeight
        #expect(t.rows.suffix(3).map { $0[7] } == [H - H * 0.75, H - H * 0.25, 0])
    }

    @Test("--format jsonl writes one object per row")
    func jsonl() throws {
        let r = try R.run(["chart", "bar", "--values", "1,2", "--fps", "4", "--format", "jsonl"])
        #expect(r.status == 0)
        let first = r.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("{\"frame\":0,\"time\":0.0,\"bar\":0,"))
    }

    @Test("--output: written atomically on success, no file at all on error or when the path is unwritable")
    func atomicOutput() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("bars.csv")
        let ok = try R.run(["chart", "bar", "--values", "2,1", "--output", good.path])
        #expect(ok.status == 0 && ok.stdout.isEmpty)
        let plain = try R.run(["chart", "bar", "--values", "2,1"])
        #expect(try String(contentsOf: good, encoding: .utf8) == plain.stdout)
        let bad = dir.appendingPathComponent("never.csv")
        let failed = try R.run(["chart", "bar", "--values", "2,nan", "--output", bad.path])
        #expect(failed.status != 0 && !FileManager.default.fileExists(atPath: bad.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bars.csv"])
        let unwritable = try R.run(["chart", "bar", "--output", dir.appendingPathComponent("missing/dir/x.csv").path])
        #expect(unwritable.status != 0 && unwritable.stderr.split(separator: "\n").count == 1)
        #expect(unwritable.stderr.contains("missing/dir/x.csv"))
    }

    @Test("--help names the columns and the seed's timing")
    func help() throws {
        let r = try R.run(["chart", "bar", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("frame,time,bar,x,visible,scale_y,translation_y,bar_top_y,knob_y,knob_top_y"))
        #expect(r.stdout.contains("0.3 s") && r.stdout.contains("--values"))
        let refresh = try R.run(["refresh", "--help"])
        #expect(refresh.status == 0 && refresh.stdout.contains("--progress") && refresh.stdout.contains("arrow_x,arrow_y"))
    }

    @Test("| head ends quietly")
    func head() throws {
        let r = try R.run(["chart", "bar", "--fps", "2000"], pipeTo: "head -3")
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.split(separator: "\n").count == 3)
    }
}
