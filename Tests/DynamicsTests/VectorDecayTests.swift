import Testing

@testable import Dynamics

/// Vector decay and inertia (a 2-D fling) against the scalar ``ExponentialDecay`` and
/// ``FramerInertia`` per component.
@Suite("Vector decay")
struct VectorDecayTests {
    @Test("each component is the scalar decay; exact settling in the norm; update is exact")
    func decayAgainstScalar() throws {
        let fling = try VectorDecay(uiScrollViewRate: 0.998, position: SIMD2(120.0, -40.0), velocity: SIMD2(-1800.0, 2400.0))
        var worst = 0.0
        for t in [0, 0.001, 0.1, 0.5, 1, 3, 10] {
            let x = fling.value(at: t), v = fling.velocity(at: t)
            for i in 0..<2 {
                let scalar = ExponentialDecay(decay: fling.decay, position: fling.position[i], velocity: fling.velocity[i])
                let scale = abs(fling.position[i]) + abs(fling.velocity[i]) / fling.decay
                worst = max(worst, abs(x[i] - scalar.value(at: t)) / scale, abs(v[i] - scalar.velocity(at: t)) / abs(fling.velocity[i]))
            }
        }
        print("vector decay vs scalar ExponentialDecay: ≤ \(worst) of the scale")
        #expect(worst <= 1e-15)
        #expect(fling.finalValue == SIMD2(120 + -1800 / fling.decay, -40 + 2400 / fling.decay))
        // Exact settling: ‖x(t) − final‖ = ε at the returned time.
        let eps = 0.5
        let t = fling.settlingDuration(epsilon: eps)
        let remaining = (fling.value(at: t) - fling.finalValue)
        #expect(abs(remaining.magnitudeSquared.squareRoot() - eps) <= 1e-12 * 3000 / fling.decay)
        #expect(abs(fling.time(atSpeed: 30) - Double.log(3000 / 30) / fling.decay) <= 1e-15)
        // update in steps equals the closed form.
        var value = fling.position, velocity = fling.velocity, elapsed = 0.0
        for dt in [0.016, 0.0, 0.033, 0.1, 0.25, 0.016, 1] {
            VectorDecay.update(value: &value, velocity: &velocity, decay: fling.decay, deltaTime: dt)
            elapsed += dt
            let exact = fling.value(at: elapsed)
            #expect(abs(value.x - exact.x) <= 1e-13 * 1500 && abs(value.y - exact.y) <= 1e-13 * 1500)
        }
    }

    @Test("Framer inertia glide per component equals FramerInertia's glide")
    func framerInertia() throws {
        let glide = VectorDecay.framerInertia(position: SIMD2<Float>(10, 20), velocity: SIMD2<Float>(300, -150))
        for t in [0, 0.05, 0.3, 1, 2.5] {
            let x = glide.value(at: t), v = glide.velocity(at: t)
            for i in 0..<2 {
                let scalar = try FramerInertia(position: Double(glide.position[i]), velocity: [300.0, -150][i]).glideState(at: t)
                #expect(abs(Double(x[i]) - scalar.value) <= 2e-7 * 300)
                #expect(abs(Double(v[i]) - scalar.velocity) <= 2e-7 * 400)
            }
        }
        #expect(VectorDecay(decay: 2, position: 1.0, velocity: 4).finalValue == 3)
    }
}
