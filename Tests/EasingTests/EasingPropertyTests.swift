import Dynamics
import FixtureSupport
import PropertyBased
import Testing

@testable import Easing

@Suite("Easing laws")
struct EasingPropertyTests {
    @Test("every family: e(0) = 0 and e(1) = 1 exactly")
    func endpoints() async throws {
        var curves: [any Easing] = PennerEasing.allCases
        curves += [CubicBezierEasing.linear, .easeIn, .easeOut, .easeInEaseOut, .caDefault]
        // steps() whose first jump is at the start output 1/n at u = 0 by the spec; jump-end,
        // jump-none and end keep the contract.
        curves += try [StepsEasing.Position.jumpEnd, .jumpNone, .end].map { try StepsEasing(3, $0) }
        curves.append(try EasingParser.parse("linear(0, 0.3 20%, 1)"))
        curves.append(try EasingParser.parse("spring(damping=0.15, velocity=1.4)"))
        for c in curves {
            #expect(c.value(at: 0) == 0, "\(c)")
            #expect(c.value(at: 1) == 1, "\(c)")
        }
        await seededPropertyCheck(count: 200, input: ControlPoints.x, ControlPoints.y, ControlPoints.x, ControlPoints.y) { x1, y1, x2, y2 in
            recordingErrors {
                let c = try CubicBezierEasing(x1, y1, x2, y2)
                #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
            }
        }
    }

    @Test("the solver's t agrees with the root of x(t) = u, and its y with the double-double reference")
    func solverAgreesWithX() async {
        await seededPropertyCheck(
            count: 400, input: ControlPoints.x, ControlPoints.y, ControlPoints.x, ControlPoints.y, Gen.double(in: 0...1)
        ) { x1, y1, x2, y2, u in
            recordingErrors {
                let c = try CubicBezierEasing(x1, y1, x2, y2)
                let t = c.parameter(for: u)
                let exact = c.robustSolve(u, lo: 0, hi: 1)
                #expect(t >= 0 && t <= 1)
                // Where x′ is not tiny the root is well-defined to ~1e-15; y to 1e-13 everywhere.
                if c.dx(exact) > 1e-3 { #expect(abs(t - exact) <= 1e-12, "u=\(u) t=\(t) exact=\(exact)") }
                #expect(abs(c.value(at: u) - c.referenceValue(at: u)) <= 1e-13, "u=\(u)")
            }
        }
    }

    @Test("monotone control points give a monotone output")
    func monotone() async {
        await seededPropertyCheck(count: 150, input: ControlPoints.x, Gen.double(in: 0...1), ControlPoints.x, Gen.double(in: 0...1)) {
            x1, y1, x2, y2 in
            recordingErrors {
                let c = try CubicBezierEasing(x1, y1, x2, y2)
                var previous = -Double.infinity
                for i in 0...400 {
                    let v = c.value(at: Double(i) / 400)
                    #expect(v >= previous - 1e-15)
                    previous = v
                }
            }
        }
    }

    @Test("outside [0, 1] the output continues along the end tangents (Chromium's rule)")
    func extrapolation() throws {
        let c = try CubicBezierEasing(0.42, 0, 0.58, 1)
        #expect(c.value(at: -0.5) == 0 && c.value(at: 1.5) == 1)  // flat ends
        let d = try CubicBezierEasing(0.25, 0.1, 0.25, 1)
        #expect(abs(d.value(at: -1) - (-0.4)) < 1e-15)  // start gradient y1/x1 = 0.4
        let e = try CubicBezierEasing(0, 0, 0.5, 2)  // x1 = 0, y1 = 0 → y2/x2 = 4
        #expect(abs(e.value(at: -0.25) - (-1)) < 1e-15)
    }

    @Test("linear(): parse → serialise → parse is the identity (up to the 6-decimal serialisation)")
    func linearRoundTrip() async throws {
        await seededPropertyCheck(count: 200, input: Gen.double(in: -2...2).array(of: 2...8), Gen.double(in: 0...1).array(of: 0...8)) {
            outputs, inputs in
            recordingErrors {
                let stops = outputs.enumerated().map { i, o in
                    "\(o)" + (i < inputs.count ? " \(inputs[i] * 100)%" : "")
                }
                let first = try #require(try EasingParser.parse("linear(\(stops.joined(separator: ", ")))") as? LinearEasing)
                let second = try #require(try EasingParser.parse(first.description) as? LinearEasing)
                #expect(second.points.count == first.points.count)
                // Serialisation rounds to 6 decimals (browsers' computed values), so a second parse
                // agrees to 5e-7 in outputs and percentages, and serialising again is exact.
                for (a, b) in zip(first.points, second.points) {
                    #expect(abs(a.output - b.output) <= 5.000001e-7)
                    #expect(abs(a.inputPercent - b.inputPercent) <= 5.000001e-7)
                }
                #expect(second.description == first.description)
                let third = try EasingParser.parse(second.description) as? LinearEasing
                #expect(third == second)
            }
        }
    }

    @Test("linear(): canonicalisation and evaluation per CSS Easing 2")
    func linearSemantics() throws {
        let l = try #require(try EasingParser.parse("linear(0, 0.25 75%, 1)") as? LinearEasing)
        #expect(l.points.map(\.input) == [0, 0.75, 1])
        #expect(l.value(at: 0.375) == 0.125)
        #expect(l.value(at: -0.5) == -0.5 / 0.75 * 0.25)  // extrapolates along the first segment
        let two = try #require(try EasingParser.parse("linear(0, 0.5 25% 75%, 1)") as? LinearEasing)
        #expect(two.points.map(\.input) == [0, 0.25, 0.75, 1])
        #expect(two.value(at: 0.5) == 0.5)
        let fixed = try #require(try EasingParser.parse("linear(0 50%, 1 10%)") as? LinearEasing)
        #expect(fixed.points.map(\.input) == [0.5, 0.5])  // a smaller input is raised
        #expect(fixed.value(at: 0.5) == 1)  // a jump: the later point wins
        let runs = try #require(try EasingParser.parse("linear(0, 0.1, 0.2, 0.9 40%, 1)") as? LinearEasing)
        #expect(zip(runs.points.map(\.input), [0, 0.4 / 3, 0.8 / 3, 0.4, 1]).allSatisfy { abs($0 - $1) < 1e-15 })
        #expect(l.description == "linear(0 0%, 0.25 75%, 1 100%)")
    }

    @Test("spring → linear(): within the bound everywhere, not only at the points")
    func springExport() async throws {
        await seededPropertyCheck(count: 12, input: Gen.double(in: 0.05...1), Gen.double(in: -2...3), Gen.double(in: 0.002...0.05)) {
            zeta, v, bound in
            recordingErrors {
                let easing = try SpringEasing(spring: try Spring(uiKitDampingRatio: zeta, duration: 1), velocity: v)
                let lin = try easing.cssLinear(maxError: bound)
                var worst = 0.0
                for i in 0...20_000 {
                    let u = Double(i) / 20_000
                    worst = max(worst, abs(lin.value(at: u) - easing.value(at: u)))
                }
                #expect(worst <= bound, "ζ=\(zeta) v=\(v): \(worst) > \(bound) with \(lin.points.count) points")
            }
        }
    }

    @Test("spring linear() is adaptive: fewer points than a uniform grid of the same error")
    func springExportIsAdaptive() throws {
        let easing = try SpringEasing(spring: try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4), velocity: 1.4)
        let adaptive = try easing.linearPoints(maxError: 0.001).count
        // The coarsest uniform grid that meets the same bound:
        var n = 2
        while true {
            var worst = 0.0
            for i in 0...4000 {
                let u = Double(i) / 4000
                let k = min(Int(u * Double(n - 1)), n - 2)
                let a = Double(k) / Double(n - 1), b = Double(k + 1) / Double(n - 1)
                let lin = easing.value(at: a) + (u - a) / (b - a) * (easing.value(at: b) - easing.value(at: a))
                worst = max(worst, abs(lin - easing.value(at: u)))
            }
            if worst <= 0.001 { break }
            n += 1
        }
        print("spring linear(): adaptive \(adaptive) points, uniform \(n)")
        #expect(adaptive < n)
    }
}
