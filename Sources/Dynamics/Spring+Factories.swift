// Every platform's spring as a static factory on Spring, each forwarding to the one conversion
// of that platform (Spring+UIKit.swift, Spring+SwiftUI.swift, Spring+Compose.swift,
// Spring+Origami.swift, Spring+Web.swift, Spring+Flutter.swift, SpringParameters.swift), so a
// library user never needs the per-platform types and no formula is written twice.

extension Spring {
    /// UIKit `UIView.animate(withDuration: duration, delay:, usingSpringWithDamping: dampingRatio,
    /// initialSpringVelocity: initialVelocity, …)` (``UIKitSpring``): mass 1, ζ = min(dampingRatio,
    /// 1), and ω₀ the largest root of UIKit's settling equation for the duration clamped to
    /// [0.01, 10] s.
    ///
    /// UIKit's `initialSpringVelocity` belongs to the motion, not the spring: it is normalised
    /// by the animated distance (1 means the whole distance per second) and it also enters the
    /// equation that fixes ω₀. So this returns both: the spring, and the same normalised
    /// velocity to start the motion with — `SpringAnimation(spring:from:to:normalizedVelocity:)`,
    /// or, for a vector motion, `initialVelocity: (to − from).scaled(by: normalizedVelocity)`.
    public static func uiKit(
        dampingRatio: Double, duration: Double = 1, initialVelocity: Double = 0
    ) throws(SpringParameterError) -> (spring: Spring, normalizedVelocity: Double) {
        let spec = try UIKitSpring(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity)
        return (try spec.spring(), spec.initialVelocity)
    }

    /// Core Animation `CASpringAnimation` `mass`, `stiffness`, `damping` (the coefficient; defaults
    /// 1, 100, 10, as `CASpringAnimation()`) (``CoreAnimationSpring``). Its `initialVelocity`
    /// is normalised by the distance, as UIKit's, and belongs to the motion.
    public static func coreAnimation(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10
    ) throws(SpringParameterError) -> Spring {
        try CoreAnimationSpring(mass: mass, stiffness: stiffness, dampingCoefficient: damping).spring()
    }

    /// Core Animation `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17): the same
    /// parameterisation as SwiftUI's ``init(duration:bounce:)``, and like it non-throwing
    /// (bounce clamped to [−1, 1]; ``validated(duration:bounce:)`` for untrusted values).
    public static func coreAnimation(perceptualDuration: Double, bounce: Double) -> Spring {
        Spring(duration: perceptualDuration, bounce: bounce)
    }

    /// SwiftUI `Spring(mass:stiffness:damping:allowOverDamping:)`: without `allowOverDamping` an
    /// overdamped spring is clamped to critical damping, as SwiftUI does
    /// (``init(swiftUIMass:stiffness:dampingCoefficient:allowOverDamping:)``, its preconditions;
    /// ``validated(swiftUIMass:stiffness:dampingCoefficient:allowOverDamping:)`` for untrusted values).
    public static func swiftUI(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) -> Spring {
        Spring(swiftUIMass: mass, stiffness: stiffness, dampingCoefficient: damping, allowOverDamping: allowOverDamping)
    }

    /// Jetpack Compose `spring(dampingRatio, stiffness)` and Android `SpringForce`
    /// (``ComposeSpring``): mass 1, c = 2ζ√k. Defaults as Compose's `spring()`: ζ = 1,
    /// k = 1500 (`Spring.StiffnessMedium`).
    public static func compose(
        dampingRatio: Double = ComposeSpring.dampingRatioNoBouncy, stiffness: Double = ComposeSpring.stiffnessMedium
    ) throws(SpringParameterError) -> Spring {
        try ComposeSpring(stiffness: stiffness, dampingRatio: dampingRatio).spring()
    }

    /// pop `POPSpringAnimation` `springBounciness` / `springSpeed` and rebound
    /// `SpringConfig.fromBouncinessAndSpeed` (``PopSpring``; defaults 4 and 12): the curve fit
    /// to Origami tension and friction, then stiffness and damping at mass 1.
    public static func pop(bounciness: Double = 4, speed: Double = 12) throws(SpringParameterError) -> Spring {
        try PopSpring(bounciness: bounciness, speed: speed).spring()
    }

    /// Origami / Quartz Composer tension and friction, as rebound's
    /// `SpringConfig.fromOrigamiTensionAndFriction` and pop's QC macros
    /// (``TensionFrictionSpring`` with `origami`): k = (t − 30)·3.62 + 194, c = (f − 8)·3 + 25,
    /// mass 1. rebound's default config is tension 40, friction 7.
    public static func origami(tension: Double, friction: Double) throws(SpringParameterError) -> Spring {
        try TensionFrictionSpring(tension: tension, friction: friction, origami: true).spring()
    }

    /// react-spring `config: { tension, friction, mass }` (also rebound's and pop's physical
    /// values; ``TensionFrictionSpring``): k = tension, c = friction. Defaults as react-spring's
    /// `config.default` (170, 26, mass 1).
    public static func reactSpring(tension: Double = 170, friction: Double = 26, mass: Double = 1) throws(SpringParameterError) -> Spring {
        try TensionFrictionSpring(tension: tension, friction: friction, mass: mass).spring()
    }

    /// react-spring `config: { frequency, damping, mass }` (``ReactSpring/spring(frequency:dampingRatio:mass:)``):
    /// frequency the undamped period (s), damping the ratio.
    public static func reactSpring(frequency: Double, damping: Double, mass: Double = 1) throws(SpringParameterError) -> Spring {
        try ReactSpring.spring(frequency: frequency, dampingRatio: damping, mass: mass)
    }

    /// Framer Motion `transition: { type: "spring", stiffness, damping, mass }` (defaults 100,
    /// 10, 1): the physical parameters.
    public static func framerMotion(stiffness: Double = 100, damping: Double = 10, mass: Double = 1) throws(SpringParameterError) -> Spring
    {
        try Spring(validatingMass: mass, stiffness: stiffness, dampingCoefficient: damping)
    }

    /// Framer Motion `transition: { type: "spring", duration, bounce }`
    /// (``FramerMotionSpring/spring(duration:bounce:)``: Framer's own Newton solve).
    public static func framerMotion(duration: Double, bounce: Double) throws(SpringParameterError) -> Spring {
        try FramerMotionSpring.spring(duration: duration, bounce: bounce)
    }

    /// Framer Motion `transition: { type: "spring", visualDuration, bounce }`
    /// (``FramerMotionSpring/spring(visualDuration:bounce:)``).
    public static func framerMotion(visualDuration: Double, bounce: Double) throws(SpringParameterError) -> Spring {
        try FramerMotionSpring.spring(visualDuration: visualDuration, bounce: bounce)
    }

    /// Flutter `SpringDescription(mass:stiffness:damping:)`: the physical parameters.
    public static func flutter(mass: Double, stiffness: Double, damping: Double) throws(SpringParameterError) -> Spring {
        try Spring(validatingMass: mass, stiffness: stiffness, dampingCoefficient: damping)
    }

    /// Flutter `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`
    /// (``init(flutterMass:stiffness:ratio:)``): c = ratio·2√(m·k).
    public static func flutter(mass: Double, stiffness: Double, ratio: Double = 1) throws(SpringParameterError) -> Spring {
        try Spring(flutterMass: mass, stiffness: stiffness, ratio: ratio)
    }

    /// Flutter `SpringDescription.withDurationAndBounce(duration:bounce:)` (defaults 500 ms, 0;
    /// ``init(flutterDuration:bounce:)``): the duration is truncated to whole milliseconds, as
    /// Flutter's `Duration.inMilliseconds`.
    public static func flutter(duration: Double = 0.5, bounce: Double = 0) throws(SpringParameterError) -> Spring {
        try Spring(flutterDuration: duration, bounce: bounce)
    }

    /// The spring a named preset of any platform describes (``SpringPreset/spring``).
    public init(_ preset: SpringPreset) { self = preset.spring }
}
