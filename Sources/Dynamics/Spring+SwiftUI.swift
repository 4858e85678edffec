import RealModule

// SwiftUI's `Spring` (iOS 17+) and `Animation.spring…`. Formulas as reverse-engineered by the
// OpenSwiftUI project and consistent with Apple's documentation of each initialiser; mass is 1
// unless given. Units: seconds.
//
// The initialisers carry SwiftUI's names and, like SwiftUI's, do not throw: code written against
// SwiftUI's `Spring` compiles unchanged. Each has a `validated(…)` twin that throws a
// ``SpringParameterError`` instead (what the command line and the easing strings use for
// untrusted input).

extension Spring {
    /// SwiftUI `Spring(response:dampingRatio:)` and `Animation.spring(response:dampingFraction:)`:
    /// mass 1, k = (2π/response)², c = 4πζ/response. `response` is the undamped period (s).
    ///
    /// SwiftUI documents no domain and computes with whatever it is given (a negative ratio makes
    /// a motion that grows, a response ≤ 0 an infinitely stiff spring); this `Spring` holds
    /// neither, so those are programming errors here.
    ///
    /// - Precondition: response finite and > 0, damping ratio finite and ≥ 0, and k and c finite
    ///   (response within about 1e-153…1e153 s at moderate ζ). Use
    ///   ``validated(response:dampingRatio:)`` for untrusted values.
    public init(response: Double, dampingRatio: Double) {
        self = Spring.trusted { () throws(SpringParameterError) in
            try Spring.validated(response: response, dampingRatio: dampingRatio)
        }
    }

    /// ``init(response:dampingRatio:)`` for untrusted values: throws a ``SpringParameterError``
    /// naming the parameter unless response > 0 and ζ ≥ 0 are finite and give a finite spring.
    public static func validated(response: Double, dampingRatio: Double) throws(SpringParameterError) -> Spring {
        try SpringParameterError.requirePositive(response, "response")
        try SpringParameterError.requireNonNegative(dampingRatio, "damping ratio")
        let w0 = 2 * Double.pi / response
        return try Spring.derived(
            naturalFrequency: w0, dampingRatio: dampingRatio, from: "response \(response) s, damping ratio \(dampingRatio)")
    }

    /// SwiftUI `Spring(duration:bounce:)` (also `Animation.spring(duration:bounce:)`; defaults
    /// 0.5 s and 0, as SwiftUI's): mass 1, k = (2π/duration)², damping ratio ζ = 1 − bounce for
    /// 0 ≤ bounce ≤ 1 and ζ = 1/(1 + bounce) for −1 < bounce < 0 (negative bounce = overdamped).
    /// `duration` is SwiftUI's perceptual duration, equal to the response.
    ///
    /// Out-of-range bounce follows SwiftUI's documented range, "up to a maximum of 1.0
    /// (corresponding to undamped oscillation) … a minimum value of −1.0": bounce is clamped to
    /// [−1, 1], so any bounce ≥ 1 (+∞ too) is undamped (ζ = 0), and any bounce ≤ −1 (−∞ too),
    /// where 1/(1 + bounce) has no finite value, is taken as the double just above −1, the most
    /// overdamped spring the formula gives (ζ = 2⁵³). (SwiftUI's own conversion does not clamp:
    /// beyond 1 it gives a negative damping fraction, a motion that grows, which this `Spring`
    /// cannot hold.)
    ///
    /// - Precondition: duration finite and > 0 (within about 1e-153…1e153 s), bounce not NaN. Use
    ///   ``validated(duration:bounce:)`` for untrusted values.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(!bounce.isNaN, "Spring: bounce must not be NaN")
        let clamped = min(max(bounce, (-1.0).nextUp), 1)
        self = Spring.trusted { () throws(SpringParameterError) in try Spring.validated(duration: duration, bounce: clamped) }
    }

    /// ``init(duration:bounce:)`` for untrusted values, without clamping below: throws a
    /// ``SpringParameterError`` unless duration > 0 is finite, bounce > −1 finite, and the spring
    /// finite. A bounce above 1 gives ζ = 0, as the clamp does.
    public static func validated(duration: Double, bounce: Double) throws(SpringParameterError) -> Spring {
        try SpringParameterError.requirePositive(duration, "duration")
        try SpringParameterError.requireFinite(bounce, "bounce")
        guard bounce > -1 else { throw SpringParameterError("bounce must be > -1 (got \(bounce))") }
        let zeta = bounce < 0 ? 1 / (1 + bounce) : (bounce <= 1 ? 1 - bounce : 0)
        return try Spring.derived(naturalFrequency: 2 * Double.pi / duration, dampingRatio: zeta, from: "duration \(duration) s")
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
    ///
    /// - Precondition: mass and stiffness finite and > 0, damping coefficient finite and ≥ 0
    ///   (SwiftUI answers a zero stiffness with a spring that never moves; this `Spring` has none).
    ///   Use ``validated(swiftUIMass:stiffness:dampingCoefficient:allowOverDamping:)`` for
    ///   untrusted values.
    public init(swiftUIMass mass: Double = 1, stiffness: Double, dampingCoefficient: Double, allowOverDamping: Bool = false) {
        self = Spring.trusted { () throws(SpringParameterError) in
            try Spring.validated(
                swiftUIMass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient, allowOverDamping: allowOverDamping)
        }
    }

    /// ``init(swiftUIMass:stiffness:dampingCoefficient:allowOverDamping:)`` for untrusted values:
    /// throws a ``SpringParameterError`` naming the parameter outside its domain.
    public static func validated(
        swiftUIMass mass: Double = 1, stiffness: Double, dampingCoefficient: Double, allowOverDamping: Bool = false
    ) throws(SpringParameterError) -> Spring {
        let spring = try Spring(validatingMass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient)
        guard !allowOverDamping && spring.dampingRatio > 1 else { return spring }
        // c = 2√(k·m) as 2√k·√m: no overflow of k·m.
        return Spring(mass: mass, stiffness: stiffness, dampingCoefficient: 2 * stiffness.squareRoot() * mass.squareRoot())
    }

    /// SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)`: ζ clamped to [ulpOfOne, 1],
    /// the duration to [0.01, 10] s, and ω₀ solved from the same settling equation as UIKit's
    /// with v₀ = 0 (``UIKitSpring``), which then has at most one root:
    /// ω₀ = ln(ζ/(√(1−ζ²)·ε))/(ζD) for ζ < 1, (1 + ω₀D)e^{−ω₀D} = ε for ζ = 1.
    ///
    /// Unlike SwiftUI's, this one throws: for ζ below about ε the equation has no positive root
    /// (ζ/(√(1−ζ²)·ε) < 1), where SwiftUI documents no answer; and for a negative ratio.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(SpringParameterError) {
        try SpringParameterError.requireNonNegative(dampingRatio, "damping ratio")
        let zeta = min(max(dampingRatio, Double.ulpOfOne), 1)
        self = try UIKitSpring(dampingRatio: zeta, duration: settlingDuration, initialVelocity: 0, epsilon: epsilon).spring()
    }

    /// A conversion of values the caller vouches for: a refusal is a programming error.
    static func trusted(_ make: () throws(SpringParameterError) -> Spring) -> Spring {
        do { return try make() } catch { preconditionFailure("Spring: \(error.message)") }
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

    /// The spring; throws unless response > 0 and ζ ≥ 0 are finite and give a finite spring
    /// (``Spring/validated(response:dampingRatio:)``).
    public func spring() throws(SpringParameterError) -> Spring { try Spring.validated(response: response, dampingRatio: dampingRatio) }
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

    /// The spring; throws unless duration > 0 is finite, bounce > −1 finite, and the spring finite
    /// (``Spring/validated(duration:bounce:)``).
    public func spring() throws(SpringParameterError) -> Spring { try Spring.validated(duration: duration, bounce: bounce) }
}

/// SwiftUI's named springs and animation defaults.
public enum SwiftUISpring {
    /// `Spring.smooth(duration: 0.5, extraBounce: 0)`: bounce 0 + extraBounce
    /// (``Spring/init(duration:bounce:)``, its clamp and preconditions).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// `Spring.snappy(duration: 0.5, extraBounce: 0)`: bounce 0.15 + extraBounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `Spring.bouncy(duration: 0.5, extraBounce: 0)`: bounce 0.3 + extraBounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// `Animation.spring()` defaults: response 0.5 s, dampingFraction 0.825 (iOS 17+; the
    /// iOS 13–16 SDKs declared response 0.55).
    public static var animationDefault: Spring { Spring(naturalFrequency: 2 * Double.pi / 0.5, dampingRatio: 0.825) }
    /// `Animation.interactiveSpring()` defaults: response 0.15 s, dampingFraction 0.86
    /// (blendDuration 0.25 s, which does not change the spring).
    public static var interactiveDefault: Spring { Spring(naturalFrequency: 2 * Double.pi / 0.15, dampingRatio: 0.86) }
}
