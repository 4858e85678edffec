/// A motion under exponential (viscous) decay v′ = −λ·v, made from its λ: ``ExponentialDecay``
/// (a scalar) and ``VectorDecay`` (a vector). Every platform's friction is such a λ, so the
/// platforms' initialisers — UIScrollView's deceleration rate, Flutter's drag, Compose's friction
/// multiplier — are written once, here: each checks its parameter, converts it with
/// ``ExponentialDecay``'s conversion (the one place each formula is written) and makes the
/// motion with ``init(decay:position:velocity:)``.
public protocol ExponentialDecayMotion {
    /// What position and velocity are: `Double`, or a vector.
    associatedtype Value

    /// The motion from `position` with `velocity` under decay λ = `decay` (1/s, finite, > 0).
    init(decay: Double, position: Value, velocity: Value)
}

extension ExponentialDecayMotion {
    /// UIScrollView's `decelerationRate` r per millisecond, r ∈ (0, 1) (`.normal` 0.998, `.fast`
    /// 0.99): λ = −1000·ln r.
    public init(uiScrollViewRate rate: Double, position: Value, velocity: Value) throws(SpringParameterError) {
        guard rate.isFinite, rate > 0, rate < 1 else { throw SpringParameterError("deceleration rate must be in (0, 1) (got \(rate))") }
        self.init(decay: ExponentialDecay.decay(uiScrollViewRate: rate), position: position, velocity: velocity)
    }

    /// Flutter's `FrictionSimulation(drag, position, velocity)`: the velocity multiplied by the
    /// drag d ∈ (0, 1) every second, λ = −ln d.
    public init(flutterDrag drag: Double, position: Value, velocity: Value) throws(SpringParameterError) {
        guard drag.isFinite, drag > 0, drag < 1 else { throw SpringParameterError("drag must be in (0, 1) (got \(drag))") }
        self.init(decay: ExponentialDecay.decay(flutterDrag: drag), position: position, velocity: velocity)
    }

    /// Compose's `exponentialDecay(frictionMultiplier)`, f > 0: λ = 4.2·f.
    public init(composeFrictionMultiplier multiplier: Double, position: Value, velocity: Value) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(multiplier, "friction multiplier")
        self.init(decay: ExponentialDecay.decay(composeFrictionMultiplier: multiplier), position: position, velocity: velocity)
    }
}

extension ExponentialDecay: ExponentialDecayMotion {}
extension VectorDecay: ExponentialDecayMotion {}
