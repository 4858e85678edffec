import Testing

@testable import Easing

/// Against 60-digit mpmath references and the real test suites of Chromium, Blink, WPT and
/// easings.net (each fixture row names its source; see Fixtures/SOURCES.md).
@Suite("Easing references")
struct ReferenceTests {
    @Test("cubic-bezier: max |Δy| ≤ 1e-12 over the dense mpmath grid (vertical tangents and degenerate cubics included)")
    func mpmathGrid() throws {
        var worst = 0.0, worstRow = ""
        var cache: [String: CubicBezierEasing] = [:]
        for r in Fixtures.rows("cubic_bezier_mpmath") {
            let key = "\(r["x1"]!),\(r["y1"]!),\(r["x2"]!),\(r["y2"]!)"
            let c = try cache[key] ?? CubicBezierEasing(Double(r["x1"]!)!, Double(r["y1"]!)!, Double(r["x2"]!)!, Double(r["y2"]!)!)
            cache[key] = c
            let d = abs(c.value(at: Double(r["input"]!)!) - Double(r["output"]!)!)
            if d > worst { worst = d; worstRow = "\(key) u=\(r["input"]!)" }
        }
        print("cubic-bezier vs mpmath: \(cache.count) curves, max |Δy| = \(worst) at \(worstRow)")
        #expect(worst <= 1e-12, "\(worstRow)")
    }

    /// y controls up to ±greatest finite (Blink accepts them): every output within
    /// 1e-12·max(1, |y₁|, |y₂|) of 60-digit mpmath, every interior slope within
    /// 1e-10·max(|slope|, |y₁|, |y₂|) (or ±greatestFiniteMagnitude where the exact slope exceeds
    /// it, as Chromium's `ToFinite`),
    /// nil exactly where mpmath finds a vertical tangent.
    @Test("cubic-bezier: y controls up to ±greatest finite against mpmath (outputs and slopes)")
    func mpmathExtremes() throws {
        var worst = 0.0, worstSlope = 0.0, worstRow = "", rows = 0
        for r in Fixtures.rows("cubic_bezier_extreme_mpmath") {
            let x1 = Double(r["x1"]!)!, y1 = Double(r["y1"]!)!, x2 = Double(r["x2"]!)!, y2 = Double(r["y2"]!)!
            let c = try CubicBezierEasing(x1, y1, x2, y2)
            let u = Double(r["input"]!)!
            let scale = max(1, abs(y1), abs(y2))
            let y = c.value(at: u)
            #expect(y.isFinite)
            let d = abs(y - Double(r["output"]!)!) / scale
            if d > worst { worst = d; worstRow = "\(c) u=\(u)" }
            rows += 1
            guard u > 0 && u < 1 else { continue }
            let text = r["slope"]!
            let slope = c.slope(at: u)
            if text.isEmpty { #expect(slope == nil, "\(c) u=\(u)"); continue }
            let exact = Double(text)!  // ±inf when beyond the largest double
            let got = try #require(slope, "\(c) u=\(u)")
            if exact.isInfinite {
                #expect(got == (exact > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude), "\(c) u=\(u)")
            } else {
                // Relative to the slope's size, or to max|y| where the slope is a cancellation
                // of terms that large (a flat point of a curve with y controls near 1e308).
                let e = abs(got - exact) / max(abs(exact), scale)
                worstSlope = max(worstSlope, e)
                #expect(e <= 1e-10, "\(c) u=\(u): slope \(got) vs \(exact)")
            }
        }
        print(
            "cubic-bezier extremes vs mpmath: \(rows) rows, max |Δy|/max(1,|y₁|,|y₂|) = \(worst) at \(worstRow), max slope rel. error \(worstSlope)"
        )
        #expect(rows > 3000)
        #expect(worst <= 1e-12, "\(worstRow)")
    }

    @Test("cubic-bezier: Chromium, Blink and WPT expectations within their tolerances")
    func suites() throws {
        var count = 0
        for r in Fixtures.rows("cubic_bezier_suites") {
            let c = try CubicBezierEasing(Double(r["x1"]!)!, Double(r["y1"]!)!, Double(r["x2"]!)!, Double(r["y2"]!)!)
            let tol = max(Double(r["tolerance"]!)!, 1e-15)
            let got = c.value(at: Double(r["input"]!)!)
            #expect(abs(got - Double(r["expected"]!)!) <= tol, "\(r["source"]!): \(got)")
            count += 1
        }
        for r in Fixtures.rows("cubic_bezier_slope_suites") {
            let c = try CubicBezierEasing(Double(r["x1"]!)!, Double(r["y1"]!)!, Double(r["x2"]!)!, Double(r["y2"]!)!)
            // Chromium's Slope clamps its input to [0, 1].
            let u = min(max(Double(r["input"]!)!, 0), 1)
            let got = try #require(c.slope(at: u))
            #expect(abs(got - Double(r["expected"]!)!) <= Double(r["tolerance"]!)!, "\(r["source"]!)")
            count += 1
        }
        for r in Fixtures.rows("cubic_bezier_range_suites") {
            let c = try CubicBezierEasing(Double(r["x1"]!)!, Double(r["y1"]!)!, Double(r["x2"]!)!, Double(r["y2"]!)!)
            let a = Double(r["input_min"]!)!, b = Double(r["input_max"]!)!
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0...20_000 {
                let v = c.value(at: a + (b - a) * Double(i) / 20_000)
                lo = min(lo, v); hi = max(hi, v)
            }
            #expect(abs(lo - Double(r["expected_min"]!)!) <= max(Double(r["tolerance_min"]!)!, 1e-6), "\(r["source"]!) min \(lo)")
            #expect(abs(hi - Double(r["expected_max"]!)!) <= max(Double(r["tolerance_max"]!)!, 1e-6), "\(r["source"]!) max \(hi)")
            count += 1
        }
        print("cubic-bezier suites: \(count) rows")
    }

    @Test("steps(): WPT and Blink outputs, before flag included; WPT serialisation")
    func steps() throws {
        for r in Fixtures.rows("steps_suites") {
            let pos = try #require(StepsEasing.Position(rawValue: r["position"]!))
            let s = try StepsEasing(Int(r["steps"]!)!, pos)
            let got = s.value(at: Double(r["input"]!)!, before: r["before_flag"] == "1")
            #expect(abs(got - Double(r["expected"]!)!) <= 1e-15, "\(r["source"]!): \(got)")
        }
        for r in Fixtures.rows("steps_serialization") {
            let specified = r["specified"]!, expected = r["serialized"]!
            if expected.isEmpty {
                #expect(throws: EasingError.self, "\(specified)") { try EasingParser.parse(specified) }
            } else {
                let parsed = try EasingParser.parse(specified)
                #expect("\(parsed)" == expected, "\(specified)")
            }
        }
    }

    @Test("linear(): WPT outputs, computed-value serialisation and invalid syntax")
    func linear() throws {
        for r in Fixtures.rows("linear_suites") where r["function"]!.hasPrefix("linear(") {
            let e = try #require(try EasingParser.parse(r["function"]!) as? LinearEasing)
            let u = Double(r["input"]!)!
            // A derived expectation exactly on a jump compares one side of a discontinuity
            // with the other: not a meaningful check.
            if r["source"]!.contains("[derived") && e.points.contains(where: { $0.input == u }) { continue }
            let got = e.value(at: u)
            #expect(abs(got - Double(r["expected"]!)!) <= 1e-12, "\(r["source"]!): \(got)")
        }
        var computed = 0
        for r in Fixtures.rows("linear_serialization") {
            let source = r["source"]!, specified = r["specified"]!
            // calc() in a stop position is CSS Values arithmetic, outside the easing grammar.
            if specified.contains("calc(") { continue }
            if source.hasPrefix("[invalid]") {
                #expect(throws: EasingError.self, "\(specified)") { try EasingParser.parse(specified) }
            } else if source.hasPrefix("[computed]") {
                let parsed = try EasingParser.parse(specified)
                #expect("\(parsed)" == r["serialized"]!, "\(specified)")
                computed += 1
            }
        }
        #expect(computed >= 8)
    }

    @Test("Penner family: easings.net formulas against 40-digit mpmath")
    func penner() throws {
        var worst = 0.0
        for r in Fixtures.rows("penner_mpmath") {
            let e = try #require(PennerEasing(rawValue: r["name"]!))
            let d = abs(e.value(at: Double(r["input"]!)!) - Double(r["output"]!)!)
            worst = max(worst, d)
            #expect(d <= 1e-13, "\(r["name"]!) at \(r["input"]!)")
        }
        print("Penner vs mpmath: max |Δ| = \(worst)")
        #expect(PennerEasing.allCases.count == 30)
    }
}
