import Dynamics
import FrameIO

/// What `springsim integrate --policy rebound --frame-times …` writes: rebound's stepping on
/// real display-link timestamps (``ReboundFrameStepper``), one row per given frame time up to
/// and including the first frame at rest (or clamped), in ``IntegrationTable``'s columns.
///
/// `time` is the timestamp as given; the spring starts at the first one, so the exact motion
/// the error columns compare with is the closed form at `time − t₀`. A row at rest has
/// `value` = `to` and `velocity` = 0 exactly (rebound's snap) and is the table's last.
public struct ReboundFrameTable: Table {
    public let animation: SpringAnimation
    public let frameTimes: [Double]
    public let rule: ReboundRestRule
    private let stepper: ReboundFrameStepper

    /// - Throws: when a frame time is not finite or not greater than the one before it.
    public init(animation: SpringAnimation, frameTimes: [Double], rule: ReboundRestRule) throws(ReboundFrameTimesError) {
        self.animation = animation
        self.frameTimes = frameTimes
        self.rule = rule
        stepper = try ReboundFrameStepper(animation: animation, frameTimes: frameTimes, rule: rule)
    }

    /// ``IntegrationTable/columns``.
    public var columns: [FrameColumn] { IntegrationTable.columns }

    /// The first frame time at which a written column would not be finite, or nil: a dry run, so
    /// a caller can refuse the table before writing any of it.
    public func firstNonFiniteTime() -> Double? {
        IntegratedRow.firstNonFiniteTime(of: stepper, startTime: frameTimes.first ?? 0, animation: animation)
    }

    /// Emits every row into `sink` and returns the RK4 steps taken.
    @discardableResult
    public func emitTable(into sink: some RowSink) throws -> Int {
        var stepper = self.stepper
        // A snapped row's −k·0 − c·0 is −0; written as 0.
        try IntegratedRow.emitRows(
            of: &stepper, startTime: frameTimes.first ?? 0, animation: animation, policy: SteppingPolicy.rebound.name,
            positiveZero: true, into: sink)
        return stepper.steps
    }
}

extension ReboundFrameTable {
    /// See `Table/rowEstimate()`.
    public func rowEstimate() -> RowCount { RowCount(Double(frameTimes.count), .atMost) }
}
