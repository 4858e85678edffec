import FixtureSupport
import PropertyBased
import Testing

@testable import Dynamics

/// Laws of the closed form on random springs and states, drawn from fixed seeds (a failure prints
/// the command that replays it; see docs/TESTING.md).
/// Generators: ω₀ ∈ [0.05, 200] rad/s, ζ ∈ [0, 4], m ∈ [0.05, 20], x₀, v₀ ∈ [−10, 10].
@Suite("Spring laws")
struct SpringPropertyTests {
    static let omega = Gen.double(in: 0.05...200)
    static let zeta = Gen.double(in: 0...4)
    static let mass = Gen.double(in: 0.05...20)
    static let state = Gen.double(in: -10...10)
    static let time = Gen.double(in: 0...3)

    /// Scale of a state for error bounds: √(x² + (v/ω₀)²) plus the start's, so a bound never
    /// collapses at a zero crossing.
    static func scale(_ m: SpringMotion, _ s: MotionState) -> Double {
        let w = m.spring.naturalFrequency
        let s0 = m.initialState
        return (s.value * s.value + (s.velocity / w) * (s.velocity / w)).squareRoot()
            + 1e-3 * (s0.value * s0.value + (s0.velocity / w) * (s0.velocity / w)).squareRoot()
    }

    @Test("restart semigroup: advancing by t₁ then t₂ equals advancing by t₁ + t₂")
    func restartSemigroup() async {
        await seededPropertyCheck(count: 300, input: Self.omega, Self.zeta, Self.mass, Self.state, Self.state, Self.time, Self.time) {
            w, z, m, x0, v0, t1, t2 in
            let motion = SpringMotion(spring: Spring(naturalFrequency: w, dampingRatio: z, mass: m), displacement: x0, velocity: v0)
            let direct = motion.state(at: t1 + t2)
            let restarted = motion.advanced(by: t1).state(at: t2)
            let tol = 1e-13 * Self.scale(motion, direct)
            let wv = motion.spring.naturalFrequency
            #expect(abs(direct.value - restarted.value) <= tol)
            #expect(abs(direct.velocity - restarted.velocity) <= wv * tol)
        }
    }

    @Test("linearity in (x₀, v₀)")
    func linearity() async {
        await seededPropertyCheck(count: 300, input: Self.omega, Self.zeta, Self.state, Self.state, Self.state, Self.state, Self.time) {
            w, z, xa, va, xb, vb, t in
            let spring = Spring(naturalFrequency: w, dampingRatio: z)
            let a = SpringMotion(spring: spring, displacement: xa, velocity: va)
            let b = SpringMotion(spring: spring, displacement: xb, velocity: vb)
            let sum = SpringMotion(spring: spring, displacement: xa + xb, velocity: va + vb)
            let tol = 1e-13 * (Self.scale(a, a.state(at: t)) + Self.scale(b, b.state(at: t)) + Self.scale(sum, sum.state(at: t)))
            #expect(abs(a.value(at: t) + b.value(at: t) - sum.value(at: t)) <= tol)
            #expect(abs(a.velocity(at: t) + b.velocity(at: t) - sum.velocity(at: t)) <= w * tol)
        }
    }

    @Test("mass scaling: (λm, λk, λc) moves exactly like (m, k, c)")
    func massScaling() async {
        await seededPropertyCheck(
            count: 300, input: Self.omega, Self.zeta, Self.mass, Gen.double(in: 0.01...100), Self.state, Self.state, Self.time
        ) { w, z, m, lambda, x0, v0, t in
            let spring = Spring(naturalFrequency: w, dampingRatio: z, mass: m)
            let a = SpringMotion(spring: spring, displacement: x0, velocity: v0)
            let b = SpringMotion(spring: spring.scaled(by: lambda), displacement: x0, velocity: v0)
            let tol = 1e-12 * Self.scale(a, a.state(at: t))
            #expect(abs(a.value(at: t) - b.value(at: t)) <= tol)
        }
    }

    @Test("time scaling: stiffness ×s², damping ×s, velocity ×s runs s times faster")
    func timeScaling() async {
        await seededPropertyCheck(count: 300, input: Self.omega, Self.zeta, Gen.double(in: 0.1...10), Self.state, Self.state, Self.time) {
            w, z, s, x0, v0, t in
            let slow = Spring(naturalFrequency: w, dampingRatio: z)
            let fast = Spring(mass: 1, stiffness: slow.stiffness * s * s, dampingCoefficient: slow.dampingCoefficient * s)
            let a = SpringMotion(spring: slow, displacement: x0, velocity: v0)
            let b = SpringMotion(spring: fast, displacement: x0, velocity: v0 * s)
            let tol = 1e-12 * Self.scale(a, a.state(at: t))
            #expect(abs(a.value(at: t) - b.value(at: t / s)) <= tol)
            #expect(abs(a.velocity(at: t) * s - b.velocity(at: t / s)) <= w * s * tol)
        }
    }

    @Test("continuity in ζ, through ζ = 1: a 1e-9 change in ζ moves x by O(1e-9)")
    func continuityInZeta() async {
        await seededPropertyCheck(count: 300, input: Self.omega, Gen.double(in: 0.98...1.02), Self.state, Self.state, Self.time) {
            w, z, x0, v0, t in
            let a = SpringMotion(spring: Spring(naturalFrequency: w, dampingRatio: z), displacement: x0, velocity: v0)
            let b = SpringMotion(spring: Spring(naturalFrequency: w, dampingRatio: z + 1e-9), displacement: x0, velocity: v0)
            let scale = abs(x0) + abs(v0) / w
            #expect(abs(a.value(at: t) - b.value(at: t)) <= 1e-8 * scale)
        }
        // And exactly at the switch between the two formulas.
        for w in [0.3, 10.0, 150.0] {
            let at = SpringMotion(spring: Spring(naturalFrequency: w, dampingRatio: 1), displacement: 1, velocity: -2)
            let below = SpringMotion(spring: Spring(naturalFrequency: w, dampingRatio: 1.0.nextDown), displacement: 1, velocity: -2)
            for t in stride(from: 0.0, through: 5 / w, by: 0.1 / w) {
                #expect(abs(at.value(at: t) - below.value(at: t)) <= 1e-14)
            }
        }
    }

    @Test("mechanical energy never increases (and is conserved when ζ = 0)")
    func energy() async {
        await seededPropertyCheck(count: 300, input: Self.omega, Self.zeta, Self.mass, Self.state, Self.state, Self.time, Self.time) {
            w, z, m, x0, v0, t1, dt in
            let spring = Spring(naturalFrequency: w, dampingRatio: z, mass: m)
            let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
            func energy(_ s: MotionState) -> Double { 0.5 * m * s.velocity * s.velocity + 0.5 * spring.stiffness * s.value * s.value }
            let e0 = energy(motion.initialState)
            let e1 = energy(motion.state(at: t1)), e2 = energy(motion.state(at: t1 + dt))
            #expect(e2 <= e1 + 1e-12 * e0)
            if z == 0 { #expect(abs(e2 - e0) <= 1e-12 * e0) }
        }
    }

    @Test("the uniform sampler is the closed form at n/fps; its optional 32-frame matrix walk stays within its documented bound")
    func uniformSampler() async {
        await seededPropertyCheck(count: 60, input: Self.omega, Self.zeta, Self.state, Self.state, Gen.double(in: 24...240)) {
            w, z, x0, v0, fps in
            let anim = SpringAnimation(spring: Spring(naturalFrequency: w, dampingRatio: z), from: x0, to: 0, initialVelocity: v0)
            // Default: every frame is the closed form at the exact grid time.
            var sampler = UniformSampler(animation: anim, fps: fps, count: 500)
            while let s = sampler.next() {
                #expect(s.time == Double(s.frame) / fps)
                let exact = anim.motion.sample(at: s.time)
                #expect(s.value == exact.value && s.velocity == exact.velocity && s.acceleration == exact.acceleration)
            }
            // The matrix walk between anchors every 32 frames.
            var walk = UniformSampler(animation: anim, fps: fps, count: 500, anchorInterval: 32)
            var worst = 0.0
            let scale = abs(x0) + abs(v0) / w
            guard scale > 1e-6 else { return }  // relative error of a vanishing motion means nothing
            while let s = walk.next() {
                let exact = anim.motion.sample(at: s.time)
                worst = max(
                    worst, abs(s.value - exact.value) / scale, abs(s.velocity - exact.velocity) / (w * scale),
                    abs(s.acceleration - exact.acceleration) / (w * w * scale))
            }
            // The bound documented on `UniformSampler`: 32 propagation steps between anchors,
            // ≤ 32·4u·‖Φ‖ ≈ 3e-14, plus ω₀·ulp(tₙ) because the walk advances by 1/fps exactly
            // while the grid's time stamps are rounded (4.3e-14 at ω₀ = 12.2 rad/s, t = 20.8 s;
            // measured at frame 10⁶ in SamplerDriftTests).
            #expect(worst <= 3e-14 + w * (499 / fps).ulp)
            // fill(…) in uneven chunks yields exactly what next() yields.
            var a = UniformSampler(animation: anim, fps: fps, count: 500), b = a
            var values = [Double](repeating: 0, count: 500), vel = values, acc = values
            var offset = 0
            for chunk in [1, 7, 31, 33, 64, 500] where offset < 500 {
                let n = min(chunk, 500 - offset)
                let written = values.withUnsafeMutableBufferPointer { vb in
                    vel.withUnsafeMutableBufferPointer { vv in
                        acc.withUnsafeMutableBufferPointer { va in
                            b.fill(
                                values: UnsafeMutableBufferPointer(rebasing: vb[offset..<offset + n]),
                                velocities: UnsafeMutableBufferPointer(rebasing: vv[offset..<offset + n]),
                                accelerations: UnsafeMutableBufferPointer(rebasing: va[offset..<offset + n]))
                        }
                    }
                }
                #expect(written == n)
                offset += n
            }
            var i = 0
            while let s = a.next() {
                #expect(s.value == values[i] && s.velocity == vel[i] && s.acceleration == acc[i])
                i += 1
            }
        }
    }

    @Test("retargeting keeps value and velocity continuous")
    func retarget() async {
        await seededPropertyCheck(count: 200, input: Self.omega, Self.zeta, Self.state, Self.state, Self.time) { w, z, target, v, t in
            let anim = SpringAnimation(spring: Spring(naturalFrequency: w, dampingRatio: z), from: 0, to: 1, normalizedVelocity: v)
            let moved = anim.retargeted(to: target, at: t)
            // value(0) = to + (from − to): exact up to the two roundings of that sum.
            let here = anim.value(at: t)
            #expect(abs(moved.value(at: 0) - here) <= 2 * Double.ulpOfOne * (abs(here) + abs(target)))
            #expect(moved.velocity(at: 0) == anim.velocity(at: t))
            #expect(moved.to == target)
        }
    }
}
