/// Why a list argument could not be read: where (the source and, for a file, the 1-based line
/// and column) and what.
public typealias ListArgumentError = SourceTextError<ListArgumentReading>

/// A list given on the command line — `3,1,4`, `0.1 0.2`, … — or read from a file: `@FILE`
/// (entries separated by commas, spaces or line breaks), `@-` (the same from standard input) or
/// `@FILE.csv:COLUMN` (the named column of a CSV table with a header row; `@-:COLUMN` reads the
/// table from standard input). Every entry keeps its location, so an error can say
/// `data.txt:3:5: 'abc' is not a finite number`.
///
/// Separators: a comma, or any run of spaces, tabs, carriage returns and line feeds. Runs of
/// whitespace around a comma are part of the separator; two commas with nothing between them,
/// or a comma at either end, make an empty entry, which is an error.
public struct ListArgument: Sendable, Hashable {
    /// One entry and where it was written.
    public struct Entry: Sendable, Hashable {
        public let text: String
        /// 1-based line (0 for an inline list).
        public let line: Int
        /// 1-based column: characters in text, the field number in a CSV column (0 inline).
        public let column: Int
    }

    /// The option the list belongs to, e.g. `--values`.
    public let option: String
    /// The file name, `<stdin>`, or nil for a list written inline.
    public let file: String?
    public let entries: [Entry]

    /// Whether the argument names a file (`@…`) rather than holding the list itself.
    public static func isFileReference(_ argument: String) -> Bool { argument.hasPrefix("@") }

    /// Reads `argument` for `option`: the list itself, or `@FILE`, `@-`, `@FILE.csv:COLUMN`.
    /// `standardInput` supplies standard input's bytes (read once by the caller).
    public init(
        _ argument: String, option: String, standardInput: () throws(ListArgumentError) -> [UInt8] = ListArgument.readStandardInput
    )
        throws(ListArgumentError)
    {
        self.option = option
        guard Self.isFileReference(argument) else {
            file = nil
            entries = Self.split(argument, source: option, located: false)
            guard !entries.isEmpty else {
                throw ListArgumentError(source: option, line: 0, column: 0, message: "is empty; give at least one entry")
            }
            return
        }
        let reference = String(argument.dropFirst())
        guard !reference.isEmpty else {
            throw ListArgumentError(source: option, line: 0, column: 0, message: "'@' needs a file name (@FILE, @- or @FILE.csv:COLUMN)")
        }
        if let (path, column) = Self.csvColumnReference(reference) {
            file = path == "-" ? "<stdin>" : path
            entries = try Self.csvColumn(path: path, column: column, standardInput: standardInput)
            return
        }
        let bytes: [UInt8]
        if reference == "-" {
            file = "<stdin>"
            bytes = try standardInput()
        } else {
            file = reference
            bytes = try Self.readFile(reference)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ListArgumentError(source: file!, line: 0, column: 0, message: "not UTF-8 text")
        }
        entries = Self.split(text, source: file!, located: true)
        guard !entries.isEmpty else {
            throw ListArgumentError(source: file!, line: 0, column: 0, message: "no \(option) entries in the file")
        }
    }

    /// An error about entry `index` (0-based): located in its file, or naming the entry of an
    /// inline list (`--values: entry 2 ('x') …`).
    public func error(at index: Int, _ message: String) -> ListArgumentError {
        let e = entries[index]
        if let file {
            return ListArgumentError(
                source: file, line: e.line, column: e.column, message: "\(option) entry \(index + 1) ('\(e.text)') \(message)")
        }
        return ListArgumentError(source: option, line: 0, column: 0, message: "entry \(index + 1) ('\(e.text)') \(message)")
    }

    /// The entries as finite numbers; an entry that is not one is a located error. Each entry is
    /// read by Swift's correctly rounded `Double(_:)`: the nearest double to the decimal, so a
    /// shortest round-trip decimal (what ``CSVWriter`` writes) reads back bit for bit (tested).
    public func numbers() throws(ListArgumentError) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() {
            guard let v = Double(e.text), v.isFinite else { throw error(at: i, "is not a finite number") }
            values.append(v)
        }
        return values
    }

    /// ``numbers()`` for a list that must not decrease (times, for instance): the first entry
    /// smaller than the one before it is a located error that quotes both.
    public func nonDecreasingNumbers() throws(ListArgumentError) -> [Double] {
        let values = try numbers()
        for i in values.indices.dropFirst() where values[i] < values[i - 1] {
            throw error(at: i, "is less than the entry before it ('\(entries[i - 1].text)'); the list must not decrease")
        }
        return values
    }

    /// Standard input, read to its end.
    public static func readStandardInput() throws(ListArgumentError) -> [UInt8] {
        try readStandardInput(from: .standardInput)
    }

    /// `source` (standard input, or its bytes for a command line run in-process), read to its end.
    public static func readStandardInput(from source: ByteSource) throws(ListArgumentError) -> [UInt8] {
        do { return try source.readAll() } catch {
            guard case .reading(let why) = error else { preconditionFailure("no limit was set and nothing was opened") }
            throw ListArgumentError(source: "<stdin>", line: 0, column: 0, message: "cannot read: \(why)")
        }
    }

    /// The whole text of `argument` when it is `@FILE` or `@-` (e.g. SVG path data in a file),
    /// or `argument` itself otherwise.
    public static func text(
        _ argument: String, option: String, standardInput: () throws(ListArgumentError) -> [UInt8] = ListArgument.readStandardInput
    ) throws(ListArgumentError) -> String {
        guard isFileReference(argument) else { return argument }
        let reference = String(argument.dropFirst())
        guard !reference.isEmpty else { throw ListArgumentError(source: option, line: 0, column: 0, message: "'@' needs a file name") }
        let source = reference == "-" ? "<stdin>" : reference
        let bytes = reference == "-" ? try standardInput() : try readFile(reference)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ListArgumentError(source: source, line: 0, column: 0, message: "not UTF-8 text")
        }
        return text
    }

    /// `path.csv:column` (or `-:column`) split at its last colon, or nil for a plain file name.
    static func csvColumnReference(_ reference: String) -> (path: String, column: String)? {
        guard let colon = reference.lastIndex(of: ":") else { return nil }
        let path = String(reference[..<colon]), column = String(reference[reference.index(after: colon)...])
        guard !column.isEmpty, path == "-" || path.lowercased().hasSuffix(".csv") else { return nil }
        return (path, column)
    }

    /// Splits `text` into entries with their lines and columns. A comma with no entry since
    /// the previous comma (or the start), and a comma ending the text, stand for an empty
    /// entry (text ""), located at the comma, which the caller refuses as it sees fit.
    static func split(_ text: String, source: String, located: Bool) -> [Entry] {
        var entries: [Entry] = []
        var current = ""
        var startLine = 1, startColumn = 1
        var line = 1, column = 1
        var sawComma = false, entrySinceComma = false
        var commaLine = 0, commaColumn = 0
        func add(_ text: String, _ l: Int, _ c: Int) {
            entries.append(Entry(text: text, line: located ? l : 0, column: located ? c : 0))
        }
        for ch in text {
            if ch == "," || ch == " " || ch == "\t" || ch == "\n" || ch == "\r" || ch == "\r\n" {
                if !current.isEmpty {
                    add(current, startLine, startColumn)
                    current = ""
                    entrySinceComma = true
                }
                if ch == "," {
                    if !entrySinceComma { add("", line, column) }
                    sawComma = true
                    entrySinceComma = false
                    commaLine = line
                    commaColumn = column
                }
                if ch == "\n" || ch == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                continue
            }
            if current.isEmpty {
                startLine = line
                startColumn = column
            }
            current.append(ch)
            column += 1
        }
        if !current.isEmpty {
            add(current, startLine, startColumn)
        } else if sawComma && !entrySinceComma {
            add("", commaLine, commaColumn + 1)
        }
        return entries
    }

    static func csvColumn(
        path: String, column: String, standardInput: () throws(ListArgumentError) -> [UInt8]
    ) throws(ListArgumentError)
        -> [Entry]
    {
        do {
            let reader: CSVReader
            if path == "-" {
                let bytes = try standardInput()
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw ListArgumentError(source: "<stdin>", line: 0, column: 0, message: "not UTF-8 text")
                }
                reader = try CSVReader(text: text, source: "<stdin>")
            } else {
                reader = try CSVReader(path: path)
            }
            let names = reader.header.map { String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
            guard let c = names.firstIndex(of: column) else {
                throw ListArgumentError(
                    source: reader.source, line: 1, column: 1,
                    message: "no column '\(column)' (columns: \(names.joined(separator: ", ")))")
            }
            var entries: [Entry] = []
            while let record = try reader.next() {
                let text = String(record[c].drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
                guard !text.isEmpty else {
                    throw ListArgumentError(
                        source: reader.source, line: reader.recordLine, column: c + 1, message: "column '\(column)' is empty here")
                }
                entries.append(Entry(text: text, line: reader.recordLine, column: c + 1))
            }
            guard !entries.isEmpty else {
                throw ListArgumentError(source: reader.source, line: 0, column: 0, message: "the table has no rows")
            }
            return entries
        } catch let e as CSVReadError {
            throw ListArgumentError(source: e.source, line: e.line, column: e.column, message: e.message)
        } catch let e as ListArgumentError {
            throw e
        } catch {
            throw ListArgumentError(source: path, line: 0, column: 0, message: "\(error)")
        }
    }

    static func readFile(_ path: String) throws(ListArgumentError) -> [UInt8] {
        do { return try FileBytes.contents(ofFile: path) } catch {
            switch error {
            case .opening(let why): throw ListArgumentError(source: path, line: 0, column: 0, message: "cannot read the file: \(why)")
            case .reading(let why): throw ListArgumentError(source: path, line: 0, column: 0, message: "cannot read: \(why)")
            case .tooLarge: preconditionFailure("no limit was set")
            }
        }
    }
}
