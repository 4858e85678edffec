import Foundation
import SpringSim
import Testing

@Suite("springsim scroll end to end")
struct ScrollCLITests {
    static func run(_ args: [String]) throws -> CLITests.Run { try CLITests.run(["scroll"] + args) }

    /// frame,time,offset,velocity,phase with the phase kept as text.
    static func rows(
        _ csv: String
    ) -> (header: [String], rows: [(frame: Int, time: Double, offset: Double, velocity: Double, phase: String)]) {
        CLITests.table(csv) { f in (Int(f[0])!, Double(f[1])!, Double(f[2])!, Double(f[3])!, f[4]) }
    }

    @Test("every physics: the header, frames at n/fps, one rest row at the end, equal to the library's sample")
    func everyPhysics() throws {
        let extent = ScrollExtent(min: 0, max: 1000)
        let library: [(String, any ScrollSimulation)] = [
            ("ios", try UIScrollViewFling(position: 500, velocity: -3000, extent: extent)),
            ("ios-fast", try UIScrollViewFling(rate: 0.99, position: 500, velocity: -3000, extent: extent)),
            ("android", try AndroidSplineFling(position: 500, velocity: -3000, extent: extent)),
            ("flutter-bouncing", try FlutterBouncingScrollSimulation(position: 500, velocity: -3000, extent: extent)),
            ("flutter-clamping", try FlutterClampingScrollSimulation(position: 500, velocity: -3000, extent: extent)),
            ("framer-inertia", try FramerInertia(position: 500, velocity: -3000, extent: extent)),
        ]
        for (name, sim) in library {
            let r = try Self.run(["--physics", name, "--velocity", "-3000", "--position", "500", "--extent", "0:1000"])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(name): \(r.stderr)")
            let t = Self.rows(r.stdout)
            #expect(t.header == ["frame", "time", "offset", "velocity", "phase"])
            #expect(t.rows.filter { $0.phase == "rest" }.count == 1 && t.rows.last!.phase == "rest", "\(name)")
            for (i, row) in t.rows.enumerated() {
                #expect(row.frame == i && row.time == Double(i) / 60)
                let s = sim.sample(at: row.time)
                #expect(row.offset == s.offset && row.velocity == s.velocity && row.phase == s.phase.rawValue, "\(name) frame \(i)")
            }
            // The rest row is the first frame at or after the rest time.
            #expect(t.rows.last!.time >= sim.restTime && t.rows.dropLast().last!.time < sim.restTime)
            #expect(t.rows.last!.velocity == 0 && t.rows.last!.offset == sim.restOffset)
        }
    }

    @Test("phases: iOS into the trailing edge decelerates, overscrolls, bounces and rests on the edge")
    func iosPhases() throws {
        let r = try Self.run(["--physics", "ios", "--velocity", "2500", "--extent", "0:1200", "--fps", "120"])
        let t = Self.rows(r.stdout)
        var order: [String] = []
        for row in t.rows where order.last != row.phase { order.append(row.phase) }
        #expect(order == ["decelerate", "overscroll", "bounce", "rest"])
        #expect(t.rows.allSatisfy { $0.offset >= 0 && $0.offset < 1200 + 844 })
        #expect(t.rows.last!.offset == 1200)
    }

    @Test("unbounded by default: a fling rests where its deceleration stops; --format jsonl, --output")
    func unboundedAndFormats() throws {
        let r = try Self.run(["--physics", "ios", "--velocity", "1000"])
        let t = Self.rows(r.stdout)
        #expect(t.rows.dropLast().allSatisfy { $0.phase == "decelerate" })
        // UIScrollView's projection for 1000 pt/s at 0.998: 1000/λ = 499.5 pt; it rests 20/3/λ short.
        let lambda = -1000 * Double.log(0.998)
        #expect(abs(t.rows.last!.offset - (1000 - 20.0 / 3) / lambda) < 1e-9)
        let j = try Self.run(["--physics", "ios", "--velocity", "1000", "--format", "jsonl"])
        let lines = j.stdout.split(separator: "\n")
        #expect(lines.count == t.rows.count && lines.last!.contains("\"phase\":\"rest\""))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("springsim-scroll-\(getpid()).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let o = try Self.run(["--physics", "ios", "--velocity", "1000", "--output", path])
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(o.status == 0 && o.stdout.isEmpty && written == r.stdout)
    }

    @Test("framer-inertia: --power, --time-constant and --snap change the glide; snapping rests on a point")
    func framer() throws {
        let plain = Self.rows(try Self.run(["--physics", "framer-inertia", "--velocity", "1000"]).stdout)
        #expect(plain.rows.last!.offset == 800)  // 0.8 · 1000
        let snapped = Self.rows(try Self.run(["--physics", "framer-inertia", "--velocity", "1000", "--snap", "0,300,600,900"]).stdout)
        #expect(snapped.rows.last!.offset == 900)
        let tuned = Self.rows(
            try Self.run(["--physics", "framer-inertia", "--velocity", "1000", "--power", "0.5", "--time-constant", "0.3"]).stdout)
        #expect(tuned.rows.last!.offset == 500 && tuned.rows.count < plain.rows.count)
    }

    @Test("bad input: one line on stderr, status 2, nothing written, the --output file left alone")
    func badInput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("springsim-scroll-bad-\(getpid()).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (args, message) in [
            (["--physics", "ios", "--velocity", "1", "--rate", "-0.998"], "--rate must be in (0, 1)"),
            (["--physics", "ios", "--velocity", "1", "--extent", "5:1"], "--extent: MIN must be ≤ MAX"),
            (["--physics", "ios", "--velocity", "inf"], "--velocity must be in [-1e6, 1e6] pt/s"),
            (["--physics", "ios", "--velocity", "1", "--fps", "0"], "--fps must be"),
            (["--physics", "android", "--velocity", "1", "--snap", "0,1"], "--snap applies to --physics framer-inertia, not android"),
            (
                ["--physics", "flutter-clamping", "--velocity", "1", "--viewport", "800"],
                "--viewport applies to --physics ios and ios-fast"
            ),
            (["--physics", "framer-inertia", "--velocity", "1", "--time-constant", "-1"], "--time-constant must be in [0.001, 1e3] s"),
        ] {
            let r = try Self.run(args + ["--output", path])
            #expect(r.status == 2 && r.stdout.isEmpty, "\(args)")
            #expect(
                r.stderr.hasPrefix("springsim: error: \(message)") && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("the library's ScrollTable writes the CLI's bytes")
    func libraryTable() throws {
        let sim = try FlutterBouncingScrollSimulation(position: 100, velocity: 800, extent: ScrollExtent(min: 0, max: 300))
        let table = ScrollTable(sim, fps: 60)
        let csv = try CSVWriter.text(columns: table.columnNames) { try table.emitTable(into: $0) }
        let r = try Self.run(["--physics", "flutter-bouncing", "--position", "100", "--velocity", "800", "--extent", "0:300"])
        #expect(csv == r.stdout)
    }
}
