import Dynamics

/// A system that animates over time and reports its state, frame by frame, as rows of a
/// tidy table: the charts and the prize wheel of the seeds, each a value type.
///
/// A scene says which ``columns`` its table has and, for each frame of its ``clock``, emits
/// that frame's rows (one per element: a point, a bar, a slice…) into a ``RowSink``. Nothing
/// holds the whole table: a CSV writer streams it at any length with bounded memory, and
/// ``rows`` yields it lazily. The first two columns are always `frame` and `time`.
///
/// Conformers keep the order of rows within a frame stable (element order), so a table is a
/// deterministic function of the scene's value and the clock.
public protocol Scene: Sendable {
    /// The table's columns, in order; names are lower_snake_case and stable (an interface).
    var columns: [FrameColumn] { get }
    /// When the frames happen.
    var clock: FrameClock { get }
    /// Emits the rows of frame `frame`, at `time` seconds, into `sink` (each row: fields in
    /// ``columns`` order, then `endRow()`).
    func emitRows(frame: Int, time: Double, into sink: some RowSink) throws
}

extension Scene {
    /// Emits every frame of ``clock`` into `sink`, in order.
    public func emitTable(into sink: some RowSink) throws {
        let clock = self.clock
        for n in 0..<clock.count {
            try emitRows(frame: n, time: clock.time(ofFrame: n), into: sink)
        }
    }

    /// The column names, for a header row.
    public var columnNames: [String] { columns.map(\.name) }

    /// The rows, lazily: one frame is computed at a time.
    public var rows: SceneRows<Self> { SceneRows(scene: self) }
}

/// One column of a frame table.
public struct FrameColumn: Sendable, Hashable {
    /// What the column holds.
    public enum Kind: Sendable, Hashable {
        case integer, real, text
    }

    /// Stable lower_snake_case name, e.g. `stroke_end`.
    public let name: String
    public let kind: Kind
    /// SI-style unit: `s`, `pt`, `rad`, `rad/s`, `pt/s`; `1` for dimensionless quantities
    /// (fractions, opacities, scales); empty for identifiers and counters.
    public let unit: String
    /// One sentence: what the value is.
    public let summary: String

    public init(_ name: String, _ kind: Kind, unit: String = "", _ summary: String) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.summary = summary
    }

    /// `frame`: the frame index, 0-based.
    public static let frame = FrameColumn("frame", .integer, "frame index, from 0")
    /// `time`: the frame's time in seconds since the animation began.
    public static let time = FrameColumn("time", .real, unit: "s", "time of the frame since the animation began")
}

/// Receives a table field by field: fields of a row in column order, then ``endRow()``.
/// CSV and JSON writers (FrameIO) and ``FrameTable`` conform.
public protocol RowSink: AnyObject {
    func field(_ value: Int) throws
    func field(_ value: Double) throws
    func field(_ value: String) throws
    func endRow() throws
}

/// One value in a ``FrameTable``.
public enum FrameValue: Sendable, Hashable, CustomStringConvertible {
    case integer(Int)
    case real(Double)
    case text(String)

    /// The number, for integer and real values.
    public var number: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .real(let x): return x
        case .text: return nil
        }
    }

    public var description: String {
        switch self {
        case .integer(let i): return String(i)
        case .real(let x): return x.description
        case .text(let s): return s
        }
    }
}
