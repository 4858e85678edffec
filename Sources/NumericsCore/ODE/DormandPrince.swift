import RealModule

// Implementation goals, in order of priority:
//  1. The textbook method: Dormand & Prince (1980) 5(4) tableau, FSAL, local extrapolation
//     (the 5th-order solution is propagated), Hairer's PI step-size controller and initial
//     step selection (Hairer, Nørsett & Wanner, "Solving ODEs I", §II.4 and the DOPRI5 code),
//     and its order-4 continuous extension for dense output.
//  2. No allocation per step: stages live in SIMD registers; a dense segment is a value.
//  3. Honest failure: a step size below `minStep` or more than `maxSteps` steps is an error,
//     not a silent wrong answer.

/// Dormand–Prince 5(4), adaptive, with dense output.
///
/// Order 5 (error estimate of order 4); 6 evaluations per accepted step (the 7th stage is
/// the next step's first, FSAL), 6 per rejected step. Stability region reaches |hλ| ≈ 3.3 on
/// the negative real axis; not for stiff problems.
///
/// Error control: a step is accepted when ‖e‖ ≤ 1 with eᵢ = errᵢ / (atol + rtol·max(|y₀ᵢ|,
/// |y₁ᵢ|)) and Hairer's RMS norm ‖e‖ = √(Σeᵢ²/n) (as DOPRI5 and SciPy; Boost.Odeint uses the
/// max norm with a dt·|f| term in the weights). The next step is
/// h·clamp(0.9·‖e‖^(−0.17)·‖e_prev‖^(0.04), 0.2, 10) (PI control, β = 0.04), never growing
/// right after a rejection. Global error is not bounded by the tolerance in general; on the
/// damped springs of the tests it stays within 10× of it from 1e-3 to 1e-12.
public struct DormandPrince<System: ODESystem>: Sendable {
    public typealias State = System.State
    @usableFromInline typealias Control = AdaptiveStepControl<System>

    /// Tolerances and step limits.
    public struct Options: Sendable, Hashable {
        public var relativeTolerance: Double
        public var absoluteTolerance: Double
        /// First step; `nil` selects it automatically (Hairer's `hinit`).
        public var initialStep: Double?
        public var minStep: Double
        public var maxStep: Double
        public var maxSteps: Int

        @inlinable
        public init(
            relativeTolerance: Double = 1e-6, absoluteTolerance: Double = 1e-6, initialStep: Double? = nil,
            minStep: Double = 0, maxStep: Double = .infinity, maxSteps: Int = 1_000_000
        ) {
            self.relativeTolerance = relativeTolerance
            self.absoluteTolerance = absoluteTolerance
            self.initialStep = initialStep
            self.minStep = minStep
            self.maxStep = maxStep
            self.maxSteps = maxSteps
        }
    }

    /// The continuous extension over one accepted step [t₀, t₀ + h]: order 4, exact at both
    /// ends (it interpolates y₀, y₁ and the derivatives f₀, f₁).
    public struct DenseSegment: Sendable {
        public let t0: Double
        public let h: Double
        /// The step's end time and state, returned exactly at t = t1.
        public let t1: Double
        public let y1: State
        @usableFromInline let r1, r2, r3, r4, r5: State

        @usableFromInline
        init(t0: Double, h: Double, t1: Double, y1: State, r1: State, r2: State, r3: State, r4: State, r5: State) {
            (self.t0, self.h, self.t1, self.y1) = (t0, h, t1, y1)
            (self.r1, self.r2, self.r3, self.r4, self.r5) = (r1, r2, r3, r4, r5)
        }

        /// The solution at t ∈ [t₀, t₁] (extrapolates outside); exactly y₀ at t₀ and the
        /// stepped y₁ at t₁.
        @inlinable
        public func state(at t: Double) -> State {
            if t == t1 { return y1 }
            let theta = (t - t0) / h
            let theta1 = 1 - theta
            return r1 + theta * (r2 + theta1 * (r3 + theta * (r4 + theta1 * r5)))
        }
    }

    public let system: System
    public let options: Options
    /// Current time (the end of the last accepted step).
    public var t: Double { _t }
    /// Current state.
    public var y: State { _y }
    /// The step size the controller proposes next.
    public var proposedStep: Double { _h }
    /// Steps, rejections and evaluations so far.
    public var statistics: IntegrationStatistics { _statistics }

    @usableFromInline var _t: Double
    @usableFromInline var _y: State
    /// f(t, y), reused as the next step's first stage (FSAL).
    @usableFromInline var f0: State
    @usableFromInline var _h: Double
    /// ln of the last accepted step's error (at least 1e-4), for the PI controller's I term.
    @usableFromInline var logPreviousError = logMinimumError
    @usableFromInline static var logMinimumError: Double { -9.210_340_371_976_182 }  // ln 1e-4
    @usableFromInline var lastRejected = false
    @usableFromInline var _statistics = IntegrationStatistics()

    /// Starts at (t₀, y₀); the first step is chosen by Hairer's rule unless given.
    public init(system: System, t0: Double, y0: State, options: Options = Options()) {
        self.system = system
        self.options = options
        self._t = t0
        self._y = y0
        self.f0 = system.derivative(at: t0, y0)
        let first = Control.firstStep(system, t0: t0, y0: y0, f0: f0, options: options, exponent: 0.2)
        _h = first.h
        _statistics.evaluations = 1 + first.evaluations
    }

    /// The seven stages of one step from (t, y) with first stage k1 = f(t, y).
    @inlinable @inline(__always)
    static func stages(
        _ system: System, t: Double, y: State, f0 k1: State, h: Double
    )
        -> (y1: State, k2: State, k3: State, k4: State, k5: State, k6: State, k7: State)
    {
        typealias T = DormandPrinceTableau
        let k2 = system.derivative(at: t + T.c2 * h, y + (h * T.a21) * k1)
        var acc: State = T.a31 * k1
        acc += T.a32 * k2
        let k3 = system.derivative(at: t + T.c3 * h, y + h * acc)
        acc = T.a41 * k1
        acc += T.a42 * k2
        acc += T.a43 * k3
        let k4 = system.derivative(at: t + T.c4 * h, y + h * acc)
        acc = T.a51 * k1
        acc += T.a52 * k2
        acc += T.a53 * k3
        acc += T.a54 * k4
        let k5 = system.derivative(at: t + T.c5 * h, y + h * acc)
        acc = T.a61 * k1
        acc += T.a62 * k2
        acc += T.a63 * k3
        acc += T.a64 * k4
        acc += T.a65 * k5
        let k6 = system.derivative(at: t + h, y + h * acc)
        acc = T.b1 * k1
        acc += T.b3 * k3
        acc += T.b4 * k4
        acc += T.b5 * k5
        acc += T.b6 * k6
        let y1 = y + h * acc
        let k7 = system.derivative(at: t + h, y1)
        return (y1, k2, k3, k4, k5, k6, k7)
    }

    /// h·(w₁k₁ + w₃k₃ + … + w₇k₇): the shape shared by the error estimate and the dense
    /// coefficient.
    @inlinable @inline(__always)
    static func combination(
        h: Double, _ w: (Double, Double, Double, Double, Double, Double),
        _ k1: State, _ k3: State, _ k4: State, _ k5: State, _ k6: State, _ k7: State
    ) -> State {
        var sum: State = w.0 * k1
        sum += w.1 * k3
        sum += w.2 * k4
        sum += w.3 * k5
        sum += w.4 * k6
        sum += w.5 * k7
        return h * sum
    }

    /// h·Σ eᵢkᵢ: the difference between the 5th- and 4th-order solutions.
    @inlinable @inline(__always)
    static func errorEstimate(h: Double, _ k1: State, _ k3: State, _ k4: State, _ k5: State, _ k6: State, _ k7: State) -> State {
        typealias T = DormandPrinceTableau
        return combination(h: h, (T.e1, T.e3, T.e4, T.e5, T.e6, T.e7), k1, k3, k4, k5, k6, k7)
    }

    /// h·Σ dᵢkᵢ: the last coefficient of the continuous extension (Hairer's CONTD5).
    @inlinable @inline(__always)
    static func denseCoefficient(h: Double, _ k1: State, _ k3: State, _ k4: State, _ k5: State, _ k6: State, _ k7: State) -> State {
        typealias T = DormandPrinceTableau
        return combination(h: h, (T.d1, T.d3, T.d4, T.d5, T.d6, T.d7), k1, k3, k4, k5, k6, k7)
    }

    /// One fixed step of the 5th-order solution (no error control): for convergence studies
    /// and fixed-step policies. 7 evaluations.
    @inlinable
    public static func fixedStep(_ system: System, t: Double, y: State, h: Double) -> State {
        stages(system, t: t, y: y, f0: system.derivative(at: t, y), h: h).y1
    }

    /// Takes one accepted step (retrying with smaller steps as the controller asks), never
    /// past `limit`, and returns its dense segment.
    @inlinable @inline(__always)
    public mutating func step(limit: Double) throws(IntegrationFailure) -> DenseSegment {
        precondition(limit > t, "DormandPrince.step: limit must lie ahead of t")
        while true {
            let h = try Control.trialStep(proposed: _h, t: t, limit: limit, options: options, statistics: _statistics)
            let s = Self.stages(system, t: t, y: y, f0: f0, h: h)
            _statistics.evaluations += 6
            let errorVector = Self.errorEstimate(h: h, f0, s.k3, s.k4, s.k5, s.k6, s.k7)
            // ‖e‖² (the square root is folded into the logarithm below).
            let err2 = Control.meanSquare(errorVector / Control.errorWeights(y, s.y1, options))
            guard err2.isFinite else {
                if !s.y1.isFinite { throw .nonFinite(t: t) }
                _h = 0.2 * h
                _statistics.rejectedSteps += 1
                lastRejected = true
                continue
            }
            // PI controller (Hairer's DOPRI5: β = 0.04, safety 0.9, h_new ∈ [0.2h, 10h]):
            // h_new = 0.9·h·err^(−0.17)·err_prev^(0.04), from one log and one exp, multiplied
            // rather than divided — this sits on the critical path into the next step.
            let logError = 0.5 * Double.log(max(err2, 1e-300))
            if err2 <= 1 {
                let gain = 0.9 * Double.exp(0.04 * logPreviousError - 0.17 * logError)
                var hNew = h * min(10, max(0.2, gain))
                if lastRejected { hNew = min(hNew, h) }
                logPreviousError = max(logError, Self.logMinimumError)
                lastRejected = false
                // Dense output coefficients (Hairer's CONTD5).
                let dy = s.y1 - y
                let bspl = h * f0 - dy
                let r5 = Self.denseCoefficient(h: h, f0, s.k3, s.k4, s.k5, s.k6, s.k7)
                let tNext = (limit - (t + h)) <= 0 ? limit : t + h
                let segment = DenseSegment(t0: t, h: h, t1: tNext, y1: s.y1, r1: y, r2: dy, r3: bspl, r4: dy - h * s.k7 - bspl, r5: r5)
                _t = tNext
                _y = s.y1
                f0 = s.k7
                _h = hNew
                _statistics.steps += 1
                return segment
            } else {
                _h = h * max(0.2, 0.9 * Double.exp(-0.17 * logError))
                _statistics.rejectedSteps += 1
                lastRejected = true
            }
        }
    }

    /// Integrates to `tEnd`, calling `body` with every accepted step's dense segment.
    @inlinable
    public mutating func integrate(to tEnd: Double, _ body: (DenseSegment) -> Void = { _ in }) throws(IntegrationFailure) {
        while t < tEnd { body(try step(limit: tEnd)) }
    }
}

extension SIMD where Scalar == Double {
    @inlinable var isFinite: Bool { indices.allSatisfy { self[$0].isFinite } }
}

/// The Dormand–Prince 5(4) tableau (Dormand & Prince 1980), its error weights e = b − b̂ and
/// Hairer's dense-output weights d (CONTD5).
public enum DormandPrinceTableau {
    public static let c2 = 1.0 / 5, c3 = 3.0 / 10, c4 = 4.0 / 5, c5 = 8.0 / 9
    public static let a21 = 1.0 / 5
    public static let a31 = 3.0 / 40, a32 = 9.0 / 40
    public static let a41 = 44.0 / 45, a42 = -56.0 / 15, a43 = 32.0 / 9
    public static let a51 = 19372.0 / 6561, a52 = -25360.0 / 2187, a53 = 64448.0 / 6561, a54 = -212.0 / 729
    public static let a61 = 9017.0 / 3168, a62 = -355.0 / 33, a63 = 46732.0 / 5247, a64 = 49.0 / 176, a65 = -5103.0 / 18656
    public static let b1 = 35.0 / 384, b3 = 500.0 / 1113, b4 = 125.0 / 192, b5 = -2187.0 / 6784, b6 = 11.0 / 84
    public static let e1 = 71.0 / 57600, e3 = -71.0 / 16695, e4 = 71.0 / 1920, e5 = -17253.0 / 339200, e6 = 22.0 / 525, e7 = -1.0 / 40
    public static let d1 = -12715105075.0 / 11282082432, d3 = 87487479700.0 / 32700410799, d4 = -10690763975.0 / 1880347072
    public static let d5 = 701980252875.0 / 199316789632, d6 = -1453857185.0 / 822651844, d7 = 69997945.0 / 29380423
}

/// Why the integration stopped early.
public enum IntegrationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    case stepTooSmall(t: Double, h: Double)
    case tooManySteps(t: Double, limit: Int)
    case nonFinite(t: Double)

    public var description: String {
        switch self {
        case .stepTooSmall(let t, let h): return "step size \(h) fell below the minimum at t = \(t)"
        case .tooManySteps(let t, let n): return "more than \(n) steps before t = \(t) (raise the step limit)"
        case .nonFinite(let t): return "the solution became non-finite at t = \(t)"
        }
    }
}
