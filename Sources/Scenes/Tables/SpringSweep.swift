import Dynamics
import Easing
import FrameIO

/// The values of one sweep axis: an arithmetic grid START + i·STEP, or an explicit list.
public enum SweepValues: Sendable, Hashable {
    /// `count` values start + i·step, i = 0 … count − 1, each rounded once (a fused
    /// multiply-add), never accumulated: value 10⁶ is as exact as value 1.
    case range(start: Double, step: Double, count: Int)
    /// The values as given, in order.
    case list([Double])

    /// A grid from `start` to `stop` by `step`: `stop` is included when it lies on the grid up
    /// to rounding — (stop − start)/step within ``gridTolerance`` (relative) of an integer —
    /// so `0.05:1.5:0.05` has 30 values and ends at 1.5, and `0:1:0.3` ends at 0.9.
    ///
    /// Throws ``SweepRangeError`` when a bound or the step is not finite, the step is 0, the
    /// step points away from `stop` (a positive step with stop < start, or a negative one with
    /// stop > start), or the grid would have more than `maximumCount` values.
    public static func grid(start: Double, stop: Double, step: Double, maximumCount: Int) throws(SweepRangeError) -> SweepValues {
        guard start.isFinite, stop.isFinite, step.isFinite else { throw .notFinite }
        guard step != 0 else { throw .zeroStep }
        if start == stop { return .range(start: start, step: step, count: 1) }
        guard (stop > start) == (step > 0) else { throw .wrongSign }
        let q = (stop - start) / step  // > 0; may overflow to +∞
        guard q.isFinite, q < Double(maximumCount) else { throw .tooMany(maximum: maximumCount) }
        let nearest = q.rounded()
        let intervals = abs(q - nearest) <= gridTolerance * max(1, nearest) ? nearest : q.rounded(.down)
        let count = Int(intervals) + 1
        guard count <= maximumCount else { throw .tooMany(maximum: maximumCount) }
        return .range(start: start, step: step, count: count)
    }

    /// How close (stop − start)/step must be to an integer, relative to it, for `stop` to be
    /// on the grid: 10⁻⁹, far above the rounding of decimal inputs (≈ 10⁻¹⁶ relative) and far
    /// below any step a person means to leave partly unused.
    public static let gridTolerance = 1e-9

    /// The number of values.
    public var count: Int {
        switch self {
        case .range(_, _, let n): return n
        case .list(let v): return v.count
        }
    }

    /// Value `i` (0 ≤ i < count): start + i·step rounded once, or the list's entry.
    public subscript(i: Int) -> Double {
        switch self {
        case .range(let start, let step, _): return start.addingProduct(Double(i), step)
        case .list(let v): return v[i]
        }
    }

    /// The least and greatest values (a grid is monotone: its end points).
    public var bounds: (min: Double, max: Double) {
        switch self {
        case .range: let a = self[0], b = self[count - 1]; return (Swift.min(a, b), Swift.max(a, b))
        case .list(let v): return (v.min() ?? 0, v.max() ?? 0)
        }
    }
}

/// Why a `START:STOP:STEP` grid was refused.
public enum SweepRangeError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFinite
    case zeroStep
    case wrongSign
    case tooMany(maximum: Int)

    public var description: String {
        switch self {
        case .notFinite: return "start, stop and step must be finite numbers"
        case .zeroStep: return "the step must not be 0"
        case .wrongSign: return "the step must point from start to stop (positive when stop > start, negative when stop < start)"
        case .tooMany(let m): return "the grid has more than \(m) values"
        }
    }
}

/// A grid of spring parameters and the tables `springsim sweep` writes from it: one row per
/// combination (``SpringSweep/Table/summary``) or every frame of every combination with the
/// parameters as leading columns (``SpringSweep/Table/frames``).
///
/// ## Order
/// Combinations are numbered 0 … ``count`` − 1. For a product of axes the last axis varies
/// fastest (row-major, like nested loops in axis order); for explicit rows (a grid file)
/// the rows' own order. Row `i` depends on combination `i` alone, so any split of the index
/// range — worker threads, ``shard(_:of:)`` — produces the same bytes in the same order.
public struct SpringSweep: Sendable {
    /// The parameters of one combination, field by field, in ``fields`` order.
    public enum Source: Sendable {
        /// The Cartesian product of axes (each field with its values).
        case product([SweepValues])
        /// Explicit rows, each with one value per field.
        case rows([[Double]])
    }

    /// The swept (or fixed) numeric fields, in column order.
    public let fields: [SpringField]
    /// Their values.
    public let source: Source
    /// Parameters shared by every combination (a preset name, `origami`).
    public let base: SpringParameters
    /// The animated values (the tables' `value` column runs from `from` to `to`).
    public let from: Double, to: Double
    /// The settling tolerance ε (fraction of |to − from|) and the optional velocity tolerance.
    public let epsilon: Double, velocityEpsilon: Double?
    /// The largest error of the CSS `linear()` export, in output progress.
    public let linearMaxError: Double
    /// The motion-metric columns of the summary (``metricColumns``), or nil for none (the default:
    /// they add about 30 % to a summary row; see docs/SWEEP.md).
    public let metrics: Metrics?

    /// How the summary's motion-metric columns are measured: ``MotionMetrics`` of each
    /// combination's animation with the sweep's ε, at `scale` px per value unit, counting
    /// oscillations farther than `visible` px from the target.
    public struct Metrics: Sendable, Hashable {
        public var scale: Double
        public var visible: Double
        public init(scale: Double = 100, visible: Double = 0.5) {
            self.scale = scale
            self.visible = visible
        }
    }

    /// The largest number of combinations a sweep may have (10⁷): the summary of that many
    /// takes hours, and every combination index fits an `Int` with room for shard arithmetic.
    public static let maximumCombinations = 10_000_000

    /// A sweep; throws ``SweepRangeError/tooMany(maximum:)`` beyond ``maximumCombinations``.
    /// - Precondition: every row of `.rows` has one value per field; `.product` has one axis
    ///   per field.
    public init(
        fields: [SpringField], source: Source, base: SpringParameters = SpringParameters(), from: Double = 0, to: Double = 1,
        epsilon: Double = 0.001, velocityEpsilon: Double? = nil, linearMaxError: Double = 0.001, metrics: Metrics? = nil
    ) throws(SweepRangeError) {
        switch source {
        case .product(let axes):
            precondition(axes.count == fields.count, "SpringSweep: one axis per field")
            var n = 1.0
            for a in axes { n *= Double(a.count) }
            guard n <= Double(Self.maximumCombinations) else { throw .tooMany(maximum: Self.maximumCombinations) }
        case .rows(let rows):
            precondition(rows.allSatisfy { $0.count == fields.count }, "SpringSweep: one value per field in every row")
            guard rows.count <= Self.maximumCombinations else { throw .tooMany(maximum: Self.maximumCombinations) }
        }
        self.fields = fields
        self.source = source
        self.base = base
        self.from = from
        self.to = to
        self.epsilon = epsilon
        self.velocityEpsilon = velocityEpsilon
        self.linearMaxError = linearMaxError
        self.metrics = metrics
    }

    /// The number of combinations.
    public var count: Int {
        switch source {
        case .product(let axes): return axes.reduce(1) { $0 * $1.count }
        case .rows(let rows): return rows.count
        }
    }

    /// The field values of combination `index` (row-major: the last field varies fastest).
    public func values(_ index: Int) -> [Double] {
        switch source {
        case .rows(let rows): return rows[index]
        case .product(let axes):
            var result = [Double](repeating: 0, count: axes.count)
            var rest = index
            for k in axes.indices.reversed() {
                let n = axes[k].count
                result[k] = axes[k][rest % n]
                rest /= n
            }
            return result
        }
    }

    /// The parameters of combination `index`: ``base`` with each field set.
    public func parameters(_ index: Int) -> SpringParameters {
        var p = base
        for (field, value) in zip(fields, values(index)) { p[field] = value }
        return p
    }

    /// The combinations of shard `k` of `n` (1 ≤ k ≤ n): indices ⌊(k−1)·N/n⌋ ..< ⌊k·N/n⌋ of
    /// N = ``count``. The shards are disjoint, consecutive and cover 0 ..< N in order, so their
    /// outputs concatenated are the whole table; their sizes differ by at most one.
    public func shard(_ k: Int, of n: Int) -> Range<Int> {
        precondition(n >= 1 && k >= 1 && k <= n, "SpringSweep.shard: need 1 ≤ k ≤ n")
        let total = count
        // ⌊j·N/n⌋ in full width: no overflow for any n.
        func edge(_ j: Int) -> Int { n.dividingFullWidth(j.multipliedFullWidth(by: total)).quotient }
        return edge(k - 1)..<edge(k)
    }

    /// The spring, the animation and the family text of combination `index`; throws the
    /// library's error for parameters no family admits or that leave the double range.
    public func animation(_ index: Int) throws(SpringParameterError) -> (resolved: ResolvedSpring, animation: SpringAnimation) {
        let p = parameters(index)
        let resolved = try p.resolve()
        let animation = try SpringAnimation(validatingSpring: resolved.spring, from: from, to: to, normalizedVelocity: p.velocity)
        return (resolved, animation)
    }

    /// A parameter column's default name: the field's name in lower_snake_case
    /// (`damping_ratio`); a caller with its own spelling passes `fieldNames` to ``columns(_:fieldNames:)``.
    public static func columnName(_ field: SpringField) -> String {
        var name = ""
        for ch in field.rawValue {
            if ch.isUppercase {
                name += "_" + ch.lowercased()
            } else {
                name.append(ch)
            }
        }
        return name
    }

    /// Which table: one row per combination, or every frame.
    public enum Table: String, Sendable, CaseIterable {
        case summary, frames
    }

    /// The parameter columns (one per field), then the summary's own (see ``summaryColumns``).
    public func columns(_ table: Table, fieldNames: [String]? = nil) -> [String] {
        let names = fieldNames ?? fields.map(Self.columnName)
        switch table {
        case .summary: return names + Self.summaryColumns.map(\.name) + (metrics == nil ? [] : Self.metricColumns.map(\.name))
        case .frames: return names + SpringTable.columns.map(\.name)
        }
    }

    /// The columns of a summary row after the parameters.
    public static let summaryColumns: [FrameColumn] = [
        FrameColumn("physical_mass", .real, unit: "mass", "physical mass m"),
        FrameColumn("physical_stiffness", .real, unit: "mass/s²", "physical stiffness k"),
        FrameColumn("physical_damping_coefficient", .real, unit: "mass/s", "physical damping coefficient c"),
        FrameColumn("damping_ratio", .real, "ζ = c/(2√(km))"),
        FrameColumn("settling_exact", .real, unit: "s", "exact settling duration (empty: never)"),
        FrameColumn("settling_core_animation", .real, unit: "s", "CASpringAnimation.settlingDuration-compatible estimate"),
        FrameColumn("settling_compose", .real, unit: "s", "Compose SpringEstimation (whole ms)"),
        FrameColumn("settling_swiftui", .real, unit: "s", "SwiftUI Spring.settlingDuration"),
        FrameColumn("overshoot", .real, "largest excursion past the target, fraction of |to − from|"),
        FrameColumn("peak_velocity", .real, unit: "value/s", "largest |velocity|"),
        FrameColumn("first_peak_time", .real, unit: "s", "time of the first extremum (empty: never turns)"),
        FrameColumn("css_linear_points", .integer, "points of the CSS linear() export (empty: no export)"),
        FrameColumn("css_linear_bytes", .integer, "length of the CSS linear() text in bytes (empty: no export)"),
    ]

    /// The motion-metric columns a summary adds with ``metrics``: ``MotionMetrics/columns``
    /// except `overshoot` and `peak_velocity`, which the summary already has (the same
    /// quantities from the closed form's extrema; they agree to ~1e-12).
    public static let metricColumns: [FrameColumn] = MotionMetrics.columns.filter { c in
        !summaryColumns.contains { $0.name == c.name }
    }

    /// Emits the summary row of combination `index` into `sink`, parameters first.
    public func emitSummary(_ index: Int, into sink: some RowSink) throws {
        let values = values(index)
        let (resolved, animation) = try self.animation(index)
        let s = resolved.spring
        for v in values { try sink.field(v) }
        let settling = SettlingReport(animation: animation, family: "", epsilon: epsilon, velocityEpsilon: velocityEpsilon)
        func optional(_ x: Double?) throws {
            if let x, x.isFinite { try sink.field(x) } else { try sink.missing() }
        }
        try optional(s.mass)
        try optional(s.stiffness)
        try optional(s.dampingCoefficient)
        try optional(s.dampingRatio)
        try optional(settling.exact)
        try optional(settling.coreAnimation)
        try optional(settling.compose)
        try optional(settling.swiftUI)
        try optional(animation.overshoot)
        try optional(animation.peakSpeed)
        try optional(animation.firstPeakTime)
        let velocity = parameters(index).velocity
        if let easing = try? SpringEasing(spring: s, velocity: velocity, epsilon: epsilon),
            let linear = try? easing.cssLinear(maxError: linearMaxError)
        {
            try sink.field(linear.points.count)
            try sink.field(linear.description.utf8.count)
        } else {
            try sink.missing()
            try sink.missing()
        }
        if let metrics { try emitMetrics(animation, metrics, into: sink) }
        try sink.endRow()
    }

    /// The ``metricColumns`` of one animation: empty fields when it never settles (ζ = 0) or
    /// does not move (from = to).
    private func emitMetrics(_ animation: SpringAnimation, _ metrics: Metrics, into sink: some RowSink) throws {
        let settling = animation.settlingDuration(epsilon: epsilon)
        guard animation.to != animation.from, settling.isFinite, settling > 0 else {
            for _ in Self.metricColumns { try sink.missing() }
            return
        }
        let m = MotionMetrics(spring: animation, epsilon: epsilon, scale: metrics.scale, visible: metrics.visible)
        for (column, value) in zip(MotionMetrics.columns, m.values) where Self.metricColumns.contains(column) {
            if column.kind == .integer { try sink.field(Int(value)) } else if value.isFinite { try sink.field(value) } else { try sink.missing() }
        }
    }

    /// Emits every frame of combination `index` on `clock`, each row led by the parameters.
    public func emitFrames(_ index: Int, animation: SpringAnimation, clock: FrameClock, into sink: some RowSink) throws {
        let prefixed = PrefixingSink(prefix: values(index), sink: sink)
        try SpringTable(animation: animation, clock: clock).emitTable(into: prefixed)
    }

    /// The rows of `frames` only, byte for byte those rows of ``emitFrames(_:animation:clock:into:)``:
    /// a combination with very many frames is written in blocks.
    public func emitFrames(
        _ index: Int, animation: SpringAnimation, clock: FrameClock, frames: Range<Int>, into sink: some RowSink
    ) throws {
        let prefixed = PrefixingSink(prefix: values(index), sink: sink)
        try SpringTable(animation: animation, clock: clock).emitRows(frames: frames, into: prefixed)
    }
}

/// Forwards rows to `sink`, each led by the same `prefix` fields.
private final class PrefixingSink<Sink: RowSink>: RowSink {
    let prefix: [Double]
    let sink: Sink
    var atRowStart = true
    init(prefix: [Double], sink: Sink) {
        self.prefix = prefix
        self.sink = sink
    }
    private func lead() throws {
        guard atRowStart else { return }
        atRowStart = false
        for v in prefix { try sink.field(v) }
    }
    func field(_ value: Int) throws { try lead(); try sink.field(value) }
    func field(_ value: Double) throws { try lead(); try sink.field(value) }
    func field(_ value: String) throws { try lead(); try sink.field(value) }
    func missing() throws { try lead(); try sink.missing() }
    func endRow() throws {
        try lead()
        atRowStart = true
        try sink.endRow()
    }
}
