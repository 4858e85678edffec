import Testing

@testable import Dynamics

/// One spring value: every platform's factory and preset equals the per-platform type's spring
/// (bit for bit: they share the one conversion), and SwiftUI's documented round trips hold.
@Suite("Spring factories and presets")
struct SpringFactoryTests {
    @Test("factories equal the per-platform types")
    func factoriesEqualPlatformTypes() throws {
        let ui = try Spring.uiKit(dampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        #expect(ui.spring == (try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 1.4).spring()))
        #expect(ui.normalizedVelocity == 1.4)
        #expect(try Spring.coreAnimation() == CoreAnimationSpring().spring())
        #expect(
            try Spring.coreAnimation(mass: 2, stiffness: 300, damping: 7)
                == CoreAnimationSpring(mass: 2, stiffness: 300, dampingCoefficient: 7).spring())
        #expect(Spring.coreAnimation(perceptualDuration: 0.4, bounce: 0.2) == Spring(duration: 0.4, bounce: 0.2))
        #expect(Spring.swiftUI(stiffness: 100, damping: 40) == Spring(swiftUIMass: 1, stiffness: 100, dampingCoefficient: 40))
        #expect(Spring.swiftUI(stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(try Spring.compose(dampingRatio: 0.5, stiffness: 400) == ComposeSpring(stiffness: 400, dampingRatio: 0.5).spring())
        #expect(try Spring.compose() == ComposeSpring.composeDefault)
        #expect(try Spring.pop(bounciness: 10, speed: 8) == PopSpring(bounciness: 10, speed: 8).spring())
        #expect(try Spring.pop() == OrigamiSpring.popDefault)
        #expect(try Spring.origami(tension: 40, friction: 7) == OrigamiSpring.reboundDefault)
        #expect(try Spring.reactSpring() == Spring.reactSpringDefault)
        #expect(try Spring.reactSpring(tension: 180, friction: 12) == Spring.wobbly)
        #expect(try Spring.reactSpring(frequency: 0.4, damping: 0.3) == ReactSpring.spring(frequency: 0.4, dampingRatio: 0.3))
        #expect(try Spring.framerMotion() == FramerMotionSpring.framerDefault)
        #expect(try Spring.framerMotion(duration: 0.8, bounce: 0.25) == FramerMotionSpring.spring(duration: 0.8, bounce: 0.25))
        #expect(try Spring.framerMotion(visualDuration: 0.3, bounce: 0.4) == FramerMotionSpring.spring(visualDuration: 0.3, bounce: 0.4))
        #expect(try Spring.flutter(mass: 1, stiffness: 500, damping: 20) == Spring(mass: 1, stiffness: 500, dampingCoefficient: 20))
        #expect(try Spring.flutter(mass: 2, stiffness: 300, ratio: 0.6) == Spring(flutterMass: 2, stiffness: 300, ratio: 0.6))
        #expect(try Spring.flutter() == Spring.flutterDefault)
        #expect(throws: SpringParameterError.self) { try Spring.compose(dampingRatio: -1, stiffness: 10) }
        for preset in SpringPreset.allCases { #expect(Spring(preset) == preset.spring) }
    }

    @Test("presets as static members")
    func presets() throws {
        #expect(Spring.smooth == SwiftUISpring.smooth())
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.smooth(duration: 0.3, extraBounce: 0.1) == Spring(duration: 0.3, bounce: 0.1))
        #expect(Spring.snappy(duration: 0.8) == Spring(duration: 0.8, bounce: 0.15))
        #expect(Spring.bouncy(extraBounce: 0.2) == Spring(duration: 0.5, bounce: 0.5))
        #expect(Spring.coreAnimationDefault == Spring(mass: 1, stiffness: 100, dampingCoefficient: 10))
        #expect(Spring.swiftUIAnimationDefault == SwiftUISpring.animationDefault)
        #expect(Spring.swiftUIInteractiveSpring == SwiftUISpring.interactiveDefault)
        #expect(Spring.springForceDefault == ComposeSpring.springForceDefault)
        #expect(Spring.composeDefault == ComposeSpring.composeDefault)
        #expect(Spring.reboundDefault == OrigamiSpring.reboundDefault)
        #expect(Spring.framerMotionDefault == FramerMotionSpring.framerDefault)
        let named: [(Spring, Double, Double)] = [
            (.reactSpringDefault, 170, 26), (.gentle, 120, 14), (.wobbly, 180, 12), (.stiff, 210, 20), (.slow, 280, 60),
            (.molasses, 280, 120),
        ]
        for (spring, tension, friction) in named {
            #expect(spring == Spring(mass: 1, stiffness: tension, dampingCoefficient: friction))
        }
    }

    @Test("SwiftUI round trips: response/dampingRatio ↔ duration/bounce")
    func swiftUIRoundTrips() throws {
        var worst = 0.0
        for response in [0.05, 0.15, 0.5, 0.55, 1, 3.7] {
            for zeta in [0, 0.1, 0.3, 0.5, 0.825, 1, 1.25, 2, 10] {
                let s = Spring(response: response, dampingRatio: zeta)
                worst = max(worst, abs(s.duration - response) / response, abs(s.response - response) / response)
                worst = max(worst, abs(s.dampingRatio - zeta) / max(zeta, 1))
                let expectedBounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
                worst = max(worst, abs(s.bounce - expectedBounce))
                // And back: Spring(duration: s.duration, bounce: s.bounce) is the same spring.
                let back = Spring(duration: s.duration, bounce: s.bounce)
                worst = max(worst, abs(back.stiffness - s.stiffness) / s.stiffness)
                worst = max(worst, abs(back.dampingCoefficient - s.dampingCoefficient) / s.stiffness.squareRoot())
            }
        }
        for duration in [0.2, 0.5, 1.5] {
            for bounce in [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 1] {
                let s = Spring(duration: duration, bounce: bounce)
                worst = max(worst, abs(s.duration - duration) / duration, abs(s.bounce - bounce))
                let expectedZeta = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
                worst = max(worst, abs(s.dampingRatio - expectedZeta) / expectedZeta.magnitude.nextUp)
                let back = Spring(response: s.response, dampingRatio: s.dampingRatio)
                worst = max(worst, abs(back.stiffness - s.stiffness) / s.stiffness)
            }
        }
        // A few roundings of 2π/R, its square and ζ = 1/(1 + b) each way.
        print("SwiftUI round trips: ≤ \(worst) relative")
        #expect(worst <= 1e-14)
        #expect(Spring.coreAnimationDefault.damping == 10)
    }

    @Test("settling read-backs forward to the unit step's settling")
    func settlingReadBacks() {
        let s = Spring.coreAnimationDefault
        let step = SpringAnimation(spring: s, from: 0, to: 1)
        #expect(s.settlingDuration == step.settlingDuration())
        #expect(s.swiftUISettlingDuration == step.swiftUISettlingDuration())
        #expect(s.coreAnimationSettlingDuration == step.coreAnimationSettlingDuration())
        #expect(s.composeSettlingDuration == step.composeSettlingDuration())
        // Apple documents "approximately 2.85 seconds" for damping 5 … here damping 10:
        #expect(abs(Spring(mass: 1, stiffness: 100, dampingCoefficient: 5).coreAnimationSettlingDuration - 2.855) < 0.001)
        let ui = try! Spring.uiKit(dampingRatio: 0.5, duration: 0.8)
        #expect(abs(ui.spring.uiKitDuration()! - 0.8) <= 1e-12)
        // The exact unit-step settling equals the vector settling along one axis.
        #expect(s.settlingDuration == s.settlingDuration(target: SIMD2(1.0, 0), epsilon: 0.001))
    }
}
