import NumericsCore
import Testing

@testable import Dynamics

/// `ForwardIntegration` (what `PolicyStepper` and so `springsim integrate` read) against the
/// stored `IntegratedMotion` it replaces: the same states, bit for bit, at every frame.
@Suite("Forward integration")
struct ForwardIntegrationTests {
    static let spring = Spring(mass: 1, stiffness: 100, dampingCoefficient: 3)

    static let methods: [IntegratedMotion<SpringSystem>.Method] = [
        .fixed(.rk4, step: 1e-3), .fixed(.rk4, step: 0.07), .fixed(.semiImplicitEuler, step: 0.013), .fixed(.dop853, step: 0.05),
        .adaptive(tolerance: 1e-6), .adaptive(tolerance: 1e-11), .dop853(tolerance: 1e-8),
    ]

    /// Frames at 60 Hz over [0, 3] s, with repeated times, times between grid points, and
    /// the horizon itself (twice).
    static let times: [Double] = {
        var ts = (0..<180).map { Double($0) / 60 }
        ts.insert(ts[7], at: 8)
        ts.insert(ts[100], at: 101)
        return ts + [3, 3]
    }()

    static func bits(_ s: MotionState) -> [UInt64] { [s.value.bitPattern, s.velocity.bitPattern] }

    @Test("every state is IntegratedMotion's, bit for bit, and so are the statistics", arguments: 0..<7)
    func sameStates(_ m: Int) throws {
        let method = Self.methods[m]
        let system = SpringSystem(Self.spring)
        let stored = try IntegratedMotion(system: system, position: 1, velocity: -2, method: method, horizon: 3)
        var forward = try ForwardIntegration(system: system, position: 1, velocity: -2, method: method, horizon: 3)
        for t in Self.times {
            let a = stored.state(at: t), b = try forward.state(at: t)
            #expect(Self.bits(a) == Self.bits(b), "t = \(t): \(a) vs \(b)")
        }
        #expect(forward.statistics == stored.statistics)
    }

    @Test("a zero horizon gives the initial state; too many fixed steps are refused up front")
    func edges() throws {
        let system = SpringSystem(Self.spring)
        for method in Self.methods {
            var forward = try ForwardIntegration(system: system, position: 0.5, velocity: 1, method: method, horizon: 0)
            let s = try forward.state(at: 0)
            #expect(s.value == 0.5 && s.velocity == 1)
        }
        #expect(throws: IntegrationFailure.self) {
            _ = try ForwardIntegration(
                system: system, position: 1, velocity: 0, method: .fixed(.rk4, step: 1e-3), horizon: 100, maxSteps: 1000)
        }
    }

    @Test("an adaptive failure reaches the policy stepper's initialiser, before any frame")
    func adaptiveFailure() {
        let animation = SpringAnimation(spring: Self.spring, from: 0, to: 1)
        let clock = FrameClock(fps: 60, end: 10)
        #expect(throws: IntegrationFailure.self) {
            _ = try PolicyStepper(animation: animation, policy: .adaptive(tolerance: 1e-12), clock: clock, maxSteps: 20)
        }
    }
}
