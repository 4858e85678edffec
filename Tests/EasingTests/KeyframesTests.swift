import Curves
import FixtureSupport
import PropertyBased
import Testing

@testable import Easing

@Suite("Keyframes")
struct KeyframesTests {
    /// Times from positive increments (cumulative sums from `start`), the first `n` of each list.
    static func keyframes(_ n: Int, _ increments: [Double], _ xs: [Double], _ ys: [Double], start: Double = 0.25) -> ([Double], [Point]) {
        var t = start
        var times: [Double] = []
        for k in 0..<n {
            times.append(t)
            t += increments[k]
        }
        return (times, (0..<n).map { Point(xs[$0], ys[$0]) })
    }

    static let modes: [Keyframes.Interpolation] = [.linear, .hermite, .monotoneSpline, .composeMonoSpline]

    static func kb(_ n: Int, _ t: Double = 0, _ c: Double = 0, _ b: Double = 0) -> Keyframes.Interpolation {
        .kochanekBartels(
            tension: Array(repeating: t, count: n), continuity: Array(repeating: c, count: n), bias: Array(repeating: b, count: n))
    }

    @Test("linear keyframes equal the piecewise lerp vᵢ + σ·(vᵢ₊₁ − vᵢ) exactly, bit for bit")
    func linearIsLerp() async throws {
        await seededPropertyCheck(
            count: 300, input: Gen.int(in: 2...8), Gen.double(in: 0.01...2).array(of: 8), Gen.double(in: -100...100).array(of: 8),
            Gen.double(in: 0...1)
        ) { n, inc, vs, f in
            recordingErrors {
                let (times, _) = Self.keyframes(n, inc, vs, vs)
                let k = try Keyframes(times: times, values: vs.prefix(n).map { Point($0, 0) }, dimension: 1)
                let t = times[0] + f * (times[n - 1] - times[0])
                var i = 0
                while i + 2 < n && times[i + 1] <= t { i += 1 }
                let sigma = t == times[i + 1] ? 1 : (t - times[i]) / (times[i + 1] - times[i])
                let lerp = sigma == 1 ? vs[i + 1] : vs[i] + sigma * (vs[i + 1] - vs[i])
                let sample = k.sample(at: t)
                #expect(sample.value.x == lerp, "t = \(t)")
                let slope = (vs[i + 1] - vs[i]) / (times[i + 1] - times[i])
                #expect(abs(try #require(sample.velocity).x - slope) <= 4 * slope.ulp.magnitude)
            }
        }
    }

    @Test("every mode passes through every keyframe exactly at its time (2-D, with easings)")
    func passesThroughKeyframes() async throws {
        await seededPropertyCheck(
            count: 200, input: Gen.int(in: 2...8), Gen.double(in: 0.01...2).array(of: 8), Gen.double(in: -100...100).array(of: 8),
            Gen.double(in: -100...100).array(of: 8)
        ) { n, inc, xs, ys in
            recordingErrors {
                let (times, values) = Self.keyframes(n, inc, xs, ys)
                let easings: [(any Easing)?] = (0..<n - 1).map { $0 % 2 == 0 ? CubicBezierEasing.easeInEaseOut : nil }
                let arcModes = (0..<n - 1).map { Keyframes.ArcMode.allCases[$0 % 3] }
                for mode in Self.modes + [.arc(arcModes), Self.kb(n, 0.3, -0.2, 0.5)] {
                    let k = try Keyframes(times: times, values: values, dimension: 2, interpolation: mode, easings: easings)
                    for i in 0..<n { #expect(k.sample(at: times[i]).value == values[i], "\(mode) keyframe \(i)") }
                }
                for mode in [
                    Keyframes.Interpolation.paced,
                    .cubicPaced(
                        tension: [Double](repeating: 0, count: n), continuity: [Double](repeating: 0, count: n),
                        bias: [Double](repeating: 0, count: n)),
                ] {
                    let k = try Keyframes(times: times, values: values, dimension: 2, interpolation: mode)
                    #expect(k.sample(at: times[0]).value == values[0] && k.sample(at: times[n - 1]).value == values[n - 1], "\(mode)")
                }
            }
        }
    }

    @Test("mono-spline never overshoots monotone data: monotone and inside [vᵢ, vᵢ₊₁] on every segment")
    func monotoneNeverOvershoots() async throws {
        await seededPropertyCheck(
            count: 300, input: Gen.int(in: 2...8), Gen.double(in: 0.01...2).array(of: 8), Gen.double(in: 0...10).array(of: 8), Gen.bool
        ) { n, inc, steps, decreasing in
            recordingErrors {
                // Increments with flat runs (every third step 0) and wildly different sizes.
                var v = 0.0
                var values: [Double] = []
                for k in 0..<n {
                    values.append(decreasing ? -v : v)
                    v += k % 3 == 2 ? 0 : steps[k] * steps[k]
                }
                let (times, _) = Self.keyframes(n, inc, values, values)
                let k = try Keyframes(times: times, values: values.map { Point($0, 0) }, dimension: 1, interpolation: .monotoneSpline)
                for i in 0..<n - 1 {
                    let lo = min(values[i], values[i + 1]), hi = max(values[i], values[i + 1])
                    var previous = values[i]
                    for j in 0...64 {
                        let t = times[i] + (times[i + 1] - times[i]) * Double(j) / 64
                        let x = k.sample(at: min(t, times[i + 1])).value.x
                        let slack = 1e-12 * max(1, abs(hi))
                        #expect(x >= lo - slack && x <= hi + slack, "segment \(i) at \(t): \(x) outside [\(lo), \(hi)]")
                        #expect(decreasing ? x <= previous + slack : x >= previous - slack, "not monotone at \(t)")
                        previous = x
                    }
                }
            }
        }
    }

    @Test("compose-spline reproduces Compose's MonoSpline, overshoot included (0, 0, 0.1, 1 dips to −0.0132)")
    func composeMonoSplineOvershoots() throws {
        let values = [0, 0, 0.1, 1].map { Point($0, 0) }
        let compose = try Keyframes(times: [0, 1, 2, 3], values: values, dimension: 1, interpolation: .composeMonoSpline)
        // Segment 1: tangents 0 (flat neighbour) and 0.5, α = 0, β = 5, √(α²+β²) = 5 ≤ 9: no
        // limiting; P(σ) = 0.3σ³ − 0.2σ², minimal at σ = 4/9: −0.2·(16/81) + 0.3·(64/729).
        let sigma = 4.0 / 9
        #expect(abs(compose.sample(at: 1 + sigma).value.x - (0.3 * sigma * sigma * sigma - 0.2 * sigma * sigma)) <= 1e-16)
        #expect(compose.sample(at: 1 + sigma).value.x < -0.0131)
        let fc = try Keyframes(times: [0, 1, 2, 3], scalars: [0, 0, 0.1, 1], interpolation: .monotoneSpline)
        #expect(fc.sample(at: 1 + sigma).value.x >= 0)
        // Where Compose's limiter does act (√(α²+β²) > 9) both agree.
        let steep = [0, 0.01, 1].map { Point($0, 0) }
        let a = try Keyframes(times: [0, 1, 2], values: steep, dimension: 1, interpolation: .composeMonoSpline)
        let b = try Keyframes(times: [0, 1, 2], values: steep, dimension: 1, interpolation: .monotoneSpline)
        #expect(a.sample(at: 0.5).value == b.sample(at: 0.5).value)
    }

    @Test("velocity is the derivative: central differences (h = 1e-6 s) agree to 1e-6 relative in every mode")
    func velocityMatchesDifferences() async throws {
        await seededPropertyCheck(
            count: 150, input: Gen.int(in: 2...6), Gen.double(in: 0.1...2).array(of: 6), Gen.double(in: -100...100).array(of: 6),
            Gen.double(in: -100...100).array(of: 6), Gen.double(in: 0.02...0.98)
        ) { n, inc, xs, ys, f in
            recordingErrors {
                let (times, values) = Self.keyframes(n, inc, xs, ys)
                let easings: [(any Easing)?] = (0..<n - 1).map { _ in try? EasingParser.parse("react-native-back(1.2)") }
                let zeros = [Double](repeating: 0, count: n)
                let modes: [(Keyframes.Interpolation, Bool)] =
                    Self.modes.map { ($0, true) } + [
                        (.arc(Array(repeating: .above, count: n - 1)), true), (Self.kb(n, 0.2, 0.3, -0.4), true), (.paced, false),
                        (.cubicPaced(tension: zeros, continuity: zeros, bias: zeros), false),
                    ]
                for (mode, eased) in modes {
                    let k = try Keyframes(times: times, values: values, dimension: 2, interpolation: mode, easings: eased ? easings : nil)
                    // A time inside a segment, away from its ends (where the velocity may jump).
                    let i = Int(f * Double(n - 1))
                    let local = 0.05 + 0.9 * (f * Double(n - 1) - Double(i))
                    let t = times[i] + local * (times[i + 1] - times[i])
                    let h = 1e-6
                    let fd = (1 / (2 * h)) * (k.sample(at: t + h).value - k.sample(at: t - h).value)
                    let v = try #require(k.sample(at: t).velocity)
                    let scale = max(1, v.length, fd.length)
                    if case .paced = mode {
                        // Paced: a corner of the polyline may sit inside the difference's reach.
                        if (fd - v).length > 1e-6 * scale { continue }
                    }
                    #expect((fd - v).length <= 1e-6 * scale, "\(mode) at \(t): \(v) vs \(fd)")
                }
            }
        }
    }

    @Test("arc: on the quarter ellipse, at constant speed L/Δt; a quarter circle has L = πr/2")
    func arc() throws {
        let k = try Keyframes(times: [0, 2], values: [Point(0, 0), Point(3, 3)], dimension: 2, interpolation: .arc([.below]))
        for j in 0...20 {
            let s = k.sample(at: 2 * Double(j) / 20)
            // below, Δy > 0: starts vertically, centre (3, 0), radius 3.
            #expect(abs((s.value - Point(3, 0)).length - 3) <= 1e-14)
            #expect(abs(s.velocity!.length - 3 * Double.pi / 4) <= 1e-12, "speed at \(j)")
        }
        let v0 = k.sample(at: 0).velocity!
        #expect(abs(v0.x) <= 1e-12 && v0.y > 0)
        // above with Δy > 0: starts horizontally, centre (0, 3).
        let above = try Keyframes(times: [0, 1], values: [Point(0, 0), Point(4, 2)], dimension: 2, interpolation: .arc([.above]))
        let mid = above.sample(at: 0.5).value
        #expect(abs((mid.x / 4) * (mid.x / 4) + ((mid.y - 2) / 2) * ((mid.y - 2) / 2) - 1) <= 1e-14)
        #expect(abs(above.sample(at: 0).velocity!.y) <= 1e-12)
        // A quarter ellipse with radii 100 and 50 has length 100·E(m = 0.75) (complete elliptic
        // integral of the second kind; mpmath.ellipe(0.75) = 1.2110560275684595248035628995…).
        let ellipse = try Keyframes(times: [0, 0.5], values: [Point(0, 0), Point(100, 50)], dimension: 2, interpolation: .arc([.above]))
        for j in 0...10 {
            let speed = ellipse.sample(at: 0.05 * Double(j)).velocity!.length
            #expect(abs(speed - 2 * 121.10560275684595248) <= 1e-12 * speed, "speed at \(j)")
        }
        // |Δy| < 0.001: a line, as in Compose.
        let flat = try Keyframes(times: [0, 1], values: [Point(0, 0), Point(4, 0.0005)], dimension: 2, interpolation: .arc([.below]))
        #expect(flat.sample(at: 0.5).value == Point(2, 0.00025))
    }

    @Test("cubic with T = C = B = 0 is Catmull–Rom; ends use the end keyframe as the missing neighbour")
    func catmullRom() throws {
        let p = [0.0, 2, 1, 5, 4]
        let k = try Keyframes(times: [0, 1, 2, 3, 4], values: p.map { Point($0, 0) }, dimension: 1, interpolation: Self.kb(5))
        func cr(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
            0.5 * (2 * p1 + (-p0 + p2) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (-p0 + 3 * p1 - 3 * p2 + p3) * s * s * s)
        }
        for s in [0.1, 0.25, 0.5, 0.9] {
            #expect(abs(k.sample(at: 1 + s).value.x - cr(p[0], p[1], p[2], p[3], s)) <= 1e-14)
            #expect(abs(k.sample(at: s).value.x - cr(p[0], p[0], p[1], p[2], s)) <= 1e-14)
            #expect(abs(k.sample(at: 3 + s).value.x - cr(p[2], p[3], p[4], p[4], s)) <= 1e-14)
        }
        // Continuity 1 (Core Animation: sharp corners) with T = B = 0: each tangent is its own
        // segment's chord, so the curve is the polyline.
        let sharp = try Keyframes(times: [0, 1, 2, 3, 4], scalars: p, interpolation: Self.kb(5, 0, 1))
        let polyline = try Keyframes(times: [0, 1, 2, 3, 4], scalars: p)
        for j in 0...40 {
            let t = Double(j) / 10
            #expect(abs(sharp.sample(at: t).value.x - polyline.sample(at: t).value.x) <= 1e-14, "at \(t)")
        }
        #expect(throws: KeyframeError.self) { try Keyframes(times: [0, 1], scalars: [0, 1], interpolation: Self.kb(2, 1.5)) }
        // Tension 1 flattens every tangent: the curve is a smoothstep between keyframes.
        let tight = try Keyframes(times: [0, 1, 2, 3, 4], values: p.map { Point($0, 0) }, dimension: 1, interpolation: Self.kb(5, 1))
        #expect(abs(tight.sample(at: 1.5).value.x - 1.5) <= 1e-15)
        #expect(tight.sample(at: 2).velocity == Point(0, 0))
    }

    @Test("paced: constant speed along the polyline, keyframe times other than the ends ignored")
    func paced() throws {
        let k = try Keyframes(times: [0, 0.1, 2], values: [Point(0, 0), Point(3, 4), Point(3, 10)], dimension: 2, interpolation: .paced)
        // Length 5 + 6 = 11 over 2 s: 5.5 per second; at 1 s the distance is 5.5.
        let s = k.sample(at: 1)
        #expect(abs(s.value.x - 3) <= 1e-15 && abs(s.value.y - 4.5) <= 1e-14)
        #expect(abs(s.velocity!.length - 5.5) <= 1e-14)
        let oneD = try Keyframes(times: [0, 1, 3], values: [0, 10, 5].map { Point($0, 0) }, dimension: 1, interpolation: .paced)
        #expect(abs(oneD.sample(at: 2).value.x - 10) <= 1e-14)  // 10 of 15 units at 2 of 3 s
        #expect(oneD.sample(at: 2.5).velocity == Point(-5, 0))
    }

    @Test(
        "bad keyframes: one line each",
        arguments: [
            ([0.0], [1.0], "at least two"), ([0, 1], [1.0], "one value per time"), ([0, 1, 1], [0, 1, 2], "increase strictly"),
            ([0, 2, 1], [0, 1, 2], "is before time"), ([0, .infinity], [0, 1], "not finite"), ([0, 1], [0, .nan], "not finite"),
        ])
    func refusals(times: [Double], values: [Double], message: String) {
        let error = #expect(throws: KeyframeError.self) {
            _ = try Keyframes(times: times, values: values.map { Point($0, 0) }, dimension: 1)
        }
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("bad options: easing count, arc modes per segment, paced with easing, per-keyframe list length")
    func optionRefusals() {
        let v = [Point(0, 0), Point(1, 0), Point(2, 0)]
        #expect(throws: KeyframeError.self) { try Keyframes(times: [0, 1, 2], values: v, dimension: 1, easings: [nil]) }
        #expect(throws: KeyframeError.self) {
            try Keyframes(times: [0, 1, 2], values: v, dimension: 1, interpolation: .arc([.above]))
        }
        #expect(throws: KeyframeError.self) {
            try Keyframes(times: [0, 1, 2], values: v, dimension: 1, interpolation: .paced, easings: [CubicBezierEasing.easeIn, nil])
        }
        #expect(throws: KeyframeError.self) {
            try Keyframes(
                times: [0, 1, 2], values: v, dimension: 1,
                interpolation: .kochanekBartels(tension: [0], continuity: [0, 0, 0], bias: [0, 0, 0]))
        }
        #expect(throws: KeyframeError.self) {
            try Keyframes(times: [0, 1], values: [Point(1, 1), Point(1, 1)], dimension: 2, interpolation: .paced)
        }
    }
}

@Suite("Keyframes against mpmath")
struct KeyframesReferenceTests {
    static func list(_ text: String?) -> [Double]? {
        guard let text, !text.isEmpty else { return nil }
        return text.split(separator: ";").map { Double(String($0))! }
    }

    @Test("values within 1e-12 and velocities within 1e-10 (relative to max(1, |·|)) of 40-digit mpmath; velocity vs mpmath.diff")
    func mpmath() throws {
        var worstValue = 0.0, worstVelocity = 0.0, rows = 0
        for r in Fixtures.rows("keyframes_mpmath") {
            let times = Self.list(r["times"])!
            let raw = r["values"]!.split(separator: ";")
            let dimension = raw[0].contains(":") ? 2 : 1
            let values = raw.map { v -> Point in
                let c = v.split(separator: ":").map { Double(String($0))! }
                return Point(c[0], dimension == 2 ? c[1] : 0)
            }
            let n = times.count
            let zeros = [Double](repeating: 0, count: n)
            let (t, c, b) = (Self.list(r["tension"]) ?? zeros, Self.list(r["continuity"]) ?? zeros, Self.list(r["bias"]) ?? zeros)
            let mode: Keyframes.Interpolation
            switch r["mode"]! {
            case "linear": mode = .linear
            case "hermite": mode = .hermite
            case "mono-spline": mode = .monotoneSpline
            case "compose-spline": mode = .composeMonoSpline
            case "cubic": mode = .kochanekBartels(tension: t, continuity: c, bias: b)
            case "cubic-paced": mode = .cubicPaced(tension: t, continuity: c, bias: b)
            case "paced": mode = .paced
            case "arc": mode = .arc(r["arc_modes"]!.split(separator: ";").map { Keyframes.ArcMode(rawValue: String($0))! })
            default: throw KeyframeError("unknown mode \(r["mode"]!)")
            }
            var easings: [(any Easing)?]?
            if let e = r["easing"], !e.isEmpty {
                let s = Double(e.split(separator: ":")[1])!
                easings = Array(repeating: try ReactNativeEasing(.back(overshoot: s)), count: n - 1)
            }
            let k = try Keyframes(times: times, values: values, dimension: dimension, interpolation: mode, easings: easings)
            let time = Double(r["t"]!)!
            let sample = k.sample(at: time)
            let expected = Point(Double(r["x"]!)!, dimension == 2 ? Double(r["y"]!)! : 0)
            let dv = (sample.value - expected).length / max(1, expected.length)
            worstValue = max(worstValue, dv)
            #expect(dv <= 1e-12, "\(r["case"]!) at \(time): \(sample.value) vs \(expected)")
            if let vx = Double(r["vx"]!) {
                let v = Point(vx, dimension == 2 ? Double(r["vy"]!)! : 0)
                let got = try #require(sample.velocity)
                let d = (got - v).length / max(1, v.length)
                worstVelocity = max(worstVelocity, d)
                #expect(d <= 1e-10, "\(r["case"]!) velocity at \(time): \(got) vs \(v)")
            }
            rows += 1
        }
        print("keyframes vs mpmath: \(rows) rows, max relative |Δvalue| = \(worstValue), |Δvelocity| = \(worstVelocity)")
        #expect(rows > 100)
    }

    /// Compose pads 1-D values to (v, 0) and its `ArcSpline.Arc` is linear whenever |Δy| < 0.001,
    /// so every 1-D arc segment is the lerp vᵢ + s·(vᵢ₊₁ − vᵢ) with velocity Δv/Δt: compared with
    /// that formula (and with `.linear`) at every frame, easing included.
    @Test("arc on 1-D values is linear, as Compose's ArcMode is for 1-D", arguments: [Keyframes.ArcMode.above, .below, .linear])
    func arcOneDimensionalIsLinear(mode: Keyframes.ArcMode) throws {
        let times = [0.0, 0.4, 1.0, 1.5], values = [0.0, 120.0, -35.5, 1e-4]
        let points = values.map { Point($0, 0) }
        let easings: [(any Easing)?] = [nil, CubicBezierEasing.easeIn, nil]
        let arc = try Keyframes(
            times: times, values: points, dimension: 1, interpolation: .arc([mode, mode, mode]), easings: easings)
        let linear = try Keyframes(times: times, values: points, dimension: 1, interpolation: .linear, easings: easings)
        for k in 0...150 {
            let t = Double(k) / 100
            let i = min(max((times.lastIndex { $0 <= t } ?? 0), 0), times.count - 2)
            let u = (t - times[i]) / (times[i + 1] - times[i])
            let s = easings[i]?.value(at: u) ?? u
            let expected = values[i] + s * (values[i + 1] - values[i])
            let a = arc.sample(at: t).value, l = linear.sample(at: t).value
            #expect(abs(a.x - expected) <= 1e-12 * 120, "t = \(t): \(a.x) vs \(expected)")
            #expect(a == l, "t = \(t)")
            #expect(a.y == 0)
            if easings[i] == nil && u > 0 && u < 1 {
                let v = try #require(arc.sample(at: t).velocity)
                let exact = (values[i + 1] - values[i]) / (times[i + 1] - times[i])
                #expect(abs(v.x - exact) <= 1e-12 * abs(exact), "t = \(t): velocity \(v.x) vs \(exact)")
            }
        }
    }
}
