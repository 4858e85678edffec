// Implementation goals, in order of priority:
//  1. Accuracy in every regime: relative error near 1e-14 of the state's scale for ζ = 0,
//     ζ ≪ 1, ζ = 1 ± 1e-9, ζ = 1 exactly, ζ ≫ 1 over long times, stiffness 1e-4 … 1e8.
//  2. Continuity in ζ: one underdamped and one overdamped formula that both tend to the
//     critical solution, with no cancellation on either side of ζ = 1 (no 1/(r₁ − r₂)).
//  3. No overflow for large ζ·t: every exponential is of a non-positive argument for t ≥ 0.
//  4. Speed: one exp and one sincos (underdamped), or one exp and one exp/expm1
//     (overdamped) per sample, coefficients precomputed.
import NumericsCore
import RealModule

/// The closed-form motion of a ``Spring`` released from displacement `x₀` with velocity
/// `v₀` (displacement measured from the rest position, velocity in units per second).
///
/// With α = ζω₀ every solution of m·x″ + c·x′ + k·x = 0 is written as
///
///     y(t) = e(t) · ( y₀·C(t) + K_y·S(t) )
///
/// for y ∈ {x, v, a}, where, for ζ < 1 (ω_d = ω₀√(1−ζ²)):
///
///     e = exp(−αt),  C = cos(ω_d t),  S = sin(ω_d t)/ω_d
///     K_x = v₀ + αx₀,  K_v = −αv₀ − ω₀²x₀,  K_a = −αa₀ − ω₀²v₀
///
/// and, for ζ ≥ 1 (μ = ω₀√(ζ²−1), slow root r₁ = −ω₀/(ζ + √(ζ²−1)) = −α + μ,
/// fast root r₂ = −α − μ):
///
///     e = exp(r₁t),  C = exp(−2μt),  S = (1 − exp(−2μt))/(2μ)  (→ t as μ → 0)
///     K_x = v₀ − r₂x₀,  K_v = r₁·K_x,  K_a = r₁²·K_x
///
/// Both families tend to the critical solution e^{−ω₀t}(x₀ + (v₀ + ω₀x₀)t) as ζ → 1, and
/// the overdamped one factors out the slow mode, so heavy overdamping (ζ = 50) loses no
/// digits to the 1 − ζ/√(ζ²−1) cancellation of the textbook form, and the acceleration is
/// not computed as the difference −2αv − ω₀²x of two nearly equal terms.
///
/// ## Error bounds
/// For t ≥ 0, with u = 2⁻⁵³ and the scale σ(t) = √(x² + (v/ω₀)²) of the exact state:
///
///     ζ < 1:  |x̂ − x| ≤ 8u·σ(t),                 |v̂ − v| ≤ 8u·ω₀σ(t)
///     ζ ≥ 1:  |x̂ − x| ≤ (8 + 4|r₁|t)·u·σ(t),     |v̂ − v| ≤ (8 + 4|r₁|t)·u·ω₀σ(t)
///
/// In the underdamped case ω_d = √(4km − c²)/(2m) is formed in double-double from the exact
/// inputs and the phase ω_d·t and decay α·t carry their rounding errors (FMA), so the error
/// does not grow with the number of oscillations; what remains is libm's exp/sin/cos. In the
/// overdamped case the slow-root argument r₁·t is rounded once (|r₁|t·u). Measured against
/// 32-digit mpmath references in `Tests/DynamicsTests` (README accuracy table): ≤ 2.5e-15 of σ
/// for the value and ≤ 1.5e-14 of ω₀σ (ω₀²σ) for velocity (acceleration) on every case,
/// ≤ 2.3e-16 on every underdamped one.
public struct SpringMotion: Simulation, Hashable {
    /// The spring.
    public let spring: Spring
    /// Displacement and velocity at t = 0.
    public let initialState: MotionState

    // Per-regime constants (see the type's documentation).
    @usableFromInline let underdamped: Bool
    @usableFromInline let alpha: Double  // ζω₀
    @usableFromInline let omega0Squared: Double
    @usableFromInline let omegaD: Double  // ω_d (ζ < 1), and its rounding error below
    @usableFromInline let omegaDLow: Double
    @usableFromInline let inverseOmegaD: Double  // 1/ω_d (0 when ω_d = 0)
    @usableFromInline let alphaSplit: (hi: Double, lo: Double)  // Veltkamp halves of −α
    @usableFromInline let omegaDSplit: (hi: Double, lo: Double)  // and of ω_d
    @usableFromInline let alphaLow: Double  // rounding error of α = c/(2m)
    @usableFromInline let mu: Double  // μ (ζ ≥ 1)
    @usableFromInline let slowRoot: Double  // r₁ (ζ ≥ 1)
    @usableFromInline let fastRoot: Double  // r₂ (ζ ≥ 1)
    @usableFromInline let x0, v0, a0: Double
    @usableFromInline let kx, kv, ka: Double

    /// The motion of `spring` from displacement `x0` with velocity `v0`.
    public init(spring: Spring, displacement x0: Double, velocity v0: Double) {
        precondition(x0.isFinite && v0.isFinite, "SpringMotion: initial state must be finite")
        self.spring = spring
        self.initialState = MotionState(value: x0, velocity: v0)
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let w2 = k / m
        let w0 = w2.squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let alpha = c / (2 * m)
        let a0 = -(c * v0 + k * x0) / m
        self.omega0Squared = w2
        self.alpha = alpha
        self.alphaLow = c.addingProduct(-alpha, 2 * m) / (2 * m)
        self.alphaSplit = ErrorFree.split(-alpha)
        self.x0 = x0
        self.v0 = v0
        self.a0 = a0
        if zeta < 1 {
            underdamped = true
            // ω_d = √(4km − c²)/(2m) in double-double: 4km − c² from exact products, so the
            // phase ω_d·t keeps full accuracy over hundreds of radians and near ζ = 1.
            let p1 = ErrorFree.product(4 * k, m), p2 = ErrorFree.product(c, c)
            let d = ErrorFree.sum(p1.p, -p2.p)
            let disc = ErrorFree.sum(d.s, d.e + p1.e - p2.e)
            if disc.s > 0 {
                let root = ErrorFree.squareRoot(disc.s, disc.e)
                let hi = root.hi / (2 * m)
                omegaD = hi
                omegaDLow = (root.hi.addingProduct(-hi, 2 * m) + root.lo) / (2 * m)
            } else {
                omegaD = w0 * ((1 - zeta) * (1 + zeta)).squareRoot()
                omegaDLow = 0
            }
            inverseOmegaD = omegaD > 0 ? 1 / omegaD : 0
            omegaDSplit = ErrorFree.split(omegaD)
            mu = 0
            slowRoot = -alpha
            fastRoot = -alpha
            kx = v0 + alpha * x0
            kv = -alpha * v0 - w2 * x0
            ka = -alpha * a0 - w2 * v0
        } else {
            underdamped = false
            omegaD = 0
            omegaDLow = 0
            inverseOmegaD = 0
            omegaDSplit = (0, 0)
            // √(ζ² − 1) without overflow of ζ² and without cancellation near ζ = 1.
            let s = zeta < 1e150 ? ((zeta - 1) * (zeta + 1)).squareRoot() : zeta
            mu = w0 * s
            let r1 = -w0 / (zeta + s)
            let r2 = -(alpha + mu)
            slowRoot = r1
            fastRoot = r2
            kx = v0 - r2 * x0
            kv = r1 * kx
            ka = r1 * r1 * kx
        }
    }

    /// The three basis values (e, C, S) of the type's documentation at time t.
    @inlinable @inline(__always)
    func basis(_ t: Double) -> (e: Double, c: Double, s: Double) {
        if underdamped {
            // exp(−(α + α_lo)t) and the phase (ω_d + ω_d,lo)·t with their rounding errors
            // folded back in to first order (the errors are ≤ 1e-15 of the argument).
            // Dekker products with t split once: no FMA instruction needed on baseline x86-64.
            let ts = ErrorFree.split(t)
            let decay = -alpha * t
            let decayError = ErrorFree.productError(decay, alphaSplit, ts) - alphaLow * t
            let e = Double.exp(decay) * (1 + decayError)
            let phase = omegaD * t
            let dphi = ErrorFree.productError(phase, omegaDSplit, ts) + omegaDLow * t
            let (s0, c0) = sinCos(phase)
            let c = c0 - dphi * s0
            let s = omegaD > 0 ? (s0 + dphi * c0) * inverseOmegaD : t
            return (e, c, s)
        } else {
            let e = Double.exp(slowRoot * t)
            if mu == 0 { return (e, 1, t) }
            let z = -2 * mu * t
            if z < -0.693 {
                let big = Double.exp(z)
                return (e, big, (1 - big) / (2 * mu))
            }
            let em = Double.expMinusOne(z)
            return (e, 1 + em, -em / (2 * mu))
        }
    }

    /// Displacement x(t).
    @inlinable public func value(at t: Double) -> Double {
        let b = basis(t)
        return b.e * (x0 * b.c + kx * b.s)
    }

    /// Velocity x′(t).
    @inlinable public func velocity(at t: Double) -> Double {
        let b = basis(t)
        return b.e * (v0 * b.c + kv * b.s)
    }

    /// Acceleration x″(t), evaluated from its own modal expansion (not as −2αv − ω₀²x,
    /// which cancels for heavy overdamping).
    @inlinable public func acceleration(at t: Double) -> Double {
        let b = basis(t)
        return b.e * (a0 * b.c + ka * b.s)
    }

    /// Displacement and velocity at t, sharing one basis evaluation.
    @inlinable public func state(at t: Double) -> MotionState {
        let b = basis(t)
        return MotionState(value: b.e * (x0 * b.c + kx * b.s), velocity: b.e * (v0 * b.c + kv * b.s))
    }

    /// Displacement, velocity and acceleration at t, sharing one basis evaluation.
    @inlinable public func sample(at t: Double) -> (value: Double, velocity: Double, acceleration: Double) {
        let b = basis(t)
        return (b.e * (x0 * b.c + kx * b.s), b.e * (v0 * b.c + kv * b.s), b.e * (a0 * b.c + ka * b.s))
    }

    /// The motion restarted from its own state at `t`: `advanced(by: t₁).advanced(by: t₂)`
    /// equals `advanced(by: t₁ + t₂)` up to the error bound of two evaluations (the
    /// restart semigroup; property-tested).
    public func advanced(by t: Double) -> SpringMotion {
        let s = state(at: t)
        return SpringMotion(spring: spring, displacement: s.value, velocity: s.velocity)
    }

    /// The 2×2 state-transition matrix Φ(t): (x(t), v(t)) = Φ(t)·(x₀, v₀) for any start.
    /// Rows are (Φ₁₁, Φ₁₂), (Φ₂₁, Φ₂₂). Error per entry ≤ 4u of the entry's scale
    /// (e(t)·(|C| + |λ·S|)).
    public func transitionMatrix(over t: Double) -> (m11: Double, m12: Double, m21: Double, m22: Double) {
        let b = basis(t)
        // Underdamped: K_x = v₀ + αx₀, K_v = −αv₀ − ω₀²x₀.
        // Overdamped:  K_x = v₀ − r₂x₀, K_v = r₁(v₀ − r₂x₀).
        let lambda = underdamped ? alpha : -fastRoot
        let rho = underdamped ? -alpha : slowRoot
        let m21 = underdamped ? -omega0Squared * b.s : -(slowRoot * fastRoot) * b.s
        return (b.e * (b.c + lambda * b.s), b.e * b.s, b.e * m21, b.e * (b.c + rho * b.s))
    }
}

extension SpringMotion {
    /// Two motions are equal when their spring and initial state are (the rest is derived).
    public static func == (a: SpringMotion, b: SpringMotion) -> Bool {
        a.spring == b.spring && a.initialState == b.initialState
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spring)
        hasher.combine(initialState)
    }
}
