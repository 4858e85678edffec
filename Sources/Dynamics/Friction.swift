// Implementation goals, in order of priority:
//  1. Closed forms with their inverse queries (final value, time to reach a value or a speed,
//     the decay or velocity that stops at a chosen value), accurate near t = 0 and for tiny
//     decay rates (expm1/log1p, never 1 − e^(−λt) written out).
//  2. The restart semigroup: advancing by t₁ then t₂ equals advancing by t₁ + t₂, also across
//     the stop of a constant deceleration (Flutter's constant-deceleration simulation is not a
//     semigroup: it keeps decelerating through v = 0 until its own end time).
import RealModule

/// Exponential (viscous) decay: v′ = −λ·v, so v(t) = v₀e^(−λt) and
/// x(t) = x₀ + v₀(1 − e^(−λt))/λ, coming to rest at x₀ + v₀/λ.
///
/// Platform rates (all the same model): UIScrollView's deceleration rate r per millisecond
/// (`.normal` 0.998, `.fast` 0.99) is λ = −1000·ln r; Flutter's `FrictionSimulation(drag, …)`
/// (velocity multiplied by `drag` every second) is λ = −ln(drag); Compose's
/// `exponentialDecay(frictionMultiplier)` is λ = 4.2·frictionMultiplier. The initialisers that take
/// them are ``ExponentialDecayMotion``'s, shared with ``VectorDecay``.
///
/// Error bounds: value and velocity within a few ulps of their scale (|x₀| + |v₀|/λ, |v₀|); the
/// inverse times within a few ulps of t where the motion is not already at rest.
public struct ExponentialDecay: Simulation, Hashable {
    /// λ in 1/s.
    public let decay: Double
    public let initialState: MotionState

    public init(decay: Double, position: Double, velocity: Double) {
        initialState = MotionState(frictionStart: "ExponentialDecay", rate: ("decay", decay), position: position, velocity: velocity)
        self.decay = decay
    }

    public func value(at t: Double) -> Double {
        initialState.value + initialState.velocity * (-Double.expMinusOne(-decay * t)) / decay
    }

    public func velocity(at t: Double) -> Double { initialState.velocity * Double.exp(-decay * t) }

    /// Where it comes to rest: x₀ + v₀/λ (Flutter's `finalX`).
    public var finalValue: Double { initialState.value + initialState.velocity / decay }

    /// The time at which the value reaches `x` (Flutter's `timeAtX`): 0 at the start, +∞ when
    /// `x` is behind the start or at/after the rest value.
    public func time(atValue x: Double) -> Double {
        let x0 = initialState.value, v0 = initialState.velocity
        if x == x0 { return 0 }
        let fraction = (x - x0) * decay / v0  // = 1 − e^(−λt) ∈ (0, 1)
        guard fraction > 0, fraction < 1 else { return .infinity }
        return -Double.log(onePlus: -fraction) / decay
    }

    /// The time at which the speed has fallen to `speed` (0 if it starts at or below it).
    public func time(atSpeed speed: Double) -> Double {
        let s0 = abs(initialState.velocity)
        guard speed > 0 else { return .infinity }
        return s0 <= speed ? 0 : Double.log(s0 / speed) / decay
    }

    /// λ = −1000·ln r for UIScrollView's `decelerationRate` r per millisecond (0.998 → 2.002 1/s).
    /// Unchecked: callers validate r ∈ (0, 1). The one place this conversion is written.
    public static func decay(uiScrollViewRate rate: Double) -> Double { -1000 * Double.log(rate) }

    /// λ = −ln d for Flutter's `FrictionSimulation` drag d per second. Unchecked: d ∈ (0, 1).
    public static func decay(flutterDrag drag: Double) -> Double { -Double.log(drag) }

    /// λ = 4.2·f for Compose's `exponentialDecay(frictionMultiplier)`. Unchecked: f > 0.
    public static func decay(composeFrictionMultiplier multiplier: Double) -> Double { 4.2 * multiplier }

    /// The decay λ that brings a motion from `position` with `velocity` to rest at `target`
    /// (nil when the target is not ahead in the direction of motion).
    public static func decay(toRestAt target: Double, from position: Double, velocity: Double) -> Double? {
        let d = target - position
        guard d != 0, velocity != 0, (d > 0) == (velocity > 0) else { return nil }
        return velocity / d
    }

    /// The initial velocity that comes to rest at `target` with decay λ: λ·(target − x₀).
    public static func velocity(toRestAt target: Double, from position: Double, decay: Double) -> Double {
        decay * (target - position)
    }

    /// UIScrollView's discrete projection (WWDC 2018 "Designing Fluid Interfaces"): the distance
    /// travelled when the velocity (points/s) is multiplied by `rate` every millisecond,
    /// (v/1000)·r/(1 − r) — 499 points for 1000 pt/s at 0.998. The continuous model above gives
    /// v/λ = 499.5 for the same rate; the half-millisecond difference is the discrete stepping.
    public static func uiScrollViewProjection(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The same motion restarted from its state at t (restart semigroup).
    public func advanced(by t: Double) -> ExponentialDecay {
        ExponentialDecay(decay: decay, position: value(at: t), velocity: velocity(at: t))
    }
}

/// Constant (Coulomb) deceleration a > 0 opposing the motion until it stops, then rest:
/// v(t) = v₀ − sign(v₀)·a·t and x(t) = x₀ + v₀t − sign(v₀)·a·t²/2 for t ≤ T = |v₀|/a.
public struct ConstantDeceleration: Simulation, Hashable {
    /// a in value units per s².
    public let deceleration: Double
    public let initialState: MotionState

    public init(deceleration: Double, position: Double, velocity: Double) {
        initialState = MotionState(
            frictionStart: "ConstantDeceleration", rate: ("deceleration", deceleration), position: position, velocity: velocity)
        self.deceleration = deceleration
    }

    /// The time the motion stops: |v₀|/a.
    public var stopTime: Double { abs(initialState.velocity) / deceleration }
    private var direction: Double { initialState.velocity < 0 ? -1 : 1 }

    public func value(at t: Double) -> Double {
        let tt = min(max(t, 0), stopTime)
        return initialState.value + tt * (initialState.velocity - direction * 0.5 * deceleration * tt)
    }

    public func velocity(at t: Double) -> Double {
        t >= stopTime ? 0 : initialState.velocity - direction * deceleration * max(t, 0)
    }

    /// Where it stops: x₀ + v₀|v₀|/(2a).
    public var finalValue: Double { initialState.value + initialState.velocity * abs(initialState.velocity) / (2 * deceleration) }

    /// The first time the value reaches `x`; +∞ when it never does.
    public func time(atValue x: Double) -> Double {
        let x0 = initialState.value, v0 = initialState.velocity
        if x == x0 { return 0 }
        let d = (x - x0) * direction  // distance ahead
        let reach = v0 * v0 / (2 * deceleration)
        guard d > 0, d <= reach else { return .infinity }
        // v₀t − a t²/2 = d: the smaller root, written without cancellation.
        let s = abs(v0)
        return 2 * d / (s + (max(s * s - 2 * deceleration * d, 0)).squareRoot())
    }

    /// The time the speed has fallen to `speed`.
    public func time(atSpeed speed: Double) -> Double {
        let s0 = abs(initialState.velocity)
        return s0 <= speed ? 0 : (s0 - max(speed, 0)) / deceleration
    }

    /// The deceleration that stops at `target`: v₀²/(2|target − x₀|) (nil if not ahead).
    public static func deceleration(toRestAt target: Double, from position: Double, velocity: Double) -> Double? {
        let d = target - position
        guard d != 0, velocity != 0, (d > 0) == (velocity > 0) else { return nil }
        return velocity * velocity / (2 * abs(d))
    }

    /// The initial velocity that stops at `target` with deceleration a: ±√(2a|target − x₀|).
    public static func velocity(toRestAt target: Double, from position: Double, deceleration: Double) -> Double {
        let d = target - position
        return (d < 0 ? -1 : 1) * (2 * deceleration * abs(d)).squareRoot()
    }

    /// The same motion restarted from its state at t (a semigroup, across the stop too).
    public func advanced(by t: Double) -> ConstantDeceleration {
        ConstantDeceleration(deceleration: deceleration, position: value(at: t), velocity: velocity(at: t))
    }
}

extension MotionState {
    /// The start of a friction model (``ExponentialDecay``, ``ConstantDeceleration``), checked
    /// the same way for both: the model's one rate (named for the message) finite and > 0, the
    /// position and velocity finite.
    /// - Precondition: as above; the message names `model` and the rate.
    init(frictionStart model: String, rate: (name: String, value: Double), position: Double, velocity: Double) {
        precondition(rate.value > 0 && rate.value.isFinite, "\(model): \(rate.name) must be finite and > 0")
        precondition(position.isFinite && velocity.isFinite, "\(model): state must be finite")
        self.init(value: position, velocity: velocity)
    }
}
