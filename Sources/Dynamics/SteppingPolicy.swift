import NumericsCore

/// How a platform turns display-link frames into spring states. The closed form is exact;
/// every other policy reproduces a platform's integrator and its time bookkeeping, artefacts
/// included, so tables can be compared with real devices.
public enum SteppingPolicy: Sendable, Hashable {
    /// The exact closed form at each frame time (what a display link reading UIKit's
    /// presentation layer sees, e.g. WYChart).
    case closedForm
    /// A fixed-step method on the global grid tₖ = k·h from t = 0; a frame between grid points
    /// gets one partial step of the same method.
    case fixedStep(FixedStepMethod, step: Double)
    /// `substeps` equal steps of the method across each frame interval (whatever its length).
    case substeps(FixedStepMethod, perFrame: Int)
    /// Dormand–Prince 5(4) at rtol = atol = tolerance, frames from its dense output.
    case adaptive(tolerance: Double)
    /// DOP853 (8th order) at rtol = atol = tolerance, frames from its order-7 dense output.
    case dop853(tolerance: Double)
    /// rebound (Facebook): RK4 at 1 ms on an accumulator, frame dt clamped to 64 ms, and the
    /// displayed state linearly interpolated between the last two 1 ms states — and kept, so
    /// the motion runs about 1 ms behind. Reproduces rebound's first-stage quirk (it uses the
    /// previous substep's last stage position).
    case rebound
    /// pop (Facebook): RK4 at 1 ms on an accumulator, the displayed state interpolated between
    /// the last two 1 ms states (display only).
    case pop
    /// SwiftUI-style fixed 1/300 s steps (semi-implicit Euler; the step size is as reported,
    /// the method is SpringSim's assumption), the displayed state the last whole step's.
    case swiftUI
    /// react-spring v9: per frame, ⌈dt/1 ms⌉ steps of semi-implicit Euler of exactly 1 ms.
    case reactSpring

    /// A short stable name for tables (`closed-form`, `rk4@0.001`, `rebound`, …).
    public var name: String {
        switch self {
        case .closedForm: return "closed-form"
        case .fixedStep(let m, let h): return "\(m.rawValue)@\(h)"
        case .substeps(let m, let n): return "\(m.rawValue)x\(n)/frame"
        case .adaptive(let tol): return "dopri5@\(tol)"
        case .dop853(let tol): return "dop853@\(tol)"
        case .rebound: return "rebound"
        case .pop: return "pop"
        case .swiftUI: return "swiftui"
        case .reactSpring: return "react-spring"
        }
    }
}

/// One frame of a policy's output.
public struct PolicyFrame: Sendable, Hashable {
    public var frame: Int
    public var time: Double
    /// The animated value (target + displacement) and its velocity.
    public var value: Double
    public var velocity: Double
}

/// Runs a ``SpringAnimation`` through a ``SteppingPolicy`` on a ``FrameClock``, lazily.
public struct PolicyStepper: Sequence, IteratorProtocol {
    public let animation: SpringAnimation
    public let policy: SteppingPolicy
    public let clock: FrameClock
    public private(set) var statistics = IntegrationStatistics()

    private var n = 0
    private var lastTime = 0.0
    // Integrator state (displacement form) for the stepping policies.
    private var x: Double, v: Double
    /// The integrator (fixed step, Dormand–Prince, DOP853), read forward frame by frame: it
    /// holds one step or one dense segment, so a table of any length streams in bounded memory.
    private var integrated: ForwardIntegration<SpringSystem>?
    private var accumulator = 0.0
    private var previous: (x: Double, v: Double)
    private var tempPosition = 0.0  // rebound's quirk
    private let system: SpringSystem

    /// - Throws: the adaptive solver's failure (only for `.adaptive` and `.dop853`), or when a fixed-step
    ///   policy would need more than `maxSteps` steps.
    public init(
        animation: SpringAnimation, policy: SteppingPolicy, clock: FrameClock, maxSteps: Int = 10_000_000
    )
        throws(IntegrationFailure)
    {
        self.animation = animation
        self.policy = policy
        self.clock = clock
        self.system = SpringSystem(animation.spring)
        x = animation.motion.initialState.value
        v = animation.motion.initialState.velocity
        // rebound keeps absolute positions; pop and the others the displacement.
        previous = policy == .rebound ? (animation.from, v) : (x, v)
        tempPosition = animation.from
        let end = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
        let method: IntegratedMotion<SpringSystem>.Method?
        switch policy {
        case .fixedStep(let m, let h): method = .fixed(m, step: h)
        case .adaptive(let tol): method = .adaptive(tolerance: tol)
        case .dop853(let tol): method = .dop853(tolerance: tol)
        default: method = nil
        }
        if let method {
            let motion = try ForwardIntegration(
                system: system, position: x, velocity: v, method: method, horizon: Swift.max(end, 0), maxSteps: maxSteps)
            integrated = motion
            statistics = motion.statistics
            if case .fixed = method {
                // Checked up front (the step count) and counted up front: nothing can fail later.
            } else {
                // An adaptive solver can fail on the way: it is run to the end once here, in
                // constant memory, so that a failure is thrown before any frame is shown and the
                // statistics are the whole run's; the frames replay the same steps from the start.
                var dryRun = motion
                _ = try dryRun.state(at: Swift.max(end, 0))
                statistics = dryRun.statistics
            }
        }
        switch policy {
        case .fixedStep, .adaptive, .dop853:
            break
        case .substeps(_, let k):
            precondition(k >= 1, "substeps per frame must be ≥ 1")
            let frames = Double(Swift.max(clock.count - 1, 0)) * Double(k)
            if frames > Double(maxSteps) { throw .tooManySteps(t: 0, limit: maxSteps) }
        case .rebound, .pop, .reactSpring, .swiftUI:
            let steps = end / (policy == .swiftUI ? 1.0 / 300 : 0.001)
            if steps > Double(maxSteps) { throw .tooManySteps(t: 0, limit: maxSteps) }
        case .closedForm:
            break
        }
    }

    public mutating func next() -> PolicyFrame? {
        guard n < clock.count else { return nil }
        let t = clock.time(ofFrame: n)
        let dt = clock.interval(ofFrame: n)
        var shown: (x: Double, v: Double)
        switch policy {
        case .closedForm:
            let s = animation.motion.state(at: t)
            shown = (s.value, s.velocity)
        case .fixedStep, .adaptive, .dop853:
            let s: MotionState
            do { s = try integrated!.state(at: t) } catch {
                // The initialiser ran the same steps to the end without failing.
                preconditionFailure("PolicyStepper: the replay of a completed integration failed: \(error)")
            }
            shown = (s.value, s.velocity)
        case .substeps(let m, let k):
            if dt > 0 {
                let h = dt / Double(k)
                for j in 0..<k { (x, v) = m.step(system, t: lastTime + Double(j) * h, x: x, v: v, h: h) }
                statistics.steps += k
                statistics.evaluations += k * m.evaluationsPerStep
            }
            shown = (x, v)
        case .rebound:
            shown = advanceRebound(by: dt)
        case .pop:
            shown = advancePop(by: dt)
        case .swiftUI:
            accumulator += dt
            let h = 1.0 / 300
            while accumulator >= h {
                accumulator -= h
                (x, v) = SemiImplicitEuler.step(system, t: 0, x: x, v: v, h: h)
                statistics.steps += 1
                statistics.evaluations += 1
            }
            shown = (x, v)
        case .reactSpring:
            if dt > 0 {
                let steps = Int((dt / 0.001).rounded(.up))
                for _ in 0..<steps { (x, v) = SemiImplicitEuler.step(system, t: 0, x: x, v: v, h: 0.001) }
                statistics.steps += steps
                statistics.evaluations += steps
            }
            shown = (x, v)
        }
        let frame = PolicyFrame(frame: n, time: t, value: animation.to + shown.x, velocity: shown.v)
        lastTime = t
        n += 1
        return frame
    }

    /// rebound's `Spring.advance`: in absolute position p with end value e,
    /// a = k·(e − p) − c·v (mass 1; a spring of mass m is stepped as k/m, c/m).
    private mutating func advanceRebound(by dt: Double) -> (x: Double, v: Double) {
        let k = system.stiffnessPerMass, c = system.dampingPerMass, end = animation.to, h = 0.001
        var pos = end + x, vel = v
        accumulator += Swift.min(dt, 0.064)
        while accumulator >= h {
            accumulator -= h
            if accumulator < h { previous = (pos, vel) }
            let av = vel, aa = k * (end - tempPosition) - c * vel
            var tp = pos + av * h * 0.5, tv = vel + aa * h * 0.5
            let bv = tv, ba = k * (end - tp) - c * tv
            tp = pos + bv * h * 0.5; tv = vel + ba * h * 0.5
            let cv = tv, ca = k * (end - tp) - c * tv
            tp = pos + cv * h; tv = vel + ca * h
            let dv = tv, da = k * (end - tp) - c * tv
            tempPosition = tp
            pos += h * (av + 2 * (bv + cv) + dv) / 6
            vel += h * (aa + 2 * (ba + ca) + da) / 6
            statistics.steps += 1
            statistics.evaluations += 4
        }
        if accumulator > 0 {
            let alpha = accumulator / h
            pos = pos * alpha + previous.x * (1 - alpha)
            vel = vel * alpha + previous.v * (1 - alpha)
        }
        x = pos - end
        v = vel
        return (x, v)
    }

    /// pop's `POPSpringSolver.advance`: RK4 at 1 ms on the displacement, the shown state
    /// interpolated between the previous and current 1 ms states by the leftover time.
    private mutating func advancePop(by dt: Double) -> (x: Double, v: Double) {
        let h = 0.001
        guard dt <= 30 else { return (x, v) }  // pop stops the animation for dt > 30 s
        accumulator += dt
        while accumulator >= h {
            previous = (x, v)
            let y = RungeKutta4.step(FirstOrderForm(system), t: 0, y: SIMD2(x, v), h: h)
            (x, v) = (y[0], y[1])
            accumulator -= h
            statistics.steps += 1
            statistics.evaluations += 4
        }
        let alpha = accumulator / h
        return (previous.x + alpha * (x - previous.x), previous.v + alpha * (v - previous.v))
    }
}
