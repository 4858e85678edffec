import Dynamics
import FrameIO
import NumericsCore

/// What `springsim integrate` writes: the frame table of a spring animation computed by an ODE
/// integrator or a platform's stepping policy, with its error against the closed form.
///
/// Columns (`columns`):
///
/// | column           | unit     | meaning                                                      |
/// |------------------|----------|--------------------------------------------------------------|
/// | `frame`          |          | frame index from 0                                           |
/// | `time`           | s        | the frame's time on the clock                                |
/// | `value`          | value    | the integrated value (`to` + displacement)                   |
/// | `velocity`       | value/s  | the integrated velocity                                      |
/// | `acceleration`   | value/s² | −(k/m)·x − (c/m)·v of the integrated state                   |
/// | `value_error`    | value    | integrated minus exact value (closed form at the same time)  |
/// | `velocity_error` | value/s  | integrated minus exact velocity                              |
/// | `policy`         |          | `SteppingPolicy/name`, e.g. `rk4@0.001`, `rebound`          |
///
/// The error columns are the integrator's global error plus the closed form's own rounding
/// (a few ulps of the amplitude, see `SpringMotion`): for a fixed step h of a method of order
/// p they shrink like hᵖ until they meet that floor. A policy reproducing a platform (rebound,
/// pop, swiftui, react-spring) carries its platform's artefacts — rebound's 1 ms lag, for
/// instance — which show up in these columns by design.
///
/// The stepper is built (and, for `SteppingPolicy/adaptive(tolerance:)` and
/// `SteppingPolicy/fixedStep(_:step:)`, the integration run over the clock's span) by the
/// initialiser; ``emitTable(into:)`` then replays the frames and returns the step counts.
public struct IntegrationTable: Table {
    /// The stepper, prepared and not yet stepped; its animation, policy and clock are the table's.
    private let stepper: PolicyStepper

    public var animation: SpringAnimation { stepper.animation }
    public var policy: SteppingPolicy { stepper.policy }
    public var clock: FrameClock { stepper.clock }

    /// Prepares the table of `animation` under `policy` at the frames of `clock`.
    /// - Throws: `IntegrationFailure` when the policy would take more than `maxSteps` steps,
    ///   or the adaptive solver fails.
    public init(
        animation: SpringAnimation, policy: SteppingPolicy, clock: FrameClock, maxSteps: Int = 10_000_000
    )
        throws(IntegrationFailure)
    {
        stepper = try PolicyStepper(animation: animation, policy: policy, clock: clock, maxSteps: maxSteps)
    }

    /// The columns every integration table has.
    public static let columns: [FrameColumn] = [
        .frame, .time,
        FrameColumn("value", .real, unit: "value", "the integrated value, to + displacement"),
        FrameColumn("velocity", .real, unit: "value/s", "the integrated velocity"),
        FrameColumn("acceleration", .real, unit: "value/s²", "−(k/m)·x − (c/m)·v of the integrated state"),
        FrameColumn("value_error", .real, unit: "value", "integrated minus exact (closed-form) value"),
        FrameColumn("velocity_error", .real, unit: "value/s", "integrated minus exact (closed-form) velocity"),
        FrameColumn("policy", .text, "the stepping policy that produced the row, e.g. rk4@0.001"),
    ]

    public var columns: [FrameColumn] { Self.columns }

    /// About how many steps `policy` takes over the frames of `clock` (checked against a step
    /// budget before integrating): span/h for a fixed step, frames × n for n substeps, span/1 ms
    /// for rebound, pop and react-spring, span × 300 for swiftui, and for the adaptive method the
    /// least count its stability allows, span·|λ|/3.3 for Dormand–Prince
    /// (``IntegrationStability/adaptiveStepBound(_:)``) and span·|λ|/6.4 for DOP853
    /// (``IntegrationStability/dop853StepBound(_:)``).
    public static func estimatedSteps(_ policy: SteppingPolicy, animation: SpringAnimation, clock: FrameClock) -> Double {
        let end = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
        switch policy {
        case .fixedStep(_, let h): return end / h
        case .substeps(_, let n): return Double(clock.count) * Double(n)
        case .rebound, .pop, .reactSpring: return end / 0.001
        case .swiftUI: return end * 300
        case .adaptive, .dop853:
            var extent = 3.3  // the stability region's reach along the negative real axis
            if case .dop853 = policy { extent = 6.4 }
            let logSteps =
                Double.log(max(end, .leastNormalMagnitude)) + IntegrationStability.logFastestRate(animation.spring) - Double.log(extent)
            return end > 0 && logSteps > 0 ? Double.exp(logSteps) : 0
        case .closedForm: return 0
        }
    }

    /// The first frame time at which a written column would not be finite (the integrated state
    /// overflowed), or nil when every row is finite: a dry run of the same stepper, so a caller
    /// can refuse a table before writing any of it.
    public func firstNonFiniteTime() -> Double? {
        IntegratedRow.firstNonFiniteTime(of: stepper, startTime: 0, animation: animation)
    }

    /// Emits every row, in frame order, into `sink`, and returns the integrator's counts: steps
    /// taken, steps rejected (adaptive only) and evaluations of the spring's acceleration.
    @discardableResult
    public func emitTable(into sink: some RowSink) throws -> IntegrationStatistics {
        var stepper = self.stepper
        try IntegratedRow.emitRows(
            of: &stepper, startTime: 0, animation: animation, policy: policy.name, positiveZero: false, into: sink)
        return stepper.statistics
    }
}

extension IntegrationTable {
    /// See `Table/rowEstimate()`.
    public func rowEstimate() -> RowCount { .exact(clock.count) }
}
