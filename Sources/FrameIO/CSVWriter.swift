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
/// line ends, the shortest decimal that round-trips for every Double (the text of Swift's
/// `description`, formatted straight into the buffer: `Double.write(to:)` hands a
/// `TextOutputStream` its ASCII bytes without building a String), never `nan` or `inf`.
/// Memory is bounded by its 64 KiB buffer whatever the number of rows, and writing a number
/// allocates nothing.
///
/// Rows are written field by field (``field(_:)-(Double)``, ``field(_:)-(Int)``, then
/// ``endRow()``), so no per-row array is built.
public final class CSVWriter {
    /// Where the rows go, or nil for an in-memory writer (``init(bufferingColumns:)``).
    private let destination: ByteDestination?
    /// Everything flushed so far by an in-memory writer.
    private var memory: [UInt8] = []
    public let columns: [String]
    /// Output not yet written: `count` bytes of `storage`, whose capacity leaves room for
    /// one more field of any fixed-size kind beyond `flushThreshold`.
    private let storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var fieldsInRow = 0
    /// Data rows completed so far (the header not counted).
    public private(set) var rowCount = 0
    private static let flushThreshold = 1 << 16
    private static let slack = 64

    /// A writer on an open file descriptor (e.g. `STDOUT_FILENO`); writes the header.
    public convenience init(fileDescriptor: Int32, columns: [String]) throws(CSVWriteError) {
        try self.init(destination: .fileDescriptor(fileDescriptor), columns: columns)
    }

    /// A writer on `destination` (a descriptor or an in-memory ``ByteBuffer``); writes the header.
    public init(destination: ByteDestination, columns: [String]) throws(CSVWriteError) {
        self.destination = destination
        self.columns = columns
        storage = .allocate(capacity: Self.flushThreshold + Self.slack)
        // Names quoted like text fields, so a header that needs quotes reads back the same.
        for name in columns { field(name) }
        fieldsInRow = 0
        if let failure = deferredFailure { throw failure }
        try appendByte(UInt8(ascii: "\n"))
    }

    /// A writer that keeps its rows in memory, without a header: ``takeBytes()`` returns
    /// the bytes a file writer with the same `columns` writes after its header line, byte for
    /// byte (the same formatting code). For tables written in parts by several threads, each
    /// part into its own writer, then written in order (`springsim sweep`).
    public init(bufferingColumns columns: [String]) {
        self.destination = nil
        self.columns = columns
        storage = .allocate(capacity: Self.flushThreshold + Self.slack)
    }

    /// The rows written so far by an in-memory writer (``init(bufferingColumns:)``), which
    /// then starts empty again. Throws what ``flush()`` throws.
    public func takeBytes() throws(CSVWriteError) -> [UInt8] {
        precondition(destination == nil, "CSVWriter.takeBytes(): only for an in-memory writer")
        try flush()
        defer { memory = [] }
        return memory
    }

    deinit { storage.deallocate() }

    /// Appends a Double field (shortest round-trip decimal).
    public func field(_ value: Double) throws(CSVWriteError) {
        guard value.isFinite else {
            throw .nonFinite(column: fieldsInRow < columns.count ? columns[fieldsInRow] : "?", row: rowCount)
        }
        if fieldsInRow > 0 {
            storage[count] = UInt8(ascii: ",")
            count += 1
        }
        // At most 24 bytes for a finite Double ("-2.2250738585072014e-308"); `slack` covers it.
        var sink = InPlaceASCII(base: storage, count: count)
        value.write(to: &sink)
        count = sink.count
        fieldsInRow += 1
        if count >= Self.flushThreshold { try flush() }
    }

    /// Appends an integer field.
    public func field(_ value: Int) {
        if fieldsInRow > 0 {
            storage[count] = UInt8(ascii: ",")
            count += 1
        }
        // Digits right to left into a 20-byte window, then moved down.
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let length = withUnsafeMutableBytes(of: &digits) { raw -> Int in
            var i = 24
            repeat {
                i -= 1
                raw[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                i -= 1
                raw[i] = UInt8(ascii: "-")
            }
            (storage + count).update(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: 24 - i)
            return 24 - i
        }
        count += length
        fieldsInRow += 1
        if count >= Self.flushThreshold { try? flushQuietly() }
    }

    /// Appends a text field, quoted when it contains a comma, quote or line break (RFC 4180).
    public func field(_ text: String) {
        if fieldsInRow > 0 { try? appendByteQuietly(UInt8(ascii: ",")) }
        if text.utf8.contains(where: {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }) {
            var quoted = "\""
            for u in text.unicodeScalars {
                if u == "\"" { quoted.unicodeScalars.append(u) }
                quoted.unicodeScalars.append(u)
            }
            quoted += "\""
            try? appendTextQuietly(quoted)
        } else {
            try? appendTextQuietly(text)
        }
        fieldsInRow += 1
    }

    /// Ends the current row.
    public func endRow() throws(CSVWriteError) {
        guard fieldsInRow == columns.count else {
            throw .fieldCount(expected: columns.count, got: fieldsInRow, row: rowCount)
        }
        storage[count] = UInt8(ascii: "\n")
        count += 1
        fieldsInRow = 0
        rowCount += 1
        if let failure = deferredFailure {
            deferredFailure = nil
            throw failure
        }
        if count >= Self.flushThreshold { try flush() }
    }

    /// A write error met while appending a non-throwing field (Int or text), reported by the
    /// next ``endRow()`` or ``flush()``.
    private var deferredFailure: CSVWriteError?

    private func flushQuietly() throws(CSVWriteError) {
        do { try flush() } catch {
            deferredFailure = deferredFailure ?? error
            count = 0
        }
    }

    private func appendByteQuietly(_ b: UInt8) throws(CSVWriteError) {
        if count >= Self.flushThreshold { try flushQuietly() }
        storage[count] = b
        count += 1
    }

    private func appendTextQuietly(_ text: String) throws(CSVWriteError) {
        for b in text.utf8 { try appendByteQuietly(b) }
    }

    private func appendByte(_ b: UInt8) throws(CSVWriteError) {
        if count >= Self.flushThreshold { try flush() }
        storage[count] = b
        count += 1
    }

    /// Writes out everything buffered.
    public func flush() throws(CSVWriteError) {
        if let failure = deferredFailure {
            deferredFailure = nil
            throw failure
        }
        let total = count
        count = 0
        guard let destination else {
            memory.append(contentsOf: UnsafeBufferPointer(start: storage, count: total))
            return
        }
        try destination.write(UnsafeRawBufferPointer(start: storage, count: total))
    }
}

/// Receives `Double.write(to:)`'s digits in place. The standard library calls the hidden
/// `_writeASCII` requirement of `TextOutputStream` with a stack buffer for floating-point
/// values, so no String is created; `write(_:)` is the general path for anything else.
private struct InPlaceASCII: TextOutputStream {
    let base: UnsafeMutablePointer<UInt8>
    var count: Int

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        (base + count).update(from: buffer.baseAddress!, count: buffer.count)
        count += buffer.count
    }

    mutating func write(_ string: String) {
        for b in string.utf8 {
            base[count] = b
            count += 1
        }
    }
}
