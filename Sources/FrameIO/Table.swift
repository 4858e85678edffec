/// A table a library value writes row by row: its columns, how many rows it will have, and its
/// rows emitted into any ``RowSink`` (``CSVWriter``, ``JSONLinesWriter``, ``FrameTableCollector``).
/// Every table the command line writes is one, so one writer path serves them all: the caller
/// checks ``rowEstimate()`` against its limit before anything is written, then picks the sink.
public protocol Table {
    /// What emitting the table reports besides its rows (`Void` for most tables; an integrator's
    /// step counts for an integration table).
    associatedtype Summary = Void

    /// The columns, in order; every row has one field per column.
    var columns: [FrameColumn] { get }

    /// The number of data rows (the header not counted), exact or bounded; see ``RowCount``.
    /// Cheap: it never emits the table.
    func rowEstimate() throws -> RowCount

    /// Emits every row, in order, into `sink`.
    @discardableResult
    func emitTable(into sink: some RowSink) throws -> Summary
}

extension Table {
    /// The column names, for a header row.
    public var columnNames: [String] { columns.map(\.name) }
}

/// How many rows a ``Table`` has: exactly `rows`, at least or at most `rows`, or about `rows` (a scene whose
/// number of elements changes from frame to frame). A `Double`, so that a count beyond `Int`
/// (a frame grid over 1e300 s) can be stated and refused.
public struct RowCount: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case exact, atLeast, atMost, about
    }

    public var rows: Double
    public var kind: Kind

    public init(_ rows: Double, _ kind: Kind = .exact) {
        self.rows = rows
        self.kind = kind
    }

    public static func exact(_ rows: Int) -> RowCount { RowCount(Double(rows)) }
}

/// A sink that counts rows without formatting them: a dry run of part of a table.
public final class RowCounter: RowSink {
    public private(set) var rows = 0
    public init() {}
    public func field(_ value: Int) {}
    public func field(_ value: Double) {}
    public func field(_ value: String) {}
    public func endRow() { rows += 1 }
}
