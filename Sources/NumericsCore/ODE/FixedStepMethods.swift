// The fixed-step one-step methods. Each `step` advances (t, state) by h and returns the new
// state; none allocates. Cost is counted in evaluations of f (or of the acceleration a).

/// Explicit (forward) Euler: y₁ = y₀ + h·f(t₀, y₀).
///
/// Order 1 (global error O(h)); 1 evaluation per step. Stability: for y′ = λy, |1 + hλ| ≤ 1 —
/// on an undamped oscillator (λ = ±iω) never stable: the energy grows by (1 + h²ω²) per step.
public enum ExplicitEuler {
    @inlinable @inline(__always)
    public static func step<S: ODESystem>(_ system: S, t: Double, y: S.State, h: Double) -> S.State {
        y + h * system.derivative(at: t, y)
    }
}

/// Classic fourth-order Runge–Kutta (Kutta 1901), the method pop and rebound use at 1 ms.
///
/// Order 4 (global error O(h⁴)); 4 evaluations per step. Stability region reaches |hλ| ≈ 2.8
/// on the imaginary axis (undamped oscillators are stable for hω < 2√2 but slowly lose energy,
/// O(h⁶ω⁶) per period).
public enum RungeKutta4 {
    @inlinable @inline(__always)
    public static func step<S: ODESystem>(_ system: S, t: Double, y: S.State, h: Double) -> S.State {
        let half = 0.5 * h
        let k1 = system.derivative(at: t, y)
        let k2 = system.derivative(at: t + half, y + half * k1)
        let k3 = system.derivative(at: t + half, y + half * k2)
        let k4 = system.derivative(at: t + h, y + h * k3)
        return y + (h / 6) * (k1 + 2 * (k2 + k3) + k4)
    }

    /// The same method on a second-order system in scalar form (x′ = v, v′ = a): the 1-DOF
    /// fast path, with no vector lane shuffles between the stages. A system with
    /// ``SecondOrderSystem/linearCoefficients`` (a damped spring) is stepped by
    /// ``step(damping:stiffness:x:v:h:)``.
    @inlinable @inline(__always)
    public static func step<S: SecondOrderSystem>(_ system: S, t: Double, x: Double, v: Double, h: Double) -> (x: Double, v: Double) {
        if let linear = system.linearCoefficients {
            return step(damping: linear.damping, stiffness: linear.stiffness, x: x, v: v, h: h)
        }
        let half = 0.5 * h
        let a1 = system.acceleration(at: t, position: x, velocity: v)
        let x2 = x + half * v, v2 = v + half * a1
        let a2 = system.acceleration(at: t + half, position: x2, velocity: v2)
        let x3 = x + half * v2, v3 = v + half * a2
        let a3 = system.acceleration(at: t + half, position: x3, velocity: v3)
        let x4 = x + h * v3, v4 = v + h * a3
        let a4 = system.acceleration(at: t + h, position: x4, velocity: v4)
        let sixth = h / 6
        return (x + sixth * (v + 2 * (v2 + v3) + v4), v + sixth * (a1 + 2 * (a2 + a3) + a4))
    }
}

extension RungeKutta4 {
    /// The four stages for the linear right-hand side a(x, v) = −γ·v − κ·x, with the stage
    /// factors h/2, h and h/6 folded into the coefficients:
    ///
    ///     x₂ = x + (h/2)·v,    v₂ = (v − (h/2)γ·v)  − (h/2)κ·x
    ///     x₃ = x + (h/2)·v₂,   v₃ = (v − (h/2)γ·v₂) − (h/2)κ·x₂
    ///     x₄ = x + h·v₃,       v₄ = (v − hγ·v₃)     − hκ·x₃
    ///     x₁ = x + (h/6)·(w + v₄),   v₁ = v − ((((h/6)γ·w + (h/6)κ·y) + (h/6)γ·v₄) + (h/6)κ·x₄)
    ///
    /// with w = v + 2(v₂ + v₃), y = x + 2(x₂ + x₃). This is the classic method — stage s adds
    /// c_s·h·a(x_s, v_s) to v, and the last line is v + (h/6)(a₁ + 2a₂ + 2a₃ + a₄) by
    /// linearity — with the multiplication by the stage factor taken off the chain: every link
    /// from one stage's v to the next is a multiplication and two subtractions (8 cycles on a
    /// 4-cycle multiplier and 2-cycle adder, against 12 for `v + (h/2)·a(x, v)`), and no product
    /// is paired with an addition, so no FMA is needed to get there.
    ///
    /// Error bound (u = 2⁻⁵³): the new v is one subtraction from v, so it carries one rounding at
    /// the scale of v, like the textbook form; every other term is O(h) and its roundings enter
    /// scaled by h. A step differs from the exactly evaluated RK4 step by ≤ 2u·|x| + 4u·h|v| in
    /// x and ≤ 2u·|v| + 6u·h(γ|v| + κ|x|) in v — the bound of the textbook form, not its bits.
    /// Measured (tests): over 10⁴ steps of five oscillators (ζ 0 … 3, hω up to 0.5) within
    /// 1e-13 of the amplitude of the textbook form; over the 10⁶ steps (h = 1e-5) of the
    /// ζ = 0.1 benchmark spring x(10) = 1.9369282338047304e-05, the textbook form's
    /// 1.9369282338047277e-05 and the C loop's 1.9369282338047307e-05 (3e-20 apart; the exact
    /// solution is 1.93692823380e-05).
    @inlinable @inline(__always)
    public static func step(damping g: Double, stiffness k: Double, x: Double, v: Double, h: Double) -> (x: Double, v: Double) {
        let half = 0.5 * h, sixth = h / 6
        let halfG = half * g, halfK = half * k, fullG = h * g, fullK = h * k
        let sixthG = sixth * g, sixthK = sixth * k
        let x2 = x + half * v, v2 = (v - halfG * v) - halfK * x
        let x3 = x + half * v2, v3 = (v - halfG * v2) - halfK * x2
        let x4 = x + h * v3, v4 = (v - fullG * v3) - fullK * x3
        let w = v + 2 * (v2 + v3), y = x + 2 * (x2 + x3)
        return (x + sixth * (w + v4), v - (((sixthG * w + sixthK * y) + sixthG * v4) + sixthK * x4))
    }

    /// One RK4 step of the linear oscillator x″ = −c·x′ − k·x as a 2×2 matrix: for a linear
    /// constant-coefficient system an RK4 step *is* its stability function applied to the state,
    /// R(hA) = I + hA + (hA)²/2 + (hA)³/6 + (hA)⁴/24 with A = [[0, 1], [−k, −c]] — the same
    /// method, with no dependency chain through four acceleration evaluations (the scalar
    /// ``step(_:t:x:v:h:)`` is latency-bound on it).
    ///
    /// The matrix is kept as D = R − I (its entries are O(h), so they carry every digit), and a
    /// step is x + (d₁₁x + d₁₂v), v + (d₂₁x + d₂₂v): storing R itself would round 1 + O(h²) once
    /// and repeat that bias on every step (over 10⁶ steps a relative drift of 10⁶·u ≈ 1e-10).
    ///
    /// Error bound: each dᵢⱼ within a few ulp of its exact value; a step then differs from the
    /// scalar form by rounding of the same kind (one addition to x and to v), far below RK4's own
    /// truncation error O((h‖A‖)⁵) per step. Measured over the 10⁶ steps (h = 1e-5) of the ζ = 0.1
    /// benchmark spring from x = 1: x(10) 2.7e-19 from the scalar form's (whose own error against
    /// the exact solution is 2.0e-19); over 10⁴ steps of five oscillators (ζ 0 … 3) within 1e-13
    /// of the amplitude (the tests).
    public struct LinearPropagator: Sendable, Hashable {
        public let d11: Double, d12: Double, d21: Double, d22: Double

        /// The RK4 step for x″ = −c·x′ − k·x with step h.
        public init(stiffness k: Double, damping c: Double, step h: Double) {
            // P = hA = [[0, h], [−hk, −hc]]; D = P + P²/2 + P³/6 + P⁴/24 = P(I + P/2(I + P/3(I + P/4))).
            let (p11, p12, p21, p22) = (0.0, h, -h * k, -h * c)
            func times(_ q: (Double, Double, Double, Double), _ s: Double) -> (Double, Double, Double, Double) {
                // I + (s·P)·q
                (
                    1 + s * (p11 * q.0 + p12 * q.2), s * (p11 * q.1 + p12 * q.3),
                    s * (p21 * q.0 + p22 * q.2), 1 + s * (p21 * q.1 + p22 * q.3)
                )
            }
            let inner = times(times((1, 0, 0, 1), 1.0 / 4), 1.0 / 3)
            let q = times(inner, 1.0 / 2)
            d11 = p11 * q.0 + p12 * q.2
            d12 = p11 * q.1 + p12 * q.3
            d21 = p21 * q.0 + p22 * q.2
            d22 = p21 * q.1 + p22 * q.3
        }

        /// One step: (x, v) ← (x, v) + D·(x, v).
        @inlinable @inline(__always)
        public func step(x: Double, v: Double) -> (x: Double, v: Double) { (x + (d11 * x + d12 * v), v + (d21 * x + d22 * v)) }
    }
}

/// Semi-implicit (symplectic) Euler for x″ = a(t, x, v): v₁ = v₀ + h·a(t₀, x₀, v₀), then
/// x₁ = x₀ + h·v₁ — the update react-spring uses at 1 ms.
///
/// Order 1; 1 evaluation per step. Symplectic for velocity-independent forces: on an undamped
/// oscillator (hω < 2) the energy error stays bounded (O(hω)) over any number of periods.
public enum SemiImplicitEuler {
    @inlinable @inline(__always)
    public static func step<S: SecondOrderSystem>(_ system: S, t: Double, x: Double, v: Double, h: Double) -> (x: Double, v: Double) {
        let v1 = v + h * system.acceleration(at: t, position: x, velocity: v)
        return (x + h * v1, v1)
    }
}

/// Velocity Verlet for x″ = a(t, x, v):
///
///     x₁ = x₀ + h·v₀ + h²/2·a₀
///     a₁ = a(t₁, x₁, v₀ + h·a₀)          (velocity predicted by Euler when a depends on v)
///     v₁ = v₀ + h/2·(a₀ + a₁)
///
/// Order 2; 1 new evaluation per step (a₁ is reused as the next a₀ only when the force is
/// velocity-independent, so this implementation spends 2). Symplectic and time-reversible for
/// velocity-independent forces: bounded energy error O(h²ω²) on an undamped oscillator
/// (hω < 2).
public enum VelocityVerlet {
    @inlinable @inline(__always)
    public static func step<S: SecondOrderSystem>(_ system: S, t: Double, x: Double, v: Double, h: Double) -> (x: Double, v: Double) {
        let a0 = system.acceleration(at: t, position: x, velocity: v)
        let x1 = x + h * v + 0.5 * h * h * a0
        let a1 = system.acceleration(at: t + h, position: x1, velocity: v + h * a0)
        return (x1, v + 0.5 * h * (a0 + a1))
    }
}

/// The fixed-step methods by name (the CLI's `--method`).
public enum FixedStepMethod: String, CaseIterable, Sendable {
    case euler
    case semiImplicitEuler = "semi-implicit-euler"
    case verlet
    case rk4
    /// Dormand–Prince 5(4) without step-size control (the 5th-order solution, fixed h).
    case dopri5
    /// DOP853 without step-size control (the 8th-order solution, fixed h).
    case dop853

    /// Global order of accuracy.
    public var order: Int {
        switch self {
        case .euler, .semiImplicitEuler: return 1
        case .verlet: return 2
        case .rk4: return 4
        case .dopri5: return 5
        case .dop853: return 8
        }
    }

    /// Evaluations of the right-hand side per step.
    public var evaluationsPerStep: Int {
        switch self {
        case .euler, .semiImplicitEuler: return 1
        case .verlet: return 2
        case .rk4: return 4
        case .dopri5: return 6  // FSAL: the 7th stage is the next step's first
        case .dop853: return 12  // k₁ and stages 2…12 (the FSAL stage f(t₁, y₁) is not needed)
        }
    }

    /// One step of this method on a second-order system.
    @inlinable
    public func step<S: SecondOrderSystem>(_ system: S, t: Double, x: Double, v: Double, h: Double) -> (x: Double, v: Double) {
        switch self {
        case .euler:
            let y = ExplicitEuler.step(FirstOrderForm(system), t: t, y: SIMD2(x, v), h: h)
            return (y[0], y[1])
        case .semiImplicitEuler:
            return SemiImplicitEuler.step(system, t: t, x: x, v: v, h: h)
        case .verlet:
            return VelocityVerlet.step(system, t: t, x: x, v: v, h: h)
        case .rk4:
            return RungeKutta4.step(system, t: t, x: x, v: v, h: h)
        case .dopri5:
            let y = DormandPrince.fixedStep(FirstOrderForm(system), t: t, y: SIMD2(x, v), h: h)
            return (y[0], y[1])
        case .dop853:
            let y = DOP853.fixedStep(FirstOrderForm(system), t: t, y: SIMD2(x, v), h: h)
            return (y[0], y[1])
        }
    }
}
