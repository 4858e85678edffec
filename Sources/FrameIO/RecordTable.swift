/// A ``Table`` with fixed columns and one row per record of a collection (a path's features, a
/// wheel's ticks, the one point a query answers): the type says which columns and how one
/// record writes its fields; the protocol gives the instance's columns, the exact row count
/// and the emission loop (fields, then the end of the row, record by record).
public protocol RecordTable: Table where Summary == Void {
    associatedtype Records: Collection
    /// The columns, the same for every table of the type.
    static var columns: [FrameColumn] { get }
    /// The records, one per row, in row order.
    var records: Records { get }
    /// Writes one record's fields, one per column, into `sink` (not the end of the row).
    static func emitFields(of record: Records.Element, into sink: some RowSink) throws
}

extension RecordTable {
    public var columns: [FrameColumn] { Self.columns }

    /// Exactly one row per record.
    public func rowEstimate() -> RowCount { .exact(records.count) }

    /// Emits every record's row, in order, into `sink`.
    public func emitTable(into sink: some RowSink) throws {
        for record in records {
            try Self.emitFields(of: record, into: sink)
            try sink.endRow()
        }
    }
}
