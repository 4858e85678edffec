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
                let s = Spring(response: r, dampingRatio: z)
                #expect(Self.close(s.response, r))
                #expect(Self.close(s.dampingRatio, z) || z == 0 && s.dampingRatio == 0)
            }
        }
    }

    @Test("SwiftUI duration/bounce round trip, negative bounce included")
    func durationBounceRoundTrip() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 0.01...10), Gen.double(in: -0.95...1)) { d, b in
            recordingErrors {
                let s = Spring(duration: d, bounce: b)
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
        let b = Spring(response: 0.4, dampingRatio: 0.3)
        #expect(Self.close(a.stiffness, b.stiffness) && Self.close(a.dampingCoefficient, b.dampingCoefficient))
    }

    @Test("published defaults: rebound 230.2/22, pop 342.1006/30.4870, SwiftUI presets")
    func defaults() throws {
        let rebound = OrigamiSpring.reboundDefault
        #expect(Self.close(rebound.stiffness, 230.2) && Self.close(rebound.dampingCoefficient, 22))
        let pop = OrigamiSpring.popDefault
        #expect(abs(pop.stiffness - 342.1006) < 1e-4 && abs(pop.dampingCoefficient - 30.4870) < 1e-4)
        #expect(Self.close(SwiftUISpring.bouncy().bounce, 0.3))
        #expect(Self.close(SwiftUISpring.snappy().bounce, 0.15))
        #expect(SwiftUISpring.smooth().dampingRatio == 1)
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
        #expect(Spring(swiftUIMass: 1, stiffness: 100, dampingCoefficient: 40).dampingRatio == 1)
        #expect(Spring(swiftUIMass: 1, stiffness: 100, dampingCoefficient: 40, allowOverDamping: true).dampingRatio == 2)
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
        #expect(throws: SpringParameterError.self) { try Spring.validated(duration: 1, bounce: -1) }
        #expect(throws: SpringParameterError.self) { try Spring.validated(response: -1, dampingRatio: 1) }
    }
    @Test("SwiftUI's initialisers do not throw: bounce clamped to [−1, 1], as SwiftUI documents its range")
    func swiftUIOutOfRange() throws {
        // bounce ≥ 1 (and +∞) is bounce 1: undamped.
        for b in [1.0, 1.5, 40, .infinity] {
            #expect(Spring(duration: 0.5, bounce: b) == Spring(duration: 0.5, bounce: 1), "bounce \(b)")
            #expect(Spring(duration: 0.5, bounce: b).dampingRatio == 0, "bounce \(b)")
        }
        // bounce ≤ −1 (and −∞) is the double above −1: ζ = 1/2⁻⁵³ = 2⁵³ exactly, k = (2π/d)².
        let floor = Spring(duration: 0.5, bounce: (-1.0).nextUp)
        for b in [-1.0, -1.5, -.infinity] {
            #expect(Spring(duration: 0.5, bounce: b) == floor, "bounce \(b)")
        }
        #expect(abs(floor.dampingRatio / 0x1p53 - 1) <= 4 * Double.ulpOfOne)
        #expect(floor.stiffness == (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5))
        // Inside the range the clamp changes nothing: the same spring as the validating form.
        for b in [-0.999, -0.5, 0, 0.3, 1] {
            #expect(Spring(duration: 0.7, bounce: b) == (try Spring.validated(duration: 0.7, bounce: b)), "bounce \(b)")
        }
        // The presets add their bounce before the clamp, as SwiftUI's `extraBounce` does.
        #expect(Spring.bouncy(extraBounce: 0.9) == Spring(duration: 0.5, bounce: 1))
        #expect(Spring.snappy(extraBounce: -2) == floor)
        #expect(Spring.coreAnimation(perceptualDuration: 0.5, bounce: 3) == Spring(duration: 0.5, bounce: 1))
        // settlingDuration (which throws: below ζ ≈ ε the settling equation has no root) clamps
        // the duration to [0.01, 10] s, as SwiftUI does.
        #expect(try Spring(settlingDuration: 60, dampingRatio: 0.5) == Spring(settlingDuration: 10, dampingRatio: 0.5))
        #expect(throws: SpringParameterError.self) { try Spring(settlingDuration: 1, dampingRatio: 1e-5) }
        // The default arguments are SwiftUI's: 0.5 s and bounce 0, `Spring.smooth`.
        #expect(Spring() == Spring.smooth)
    }

    @Test("the validating forms keep the command line's messages for what the initialisers clamp or trap on")
    func swiftUIValidatedMessages() {
        func message(_ make: () throws(SpringParameterError) -> Spring) -> String? {
            do {
                _ = try make()
                return nil
            } catch { return error.message }
        }
        #expect(
            message { () throws(SpringParameterError) in try Spring.validated(duration: 1, bounce: -1) } == "bounce must be > -1 (got -1.0)"
        )
        #expect(message { () throws(SpringParameterError) in try Spring.validated(duration: 1, bounce: .nan) }?.contains("bounce") == true)
        #expect(
            message { () throws(SpringParameterError) in try Spring.validated(response: 0, dampingRatio: 1) }?.contains("response") == true)
        #expect(
            message { () throws(SpringParameterError) in try Spring.validated(response: 1, dampingRatio: -0.1) }?.contains("damping ratio")
                == true)
        #expect(
            message { () throws(SpringParameterError) in try Spring(settlingDuration: 1, dampingRatio: -0.5) }?.contains("damping ratio") == true)
        #expect(
            message { () throws(SpringParameterError) in try Spring.validated(swiftUIMass: 0, stiffness: 1, dampingCoefficient: 1) }?
                .contains("mass") == true)
        // What they accept is exactly the initialisers' spring.
        #expect(message { () throws(SpringParameterError) in try Spring.validated(duration: 1, bounce: 2) } == nil)
        #expect((try? Spring.validated(duration: 1, bounce: 2)) == Spring(duration: 1, bounce: 2))
    }

    @Test("the initialisers trap on what no Spring holds (NaN bounce, duration ≤ 0)")
    func swiftUIPreconditions() async {
        await #expect(processExitsWith: .failure) { _ = Spring(duration: 0.5, bounce: .nan) }
        await #expect(processExitsWith: .failure) { _ = Spring(duration: 0, bounce: 0.2) }
        await #expect(processExitsWith: .failure) { _ = Spring(response: 0.5, dampingRatio: -1) }
    }
}
