#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file all-or-nothing: output goes to a temporary file beside the destination,
/// which is renamed over it only after a successful ``commit()``; ``abandon()`` (or
/// failure) removes the temporary file, so a failed run never leaves a half-written file.
public final class AtomicFile {
    public let path: String
    private let temporaryPath: String
    /// The temporary file's descriptor, to write to.
    public let fileDescriptor: Int32
    private var finished = false

    public init(path: String) throws(CSVWriteError) {
        self.path = path
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .io("cannot create a file beside '\(path)': \(String(cString: strerror(errno)))") }
        self.fileDescriptor = fd
        self.temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fchmod(fd, 0o644)
    }

    /// Closes and renames the temporary file over `path`.
    public func commit() throws(CSVWriteError) {
        guard !finished else { return }
        finished = true
        if close(fileDescriptor) != 0 || rename(temporaryPath, path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw .io("cannot write '\(path)': \(message)")
        }
    }

    /// Closes and deletes the temporary file.
    public func abandon() {
        guard !finished else { return }
        finished = true
        close(fileDescriptor)
        unlink(temporaryPath)
    }

    deinit { abandon() }
}
