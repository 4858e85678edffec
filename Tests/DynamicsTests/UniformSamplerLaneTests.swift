import Dynamics
import Testing

@Suite("UniformSampler: four interleaved walks")
struct UniformSamplerLaneTests {
    /// Every frame of fill(values:velocities:) against the closed form at its own time, for
    /// damping ratios 0 … 5 and anchor intervals 32 and 64 over 10⁵ frames at 60 fps and 10⁵ fps,
    /// in chunks that start inside runs: within 1e-13 of the amplitude (values) and of ω₀ times it
    /// (velocities), plus the bound's ω₀·ulp(tₙ) term (the walk advances by exactly 1/fps while the
    /// time stamps n/fps are rounded: 2.2e-12 at t = 1667 s undamped).
    @Test("frames match the closed form to 1e-13", arguments: [0.0, 0.1, 1, 1.0000001, 5])
    func matchesClosedForm(zeta: Double) {
        let spring = Spring(naturalFrequency: 10, dampingRatio: zeta)
        let animation = SpringAnimation(spring: spring, from: 1, to: 0, initialVelocity: 2)
        for (fps, interval) in [(60.0, 32), (1e5, 64), (1e5, 12)] {
            var sampler = UniformSampler(animation: animation, fps: fps, count: 100_000, anchorInterval: interval)
            var values = [Double](repeating: 0, count: 1000), velocities = [Double](repeating: 0, count: 1000)
            var frame = 0, worst = 0.0
            while true {
                let n = values.withUnsafeMutableBufferPointer { x in
                    velocities.withUnsafeMutableBufferPointer { v in sampler.fill(values: x, velocities: v) }
                }
                for i in 0..<n {
                    let exact = animation.state(at: Double(frame + i) / fps)
                    worst = max(worst, abs(values[i] - exact.value), abs(velocities[i] - exact.velocity) / 10)
                }
                frame += n
                if n < values.count { break }
            }
            #expect(frame == 100_000)
            let tolerance = 1e-13 + 10 * 4 * (100_000 / fps).ulp
            #expect(worst <= tolerance, "ζ \(zeta) fps \(fps) interval \(interval): \(worst)")
        }
    }

    @Test("mixed with next(): the same frames in the same order")
    func mixed() {
        let animation = SpringAnimation(spring: Spring(naturalFrequency: 7, dampingRatio: 0.3), from: 0, to: 1, initialVelocity: 0)
        var a = UniformSampler(animation: animation, fps: 60, count: 200, anchorInterval: 32)
        var frames: [Double] = []
        for _ in 0..<5 { frames.append(a.next()!.value) }  // leaves a run part-way
        var x = [Double](repeating: 0, count: 195), v = x
        let n = x.withUnsafeMutableBufferPointer { xs in v.withUnsafeMutableBufferPointer { vs in a.fill(values: xs, velocities: vs) } }
        #expect(n == 195 && a.next() == nil)
        frames += x
        for (k, value) in frames.enumerated() { #expect(abs(value - animation.value(at: Double(k) / 60)) <= 1e-13, "frame \(k)") }
    }
}
