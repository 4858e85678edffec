/// Streams a frame table as JSON Lines (<https://jsonlines.org>): one object per row, keys in
/// column order, numbers as the shortest round-trip decimal, `\n` after each object. Like the
/// CSV writer it never writes a non-finite number (JSON has none) and its memory is bounded
/// by a 64 KiB buffer whatever the number of rows. `pandas.read_json(path, lines=True)` and
/// `jq` read it directly.
public final class JSONLinesWriter: RowSink {
    private let fd: Int32
    public let columns: [String]
    private let keys: [[UInt8]]
    private var buffer: [UInt8] = []
    private var fieldsInRow = 0
    public private(set) var rowCount = 0
    private let capacity = 1 << 16

    public init(fileDescriptor: Int32, columns: [String]) {
        self.fd = fileDescriptor
        self.columns = columns
        self.keys = columns.map { Array(JSONText.quoted($0).utf8) + [UInt8(ascii: ":")] }
        buffer.reserveCapacity(capacity + 512)
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
        try FileDescriptorOutput.writeAll(buffer, to: fd)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// JSON string quoting (RFC 8259): `"`, `\` and control characters escaped.
public enum JSONText {
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// Raw writes to a file descriptor with EINTR retry and EPIPE reported as ``CSVWriteError/closedPipe``.
public enum FileDescriptorOutput {
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(CSVWriteError) {
        // withUnsafeBytes rethrows untyped errors: carry the typed one out.
        var failure: CSVWriteError?
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            do throws(CSVWriteError) { try writeAll(base, count: raw.count, to: fd) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes `count` bytes from `base`, retrying short and interrupted writes.
    public static func writeAll(_ base: UnsafeRawPointer, count total: Int, to fd: Int32) throws(CSVWriteError) {
        var offset = 0
        while offset < total {
            let n = Platform.writeBytes(fd, base + offset, total - offset)
            if n < 0 {
                let code = Platform.errorNumber
                if code == Platform.interrupted { continue }
                if code == Platform.brokenPipe { throw .closedPipe }
                throw .io(Platform.errorMessage(code))
            }
            offset += n
        }
    }
}
