/// A spring animating a value from `from` to `to`, the way UIKit, Core Animation and SwiftUI
/// animate a property: the displacement from the target follows ``SpringMotion``.
///
///     value(t) = to + x(t),  x(0) = from − to,  x′(0) = initialVelocity
///
/// Velocities here are absolute (value units per second). Platforms that take a
/// *normalised* velocity (UIKit's `initialSpringVelocity`, `CASpringAnimation.initialVelocity`)
/// mean "distances per second": absolute = normalised × (to − from); see
/// ``init(spring:from:to:normalizedVelocity:)`` and ``normalizedVelocity(at:)``.
public struct SpringAnimation: Simulation, Hashable {
    /// Start value.
    public let from: Double
    /// Target (rest) value.
    public let to: Double
    /// The displacement motion about `to`.
    public let motion: SpringMotion

    /// The spring.
    public var spring: Spring { motion.spring }
    /// Initial velocity in value units per second.
    public var initialVelocity: Double { motion.initialState.velocity }
    /// `to − from`.
    public var distance: Double { to - from }

    /// An animation from `from` to `to` starting with absolute velocity `initialVelocity`.
    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) {
        precondition(from.isFinite && to.isFinite, "SpringAnimation: from and to must be finite")
        self.from = from
        self.to = to
        self.motion = SpringMotion(spring: spring, displacement: from - to, velocity: initialVelocity)
    }

    /// An animation whose initial velocity is given in distances per second (UIKit / Core
    /// Animation semantics: 1 means the whole distance `to − from` in one second).
    public init(spring: Spring, from: Double, to: Double, normalizedVelocity: Double) {
        self.init(spring: spring, from: from, to: to, initialVelocity: normalizedVelocity * (to - from))
    }

    /// An animation from untrusted values, with the initial velocity in distances per
    /// second: throws ``SpringParameterError`` naming the quantity when `from`, `to` or the
    /// velocity is not finite, when `to − from` or the absolute velocity overflows, or when
    /// the motion leaves the domain of ``SpringMotion/init(validating:displacement:velocity:)``
    /// (a displacement, velocity or acceleration beyond the largest finite double).
    public init(validatingSpring spring: Spring, from: Double, to: Double, normalizedVelocity: Double) throws(SpringParameterError) {
        try SpringParameterError.requireFinite(from, "from")
        try SpringParameterError.requireFinite(to, "to")
        try SpringParameterError.requireFinite(normalizedVelocity, "velocity")
        guard (to - from).isFinite else {
            throw SpringParameterError("the distance to − from = \(to) − \(from) exceeds the largest finite double")
        }
        let v0 = normalizedVelocity * (to - from)
        guard v0.isFinite else {
            throw SpringParameterError(
                "the initial velocity \(normalizedVelocity) × (to − from) exceeds the largest finite double")
        }
        self.from = from
        self.to = to
        self.motion = try SpringMotion(validating: spring, displacement: from - to, velocity: v0)
    }

    public func value(at t: Double) -> Double { to + motion.value(at: t) }
    public func velocity(at t: Double) -> Double { motion.velocity(at: t) }
    public func acceleration(at t: Double) -> Double { motion.acceleration(at: t) }
    public func state(at t: Double) -> MotionState {
        let s = motion.state(at: t)
        return MotionState(value: to + s.value, velocity: s.velocity)
    }

    /// Velocity at `t` in distances per second, the unit UIKit and Core Animation take
    /// (undefined, and returned as 0, when `from == to`).
    public func normalizedVelocity(at t: Double) -> Double {
        distance == 0 ? 0 : velocity(at: t) / distance
    }

    /// The same animation restarted at `t` from its own state (restart semigroup).
    public func advanced(by t: Double) -> SpringAnimation {
        let s = state(at: t)
        return SpringAnimation(spring: spring, from: s.value, to: to, initialVelocity: s.velocity)
    }

    /// Retargets at time `t`: a new animation to `newTarget` that starts where this one is
    /// at `t` with the same absolute velocity, so value and velocity are continuous — what
    /// SwiftUI and UIViewPropertyAnimator do when a spring is interrupted.
    ///
    /// The new animation's ``normalizedVelocity(at:)`` at 0 is the kept velocity divided by
    /// its own (new) distance; `spring` defaults to the current one.
    public func retargeted(to newTarget: Double, at t: Double, spring newSpring: Spring? = nil) -> SpringAnimation {
        let s = state(at: t)
        return SpringAnimation(spring: newSpring ?? spring, from: s.value, to: newTarget, initialVelocity: s.velocity)
    }
}
