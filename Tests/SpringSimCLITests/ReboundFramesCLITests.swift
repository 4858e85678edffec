import Foundation
import SpringSim
import Testing

@Suite("springsim integrate --policy rebound --frame-times end to end")
struct ReboundFramesCLITests {
    static let spring = ["--mass", "1", "--stiffness", "200", "--damping-coefficient", "10"]

    static func run(_ args: [String]) throws -> CLITests.Run { try CLITests.run(["integrate", "--policy", "rebound"] + spring + args) }

    /// The numeric columns of an integrate table (the policy column dropped after checking it).
    static func rows(_ csv: String) -> (header: [String], rows: [[Double]]) {
        CLITests.table(csv) { f in
            #expect(f.last == "rebound")
            return f.dropLast().map { Double($0)! }
        }
    }

    static let times: [Double] = [0.5, 0.5166, 0.5334, 0.55, 0.65, 0.6667, 0.6671, 0.7]

    @Test("one row per frame time, the integrate columns, values equal to the library's stepper")
    func matchesLibrary() throws {
        let r = try Self.run(["--frame-times", Self.times.map { "\($0)" }.joined(separator: ",")])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let t = Self.rows(r.stdout)
        #expect(t.header == ["frame", "time", "value", "velocity", "acceleration", "value_error", "velocity_error", "policy"])
        let anim = SpringAnimation(spring: Spring(mass: 1, stiffness: 200, dampingCoefficient: 10), from: 0, to: 1)
        let library = Array(try ReboundFrameStepper(animation: anim, frameTimes: Self.times))
        #expect(t.rows.count == Self.times.count)
        for (row, f) in zip(t.rows, library) {
            #expect(row[0] == Double(f.frame) && row[1] == f.time && row[2] == f.value && row[3] == f.velocity)
            // Errors against the closed form at time − t₀: the spring starts at the first frame time.
            #expect(row[5] == f.value - anim.value(at: f.time - 0.5))
        }
        #expect(t.rows[0][2] == 0 && t.rows[0][5] == 0)
    }

    @Test("@FILE, @FILE.csv:COLUMN and the inline list give the same bytes")
    func listForms() throws {
        let dir = try CLITests.temporaryDirectory("springsim-rebound")
        defer { try? FileManager.default.removeItem(at: dir) }
        let txt = dir.appendingPathComponent("times.txt"), csv = dir.appendingPathComponent("trace.csv")
        try Self.times.map { "\($0)\n" }.joined().write(to: txt, atomically: true, encoding: .utf8)
        try ("frame,timestamp\n" + Self.times.enumerated().map { "\($0.offset),\($0.element)\n" }.joined())
            .write(to: csv, atomically: true, encoding: .utf8)
        let inline = try Self.run(["--frame-times", Self.times.map { "\($0)" }.joined(separator: ",")])
        let file = try Self.run(["--frame-times", "@" + txt.path])
        let column = try Self.run(["--frame-times", "@" + csv.path + ":timestamp"])
        #expect(inline.status == 0 && file.stdout == inline.stdout && column.stdout == inline.stdout)
    }

    @Test("rest thresholds end the table at the first frame at rest, snapped; clamping at the first frame past the target")
    func restAndClamp() throws {
        let times = (0..<300).map { "\(Double($0) / 60)" }.joined(separator: ",")
        let rest = Self.rows(try Self.run(["--frame-times", times, "--rest-speed", "0.005", "--rest-displacement", "0.005"]).stdout).rows
        #expect(rest.count > 2 && rest.count < 300)
        #expect(rest.last![2] == 1 && rest.last![3] == 0)
        let free = Self.rows(try Self.run(["--frame-times", times]).stdout).rows
        #expect(free.count == 300)
        let clamped = Self.rows(try Self.run(["--frame-times", times, "--overshoot-clamping"]).stdout).rows
        let n = clamped.count - 1
        #expect(clamped.last![2] == 1 && clamped.last![3] == 0)
        #expect(free[n][2] > 1 && clamped.dropLast().allSatisfy { $0[2] <= 1 })
    }

    @Test("bad frame times and options: one line, non-zero exit, nothing on stdout")
    func refusals() throws {
        let cases: [([String], String)] = [
            (["--frame-times", "0,0.02,0.01"], "entry 3 ('0.01') is not greater than the entry before it"),
            (["--frame-times", "0,0.02,0.02"], "frame times must strictly increase"),
            (["--frame-times", "0,nan"], "is not a finite number"),
            (["--frame-times", "0,0.1", "--rest-speed=-1"], "--rest-speed must be a finite number ≥ 0"),
        ]
        for (args, message) in cases {
            let r = try Self.run(args)
            #expect(r.status != 0 && r.stdout.isEmpty, "\(args)")
            #expect(r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        let noPolicy = try CLITests.run(["integrate", "--frame-times", "0,0.1"])
        #expect(noPolicy.status != 0 && noPolicy.stdout.isEmpty && noPolicy.stderr.contains("--frame-times needs --policy rebound"))
    }

    @Test("--stats counts rebound's 1 ms steps: a 1 s gap is capped at 64 ms")
    func statsCap() throws {
        let r = try Self.run(["--frame-times", "0,1", "--stats"])
        #expect(r.status == 0)
        // 0.064 s drained in 1 ms steps leaves just under 1 ms in the accumulator (0.064 − 63·0.001
        // in doubles): 63 whole steps, the rest interpolated.
        #expect(r.stderr == "springsim: rebound: steps 63, rejected 0, evaluations 252\n")
    }
}
