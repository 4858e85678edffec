import Dynamics
import NumericsCore

/// The checks an integration table passes before it is integrated, and after: the step budget
/// (about how many steps the policy takes, against ``IntegrationRequest/maxSteps``), the
/// stability of a fixed step (``IntegrationStability``: refused when the values would overflow
/// within the table), the step limit while integrating, and every row finite before the first
/// is written.
extension IntegrationRequest {
    /// Refuses, before integrating `animation` over `clock`: more steps than ``maxSteps`` (the
    /// estimate of ``estimatedSteps(animation:clock:)``), then a fixed step whose values would
    /// overflow within the table.
    public func checkBudget(animation: SpringAnimation, clock: FrameClock) throws(IntegrationRequestError) {
        let end = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
        let estimated = estimatedSteps(animation: animation, clock: clock)
        guard estimated <= Double(maxSteps) else {
            throw .stepBudget(policy, steps: estimated, span: end, frames: clock.count, spring: animation.spring, maxSteps: maxSteps)
        }
        let fps: Double?
        if case .uniform(let f, _, _) = clock.schedule { fps = f } else { fps = nil }
        let check: (method: FixedStepMethod, h: Double, steps: Double)
        switch policy {
        case .fixedStep(let m, let h): check = (m, h, (end / h).rounded(.up))
        case .substeps(let m, let n):
            guard let fps else { return }
            check = (m, 1 / (fps * Double(n)), Double(max(clock.count - 1, 0)) * Double(n))
        case .rebound, .pop: check = (.rk4, 0.001, end / 0.001)
        case .reactSpring: check = (.semiImplicitEuler, 0.001, end / 0.001)
        case .swiftUI: check = (.semiImplicitEuler, 1.0 / 300, end * 300)
        case .adaptive, .dop853, .closedForm: return
        }
        if let verdict = IntegrationStability.instability(of: check.method, step: check.h, steps: check.steps, animation: animation) {
            throw .unstable(check.method, policy, step: check.h, fps: fps ?? 0, verdict)
        }
    }

    /// The table of `animation` at the frames of `clock`, after ``checkBudget(animation:clock:)``:
    /// refused when the integration takes more than ``maxSteps`` steps after all or fails, and
    /// when a row leaves the finite range (a dry run of the same stepper).
    public func checkedTable(animation: SpringAnimation, clock: FrameClock) throws(IntegrationRequestError) -> IntegrationTable {
        try checkBudget(animation: animation, clock: clock)
        let table: IntegrationTable
        do { table = try self.table(animation: animation, clock: clock) } catch {
            guard case .tooManySteps(let t, let n) = error else { throw .integration(error.description) }
            throw .stepLimit(t: t, maxSteps: n)
        }
        if let t = table.firstNonFiniteTime() { throw .nonFinite(policy, t: t) }
        return table
    }

    /// Rebound's stepping on display-link timestamps (`integrate --policy rebound --frame-times`):
    /// refused when it could take more than `maxSteps` steps (1 ms steps, at most 64 per frame),
    /// when its 1 ms RK4 step is unstable for the spring over those steps, when the timestamps
    /// are refused, and when a row leaves the finite range.
    public static func reboundFrameTable(
        animation: SpringAnimation, frameTimes: [Double], rule: ReboundRestRule, maxSteps: Int = defaultMaxSteps
    ) throws(IntegrationRequestError) -> ReboundFrameTable {
        let bound = ReboundFrameStepper.stepBound(frameTimes: frameTimes)
        guard bound <= Double(maxSteps) else { throw .frameTimeBudget(frames: frameTimes.count, steps: bound, maxSteps: maxSteps) }
        if let verdict = IntegrationStability.instability(of: .rk4, step: 0.001, steps: bound, animation: animation) {
            throw .unstable(.rk4, .rebound, step: 0.001, fps: 0, verdict)
        }
        let table: ReboundFrameTable
        do { table = try ReboundFrameTable(animation: animation, frameTimes: frameTimes, rule: rule) } catch {
            throw .frameTimes(error)
        }
        if let t = table.firstNonFiniteTime() { throw .nonFiniteFrameTimes(t: t) }
        return table
    }
}

extension IntegrationRequestError: CustomStringConvertible {
    /// Whether the request failed while integrating rather than being refused beforehand.
    public var isFailure: Bool {
        switch self {
        case .stepLimit, .integration: return true
        default: return false
        }
    }

    /// The refusal as one line, each field named by `name`.
    public func message(naming name: (IntegrationStepping.Field) -> String) -> String {
        let smallest = IntegrationStepping.smallestTolerance
        let significant = IntegrationStability.significant
        switch self {
        case .platformFixesStepping(let platform, let given):
            return
                "\(name(.platform)) \(platform.rawValue) fixes the method and step; it cannot be combined with \(given.map(name).joined(separator: " "))"
        case .stepAndSubsteps: return "\(name(.step)) and \(name(.substeps)) cannot be combined (one stepping at a time)"
        case .toleranceNeedsAdaptiveMethod: return "\(name(.tolerance)) needs \(name(.method)) dopri5 or dop853 (the adaptive methods)"
        case .toleranceWithFixedStepping: return "\(name(.tolerance)) cannot be combined with \(name(.step)) or \(name(.substeps))"
        case .tolerance(let tol): return "\(name(.tolerance)) must be a finite number ≥ \(smallest) (got \(tol))"
        case .toleranceBeneathPrecision(let tol): return "\(name(.tolerance)) below \(smallest) is beneath double precision (got \(tol))"
        case .substeps(let n):
            let range = IntegrationStepping.substepRange
            return "\(name(.substeps)) must be in \(range.lowerBound)…\(range.upperBound) (got \(n))"
        case .step(let h): return "\(name(.step)) must be a finite number > 0 (got \(h))"
        case .maxSteps(let n): return "\(name(.maxSteps)) must be in 1…\(Int.max) (got \(n))"
        case .stepBudget(let policy, let estimated, let end, let frames, let spring, let maxSteps):
            let source: String
            switch policy {
            case .fixedStep(_, let h): source = "\(name(.step)) \(h) over \(end) s"
            case .substeps(_, let n): source = "\(name(.substeps)) \(n) over \(frames) frames"
            case .rebound, .pop, .reactSpring: source = "\(name(.platform)) \(policy.name) (1 ms steps) over \(end) s"
            case .swiftUI: source = "\(name(.platform)) swiftui (1/300 s steps) over \(end) s"
            case .adaptive:
                // Its steps stay within the stability region: about 3.3/|λ| at most.
                let bound = significant(IntegrationStability.adaptiveStepBound(spring), false)
                source = "dopri5 over \(end) s (its step stays below about 3.3/|λ| = \(bound) s for this spring)"
            case .dop853:
                let bound = significant(IntegrationStability.dop853StepBound(spring), false)
                source = "dop853 over \(end) s (its step stays below about 6.4/|λ| = \(bound) s for this spring)"
            case .closedForm: source = ""
            }
            let count = estimated < 1e15 ? String(Int(estimated.rounded(.up))) : significant(estimated, false)
            return
                "\(source) would take about \(count) steps, more than \(name(.maxSteps)) \(maxSteps); raise \(name(.maxSteps)) or take fewer, larger steps"
        case .unstable(let method, let policy, let h, let fps, let verdict):
            let describe: String
            switch policy {
            case .fixedStep: describe = "\(name(.step)) \(h)"
            case .substeps(_, let n): describe = "\(name(.substeps)) \(n) (step \(significant(h, false)) s at \(name(.fps)) \(fps))"
            case .swiftUI: describe = "the 1/300 s step of \(name(.platform)) swiftui"
            default: describe = "the 1 ms step of \(name(.platform)) \(policy.name)"
            }
            let growth = verdict.growth.isFinite ? significant(verdict.growth, false) : "more than 1.8e308"
            let hint: String
            switch (verdict.remedy, policy) {
            case (.stableStep(let stable), .fixedStep): hint = "use \(name(.step)) ≤ \(significant(stable, true)) or a stabler method"
            case (.stableStep(let stable), .substeps):
                hint = "use \(name(.substeps)) ≥ \(Int(min((1 / (fps * stable * 0.999)).rounded(.up), 1e18)))"
            case (.stableStep, _): hint = "the platform's step is fixed; use a softer spring"
            case (.noneForUndampedEuler, _):
                hint = "no step size is stable for euler on an undamped spring; use semi-implicit-euler, verlet or rk4"
            case (.overflowsAtAnyStep(let kOverM, let cOverM), _):
                hint =
                    "k/m = \(significant(kOverM, false)) and c/m = \(significant(cOverM, false)) overflow inside one \(method.rawValue) step at any step size; use the closed form (springsim spring)"
            case (.noneFound, _): hint = "no step size down to 1e-300 s is stable for \(method.rawValue) on this spring"
            }
            return
                "\(method.rawValue) is unstable at \(describe) for this spring (growth \(growth) per step; values would overflow by t = \(significant(verdict.overflowTime, false)) s); \(hint)"
        case .stepLimit(let t, let n): return "more than \(n) steps before t = \(t) (raise \(name(.maxSteps)))"
        case .integration(let text): return text
        case .nonFinite(let policy, let t):
            return
                "\(policy.name) leaves the finite range at t = \(t) s for this spring (the integrated state overflows); take smaller steps or a stabler method"
        case .frameTimeBudget(let frames, let bound, let maxSteps):
            return
                "\(name(.platform)) rebound (1 ms steps, at most 64 per frame) over \(frames) frame times would take up to \(Int(bound)) steps, more than \(name(.maxSteps)) \(maxSteps); raise \(name(.maxSteps))"
        case .frameTimes(let error): return "\(name(.frameTimes)): \(error)"
        case .nonFiniteFrameTimes(let t):
            return "rebound leaves the finite range at t = \(t) s for this spring (the integrated state overflows); use a softer spring"
        }
    }

    public var description: String { message { $0.rawValue } }
}

extension IntegrationStability {
    /// `x` to 3 significant digits, in Swift's shortest form (1.93, 17.4, 2e-05), as the
    /// refusals state growths and steps. `down` truncates instead (a step bound must not round up
    /// past the stability limit).
    static func significant(_ x: Double, down: Bool) -> String {
        guard x.isFinite, x != 0 else { return "\(x)" }
        var e = Int(Double.log10(abs(x)).rounded(.down))
        var digits = Int((abs(x) / Double.pow(10, Double(e - 2))).rounded(down ? .down : .toNearestOrAwayFromZero))
        if digits < 100 {  // log10 rounded up across a power of ten
            e -= 1
            digits = Int((abs(x) / Double.pow(10, Double(e - 2))).rounded(down ? .down : .toNearestOrAwayFromZero))
        }
        if digits >= 1000 {
            digits = (digits + 5) / 10
            e += 1
        }
        let r = Double("\(digits)e\(e - 2)") ?? abs(x)
        return (x < 0 ? "-" : "") + "\(r)"
    }
}
