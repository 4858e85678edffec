import NumericsCore

/// The motion of a `SecondOrderSystem` computed by an integrator over [0, horizon], as a
/// ``Simulation`` interchangeable with the closed form.
///
/// Fixed-step methods store the state at every step tₖ = k·h and answer a time between steps
/// with one partial step of the same method from tₖ (so the values are exactly what that
/// method produces). Dormand–Prince and DOP853 store their dense segments and answer any time
/// from the continuous extension (order 4 and 7): frames at arbitrary times cost no extra steps.
///
/// Memory grows with the horizon (16 bytes a fixed step, one dense segment an adaptive step);
/// states wanted at non-decreasing times — a frame table — come bit for bit the same from
/// ``ForwardIntegration`` in constant memory.
///
/// With `stopsAtRest`, the motion ends where the velocity first reaches zero (located on the
/// dense output by a bracketed root) and stays there — for friction, where static friction
/// holds the body.
public struct IntegratedMotion<System: SecondOrderSystem>: Simulation {
    /// How to integrate.
    public enum Method: Sendable, Hashable {
        /// A fixed-step method with step h.
        case fixed(FixedStepMethod, step: Double)
        /// Dormand–Prince 5(4) with rtol = atol = tolerance.
        case adaptive(tolerance: Double)
        /// DOP853 (8th order, order-7 dense output) with rtol = atol = tolerance.
        case dop853(tolerance: Double)
    }

    public let system: System
    public let initialState: MotionState
    public let method: Method
    public let horizon: Double
    /// Work done to build the motion.
    public private(set) var statistics = IntegrationStatistics()
    /// The rest time when `stopsAtRest` found one, else nil.
    public private(set) var restTime: Double?

    private var grid: [SIMD2<Double>] = []
    private var segments: [DormandPrince<FirstOrderForm<System>>.DenseSegment] = []
    private var segments853: [DOP853<FirstOrderForm<System>>.DenseSegment] = []
    private var stepSize = 0.0
    private var restState: SIMD2<Double>?

    /// Integrates from (x₀, v₀) at t = 0 to `horizon`.
    ///
    /// - Throws: `IntegrationFailure` when the adaptive solver cannot proceed, or a
    ///   `maxSteps` overrun for fixed steps.
    public init(
        system: System, position x0: Double, velocity v0: Double, method: Method, horizon: Double,
        maxSteps: Int = 10_000_000, stopsAtRest: Bool = false
    ) throws(IntegrationFailure) {
        let plan = try method.plan(horizon: horizon, maxSteps: maxSteps, for: "IntegratedMotion")
        self.system = system
        self.initialState = MotionState(value: x0, velocity: v0)
        self.method = method
        self.horizon = horizon
        switch plan {
        case .fixed(let m, let h, let n):
            stepSize = h
            var (x, v) = (x0, v0)
            grid.reserveCapacity(n + 1)
            grid.append(SIMD2(x, v))
            for k in 0..<n {
                let t = Double(k) * h
                let next = m.step(system, t: t, x: x, v: v, h: h)
                if stopsAtRest && restTime == nil && (next.v == 0 || (next.v > 0) != (v > 0)) && v != 0 {
                    restTime = t + h * v / (v - next.v)  // linear estimate within the step
                    restState = SIMD2(next.x, 0)
                }
                (x, v) = restTime == nil ? next : (x, v)
                grid.append(SIMD2(x, v))
            }
            statistics.steps = n
            statistics.evaluations = n * m.evaluationsPerStep
        case .adaptive(let options, let dop853):
            let rest: (time: Double, state: SIMD2<Double>)?
            if dop853 {
                var solver = DOP853(system: FirstOrderForm(system), t0: 0, y0: SIMD2(x0, v0), options: options)
                (segments853, rest) = try solver.segments(to: horizon, v0: v0, stopsAtRest: stopsAtRest)
                statistics = solver.statistics
            } else {
                var solver = DormandPrince(system: FirstOrderForm(system), t0: 0, y0: SIMD2(x0, v0), options: options)
                (segments, rest) = try solver.segments(to: horizon, v0: v0, stopsAtRest: stopsAtRest)
                statistics = solver.statistics
            }
            (restTime, restState) = (rest?.time, rest?.state)
        }
    }

    /// (x, v) at time t ∈ [0, horizon].
    public func state(at t: Double) -> MotionState {
        precondition(t >= 0 && t <= horizon * (1 + 1e-15) + 1e-300, "IntegratedMotion: t = \(t) outside [0, \(horizon)]")
        if let rest = restTime, t >= rest, let s = restState { return MotionState(value: s[0], velocity: 0) }
        if !grid.isEmpty {
            let k = min(Int((t / stepSize).rounded(.down)), grid.count - 1)
            let tk = Double(k) * stepSize
            let s = grid[k]
            if t == tk { return MotionState(value: s[0], velocity: s[1]) }
            guard case .fixed(let m, _) = method else { fatalError() }
            let r = m.step(system, t: tk, x: s[0], v: s[1], h: t - tk)
            return MotionState(value: r.x, velocity: r.v)
        }
        // Binary search for the segment containing t.
        func search(_ count: Int, _ t0: (Int) -> Double) -> Int {
            var lo = 0, hi = count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if t0(mid) <= t { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
        let y: SIMD2<Double>
        if !segments.isEmpty {
            y = segments[search(segments.count) { segments[$0].t0 }].state(at: t)
        } else if !segments853.isEmpty {
            y = segments853[search(segments853.count) { segments853[$0].t0 }].state(at: t)
        } else {
            return initialState
        }
        return MotionState(value: y[0], velocity: y[1])
    }

    public func value(at t: Double) -> Double { state(at: t).value }
    public func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// The accepted step boundaries (adaptive) or the grid times (fixed).
    public var stepTimes: [Double] {
        if !grid.isEmpty { return (0..<grid.count).map { Double($0) * stepSize } }
        if !segments853.isEmpty { return segments853.map(\.t0) + [segments853[segments853.count - 1].t1] }
        return segments.map(\.t0) + (segments.last.map { [$0.t1] } ?? [])
    }
}

extension IntegratedMotion.Method {
    /// What a method takes over [0, horizon], checked once for ``IntegratedMotion`` and
    /// ``ForwardIntegration``: a fixed step with its number of steps, or an adaptive solver's
    /// options (rtol = atol = the tolerance).
    enum Plan {
        case fixed(FixedStepMethod, step: Double, count: Int)
        case adaptive(DormandPrince<FirstOrderForm<System>>.Options, dop853: Bool)
    }

    /// The plan over [0, horizon]; `caller` names the type in a failed precondition.
    /// - Throws: `IntegrationFailure.tooManySteps` when a fixed step would take more than
    ///   `maxSteps` steps to the horizon.
    func plan(horizon: Double, maxSteps: Int, for caller: String) throws(IntegrationFailure) -> Plan {
        precondition(horizon >= 0 && horizon.isFinite, "\(caller): horizon must be finite and ≥ 0")
        switch self {
        case .fixed(let m, let h):
            precondition(h > 0 && h.isFinite, "\(caller): step must be finite and > 0")
            let n = (horizon / h).rounded(.up)
            guard n <= Double(maxSteps) else { throw .tooManySteps(t: 0, limit: maxSteps) }
            return .fixed(m, step: h, count: Int(n))
        case .adaptive(let tol), .dop853(let tol):
            precondition(tol > 0 && tol.isFinite, "\(caller): tolerance must be finite and > 0")
            let options = DormandPrince<FirstOrderForm<System>>.Options(relativeTolerance: tol, absoluteTolerance: tol, maxSteps: maxSteps)
            if case .dop853 = self { return .adaptive(options, dop853: true) }
            return .adaptive(options, dop853: false)
        }
    }
}
