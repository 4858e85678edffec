import Testing

@testable import Dynamics

/// The frame-grid sampler against direct closed-form evaluation at every frame up to frame
/// 10⁶ (t = 10⁶/60 s), for damping ratios across every regime. The error is measured relative
/// to the state's scale σ(t) = √(x² + (v/ω₀)²) at that frame (the amplitude), on frames where
/// σ(t) is a normal double; the bound 1e-13 is the one `UniformSampler` documents. The
/// animation runs from −1 to 0 so that the sampled value is the displacement itself (no
/// rounding against the target).
@Suite("Uniform sampler drift")
struct SamplerDriftTests {
    static let zetas: [Double] = [0, 1e-8, 5e-6, 0.15, 1 - 1e-9, 1, 1 + 1e-9, 5, 1e6]

    @Test("samples stay within 1e-13 of the amplitude through frame 10^6", arguments: zetas)
    func drift(zeta: Double) {
        let spring = Spring(naturalFrequency: 117.4.squareRoot(), dampingRatio: zeta)
        let animation = SpringAnimation(spring: spring, from: -1, to: 0, normalizedVelocity: 1.4)
        let fps = 60.0, count = 1_000_001
        let w0 = spring.naturalFrequency
        var sampler = UniformSampler(animation: animation, fps: fps, count: count)
        var worst = 0.0, worstAtLastFrame = 0.0, compared = 0
        while let s = sampler.next() {
            let t = Double(s.frame) / fps
            #expect(s.time == t)
            let r = animation.motion.sample(at: t)
            let sigma = (r.value * r.value + (r.velocity / w0) * (r.velocity / w0)).squareRoot()
            guard sigma >= 1e-290 else { continue }
            let e = max(abs(s.value - r.value), abs(s.velocity - r.velocity) / w0) / sigma
            worst = max(worst, e)
            if s.frame == count - 1 { worstAtLastFrame = e }
            compared += 1
        }
        print("zeta", zeta, "frames compared", compared, "worst", worst, "at frame 10^6", worstAtLastFrame)
        #expect(compared > 0)
        #expect(worst <= 1e-13, "ζ = \(zeta): sampler drift \(worst) of the amplitude")
    }

    /// The optional matrix walk (anchors every 32 frames) advances by 1/fps exactly while the
    /// grid's time stamps n/fps are rounded: its documented drift is ω₀·ulp(t) of the
    /// amplitude on top of 32·4u·‖Φ‖, which this measures at frame 10⁶ (ζ = 5e-6).
    @Test("the 32-frame matrix walk drifts by at most ω₀·ulp(t) at frame 10^6")
    func walkDrift() {
        let spring = Spring(naturalFrequency: 117.4.squareRoot(), dampingRatio: 5e-6)
        let animation = SpringAnimation(spring: spring, from: -1, to: 0, normalizedVelocity: 1.4)
        let fps = 60.0, count = 1_000_001
        let w0 = spring.naturalFrequency
        var sampler = UniformSampler(animation: animation, fps: fps, count: count, anchorInterval: 32)
        var worst = 0.0
        while let s = sampler.next() {
            let r = animation.motion.sample(at: s.time)
            let sigma = (r.value * r.value + (r.velocity / w0) * (r.velocity / w0)).squareRoot()
            worst = max(worst, max(abs(s.value - r.value), abs(s.velocity - r.velocity) / w0) / sigma)
        }
        let bound = 3e-14 + w0 * (Double(count - 1) / fps).ulp
        print("matrix walk: worst", worst, "bound", bound)
        #expect(worst <= bound)
    }
}
