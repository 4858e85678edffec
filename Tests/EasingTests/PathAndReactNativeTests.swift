import Curves
import FixtureSupport
import PropertyBased
import Testing

@testable import Easing

@Suite("path() easing")
struct PathEasingTests {
    @Test("path(M0,0 C x1,y1 x2,y2 1,1) equals cubic-bezier(x1, y1, x2, y2) to 1e-12, value and slope")
    func equalsCubicBezier() async throws {
        await seededPropertyCheck(
            count: 300, input: ControlPoints.x, ControlPoints.y, ControlPoints.x, ControlPoints.y, Gen.double(in: 0...1)
        ) { x1, y1, x2, y2, u in
            recordingErrors {
                let c = try CubicBezierEasing(x1, y1, x2, y2)
                let p = try EasingParser.parse("path(M0,0 C\(x1),\(y1) \(x2),\(y2) 1,1)")
                #expect(abs(p.value(at: u) - c.value(at: u)) <= 1e-12, "u = \(u)")
                for v in [0.0, 1.0, 1e-9, 1 - 1e-9, 0.5] {
                    #expect(abs(p.value(at: v) - c.value(at: v)) <= 1e-12, "u = \(v)")
                }
                if let a = p.slope(at: u), let b = c.slope(at: u), abs(b) < 1e3 {
                    #expect(abs(a - b) <= 1e-9 * max(1, abs(b)), "slope at \(u)")
                }
            }
        }
    }

    @Test("y within 1e-12 of 60-digit mpmath: the cubic-bezier fixtures, whole and halved into [0, ½]")
    func mpmath() throws {
        var worst = 0.0, worstHalf = 0.0, rows = 0
        var cache: [String: (PathEasing, PathEasing)] = [:]
        for r in Fixtures.rows("cubic_bezier_mpmath") {
            let (x1, y1, x2, y2) = (r["x1"]!, r["y1"]!, r["x2"]!, r["y2"]!)
            let key = "\(x1),\(y1),\(x2),\(y2)"
            let pair =
                try cache[key]
                ?? {
                    let whole = try PathEasing(svgPathData: "M0,0 C\(x1),\(y1) \(x2),\(y2) 1,1")
                    // Halving every coordinate is exact in binary: the first half of this path
                    // is the same curve at half scale, then a line to (1, 1).
                    let h = [x1, y1, x2, y2].map { Double($0)! / 2 }
                    let half = try PathEasing(svgPathData: "M0,0 C\(h[0]),\(h[1]) \(h[2]),\(h[3]) 0.5,0.5 L1,1")
                    return (whole, half)
                }()
            cache[key] = pair
            let u = Double(r["input"]!)!, expected = Double(r["output"]!)!
            worst = max(worst, abs(pair.0.value(at: u) - expected))
            worstHalf = max(worstHalf, abs(pair.1.value(at: u / 2) - expected / 2))
            rows += 1
        }
        print("path() vs mpmath: \(rows) rows, max |Δy| = \(worst) (whole), \(worstHalf) (half scale)")
        #expect(worst <= 1e-12)
        #expect(worstHalf <= 1e-12)
    }

    @Test("y within 1e-12 of mpmath on a Bézier that starts mid-path: the fixtures shifted to [½, 1]")
    func mpmathShifted() throws {
        var worst = 0.0, rows = 0
        var cache: [String: PathEasing] = [:]
        for r in Fixtures.rows("cubic_bezier_mpmath") {
            let u = Double(r["input"]!)!
            // Only inputs whose shifted position ½ + u/2 is exact, so the reference applies as is.
            let shifted = 0.5 + u / 2
            guard shifted - 0.5 == u / 2 else { continue }
            let h = [r["x1"]!, r["y1"]!, r["x2"]!, r["y2"]!].map { 0.5 + Double($0)! / 2 }
            guard zip(h, [r["x1"]!, r["y1"]!, r["x2"]!, r["y2"]!]).allSatisfy({ $0 - 0.5 == Double($1)! / 2 }) else { continue }
            let key = h.map { "\($0)" }.joined(separator: ",")
            let p = try cache[key] ?? PathEasing(svgPathData: "M0,0 L0.5,0.5 C\(h[0]),\(h[1]) \(h[2]),\(h[3]) 1,1")
            cache[key] = p
            worst = max(worst, abs(p.value(at: shifted) - (0.5 + Double(r["output"]!)! / 2)))
            rows += 1
        }
        print("path() vs mpmath, shifted Bézier: \(rows) rows over \(cache.count) curves, max |Δy| = \(worst)")
        #expect(rows > 1000)
        #expect(worst <= 1e-12)
    }

    @Test("lines, quadratics and joints: exact values where the answer is a short decimal")
    func segments() throws {
        let p = try EasingParser.parse("path(M0,0 L0.5,0.25 Q0.75,0.25 1,1)")
        #expect(p.value(at: 0.25) == 0.125)
        #expect(p.value(at: 0.5) == 0.25)
        // Quadratic (0.5,0.25) (0.75,0.25) (1,1): x = 0.5 + 0.5t, y = 0.25 + 0.75t².
        #expect(abs(p.value(at: 0.75) - (0.25 + 0.75 * 0.25)) <= 1e-15)
        #expect(p.slope(at: 0.25) == 0.5)
        #expect(p.value(at: -3) == 0 && p.value(at: 7) == 1)
        #expect(p.slope(at: -1) == 0)
        // A second move to the pen is not a gap; a point segment is skipped.
        let q = try EasingParser.parse("path(M0,0 L0.5,0.5 M0.5,0.5 L0.5,0.5 L1,1)")
        #expect(q.value(at: 0.75) == 0.75)
        // H and V after a rise: steps made of a horizontal line are fine.
        let r = try EasingParser.parse("path(M0,0 L0.5,1 H1)")
        #expect(r.value(at: 0.75) == 1)
        // The description is path data that parses back to the same path.
        for e in [p, q, r] {
            let path = try #require(e as? PathEasing)
            #expect(try EasingParser.parse(path.description) as? PathEasing == path, "\(path)")
        }
    }

    @Test(
        "the rule: refused with one line naming what is wrong",
        arguments: [
            ("path(M0,0 L0.6,0.5 L0.4,0.6 L1,1)", ""),  // x decreases: Compose's rule takes it
            ("path(M0,0 C1.2,0 -0.2,1 1,1)", ""),
            ("path(M0,0 C0.9,0 0.1,1 1,1)", ""),  // x′ ≥ 0: d₁² = 0.64 ≤ d₀d₂ = 0.81
            ("path(M0,0 C1,0 0,1 1,1)", ""),  // the boundary case d₁² = d₀d₂
            ("path(M0,0 Q1.5,0 1,1)", ""),
            ("path(M0.1,0 L1,1)", "must reach x = 0 and x = 1"),
            ("path(M0,0 L0.9,1)", "must reach x = 0 and x = 1"),
            ("path(M0,0 L1,0.9)", ""),  // Compose: any y at the ends
            ("path(M1,1 L0,0)", ""),  // drawn right to left
            ("path(M0,0 L0.5,0.5 M0.6,0.5 L1,1)", "has a gap"),
            ("path(M0,0 L0.5,0.5 V0.7 L1,1)", ""),  // a vertical jump, as Android allows
            ("path(M0,0 L0.25,0.25 M0.25,0.5 L1,1)", ""),  // Android's own example of one
            ("path(M0,0 L1,1 Z)", "must not be closed"),
            ("path(M0,0 A1,1 0 0 0 1,1)", "arc"),
            ("path()", "empty"),
            ("path(M0,0 L1,1 X)", "unexpected character 'X' in the path data"),
            ("path(M0,0 L1,1", "expected ')'"),
        ])
    func rule(text: String, message: String) {
        do {
            _ = try EasingParser.parse(text)
            #expect(message.isEmpty, "\(text) was accepted")
        } catch {
            #expect(!message.isEmpty && error.description.contains(message), "\(text): \(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("jumps (a move or a segment at constant x): the output at the jump is the y after it, as Android returns")
    func jumps() throws {
        let move = try EasingParser.parse("path(M0,0 L0.25,0.25 M0.25,0.5 L1,1)")
        #expect(move.value(at: 0.2) == 0.2)
        #expect(move.value(at: 0.25) == 0.5)
        #expect(abs(move.value(at: 0.5) - (0.5 + 0.25 / 0.75 * 0.5)) <= 1e-16)
        #expect(move.slope(at: 0.25) == nil)
        let line = try EasingParser.parse("path(M0,0 L0.5,0.5 V0.7 V0.6 L1,1)")
        #expect(line.value(at: 0.5) == 0.6)
        #expect(line.value(at: 0.75) == 0.8)
        #expect(line.slope(at: 0.5) == nil && line.slope(at: 0.25) == 1)
        let atStart = try EasingParser.parse("path(M0,0 V0.5 L1,1)")
        // The slope at 0 is the one-sided limit from the right: the line after the jump's.
        #expect(atStart.value(at: 0) == 0 && atStart.value(at: 1e-300) == 0.5 && atStart.slope(at: 0) == 0.5)
    }

    @Test("a syntax error inside path() names its character in the whole easing string")
    func position() {
        #expect(throws: EasingError.self) { try EasingParser.parse("path(M0,0 L1,1 X)") }
        do { _ = try EasingParser.parse("path(M0,0 L1,1 X)") } catch { #expect(error.position == 15) }
    }

    @Test("monotone: outputs never decrease along a path whose y never decreases")
    func monotone() async throws {
        await seededPropertyCheck(count: 100, input: ControlPoints.x, Gen.double(in: 0...1), ControlPoints.x, Gen.double(in: 0...1)) {
            x1, y1, x2, y2 in
            recordingErrors {
                let p = try PathEasing(svgPathData: "M0,0 C\(x1 / 2),\(y1 / 2) \(x2 / 2),\(y2 / 2) 0.5,0.5 S1,\(y2 / 2 + 0.5) 1,1")
                var previous = -Double.infinity
                for i in 0...200 {
                    let v = p.value(at: Double(i) / 200)
                    // The S segment's reflected control may overshoot 1 in y: check only rises before it.
                    if Double(i) / 200 <= 0.5 { #expect(v >= previous - 1e-15) }
                    previous = v
                }
            }
        }
    }
}

@Suite("React Native easings")
struct ReactNativeEasingTests {
    static func easing(_ name: String, _ parameter: String) throws -> any Easing {
        try EasingParser.parse(parameter.isEmpty ? name : "\(name)(\(parameter))")
    }

    @Test("value and slope within 1e-15 of 40-digit mpmath (absolute, scaled by max(1, |e|))")
    func mpmath() throws {
        var worst = 0.0, worstSlope = 0.0
        for r in Fixtures.rows("react_native_mpmath") {
            let e = try Self.easing(r["name"]!, r["parameter"]!)
            let u = Double(r["input"]!)!, expected = Double(r["output"]!)!
            let d = abs(e.value(at: u) - expected) / max(1, abs(expected))
            worst = max(worst, d)
            #expect(d <= 1e-15, "\(r["name"]!)(\(r["parameter"]!)) at \(u): \(e.value(at: u)) vs \(expected)")
            if let s = Double(r["slope"]!) {
                let got = try #require(e.slope(at: u), "\(r["name"]!) slope at \(u)")
                let ds = abs(got - s) / max(1, abs(s))
                worstSlope = max(worstSlope, ds)
                #expect(ds <= 1e-14, "\(r["name"]!)(\(r["parameter"]!)) slope at \(u): \(got) vs \(s)")
            } else {
                #expect(e.slope(at: u) == nil || u == 0)
            }
        }
        print("React Native vs mpmath: max relative |Δe| = \(worst), |Δslope| = \(worstSlope)")
    }

    @Test("React Native's own Easing-test.js values")
    func suites() throws {
        for r in Fixtures.rows("react_native_suites") {
            let e = try Self.easing(r["name"]!, r["parameter"]!)
            let u = Double(r["input"]!)!
            let got = e.value(at: u), expected = Double(r["expected"]!)!
            #expect(abs(got - expected) <= Double(r["tolerance"]!)!, "\(r["source"]!) at \(u)")
            // The same double formula as JavaScript: bit for bit away from the exact endpoints.
            if r["name"] == "react-native-back" && u != 1 { #expect(got == expected, "back at \(u)") }
        }
    }

    @Test("defaults, spellings and domains")
    func spellings() throws {
        let elastic = try EasingParser.parse("react-native-elastic")
        #expect(elastic.value(at: 0.3) == (try EasingParser.parse("react-native-elastic(1)")).value(at: 0.3))
        #expect(elastic.value(at: 0.3) == (try EasingParser.parse("react-native-elastic()")).value(at: 0.3))
        let back = try EasingParser.parse("react-native-back()")
        #expect(back.value(at: 0.4) == (try EasingParser.parse("react-native-back(1.70158)")).value(at: 0.4))
        // Bounce is easings.net's easeOutBounce.
        let bounce = try EasingParser.parse("react-native-bounce")
        for i in 0...100 {
            let u = Double(i) / 100
            #expect(bounce.value(at: u) == PennerEasing.easeOutBounce.value(at: u))
        }
        #expect((try EasingParser.parse("react-native-bounce()")).value(at: 0.5) == bounce.value(at: 0.5))
        let bezier = try EasingParser.parse("react-native-bezier(0.42, 0, 0.58, 1)")
        #expect(bezier.value(at: 0.25) == CubicBezierEasing.easeInEaseOut.value(at: 0.25))
        #expect(try EasingParser.parse("react-native-poly(3)").value(at: 0.5) == 0.125)
        #expect(try EasingParser.parse("react-native-back(-2)").value(at: 0.5) == 0.25 * (-1 * 0.5 + 2))
        for bad in [
            "react-native-poly(0)", "react-native-poly(-1)", "react-native-poly", "react-native-poly()",
            "react-native-bezier(1.5, 0, 0.5, 1)",
            "react-native-elastic(1, 2)", "react-native-bounce(1)", "react-native-bezier(0, 0, 1)",
        ] {
            #expect(throws: EasingError.self, "\(bad)") { try EasingParser.parse(bad) }
        }
    }

    @Test("e(0) = 0 and e(1) = 1 exactly for every parameter drawn")
    func endpoints() async throws {
        await seededPropertyCheck(count: 200, input: Gen.double(in: -10...10), Gen.double(in: 0.01...20)) { a, n in
            recordingErrors {
                for e: any Easing in [
                    try ReactNativeEasing(.elastic(bounciness: a)), try ReactNativeEasing(.back(overshoot: a)),
                    try ReactNativeEasing(.poly(exponent: n)), ReactNativeEasing.bounce,
                ] {
                    #expect(e.value(at: 0) == 0 && e.value(at: 1) == 1, "\(e)")
                }
            }
        }
    }

    @Test("slope matches a central difference of the value")
    func slopeDifference() async throws {
        await seededPropertyCheck(count: 200, input: Gen.double(in: 0...4), Gen.double(in: 0.02...0.98)) { b, u in
            recordingErrors {
                let h = 1e-6
                for e: any Easing in [
                    try ReactNativeEasing(.elastic(bounciness: b)), try ReactNativeEasing(.back(overshoot: b)),
                    try ReactNativeEasing(.poly(exponent: b + 0.5)),
                ] {
                    let fd = (e.value(at: u + h) - e.value(at: u - h)) / (2 * h)
                    let s = try #require(e.slope(at: u))
                    #expect(abs(fd - s) <= 1e-6 * max(1, abs(s)), "\(e) at \(u)")
                }
            }
        }
    }
}
