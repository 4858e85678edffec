// The libFuzzer driver and the invariant check shared by the fuzz targets.
//
// A target's main.swift calls `fuzzMain { bytes in … }`: libFuzzer parses the command line
// (corpus folders, -runs=, -max_total_time=, a single crash file to reproduce) and calls the
// body once per input. A broken invariant aborts, which libFuzzer reports as a crash and saves.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The body libFuzzer runs; set once before the driver starts, read only by its callback.
nonisolated(unsafe) private var body: ([UInt8]) -> Void = { _ in }

/// Hands control to libFuzzer, which calls `test` with every input; never returns.
public func fuzzMain(_ test: @escaping ([UInt8]) -> Void) -> Never {
    body = test
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        body(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
    exit(status)
}

/// Aborts with `message` on stderr when `condition` is false (libFuzzer saves the input).
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        let line = Array("fuzz invariant broken: \(message())\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}

/// The input as text; invalid UTF-8 is repaired (U+FFFD), as a reader of arbitrary bytes would.
public func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// A scratch file reopened for every input, so readers that take a file descriptor see the
/// input's bytes exactly (invalid UTF-8 included).
public final class ScratchFile {
    public let fd: Int32

    public init() {
        // In the working directory (Scripts/fuzz.sh runs targets in a scratch folder), unlinked
        // at once: nothing is left behind.
        var template = Array("springsim-fuzz-XXXXXX".utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        require(fd >= 0, "cannot create a scratch file")
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    /// Replaces the contents with `bytes` and rewinds.
    public func reset(_ bytes: [UInt8]) {
        require(ftruncate(fd, 0) == 0, "ftruncate failed")
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, bytes.count - done, off_t(done)) }
            require(n > 0, "pwrite failed")
            done += n
        }
        rewind()
    }

    /// Truncates to empty and rewinds (before a writer fills it).
    public func clear() {
        require(ftruncate(fd, 0) == 0, "ftruncate failed")
        rewind()
    }

    public func rewind() { require(lseek(fd, 0, SEEK_SET) == 0, "lseek failed") }

    /// Everything written so far (the file's whole contents).
    public func contents() -> [UInt8] {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 12)
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(out.count)) }
            require(n >= 0, "pread failed")
            if n == 0 { return out }
            out += chunk[0..<n]
        }
    }
}
