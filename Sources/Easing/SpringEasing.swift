import Dynamics

/// A spring as a timing function: the motion from 0 to 1 normalised over its exact settling
/// duration T (SpringSim's definition: the last time |x − 1| ≥ ε),
///
///     e(u) = v(u·T) + u·(1 − v(T))
///
/// where v is the spring's value. v(T) is within ε of 1, so the correction term is at most
/// ε·u: the curve is the spring's to within ε, continuous, and ends exactly at e(1) = 1
/// (rather than stepping by ε at the end). e(u) = 0 for u < 0 and 1 for u > 1.
///
/// The correction shows in the slope, e′(u) = T·v′(uT) + (1 − v(T)): a spring that starts at
/// rest has e′(0) = 1 − v(T) = ±ε, not 0 (−0.001 at the default ε for a spring whose last
/// excursion ends above 1). That is the price of ending exactly at 1 without a step; the
/// curve's value at 0 is still exactly 0.
public struct SpringEasing: Easing, Hashable, CustomStringConvertible {
    public let animation: SpringAnimation
    /// The settling duration the curve is normalised over, in seconds.
    public let duration: Double
    public let epsilon: Double
    /// 1 − v(T): the end correction, |·| = ε.
    public let endCorrection: Double

    /// A spring animating 0 → 1 with normalised initial velocity `velocity`.
    ///
    /// Throws ``EasingError`` when ε is outside (0, 1), when the spring or velocity leaves the
    /// domain of `SpringAnimation.init(validatingSpring:from:to:normalizedVelocity:)` (the
    /// message names the quantity), when the spring never settles (ζ = 0, or a settling
    /// time beyond the largest double) or is settled at t = 0, or when the curve's slope
    /// (the velocity times T) would exceed the largest double. The work is bounded (see
    /// `SpringMotion.lastTime(magnitudeAtLeast:)`); the curve is the spring's to within its
    /// closed-form error bound plus ε·u.
    public init(spring: Spring, velocity: Double = 0, epsilon: Double = 0.001) throws(EasingError) {
        guard epsilon > 0 && epsilon < 1 else { throw EasingError("spring() epsilon must be in (0, 1)") }
        let animation: SpringAnimation
        do {
            animation = try SpringAnimation(validatingSpring: spring, from: 0, to: 1, normalizedVelocity: velocity)
        } catch {
            throw EasingError("spring(): \(error.message)")
        }
        let d = animation.settlingDuration(epsilon: epsilon)
        guard d.isFinite else {
            throw EasingError("spring() never settles (damping ratio 0, or a settling time beyond 1.8e308 s)")
        }
        guard d > 0 else { throw EasingError("spring() is already settled at t = 0") }
        // The slope e′(u) = T·v(uT) + (1 − v(T)). By superposition |v(t)| ≤ |v₀| + |x₀|·w with
        // x₀ = −1: the motion from v₀ alone never exceeds |v₀| (the energy ½v² + ½ω₀²x² never
        // grows, c ≥ 0), and the motion from x₀ alone has speed ≤ ω₀|x₀| (energy again) and,
        // overdamped, ≤ |x₀|·r₁r₂/(r₂ − r₁) = |x₀|·ω₀/(2√(ζ² − 1)) (k/c once ζ > 1e150). The
        // slope is finite wherever T·(|v₀| + w) is (with room for the correction, |·| < 1).
        let w0 = spring.naturalFrequency, zeta = spring.dampingRatio
        let fromDisplacement =
            zeta <= 1
            ? w0 : zeta > 1e150 ? spring.stiffness / spring.dampingCoefficient : min(w0, w0 / (2 * ((zeta - 1) * (zeta + 1)).squareRoot()))
        let peakSpeed = abs(animation.initialVelocity) + fromDisplacement
        guard (peakSpeed * d).isFinite && peakSpeed * d < Double.greatestFiniteMagnitude / 2 else {
            throw EasingError(
                "spring(): the curve's slope (velocity up to \(peakSpeed) × settling duration \(d) s) exceeds the largest finite double")
        }
        self.animation = animation
        self.duration = d
        self.epsilon = epsilon
        self.endCorrection = 1 - animation.value(at: d)
    }

    public var description: String { "spring(\(animation.spring), duration \(duration) s)" }

    public func value(at u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return animation.value(at: u * duration) + u * endCorrection
    }

    /// e′(u) = T·v′(uT) + (1 − v(T)) on [0, 1], and 0 outside. At the ends it is the one-sided
    /// limit from inside, from the closed form: e′(0) = T·v₀ + (1 − v(T)) with v₀ the initial
    /// velocity itself (not an evaluation at t = 0), e′(1) = T·v′(T) + (1 − v(T)) — the exact
    /// closed-form velocity at the settling time, within its error bound (a few ulps of
    /// T·v′(T) relative to the peak speed, measured against mpmath in the tests).
    public func slope(at u: Double) -> Double? {
        if u < 0 || u > 1 { return 0 }
        if u == 0 { return animation.initialVelocity * duration + endCorrection }
        if u == 1 { return animation.velocity(at: duration) * duration + endCorrection }
        return animation.velocity(at: u * duration) * duration + endCorrection
    }

}
