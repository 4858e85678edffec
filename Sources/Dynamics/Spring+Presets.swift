// The platforms' named springs as static members of Spring, each built by ``SpringPreset``
// (the one table of preset values), and the read-backs a SwiftUI user expects on a spring.

extension Spring {
    /// SwiftUI `Spring.smooth`: duration 0.5 s, bounce 0 (critically damped).
    public static var smooth: Spring { SpringPreset.swiftUISmooth.spring }
    /// SwiftUI `Spring.snappy`: duration 0.5 s, bounce 0.15.
    public static var snappy: Spring { SpringPreset.swiftUISnappy.spring }
    /// SwiftUI `Spring.bouncy`: duration 0.5 s, bounce 0.3.
    public static var bouncy: Spring { SpringPreset.swiftUIBouncy.spring }

    /// SwiftUI `Spring.smooth(duration:extraBounce:)`: `Spring(duration: duration, bounce:
    /// extraBounce)` (``SwiftUISpring/smooth(duration:extraBounce:)``). As SwiftUI's, it does
    /// not throw: the bounce is clamped to [−1, 1] and the duration must be finite and > 0
    /// (``init(duration:bounce:)``; ``validated(duration:bounce:)`` for untrusted values).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        SwiftUISpring.smooth(duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI `Spring.snappy(duration:extraBounce:)`: bounce 0.15 + extraBounce
    /// (``SwiftUISpring/snappy(duration:extraBounce:)``), as ``smooth(duration:extraBounce:)``.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        SwiftUISpring.snappy(duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI `Spring.bouncy(duration:extraBounce:)`: bounce 0.3 + extraBounce
    /// (``SwiftUISpring/bouncy(duration:extraBounce:)``), as ``smooth(duration:extraBounce:)``.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        SwiftUISpring.bouncy(duration: duration, extraBounce: extraBounce)
    }

    /// SwiftUI `Animation.spring()`: response 0.5 s, dampingFraction 0.825.
    public static var swiftUIAnimationDefault: Spring { SpringPreset.swiftUISpring.spring }
    /// SwiftUI `Animation.interactiveSpring()`: response 0.15 s, dampingFraction 0.86.
    public static var swiftUIInteractiveSpring: Spring { SpringPreset.swiftUIInteractiveSpring.spring }
    /// `CASpringAnimation()`: mass 1, stiffness 100, damping 10 (Framer Motion's default too).
    public static var coreAnimationDefault: Spring { SpringPreset.coreAnimation.spring }
    /// Compose `spring()`: stiffness 1500, damping ratio 1.
    public static var composeDefault: Spring { SpringPreset.compose.spring }
    /// Android `SpringForce()`: stiffness 1500, damping ratio 0.5.
    public static var springForceDefault: Spring { SpringPreset.androidSpringForce.spring }
    /// Flutter `SpringDescription.withDurationAndBounce()`: 500 ms, bounce 0.
    public static var flutterDefault: Spring { SpringPreset.flutter.spring }
    /// pop `POPSpringAnimation`: bounciness 4, speed 12.
    public static var popDefault: Spring { SpringPreset.pop.spring }
    /// rebound `SpringConfig.defaultConfig`: Origami tension 40, friction 7.
    public static var reboundDefault: Spring { SpringPreset.rebound.spring }
    /// Framer Motion's physical default: stiffness 100, damping 10, mass 1.
    public static var framerMotionDefault: Spring { SpringPreset.framerMotion.spring }
    /// react-spring `config.default`: tension 170, friction 26.
    public static var reactSpringDefault: Spring { SpringPreset.reactSpringDefault.spring }
    /// react-spring `config.gentle`: tension 120, friction 14.
    public static var gentle: Spring { SpringPreset.reactSpringGentle.spring }
    /// react-spring `config.wobbly`: tension 180, friction 12.
    public static var wobbly: Spring { SpringPreset.reactSpringWobbly.spring }
    /// react-spring `config.stiff`: tension 210, friction 20.
    public static var stiff: Spring { SpringPreset.reactSpringStiff.spring }
    /// react-spring `config.slow`: tension 280, friction 60.
    public static var slow: Spring { SpringPreset.reactSpringSlow.spring }
    /// react-spring `config.molasses`: tension 280, friction 120.
    public static var molasses: Spring { SpringPreset.reactSpringMolasses.spring }
}

extension Spring {
    /// SwiftUI's `duration` (the perceptual duration): the ``response`` 2π/ω₀, in seconds; the
    /// inverse of ``init(duration:bounce:)`` together with ``bounce``.
    public var duration: Double { response }

    /// SwiftUI's and Core Animation's `damping`: the damping coefficient c.
    public var damping: Double { dampingCoefficient }

    /// SpringSim's exact settling duration of a unit step from rest: the last time at which
    /// |x(t) − 1| ≥ 0.001 for the motion from 0 to 1 (``SpringAnimation/settlingDuration(epsilon:velocityEpsilon:)``).
    /// The per-motion form, in any vector's norm, is
    /// ``settlingDuration(target:initialVelocity:epsilon:)``.
    public var settlingDuration: Double { unitStep.settlingDuration() }

    /// SwiftUI's estimate for the unit step from rest, ε = 0.001
    /// (``SpringAnimation/swiftUISettlingDuration(epsilon:)``).
    public var swiftUISettlingDuration: Double { unitStep.swiftUISettlingDuration() }

    /// Core Animation's `CASpringAnimation.settlingDuration` for the unit step from rest
    /// (``SpringAnimation/coreAnimationSettlingDuration(epsilon:)``).
    public var coreAnimationSettlingDuration: Double { unitStep.coreAnimationSettlingDuration() }

    /// Compose's estimate for the unit step from rest, visibility threshold 0.001 of the distance
    /// (``SpringAnimation/composeSettlingDuration(visibilityThreshold:)``).
    public var composeSettlingDuration: Double { unitStep.composeSettlingDuration() }

    /// The UIKit duration that gives this spring for a normalised initial velocity
    /// (``UIKitSpring/duration(for:initialVelocity:epsilon:)``; nil where UIKit cannot express it).
    public func uiKitDuration(initialVelocity: Double = 0) -> Double? {
        UIKitSpring.duration(for: self, initialVelocity: initialVelocity)
    }

    private var unitStep: SpringAnimation { SpringAnimation(spring: self, from: 0, to: 1) }
}
