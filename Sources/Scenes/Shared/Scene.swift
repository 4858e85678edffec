import Dynamics
import FrameIO

/// A system that animates over time and reports its state, frame by frame, as rows of a
/// tidy table: the charts and the prize wheel of the seeds, each a value type.
///
/// A scene says which `columns` its table has and, for each frame of its ``clock``, emits
/// that frame's rows (one per element: a point, a bar, a slice…) into a `RowSink` (FrameIO). Nothing
/// holds the whole table: a CSV writer streams it at any length with bounded memory, and
/// ``rows`` yields it lazily. The first two columns are always `frame` and `time`.
///
/// Conformers keep the order of rows within a frame stable (element order), so a table is a
/// deterministic function of the scene's value and the clock.
public protocol Scene: Table, Sendable {
    /// The table's columns, in order; names are lower_snake_case and stable (an interface).
    var columns: [FrameColumn] { get }
    /// When the frames happen.
    var clock: FrameClock { get }
    /// Emits the rows of frame `frame`, at `time` seconds, into `sink` (each row: fields in
    /// `columns` order, then `endRow()`).
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

    /// Frames × the rows of the first and last frames: exact for a scene with a fixed number of
    /// elements per frame, `about` when those two frames differ (two frames are emitted into a
    /// ``RowCounter``; the rest of the table is not computed).
    public func rowEstimate() throws -> RowCount {
        let clock = self.clock
        guard clock.count > 0 else { return .exact(0) }
        let first = try rowCount(frame: 0)
        let last = try rowCount(frame: clock.count - 1)
        return RowCount(Double(clock.count) * Double(max(first, last)), first != last ? .about : .exact)
    }

    /// The rows frame `frame` has.
    public func rowCount(frame: Int) throws -> Int {
        let counter = RowCounter()
        try emitRows(frame: frame, time: clock.time(ofFrame: frame), into: counter)
        return counter.rows
    }

    /// The rows, lazily: one frame is computed at a time.
    public var rows: SceneRows<Self> { SceneRows(scene: self) }
}
