import FixtureSupport
import PropertyBased
import Synchronization
import Testing

@testable import Dynamics

/// The vector API (SwiftUI's `Spring` methods over any ``VectorArithmetic``) against the scalar
/// closed form per component, the exact piecewise solution under random retargets, and the
/// exact settling duration in the norm against a dense scan.
@Suite("Vector springs")
struct VectorSpringTests {
    /// Springs across the regimes: undamped, light, moderate, critical, near-critical, heavy.
    static let springs: [Spring] = [
        Spring(naturalFrequency: 12, dampingRatio: 0), Spring(naturalFrequency: 20, dampingRatio: 0.05),
        Spring(naturalFrequency: 2 * Double.pi / 0.5, dampingRatio: 0.7), Spring(naturalFrequency: 8, dampingRatio: 1),
        Spring(naturalFrequency: 8, dampingRatio: 1 + 1e-9), Spring(naturalFrequency: 3, dampingRatio: 2.5),
        Spring(naturalFrequency: 40, dampingRatio: 50), Spring(mass: 3.5, stiffness: 170, dampingCoefficient: 26),
    ]
    static let times: [Double] = [0, 1e-6, 0.01, 0.1, 0.25, 0.5, 1, 2.5, 7]

    /// A deterministic stream for the cases below.
    typealias Stream = SplitMix64

    @Test("value and velocity per component equal the scalar closed form (≤ 1e-15 of the travel)")
    func perComponentAgainstScalar() {
        var stream = Stream(state: 0x5EED_0001)
        var worstValue = 0.0, worstVelocity = 0.0
        for spring in Self.springs {
            let w = spring.naturalFrequency
            for _ in 0..<20 {
                let target = SIMD3(stream.uniform(-10...10), stream.uniform(-10...10), stream.uniform(-10...10))
                let travel = max(abs(target.x), abs(target.y), abs(target.z))
                // Velocities up to ω₀·travel: the state's scale σ stays of the order of the travel.
                let v0 = SIMD3(stream.uniform(-1...1), stream.uniform(-1...1), stream.uniform(-1...1)) * (w * travel)
                for t in Self.times {
                    let x = spring.value(target: target, initialVelocity: v0, time: t)
                    let v = spring.velocity(target: target, initialVelocity: v0, time: t)
                    for i in 0..<3 {
                        let scalar = SpringMotion(spring: spring, displacement: -target[i], velocity: v0[i])
                        let ev = abs(x[i] - (target[i] + scalar.value(at: t))) / travel
                        let evel = abs(v[i] - scalar.velocity(at: t)) / (w * travel)
                        worstValue = max(worstValue, ev)
                        worstVelocity = max(worstVelocity, evel)
                    }
                }
            }
        }
        print("vector vs scalar closed form: value ≤ \(worstValue) of the travel, velocity ≤ \(worstVelocity) of ω₀·travel")
        #expect(worstValue <= 1e-15)
        #expect(worstVelocity <= 1e-15)
    }

    @Test("from/to forms and SwiftUI's defaults")
    func fromToForms() {
        let spring = Spring.snappy
        let from = SIMD2(3.0, -1.0), to = SIMD2(-2.0, 5.0)
        for t in Self.times {
            #expect(spring.value(fromValue: from, toValue: to, time: t) == from + spring.value(target: to - from, time: t))
            #expect(spring.velocity(fromValue: from, toValue: to, time: t) == spring.velocity(target: to - from, time: t))
        }
        // Scalars are vectors too: Double uses the same propagator.
        #expect(spring.value(target: 1.0, time: 0) == 0)
        #expect(spring.value(target: 1.0, time: 0.3) == spring.value(target: SIMD2(1.0, 0), time: 0.3).x)
        // force = −k(x − target) − c·v.
        let f = Spring.coreAnimationDefault.force(target: 1.0, position: 0.25, velocity: 2)
        let expected: Double = 100 * 0.75 - 10 * 2
        #expect(f == expected)
    }

    @Test("Float, SIMD of Float and pairs: each component is the Double result rounded once")
    func floatConformances() {
        var stream = Stream(state: 0x5EED_0002)
        var worstFloat = 0.0
        for spring in Self.springs {
            for _ in 0..<10 {
                let target = SIMD4<Float>(Float(stream.uniform(-5...5)), Float(stream.uniform(-5...5)), 1, -3)
                let v0 = SIMD4<Float>(Float(stream.uniform(-9...9)), 0, Float(stream.uniform(-9...9)), 2)
                let td = SIMD4<Double>(target), vd = SIMD4<Double>(v0)
                for t in Self.times {
                    let xf = spring.value(target: target, initialVelocity: v0, time: t)
                    let xd = spring.value(target: td, initialVelocity: vd, time: t)
                    let vf = spring.velocity(target: target, initialVelocity: v0, time: t)
                    let vdd = spring.velocity(target: td, initialVelocity: vd, time: t)
                    #expect(xf == SIMD4<Float>(xd))
                    #expect(vf == SIMD4<Float>(vdd))
                    // Scalar Float and SIMD2<Float> agree with the SIMD4 lanes.
                    #expect(spring.value(target: target.x, initialVelocity: v0.x, time: t) == xf.x)
                    let two = spring.value(target: SIMD2(target.y, target.z), initialVelocity: SIMD2(v0.y, v0.z), time: t)
                    #expect(two == SIMD2(xf.y, xf.z))
                    let three = spring.value(target: SIMD3(target.x, target.y, target.z), initialVelocity: SIMD3(v0.x, v0.y, v0.z), time: t)
                    #expect(three == SIMD3(xf.x, xf.y, xf.z))
                    // Against the scalar Double closed form: one Float rounding (plus the Double error).
                    for i in 0..<4 {
                        let scalar = SpringMotion(spring: spring, displacement: -td[i], velocity: vd[i])
                        let exact = td[i] + scalar.value(at: t)
                        // One Float rounding of the Double result: u_f·|x| (the Double error,
                        // ~1e-16 of the travel, is far below 1e-6 of it).
                        let travel = max(abs(td[i]), abs(vd[i]) / spring.naturalFrequency, 1)
                        worstFloat = max(worstFloat, abs(Double(xf[i]) - exact) / max(abs(exact), 1e-6 * travel))
                    }
                }
            }
        }
        print("Float vector vs Double scalar closed form: ≤ \(worstFloat) of |x| (Float u = \(Double(Float.ulpOfOne) / 2))")
        #expect(worstFloat <= 1.01 * Double(Float.ulpOfOne) / 2)

        // A composite: a position and a scale animated together.
        let spring = Spring.bouncy
        let target = AnimatablePair(SIMD2(10.0, -4.0), 2.5)
        let v0 = AnimatablePair(SIMD2(1.0, 0.5), -3.0)
        for t in Self.times {
            let pair = spring.value(target: target, initialVelocity: v0, time: t)
            #expect(pair.first == spring.value(target: target.first, initialVelocity: v0.first, time: t))
            #expect(pair.second == spring.value(target: target.second, initialVelocity: v0.second, time: t))
        }
        #expect(target.magnitudeSquared == 100 + 16 + 6.25)
        #expect(SIMD3<Float>(1, 2, 2).magnitudeSquared == 9)
        #expect(SIMD2(3.0, 4.0).scaled(by: 0.5) == SIMD2(1.5, 2))
        #expect(Float(3).interpolated(towards: 5, amount: 0.5) == 4)
    }

    @Test("update in random steps with random retargets equals the exact piecewise solution (≤ 1e-12)")
    func updateEqualsPiecewiseSolution() async {
        let worst = Mutex(0.0)
        await seededPropertyCheck(
            count: 200, input: Gen.double(in: 0.5...40), Gen.double(in: 0...3), Gen.int(in: 0...Int.max)
        ) { w, z, seed in
            let spring = Spring(naturalFrequency: w, dampingRatio: z)
            var stream = Stream(state: UInt64(seed))
            var value = SIMD2(stream.uniform(-50...50), stream.uniform(-50...50))
            var velocity = SIMD2(stream.uniform(-1...1), stream.uniform(-1...1)) * (50 * w)
            var target = SIMD2(stream.uniform(-50...50), stream.uniform(-50...50))
            // The reference: per component, the scalar closed form of the current segment evaluated
            // at the time since the segment began (one evaluation, not a composition of steps),
            // restarted at each retarget from its own state.
            var segment = (0..<2).map { SpringMotion(spring: spring, displacement: value[$0] - target[$0], velocity: velocity[$0]) }
            var segmentTarget = target, elapsed = 0.0
            var travel = 100.0 + 50 * 2
            var caseWorst = 0.0
            for _ in 0..<200 {
                if stream.uniform(0...1) < 0.2 {
                    // Retarget: the reference restarts from its exact state; `update` just sees a new target.
                    let state = (0..<2).map { segment[$0].state(at: elapsed) }
                    target = SIMD2(stream.uniform(-50...50), stream.uniform(-50...50))
                    segment = (0..<2).map {
                        SpringMotion(
                            spring: spring, displacement: segmentTarget[$0] + state[$0].value - target[$0], velocity: state[$0].velocity)
                    }
                    segmentTarget = target
                    elapsed = 0
                    travel = max(travel, 200 + 100)
                }
                let dt = stream.uniform(0...1) < 0.1 ? 0 : stream.uniform(0...0.08)
                spring.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
                elapsed += dt
                for i in 0..<2 {
                    let exact = segment[i].state(at: elapsed)
                    caseWorst = max(caseWorst, abs(value[i] - (segmentTarget[i] + exact.value)) / travel)
                    caseWorst = max(caseWorst, abs(velocity[i] - exact.velocity) / (w * travel))
                }
            }
            #expect(caseWorst <= 1e-12)
            worst.withLock { $0 = max($0, caseWorst) }
        }
        print("update vs exact piecewise solution (200 cases × 200 steps): ≤ \(worst.withLock { $0 }) of the travel")
    }

    /// ‖x(t) − target‖ from the scalar closed form per component (independent of the reduction).
    static func norm(_ spring: Spring, _ target: SIMD3<Double>, _ v0: SIMD3<Double>, _ t: Double) -> Double {
        var sum = 0.0
        for i in 0..<3 {
            let d = SpringMotion(spring: spring, displacement: -target[i], velocity: v0[i]).value(at: t)
            sum += d * d
        }
        return sum.squareRoot()
    }

    /// The last crossing of ε by a dense backward scan (step `h`) and bisection.
    static func scannedSettling(
        _ spring: Spring, _ target: SIMD3<Double>, _ v0: SIMD3<Double>, _ eps: Double, h: Double, horizon: Double
    ) -> Double {
        var hi = horizon
        while hi > 0 && norm(spring, target, v0, hi) < eps { hi -= h }
        if hi <= 0 && norm(spring, target, v0, 0) < eps { return 0 }
        var lo = max(hi, 0)
        hi = lo + h
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if norm(spring, target, v0, mid) >= eps { lo = mid } else { hi = mid }
        }
        return lo
    }

    @Test("settling duration in the norm equals a dense scan of the norm, and not the max over components")
    func settlingInTheNorm() {
        var stream = Stream(state: 0x5EED_0003)
        var worst = 0.0
        var differsFromComponents = 0
        for _ in 0..<40 {
            let spring = Spring(naturalFrequency: stream.uniform(2...20), dampingRatio: stream.uniform(0.05...2.5))
            let target = SIMD3(stream.uniform(-1...1), stream.uniform(-1...1), stream.uniform(-1...1))
            let v0 = SIMD3(stream.uniform(-1...1), stream.uniform(-1...1), stream.uniform(-1...1)) * spring.naturalFrequency
            let eps = 1e-3
            let t = spring.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
            let period = 2 * Double.pi / spring.naturalFrequency
            let reference = Self.scannedSettling(spring, target, v0, eps, h: period / 4000, horizon: t + 20 * period)
            worst = max(worst, abs(t - reference) / max(reference, 1e-300))
            #expect(abs(t - reference) <= 1e-9 * reference)
            let components = (0..<3).map {
                SpringMotion(spring: spring, displacement: -target[$0], velocity: v0[$0]).lastTime(magnitudeAtLeast: eps)
            }
            if t > components.max()! * (1 + 1e-9) { differsFromComponents += 1 }
            #expect(t >= components.max()! * (1 - 1e-12))
        }
        print("vector settling vs dense scan: ≤ \(worst) relative; later than every component's in \(differsFromComponents) of 40 cases")
        #expect(differsFromComponents > 0)
    }

    @Test("settling in the norm: parallel and one-dimensional cases equal the scalar settling")
    func settlingOneDimensional() {
        for spring in Self.springs where spring.dampingRatio > 0 {
            let eps = 0.004
            // No initial velocity: exactly the scalar last time of the distance 5.
            let still = spring.settlingDuration(target: SIMD2(3.0, 4.0), epsilon: eps)
            #expect(still == SpringMotion(spring: spring, displacement: -5, velocity: 0).lastTime(magnitudeAtLeast: eps))
            // Velocity along the travel: the reduction's angle is 0 or π to rounding.
            let w = spring.naturalFrequency
            for k in [-2.0, -0.5, 0.7, 3] {
                let v = SIMD2(0.6, 0.8) * (k * w)
                let t = spring.settlingDuration(target: SIMD2(3.0, 4.0), initialVelocity: v, epsilon: eps)
                let scalar = SpringMotion(spring: spring, displacement: -5, velocity: k * w).lastTime(magnitudeAtLeast: eps)
                #expect(abs(t - scalar) <= 1e-9 * scalar, "ζ = \(spring.dampingRatio), k = \(k): \(t) vs \(scalar)")
            }
        }
        #expect(Spring.smooth.settlingDuration(target: SIMD2(0.0, 0), epsilon: 1e-3) == 0)
        #expect(Spring(naturalFrequency: 3, dampingRatio: 0).settlingDuration(target: SIMD2(1.0, 0), epsilon: 1e-3) == .infinity)
        // Float vectors and pairs: the plane reduction rounds in the vector's own arithmetic.
        let bouncy = Spring.bouncy
        let double = bouncy.settlingDuration(target: SIMD2(3.0, -1), initialVelocity: SIMD2(-2.0, 7), epsilon: 1e-3)
        let float = bouncy.settlingDuration(target: SIMD2<Float>(3, -1), initialVelocity: SIMD2<Float>(-2, 7), epsilon: 1e-3)
        let pair = bouncy.settlingDuration(target: AnimatablePair(3.0, -1.0), initialVelocity: AnimatablePair(-2.0, 7.0), epsilon: 1e-3)
        #expect(abs(float - double) <= 1e-6 * double)
        #expect(abs(pair - double) <= 1e-14 * double)
        // Huge and tiny vectors: settling is invariant under scaling target, velocity and ε.
        let s = Spring.bouncy
        let base = s.settlingDuration(target: SIMD2(1.0, 2), initialVelocity: SIMD2(-3.0, 1), epsilon: 1e-3)
        let big = s.settlingDuration(target: SIMD2(1.0, 2) * 1e200, initialVelocity: SIMD2(-3.0, 1) * 1e200, epsilon: 1e197)
        let small = s.settlingDuration(target: SIMD2(1.0, 2) * 1e-200, initialVelocity: SIMD2(-3.0, 1) * 1e-200, epsilon: 1e-203)
        #expect(abs(big - base) <= 1e-12 * base && abs(small - base) <= 1e-12 * base)
    }
}
