import FixtureSupport
import NumericsCore
import PropertyBased
import Testing

@testable import Dynamics

/// The integrators against the closed form: convergence orders, Dormand–Prince's error
/// control and dense output, symplectic energy behaviour.
@Suite("ODE integrators")
struct IntegratorTests {
    /// Largest global error of `method` with n steps over [0, T], in the state norm
    /// √(δx² + (δv/ω₀)²), taken over every step (so one fortunate cancellation at T cannot
    /// fake an order).
    static func error(_ method: FixedStepMethod, spring: Spring, x0: Double, v0: Double, T: Double, n: Int) -> Double {
        let system = SpringSystem(spring)
        let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
        let w = spring.naturalFrequency
        let h = T / Double(n)
        var (x, v) = (x0, v0)
        var worst = 0.0
        for k in 0..<n {
            (x, v) = method.step(system, t: Double(k) * h, x: x, v: v, h: h)
            let exact = motion.state(at: Double(k + 1) * h)
            let dx = x - exact.value, dv = (v - exact.velocity) / w
            worst = max(worst, (dx * dx + dv * dv).squareRoot())
        }
        return worst
    }

    @Test("observed order when halving the step is within ±0.3 of the method's order", arguments: FixedStepMethod.allCases)
    func convergenceOrder(method: FixedStepMethod) async {
        // hω₀ small enough for the asymptotic regime, large enough to stay above rounding.
        // Dormand–Prince's error constant is tiny (~1e-4): at hω₀ = 0.025 the fine error
        // (~1e-13) met accumulated rounding on slow overdamped springs and the observed order
        // fell to 4.7; at 0.04 an unlucky draw read 5.33. 0.08 passed 23 of 23 random runs.
        // DOP853 (order 8): at hω₀ = 0.4 an overdamped draw (ζ = 1.26) read 7.11, its fine error
        // near rounding; at 0.6 the 40 draws read 8.02–8.15 (coarse errors 1e-12 … 3e-9).
        let hw: Double = [1: 0.002, 2: 0.01, 4: 0.05, 5: 0.08, 8: 0.6][method.order]!
        await seededPropertyCheck(count: 40, input: Gen.double(in: 1...20), Gen.double(in: 0...2), Gen.double(in: -1...1)) { w, z, v0 in
            let spring = Spring(naturalFrequency: w, dampingRatio: z)
            let T = 1.0
            // The fastest rate of the motion: ω₀, or the fast root ω₀(ζ + √(ζ² − 1)) when overdamped.
            let rate = w * (z + (max(z * z - 1, 0)).squareRoot())
            let n = Int((max(w, rate) * T / hw).rounded(.up))
            let coarse = Self.error(method, spring: spring, x0: 1, v0: v0 * w, T: T, n: n)
            let fine = Self.error(method, spring: spring, x0: 1, v0: v0 * w, T: T, n: 2 * n)
            let observed = Double.log2(coarse / fine)
            #expect(abs(observed - Double(method.order)) <= 0.3, "\(method) ω₀=\(w) ζ=\(z): order \(observed)")
        }
    }

    @Test(
        "Dormand–Prince: global error within 10× the tolerance from 1e-3 to 1e-12, dense output included",
        arguments: [1e-3, 1e-4, 1e-6, 1e-8, 1e-10, 1e-12])
    func dopriGlobalError(tolerance: Double) async throws {
        await seededPropertyCheck(count: 25, input: Gen.double(in: 1...30), Gen.double(in: 0.02...3), Gen.double(in: -2...2)) { w, z, v0 in
            recordingErrors {
                let spring = Spring(naturalFrequency: w, dampingRatio: z)
                let exact = SpringMotion(spring: spring, displacement: 1, velocity: v0 * w)
                let T = 8 / w
                let motion = try IntegratedMotion(
                    system: SpringSystem(spring), position: 1, velocity: v0 * w,
                    method: .adaptive(tolerance: tolerance), horizon: T)
                var worst = 0.0
                for i in 0...400 {
                    let t = T * Double(i) / 400
                    worst = max(worst, abs(motion.value(at: t) - exact.value(at: t)))
                }
                for t in motion.stepTimes { worst = max(worst, abs(motion.value(at: t) - exact.value(at: t))) }
                #expect(worst <= 10 * tolerance * (1 + abs(v0)), "ω₀=\(w) ζ=\(z) tol=\(tolerance): error \(worst)")
            }
        }
    }

    /// The spring the dense-output checks step: ω₀ = 7, ζ = 0.2, from (1, 0), tolerances 1e-8.
    static let denseSpring = FirstOrderForm(SpringSystem(Spring(naturalFrequency: 7, dampingRatio: 0.2)))

    /// Steps `solver` to t = 3 and checks every dense segment: it starts at the previous step's
    /// end, ends exactly at the stepped y₁, and, approached from inside, meets y₁ with slope
    /// f(t₁, y₁).
    static func checkDenseSegments<Solver: DenseStepping>(_ solver: inout Solver) throws {
        var previousEnd = solver.y
        while solver.t < 3 {
            let seg = try solver.step(limit: 3)
            #expect(seg.state(at: seg.t0) == previousEnd)
            #expect(seg.state(at: seg.t1) == solver.y)
            let delta = 1e-6 * seg.h
            let near = seg.state(at: seg.t1 - delta)
            let expected = solver.y - delta * solver.system.derivative(at: seg.t1, solver.y)
            #expect(abs(near[0] - expected[0]) <= 1e-12 && abs(near[1] - expected[1]) <= 1e-10)
            previousEnd = solver.y
        }
        #expect(solver.t == 3)
    }

    @Test("dense output equals the stepped solution at step points")
    func denseAtStepPoints() throws {
        var solver = DormandPrince(
            system: Self.denseSpring, t0: 0, y0: SIMD2(1, 0), options: .init(relativeTolerance: 1e-8, absoluteTolerance: 1e-8))
        try Self.checkDenseSegments(&solver)
        #expect(solver.statistics.evaluations == 1 + 1 + 6 * (solver.statistics.steps + solver.statistics.rejectedSteps))
    }

    @Test("symplectic methods keep an undamped spring's energy bounded over 10⁴ periods; explicit Euler's grows")
    func energy() {
        let spring = Spring(naturalFrequency: 2 * Double.pi, dampingRatio: 0)  // period 1 s
        let system = SpringSystem(spring)
        let h = 1.0 / 50
        func maxEnergyError(_ method: FixedStepMethod, periods: Int) -> Double {
            var (x, v) = (1.0, 0.0)
            let e0 = 0.5 * spring.stiffness
            var worst = 0.0
            for k in 0..<(periods * 50) {
                (x, v) = method.step(system, t: Double(k) * h, x: x, v: v, h: h)
                worst = max(worst, abs(0.5 * v * v + 0.5 * spring.stiffness * x * x - e0) / e0)
            }
            return worst
        }
        let sie = maxEnergyError(.semiImplicitEuler, periods: 10_000)
        let verlet = maxEnergyError(.verlet, periods: 10_000)
        #expect(sie < 0.2)  // O(hω) = 0.13, oscillating, not growing
        #expect(verlet < 0.01)  // O((hω)²) = 0.016/2
        let sie100 = maxEnergyError(.semiImplicitEuler, periods: 100)
        #expect(sie <= sie100 * 1.01)  // bounded: no growth from 100 to 10⁴ periods
        let euler10 = maxEnergyError(.euler, periods: 10), euler100 = maxEnergyError(.euler, periods: 100)
        #expect(euler10 > 1 && euler100 > 1e6 * euler10)  // (1 + h²ω²)^N
    }

    @Test("IntegratedMotion is a Simulation, interchangeable with the closed form")
    func interchangeable() throws {
        func midpoint(_ s: some Simulation) -> Double { s.value(at: 0.5) }
        let spring = Spring(naturalFrequency: 10, dampingRatio: 0.3)
        let exact = SpringMotion(spring: spring, displacement: 1, velocity: 0)
        let rk4 = try IntegratedMotion(system: SpringSystem(spring), position: 1, velocity: 0, method: .fixed(.rk4, step: 1e-3), horizon: 1)
        #expect(abs(midpoint(exact) - midpoint(rk4)) < 1e-10)
        // Between grid points a partial step of the same method.
        #expect(abs(rk4.value(at: 0.5004) - exact.value(at: 0.5004)) < 1e-10)
    }

    @Test("quadratic drag: matches v₀/(1 + (d/m)|v₀|t) and its integral")
    func quadraticDrag() throws {
        let system = QuadraticDragSpring(mass: 2, stiffness: 0, dampingCoefficient: 0, drag: 0.5)
        let motion = try IntegratedMotion(system: system, position: 0.3, velocity: -4, method: .adaptive(tolerance: 1e-11), horizon: 5)
        for t in stride(from: 0.0, through: 5, by: 0.25) {
            let q = 0.25 * 4 * t  // (d/m)|v₀|t
            #expect(abs(motion.velocity(at: t) - (-4 / (1 + q))) < 1e-9)
            #expect(abs(motion.value(at: t) - (0.3 - 4 * Double.log(onePlus: q))) < 1e-9)
        }
    }

    @Test("friction wheel: viscous + Coulomb matches its closed form and stops at the right time")
    func frictionWheel() throws {
        let wheel = FrictionWheel(inertia: 0.8, viscous: 0.3, coulomb: 1.2)
        let omega0 = 25.0
        let stop = wheel.stopTime(initialVelocity: omega0)
        let motion = try IntegratedMotion(
            system: wheel.turning(initialVelocity: omega0), position: 0, velocity: omega0,
            method: .adaptive(tolerance: 1e-11), horizon: stop + 3, stopsAtRest: true)
        let rest = try #require(motion.restTime)
        #expect(abs(rest - stop) < 1e-8)
        for t in stride(from: 0.0, through: stop + 3, by: 0.1) {
            let exact = wheel.state(at: t, angle: 0, velocity: omega0)
            #expect(abs(motion.value(at: t) - exact.value) < 1e-8, "t=\(t)")
            #expect(abs(motion.velocity(at: t) - exact.velocity) < 1e-8, "t=\(t)")
        }
        #expect(wheel.state(at: stop + 1, angle: 0, velocity: omega0).velocity == 0)
    }
}

/// What ``IntegratorTests/checkDenseSegments(_:)`` needs of an adaptive solver with dense output
/// on the spring: Dormand–Prince 5(4) and DOP853 have it as they are.
protocol DenseStepping {
    associatedtype Segment: DenseSegmentValue
    var system: FirstOrderForm<SpringSystem> { get }
    var t: Double { get }
    var y: SIMD2<Double> { get }
    mutating func step(limit: Double) throws(IntegrationFailure) -> Segment
}

/// One dense-output segment: its ends, its step size, and the state anywhere on it.
protocol DenseSegmentValue {
    var t0: Double { get }
    var t1: Double { get }
    var h: Double { get }
    func state(at t: Double) -> SIMD2<Double>
}

extension DormandPrince: DenseStepping where System == FirstOrderForm<SpringSystem> {}
extension DormandPrince.DenseSegment: DenseSegmentValue where System == FirstOrderForm<SpringSystem> {}
extension DOP853: DenseStepping where System == FirstOrderForm<SpringSystem> {}
extension DOP853.DenseSegment: DenseSegmentValue where System == FirstOrderForm<SpringSystem> {}
