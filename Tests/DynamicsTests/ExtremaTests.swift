import Testing

@testable import Dynamics

/// The first extremum, the overshoot and the peak speed against the textbook closed forms and
/// against a dense search of the sampled motion.
@Suite("Extrema: first peak, overshoot, peak speed")
struct ExtremaTests {
    @Test(
        "from rest: first peak at π/ω_d, overshoot e^{−πζ/√(1−ζ²)} (underdamped), none otherwise",
        arguments: [0.0, 0.05, 0.2, 0.5, 0.9, 0.999, 1.0, 1.5, 50])
    func fromRest(zeta: Double) throws {
        let spring = Spring(naturalFrequency: 12, dampingRatio: zeta)
        let animation = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 0)
        if zeta < 1 {
            let wd = 12 * ((1 - zeta) * (1 + zeta)).squareRoot()
            let tp = try #require(animation.firstPeakTime)
            // The spring's k and c round ω₀ and ζ by an ulp or two, which moves ω_d by
            // ~2⁻⁵²·ζ²/(1 − ζ²) relative (5e-14 at ζ = 0.999): that, plus a few ulps of our own.
            let conditioning = 1 + zeta * zeta / ((1 - zeta) * (1 + zeta))
            #expect(abs(tp - Double.pi / wd) <= 1e-14 * conditioning * tp, "\(tp) vs \(Double.pi / wd)")
            let expected = Double.exp(-Double.pi * zeta / ((1 - zeta) * (1 + zeta)).squareRoot())
            let overshoot = try #require(animation.overshoot)
            // Closed form at the peak: within SpringMotion's bound (a few ulps of the amplitude 1).
            #expect(abs(overshoot - expected) <= 1e-14 * conditioning, "\(overshoot) vs \(expected)")
        } else {
            #expect(animation.firstPeakTime == nil)
            #expect(animation.overshoot == 0)
        }
    }

    /// The largest sampled excursion and speed on a grid of 2·10⁵ points never exceed the
    /// computed ones (beyond the closed form's error bound) and come within the grid's
    /// second-order error h²·max|x″|/2 of them.
    @Test("dense search agrees", arguments: [0.0, 0.1, 0.6, 1.0, 1.0 + 1e-9, 2.0, 8.0])
    func dense(zeta: Double) throws {
        for v in [-6.0, -1.0, 0.0, 3.0, 40.0] {
            let spring = Spring(naturalFrequency: 10, dampingRatio: zeta)
            let animation = SpringAnimation(spring: spring, from: 2, to: -1, normalizedVelocity: v)
            let span = 12.0
            let n = 200_000
            let h = span / Double(n)
            var sampledOvershoot = 0.0, sampledSpeed = 0.0
            for i in 0...n {
                let t = Double(i) * h
                sampledOvershoot = max(sampledOvershoot, animation.motion.value(at: t) / animation.distance)
                sampledSpeed = max(sampledSpeed, abs(animation.velocity(at: t)))
            }
            let overshoot = try #require(animation.overshoot)
            let speed = animation.peakSpeed
            let scale = 3 * (1 + abs(v)) * 100  // |x″| ≤ ω₀²|x₀| + 2ζω₀|v₀|·… over the motion, generously
            let slack = h * h * scale
            #expect(
                sampledOvershoot <= overshoot + 1e-13 && overshoot - sampledOvershoot <= slack,
                "ζ \(zeta) v \(v): \(overshoot) vs \(sampledOvershoot)")
            #expect(
                sampledSpeed <= speed * (1 + 1e-13) && speed - sampledSpeed <= slack * 10 * (1 + abs(v)),
                "ζ \(zeta) v \(v): \(speed) vs \(sampledSpeed)")
            if let tp = animation.firstPeakTime {
                // The velocity changes sign there.
                #expect(abs(animation.velocity(at: tp)) <= 1e-12 * (abs(animation.initialVelocity) + 10 * 3))
            }
        }
    }
}
