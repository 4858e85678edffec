import Foundation
import SpringSim
import Testing

@Suite("springsim wheel end to end")
struct WheelCLITests {
    static func run(_ args: [String]) throws -> CLITests.Run { try CLITests.run(["wheel"] + args) }

    static var dataFile: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/data/scenes/wheel.json"
    }

    @Test("seed mode: frame,time,angle,angular_velocity,sector ending at the seed's toValue after turns + 0.5 s")
    func seedTable() throws {
        let r = try Self.run(["--prize", "5", "--turns", "3"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let t = CLITests.table(r.stdout)
        #expect(t.header == ["frame", "time", "angle", "angular_velocity", "sector"])
        #expect(t.rows.count == 211)
        let last = t.rows.last!
        // Seed 004's toValue for prize 5 (157.5…201.5, Float arithmetic) with num = 3.
        let toValue = -Double((Float(157.5) + Float(201.5)) / 360.0 * .pi) + 360 * .pi / 180.0 * 3
        #expect(last == [210, 3.5, toValue, 0, 5])
        #expect(t.rows.first! == [0, 0, 0, 0, 1])
        // The scene file in data/ is the seed: the same table.
        #expect(try Self.run(["--sectors", Self.dataFile, "--prize", "5", "--turns", "3"]).stdout == r.stdout)
    }

    @Test("decay-snap with a seed: deterministic, lands on the prize, velocity one-signed; ticks one per boundary")
    func decaySnap() throws {
        let args = ["--prize", "6", "--mode", "decay-snap", "--rate", "0.998", "--seed", "7"]
        let a = try Self.run(args), b = try Self.run(args)
        #expect(a.status == 0 && a.stdout == b.stdout)
        let t = CLITests.table(a.stdout)
        #expect(t.rows.last![4] == 6)
        #expect(t.rows.dropFirst().allSatisfy { $0[3] > 0 })
        let ticks = try Self.run(args + ["--ticks"])
        let k = CLITests.table(ticks.stdout)
        #expect(k.header == ["tick", "time", "boundary", "angular_velocity"])
        // From sector 1 (θ = 0) clockwise to sector 6 after ≥ 3 extra turns: the pointer passes
        // 8 boundaries per turn plus 1→8→7→6 (3 more): 8·turns + 3 ticks.
        #expect(k.rows.count % 8 == 3 && k.rows.count >= 27)
        #expect(zip(k.rows, k.rows.dropFirst()).allSatisfy { $0[1] < $1[1] })
        #expect(k.rows.allSatisfy { $0[3] > 0 })
    }

    @Test("--labels: sector,glyph,x,y,angle for every character of every title")
    func labels() throws {
        let r = try Self.run(["--labels"])
        #expect(r.status == 0)
        let t = CLITests.table(r.stdout)
        #expect(t.header == ["sector", "glyph", "x", "y", "angle"])
        #expect(t.rows.count == 26)  // "1234567" "2345" "3456" "4" "567" "678" "789" "8"
        // Prize 4's single glyph "4" is centred on its mid-angle 135° at radius 75.
        let four = t.rows.first { $0[0] == 4 }!
        let phi = 1.5 * Double.pi + 0.75 * Double.pi
        #expect(abs(four[4] - (phi + 0.5 * Double.pi - 2 * Double.pi)) < 1e-9 || abs(four[4] - (phi + 0.5 * Double.pi)) < 1e-9)
    }

    @Test("--respin: refused while running (seed), retargeted with --retarget")
    func respin() throws {
        let refused = try Self.run(["--prize", "2", "--then", "7", "--at", "1.2"])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("refused"))
        let r = try Self.run(["--prize", "2", "--then", "7", "--at", "1.2", "--retarget", "--mode", "decay"])
        #expect(r.status == 0)
        #expect(CLITests.table(r.stdout).rows.last![4] == 7)
    }

    @Test("bad input: one line on stderr, non-zero exit, no output file")
    func badInput() throws {
        let dir = try CLITests.temporaryDirectory("springsim-wheel")
        defer { try? FileManager.default.removeItem(at: dir) }
        let gapped = dir.appendingPathComponent("gapped.json").path
        try #"{"sectors": [{"id": 1, "begin": 0, "end": 180}, {"id": 2, "begin": 190, "end": 360}]}"#.write(
            toFile: gapped, atomically: true, encoding: .utf8)
        let overlapping = dir.appendingPathComponent("overlapping.json").path
        try #"{"sectors": [{"id": 1, "begin": 0, "end": 200}, {"id": 2, "begin": 190, "end": 360}]}"#.write(
            toFile: overlapping, atomically: true, encoding: .utf8)
        let typo = dir.appendingPathComponent("typo.json").path
        try #"{"sectors": [{"id": 1, "begin": 0, "end": 360, "titel": "x"}]}"#.write(toFile: typo, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.csv").path
        let cases: [([String], String)] = [
            (["--prize", "9"], "unknown prize id 9"),
            (["--prize", "1", "--sectors", gapped], "gap between sectors 1 and 2"),
            (["--prize", "1", "--sectors", overlapping], "sectors 1 and 2 overlap"),
            (["--prize", "1", "--sectors", typo], "unknown field 'titel'"),
            (["--prize", "1", "--mode", "decay", "--rate", "1.5"], "--rate must be in (0, 1)"),
            (["--prize", "1", "--mode", "decay", "--rate", "0"], "--rate must be in (0, 1)"),
            (["--prize", "1", "--turns", "-2"], "--turns must be ≥ 0"),
            (["--prize", "1", "--mode", "decay", "--rate", "0.99", "--drag", "0.1"], "not several"),
            (["--prize", "1", "--rate", "0.99"], "applies to --mode decay"),
        ]
        for (args, message) in cases {
            let r = try Self.run(args + ["--output", out])
            #expect(r.status != 0, "\(args)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(args)")
        }
        // Gaps are fine when allowed; the pointer over the gap has no sector.
        let ok = try Self.run(["--prize", "1", "--sectors", gapped, "--allow-gaps"])
        #expect(ok.status == 0)
        #expect(ok.stdout.contains(",\n"))  // an empty sector field while the gap passes
    }
}
