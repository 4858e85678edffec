import Curves
import Dynamics
import Easing
import FixtureSupport
import Foundation
import PropertyBased
import Testing

@Suite("Endpoint slopes")
struct EndpointSlopeTests {
    @Test("CSS keywords: the one-sided limits WebKit's and Blink's UnitBezier gradients give")
    func keywords() throws {
        // (easing, slope at 0, slope at 1): y₁/x₁ or the far control point's (y₂/x₂) when P₁ is at
        // the origin; (y₂ − 1)/(x₂ − 1) or (y₁ − 1)/(x₁ − 1) when P₂ is at (1, 1).
        let cases: [(CubicBezierEasing, Double, Double)] = [
            (.caDefault, 0.1 / 0.25, 0),
            (.easeIn, 0, (0 - 1) / (0.42 - 1)),
            (.easeOut, 1 / 0.58, 0),
            (.easeInEaseOut, 0, 0),
            (.linear, 1, 1),
        ]
        for (e, s0, s1) in cases {
            #expect(e.slope(at: 0) == s0, "\(e) at 0")
            #expect(e.slope(at: 1) == s1, "\(e) at 1")
            // Never −0: the limit of a non-negative slope reads +0.
            #expect(e.slope(at: 1)?.sign == .plus && e.slope(at: 0)?.sign == .plus, "\(e)")
        }
        // The degenerate straight lines and the vertical tangents.
        #expect(try CubicBezierEasing(0, 0, 0, 0).slope(at: 0) == 1)
        #expect(try CubicBezierEasing(1, 1, 1, 1).slope(at: 1) == 1)
        #expect(try CubicBezierEasing(0, 0.5, 1, 1).slope(at: 0) == nil)  // x₁ = 0, y₁ ≠ 0
        #expect(try CubicBezierEasing(0, 0, 1, 0.5).slope(at: 1) == nil)  // x₂ = 1, y₂ ≠ 1
        #expect(try CubicBezierEasing(0, 0, 0, 0.5).slope(at: 0) == nil)  // P₁ at 0, x₂ = 0, y₂ ≠ 0
    }

    @Test("linear is exactly the identity")
    func identity() throws {
        for e in [
            CubicBezierEasing.linear, try CubicBezierEasing(0.3, 0.3, 0.8, 0.8), try EasingParser.parse("linear") as! CubicBezierEasing,
        ] {
            for k in 0...10_000 {
                let u = Double(k) / 10_000
                #expect(e.value(at: u) == u)
            }
            for u in [-2.5, -1e-300, 1 + 1e-15, 7.25] { #expect(e.value(at: u) == u && e.slope(at: u) == 1) }
            #expect(e.slope(at: 0.37) == 1)
        }
    }

    @Test("cubic-bezier: the endpoint slope is the limit of the interior slope")
    func limits() async {
        // Interior slopes y′(t)/x′(t) at t = 1e-7 from each end converge to the limit: linearly in
        // t when the near control point is off the end's vertical, else as the far control
        // point's tangent plus O(t).
        await seededPropertyCheck(
            count: 2000, input: Gen.int(in: 0...5), Gen.double(in: 0...1), Gen.double(in: -3...3), Gen.double(in: 0...1),
            Gen.double(in: -3...3)
        ) { kind, a, b, c, d in
            var (x1, y1, x2, y2) = (a, b, c, d)
            switch kind {
            case 1: (x1, y1) = (0, 0)
            case 2: (x2, y2) = (1, 1)
            case 3: x1 = 0
            case 4: x2 = 1
            case 5: (x1, y1, x2, y2) = (0, 0, 1, 1)
            default: break
            }
            let e = try CubicBezierEasing(x1, y1, x2, y2)
            func interior(_ t: Double) -> Double? {
                // Derivatives of the Bernstein form directly (independent of the solver).
                let dx = 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2)
                let dy = 3 * (1 - t) * (1 - t) * y1 + 6 * (1 - t) * t * (y2 - y1) + 3 * t * t * (1 - y2)
                return dx > 0 ? dy / dx : nil
            }
            for end in [0.0, 1.0] {
                let limit = e.slope(at: end)
                let vertical = end == 0 ? (x1 == 0 && (y1 != 0 || (x2 == 0 && y2 != 0))) : (x2 == 1 && (y2 != 1 || (x1 == 1 && y1 != 1)))
                if vertical {
                    #expect(limit == nil, "\(e) at \(end)")
                    continue
                }
                // The gap to the interior slope at t from the end shrinks like t (to rounding).
                func gap(_ t: Double) -> Double? { interior(end == 0 ? t : 1 - t).map { abs($0 - limit!) } }
                guard let limit, let far = gap(1e-4), let near = gap(1e-6) else {
                    Issue.record("\(e) at \(end): slope \(String(describing: limit))")
                    continue
                }
                #expect(near <= 0.02 * far + 1e-9 * max(1, abs(limit)), "\(e) at \(end): \(limit), gaps \(far) → \(near)")
            }
        }
    }

    @Test("keyframe velocities at the ends come from the easing's one-sided limits")
    func keyframeEnds() throws {
        // 0 → 10 over 2 s with ease-out: v(0) = (1/0.58)·10/2; with ease-in: v(2) = (1/0.58)·10/2.
        let out = try Keyframes(times: [0, 2], scalars: [0, 10], easings: [CubicBezierEasing.easeOut])
        let start = out.sample(at: 0).velocity
        #expect(start != nil && abs(start!.x - 5 / 0.58) <= 1e-12 * 5 / 0.58)
        let inn = try Keyframes(times: [0, 2], scalars: [0, 10], easings: [CubicBezierEasing.easeIn])
        let end = inn.sample(at: 2).velocity
        #expect(end != nil && abs(end!.x - 5 / 0.58) <= 1e-12 * 5 / 0.58)
        #expect(inn.sample(at: 0).velocity?.x == 0)
    }

    @Test("spring(): the end slopes are the closed form's one-sided limits")
    func springEnds() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 0.05...0.95), Gen.double(in: 1...40), Gen.double(in: -3...3)) {
            zeta, omega, v0 in
            let e = try SpringEasing(spring: Spring(naturalFrequency: omega, dampingRatio: zeta), velocity: v0)
            let T = e.duration, a = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
            // x(t) = value − 1 from x₀ = −1 with x′(0) = v₀ (normalised: v₀ in distances of 1 per second).
            let x0 = -1.0, u0 = e.animation.initialVelocity
            func velocity(_ t: Double) -> Double { exp(-a * t) * (u0 * cos(wd * t) - (a * u0 + omega * omega * x0) / wd * sin(wd * t)) }
            let peak = abs(u0) + omega
            // At 0 the limit is exactly T·v₀ + (1 − v(T)), from the initial velocity itself.
            #expect(e.slope(at: 0) == u0 * T + e.endCorrection)
            // At 1, T·v′(T) + (1 − v(T)) within rounding of the closed form (phase ω_d·T ≲ 1e3 rad).
            let end = velocity(T) * T + e.endCorrection
            #expect(abs(e.slope(at: 1)! - end) <= 1e-12 * peak * T, "ζ \(zeta) ω \(omega) v \(v0)")
            // And both are the limits of the interior slopes: the gap shrinks like h.
            for (endpoint, inside) in [(0.0, { (h: Double) in h }), (1.0, { (h: Double) in 1 - h })] {
                let limit = e.slope(at: endpoint)!
                let far = abs(e.slope(at: inside(1e-4))! - limit), near = abs(e.slope(at: inside(1e-6))! - limit)
                #expect(near <= 0.02 * far + 1e-9 * peak * T, "ζ \(zeta) ω \(omega) v \(v0) at \(endpoint)")
            }
        }
    }

    @Test("react-native-elastic: the end slopes are exactly 0, the limits of the formula")
    func elasticEnds() throws {
        for b in [0.0, 0.3, 1, 2.5, 3.9] {
            let e = try ReactNativeEasing(.elastic(bounciness: b))
            #expect(e.slope(at: 0) == 0 && e.slope(at: 1) == 0, "b = \(b)")
            // The interior slope tends to 0 at both ends: as h² at 1 (c² → 0), as (3π²/4 + b²π²)·h at 0.
            #expect(abs(e.slope(at: 1 - 1e-6)!) <= 1e-9 && abs(e.slope(at: 1e-6)!) <= 1e-3)
        }
    }
}
