import RealModule

/// Exponential (viscous) decay of a vector motion — a 2-D fling, a 3-D drift: v′ = −λ·v, so
/// v(t) = v₀e^{−λt} and x(t) = x₀ + v₀(1 − e^{−λt})/λ, coming to rest at x₀ + v₀/λ. The direction
/// of motion never changes, so every component follows ``ExponentialDecay`` with the same λ,
/// and the vector is x₀ + φ(t)·v₀ with the scalar factors φ(t) = (1 − e^{−λt})/λ and
/// φ′(t) = e^{−λt} taken from ``ExponentialDecay`` itself (one formula, in one place).
///
/// Every platform's friction is a λ (``ExponentialDecay/decay(uiScrollViewRate:)``,
/// ``ExponentialDecay/decay(flutterDrag:)``, ``ExponentialDecay/decay(composeFrictionMultiplier:)``;
/// the initialisers that take them are ``ExponentialDecayMotion``'s, as for the scalar),
/// and Framer Motion's `inertia` glide is the same law (``framerInertia(position:velocity:power:timeConstant:)``).
/// Bounds and rubber-banding act per axis and do not preserve the direction: for those, animate
/// each axis with its scalar ``ScrollSimulation``.
///
/// Error bound per component: as ``ExponentialDecay`` (a few ulps of |x₀ᵢ| + |v₀ᵢ|/λ for the
/// value, of |v₀ᵢ| for the velocity), plus one rounding of the combination (`Float` components
/// in `Double`, rounded once).
public struct VectorDecay<V: VectorArithmetic> {
    /// λ in 1/s.
    public let decay: Double
    public let position: V
    public let velocity: V

    /// - Precondition: λ finite and > 0.
    public init(decay: Double, position: V, velocity: V) {
        precondition(decay > 0 && decay.isFinite, "VectorDecay: decay must be finite and > 0 (got \(decay))")
        self.decay = decay
        self.position = position
        self.velocity = velocity
    }

    /// Framer Motion's `inertia` glide (popmotion's `decay`): amplitude A = power·v₀, target
    /// x₀ + A, x(t) = target − A·e^{−t/τ}. That is this law with λ = 1/τ and initial velocity
    /// A/τ (``FramerInertia``'s glide without bounds or snapping; defaults as there).
    public static func framerInertia(
        position: V, velocity: V, power: Double = FramerInertia.defaultPower,
        timeConstant: Double = FramerInertia.defaultTimeConstant
    ) -> VectorDecay {
        precondition(power >= 0 && power.isFinite, "VectorDecay: power must be finite and ≥ 0 (got \(power))")
        precondition(timeConstant > 0 && timeConstant.isFinite, "VectorDecay: time constant must be finite and > 0 (got \(timeConstant))")
        return VectorDecay(decay: 1 / timeConstant, position: position, velocity: velocity.scaled(by: power / timeConstant))
    }

    /// The scalar factors (φ, φ′) at t from ``ExponentialDecay``: x(t) = x₀ + φ·v₀, v(t) = φ′·v₀.
    func factors(_ t: Double) -> (value: Double, velocity: Double) {
        precondition(t >= 0 && t.isFinite, "VectorDecay: time must be finite and ≥ 0 (got \(t))")
        let unit = ExponentialDecay(decay: decay, position: 0, velocity: 1)
        return (unit.value(at: t), unit.velocity(at: t))
    }

    /// x(t) = x₀ + v₀(1 − e^{−λt})/λ.
    public func value(at t: Double) -> V { V.linearCombination(1, position, factors(t).value, velocity) }

    /// v(t) = v₀e^{−λt}.
    public func velocity(at t: Double) -> V { velocity.scaled(by: factors(t).velocity) }

    /// Where it comes to rest: x₀ + v₀/λ.
    public var finalValue: V { V.linearCombination(1, position, 1 / decay, velocity) }

    /// The exact time after which ‖x(t) − finalValue‖ < ε: ‖x − final‖ = ‖v₀‖e^{−λt}/λ, so
    /// t = ln(‖v₀‖/(λε))/λ (0 if already within ε). Within a few ulps.
    public func settlingDuration(epsilon: Double) -> Double {
        precondition(epsilon > 0 && epsilon.isFinite, "settlingDuration: epsilon must be finite and > 0")
        let remaining = velocity.norm / decay
        return remaining <= epsilon ? 0 : Double.log(remaining / epsilon) / decay
    }

    /// The exact time at which the speed ‖v(t)‖ has fallen to `speed` (0 if it starts below).
    public func time(atSpeed speed: Double) -> Double {
        let s0 = velocity.norm
        guard speed > 0 else { return .infinity }
        return s0 <= speed ? 0 : Double.log(s0 / speed) / decay
    }

    /// Advances a state by `deltaTime` under decay λ — exact (the closed form restarted), so any
    /// sequence of steps equals one step of their sum up to rounding:
    /// value ← value + φ(Δt)·velocity, velocity ← e^{−λΔt}·velocity.
    public static func update(value: inout V, velocity: inout V, decay: Double, deltaTime: Double) {
        let phi = VectorDecay(decay: decay, position: value, velocity: velocity).factors(deltaTime)
        value = V.linearCombination(1, value, phi.value, velocity)
        velocity = velocity.scaled(by: phi.velocity)
    }

    /// The same motion restarted from its state at t (restart semigroup).
    public func advanced(by t: Double) -> VectorDecay {
        VectorDecay(decay: decay, position: value(at: t), velocity: velocity(at: t))
    }
}

extension VectorDecay: Sendable where V: Sendable {}
extension VectorDecay: Equatable {}
