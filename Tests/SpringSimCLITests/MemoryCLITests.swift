import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Peak resident memory of `springsim` (not time): tables stream, so memory must not grow with
/// the number of frames, and the line chart holds little per data point. Each command runs in
/// its own child, waited for with `wait4`, whose `ru_maxrss` is that child's peak alone.
@Suite("Memory")
struct MemoryCLITests {
    /// Runs springsim with standard output and error on /dev/null; the exit status and the
    /// child's peak RSS in KiB.
    static func peakRSS(_ args: [String]) throws -> (status: Int32, kib: Int) {
        let pid = try spawnAsShell([CLITests.binary.path] + args, streams: ChildStream.quiet)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw CocoaError(.executableLoad) }
        }
        return (status, Int(usage.ru_maxrss))
    }

    /// `integrate` until the frame n − 1 at 60 Hz.
    static func integrate(_ method: [String], frames n: Int) -> [String] {
        ["integrate", "--damping", "0.15", "--velocity", "1.4"] + method + [
            "--until", "\((Double(n) - 1) / 60)", "--max-steps", "1000000000", "--max-rows", "100000000",
        ]
    }

    @Test(
        "integrate: peak RSS at 10⁶ frames within 2× that at 10⁴",
        arguments: [["--method", "rk4", "--dt", "0.002"], ["--method", "dopri5", "--tolerance", "1e-9"]])
    func integrateFlat(_ method: [String]) throws {
        // Storing every step (16 bytes each, 8.3·10⁶ rk4 steps) or every dense segment grew to
        // 5–17× the small table's peak.
        let small = try Self.peakRSS(Self.integrate(method, frames: 10_000))
        let large = try Self.peakRSS(Self.integrate(method, frames: 1_000_000))
        #expect(small.status == 0 && large.status == 0)
        #expect(large.kib <= 2 * small.kib, "\(method): \(small.kib) KiB at 10⁴ frames, \(large.kib) KiB at 10⁶")
    }

    @Test("sweep --table frames: peak RSS at 10⁶ frames within 2× that at 10⁴, with one job and two")
    func sweepFramesFlat() throws {
        // Two combinations of n/2 frames each. A chunk held a whole combination's rows, and up to
        // 4 × jobs chunks were in flight: 17 MiB at 10⁴ frames, 59 MiB at 10⁶.
        func args(_ n: Int, jobs: Int) -> [String] {
            [
                "sweep", "--damping", "0.5,0.7", "--response", "0.5", "--table", "frames", "--until", "\(Double(n / 2 - 1) / 60)",
                "--jobs", "\(jobs)", "--max-rows", "100000000",
            ]
        }
        for jobs in [1, 2] {
            let small = try Self.peakRSS(args(10_000, jobs: jobs))
            let large = try Self.peakRSS(args(1_000_000, jobs: jobs))
            #expect(small.status == 0 && large.status == 0)
            #expect(large.kib <= 2 * small.kib, "--jobs \(jobs): \(small.kib) KiB at 10⁴ frames, \(large.kib) KiB at 10⁶")
        }
    }

    @Test("chart line: 10⁵ data points cost at most 200 bytes each of peak RSS")
    func lineChartPoints() throws {
        let dir = try CLITests.temporaryDirectory("springsim-memory")
        defer { try? FileManager.default.removeItem(at: dir) }
        let n = 100_000
        let file = dir.appendingPathComponent("values.txt")
        let text = (0..<n).map { String(1000 * Double(($0 * 7919) % 10007) / 10007) }.joined(separator: "\n")
        try text.write(to: file, atomically: true, encoding: .utf8)
        for animation in ["spring", "drawing"] {
            let few = try Self.peakRSS(["chart", "line", "--animation", animation, "--fps", "1"])
            let many = try Self.peakRSS(["chart", "line", "--animation", animation, "--fps", "1", "--values", "@" + file.path])
            #expect(few.status == 0 && many.status == 0)
            // The scene holds ≤ 100 bytes a point; reading the list and laying it out take about
            // as much again for a moment. (A SpringAnimation, curve and MeasuredPath per point
            // took 450–950.)
            let perPoint = Double(many.kib - few.kib) * 1024 / Double(n)
            #expect(perPoint <= 200, "\(animation): \(perPoint) bytes per point (\(few.kib) → \(many.kib) KiB)")
        }
    }
}
