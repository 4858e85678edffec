/// Streams a frame table as JSON Lines (<https://jsonlines.org>): one object per row, keys in
/// column order, numbers as the shortest round-trip decimal, `\n` after each object. Like the
/// CSV writer it never writes a non-finite number (JSON has none) and its memory is bounded
/// by a 64 KiB buffer whatever the number of rows. `pandas.read_json(path, lines=True)` and
/// `jq` read it directly.
public final class JSONLinesWriter: RowSink {
    /// Where the rows go, or nil for an in-memory writer (``init(bufferingColumns:)``).
    private let destination: ByteDestination?
    public let columns: [String]
    private let keys: [[UInt8]]
    private var buffer: [UInt8] = []
    private var fieldsInRow = 0
    public private(set) var rowCount = 0
    private let capacity = 1 << 16

    public convenience init(fileDescriptor: Int32, columns: [String]) {
        self.init(destination: .fileDescriptor(fileDescriptor), columns: columns)
    }

    /// A writer on `destination` (a descriptor or an in-memory ``ByteBuffer``).
    public init(destination: ByteDestination, columns: [String]) {
        self.destination = destination
        self.columns = columns
        self.keys = columns.map { Array(JSONText.quoted($0).utf8) + [UInt8(ascii: ":")] }
        buffer.reserveCapacity(capacity + 512)
    }

    /// A writer that keeps its rows in memory: ``takeBytes()`` returns what a writer on a
    /// destination would have written (for tables written in parts by several threads).
    public init(bufferingColumns columns: [String]) {
        self.destination = nil
        self.columns = columns
        self.keys = columns.map { Array(JSONText.quoted($0).utf8) + [UInt8(ascii: ":")] }
    }

    /// The rows written so far by an in-memory writer, which then starts empty again.
    public func takeBytes() -> [UInt8] {
        precondition(destination == nil, "JSONLinesWriter.takeBytes(): only for an in-memory writer")
        defer { buffer = [] }
        return buffer
    }

    private func key() throws(CSVWriteError) {
        guard fieldsInRow < columns.count else {
            throw .fieldCount(expected: columns.count, got: fieldsInRow + 1, row: rowCount)
        }
        buffer.append(fieldsInRow == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
        buffer.append(contentsOf: keys[fieldsInRow])
        fieldsInRow += 1
    }

    public func field(_ value: Double) throws(CSVWriteError) {
        guard value.isFinite else {
            throw .nonFinite(column: fieldsInRow < columns.count ? columns[fieldsInRow] : "?", row: rowCount)
        }
        try key()
        buffer.append(contentsOf: value.description.utf8)
    }

    public func field(_ value: Int) throws(CSVWriteError) {
        try key()
        buffer.append(contentsOf: String(value).utf8)
    }

    public func field(_ value: String) throws(CSVWriteError) {
        try key()
        buffer.append(contentsOf: JSONText.quoted(value).utf8)
    }

    /// An absent value: `null`.
    public func missing() throws(CSVWriteError) {
        try key()
        buffer.append(contentsOf: "null".utf8)
    }

    public func endRow() throws(CSVWriteError) {
        guard fieldsInRow == columns.count else {
            throw .fieldCount(expected: columns.count, got: fieldsInRow, row: rowCount)
        }
        buffer.append(contentsOf: "}\n".utf8)
        fieldsInRow = 0
        rowCount += 1
        if buffer.count >= capacity { try flush() }
    }

    /// Writes out everything buffered.
    public func flush() throws(CSVWriteError) {
        guard let destination else { return }
        try destination.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// JSON string quoting (RFC 8259): `"`, `\` and control characters escaped.
public enum JSONText {
    /// The escapes with a short form; the other control characters (below U+0020) are written
    /// `\u00XX`.
    static let escaping = TextEscaping(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]) { u in
        guard u.value < 0x20 else { return nil }
        let hex = String(u.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    public static func quoted(_ s: String) -> String {
        var out = "\""
        escaping.append(s, to: &out)
        return out + "\""
    }
}

/// Raw writes to a file descriptor with EINTR retry and EPIPE reported as ``CSVWriteError/closedPipe``.
public enum FileDescriptorOutput {
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(CSVWriteError) {
        try ByteDestination.fileDescriptor(fd).write(bytes)
    }
}
