/// Receives a table field by field: fields of a row in column order, then ``endRow()``.
/// ``CSVWriter``, ``JSONLinesWriter`` and ``FrameTableCollector`` conform; scenes (the Scenes
/// module) emit their rows into one.
public protocol RowSink: AnyObject {
    func field(_ value: Int) throws
    func field(_ value: Double) throws
    func field(_ value: String) throws
    func endRow() throws
}
