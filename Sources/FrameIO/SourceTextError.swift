/// An error at a place in a text source, printed `source:line:column: message` (or
/// `source: message` when there is no line) — the one shape of ``CSVReadError`` and
/// ``ListArgumentError``.
///
/// `Reader` is a tag and nothing else: it keeps the two readers' errors distinct types, so typed
/// throws (`throws(CSVReadError)`) and `catch let e as ListArgumentError` still tell them apart.
public struct SourceTextError<Reader>: Error, Sendable, Hashable, CustomStringConvertible {
    /// A file name, `<stdin>`, or — for a list written on the command line — the option's name.
    public let source: String
    /// 1-based line of the offending text; 0 when there is none (a list given inline, an error
    /// about the whole source).
    public let line: Int
    /// 1-based column (characters for text, fields for a CSV column); 0 with no line.
    public let column: Int
    public let message: String

    public init(source: String, line: Int, column: Int, message: String) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
    }

    /// `source:line:column: message`, or `source: message` when `line` is 0.
    public var description: String { line > 0 ? "\(source):\(line):\(column): \(message)" : "\(source): \(message)" }
}

/// The tag of ``CSVReadError``.
public enum CSVReading {}

/// The tag of ``ListArgumentError``.
public enum ListArgumentReading {}
