import Foundation
import SpringSim
import Testing

/// `springsim sweep` end to end: order, shards, threads, Slurm and Kubernetes variables, grid
/// files and bad input.
@Suite("springsim sweep")
struct SweepCLITests {
    typealias R = CLITests

    /// Runs springsim with extra environment variables (and none of the Slurm or Kubernetes ones
    /// of the environment the tests run in).
    static func run(_ args: [String], environment extra: [String: String] = [:]) throws -> R.Run {
        var environment: [String: String?] = extra
        for name in ProcessInfo.processInfo.environment.keys where name.hasPrefix("SLURM_") || name == "JOB_COMPLETION_INDEX" {
            if extra[name] == nil { environment[name] = .some(nil) }
        }
        return try R.run(args, environment: environment)
    }

    static let summary = ["sweep", "--damping", "0.1:0.9:0.2", "--response", "0.3,0.5", "--velocity", "-2:2:1"]
    static let frames = ["sweep", "--table", "frames", "--damping", "0.2,0.6,1", "--response", "0.3,0.4", "--until", "0.1", "--fps", "120"]

    @Test("rows in order: the last flag in the documented order varies fastest; negative grids")
    func order() throws {
        let r = try Self.run(Self.summary)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1 + 5 * 5 * 2)
        #expect(lines[0].hasPrefix("damping,velocity,response,physical_mass,"))
        let keys = lines.dropFirst().map { $0.split(separator: ",").prefix(3).joined(separator: ",") }
        #expect(Array(keys.prefix(4)) == ["0.1,-2.0,0.3", "0.1,-2.0,0.5", "0.1,-1.0,0.3", "0.1,-1.0,0.5"])
        #expect(keys.last == "0.9,2.0,0.5")
        #expect(keys[10] == "0.30000000000000004,-2.0,0.3")  // 0.1 + 1·0.2, rounded once: as computed
    }

    @Test("the shards concatenated are the unsharded output, byte for byte", arguments: [1, 2, 3, 7])
    func shardUnion(n: Int) throws {
        for args in [Self.summary, Self.frames] {
            let whole = try Self.run(args)
            #expect(whole.status == 0, "\(whole.stderr)")
            var joined = ""
            for k in 1...n {
                let part = try Self.run(args + ["--shard", "\(k)/\(n)"])
                #expect(part.status == 0 && part.stderr.isEmpty, "\(part.stderr)")
                if k > 1 { #expect(!part.stdout.hasPrefix("damping,")) }
                joined += part.stdout
            }
            #expect(joined == whole.stdout, "\(args[2]) N = \(n)")
        }
    }

    @Test("--jobs 1 and --jobs 2 (and 5) write the same bytes")
    func jobsInvariance() throws {
        let many = ["sweep", "--damping", "0:1.5:0.1", "--response", "0.2:1:0.2"]
        for args in [many, Self.frames] {
            let one = try Self.run(args + ["--jobs", "1"])
            #expect(one.status == 0, "\(one.stderr)")
            #expect(one.stdout.split(separator: "\n").count > 8)
            for j in [2, 5] { #expect(try Self.run(args + ["--jobs", "\(j)"]).stdout == one.stdout) }
        }
    }

    @Test("a combination longer than one block (8192 frames): written in blocks, the same bytes as spring's table")
    func longCombinations() throws {
        let args = ["sweep", "--damping", "0.5,0.7", "--response", "0.5", "--table", "frames", "--until", "200"]
        let one = try Self.run(args + ["--jobs", "1"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try Self.run(args + ["--jobs", "2"]).stdout == one.stdout)
        let shards = try (1...3).map { try Self.run(args + ["--shard", "\($0)/3"]).stdout }.joined()
        #expect(shards == one.stdout)
        let lines = one.stdout.split(separator: "\n")
        for damping in ["0.5", "0.7"] {
            let table = try Self.run(["--damping", damping, "--response", "0.5", "--until", "200"]).stdout.split(separator: "\n").dropFirst()
            let rows = lines.filter { $0.hasPrefix(damping + ",0.5,") }.map { $0.dropFirst(damping.count + 5) }
            #expect(rows.count == 12_001 && table.count == 12_001)
            #expect(rows.elementsEqual(table), "damping \(damping)")
        }
    }

    @Test("--shard auto: Slurm arrays numbered from 0 or 1 (and stepped), Kubernetes Indexed Jobs")
    func automaticShards() throws {
        let expected = try Self.run(Self.summary + ["--shard", "2/4"]).stdout
        #expect(!expected.isEmpty)
        let cases: [[String: String]] = [
            ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"],
            ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "4"],
            ["SLURM_ARRAY_TASK_ID": "12", "SLURM_ARRAY_TASK_MIN": "10", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "2"],
        ]
        for env in cases {
            let r = try Self.run(Self.summary + ["--shard", "auto"], environment: env)
            #expect(r.status == 0 && r.stdout == expected, "\(env) \(r.stderr)")
        }
        let k8s = try Self.run(Self.summary + ["--shard", "auto", "--shards", "4"], environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(k8s.status == 0 && k8s.stdout == expected, "\(k8s.stderr)")
        let first = try Self.run(Self.summary + ["--shard", "auto", "--shards", "4"], environment: ["JOB_COMPLETION_INDEX": "0"])
        #expect(first.stdout.hasPrefix("damping,"))
    }

    @Test("--no-header, and a grid file gives the same rows as the flags")
    func gridFile() throws {
        let dir = try CLITests.temporaryDirectory("sweep")
        defer { try? FileManager.default.removeItem(at: dir) }
        let grid = dir.appendingPathComponent("grid.csv")
        try "damping,velocity,response\n0.1,-2,0.3\n0.1,-2,0.5\n0.5,1,0.3\n".write(to: grid, atomically: true, encoding: .utf8)
        let fromFile = try Self.run(["sweep", "--grid", grid.path, "--no-header"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let whole = try Self.run(Self.summary).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // Rows 1, 2 and 27 of the product: (0.1,-2,0.3), (0.1,-2,0.5), (0.5,1,0.3).
        #expect(fromFile.stdout == [whole[1], whole[2], whole[27]].joined(separator: "\n") + "\n")
        let renamed = dir.appendingPathComponent("renamed.csv")
        try "--damping,damping_coefficient\n0.5,1\n".write(to: renamed, atomically: true, encoding: .utf8)
        let conflict = try Self.run(["sweep", "--grid", renamed.path])
        #expect(
            conflict.status == 2 && conflict.stderr.contains("--damping-coefficient cannot be combined with --damping"),
            "\(conflict.stderr)")
    }

    @Test("--metrics: the columns of springsim metrics, the same numbers; empty where the spring never settles")
    func metricColumns() throws {
        let r = try Self.run(["sweep", "--damping", "0,0.3,1", "--response", "0.5", "--velocity", "1.4", "--metrics"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = lines[0]
        #expect(header.suffix(SpringSweep.metricColumns.count) == ArraySlice(SpringSweep.metricColumns.map(\.name)))
        #expect(lines[1].suffix(SpringSweep.metricColumns.count).allSatisfy { $0.isEmpty })  // ζ = 0
        let m = try Self.run(["metrics", "--damping", "0.3", "--response", "0.5", "--velocity", "1.4"])
        let printed = Dictionary(
            m.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }.filter { $0.count == 3 }.map { ($0[0], $0[1]) },
            uniquingKeysWith: { a, _ in a })
        for column in SpringSweep.metricColumns {
            let value = lines[2][header.firstIndex(of: column.name)!]
            #expect(Double(value) == Double(printed[column.name]!), "\(column.name): \(value) vs \(printed[column.name]!)")
        }
        // Without --metrics the summary is unchanged.
        let plain = try Self.run(["sweep", "--damping", "0,0.3,1", "--response", "0.5", "--velocity", "1.4"])
        #expect(!plain.stdout.contains("time_95"))
    }
}
