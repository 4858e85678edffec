/// Receives a table field by field: fields of a row in column order, then ``endRow()``.
/// ``CSVWriter``, ``JSONLinesWriter`` and ``FrameTableCollector`` conform; scenes (the Scenes
/// module) emit their rows into one.
public protocol RowSink: AnyObject {
    func field(_ value: Int) throws
    func field(_ value: Double) throws
    func field(_ value: String) throws
    /// A value that is absent (an undefined slope, a spring with no settling estimate): an empty
    /// field in CSV, `null` in JSON Lines. By default the empty text.
    func missing() throws
    func endRow() throws
}

extension RowSink {
    public func missing() throws { try field("") }
}

/// A writer that keeps its rows in memory, for a table written in parts by several threads: each
/// part into its own writer, then its bytes written in order. ``CSVWriter`` (without its header)
/// and ``JSONLinesWriter`` conform.
public protocol BufferingRowSink: RowSink {
    init(bufferingColumns columns: [String])
    /// The bytes of the rows written so far; the writer then starts empty again.
    func takeBytes() throws -> [UInt8]
}

extension CSVWriter: BufferingRowSink {}
extension JSONLinesWriter: BufferingRowSink {}
