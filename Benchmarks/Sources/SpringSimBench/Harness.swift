// The timing harness of the peer baselines (their common.h / peerbench.py), in Swift.
//
// The kernel is first called (warm-up) while an iteration count is calibrated so that one
// timed repetition lasts about PEER_TARGET_MS (default 25 ms); then PEER_REPS (default 5,
// at most 64) repetitions are timed with CLOCK_MONOTONIC and the median, min and max ns per
// operation are reported. A kernel whose single call already takes 10× the target is not
// warmed up separately: that first call counts as repetition 1.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct Timing {
    var median: Double
    var min: Double
    var max: Double
    var iterations: Int
}

/// The clock: the peers' `CLOCK_MONOTONIC`, or with `PEER_CLOCK=cpu` this thread's CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`) — for A/B runs on a host loaded far beyond its cores, where wall
/// time mostly counts waiting for a core.
let benchClock: clockid_t = {
    guard let raw = getenv("PEER_CLOCK"), String(cString: raw) == "cpu" else { return CLOCK_MONOTONIC }
    return CLOCK_THREAD_CPUTIME_ID
}()

/// Nanoseconds on ``benchClock``.
@inline(__always)
func nowNanoseconds() -> Double {
    var ts = timespec()
    clock_gettime(benchClock, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
}

/// A positive integer from the environment, else `fallback` (like the peers' `atoi` > 0 rule).
func environmentInt(_ name: String, _ fallback: Int) -> Int {
    guard let raw = getenv(name), let v = Int(String(cString: raw)), v > 0 else { return fallback }
    return v
}

/// Times `kernel(iterations)`, which must perform `iterations` calls of the kernel, each
/// doing `opsPerCall` operations. Returns ns per operation.
func bench(opsPerCall: Double, _ kernel: (Int) -> Void) -> Timing {
    let reps = min(environmentInt("PEER_REPS", 5), 64)
    let target = 1e6 * Double(environmentInt("PEER_TARGET_MS", 25))
    var samples: [Double] = []
    samples.reserveCapacity(reps)
    var iterations = 1
    while true {  // calibration doubles as warm-up
        let t0 = nowNanoseconds()
        kernel(iterations)
        let dt = nowNanoseconds() - t0
        if iterations == 1 && dt >= 10 * target {
            samples.append(dt / opsPerCall)
            break
        }
        if dt >= target { break }
        var scale = dt > 0 ? 1.3 * target / dt : 16
        scale = Swift.min(16, Swift.max(2, scale))
        iterations = Int(Double(iterations) * scale) + 1
    }
    while samples.count < reps {
        let t0 = nowNanoseconds()
        kernel(iterations)
        samples.append((nowNanoseconds() - t0) / (Double(iterations) * opsPerCall))
    }
    samples.sort()
    let n = samples.count
    let median = n % 2 == 1 ? samples[n / 2] : 0.5 * (samples[n / 2 - 1] + samples[n / 2])
    return Timing(median: median, min: samples[0], max: samples[n - 1], iterations: iterations)
}

/// printf-style formatting through the C library, so numbers print exactly as in the peers.
func cFormat(_ format: String, _ args: CVarArg...) -> String {
    withVaList(args) { va in
        var buffer = [CChar](repeating: 0, count: 512)
        _ = buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, va) }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}

/// One RESULT line, tab separated, `%.4g` timings — the peers' exact format.
func report(peer: String, task: String, _ t: Timing, checksum: String, detail: String) {
    let line =
        "RESULT\t\(peer)\t\(task)\t"
        + cFormat("%.4g\t%.4g\t%.4g", t.median, t.min, t.max)
        + "\t\(checksum)\t\(detail)\n"
    writeStandardOutput(line)
}

/// Writes straight to file descriptor 1, unbuffered (each line reaches the driver at once).
func writeStandardOutput(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }
}

/// Returns `x` through a call the optimizer cannot see into, so problem parameters are
/// run-time values (the peers route them through a `volatile`): with m = 1 folded, `/ m`
/// would vanish from the kernels.
@inline(never) @_optimize(none)
func opaque(_ x: Double) -> Double {
    x
}

/// Keeps a value alive without letting the optimizer prove it unused.
@inline(never) @_optimize(none)
func blackHole<T>(_ x: T) {}
