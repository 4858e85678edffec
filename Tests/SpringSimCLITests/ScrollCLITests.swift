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
            (["--physics", "framer-inertia", "--velocity", "1", "--time-constant", "-1"], "--time-constant must be in (0, 1e3] s"),
            (["--physics", "framer-inertia", "--velocity", "1", "--time-constant", "0"], "--time-constant must be in (0, 1e3] s"),
            (
                ["--physics", "framer-inertia", "--velocity", "1000", "--time-constant", "1e-307"],
                "--physics framer-inertia: the glide's initial velocity"
            ),
            (["--physics", "android", "--velocity", "1", "--rest-speed", "1"], "--rest-speed does not apply to --physics android"),
            (["--physics", "ios", "--velocity", "1", "--rest-delta", "1"], "--rest-delta applies to --physics framer-inertia, not ios"),
            (["--physics", "ios", "--velocity", "1", "--rest-speed", "0"], "--rest-speed must be in [1e-6, 1e6] pt/s"),
            (["--physics", "framer-inertia", "--velocity", "1", "--rest-delta", "1e13"], "--rest-delta must be in [1e-6, 1e12] pt"),
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

    /// `--rest-speed` is the tolerance velocity of the models that have one (Flutter's
    /// `Tolerance.velocity`, Motion's inertia `restSpeed`), `--rest-delta` Motion's inertia
    /// `restDelta`: the command writes exactly the library's table for those tolerances, and
    /// without them the bytes of the defaults.
    @Test("--rest-speed and --rest-delta: the library's table with that tolerance; the defaults unchanged without them")
    func restOptions() throws {
        let extent = ScrollExtent(min: 0, max: 1000)
        let flutterTolerance = ScrollTolerance(distance: ScrollTolerance.standard.distance, velocity: 1e-3)
        let motion = ScrollTolerance(distance: 0.5, velocity: 2)
        let cases: [([String], any ScrollSimulation)] = [
            (
                ["--physics", "ios", "--rest-speed", "0.001"],
                try UIScrollViewFling(position: 500, velocity: -3000, extent: extent, tolerance: flutterTolerance)
            ),
            (
                ["--physics", "ios-fast", "--rest-speed", "50"],
                try UIScrollViewFling(
                    rate: 0.99, position: 500, velocity: -3000, extent: extent, tolerance: ScrollTolerance(distance: 1.0 / 3, velocity: 50))
            ),
            (
                ["--physics", "flutter-bouncing", "--rest-speed", "0.001"],
                try FlutterBouncingScrollSimulation(position: 500, velocity: -3000, extent: extent, tolerance: flutterTolerance)
            ),
            (
                ["--physics", "flutter-clamping", "--rest-speed", "4000"],
                try FlutterClampingScrollSimulation(
                    position: 500, velocity: -3000, extent: extent, tolerance: ScrollTolerance(distance: 1.0 / 3, velocity: 4000))
            ),
            (
                ["--physics", "framer-inertia", "--rest-delta", "0.5", "--rest-speed", "2", "--time-constant", "0.325"],
                try FramerInertia(position: 500, velocity: -3000, timeConstant: 0.325, extent: extent, restDelta: 0.5, tolerance: motion)
            ),
            (
                ["--physics", "framer-inertia", "--time-constant", "0.0001"],
                try FramerInertia(position: 500, velocity: -3000, timeConstant: 1e-4, extent: extent)
            ),
        ]
        for (args, sim) in cases {
            let r = try Self.run(args + ["--velocity", "-3000", "--position", "500", "--extent", "0:1000"])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(args): \(r.stderr)")
            let table = ScrollTable(sim, fps: 60)
            let csv = try CSVWriter.text(columns: table.columnNames) { try table.emitTable(into: $0) }
            #expect(csv == r.stdout, "\(args)")
        }
        // The defaults: the options at their default values write the same bytes as no option.
        for (physics, extra) in [
            ("ios", ["--rest-speed", "\(ScrollTolerance.standard.velocity)"]), ("framer-inertia", ["--rest-delta", "1"]),
        ] {
            let base = ["--physics", physics, "--velocity", "2500", "--extent", "0:1000"]
            let plain = try Self.run(base), given = try Self.run(base + extra)
            if physics == "ios" { #expect(plain.stdout == given.stdout && plain.status == 0) }
            // framer-inertia: --rest-delta 1 is the glide's default, and moves the bounce spring's
            // distance from 1/3 to 1 (here its speed decides the rest frame either way).
            if physics == "framer-inertia" { #expect(given.status == 0 && plain.status == 0) }
        }
        // The smallest time constant: |A|/greatest finite for v = 1000, power 0.8 (A = 800).
        var tau = 800 / Double.greatestFiniteMagnitude
        while !(800 / tau).isFinite { tau = tau.nextUp }
        while (800 / tau.nextDown).isFinite { tau = tau.nextDown }
        let edge = try Self.run(["--physics", "framer-inertia", "--velocity", "1000", "--time-constant", "\(tau)"])
        #expect(edge.status == 0, "\(edge.stderr)")
        let rows = Self.rows(edge.stdout).rows
        #expect(rows.count == 2 && rows[0].velocity == 800 / tau && rows[1].phase == "rest" && rows[1].offset == 800)
        let below = try Self.run(["--physics", "framer-inertia", "--velocity", "1000", "--time-constant", "\(tau.nextDown)"])
        #expect(below.status == 2 && below.stderr.contains("the glide's initial velocity"))
    }
}
