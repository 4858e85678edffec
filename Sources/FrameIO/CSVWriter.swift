#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a CSV write failed.
public enum CSVWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value was NaN or infinite: CSV output never contains `nan` or `inf`.
    case nonFinite(column: String, row: Int)
    /// A row had a different number of fields than the header.
    case fieldCount(expected: Int, got: Int, row: Int)
    /// The reader went away (EPIPE, e.g. `springsim … | head`): not an error to report.
    case closedPipe
    /// Any other write(2) or file error, with the C library's message.
    case io(String)

    public var description: String {
        switch self {
        case .nonFinite(let c, let r): return "refusing to write a non-finite value in column '\(c)' of row \(r)"
        case .fieldCount(let e, let g, let r): return "row \(r) has \(g) fields, the header has \(e)"
        case .closedPipe: return "output closed"
        case .io(let m): return m
        }
    }
}

/// A streaming CSV writer for frame tables: UTF-8, a header row, comma separators, `\n`
/// line ends, the shortest decimal that round-trips for every Double (Swift's
/// `description`), never `nan` or `inf`. Memory is bounded by its 64 KiB buffer whatever
/// the number of rows.
///
/// Rows are written field by field (``field(_:)-(Double)``, ``field(_:)-(Int)``, then
/// ``endRow()``), so no per-row array is built.
public final class CSVWriter {
    private let fd: Int32
    private let ownsDescriptor: Bool
    public let columns: [String]
    private var buffer: [UInt8] = []
    private var fieldsInRow = 0
    /// Data rows completed so far (the header not counted).
    public private(set) var rowCount = 0
    private let capacity = 1 << 16

    /// A writer on an open file descriptor (e.g. `STDOUT_FILENO`); writes the header.
    public init(fileDescriptor: Int32, columns: [String]) throws(CSVWriteError) {
        self.fd = fileDescriptor
        self.ownsDescriptor = false
        self.columns = columns
        buffer.reserveCapacity(capacity + 512)
        try writeHeader()
    }

    private func writeHeader() throws(CSVWriteError) {
        buffer.append(contentsOf: columns.joined(separator: ",").utf8)
        buffer.append(UInt8(ascii: "\n"))
        try flushIfFull()
    }

    /// Appends a Double field (shortest round-trip decimal).
    public func field(_ value: Double) throws(CSVWriteError) {
        guard value.isFinite else {
            throw .nonFinite(column: fieldsInRow < columns.count ? columns[fieldsInRow] : "?", row: rowCount)
        }
        separator()
        buffer.append(contentsOf: value.description.utf8)
        fieldsInRow += 1
    }

    /// Appends an integer field.
    public func field(_ value: Int) {
        separator()
        buffer.append(contentsOf: String(value).utf8)
        fieldsInRow += 1
    }

    /// Appends a text field, quoted when it contains a comma, quote or line break (RFC 4180).
    public func field(_ text: String) {
        separator()
        if text.utf8.contains(where: {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }) {
            buffer.append(UInt8(ascii: "\""))
            for b in text.utf8 {
                if b == UInt8(ascii: "\"") { buffer.append(b) }
                buffer.append(b)
            }
            buffer.append(UInt8(ascii: "\""))
        } else {
            buffer.append(contentsOf: text.utf8)
        }
        fieldsInRow += 1
    }

    /// Ends the current row.
    public func endRow() throws(CSVWriteError) {
        guard fieldsInRow == columns.count else {
            throw .fieldCount(expected: columns.count, got: fieldsInRow, row: rowCount)
        }
        buffer.append(UInt8(ascii: "\n"))
        fieldsInRow = 0
        rowCount += 1
        try flushIfFull()
    }

    @inline(__always) private func separator() {
        if fieldsInRow > 0 { buffer.append(UInt8(ascii: ",")) }
    }

    private func flushIfFull() throws(CSVWriteError) {
        if buffer.count >= capacity { try flush() }
    }

    /// Writes out everything buffered.
    public func flush() throws(CSVWriteError) {
        var offset = 0
        let total = buffer.count
        while offset < total {
            let n = buffer.withUnsafeBytes { raw in
                write(fd, raw.baseAddress! + offset, total - offset)
            }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                buffer.removeAll(keepingCapacity: true)
                if code == EPIPE { throw .closedPipe }
                throw .io(String(cString: strerror(code)))
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
