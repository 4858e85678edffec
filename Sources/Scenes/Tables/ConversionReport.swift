import Dynamics
import FrameIO

/// What `springsim convert` prints: one spring in every platform's parameterisation.
///
/// All numbers are read back from ``spring`` (mass m, stiffness k, damping coefficient c) and
/// from the initial velocity v₀ normalised to the distance; a value beyond the double range is
/// +∞ (a 1e-300 mass's k/m), never clamped. Units: seconds, rad/s, and each platform's own.
///
/// - SwiftUI: response 2π/ω₀ s, dampingRatio ζ, bounce (`Spring/bounce`).
/// - UIKit: the given ``uiKit`` parameters (with every root ω₀ of its duration equation, the
///   largest used), or — for another family — the duration ``uiKitDuration`` that gives this
///   spring's ω₀ for v₀, where UIKit can express it (0 < ζ < 1, D in [0.01, 10] s).
/// - Compose: stiffness k/m (mass 1), dampingRatio ζ.
/// - pop/rebound: tension k/m, friction c/m, Origami values and (where defined) bounciness
///   and speed.
/// - Framer Motion: visualDuration 2π/(1.2·ω₀) s, bounce 1 − min(ζ, 1).
public struct ConversionReport: Sendable, Hashable {
    /// The spring converted.
    public let spring: Spring
    /// How the spring was given (e.g. `UIKit animate(withDuration: 1.0, …)`); any text.
    public let family: String
    /// The initial velocity normalised to the distance (distances per second).
    public let initialVelocity: Double
    /// The UIKit parameters the spring was given by, when it was given by UIKit's family.
    public let uiKit: UIKitSpring?

    public init(spring: Spring, family: String, initialVelocity: Double = 0, uiKit: UIKitSpring? = nil) {
        self.spring = spring
        self.family = family
        self.initialVelocity = initialVelocity
        self.uiKit = uiKit
    }

    /// The report of a spring resolved from platform parameters.
    public init(_ resolved: ResolvedSpring, initialVelocity: Double = 0) {
        self.init(spring: resolved.spring, family: resolved.family, initialVelocity: initialVelocity, uiKit: resolved.uiKit)
    }

    /// The regime's name: underdamped, critically damped, overdamped, undamped.
    public var regime: String { spring.regime.rawValue }

    /// UIKit's duration D (s) giving this spring's ω₀ for ``initialVelocity``, or nil where UIKit
    /// cannot express it (see `UIKitSpring/duration(for:initialVelocity:epsilon:)`).
    public var uiKitDuration: Double? { UIKitSpring.duration(for: spring, initialVelocity: initialVelocity) }

    /// UIKit's damping ratio for this spring, or nil above 1 (UIKit caps it at 1).
    public var uiKitDampingRatio: Double? { spring.dampingRatio <= 1 ? spring.dampingRatio : nil }

    /// Every root ω₀ (rad/s, ascending) of UIKit's duration equation when the spring came from
    /// UIKit's family; SpringSim uses the largest (`UIKitSpring/naturalFrequency`).
    public var uiKitRoots: [Double]? { uiKit?.naturalFrequencyRoots }

    /// pop/rebound's tension: k/m.
    public var popTension: Double { spring.stiffness / spring.mass }
    /// pop/rebound's friction: c/m.
    public var popFriction: Double { spring.dampingCoefficient / spring.mass }

    /// Framer Motion's visualDuration: 2π/(1.2·ω₀), s.
    public var framerVisualDuration: Double { 2 * Double.pi / (1.2 * spring.naturalFrequency) }
    /// Framer Motion's bounce: 1 − min(ζ, 1).
    public var framerBounce: Double { 1 - min(spring.dampingRatio, 1) }

    /// Whether SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)` needs over-damping
    /// allowed (ζ > 1).
    public var allowsOverDamping: Bool { spring.dampingRatio > 1 }

    /// Whether Compose's `spring(dampingRatio, stiffness)` can express the spring (both finite).
    public var composeRepresentable: Bool { spring.composeStiffness.isFinite && spring.dampingRatio.isFinite }
}
