import Foundation
import SpringSim
import Testing

/// The README's Swift snippet, compiled and run here. `ReadmeTests` checks that every line of
/// the README's ```swift block appears in this file in the same order, so the snippet cannot
/// drift from an API that compiles.
@Suite("README Swift snippet")
struct ReadmeSnippetTests {
    @Test("the README's snippet compiles and gives the documented values")
    func snippet() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.825)  // SwiftUI's parameters
        let motion = SpringAnimation(spring: spring, from: 0, to: 100)
        let halfway = motion.value(at: 0.25)  // closed form, at any time
        let settled = motion.settlingDuration()  // exact: the last time |value − 100| ≥ 0.1

        // The textbook underdamped form: ω₀ = 2π/response, x(t) = e^(−ζω₀t)(x₀ cos ω_d t +
        // (ζω₀x₀/ω_d) sin ω_d t) with x₀ = −100, v₀ = 0; and the settling rule the comment states.
        let zeta = 0.825, omega0 = 2 * Double.pi / 0.5, omegaD = omega0 * (1 - zeta * zeta).squareRoot(), t = 0.25
        let textbook = 100 - 100 * exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
        #expect(abs(halfway - textbook) <= 1e-11)
        #expect(abs(abs(motion.value(at: settled) - 100) - 0.1) <= 1e-12)
    }
}
