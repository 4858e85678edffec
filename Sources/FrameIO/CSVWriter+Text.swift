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
        do { return String(decoding: try FileBytes.contents(of: fd), as: UTF8.self) } catch {
            switch error {
            case .reading(let why): throw CSVWriteError.io(why)
            case .opening, .tooLarge: preconditionFailure("no file is opened and no limit was set")
            }
        }
    }
}
