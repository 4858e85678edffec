/// Why a CSV read failed: the source's name, the 1-based line and column, and a message.
public typealias CSVReadError = SourceTextError<CSVReading>

/// A streaming RFC 4180 reader: the first record is the header; fields may be quoted (`""`
/// for a quote inside, line breaks allowed inside quotes); `\n` or `\r\n` end records; every
/// record must have as many fields as the header. Memory is one 64 KiB buffer plus the
/// current record, whatever the file's length.
///
/// It reads what ``CSVWriter`` writes — and any other RFC 4180 file — so tables round-trip:
/// doubles come back bit for bit (shortest round-trip decimals), text fields byte for byte.
public final class CSVReader {
    /// The source's name in error messages (a path, or `<stdin>`).
    public let source: String
    /// The header's field names.
    public private(set) var header: [String] = []
    /// The line on which the last record returned began.
    public private(set) var recordLine = 0

    private let fd: Int32
    private let ownsDescriptor: Bool
    // The hot state of the record scanner. A final class's stored properties are checked for
    // exclusive access at run time on every access (a quarter of a 10⁶-row plot's time went to
    // swift_beginAccess); these are private and never accessed overlappingly, so unchecked.
    @exclusivity(unchecked) private var buffer: [UInt8]
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var filled = 0
    @exclusivity(unchecked) private var atEOF = false
    @exclusivity(unchecked) private var cursor = TextPosition()
    /// The current record: its fields' bytes one after another, and where each field ends.
    @exclusivity(unchecked) private var recordBytes: [UInt8] = []
    @exclusivity(unchecked) private var fieldEnds: [Int] = []
    private var line: Int { cursor.line }
    private var column: Int { cursor.column }

    /// Reads from an open descriptor (e.g. standard input); reads the header.
    public init(fileDescriptor: Int32, source: String) throws(CSVReadError) {
        self.fd = fileDescriptor
        self.ownsDescriptor = false
        self.source = source
        self.buffer = [UInt8](repeating: 0, count: 1 << 16)
        try readHeader()
    }

    /// Opens and reads the file at `path`; reads the header.
    public init(path: String) throws(CSVReadError) {
        let fd = Platform.openFile(path, Platform.readOnly)
        guard fd >= 0 else {
            throw CSVReadError(source: path, line: 0, column: 0, message: "cannot read the file: \(Platform.lastErrorMessage)")
        }
        self.fd = fd
        self.ownsDescriptor = true
        self.source = path
        self.buffer = [UInt8](repeating: 0, count: 1 << 16)
        try readHeader()
    }

    /// Reads from text in memory (tests, small tables).
    public init(text: String, source: String = "<text>") throws(CSVReadError) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = source
        self.buffer = Array(text.utf8)
        self.filled = buffer.count
        self.atEOF = true
        try readHeader()
    }

    deinit { if ownsDescriptor { Platform.closeFile(fd) } }

    private func readHeader() throws(CSVReadError) {
        guard let names = try readRecord() else {
            throw CSVReadError(source: source, line: 1, column: 1, message: "empty input: expected a header row")
        }
        for (i, name) in names.enumerated() where names[..<i].contains(name) {
            throw CSVReadError(source: source, line: 1, column: 1, message: "the header names column '\(name)' twice")
        }
        header = names
    }

    /// The next record, or nil at the end of the input.
    public func next() throws(CSVReadError) -> [String]? {
        guard let fields = try readRecord() else { return nil }
        guard fields.count == header.count else {
            throw CSVReadError(
                source: source, line: recordLine, column: 1,
                message: "this row has \(fields.count) field\(fields.count == 1 ? "" : "s"), the header has \(header.count)")
        }
        return fields
    }

    /// The rest of the input as a `FrameTable`: a field that parses as an integer becomes
    /// `.integer`, one that parses as a finite Double `.real`, anything else `.text`; a column's
    /// kind is the widest it needs (text ⊃ real ⊃ integer).
    public func readTable() throws(CSVReadError) -> FrameTable {
        var rows: [[FrameValue]] = []
        while let record = try next() {
            rows.append(record.map(Self.value))
        }
        var kinds = [FrameColumn.Kind](repeating: .integer, count: header.count)
        for row in rows {
            for (c, v) in row.enumerated() {
                switch (v, kinds[c]) {
                case (.text, _): kinds[c] = .text
                case (.real, .integer): kinds[c] = .real
                default: break
                }
            }
        }
        let columns = zip(header, kinds).map { FrameColumn($0, $1, "") }
        return FrameTable(columns: columns, rows: rows)
    }

    static func value(_ field: String) -> FrameValue {
        if let i = Int(field) { return .integer(i) }
        if let x = Double(field), x.isFinite { return .real(x) }
        return .text(field)
    }

    // MARK: Record parsing

    private func fill() throws(CSVReadError) -> Bool {
        if position < filled { return true }
        guard !atEOF else { return false }
        while true {
            let n = buffer.withUnsafeMutableBytes { Platform.readBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if Platform.errorNumber == Platform.interrupted { continue }
                throw CSVReadError(source: source, line: line, column: column, message: "read failed: \(Platform.lastErrorMessage)")
            }
            position = 0
            filled = n
            if n == 0 { atEOF = true }
            return n > 0
        }
    }

    private func peek() throws(CSVReadError) -> UInt8? {
        guard try fill() else { return nil }
        return buffer[position]
    }

    private func take() {
        cursor.advance(past: buffer[position])
        position += 1
    }

    /// The current record's fields as strings.
    private func readRecord() throws(CSVReadError) -> [String]? {
        guard try scanRecord() else { return nil }
        return (0..<fieldEnds.count).map(field)
    }

    /// Reads the next record into ``recordBytes`` (the fields' contents, quotes undone, one
    /// after another) and ``fieldEnds``; false at the end of the input. Unquoted fields are
    /// scanned a buffer at a time; a field is checked to be UTF-8 only when it has a byte ≥ 0x80.
    private func scanRecord() throws(CSVReadError) -> Bool {
        guard try peek() != nil else { return false }
        recordLine = line
        recordBytes.removeAll(keepingCapacity: true)
        fieldEnds.removeAll(keepingCapacity: true)
        while true {
            let fieldStart = recordBytes.count
            var high: UInt8 = 0
            // Start of a field.
            if try peek() == UInt8(ascii: "\"") {
                let openLine = line, openColumn = column
                take()
                while true {
                    guard let b = try peek() else {
                        throw CSVReadError(source: source, line: openLine, column: openColumn, message: "unterminated quoted field")
                    }
                    take()
                    if b == UInt8(ascii: "\"") {
                        if try peek() == UInt8(ascii: "\"") {
                            take()
                            recordBytes.append(b)
                        } else {
                            break
                        }
                    } else {
                        high |= b
                        recordBytes.append(b)
                    }
                }
                if let b = try peek(), b != UInt8(ascii: ","), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") {
                    throw CSVReadError(source: source, line: line, column: column, message: "unexpected character after a closing quote")
                }
            } else {
                // Up to the next delimiter or quote, a buffer at a time (no line break inside).
                while try fill() {
                    let start = position, end = filled
                    var stop = start
                    buffer.withUnsafeBufferPointer { b in
                        while stop < end {
                            let c = b[stop]
                            if c == UInt8(ascii: ",") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") || c == UInt8(ascii: "\"") {
                                break
                            }
                            high |= c
                            stop += 1
                        }
                        recordBytes.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<stop]))
                    }
                    if high < 0x80 {
                        cursor.column += stop - start
                    } else {
                        for k in start..<stop { cursor.advance(past: buffer[k]) }
                    }
                    position = stop
                    guard stop == end else { break }
                }
                if try peek() == UInt8(ascii: "\"") {
                    throw CSVReadError(source: source, line: line, column: column, message: "quote inside an unquoted field")
                }
            }
            if high >= 0x80 {
                let valid = recordBytes.withUnsafeBufferPointer { b in
                    String(validating: UnsafeBufferPointer(rebasing: b[fieldStart...]), as: UTF8.self) != nil
                }
                guard valid else {
                    throw CSVReadError(source: source, line: line, column: column, message: "field is not valid UTF-8")
                }
            }
            fieldEnds.append(recordBytes.count)
            // End of the field.
            guard let b = try peek() else { return true }
            take()
            switch b {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "\r"):
                guard try peek() == UInt8(ascii: "\n") else {
                    throw CSVReadError(source: source, line: line, column: column, message: "a bare carriage return (expected \\r\\n)")
                }
                take()
                return true
            default: return true  // \n
            }
        }
    }

    // MARK: Fields without strings

    /// Moves to the next record without making its fields into strings, or returns false at
    /// the end of the input; read its fields with ``field(_:)`` or ``withFieldBytes(_:_:)``.
    /// The same checks as ``next()`` (the record has as many fields as the header, each is
    /// UTF-8). Mixing it with ``next()`` is fine: each reads the next record.
    public func advance() throws(CSVReadError) -> Bool {
        guard try scanRecord() else { return false }
        guard fieldEnds.count == header.count else {
            throw CSVReadError(
                source: source, line: recordLine, column: 1,
                message: "this row has \(fieldEnds.count) field\(fieldEnds.count == 1 ? "" : "s"), the header has \(header.count)")
        }
        return true
    }

    /// Field `index` of the record ``advance()`` moved to, as a string.
    public func field(_ index: Int) -> String {
        withFieldBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of field `index` of the record ``advance()`` moved to
    /// (quotes undone); the bytes are valid only inside `body`.
    public func withFieldBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = index == 0 ? 0 : fieldEnds[index - 1], end = fieldEnds[index]
        return try recordBytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
