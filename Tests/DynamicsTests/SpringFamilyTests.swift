import FixtureSupport
import Testing

@testable import Dynamics

/// The typed families: each value converts to the same spring as the platform initialiser it
/// mirrors, the resolver picks the family from typed fields, and its errors carry the fields.
@Suite("Spring families and typed parameters")
struct SpringFamilyTests {
    static func parameters(_ set: (inout SpringParameters) -> Void) -> SpringParameters { edited(SpringParameters(), set) }

    /// The reason a resolution fails with, or nil when it succeeds.
    static func reason(_ p: SpringParameters) -> SpringParameterError.Reason? {
        do {
            _ = try p.resolve()
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("each family value converts to exactly the spring of its platform initialiser")
    func valuesConvertLikeTheInitialisers() throws {
        #expect(
            try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 1.4).spring()
                == Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4))
        #expect(try SwiftUIResponseSpring(response: 0.5, dampingRatio: 0.825).spring() == Spring(response: 0.5, dampingRatio: 0.825))
        #expect(try SwiftUIDurationBounceSpring(bounce: 0.3).spring() == SwiftUISpring.bouncy())
        #expect(try SwiftUIDurationBounceSpring(duration: 0.8, bounce: -0.4).spring() == Spring(duration: 0.8, bounce: -0.4))
        #expect(try CoreAnimationSpring().spring() == SpringPreset.coreAnimation.spring)
        #expect(
            try CoreAnimationSpring(mass: 2, stiffness: 300, dampingCoefficient: 5).spring()
                == Spring(mass: 2, stiffness: 300, dampingCoefficient: 5))
        #expect(try ComposeSpring(stiffness: 1500, dampingRatio: 1).spring() == ComposeSpring.composeDefault)
        #expect(try ComposeSpring(stiffness: 400, dampingRatio: 0.2).spring() == Spring(composeStiffness: 400, dampingRatio: 0.2))
        #expect(try PopSpring().spring() == OrigamiSpring.popDefault)
        #expect(try PopSpring(bounciness: 12, speed: 3).spring() == Spring(bounciness: 12, speed: 3))
        #expect(try TensionFrictionSpring(tension: 170, friction: 26).spring() == SpringPreset.reactSpringDefault.spring)
        #expect(try TensionFrictionSpring(tension: 170, friction: 26, mass: 3).spring() == Spring(tension: 170, friction: 26, mass: 3))
        #expect(try TensionFrictionSpring(tension: 40, friction: 7, origami: true).spring() == OrigamiSpring.reboundDefault)
        for preset in SpringPreset.allCases {
            #expect(try SpringSpecification.preset(preset).spring() == preset.spring)
        }
    }

    @Test(
        "the resolver picks the family of the fields given and builds its spring",
        arguments: [
            (
                SpringFamilyTests.parameters {
                    $0.dampingRatio = 0.15; $0.velocity = 1.4
                }, SpringFamily.uiKit
            ),
            (
                SpringFamilyTests.parameters {
                    $0.dampingRatio = 0.3; $0.duration = 0.5
                }, .uiKit
            ),
            (
                SpringFamilyTests.parameters {
                    $0.response = 0.5; $0.dampingRatio = 0.6
                }, .swiftUIResponse
            ),
            (SpringFamilyTests.parameters { $0.bounce = 0.2 }, .swiftUIDurationBounce),
            (
                SpringFamilyTests.parameters {
                    $0.stiffness = 400; $0.dampingRatio = 0.5
                }, .compose
            ),
            (SpringFamilyTests.parameters { $0.mass = 2 }, .physical),
            (
                SpringFamilyTests.parameters {
                    $0.stiffness = 100; $0.dampingCoefficient = 5
                }, .physical
            ),
            (SpringFamilyTests.parameters { $0.speed = 20 }, .pop),
            (
                SpringFamilyTests.parameters {
                    $0.tension = 170; $0.friction = 26; $0.mass = 2
                }, .tensionFriction
            ),
            (
                SpringFamilyTests.parameters {
                    $0.tension = 40; $0.friction = 7; $0.origami = true
                }, .tensionFriction
            ),
            (SpringFamilyTests.parameters { $0.presetName = "swiftui-snappy" }, .preset),
        ])
    func resolves(_ p: SpringParameters, _ family: SpringFamily) throws {
        let resolved = try p.resolve()
        #expect(resolved.specification.family == family)
        #expect(try resolved.specification.spring() == resolved.spring)
        #expect(resolved.family == resolved.specification.description)
    }

    @Test("resolved springs equal the platform initialisers; UIKit and SwiftUI keep their durations")
    func resolvedSprings() throws {
        let ui = try Self.parameters {
            $0.dampingRatio = 0.15; $0.velocity = 1.4
        }.resolve()
        #expect(ui.spring == (try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)))
        #expect(ui.uiKit == (try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 1.4)) && ui.nominalDuration == 1)
        #expect(ui.family == "UIKit animate(withDuration: 1.0, usingSpringWithDamping: 0.15, initialSpringVelocity: 1.4)")
        let bounce = try Self.parameters { $0.bounce = 0.2 }.resolve()
        #expect(bounce.spring == Spring(duration: 0.5, bounce: 0.2) && bounce.nominalDuration == 0.5 && bounce.uiKit == nil)
        let physical = try Self.parameters { $0.dampingCoefficient = 5 }.resolve()
        #expect(physical.spring == Spring(mass: 1, stiffness: 100, dampingCoefficient: 5))
        #expect(physical.family == "Core Animation CASpringAnimation(mass: 1.0, stiffness: 100.0, damping: 5.0)")
        let origami = try Self.parameters {
            $0.tension = 40; $0.friction = 7; $0.origami = true
        }.resolve()
        #expect(origami.spring == Spring(origamiTension: 40, origamiFriction: 7))
        let defaults = try SpringParameters().resolve()
        #expect(defaults.spring == SpringPreset.coreAnimation.spring && defaults.specification == .physical(CoreAnimationSpring()))
    }

    @Test("conflicts and missing fields are reported with the fields, in SpringField order")
    func typedErrors() {
        #expect(
            Self.reason(
                Self.parameters {
                    $0.dampingRatio = 0.3; $0.mass = 2
                })
                == .conflict(conflicting: [.mass], others: [.dampingRatio]))
        #expect(
            Self.reason(
                Self.parameters {
                    $0.dampingRatio = 0.3; $0.bounce = 0.2
                })
                == .conflict(conflicting: [.bounce], others: [.dampingRatio]))
        #expect(
            Self.reason(Self.parameters { $0.origami = true })
                == .missing(given: [.origami], missing: [.friction, .tension], family: .tensionFriction))
        #expect(
            Self.reason(Self.parameters { $0.response = 0.5 })
                == .missing(given: [.response], missing: [.dampingRatio], family: .swiftUIResponse))
        #expect(Self.reason(Self.parameters { $0.presetName = "nope" }) == .unknownPreset("nope"))
        #expect(Self.reason(Self.parameters { $0.stiffness = .infinity }) == .notFinite(.stiffness, .infinity))
        #expect(
            Self.reason(
                Self.parameters {
                    $0.dampingRatio = 0.5; $0.velocity = -.infinity
                }) == .notFinite(.velocity, -.infinity))
        #expect(Self.reason(Self.parameters { $0.bounciness = -1 }) == .notFiniteNonNegative(.bounciness, -1))
        #expect(
            Self.reason(
                Self.parameters {
                    $0.tension = 0; $0.friction = 7; $0.origami = true
                })
                == .origamiStiffness(tension: 0, stiffness: 0))
        #expect(
            Self.reason(
                Self.parameters {
                    $0.tension = 40; $0.friction = 7; $0.mass = 2; $0.origami = true
                }) == .massWithOrigami)
        guard case .derived(let from, _) = Self.reason(Self.parameters { $0.bounciness = 1e200 }) else {
            Issue.record("a bounciness of 1e200 gives no finite friction")
            return
        }
        #expect(from == [SpringFieldValue(.bounciness, 1e200), SpringFieldValue(.speed, 12)])
    }

    @Test("messages name the fields the caller's way; the family signature may use other names")
    func rendering() throws {
        let conflict = SpringParameterError(.conflict(conflicting: [.mass], others: [.dampingRatio]))
        #expect(conflict.message == "conflicting spring parameters: mass cannot be combined with dampingRatio (one family at a time)")
        #expect(
            conflict.message(naming: { "<\($0)>" })
                == "conflicting spring parameters: <mass> cannot be combined with <dampingRatio> (one family at a time)")
        let missing = SpringParameterError(.missing(given: [.origami], missing: [.friction, .tension], family: .tensionFriction))
        #expect(
            missing.message(naming: { "-" + $0.rawValue }, signatureNaming: \.rawValue)
                == "-origami needs -friction -tension (family: tension/friction (tension friction [mass] [origami]))")
        #expect(SpringFamily.uiKit.name(naming: \.rawValue) == "UIKit (dampingRatio [duration] [velocity])")
        #expect(missing.namesFields && !SpringParameterError("stiffness must be > 0 (got 0.0)").namesFields)
        #expect(SpringParameterError("ω₀ overflows").message(naming: { _ in "x" }) == "ω₀ overflows")
    }

    @Test("the subscript reads and writes every numeric field")
    func subscriptFields() {
        var p = SpringParameters()
        for (i, field) in SpringField.allCases.filter(\.isNumeric).enumerated() { p[field] = Double(i + 1) }
        #expect(p.dampingRatio == 1 && p.velocity == 3 && p.dampingCoefficient == 8 && p.friction == 12)
        #expect(p[.preset] == nil && p[.origami] == nil)
        #expect(p.familyFields == SpringField.allCases.filter { $0.isNumeric && $0 != .velocity })
    }
}
