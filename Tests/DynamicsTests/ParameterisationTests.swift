import FixtureSupport
import PropertyBased
import Testing

@testable import Dynamics

@Suite("Platform parameterisations")
struct ParameterisationTests {
    static func close(_ a: Double, _ b: Double, _ tol: Double = 1e-12) -> Bool { abs(a - b) <= tol * max(abs(a), abs(b), 1e-300) }

    @Test("SwiftUI response/dampingRatio round trip")
    func responseRoundTrip() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 0.01...10), Gen.double(in: 0...5)) { r, z in
            recordingErrors {
                let s = try Spring(response: r, dampingRatio: z)
                #expect(Self.close(s.response, r))
                #expect(Self.close(s.dampingRatio, z) || z == 0 && s.dampingRatio == 0)
            }
        }
    }

    @Test("SwiftUI duration/bounce round trip, negative bounce included")
    func durationBounceRoundTrip() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 0.01...10), Gen.double(in: -0.95...1)) { d, b in
            recordingErrors {
                let s = try Spring(duration: d, bounce: b)
                #expect(Self.close(s.response, d))
                #expect(abs(s.bounce - b) <= 1e-12 * max(1, abs(b)))
                #expect((b < 0) == (s.dampingRatio > 1))
            }
        }
    }

    @Test("Compose stiffness/dampingRatio round trip")
    func composeRoundTrip() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 1e-4...1e8), Gen.double(in: 0.01...5)) { k, z in
            let s = Spring(composeStiffness: k, dampingRatio: z)
            #expect(Self.close(s.composeStiffness, k))
            #expect(Self.close(s.dampingRatio, z))
        }
    }

    @Test("Origami tension/friction and pop bounciness/speed round trips")
    func origamiRoundTrip() async {
        await seededPropertyCheck(count: 300, label: "origami", input: Gen.double(in: 1...100), Gen.double(in: 1...30)) { t, f in
            let s = Spring(origamiTension: t, origamiFriction: f)
            #expect(Self.close(s.origamiTension, t))
            #expect(Self.close(s.origamiFriction, f))
        }
        await seededPropertyCheck(count: 300, label: "pop", input: Gen.double(in: 0...40), Gen.double(in: 0.5...40)) { b, sp in
            recordingErrors {
                let s = Spring(bounciness: b, speed: sp)
                let back = try #require(s.bouncinessAndSpeed)
                #expect(abs(back.bounciness - b) <= 1e-10 * max(1, b))
                #expect(Self.close(back.speed, sp, 1e-12))
            }
        }
    }

    @Test("react-spring frequency/damping equals SwiftUI response/dampingRatio")
    func reactSpringFrequency() throws {
        let a = try ReactSpring.spring(frequency: 0.4, dampingRatio: 0.3)
        let b = try Spring(response: 0.4, dampingRatio: 0.3)
        #expect(Self.close(a.stiffness, b.stiffness) && Self.close(a.dampingCoefficient, b.dampingCoefficient))
    }

    @Test("published defaults: rebound 230.2/22, pop 342.1006/30.4870, SwiftUI presets")
    func defaults() throws {
        let rebound = OrigamiSpring.reboundDefault
        #expect(Self.close(rebound.stiffness, 230.2) && Self.close(rebound.dampingCoefficient, 22))
        let pop = OrigamiSpring.popDefault
        #expect(abs(pop.stiffness - 342.1006) < 1e-4 && abs(pop.dampingCoefficient - 30.4870) < 1e-4)
        #expect(Self.close(try SwiftUISpring.bouncy().bounce, 0.3))
        #expect(Self.close(try SwiftUISpring.snappy().bounce, 0.15))
        #expect(try SwiftUISpring.smooth().dampingRatio == 1)
        #expect(Self.close(SwiftUISpring.animationDefault.dampingRatio, 0.825))
        #expect(Self.close(SwiftUISpring.interactiveDefault.response, 0.15))
        #expect(SpringPreset.allCases.allSatisfy { $0.spring.stiffness > 0 })
    }

    @Test("SwiftUI settlingDuration init: ζ clamped to 1, same root as UIKit with v₀ = 0")
    func swiftUISettling() throws {
        let a = try Spring(settlingDuration: 1, dampingRatio: 2)
        let b = try Spring(uiKitDampingRatio: 1, duration: 1)
        #expect(a == b)
        // (1 + u)e^{−u} = 0.001 at u = ω₀·D.
        let u = a.naturalFrequency
        #expect(abs((1 + u) * Double.exp(-u) - 0.001) < 1e-15)
    }

    @Test("SwiftUI mass/stiffness/damping clamps overdamping unless allowed")
    func swiftUIClamp() throws {
        #expect(try Spring(swiftUIMass: 1, stiffness: 100, dampingCoefficient: 40).dampingRatio == 1)
        #expect(try Spring(swiftUIMass: 1, stiffness: 100, dampingCoefficient: 40, allowOverDamping: true).dampingRatio == 2)
    }

    @Test("Flutter withDurationAndBounce truncates to whole milliseconds")
    func flutter() throws {
        #expect(try Spring(flutterDuration: 0.5004, bounce: 0.2) == Spring(flutterDuration: 0.5, bounce: 0.2))
        #expect(Self.close(try Spring(flutterDuration: 0.5, bounce: -0.5).dampingRatio, 2))
    }

    @Test("invalid parameters throw, never trap")
    func invalid() {
        #expect(throws: SpringParameterError.self) { try Spring(validatingMass: 0, stiffness: 1, dampingCoefficient: 1) }
        #expect(throws: SpringParameterError.self) { try Spring(validatingMass: 1, stiffness: .infinity, dampingCoefficient: 1) }
        #expect(throws: SpringParameterError.self) { try Spring(validatingMass: 1, stiffness: 1, dampingCoefficient: .nan) }
        #expect(throws: SpringParameterError.self) { try Spring(duration: 1, bounce: -1) }
        #expect(throws: SpringParameterError.self) { try Spring(response: -1, dampingRatio: 1) }
    }
}
