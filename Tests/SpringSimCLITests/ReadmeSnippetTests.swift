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
        let spring = Spring(response: 0.5, dampingRatio: 0.825)  // SwiftUI's parameters
        let motion = SpringAnimation(spring: spring, from: 0, to: 100)
        let halfway = motion.value(at: 0.25)  // closed form, at any time
        let settled = motion.settlingDuration()  // exact: the last time |value − 100| ≥ 0.1

        // SwiftUI's Spring API over any vector: a point chased frame by frame, retargeted mid-flight.
        var point = SIMD2<Double>(0, 0), pointVelocity = SIMD2<Double>(0, 0)
        for frame in 1...120 {
            let target: SIMD2<Double> = frame <= 30 ? [100, 40] : [-30, 10]
            Spring.snappy.update(value: &point, velocity: &pointVelocity, target: target, deltaTime: 1.0 / 60)
        }

        // The textbook underdamped form: ω₀ = 2π/response, x(t) = e^(−ζω₀t)(x₀ cos ω_d t +
        // (ζω₀x₀/ω_d) sin ω_d t) with x₀ = −100, v₀ = 0; and the settling rule the comment states.
        let zeta = 0.825, omega0 = 2 * Double.pi / 0.5, omegaD = omega0 * (1 - zeta * zeta).squareRoot(), t = 0.25
        let textbook = 100 - 100 * exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
        #expect(abs(halfway - textbook) <= 1e-11)
        #expect(abs(abs(motion.value(at: settled) - 100) - 0.1) <= 1e-12)
        // The exact piecewise motion: the first 30 frames toward (100, 40) from rest, then the
        // closed form from the state reached there toward (−30, 10), per component.
        let snappy = Spring.snappy
        for k in 0..<2 {
            let first = SpringAnimation(spring: snappy, from: 0, to: [100.0, 40][k])
            let x30 = first.value(at: 0.5), v30 = first.velocity(at: 0.5)
            let second = SpringAnimation(spring: snappy, from: x30, to: [-30.0, 10][k], initialVelocity: v30)
            #expect(abs(point[k] - second.value(at: 1.5)) <= 1e-12 * 130)
            #expect(abs(pointVelocity[k] - second.velocity(at: 1.5)) <= 1e-10 * 130)
        }
    }
}
