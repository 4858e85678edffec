// Implementation goals, in order of priority:
//  1. Accuracy in every regime: relative error near 1e-14 of the state's scale for ζ = 0,
//     ζ ≪ 1, ζ = 1 ± 1e-9, ζ = 1 exactly, ζ ≫ 1 over long times, at any magnitude of the
//     parameters (stiffness, mass, damping from subnormal to the greatest finite double).
//  2. Continuity in ζ: one underdamped and one overdamped formula that both tend to the
//     critical solution, with no cancellation on either side of ζ = 1 (no 1/(r₁ − r₂)).
//  3. No overflow and no 0·∞: ω₀, ζ, α, ω_d are formed from significands and exponents
//     apart; every coefficient is stored normalised (K/ω_d, K/(2μ)) so that no intermediate
//     exceeds the quantity it scales; every exponential has a non-positive argument for
//     t ≥ 0 and an underflowed one short-circuits to 0.
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
///     e = exp(−αt),  C = cos(ω_d t),  S = sin(ω_d t)
///     K_x = (v₀ + αx₀)/ω_d,  K_v = −(α/ω_d)v₀ − (ω₀/ω_d)·ω₀x₀,  K_a = −(α/ω_d)a₀ − (ω₀/ω_d)·ω₀v₀
///
/// and, for ζ ≥ 1 (s = √(ζ²−1), μ = ω₀s, slow root r₁ = −ω₀/(ζ + s) = −α + μ — never
/// −ζ + s, which cancels for ζ ≫ 1 — and fast root r₂ = −α − μ):
///
///     e = exp(r₁t),  C = exp(−2μt),  S = 1 − exp(−2μt)   (S = t, K_x = v₀ + αx₀ at ζ = 1)
///     K_x = (v₀ − r₂x₀)/(2μ) = v₀/(2ω₀s) + x₀(ζ + s)/(2s),  K_v = r₁·K_x,  K_a = r₁·K_v
///
/// For ζ > 1e150 (1/ζ² below every rounding; ζ may even exceed the double range) the same
/// form is used with r₁ = −k/c and 2μ = c/m exactly to working precision (2μ may be +∞).
/// Both families tend to the critical solution e^{−ω₀t}(x₀ + (v₀ + ω₀x₀)t) as ζ → 1, and
/// the overdamped one factors out the slow mode, so heavy overdamping (ζ = 50, 1e8, 1e150)
/// loses no digits to the 1 − ζ/√(ζ²−1) cancellation of the textbook form, and the
/// acceleration is not computed as the difference −2αv − ω₀²x of two nearly equal terms.
///
/// ## Domain
/// Any spring whose ω₀ is a normal double and any finite start state whose largest
/// displacement, velocity and acceleration are finite doubles: ``init(validating:displacement:velocity:)``
/// checks exactly this and throws ``SpringParameterError`` otherwise; any t ≥ 0.
///
/// ## Error bounds
/// For t ≥ 0, with u = 2⁻⁵³ and the scale σ(t) = √(x² + (v/ω₀)²) of the exact state:
///
///     ζ < 1:  |x̂ − x| ≤ (8u + 2⁻¹⁰⁴·ω_d t)·σ(t),   |v̂ − v| ≤ (8u + 2⁻¹⁰⁴·ω_d t)·ω₀σ(t)
///     ζ ≥ 1:  |x̂ − x| ≤ (8 + 4|r₁|t)·u·σ(t),       |v̂ − v| ≤ (8 + 4|r₁|t)·u·ω₀σ(t)
///
/// In the underdamped case ω_d = √(4km − c²)/(2m) is formed in double-double (~2⁻¹⁰⁴
/// relative) from exact products of the inputs' significands; the phase is p + δ with
/// p = fl(ω_d·t), reduced exactly by libm at any magnitude, and δ its exact FMA rounding error
/// plus ω_d,lo·t, applied by the addition theorem (δ reaches ulp(p)/2, far from small for
/// p > 1e16; to first order while p < 2²⁴, where δ ≤ 2⁻²⁹ and δ²/2 < u/60), so the error
/// does not grow with the number of oscillations until the 106 bits of ω_d run out (the
/// 2⁻¹⁰⁴·ω_d t term: 7e-13 at ω_d t = 1.4e19). Beyond ω_d t = 2¹⁰⁴ no phase is determined
/// and the phase-free value e·(x₀, K_x·0) is returned, within the bound (which is then the
/// envelope). The decay α·t carries its rounding error likewise. In the
/// overdamped case the slow-root argument r₁·t is rounded once (|r₁|t·u). Acceleration: the
/// same bounds with ω₀²σ, or |a| where heavy overdamping makes |a| ≫ ω₀²σ.
///
/// Measured against 32-digit mpmath references in `Tests/DynamicsTests` (25 trajectories,
/// including ω₀ from 1e-150 to 1e18, ζ up to 1e150, subnormal mass and phases of 2e5 rad at
/// frame 10⁶): ≤ 2.6e-15 of σ for the value and ≤ 2.2e-15 of ω₀σ (ω₀²σ or |a|) for velocity
/// (acceleration) on every case except ω₀ = 1e18 over 13.8 s (phase 1.4e19: 5.4e-14 / 7.7e-14,
/// inside its phase term), ≤ 7.1e-16 on every other underdamped one.
public struct SpringMotion: Simulation, Hashable {
    /// The spring.
    public let spring: Spring
    /// Displacement and velocity at t = 0.
    public let initialState: MotionState

    // Per-regime constants (see the type's documentation). Every coefficient is stored
    // normalised so that no intermediate is larger than the quantity it scales.
    @usableFromInline let underdamped: Bool
    @usableFromInline let alpha: Double  // ζω₀ = c/(2m) (ζ < 1)
    @usableFromInline let alphaLow: Double  // its rounding error
    @usableFromInline let omegaD: Double  // ω_d (ζ < 1), and its rounding error below
    @usableFromInline let omegaDLow: Double
    @usableFromInline let twoMu: Double  // 2μ = 2ω₀√(ζ² − 1) = √(c² − 4km)/m (ζ ≥ 1; may be +∞)
    @usableFromInline let omega0: Double  // ω₀
    @usableFromInline let slowRoot: Double  // r₁ (ζ ≥ 1), −α (ζ < 1)
    @usableFromInline let x0, v0, a0: Double
    // Sine-mode coefficients: K_y/ω_d (ζ < 1), K_y/(2μ) (ζ > 1) or K_y (ζ = 1, S = t).
    @usableFromInline let kx, kv, ka: Double

    /// The motion of `spring` from displacement `x0` with velocity `v0`.
    ///
    /// - Precondition: `x0` and `v0` are finite. Use ``init(validating:displacement:velocity:)``
    ///   for untrusted input: at extreme parameters a displacement, velocity or acceleration
    ///   of the motion can exceed the largest finite double, which this initialiser does not
    ///   check (such samples come back infinite).
    public init(spring: Spring, displacement x0: Double, velocity v0: Double) {
        precondition(x0.isFinite && v0.isFinite, "SpringMotion: initial state must be finite")
        self.spring = spring
        self.initialState = MotionState(value: x0, velocity: v0)
        let p = SpringScales(spring)
        let w0 = p.omega0, zeta = p.zeta
        self.omega0 = w0
        self.x0 = x0
        self.v0 = v0
        let (alpha, alphaLow) = p.alpha
        // a₀ = −(2α·v₀ + ω₀·(ω₀·x₀)), with the damping term omitted when v₀ = 0 (α may
        // overflow for ζ ≫ 1 while the motion itself is representable).
        let a0 = -((v0 == 0 ? 0 : 2 * alpha * v0) + w0 * (w0 * x0))
        self.a0 = a0
        let omegaD = zeta < 1 ? p.dampedFrequency : (hi: 0, lo: 0)
        if zeta < 1 && omegaD.hi > 0 {
            underdamped = true
            self.alpha = alpha
            self.alphaLow = alphaLow
            self.omegaD = omegaD.hi
            self.omegaDLow = omegaD.lo
            twoMu = 0
            slowRoot = -alpha
            // K_x/ω_d = v₀/ω_d + (α/ω_d)·x₀, K_v/ω_d = −(α/ω_d)·v₀ − (ω₀/ω_d)·(ω₀·x₀), …
            let rho = alpha / omegaD.hi, nu = w0 / omegaD.hi
            kx = v0 / omegaD.hi + rho * x0
            kv = -rho * v0 - nu * (w0 * x0)
            ka = -rho * a0 - nu * (w0 * v0)
        } else {
            underdamped = false
            self.alpha = 0
            self.alphaLow = 0
            self.omegaD = 0
            self.omegaDLow = 0
            // s = √(ζ² − 1) without overflow of ζ² and without cancellation near ζ = 1.
            let s = zeta < 1 ? 0 : (zeta < 1e150 ? ((zeta - 1) * (zeta + 1)).squareRoot() : zeta)
            if s == 0 {
                twoMu = 0
                // Critical (or ζ < 1 with ω_d below the smallest double): r₁ = −α and
                // x = e^{−αt}(x₀ + (v₀ + αx₀)·t).
                slowRoot = -alpha
                kx = v0 + alpha * x0
            } else if zeta < 1e150 {
                // r₁ = −ω₀/(ζ + s): no cancellation of −ζ + s for ζ ≫ 1.
                slowRoot = -w0 / (zeta + s)
                twoMu = w0 * (2 * s)
                // K_x/(2μ) = v₀/(2ω₀s) + x₀·(ζ + s)/(2s), each term no larger than the motion.
                let v0Term = v0 == 0 ? 0 : (v0 / w0) / (2 * s)
                kx = v0Term + x0 * ((zeta + s) / (2 * s))
            } else {
                // ζ > 1e150 (ζ itself may exceed the double range): 1/ζ² < 1e-300 is below the
                // rounding of every term, so r₁ = −k/c, 2μ = c/m (+∞ allowed) and
                // K_x/(2μ) = v₀·m/c + x₀ exactly to working precision.
                slowRoot = -p.stiffnessOverDamping
                twoMu = p.dampingOverMass
                kx = (v0 == 0 ? 0 : v0 / p.dampingOverMass) + x0
            }
            kv = slowRoot * kx
            ka = kv * slowRoot
        }
    }

    /// The motion of `spring` from untrusted displacement `x0` and velocity `v0`: throws
    /// ``SpringParameterError`` (naming the quantity and the domain) instead of trapping or
    /// returning non-finite samples.
    ///
    /// Domain: x₀, v₀ finite; the spring's ω₀ = √(k/m) and ζ = c/(2√(km)) finite (see
    /// ``Spring/validatedScales()``); and every coefficient of the closed form finite —
    /// which holds exactly when the largest displacement, velocity and acceleration the
    /// motion reaches are finite doubles (up to a factor of a few at the boundary). Within
    /// it every sample is finite and obeys the type's error bound.
    public init(validating spring: Spring, displacement x0: Double, velocity v0: Double) throws(SpringParameterError) {
        try SpringParameterError.requireFinite(x0, "initial displacement")
        try SpringParameterError.requireFinite(v0, "initial velocity")
        _ = try spring.validatedScales()
        let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
        guard motion.kx.isFinite && motion.kv.isFinite else {
            throw SpringParameterError(
                "the motion of \(spring) from displacement \(x0) with velocity \(v0) exceeds the largest finite double (|x| or |v| > 1.8e308)"
            )
        }
        guard motion.a0.isFinite && motion.ka.isFinite else {
            throw SpringParameterError(
                "the acceleration of \(spring) from displacement \(x0) with velocity \(v0) exceeds the largest finite double (|a| > 1.8e308)"
            )
        }
        self = motion
    }

    /// The three basis values (e, C, S) of the type's documentation at time t, with S
    /// normalised to match the stored coefficients (sin(ω_d t) for ζ < 1, 1 − e^{−2μt} for
    /// ζ > 1, t for ζ = 1).
    ///
    /// The common cases are straight-line code here; the rest (long times, ζ < 1 with ω_d
    /// below the smallest double, the first 0.693/(2μ) seconds of an overdamped motion, t = 0
    /// with 2μ = +∞, a non-finite t) is `generalBasis(_:)`, out of line.
    @inlinable @inline(__always)
    func basis(_ t: Double) -> (e: Double, c: Double, s: Double) {
        // ζ > 1 after the first 0.693/(2μ) s: e^{r₁t} and e^{−2μt} (z = −2μt < −0.693 holds for
        // no other regime, as 2μ = 0 there), two exps; an underflowed e^{r₁t} gives 0.
        let z = -twoMu * t
        if z < -0.693 {
            let big = Double.exp(z)
            return (Double.exp(slowRoot * t), big, 1 - big)
        }
        if underdamped {
            // Phase ω_d·t < 2²⁴ and decay α·t ≤ 746: the exact rounding errors of both products
            // (FMA) plus the low words' products, applied to first order — exp(−αt)·(1 − ε_α)
            // and (C, S) rotated by δ: with |δ| ≤ ulp(2²⁴)/2 = 2⁻²⁹ the dropped δ²/2 is below
            // u/60, and ε_α ≤ 746u has a negligible square.
            let alphaT = alpha * t, omegaT = omegaD * t
            if omegaT < 0x1p24 && alphaT <= 746 {
                let decayError = (-alphaT).addingProduct(alpha, t) + alphaLow * t
                let delta = (-omegaT).addingProduct(omegaD, t) + omegaDLow * t
                let e = Double.exp(-alphaT) * (1 - decayError)
                let (s0, c0) = sinCos(omegaT)
                return (e, c0 - delta * s0, s0 + delta * c0)
            }
        } else if twoMu == 0 {
            // ζ = 1 while e^{r₁t} is a normal or subnormal double (so e·(K_x·t) is no 0·∞).
            let r = slowRoot * t
            if r > -745 { return (Double.exp(r), 1, t) }
        }
        return generalBasis(t)
    }

    /// `basis(_:)` in every case, out of line (see there).
    @usableFromInline @inline(never)
    func generalBasis(_ t: Double) -> (e: Double, c: Double, s: Double) {
        if underdamped {
            // Long times: exp(−(α + α_lo)t) with the rounding error of α·t folded back in to first order
            // (|αt| ≤ 746 while the exponential is nonzero, so the error is ≤ 1e-13 absolute
            // and its square negligible).
            let decay = -alpha * t
            let decayError = (-decay).addingProduct(-alpha, t) - alphaLow * t
            let e = decay < -746 ? 0 : Double.exp(decay) * (1 + decayError)
            // The phase (ω_d + ω_d,lo)·t = p + δ with p = fl(ω_d·t) and δ its exact rounding
            // error plus ω_d,lo·t. libm reduces p itself exactly (any magnitude); δ can be up
            // to ulp(p)/2 — far from small once p > 1e16 — so it enters by the addition
            // theorem with its own sin and cos rather than to first order.
            if e == 0 { return (0, 0, 0) }
            let phase = omegaD * t
            // Beyond ω_d·t = 2¹⁰⁴ the 106 bits of ω_d no longer fix the phase, and beyond
            // 1.8e308 it has no double: the bound is then the envelope e·amplitude itself,
            // which the phase-free value (C, S) = (1, 0) meets.
            guard phase < 0x1p104 else { return (e, 1, 0) }
            let delta = (-phase).addingProduct(omegaD, t) + omegaDLow * t
            let (s0, c0) = sinCos(phase)
            if abs(delta) < 1e-8 {
                let h = 0.5 * delta * delta
                return (e, c0 - delta * s0 - h * c0, s0 + delta * c0 - h * s0)
            }
            let (sd, cd) = sinCos(delta)
            return (e, c0 * cd - s0 * sd, s0 * cd + c0 * sd)
        } else {
            let e = Double.exp(slowRoot * t)
            // An underflowed e^{r₁t} gives 0 cleanly (not 0·∞ from S = t).
            if e == 0 { return (0, 0, 0) }
            if twoMu == 0 { return (e, 1, t) }
            // −2μt (it may round to −∞, giving 0; 2μ = +∞ only matters at t = 0).
            let z = t == 0 ? 0 : -twoMu * t
            if z < -0.693 {
                let big = Double.exp(z)
                return (e, big, 1 - big)
            }
            let em = Double.expMinusOne(z)
            return (e, 1 + em, -em)
        }
    }

    /// Displacement x(t), for t ≥ 0 (see the type's error bound).
    @inlinable public func value(at t: Double) -> Double {
        let b = basis(t)
        return b.e * (x0 * b.c + kx * b.s)
    }

    /// Velocity x′(t), for t ≥ 0.
    @inlinable public func velocity(at t: Double) -> Double {
        let b = basis(t)
        return b.e * (v0 * b.c + kv * b.s)
    }

    /// Acceleration x″(t), for t ≥ 0, evaluated from its own modal expansion (not as
    /// −2αv − ω₀²x, which cancels for heavy overdamping).
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

    /// What one motion adds to its spring: the start state and the sine-mode coefficients of
    /// value and velocity (K_x, K_v in the type's documentation, stored normalised). 32 bytes,
    /// against the motion's own ``SpringMotion`` size: a scene animating many values with one
    /// spring keeps one motion for the spring and these per value (see ``state(of:at:)``).
    public struct Coefficients: Sendable, Hashable {
        public let x0, v0, kx, kv: Double

        @usableFromInline init(x0: Double, v0: Double, kx: Double, kv: Double) {
            self.x0 = x0
            self.v0 = v0
            self.kx = kx
            self.kv = kv
        }
    }

    /// The basis values (e, C, S) at one time: they depend on the spring and the time only,
    /// so every motion of the same spring shares them (see ``state(of:at:)``).
    public struct Basis: Sendable, Hashable {
        public let e, c, s: Double

        @usableFromInline init(e: Double, c: Double, s: Double) {
            self.e = e
            self.c = c
            self.s = s
        }
    }

    /// This motion's ``Coefficients``.
    @inlinable public var coefficients: Coefficients { Coefficients(x0: x0, v0: v0, kx: kx, kv: kv) }

    /// The basis at `t` ≥ 0 (one exp and one sincos, or two exps): compute it once per time and
    /// evaluate every motion of this spring with ``state(of:at:)``.
    @inlinable public func basis(at t: Double) -> Basis {
        let b = basis(t)
        return Basis(e: b.e, c: b.c, s: b.s)
    }

    /// The state of the motion with `coefficients` at the time of `basis`: bit for bit
    /// ``state(at:)`` of that motion, provided both motions have the same spring (the basis
    /// depends on nothing else). No exp or sincos: four multiplications and two additions.
    @inlinable public static func state(of coefficients: Coefficients, at basis: Basis) -> MotionState {
        let k = coefficients, b = basis
        return MotionState(value: b.e * (k.x0 * b.c + k.kx * b.s), velocity: b.e * (k.v0 * b.c + k.kv * b.s))
    }

    /// The motion restarted from its own state at `t`: `advanced(by: t₁).advanced(by: t₂)`
    /// equals `advanced(by: t₁ + t₂)` up to the error bound of two evaluations (the
    /// restart semigroup; property-tested).
    public func advanced(by t: Double) -> SpringMotion {
        let s = state(at: t)
        return SpringMotion(spring: spring, displacement: s.value, velocity: s.velocity)
    }

    /// K_x = v₀ − r₂x₀ of the overdamped modal form (Core Animation's envelope uses it).
    var overdampedKx: Double { twoMu == 0 ? kx : kx * twoMu }

    /// The 2×2 state-transition matrix Φ(t): (x(t), v(t)) = Φ(t)·(x₀, v₀) for any start.
    /// Rows are (Φ₁₁, Φ₁₂), (Φ₂₁, Φ₂₂): the columns are the motions from (1, 0) and (0, 1),
    /// each to the type's error bound.
    public func transitionMatrix(over t: Double) -> (m11: Double, m12: Double, m21: Double, m22: Double) {
        let fromUnitDisplacement = SpringMotion(spring: spring, displacement: 1, velocity: 0).state(at: t)
        let fromUnitVelocity = SpringMotion(spring: spring, displacement: 0, velocity: 1).state(at: t)
        return (fromUnitDisplacement.value, fromUnitVelocity.value, fromUnitDisplacement.velocity, fromUnitVelocity.velocity)
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
