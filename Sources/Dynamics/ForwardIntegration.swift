import NumericsCore

/// ``IntegratedMotion`` read forward: states at non-decreasing times, integrated step by step
/// as the times advance, holding the current step (fixed methods) or the current dense segment
/// (Dormand–Prince, DOP853) instead of every one. A frame table of any length is written in
/// bounded memory this way, where `IntegratedMotion` stores 16 bytes per fixed step (267 MB for
/// a 10⁶-frame table at 60 Hz and 1 ms steps) or one dense segment per adaptive step.
///
/// Every state is bit for bit `IntegratedMotion(system:position:velocity:method:horizon:)`'s
/// `state(at:)` at the same time: the same steps in the same order, the same grid index or
/// segment chosen for each time (tested).
public struct ForwardIntegration<System: SecondOrderSystem> {
    public let system: System
    public let initialState: MotionState
    public let method: IntegratedMotion<System>.Method
    public let horizon: Double

    private enum Progress {
        /// Grid point k = `index` of n (t_k = k·h) and the state there.
        case fixed(FixedStepMethod, step: Double, count: Int, index: Int, state: SIMD2<Double>)
        case adaptive(DormandPrince<FirstOrderForm<System>>, DormandPrince<FirstOrderForm<System>>.DenseSegment?)
        case dop853(DOP853<FirstOrderForm<System>>, DOP853<FirstOrderForm<System>>.DenseSegment?)
    }

    private var progress: Progress
    private var lastTime = 0.0

    /// The work done so far: for a fixed step, every step to the horizon (counted up front, as
    /// `IntegratedMotion` does); for the adaptive methods, the steps taken up to the latest
    /// time asked for (the horizon's: `IntegratedMotion`'s statistics).
    public var statistics: IntegrationStatistics {
        switch progress {
        case .fixed(let m, _, let n, _, _):
            var s = IntegrationStatistics()
            s.steps = n
            s.evaluations = n * m.evaluationsPerStep
            return s
        case .adaptive(let solver, _): return solver.statistics
        case .dop853(let solver, _): return solver.statistics
        }
    }

    /// Prepares the integration from (x₀, v₀) at t = 0 over [0, horizon]; nothing is integrated
    /// until a state is asked for.
    /// - Throws: `IntegrationFailure.tooManySteps` when a fixed step would take more than
    ///   `maxSteps` steps to the horizon (the adaptive methods' failures come from
    ///   ``state(at:)``).
    public init(
        system: System, position x0: Double, velocity v0: Double, method: IntegratedMotion<System>.Method, horizon: Double,
        maxSteps: Int = 10_000_000
    ) throws(IntegrationFailure) {
        let plan = try method.plan(horizon: horizon, maxSteps: maxSteps, for: "ForwardIntegration")
        self.system = system
        self.initialState = MotionState(value: x0, velocity: v0)
        self.method = method
        self.horizon = horizon
        switch plan {
        case .fixed(let m, let h, let n):
            progress = .fixed(m, step: h, count: n, index: 0, state: SIMD2(x0, v0))
        case .adaptive(let options, dop853: true):
            progress = .dop853(DOP853(system: FirstOrderForm(system), t0: 0, y0: SIMD2(x0, v0), options: options), nil)
        case .adaptive(let options, dop853: false):
            progress = .adaptive(DormandPrince(system: FirstOrderForm(system), t0: 0, y0: SIMD2(x0, v0), options: options), nil)
        }
    }

    /// (x, v) at `t` ∈ [0, horizon], t not before the previous call's time.
    /// - Throws: the adaptive solver's failure on the way to `t`.
    public mutating func state(at t: Double) throws(IntegrationFailure) -> MotionState {
        precondition(t >= 0 && t <= horizon * (1 + 1e-15) + 1e-300, "ForwardIntegration: t = \(t) outside [0, \(horizon)]")
        precondition(t >= lastTime, "ForwardIntegration: times must not decrease (\(t) after \(lastTime))")
        lastTime = t
        switch progress {
        case .fixed(let m, let h, let n, var k, var s):
            // IntegratedMotion's grid index: min(⌊t/h⌋, n), reached by the same steps.
            let target = min(Int((t / h).rounded(.down)), n)
            while k < target {
                let next = m.step(system, t: Double(k) * h, x: s[0], v: s[1], h: h)
                s = SIMD2(next.x, next.v)
                k += 1
            }
            progress = .fixed(m, step: h, count: n, index: k, state: s)
            let tk = Double(k) * h
            if t == tk { return MotionState(value: s[0], velocity: s[1]) }
            let r = m.step(system, t: tk, x: s[0], v: s[1], h: t - tk)
            return MotionState(value: r.x, velocity: r.v)
        case .adaptive(var solver, var segment):
            // IntegratedMotion's segment: the last whose start is ≤ t (the first when none is).
            progress = .adaptive(solver, nil)  // no second reference while the solver steps
            try solver.advance(&segment, toward: t, horizon: horizon)
            progress = .adaptive(solver, segment)
            return segment.map { Self.state($0.state(at: t)) } ?? initialState
        case .dop853(var solver, var segment):
            progress = .dop853(solver, nil)
            try solver.advance(&segment, toward: t, horizon: horizon)
            progress = .dop853(solver, segment)
            return segment.map { Self.state($0.state(at: t)) } ?? initialState
        }
    }

    private static func state(_ y: SIMD2<Double>) -> MotionState { MotionState(value: y[0], velocity: y[1]) }
}
