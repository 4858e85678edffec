import Easing
import FrameIO

/// What `springsim ease EASING` writes: an easing curve sampled at chosen inputs.
///
/// Columns (`columns`), all dimensionless progress:
///
/// | column   | meaning                                                             |
/// |----------|---------------------------------------------------------------------|
/// | `input`  | the input progress u (time fraction; any finite value)              |
/// | `output` | e(u), the curve's output progress                                   |
/// | `slope`  | de/du at u; an empty text field where it is not defined (a jump, a vertical tangent) or not finite |
///
/// Inputs: `count` evenly spaced ones, uᵢ = i/(count − 1) for i = 0 … count − 1 (each computed
/// from i, so the last is exactly 1), or explicit ones. Each output is the easing's own value
/// at uᵢ (its accuracy is the easing's: cubic-bezier() solves x(t) = u to about 1e-14, see the
/// Easing catalog). With ``before``, a `steps()` curve is evaluated with CSS's before flag.
public struct EasingSampleTable: Sendable, Table {
    /// Where the curve is sampled.
    public enum Inputs: Sendable, Hashable {
        /// `count` (≥ 2) inputs evenly spaced from 0 to 1, ends included.
        case evenlySpaced(count: Int)
        /// Exactly these inputs, in this order.
        case explicit([Double])
    }

    public let easing: any Easing
    public let inputs: Inputs
    /// Evaluate a `steps()` curve with the CSS before flag set.
    public let before: Bool

    /// The table of `easing` at `inputs`.
    /// - Precondition: `count` ≥ 2 for evenly spaced inputs; `before` only for a `StepsEasing`.
    public init(_ easing: any Easing, inputs: Inputs = .evenlySpaced(count: 101), before: Bool = false) {
        if case .evenlySpaced(let n) = inputs { precondition(n >= 2, "EasingSampleTable: evenly spaced inputs need a count ≥ 2") }
        precondition(!before || easing is StepsEasing, "EasingSampleTable: the before flag applies to steps() only")
        self.easing = easing
        self.inputs = inputs
        self.before = before
    }

    /// The number of rows.
    public var rowCount: Int {
        switch inputs {
        case .evenlySpaced(let n): return n
        case .explicit(let u): return u.count
        }
    }

    public static let columns: [FrameColumn] = [
        FrameColumn("input", .real, unit: "1", "input progress u"),
        FrameColumn("output", .real, unit: "1", "output progress e(u)"),
        FrameColumn("slope", .real, unit: "1", "de/du, empty where not defined"),
    ]

    public var columns: [FrameColumn] { Self.columns }

    /// Emits every row, in input order, into `sink`.
    public func emitTable(into sink: some RowSink) throws {
        switch inputs {
        case .evenlySpaced(let n):
            for i in 0..<n { try emitRow(Double(i) / Double(n - 1), into: sink) }
        case .explicit(let u):
            for x in u { try emitRow(x, into: sink) }
        }
    }

    private func emitRow(_ u: Double, into sink: some RowSink) throws {
        let y = before ? (easing as! StepsEasing).value(at: u, before: true) : easing.value(at: u)
        try sink.field(u)
        try sink.field(y)
        if let s = easing.slope(at: u), s.isFinite { try sink.field(s) } else { try sink.missing() }
        try sink.endRow()
    }
}

extension EasingSampleTable {
    /// See `Table/rowEstimate()`.
    public func rowEstimate() -> RowCount { .exact(rowCount) }
}
