import FixtureSupport
import PropertyBased
import Testing

@testable import Dynamics

@Suite("Friction and decay")
struct FrictionTests {
    @Test("against 40-digit mpmath, including Flutter's FrictionSimulation(0.135, 100, ±100) cases")
    func reference() throws {
        var worst = 0.0
        for r in Fixtures.rows("friction") {
            func d(_ k: String) -> Double { Double(r[k]!)! }
            let sim: any Simulation
            switch r["model"]! {
            case "flutter-drag": sim = try ExponentialDecay(flutterDrag: d("parameter"), position: d("x0"), velocity: d("v0"))
            case "scrollview-rate": sim = try ExponentialDecay(uiScrollViewRate: d("parameter"), position: d("x0"), velocity: d("v0"))
            default: sim = ConstantDeceleration(deceleration: d("parameter"), position: d("x0"), velocity: d("v0"))
            }
            let t = d("t"), scale = abs(d("x0")) + abs(d("v0"))
            let dx = abs(sim.value(at: t) - d("x")) / scale, dv = abs(sim.velocity(at: t) - d("v")) / abs(d("v0"))
            worst = max(worst, dx, dv)
            #expect(dx <= 1e-14 && dv <= 1e-14, "\(r["model"]!) t=\(t)")
        }
        print("friction vs mpmath: worst relative error \(worst)")
    }

    @Test("Flutter's published checks, at far tighter tolerances than Flutter's ±1")
    func flutter() throws {
        let f = try ExponentialDecay(flutterDrag: 0.135, position: 100, velocity: 100)
        #expect(abs(f.value(at: 0.1) - 110) < 1 && abs(f.value(at: 0.5) - 131) < 1 && abs(f.value(at: 2) - 149) < 1)
        #expect(abs(f.finalValue - (100 - 100 / Double.log(0.135))) < 1e-12)
        #expect(f.time(atValue: 100) == 0)
        for t in [0.1, 0.5, 2.0] { #expect(abs(f.time(atValue: f.value(at: t)) - t) < 1e-12) }  // Flutter: 1e-10
        #expect(f.time(atValue: -1) == .infinity && f.time(atValue: 200) == .infinity)
        let g = try ExponentialDecay(flutterDrag: 0.135, position: 100, velocity: -100)
        #expect(abs(g.finalValue - 50) < 1 && abs(g.finalValue - (100 + 100 / Double.log(0.135))) < 1e-12)
        #expect(g.time(atValue: 101) == .infinity && g.time(atValue: 40) == .infinity)
    }

    @Test("UIScrollView: 1000 pt/s at 0.998 projects 499 pt (discrete), 499.5 pt continuous")
    func scrollView() throws {
        #expect(abs(ExponentialDecay.uiScrollViewProjection(velocity: 1000, rate: 0.998) - 499) < 1e-9)
        let continuous = try ExponentialDecay(uiScrollViewRate: 0.998, position: 0, velocity: 1000)
        #expect(abs(continuous.finalValue - 1000 / (-1000 * Double.log(0.998))) < 1e-12)
        #expect(abs(continuous.finalValue - 499.5) < 0.001)
        #expect(throws: SpringParameterError.self) { try ExponentialDecay(uiScrollViewRate: 1, position: 0, velocity: 1) }
    }

    @Test("restart semigroup, exponential and constant (across the stop too)")
    func semigroup() async {
        await seededPropertyCheck(
            count: 300, input: Gen.double(in: 0.01...20), Gen.double(in: -100...100), Gen.double(in: -500...500),
            Gen.double(in: 0...3), Gen.double(in: 0...3)
        ) { rate, x0, v0, t1, t2 in
            let e = ExponentialDecay(decay: rate, position: x0, velocity: v0)
            let scale = abs(x0) + abs(v0) / rate
            #expect(abs(e.advanced(by: t1).value(at: t2) - e.value(at: t1 + t2)) <= 1e-13 * scale)
            #expect(abs(e.advanced(by: t1).velocity(at: t2) - e.velocity(at: t1 + t2)) <= 1e-13 * abs(v0))
            let c = ConstantDeceleration(deceleration: rate * 50, position: x0, velocity: v0)
            let cScale = abs(x0) + v0 * v0 / (rate * 50)
            #expect(abs(c.advanced(by: t1).value(at: t2) - c.value(at: t1 + t2)) <= 1e-13 * cScale)
            #expect(abs(c.advanced(by: t1).velocity(at: t2) - c.velocity(at: t1 + t2)) <= 1e-12 * abs(v0))
        }
    }

    @Test("inverse queries: the planned decay or velocity stops exactly at the target")
    func planning() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: -100...100), Gen.double(in: 0.1...1000), Gen.double(in: 0.1...50)) {
            x0, distance, rate in
            let target = x0 + distance
            let lambda = ExponentialDecay.decay(toRestAt: target, from: x0, velocity: 300)!
            #expect(abs(ExponentialDecay(decay: lambda, position: x0, velocity: 300).finalValue - target) <= 1e-12 * (abs(target) + 1))
            let v = ExponentialDecay.velocity(toRestAt: target, from: x0, decay: rate)
            #expect(abs(ExponentialDecay(decay: rate, position: x0, velocity: v).finalValue - target) <= 1e-12 * (abs(target) + 1))
            let a = ConstantDeceleration.deceleration(toRestAt: target, from: x0, velocity: 300)!
            #expect(
                abs(ConstantDeceleration(deceleration: a, position: x0, velocity: 300).finalValue - target) <= 1e-12 * (abs(target) + 1))
            let c = ConstantDeceleration(
                deceleration: rate, position: x0, velocity: ConstantDeceleration.velocity(toRestAt: target, from: x0, deceleration: rate))
            #expect(abs(c.finalValue - target) <= 1e-12 * (abs(target) + 1))
            let half = x0 + distance / 2
            #expect(abs(c.value(at: c.time(atValue: half)) - half) <= 1e-9 * (abs(half) + 1))
        }
        #expect(ExponentialDecay.decay(toRestAt: -5, from: 0, velocity: 10) == nil)
    }
}
