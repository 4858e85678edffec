/// Reads a whole file or descriptor into memory: the one read loop behind scene files and
/// `@FILE` lists.
package enum FileBytes {
    /// Why reading failed.
    package enum Failure: Error {
        /// The file could not be opened (`strerror`'s text).
        case opening(String)
        /// A read failed (`strerror`'s text).
        case reading(String)
        /// More than the limit's bytes.
        case tooLarge
    }

    /// The bytes of the file at `path`, or of `fd` when given, to its end (reads interrupted by
    /// a signal are retried). More than `limit` bytes is a failure.
    package static func contents(ofFile path: String, limit: Int = .max) throws(Failure) -> [UInt8] {
        let fd = Platform.openFile(path, Platform.readOnly)
        guard fd >= 0 else { throw .opening(Platform.lastErrorMessage) }
        defer { Platform.closeFile(fd) }
        return try contents(of: fd, limit: limit)
    }

    /// The bytes of `fd` to its end; see ``contents(ofFile:limit:)``.
    package static func contents(of fd: Int32, limit: Int = .max) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Platform.readBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if Platform.errorNumber == Platform.interrupted { continue }
                throw .reading(Platform.lastErrorMessage)
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<n])
            if bytes.count > limit { throw .tooLarge }
        }
    }
}
