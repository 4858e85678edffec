import Dynamics
import Testing

@testable import Easing

/// `spring(…)` keys are the easing grammar's own: they map to the library's fields, and the
/// resolver's typed errors come back naming the keys.
@Suite("spring() keys and typed errors")
struct SpringKeyTests {
    static func message(_ text: String) -> String? {
        do {
            _ = try EasingParser.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("every key sets its field: the easing equals the spring the typed value builds")
    func keysSetFields() throws {
        let pairs: [(String, Spring)] = [
            ("spring(damping=0.3, duration=0.8)", try UIKitSpring(dampingRatio: 0.3, duration: 0.8).spring()),
            ("spring(response=0.5, damping=0.6)", try SwiftUIResponseSpring(response: 0.5, dampingRatio: 0.6).spring()),
            ("spring(duration=0.7, bounce=0.2)", try SwiftUIDurationBounceSpring(duration: 0.7, bounce: 0.2).spring()),
            ("spring(stiffness=400, damping=0.5)", try ComposeSpring(stiffness: 400, dampingRatio: 0.5).spring()),
            (
                "spring(mass=2, stiffness=300, damping-coefficient=5)",
                try CoreAnimationSpring(mass: 2, stiffness: 300, dampingCoefficient: 5).spring()
            ),
            ("spring(bounciness=10, speed=8)", try PopSpring(bounciness: 10, speed: 8).spring()),
            ("spring(tension=40, friction=7, origami)", try TensionFrictionSpring(tension: 40, friction: 7, origami: true).spring()),
            ("spring(preset=compose)", SpringPreset.compose.spring),
        ]
        for (text, spring) in pairs {
            let easing = try #require(try EasingParser.parse(text) as? SpringEasing, "\(text)")
            #expect(easing.animation.spring == spring, "\(text)")
        }
        let moving = try #require(try EasingParser.parse("spring(damping=0.15, velocity=1.4)") as? SpringEasing)
        #expect(moving.animation.spring == (try UIKitSpring(dampingRatio: 0.15, initialVelocity: 1.4).spring()))
    }

    @Test(
        "resolver errors name the keys, and the family signature too",
        arguments: [
            ("spring(damping=0.2, mass=3)", "conflicting spring parameters: mass cannot be combined with damping (one family at a time)"),
            ("spring(origami)", "origami needs friction tension (family: tension/friction (tension friction [mass] [origami]))"),
            ("spring(response=0.5)", "response needs damping (family: SwiftUI response (response damping))"),
            ("spring(preset=nope)", "unknown preset 'nope' (known: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))"),
            (
                "spring(bounciness=1e200)",
                "bounciness 1e+200, speed 12.0 gives a spring outside the double range (damping coefficient must be a finite number (got "
            ),
            ("spring(tension=40, friction=7, mass=2, origami)", "mass cannot be combined with origami (Origami springs have mass 1)"),
            (
                "spring(damping-coefficient=5, damping=0.5)",
                "conflicting spring parameters: damping-coefficient cannot be combined with damping (one family at a time)"
            ),
        ])
    func errorsNameKeys(_ text: String, _ expected: String) {
        #expect(Self.message(text)?.hasPrefix(expected) == true, "\(Self.message(text) ?? "accepted")")
    }

    @Test("an unknown key lists the known ones; origami takes no number")
    func unknownKeys() {
        let known =
            "damping, duration, velocity, response, bounce, mass, stiffness, damping-coefficient, bounciness, speed, tension, friction, origami, preset, epsilon"
        #expect(Self.message("spring(dampingRatio=0.5)") == "unknown spring parameter 'dampingRatio' (known: \(known))")
        #expect(Self.message("spring(origami=1, tension=40, friction=7)") == "unknown spring parameter 'origami' (known: \(known))")
    }

    @Test("the export bound error is typed and names the bound maxError")
    func boundError() {
        let curve = CubicBezierEasing.easeIn
        for (bound, expected) in [(0.0, ApproximationBoundError.notPositive(0)), (1e-10, .tooSmall(1e-10))] {
            do {
                _ = try curve.linearPoints(maxError: bound)
                Issue.record("accepted \(bound)")
            } catch {
                #expect(error.bound == expected && error.message == expected.message(naming: "maxError"))
                #expect(!error.message.contains("--"))
            }
        }
        #expect(
            ApproximationBoundError.tooSmall(1e-10).message(naming: "--max-error") == "--max-error below 1e-9 would need too many points")
    }
}
