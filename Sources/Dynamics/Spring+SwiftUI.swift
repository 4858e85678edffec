import RealModule

// SwiftUI's `Spring` (iOS 17+) and `Animation.spring…`. Formulas as reverse-engineered by the
// OpenSwiftUI project and consistent with Apple's documentation of each initialiser; mass is 1
// unless given. Units: seconds.

extension Spring {
    /// SwiftUI `Spring(response:dampingRatio:)` and `Animation.spring(response:dampingFraction:)`:
    /// mass 1, k = (2π/response)², c = 4πζ/response. `response` is the undamped period (s).
    public init(response: Double, dampingRatio: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(response, "response")
        try SpringParameterError.requireNonNegative(dampingRatio, "damping ratio")
        let w0 = 2 * Double.pi / response
        self = try Spring.derived(
            naturalFrequency: w0, dampingRatio: dampingRatio, from: "response \(response) s, damping ratio \(dampingRatio)")
    }

    /// SwiftUI `Spring(duration:bounce:)` (also `Animation.spring(duration:bounce:)`):
    /// mass 1, k = (2π/duration)², damping ratio ζ = 1 − bounce for 0 ≤ bounce ≤ 1,
    /// ζ = 1/(1 + bounce) for −1 < bounce < 0 (negative bounce = overdamped), and ζ = 0 for
    /// bounce > 1. `duration` is SwiftUI's perceptual duration, equal to the response.
    public init(duration: Double, bounce: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(duration, "duration")
        try SpringParameterError.requireFinite(bounce, "bounce")
        guard bounce > -1 else { throw SpringParameterError("bounce must be > -1 (got \(bounce))") }
        let zeta = bounce < 0 ? 1 / (1 + bounce) : (bounce <= 1 ? 1 - bounce : 0)
        self = try Spring.derived(naturalFrequency: 2 * Double.pi / duration, dampingRatio: zeta, from: "duration \(duration) s")
    }

    /// SwiftUI's `bounce` read-back: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (inverse of
    /// ``init(duration:bounce:)`` for −1 < bounce ≤ 1; Flutter's `bounce` getter is the same).
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }

    /// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping:)`: the physical parameters,
    /// except that without `allowOverDamping` an overdamped spring is clamped to critical
    /// damping (c = 2√(k·m)), as SwiftUI does.
    public init(
        swiftUIMass mass: Double = 1, stiffness: Double, dampingCoefficient: Double, allowOverDamping: Bool = false
    ) throws(SpringParameterError) {
        try self.init(validatingMass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient)
        if !allowOverDamping && dampingRatio > 1 {
            // c = 2√(k·m) as 2√k·√m: no overflow of k·m.
            self = Spring(mass: mass, stiffness: stiffness, dampingCoefficient: 2 * stiffness.squareRoot() * mass.squareRoot())
        }
    }

    /// SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)`: ζ clamped to [ulpOfOne, 1],
    /// the duration to [0.01, 10] s, and ω₀ solved from the same settling equation as UIKit's
    /// with v₀ = 0 (``UIKitSpring``), which then has exactly one root:
    /// ω₀ = ln(ζ/(√(1−ζ²)·ε))/(ζD) for ζ < 1, (1 + ω₀D)e^{−ω₀D} = ε for ζ = 1.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(SpringParameterError) {
        try SpringParameterError.requireNonNegative(dampingRatio, "damping ratio")
        let zeta = min(max(dampingRatio, Double.ulpOfOne), 1)
        self = try UIKitSpring(dampingRatio: zeta, duration: settlingDuration, initialVelocity: 0, epsilon: epsilon).spring()
    }
}

/// SwiftUI `Spring(response:dampingRatio:)` / `Animation.spring(response:dampingFraction:)`:
/// response = the undamped period 2π/ω₀ (s), damping ratio ζ; mass 1, k = (2π/response)²,
/// c = 4πζ/response (``Spring/init(response:dampingRatio:)``).
public struct SwiftUIResponseSpring: Sendable, Hashable {
    public var response: Double
    public var dampingRatio: Double

    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// The spring; throws unless response > 0 and ζ ≥ 0 are finite and give a finite spring.
    public func spring() throws(SpringParameterError) -> Spring { try Spring(response: response, dampingRatio: dampingRatio) }
}

/// SwiftUI `Spring(duration:bounce:)` / `Animation.spring(duration:bounce:)` (iOS 17): the
/// perceptual duration (s, default 0.5, equal to the response) and bounce in (−1, 1]; mass 1,
/// k = (2π/duration)², ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below
/// (``Spring/init(duration:bounce:)``).
public struct SwiftUIDurationBounceSpring: Sendable, Hashable {
    public var duration: Double
    public var bounce: Double

    public init(duration: Double = 0.5, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
    }

    /// The spring; throws unless duration > 0 is finite, bounce > −1 finite, and the spring finite.
    public func spring() throws(SpringParameterError) -> Spring { try Spring(duration: duration, bounce: bounce) }
}

/// SwiftUI's named springs and animation defaults.
public enum SwiftUISpring {
    /// `Spring.smooth(duration: 0.5, extraBounce: 0)`: bounce 0 + extraBounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringParameterError) -> Spring {
        try Spring(duration: duration, bounce: extraBounce)
    }
    /// `Spring.snappy(duration: 0.5, extraBounce: 0)`: bounce 0.15 + extraBounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringParameterError) -> Spring {
        try Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `Spring.bouncy(duration: 0.5, extraBounce: 0)`: bounce 0.3 + extraBounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringParameterError) -> Spring {
        try Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// `Animation.spring()` defaults: response 0.5 s, dampingFraction 0.825 (iOS 17+; the
    /// iOS 13–16 SDKs declared response 0.55).
    public static var animationDefault: Spring { Spring(naturalFrequency: 2 * Double.pi / 0.5, dampingRatio: 0.825) }
    /// `Animation.interactiveSpring()` defaults: response 0.15 s, dampingFraction 0.86
    /// (blendDuration 0.25 s, which does not change the spring).
    public static var interactiveDefault: Spring { Spring(naturalFrequency: 2 * Double.pi / 0.15, dampingRatio: 0.86) }
}
