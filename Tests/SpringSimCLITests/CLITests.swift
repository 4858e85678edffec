import Foundation
import SpringSim
import Testing

/// End-to-end tests of the `springsim` executable: run as a user would, read stdout, stderr and
/// the exit status.
@Suite("springsim end to end")
struct CLITests {
    struct Run { var status: Int32; var stdout: String; var stderr: String }

    static var binary: URL {
        // The test bundle lives in the same build products folder as the executable.
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = here.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("springsim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/springsim")
    }

    /// `environment` with OpenBLAS's kernels pinned for the byte-for-byte tests. OpenBLAS picks
    /// its kernels by CPU, and the LAPACK-backed outputs (network, follow, fit, chart line
    /// --coupling) differ in their last digits between kernel sets: an AVX-512 machine uses other
    /// summation orders than an AVX2 one. The golden files are recorded with Haswell's kernels,
    /// which every AVX2 x86-64 runs; a variable the caller already set is kept.
    static func pinningBLASKernels(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["OPENBLAS_CORETYPE"] == nil && hasAVX2 { environment["OPENBLAS_CORETYPE"] = "Haswell" }
        return environment
    }

    /// Whether the CPU runs AVX2 (read once from /proc/cpuinfo; false where it is absent).
    static let hasAVX2 = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.contains(" avx2") ?? false

    /// Runs springsim (through bash when `shell` pipes its output on) with `input` on its
    /// standard input and `environment`'s variables set (a nil value removes one), in a fresh
    /// temporary working directory (`ScratchWorkingDirectory`): a relative `--output` never lands
    /// in the package root.
    static func run(
        _ args: [String], pipeTo shell: String? = nil, stdin input: String? = nil, environment: [String: String?] = [:]
    ) throws -> Run {
        let scratch = try ScratchWorkingDirectory()
        defer { scratch.remove() }
        var merged: [String: String]?
        if !environment.isEmpty {
            merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged?[name] = value }
        }
        let executable = shell == nil ? binary : URL(fileURLWithPath: "/bin/bash")
        let arguments = shell.map { ["-c", "set -o pipefail; '\(binary.path)' " + args.joined(separator: " ") + " | " + $0] } ?? args
        let r = try launch(executable, arguments, input: input.map { Data($0.utf8) }, environment: merged, in: scratch.url)
        return Run(status: r.status, stdout: String(decoding: r.stdout, as: UTF8.self), stderr: String(decoding: r.stderr, as: UTF8.self))
    }

    /// Runs `executable` with `arguments` and returns its exit status and both outputs as bytes:
    /// `input` (when given) goes whole on its standard input before the outputs are read, which
    /// suits inputs the pipe's buffer holds (a few KiB); `environment` replaces this process's
    /// when given; `directory` is the working directory (this process's when nil).
    static func launch(
        _ executable: URL, _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil, in directory: URL? = nil
    ) throws -> (status: Int32, stdout: Data, stderr: Data) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        if let environment { p.environment = environment }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        if input != nil { p.standardInput = stdin }
        p.standardOutput = out
        p.standardError = err
        try p.run()
        if let input {
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
        }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, o, e)
    }

    /// A new empty directory under the system's temporary directory, named `prefix-UUID`; the
    /// caller removes it (`defer { try? FileManager.default.removeItem(at: dir) }`).
    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        return dir
    }

    /// Runs `command --data FILE` followed by `extra`, FILE a scene file holding `text` in a
    /// temporary directory removed afterwards; returns the run and FILE's path, which a located
    /// error names.
    static func runSceneFile(_ command: [String], _ text: String, extra: [String] = []) throws -> (run: Run, path: String) {
        let dir = try temporaryDirectory("springsim-scene")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("scene.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (try run(command + ["--data", file.path] + extra), file.path)
    }

    /// Expects `run` to be a refusal as every subcommand makes one: exit `status` (any non-zero
    /// when nil), nothing on standard output, and exactly one line on standard error, starting
    /// "springsim: error: " and containing `message`. `context` (the arguments, say) prefixes
    /// each failure.
    static func expectRefusal(
        _ run: Run, _ message: String = "", status: Int32? = nil, context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let said =
            "\(context) → status \(run.status), stdout \(run.stdout.prefix(200).debugDescription), stderr \(run.stderr.debugDescription)"
        #expect(status.map { run.status == $0 } ?? (run.status != 0), "\(said)", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, "\(said)", sourceLocation: sourceLocation)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(said)", sourceLocation: sourceLocation)
        #expect(
            run.stderr.hasPrefix("springsim: error: ") && (message.isEmpty || run.stderr.contains(message)), "\(said)",
            sourceLocation: sourceLocation)
    }

    /// A CSV table's header and its rows of numbers (every field must parse).
    static func table(_ csv: String) -> (header: [String], rows: [[Double]]) {
        table(csv) { $0.map { Double($0)! } }
    }

    /// A CSV table's header and each row's fields, split at commas, made into a `Row` by `row`.
    static func table<Row>(_ csv: String, row: ([String]) -> Row) -> (header: [String], rows: [Row]) {
        var lines = csv.split(separator: "\n").map(String.init)
        let header = lines.removeFirst().split(separator: ",").map(String.init)
        return (header, lines.map { row($0.split(separator: ",").map(String.init)) })
    }

    @Test("the main job: WYChart's spring as a CSV frame table")
    func mainJob() throws {
        let r = try Self.run(["--damping", "0.15", "--velocity", "1.4"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let t = Self.table(r.stdout)
        #expect(t.header == ["frame", "time", "value", "velocity", "acceleration"])
        #expect(t.rows.first! == [0, 0, 0, 1.4, t.rows.first![4]])
        for (i, row) in t.rows.dropLast().enumerated() {
            #expect(row[0] == Double(i))
            #expect(row[1] == Double(i) / 60)
            #expect(row.allSatisfy { $0.isFinite })
        }
        // The last row is at the exact settling time, where |value − 1| = 0.001.
        let last = t.rows.last!
        #expect(abs(abs(last[2] - 1) - 0.001) < 1e-12)
        // Every row agrees with the library's closed form of the same UIKit spring to 1e-12.
        let spring = try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let anim = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 1.4)
        #expect(last[1] == anim.settlingDuration())
        var worst = 0.0
        for row in t.rows {
            let s = anim.motion.sample(at: row[1])
            worst = max(
                worst, abs(row[2] - (1 + s.value)), abs(row[3] - s.velocity) / spring.naturalFrequency,
                abs(row[4] - s.acceleration) / spring.stiffness)
        }
        print("main job: worst deviation from the closed form", worst)
        #expect(worst <= 1e-12)
    }

    @Test("--times evaluates at exactly the given times; the values agree with settle and convert")
    func times() throws {
        let r = try Self.run(["--stiffness", "100", "--damping", "1", "--from", "1", "--to", "0", "--times", "0,0.1,0.5"])
        #expect(r.status == 0)
        let t = Self.table(r.stdout)
        #expect(t.rows.map { $0[1] } == [0, 0.1, 0.5])
        // Critically damped from 1 to 0 with v₀ = 0: x(t) = (1 + 10t)e^{−10t}.
        for row in t.rows { #expect(abs(row[2] - (1 + 10 * row[1]) * exp(-10 * row[1])) < 1e-15) }
    }

    @Test("--until duration and seconds end with a row at the end time; --fps changes the grid")
    func until() throws {
        let r = try Self.run(["--damping", "0.5", "--duration", "0.3", "--until", "duration", "--fps", "120"])
        #expect(r.status == 0)
        let t = Self.table(r.stdout)
        #expect(t.rows.last![1] == 0.3)
        #expect(t.rows[1][1] == 1.0 / 120)
        let s = try Self.run(["--preset", "swiftui-bouncy", "--until", "0.05"])
        #expect(Self.table(s.stdout).rows.map { $0[1] } == [0, 1.0 / 60, 2.0 / 60, 0.05])
    }

    @Test("settle --json has the documented keys")
    func settleJSON() throws {
        let r = try Self.run(["settle", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "5", "--json"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        for key in ["exact", "coreAnimation", "compose", "swiftUI", "epsilon"] { #expect(object[key] != nil, "missing \(key)") }
        let ca = object["coreAnimation"] as! Double
        #expect(abs(ca - 2.85) < 0.01)
    }

    @Test("convert --json has the documented keys and lists all UIKit roots")
    func convertJSON() throws {
        let r = try Self.run(["convert", "--damping", "0.15", "--velocity", "1.4", "--json"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        for key in ["mass", "stiffness", "dampingCoefficient", "dampingRatio", "naturalFrequency", "response", "bounce"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let uikit = object["uiKit"] as! [String: Any]
        #expect((uikit["roots"] as! [Double]).count == 3)
        let text = try Self.run(["convert", "--response", "0.5", "--damping", "0.825"])
        #expect(text.stdout.contains("Spring(mass: 1.0"))
        #expect(text.stdout.contains("UIView.animate"))
        #expect(text.stdout.contains("spring<Float>(dampingRatio"))
    }

    @Test("help text names every spring family")
    func help() throws {
        let r = try Self.run(["--help"])
        #expect(r.status == 0)
        for flag in [
            "--damping", "--response", "--bounce", "--damping-coefficient", "--bounciness", "--tension", "--preset", "--fps", "--until",
            "--times",
        ] {
            #expect(r.stdout.contains(flag), "help lacks \(flag)")
        }
        #expect(try Self.run(["settle", "--help"]).stdout.contains("--json"))
        let integrate = try Self.run(["integrate", "--help"]).stdout
        for flag in ["--method", "--dt", "--tolerance", "--policy", "--substeps", "--stats", "--max-steps"] {
            #expect(integrate.contains(flag), "integrate help lacks \(flag)")
        }
    }

    @Test("integrate: columns, errors against the closed form, --stats on stderr")
    func integrate() throws {
        let r = try Self.run(["integrate", "--method", "rk4", "--dt", "0.001", "--damping", "0.15", "--velocity", "1.4", "--stats"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "frame,time,value,velocity,acceleration,value_error,velocity_error,policy")
        for line in lines.dropFirst() {
            let f = line.split(separator: ",")
            #expect(f.last == "rk4@0.001")
            #expect(abs(Double(String(f[5]))!) < 1e-7)  // RK4 at hω₀ = 0.031: ~2e-8
        }
        #expect(r.stderr.hasPrefix("springsim: rk4@0.001: steps "))
        #expect(r.stderr.contains("rejected 0, evaluations"))
        // dopri5 and DOP853 at the same tolerance: each within it, DOP853 in fewer steps.
        func adaptive(_ method: String) throws -> Run {
            let run = try Self.run([
                "integrate", "--method", method, "--tolerance", "1e-9", "--stiffness", "300", "--damping", "0.3", "--stats",
            ])
            #expect(run.status == 0)
            let rows = run.stdout.split(separator: "\n").dropFirst()
            #expect(rows.map { abs(Double(String($0.split(separator: ",")[5]))!) }.max()! < 1e-8)
            #expect(rows.allSatisfy { $0.hasSuffix(",\(method)@1e-09") })
            #expect(run.stderr.hasPrefix("springsim: \(method)@1e-09: steps "))
            return run
        }
        let d = try adaptive("dopri5"), e = try adaptive("dop853")
        func steps(_ stderr: String) -> Int? {
            stderr.split(separator: " ").firstIndex(of: "steps").flatMap { i in
                Int(stderr.split(separator: " ")[i + 1].trimmingCharacters(in: .punctuationCharacters))
            }
        }
        let s5 = try #require(steps(d.stderr)), s8 = try #require(steps(e.stderr))
        #expect(s8 < s5, "dop853 \(s8) steps, dopri5 \(s5)")
    }

    @Test("integrate --policy rebound at 62.5 fps reproduces rebound's frames")
    func integrateRebound() throws {
        let r = try Self.run([
            "integrate", "--policy", "rebound", "--tension", "230.2", "--friction", "19", "--fps", "62.5", "--until", "0.05",
        ])
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
        #expect(abs(Double(String(rows[1][2]))! - 0.02350326962145051) < 1e-12)
        #expect(rows[1].last == "rebound")
    }

    @Test("--output writes atomically: nothing is left behind on error")
    func output() throws {
        let dir = try CLITests.temporaryDirectory("springsim")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("frames.csv").path
        #expect(try Self.run(["--damping", "0.15", "--velocity", "1.4", "--output", file]).status == 0)
        #expect(FileManager.default.fileExists(atPath: file))
        let bad = dir.appendingPathComponent("bad.csv").path
        #expect(try Self.run(["--damping", "0", "--output", bad]).status != 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(left == ["frames.csv"])
    }

    @Test("springsim … | head -1 ends quietly")
    func closedPipe() throws {
        let r = try Self.run(["--damping", "0.01", "--until", "100", "--fps", "1000"], pipeTo: "head -1")
        #expect(r.status == 0)
        #expect(r.stdout == "frame,time,value,velocity,acceleration\n")
        #expect(r.stderr.isEmpty)
    }
}
