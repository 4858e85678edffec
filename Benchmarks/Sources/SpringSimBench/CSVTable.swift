import SpringSim

// swift/description — csv.table: one row "t,x,v,a" per op, 10^6 rows of the ζ = 0.1 closed
// form on the grid t_i = 10·i/N (computed inside the timed loop, as the C peer does), written
// with SpringSim's `CSVWriter` (shortest round-trip decimals, Swift's `description`) to a
// fresh temporary file per call. Checksum = bytes written, detail MB/s.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class CSVContext {
    let motion: SpringMotion
    var bytes = 0
    init(motion: SpringMotion) { self.motion = motion }
}

/// A new, already unlinked file in the temp directory (like C's `tmpfile()`): nothing is
/// left behind whatever happens to the process.
func anonymousTempFile() -> Int32 {
    var dir = "/tmp"
    if let t = getenv("TMPDIR"), t.pointee != 0 { dir = String(cString: t) }
    var template = Array((dir + "/springsim-bench-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { fatalError("mkstemp in \(dir): \(String(cString: strerror(errno)))") }
    unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    return fd
}

@inline(never)
func csvKernel(_ ctx: CSVContext, iterations: Int) {
    let motion = ctx.motion
    let n = Problem.samples
    for _ in 0..<iterations {
        let fd = anonymousTempFile()
        do {
            let w = try CSVWriter(fileDescriptor: fd, columns: ["t", "x", "v", "a"])
            for i in 0..<n {
                let t = Problem.gridTime(i, n)
                let s = motion.sample(at: t)
                try w.field(t)
                try w.field(s.value)
                try w.field(s.velocity)
                try w.field(s.acceleration)
                try w.endRow()
            }
            try w.flush()
        } catch {
            fatalError("CSVWriter: \(error)")
        }
        ctx.bytes = Int(lseek(fd, 0, SEEK_END))
        close(fd)
    }
}

func runCSVTable() {
    let ctx = CSVContext(motion: Problem.motion(dampingCoefficient: Problem.dampingUnder))
    let t = bench(opsPerCall: Double(Problem.samples)) { csvKernel(ctx, iterations: $0) }
    let mbps = Double(ctx.bytes) / (t.median * Double(Problem.samples)) * 1e3
    report(
        peer: "swift/description", task: "csv.table", t,
        checksum: "\(ctx.bytes)B",
        detail: "op=row fmt=shortest " + cFormat("MB/s=%.1f", mbps)
    )
}
