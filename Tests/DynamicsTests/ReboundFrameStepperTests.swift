import Dynamics
import Testing

/// rebound on real frame times against `Scripts/reference_rebound.py`, an independent Python
/// re-implementation of rebound's `Spring.advance` in doubles (same operations, same order).
@Suite("rebound on frame times")
struct ReboundFrameStepperTests {
    struct Case {
        let name: String
        let animation: SpringAnimation
        let rule: ReboundRestRule
        let times: [Double]
    }

    static let cases: [Case] = Fixtures.rows("rebound_cases").map { r in
        func d(_ k: String) -> Double { Double(r[k]!)! }
        let spring = Spring(mass: 1, stiffness: d("stiffness"), dampingCoefficient: d("damping"))
        return Case(
            name: r["case"]!,
            animation: SpringAnimation(spring: spring, from: d("from"), to: d("to"), initialVelocity: d("velocity")),
            rule: ReboundRestRule(
                restSpeed: d("rest_speed"), restDisplacement: d("rest_displacement"), overshootClamping: r["clamp"] == "1"),
            times: r["times"]!.split(separator: ";").map { Double(String($0))! })
    }

    static func frames(_ c: Case) throws -> (frames: [ReboundFrame], steps: [Int]) {
        var stepper = try ReboundFrameStepper(animation: c.animation, frameTimes: c.times, rule: c.rule)
        var frames: [ReboundFrame] = [], steps: [Int] = []
        while let f = stepper.next() {
            frames.append(f)
            steps.append(stepper.steps)
        }
        return (frames, steps)
    }

    @Test("every case matches the Python re-implementation bit for bit (value, velocity, rest, steps)")
    func matchesReference() throws {
        let reference = Fixtures.rows("rebound_frames")
        #expect(Self.cases.count == 10)
        for c in Self.cases {
            let expected = reference.filter { $0["case"] == c.name }
            let (frames, steps) = try Self.frames(c)
            // Same doubles, same operations in the same order: no tolerance is needed.
            #expect(frames.count == expected.count, "\(c.name)")
            for (i, (f, e)) in zip(frames, expected).enumerated() {
                #expect(f.frame == Int(e["frame"]!)!)
                #expect(f.time == Double(e["time"]!)!)
                #expect(f.value == Double(e["value"]!)!, "\(c.name) frame \(i)")
                #expect(f.velocity == Double(e["velocity"]!)!, "\(c.name) frame \(i)")
                #expect(f.atRest == (e["at_rest"] == "1"), "\(c.name) frame \(i)")
                #expect(steps[i] == Int(e["steps"]!)!, "\(c.name) frame \(i)")
            }
        }
    }

    @Test("rebound's own SpringTest frames (230.2, 19; 16 ms frames), every digit")
    func reboundSpringTest() throws {
        // PolicyTests.positions / velocities: rebound-core's SpringTest EXPECTED_POSITIONS_UNCLAMPED
        // and EXPECTED_VELOCITIES_UNCLAMPED. Timestamps 0, 0.016, 0.032, … (each the sum of the one
        // before and 0.016) hand rebound elapsed times within an ulp or so of its advance(0.016).
        let anim = SpringAnimation(spring: try Spring(tension: 230.2, friction: 19), from: 0, to: 1)
        var times = [0.0]
        for _ in 0..<12 { times.append(times.last! + 0.016) }
        let frames = Array(try ReboundFrameStepper(animation: anim, frameTimes: times).dropFirst())
        let worst = PolicyTests.worstSpringTestDeviation(frames.map { ($0.value, $0.velocity) })
        print("ReboundFrameStepper vs rebound's SpringTest: worst deviation", worst)
        #expect(worst <= 1e-15)
    }

    @Test("one 1 ms frame is one RK4 step, computed by hand")
    func handComputedStep() throws {
        // x'' = 100·(1 − x), x(0) = 0, v(0) = 0, h = 1 ms, first-stage position = from = 0:
        // stages a = (0, 100), b = (0.05, 100), c = (0.05, 99.9975), d = (0.0999975, 99.995);
        // x = h·(0 + 2·0.1 + 0.0999975)/6, v = h·(100 + 2·199.9975 + 99.995)/6.
        let anim = SpringAnimation(spring: Spring(stiffness: 100, dampingCoefficient: 0), from: 0, to: 1)
        let frames = Array(try ReboundFrameStepper(animation: anim, frameTimes: [0, 0.001]))
        #expect(frames.count == 2)
        let x = 0.001 * 0.2999975 / 6, v = 0.001 * 599.99 / 6
        #expect(abs(frames[1].value - x) <= 1e-15 * x)
        #expect(abs(frames[1].velocity - v) <= 1e-15 * v)
    }

    @Test("a gap longer than 64 ms advances exactly as a 64 ms gap (rebound's MAX_DELTA_TIME_SEC)")
    func cap() throws {
        let anim = SpringAnimation(spring: Spring(stiffness: 200, dampingCoefficient: 10), from: 0, to: 1)
        var capped = try ReboundFrameStepper(animation: anim, frameTimes: [0, 0.064])
        let c = Array(AnyIterator { capped.next() })
        for gap in [0.1, 1.0, 1e4] {
            var long = try ReboundFrameStepper(animation: anim, frameTimes: [0, gap])
            let l = Array(AnyIterator { long.next() })
            #expect(l[1].value == c[1].value && l[1].velocity == c[1].velocity)
            #expect(long.steps == capped.steps)
        }
        #expect(ReboundFrameStepper.stepBound(frameTimes: [0, 1e4, 2e4]) == 129)
    }

    @Test("a dropped frame is one larger gap: fewer rows, the same steps, a state within RK4 error of the full list")
    func droppedFrame() throws {
        let anim = SpringAnimation(spring: Spring(stiffness: 200, dampingCoefficient: 10), from: 0, to: 1)
        let all = (0...20).map { Double($0) / 60 }
        var dropped = all
        dropped.remove(at: 10)
        var a = try ReboundFrameStepper(animation: anim, frameTimes: all)
        var b = try ReboundFrameStepper(animation: anim, frameTimes: dropped)
        let fa = Array(AnyIterator { a.next() }), fb = Array(AnyIterator { b.next() })
        #expect(fb.count == fa.count - 1)
        #expect(abs(a.steps - b.steps) <= 1)
        // Interpolated states are kept, so the two runs differ, but only by the interpolation's
        // O(h²) error: far below a thousandth of the distance.
        #expect(abs(fa.last!.value - fb.last!.value) < 1e-3)
    }

    @Test("at rest: snapped to the target with velocity 0 on the first frame inside both thresholds, then no more rows")
    func restSnapping() throws {
        let anim = SpringAnimation(spring: Spring(stiffness: 200, dampingCoefficient: 30), from: 0, to: 1)
        let rule = ReboundRestRule(restSpeed: 0.005, restDisplacement: 0.005)
        let times = (0..<600).map { Double($0) / 60 }
        let frames = Array(try ReboundFrameStepper(animation: anim, frameTimes: times, rule: rule))
        let last = frames.last!
        #expect(last.atRest && last.value == 1 && last.velocity == 0)
        #expect(frames.count < times.count)
        #expect(frames.dropLast().allSatisfy { !$0.atRest })
        // The frame before was outside one of the thresholds.
        let before = frames[frames.count - 2]
        #expect(abs(before.velocity) > 0.005 || abs(before.value - 1) > 0.005)
        // Without thresholds the same spring runs through every frame.
        #expect(Array(try ReboundFrameStepper(animation: anim, frameTimes: times)).count == times.count)
    }

    @Test("overshoot clamping: no frame passes the target; the first that would is the target, at rest")
    func clamping() throws {
        let anim = SpringAnimation(spring: Spring(stiffness: 300, dampingCoefficient: 8), from: 10, to: -5, initialVelocity: 20)
        let times = (0..<120).map { Double($0) / 60 }
        let clamped = Array(try ReboundFrameStepper(animation: anim, frameTimes: times, rule: ReboundRestRule(overshootClamping: true)))
        let free = Array(try ReboundFrameStepper(animation: anim, frameTimes: times))
        #expect(clamped.allSatisfy { $0.value >= -5 })
        #expect(clamped.last!.value == -5 && clamped.last!.velocity == 0 && clamped.last!.atRest)
        let n = clamped.count - 1
        #expect(free[n].value < -5 && free[n - 1].value >= -5)
        #expect(Array(clamped.dropLast()) == Array(free.prefix(n)))
    }

    @Test("frame times must be finite and strictly increasing; the error names the entry")
    func badFrameTimes() {
        let anim = SpringAnimation(spring: Spring(stiffness: 200, dampingCoefficient: 10), from: 0, to: 1)
        for (times, index) in [([0, 0.02, 0.01], 2), ([0, 0.016, 0.016], 2), ([0, .nan], 1), ([.infinity], 0)] {
            #expect(throws: ReboundFrameTimesError.self) { _ = try ReboundFrameStepper(animation: anim, frameTimes: times) }
            do { _ = try ReboundFrameStepper(animation: anim, frameTimes: times) } catch { #expect(error.index == index) }
        }
        #expect(Array(try! ReboundFrameStepper(animation: anim, frameTimes: [])).isEmpty)
    }
}
