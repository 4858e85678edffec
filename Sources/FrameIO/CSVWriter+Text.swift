extension CSVWriter {
    /// A whole CSV table as text: `body` writes rows into a writer whose header is `columns`,
    /// and the bytes it produced — the same bytes it writes to a file or standard output —
    /// come back as a String.
    ///
    /// ```swift
    /// let csv = try CSVWriter.text(columns: table.columnNames) { try table.emitTable(into: $0) }
    /// ```
    ///
    /// The writer works on a file descriptor, so the table goes through an anonymous
    /// temporary file (removed when this returns); for tables too large to hold in memory,
    /// write to a file instead. Throws what `body` or the writer throws, or
    /// ``CSVWriteError/io(_:)`` when no temporary file can be made.
    public static func text(columns: [String], _ body: (CSVWriter) throws -> Void) throws -> String {
        guard let file = Platform.anonymousTemporaryFile() else {
            throw CSVWriteError.io("cannot create a temporary file: \(Platform.lastErrorMessage)")
        }
        defer { Platform.closeTemporaryFile(file.handle) }
        let fd = file.descriptor
        let writer = try CSVWriter(fileDescriptor: fd, columns: columns)
        try body(writer)
        try writer.flush()
        guard Platform.rewind(fd) else { throw CSVWriteError.io(Platform.lastErrorMessage) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Platform.readBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if Platform.errorNumber == Platform.interrupted { continue }
                throw CSVWriteError.io(Platform.lastErrorMessage)
            }
            if n == 0 { break }
            bytes += chunk[..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
