/// A value a row writes as consecutive fields: a number or a text as one field (a point, in the
/// Scenes tables, as two: x then y). ``RowSink/fields(_:)`` and ``RowSink/row(_:)`` write a
/// row's values in one call, in column order, so a table's writer is the list of its values and
/// the loop over them is written once, here.
public protocol RowValue {
    /// Writes the value's fields into `sink`, in column order (not the end of the row).
    func emit(into sink: some RowSink) throws
}

extension Int: RowValue {
    @inlinable @inline(__always)
    public func emit(into sink: some RowSink) throws { try sink.field(self) }
}

extension Double: RowValue {
    @inlinable @inline(__always)
    public func emit(into sink: some RowSink) throws { try sink.field(self) }
}

extension String: RowValue {
    @inlinable @inline(__always)
    public func emit(into sink: some RowSink) throws { try sink.field(self) }
}

extension RowSink {
    /// Writes `values` as consecutive fields, in order, each as ``RowValue/emit(into:)`` writes
    /// it; the row is not ended (a writer that adds fields of its own ends it).
    @inlinable @inline(__always)
    public func fields<each Value: RowValue>(_ values: repeat each Value) throws {
        repeat try (each values).emit(into: self)
    }

    /// Writes one whole row: `values` as consecutive fields in column order, then ``endRow()``.
    @inlinable @inline(__always)
    public func row<each Value: RowValue>(_ values: repeat each Value) throws {
        repeat try (each values).emit(into: self)
        try endRow()
    }
}
