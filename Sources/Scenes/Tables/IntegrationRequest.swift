import Dynamics
import FrameIO
import NumericsCore

/// How an integration table steps, as a caller gives it: a platform's policy, or a method with a
/// global step, a number of steps per frame interval, or an adaptive tolerance — each optional,
/// the defaults filled in and the combination checked once by ``policy()``.
///
/// Defaults: RK4 at ``defaultStep`` (1 ms); a tolerance alone selects Dormand–Prince 5(4);
/// dopri5 or dop853 without a step or substeps are adaptive at ``defaultTolerance`` (1e-6).
public struct IntegrationStepping: Sendable, Hashable {
    /// A platform whose stepping is reproduced (its method and step are fixed).
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        case rebound, pop
        case swiftUI = "swiftui"
        case reactSpring = "react-spring"

        /// The stepping policy of this platform.
        public var policy: SteppingPolicy {
            switch self {
            case .rebound: return .rebound
            case .pop: return .pop
            case .swiftUI: return .swiftUI
            case .reactSpring: return .reactSpring
            }
        }
    }

    /// A field of an integration request, as an error names it (`rawValue`: the option's long
    /// name); the stepping's own are the first four.
    public enum Field: String, Sendable, Hashable {
        case method, step = "dt", substeps, tolerance
        case platform = "policy", maxSteps = "max-steps", fps, frameTimes = "frame-times"
    }

    public var platform: Platform?
    public var method: FixedStepMethod?
    /// The global step h in seconds (> 0, finite).
    public var step: Double?
    /// Equal steps per frame interval, in ``substepRange``.
    public var substeps: Int?
    /// rtol = atol of the adaptive methods, finite and ≥ ``smallestTolerance``.
    public var tolerance: Double?

    /// The fixed step without one given: 1 ms.
    public static let defaultStep = 1e-3
    /// The adaptive tolerance without one given.
    public static let defaultTolerance = 1e-6
    /// The smallest tolerance: below it the error test asks for more than double precision.
    public static let smallestTolerance = 1e-14
    /// The steps per frame interval allowed.
    public static let substepRange = 1...1_000_000_000

    public init(
        platform: Platform? = nil, method: FixedStepMethod? = nil, step: Double? = nil, substeps: Int? = nil, tolerance: Double? = nil
    ) {
        self.platform = platform
        self.method = method
        self.step = step
        self.substeps = substeps
        self.tolerance = tolerance
    }

    /// The fields given besides the platform, in ``Field`` order.
    public var givenFields: [Field] {
        [method != nil ? .method : nil, step != nil ? .step : nil, substeps != nil ? .substeps : nil, tolerance != nil ? .tolerance : nil]
            .compactMap { $0 }
    }

    /// The stepping policy these fields name (one way of stepping at a time), with the defaults,
    /// or the first rule broken, in this order: a platform with other fields; a step with
    /// substeps; a tolerance with a fixed-step method, with a step or substeps, not finite and
    /// > 0, or below ``smallestTolerance``; substeps outside ``substepRange``; a step not finite
    /// and > 0.
    public func policy() throws(IntegrationRequestError) -> SteppingPolicy {
        if let platform {
            guard givenFields.isEmpty else { throw .platformFixesStepping(platform, given: givenFields) }
            return platform.policy
        }
        let m = method ?? (tolerance != nil ? .dopri5 : .rk4)
        if step != nil && substeps != nil { throw .stepAndSubsteps }
        if let tol = tolerance {
            guard m == .dopri5 || m == .dop853 else { throw .toleranceNeedsAdaptiveMethod }
            guard step == nil && substeps == nil else { throw .toleranceWithFixedStepping }
            guard tol.isFinite, tol > 0 else { throw .tolerance(tol) }
            guard tol >= Self.smallestTolerance else { throw .toleranceBeneathPrecision(tol) }
            return m == .dop853 ? .dop853(tolerance: tol) : .adaptive(tolerance: tol)
        }
        if let n = substeps {
            guard Self.substepRange.contains(n) else { throw .substeps(n) }
            return .substeps(m, perFrame: n)
        }
        if m == .dopri5 && step == nil { return .adaptive(tolerance: Self.defaultTolerance) }
        if m == .dop853 && step == nil { return .dop853(tolerance: Self.defaultTolerance) }
        let h = step ?? Self.defaultStep
        guard h.isFinite, h > 0 else { throw .step(h) }
        return .fixedStep(m, step: h)
    }
}

/// Why an integration request was refused; each case names the fields involved so that a caller
/// can word it with its own names.
public enum IntegrationRequestError: Error, Sendable, Hashable {
    /// A platform's policy fixes the method and step; these fields were given as well.
    case platformFixesStepping(IntegrationStepping.Platform, given: [IntegrationStepping.Field])
    /// A global step and substeps together.
    case stepAndSubsteps
    /// A tolerance with a method that is not adaptive (dopri5 or dop853).
    case toleranceNeedsAdaptiveMethod
    /// A tolerance with a step or substeps.
    case toleranceWithFixedStepping
    /// A tolerance that is not finite and > 0.
    case tolerance(Double)
    /// A tolerance below ``IntegrationStepping/smallestTolerance``.
    case toleranceBeneathPrecision(Double)
    /// Substeps outside ``IntegrationStepping/substepRange``.
    case substeps(Int)
    /// A step that is not finite and > 0.
    case step(Double)
    /// A step budget below 1.
    case maxSteps(Int)
    /// About `steps` steps of `policy` over `span` seconds (`frames` frames) of `spring`, more
    /// than the budget `maxSteps` (checked before integrating).
    case stepBudget(SteppingPolicy, steps: Double, span: Double, frames: Int, spring: Spring, maxSteps: Int)
    /// `method`'s fixed step `step` (s) of `policy` (at `fps` for substeps) would overflow within
    /// the table: the verdict, with the growth per step and a stable step.
    case unstable(FixedStepMethod, SteppingPolicy, step: Double, fps: Double, IntegrationStability.Instability)
    /// The integration took more than `maxSteps` steps before `t` after all.
    case stepLimit(t: Double, maxSteps: Int)
    /// The integration failed otherwise (its description).
    case integration(String)
    /// A row of `policy`'s table leaves the finite range at `t`.
    case nonFinite(SteppingPolicy, t: Double)
    /// Rebound on `frames` frame times could take up to `steps` steps, more than `maxSteps`.
    case frameTimeBudget(frames: Int, steps: Double, maxSteps: Int)
    /// The frame times were refused.
    case frameTimes(ReboundFrameTimesError)
    /// A row of rebound's frame-time table leaves the finite range at `t`.
    case nonFiniteFrameTimes(t: Double)
}

/// A request for an integration table (`springsim integrate`): the spring table it is compared
/// with (spring, from, to, frame plan), the stepping policy checked once, and the step budget.
///
/// ```swift
/// var p = SpringParameters()
/// p.dampingRatio = 0.5
/// let request = try IntegrationRequest(spring: SpringTableRequest(spring: p), stepping: IntegrationStepping(method: .rk4, step: 1e-3))
/// let table = try request.table()
/// ```
public struct IntegrationRequest: Sendable, Hashable {
    public let spring: SpringTableRequest
    public let policy: SteppingPolicy
    /// The most steps the integration may take (≥ 1), checked before integrating.
    public let maxSteps: Int

    /// The default step budget.
    public static let defaultMaxSteps = 10_000_000

    public init(
        spring: SpringTableRequest, stepping: IntegrationStepping = IntegrationStepping(), maxSteps: Int = defaultMaxSteps
    ) throws(IntegrationRequestError) {
        guard maxSteps >= 1 else { throw .maxSteps(maxSteps) }
        self.spring = spring
        policy = try stepping.policy()
        self.maxSteps = maxSteps
    }

    /// About how many steps the policy takes over `clock` (``IntegrationTable/estimatedSteps(_:animation:clock:)``).
    public func estimatedSteps(animation: SpringAnimation, clock: FrameClock) -> Double {
        IntegrationTable.estimatedSteps(policy, animation: animation, clock: clock)
    }

    /// The table of `animation` at the frames of `clock` under the policy and budget.
    public func table(animation: SpringAnimation, clock: FrameClock) throws(IntegrationFailure) -> IntegrationTable {
        try IntegrationTable(animation: animation, policy: policy, clock: clock, maxSteps: maxSteps)
    }

    /// The whole table: the spring request's animation and frames (refused beyond `maxRows`
    /// rows), then the integration (refused beyond ``maxSteps`` steps).
    public func table(maxRows: Int = .max) throws -> IntegrationTable {
        let (resolved, animation) = try spring.animation()
        let end = try spring.plan.resolvedEnd(for: animation, resolved)
        let rows = spring.plan.rowCount(end)
        guard rows.rows <= Double(maxRows) else { throw SpringTableRequestError.tooManyRows(rows, end: end) }
        return try table(animation: animation, clock: spring.plan.clock(end))
    }
}
