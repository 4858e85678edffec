import FixtureSupport
import Testing

@testable import Dynamics

/// The scroll models against `Scripts/reference_scroll.py` (mpmath, 40 digits) and against the
/// platforms' own published test values.
@Suite("Scroll physics: references")
struct ScrollReferenceTests {
    static func extent(_ r: [String: String]) -> ScrollExtent {
        ScrollExtent(min: Double(r["min"]!)!, max: Double(r["max"]!)!)
    }

    /// The model a fixture row describes.
    static func model(_ r: [String: String]) throws -> any ScrollSimulation {
        func d(_ k: String) -> Double { Double(r[k]!)! }
        let x0 = d("position"), v0 = d("velocity"), e = extent(r)
        switch r["model"]! {
        case "ios": return try UIScrollViewFling(rate: d("p1"), position: x0, velocity: v0, extent: e, viewport: d("p2"))
        case "flutter-bouncing": return try FlutterBouncingScrollSimulation(position: x0, velocity: v0, extent: e)
        case "flutter-clamping": return try FlutterClampingScrollSimulation(position: x0, velocity: v0, extent: e, friction: d("p1"))
        case "android": return try AndroidSplineFling(position: x0, velocity: v0, extent: e, friction: d("p1"))
        case "framer-inertia": return try FramerInertia(position: x0, velocity: v0, power: d("p1"), timeConstant: d("p2"), extent: e)
        default: throw SpringParameterError("unknown model \(r["model"]!)")
        }
    }

    @Test("trajectories: offset and velocity within 1e-12 of their scale (measured worst printed)")
    func trajectories() throws {
        var worst: [String: Double] = [:]
        for r in Fixtures.rows("scroll_trajectories") {
            func d(_ k: String) -> Double { Double(r[k]!)! }
            let sim = try Self.model(r)
            let t = d("t")
            #expect(t < sim.restTime, "fixture row past the rest time: \(r)")
            let s = sim.sample(at: t)
            // Scale: the motion's extent in position and the start speed (the quantities every
            // term of these closed forms is bounded by).
            let xScale = abs(d("position")) + abs(d("velocity")) + abs(d("x")), vScale = abs(d("velocity"))
            let dx = abs(s.offset - d("x")) / xScale, dv = abs(s.velocity - d("v")) / vScale
            worst[r["model"]!] = max(worst[r["model"]!] ?? 0, dx, dv)
            #expect(
                dx <= 1e-12 && dv <= 1e-12, "\(r["model"]!) x0=\(d("position")) v0=\(d("velocity")) t=\(t): \(s) vs (\(d("x")), \(d("v")))")
        }
        print("scroll trajectories vs mpmath, worst relative error per model: \(worst.sorted { $0.key < $1.key })")
    }

    @Test("stop points, times to stop, hand-off times and velocities, fling durations and distances, rubber band")
    func scalars() throws {
        var worst = 0.0
        for r in Fixtures.rows("scroll_scalars") {
            func d(_ k: String) -> Double { Double(r[k]!)! }
            let expected = d("value")
            let got: Double
            switch (r["quantity"]!, r["model"]!) {
            case ("stop-point", "ios"):
                got = try UIScrollViewFling(rate: d("p1"), position: d("position"), velocity: d("velocity")).stopPoint
            case ("time-to-stop", "ios"):
                got = try UIScrollViewFling(rate: d("p1"), position: d("position"), velocity: d("velocity")).timeToStop(
                    velocityThreshold: d("p2"))
            case ("rubber-band", "ios"):
                got = UIScrollViewFling.rubberBand(d("position"), dimension: d("p2"))
            case ("handoff-time", "ios"):
                got = try UIScrollViewFling(
                    rate: d("p1"), position: d("position"), velocity: d("velocity"), extent: Self.extent(r), viewport: d("p2")
                ).bounceStart
            case ("handoff-velocity", "ios"):
                let f = try UIScrollViewFling(
                    rate: d("p1"), position: d("position"), velocity: d("velocity"), extent: Self.extent(r), viewport: d("p2"))
                got = f.sample(at: f.bounceStart).velocity
            case ("handoff-time", "flutter-bouncing"):
                got = try FlutterBouncingScrollSimulation(position: d("position"), velocity: d("velocity"), extent: Self.extent(r))
                    .springStart
            case ("handoff-velocity", "flutter-bouncing"):
                got = try FlutterBouncingScrollSimulation(position: d("position"), velocity: d("velocity"), extent: Self.extent(r)).friction
                    .velocity(
                        at: try FlutterBouncingScrollSimulation(position: d("position"), velocity: d("velocity"), extent: Self.extent(r))
                            .springStart)
            case ("duration", "flutter-clamping"):
                got = try FlutterClampingScrollSimulation(position: d("position"), velocity: d("velocity"), friction: d("p1")).duration
            case ("distance", "flutter-clamping"):
                got = try FlutterClampingScrollSimulation(position: d("position"), velocity: d("velocity"), friction: d("p1")).distance
            case ("handoff-time", "flutter-clamping"):
                got = try FlutterClampingScrollSimulation(
                    position: d("position"), velocity: d("velocity"), extent: Self.extent(r), friction: d("p1")
                ).edgeTime
            case ("duration", "android"):
                got = try AndroidSplineFling(position: d("position"), velocity: d("velocity"), friction: d("p1")).duration
            case ("distance", "android"):
                got = try AndroidSplineFling(position: d("position"), velocity: d("velocity"), friction: d("p1")).distance
            case ("handoff-time", "android"):
                got = try AndroidSplineFling(position: d("position"), velocity: d("velocity"), extent: Self.extent(r), friction: d("p1"))
                    .edgeTime
            case ("handoff-time", "framer-inertia"):
                got = try FramerInertia(
                    position: d("position"), velocity: d("velocity"), power: d("p1"), timeConstant: d("p2"), extent: Self.extent(r)
                ).springStart
            default:
                Issue.record("unknown scalar \(r)")
                continue
            }
            let err = abs(got - expected) / abs(expected)
            worst = max(worst, err)
            #expect(err <= 1e-12, "\(r["quantity"]!) \(r["model"]!): \(got) vs \(expected)")
        }
        print("scroll scalars vs mpmath: worst relative error \(worst)")
    }

    @Test("hand-off continuity, measured on a grid of flings: worst jump in offset and velocity")
    func handOffGrid() throws {
        var worstX = 0.0, worstV = 0.0, count = 0
        for length in [50.0, 300.0, 1200.0, 5000.0] {
            for fraction in [0.0, 0.25, 0.5, 0.9, 1.0] {
                for v in [-20000.0, -4999.0, -800.0, -60.0, 60.0, 800.0, 4999.0, 20000.0] {
                    let extent = ScrollExtent(min: 0, max: length), x0 = fraction * length
                    let scale = length + abs(v)
                    var pairs: [(MotionState, ScrollSample)] = []
                    let ios = try UIScrollViewFling(position: x0, velocity: v, extent: extent)
                    if ios.bounceStart.isFinite && ios.bounceStart > 0 {
                        pairs.append((ios.decay.state(at: ios.bounceStart), ios.sample(at: ios.bounceStart)))
                    }
                    let fast = try UIScrollViewFling(rate: UIScrollViewFling.fastRate, position: x0, velocity: v, extent: extent)
                    if fast.bounceStart.isFinite && fast.bounceStart > 0 {
                        pairs.append((fast.decay.state(at: fast.bounceStart), fast.sample(at: fast.bounceStart)))
                    }
                    let flutter = try FlutterBouncingScrollSimulation(position: x0, velocity: v, extent: extent)
                    if flutter.springStart.isFinite && flutter.springStart > 0 && v < 5000 {
                        pairs.append((flutter.friction.decay.state(at: flutter.springStart), flutter.sample(at: flutter.springStart)))
                    }
                    let framer = try FramerInertia(position: x0, velocity: v, extent: extent)
                    if framer.springStart.isFinite && framer.springStart > 0 {
                        pairs.append((framer.glideState(at: framer.springStart), framer.sample(at: framer.springStart)))
                    }
                    for (before, after) in pairs where after.phase != .rest {
                        count += 1
                        #expect(after.phase == .overscroll, "the hand-off instant is on the edge, moving out")
                        worstX = max(worstX, abs(before.value - after.offset) / scale)
                        worstV = max(worstV, abs(before.velocity - after.velocity) / abs(v))
                    }
                }
            }
        }
        print("hand-offs: \(count) measured, worst jump \(worstX) (offset, of length + |v|), \(worstV) (velocity, of |v|)")
        #expect(count > 50)
        #expect(worstX <= 1e-12 && worstV <= 1e-12)
    }

    // MARK: - The platforms' own published numbers

    @Test("Flutter newton_test.dart test_friction: FrictionSimulation(0.3, 100, 400)")
    func flutterFriction() throws {
        let f = try FlutterFrictionSimulation(
            drag: 0.3, position: 100, velocity: 400, tolerance: ScrollTolerance(distance: 1e-3, velocity: 1))
        #expect(!f.isDone(at: 0) && f.value(at: 0) == 100 && f.velocity(at: 0) == 400)
        #expect(f.value(at: 1) > 330 && f.value(at: 1) < 335)
        // Flutter expects exactly 120 and 36 (pow in Dart); these are the exact values, held to 1e-13.
        #expect(abs(f.velocity(at: 1) - 120) <= 1e-13 * 120)
        #expect(abs(f.velocity(at: 2) - 36) <= 1e-13 * 36)
        #expect(abs(f.velocity(at: 3) - 10.8) <= 1e-13 * 10.8)
        #expect(f.velocity(at: 4) < 3.5)
        #expect(f.isDone(at: 5) && f.value(at: 5) > 431 && f.value(at: 5) < 432)
    }

    @Test("Flutter test_friction_through: drag 0.025 from (10, 600) and (1000, −500), through the state at t = 1")
    func flutterThrough() throws {
        for (x0, v0) in [(10.0, 600.0), (1000.0, -500.0)] {
            let f = try FlutterFrictionSimulation(drag: 0.025, position: x0, velocity: v0)
            let x1 = f.value(at: 1), v1 = f.velocity(at: 1)
            let g = try FlutterFrictionSimulation.through(startPosition: x0, endPosition: x1, startVelocity: v0, endVelocity: v1)
            #expect(!g.isDone(at: 0) && g.value(at: 0) == x0 && g.velocity(at: 0) == v0)
            #expect(abs(g.drag - 0.025) <= 1e-13 * 0.025)
            #expect(abs(g.value(at: 1) - x1) <= 1e-12 * abs(x1) && abs(g.velocity(at: 1) - v1) <= 1e-12 * abs(v1))
            #expect(g.isDone(at: 1 + 1e-10))  // Flutter: 1 + precisionErrorTolerance (1e-10)
        }
        #expect(throws: SpringParameterError.self) {
            try FlutterFrictionSimulation.through(startPosition: 0, endPosition: 10, startVelocity: -5, endVelocity: -1)
        }
        #expect(throws: SpringParameterError.self) {
            try FlutterFrictionSimulation.through(startPosition: 0, endPosition: 10, startVelocity: 5, endVelocity: 6)
        }
    }

    @Test("Flutter BoundedFrictionSimulation control test: (0.3, 100, 400) in [50, 150] reaches 150 by t = 1")
    func flutterBounded() throws {
        let f = try FlutterBoundedFrictionSimulation(
            drag: 0.3, position: 100, velocity: 400, minX: 50, maxX: 150, tolerance: ScrollTolerance(distance: 1e-3, velocity: 1))
        #expect(!f.isDone(at: 0) && f.value(at: 0) == 100 && f.velocity(at: 0) == 400)
        #expect(f.value(at: 1) == 150 && f.isDone(at: 1))
        #expect(f.velocity(at: 1) > 100)  // the velocity is not clamped (Flutter's documented behaviour)
    }

    @Test("Flutter test_gravity: GravitySimulation(200, 100, 600, 0), exact in binary")
    func flutterGravity() throws {
        let g = try FlutterGravitySimulation(acceleration: 200, distance: 100, endDistance: 600, velocity: 0)
        #expect(!g.isDone(at: 0) && g.value(at: 0) == 100 && g.velocity(at: 0) == 0)
        let xs: [(Double, Double, Double)] = [
            (0.25, 106.25, 50), (0.5, 125, 100), (0.75, 156.25, 150), (1, 200, 200), (1.25, 256.25, 250), (1.5, 325, 300),
            (1.75, 406.25, 350),
        ]
        for (t, x, v) in xs { #expect(g.value(at: t) == x && g.velocity(at: t) == v) }
        #expect(g.isDone(at: 2.5) && g.value(at: 2.5) == 725 && g.velocity(at: 2.5) == 500)
    }

    @Test("Flutter ClampedSimulation clamps position and velocity each on its own")
    func flutterClamped() throws {
        let g = try FlutterGravitySimulation(acceleration: 100, distance: 0, endDistance: 1e9, velocity: 0)
        let c = try FlutterClampedSimulation(g, xMin: -1, xMax: 20, dxMin: -5, dxMax: 80)
        #expect(c.value(at: 0.5) == 12.5 && c.velocity(at: 0.5) == 50)
        #expect(c.value(at: 1) == 20 && c.velocity(at: 1) == 80)
        #expect(throws: SpringParameterError.self) { try FlutterClampedSimulation(g, xMin: 2, xMax: 1) }
    }

    @Test("Flutter 'over/under scroll spring': (500, −7500) in [0, 1000] with spring (1, 170, ratio 1.1)")
    func flutterOverUnder() throws {
        let spring = try Spring(flutterMass: 1, stiffness: 170, ratio: 1.1)
        let s = try FlutterBouncingScrollSimulation(
            position: 500, velocity: -7500, extent: ScrollExtent(min: 0, max: 1000), spring: spring,
            tolerance: ScrollTolerance(distance: 1.5, velocity: 45))
        // Flutter's expectations, ±1 (moreOrLessEquals epsilon 1).
        #expect(abs(s.value(at: 0) - 500) < 1e-12 && s.velocity(at: 0) == -7500)
        #expect(s.springStart > 0.065 && s.springStart < 0.1)  // "reach 0.0 at about t = .07"
        #expect(abs(s.value(at: 0.065) - 42) < 1 && abs(s.velocity(at: 0.065) - -6584) < 1)
        #expect(abs(s.value(at: 0.1) - -123) < 1 && abs(s.velocity(at: 0.1) - -2613) < 1)
        #expect(abs(s.value(at: 0.5) - -15) < 1 && abs(s.velocity(at: 0.5) - 124) < 1)
        #expect(s.restTime < 2 && s.sample(at: 2) == ScrollSample(offset: 0, velocity: 0, phase: .rest))
    }

    @Test("Flutter test_kinetic_scroll and scroll_with_inf_edge_ends")
    func flutterKinetic() throws {
        let spring = try Spring(flutterMass: 1, stiffness: 50, ratio: 0.5)
        for v in [800.0, -800.0] {
            let s = try FlutterBouncingScrollSimulation(
                position: 100, velocity: v, extent: ScrollExtent(min: 0, max: 300), spring: spring,
                tolerance: ScrollTolerance(distance: 0.1, velocity: 0.5))
            #expect(s.restTime > 0.5 && s.restTime <= 3.5, "isDone(0.5) false, isDone(3.5) true")
            #expect(s.springStart < 0.5)  // "switch from friction to spring"
        }
        let open = try FlutterBouncingScrollSimulation(
            position: 100, velocity: 400, extent: ScrollExtent(min: 0, max: .infinity), spring: spring,
            tolerance: ScrollTolerance(distance: 1e-3, velocity: 1))
        #expect(open.value(at: 0) == 100 && open.velocity(at: 0) == 400)
        #expect(abs(open.value(at: 1) - 272) < 1 && abs(open.velocity(at: 1) - 54) < 1 && abs(open.velocity(at: 2) - 7) < 1)
        #expect(open.velocity(at: 3) < 1 && open.restTime <= 5 && abs(open.value(at: 5) - 300) < 1)
    }

    @Test("Flutter scroll_simulation_test.dart: ClampingScrollSimulation starts at (x₀, v₀) and has dx(10) = 0")
    func flutterClampingPublished() throws {
        let cases: [(Double, Double)] = [
            (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634), (-156.2, 1541.57665),
            (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534), (51.0, 2000.0),
        ]
        for (x0, v0) in cases {
            let s = try FlutterClampingScrollSimulation(position: x0, velocity: v0)
            // Flutter: moreOrLessEquals (1e-10); here to a few ulps.
            #expect(s.flingState(at: 0).value == x0)
            #expect(abs(s.flingState(at: 0).velocity - v0) <= 1e-15 * v0)
            #expect(s.flingState(at: 10).velocity == 0)
        }
    }

    @Test("framer-motion inertia.test.ts keyframes (from 100, velocity 200, power 1, τ 0.5 s, restDelta 0.5, every 10 ms)")
    func framerPublished() throws {
        let plain = try FramerInertia(position: 100, velocity: 200, power: 1, timeConstant: 0.5, restDelta: 0.5)
        for (t, x) in [(0.0, 100.0), (0.01, 103.96026533864895), (0.1, 136.25384938440362), (2.99, 299.4942347415541)] {
            #expect(abs(plain.sample(at: t).offset - x) <= 1e-13 * x, "t = \(t)")
        }
        // Framer's keyframes end with 300 at 3.00 s ("duration 3"): the rest time lies in (2.99, 3].
        #expect(plain.restTime > 2.99 && plain.restTime <= 3 && plain.sample(at: 3).offset == 300)
        // changeTarget: target / 2, i.e. the snap point 150; keyframes end with 150 at 2.31 s.
        let halved = try FramerInertia(position: 100, velocity: 200, power: 1, timeConstant: 0.5, snapPoints: [150], restDelta: 0.5)
        for (t, x) in [(0.01, 100.99006633466223), (2.3, 149.49740821276833)] {
            #expect(abs(halved.sample(at: t).offset - x) <= 1e-13 * x, "t = \(t)")
        }
        #expect(halved.restTime > 2.3 && halved.restTime <= 2.31 && halved.sample(at: 2.31).offset == 150)
    }

    @Test("UIScrollView: WWDC 2018 projection, rubber band at 960 pt (2.74, 5.47, 52.02, 178.98, 340.65)")
    func uiScrollView() throws {
        let f = try UIScrollViewFling(position: 0, velocity: 1000)
        #expect(abs(f.stopPoint - 1000 / (-1000 * Double.log(0.998))) <= 1e-13 * 500)
        // The published rubber-band table (Float, 2 decimals) for d = 960.
        for (x, b) in [(5.0, 2.74), (10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65)] {
            #expect(abs(UIScrollViewFling.rubberBand(x, dimension: 960) - b) < 0.005)
            #expect(
                abs(UIScrollViewFling.inverseRubberBand(UIScrollViewFling.rubberBand(x, dimension: 960), dimension: 960) - x) <= 1e-13 * x)
        }
        #expect(throws: SpringParameterError.self) { try UIScrollViewFling(rate: -0.5, position: 0, velocity: 1) }
        #expect(throws: SpringParameterError.self) {
            try UIScrollViewFling(position: 900, velocity: 0, extent: ScrollExtent(min: 0, max: 0), viewport: 844)
        }
    }

    @Test("Flutter's ClampingScrollSimulation: same distance as Android's spline, shorter duration r·INFLEXION")
    func clampingVsAndroid() throws {
        for v in [100.0, 1000.0, -2500.0, 8000.0] {
            let f = try FlutterClampingScrollSimulation(position: 0, velocity: v)
            let a = try AndroidSplineFling(position: 0, velocity: v)
            #expect(abs(f.distance - a.distance) <= 1e-13 * abs(a.distance))
            #expect(abs(f.duration - FlutterClampingScrollSimulation.decelerationRate * 0.35 * a.duration) <= 1e-13 * a.duration)
            // Both start at exactly v₀ and end at rest at the same place.
            #expect(abs(a.flingState(at: 0).velocity - v) <= 1e-13 * abs(v) && abs(f.flingState(at: 0).velocity - v) <= 1e-13 * abs(v))
            #expect(abs(a.restOffset - f.restOffset) <= 1e-12 * abs(a.distance))
        }
    }

    @Test("Android's own table (100 samples, float, linear) against the spline it samples: measured deviation")
    func androidTable() throws {
        // SplineOverScroller's static initialiser, in Float as Android runs it.
        let inflexion: Float = 0.35, p1: Float = 0.5 * inflexion, p2: Float = 1 - 1 * (1 - inflexion)
        var table = [Float](repeating: 1, count: 101)
        var xMin: Float = 0
        for i in 0..<100 {
            let alpha = Float(i) / 100
            var xMax: Float = 1
            var x: Float = 0, coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1 - x) * 0.5 + x) + x * x * x
        }
        var worst = 0.0
        for k in 0...1000 {
            let tau = Double(k) / 1000
            let index = min(Int(100 * tau), 99)
            let lo = Double(table[index]), hi = Double(table[index + 1])
            let android = lo + (tau - Double(index) / 100) * (hi - lo) * 100
            worst = max(worst, abs(android - AndroidSplineFling.spline(timeFraction: tau).position))
        }
        print("Android's spline table vs the exact spline: max deviation \(worst) of the fling distance")
        #expect(worst < 2e-4)
        #expect(worst > 1e-7)  // the table is an approximation: this test would notice a table evaluated exactly
    }
}
