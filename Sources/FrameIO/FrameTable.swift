/// A whole frame table in memory: columns and rows. For tests, small tables and notebooks'
/// round trips; streaming output never builds one (a scene emits its rows into a ``RowSink`` such as
/// ``CSVWriter`` directly).
public struct FrameTable: Sendable, Hashable {
    public let columns: [FrameColumn]
    public private(set) var rows: [[FrameValue]]

    public init(columns: [FrameColumn], rows: [[FrameValue]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Appends a row.
    /// - Precondition: one value per column.
    public mutating func append(_ row: [FrameValue]) {
        precondition(row.count == columns.count, "FrameTable: a row needs \(columns.count) values, got \(row.count)")
        rows.append(row)
    }

    /// The index of the column named `name`.
    public func columnIndex(_ name: String) -> Int? { columns.firstIndex { $0.name == name } }

    /// The numeric values of column `name` (nil for text cells).
    /// - Precondition: the column exists.
    public func numbers(_ name: String) -> [Double?] {
        guard let c = columnIndex(name) else { preconditionFailure("FrameTable: no column '\(name)'") }
        return rows.map { $0[c].number }
    }

    /// The value of column `name` in row `row`.
    public subscript(row: Int, name: String) -> FrameValue {
        guard let c = columnIndex(name) else { preconditionFailure("FrameTable: no column '\(name)'") }
        return rows[row][c]
    }

    /// The rows whose column `name` equals `value` (e.g. every frame of element 3).
    public func filter(_ name: String, equals value: FrameValue) -> FrameTable {
        guard let c = columnIndex(name) else { preconditionFailure("FrameTable: no column '\(name)'") }
        return FrameTable(columns: columns, rows: rows.filter { $0[c] == value })
    }
}

/// A sink that keeps rows in a ``FrameTable``.
public final class FrameTableCollector: RowSink {
    public private(set) var table: FrameTable
    private var pending: [FrameValue] = []

    public init(columns: [FrameColumn]) { table = FrameTable(columns: columns) }

    public func field(_ value: Int) { pending.append(.integer(value)) }
    public func field(_ value: Double) { pending.append(.real(value)) }
    public func field(_ value: String) { pending.append(.text(value)) }
    public func endRow() {
        table.append(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
