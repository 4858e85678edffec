import Dynamics
import FrameIO

/// What `springsim settle` prints: SpringSim's exact settling duration of an animation beside
/// the platforms' estimates, all with the same tolerance.
///
/// Every duration is in seconds, measured from the start of the animation, and is +∞ when the
/// criterion is never met (an undamped spring):
///
/// - ``exact``: the last time |value − to| ≥ ε·|to − from| (and, with ``velocityEpsilon``,
///   |velocity| ≥ velocityEpsilon·|to − from| per second) — the root of the closed form to a
///   few ulps (`SpringAnimation/settlingDuration(epsilon:velocityEpsilon:)`).
/// - ``coreAnimation``: `CASpringAnimation.settlingDuration`-compatible (the envelope reaching
///   ε; reproduces Apple's documented 2.85 s and "just over 1 s").
/// - ``compose``: Jetpack Compose's `SpringEstimation.kt` with visibility threshold ε, in whole
///   milliseconds.
/// - ``swiftUI``: SwiftUI's `Spring.settlingDuration` with tolerance ε.
public struct SettlingReport: Sendable, Hashable {
    /// How the spring was given (e.g. `UIKit animate(withDuration: 1.0, …)`), for the report's
    /// first line; any text.
    public let family: String
    /// The tolerance ε as a fraction of the distance |to − from|, in (0, 1).
    public let epsilon: Double
    /// The velocity tolerance as a fraction of the distance per second, when one is required.
    public let velocityEpsilon: Double?
    /// The exact settling duration, s.
    public let exact: Double
    /// Core Animation's estimate, s.
    public let coreAnimation: Double
    /// Compose's estimate, s (whole milliseconds).
    public let compose: Double
    /// SwiftUI's estimate, s.
    public let swiftUI: Double

    /// The report of `animation` with tolerance `epsilon` (and `velocityEpsilon`, which only
    /// the exact duration uses: the platforms' estimates have no velocity criterion).
    public init(animation: SpringAnimation, family: String, epsilon: Double = 0.001, velocityEpsilon: Double? = nil) {
        self.family = family
        self.epsilon = epsilon
        self.velocityEpsilon = velocityEpsilon
        exact = animation.settlingDuration(epsilon: epsilon, velocityEpsilon: velocityEpsilon)
        coreAnimation = animation.coreAnimationSettlingDuration(epsilon: epsilon)
        compose = animation.composeSettlingDuration(visibilityThreshold: epsilon)
        swiftUI = animation.swiftUISettlingDuration(epsilon: epsilon)
    }
}
