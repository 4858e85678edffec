import Testing

@testable import Easing

/// Inputs the easing fuzz target (Fuzz/Sources/fuzz-easing) found; each is also in its seed
/// corpus.
@Suite("easing strings: fuzzing findings")
struct EasingFuzzFindingsTests {
    @Test("linear(): evenly spaced inputs between ±1.5e308% stay finite (b − a overflowed to inf%)")
    func hugePercentages() throws {
        let easing = try #require(try EasingParser.parse("linear(0 -1.5e308%, 0.5, 1 1.5e308%)") as? LinearEasing)
        // The middle stop sits halfway: exactly 0% (the convex combination of ±1.5e308).
        #expect(easing.points.map(\.inputPercent) == [-1.5e308, 0, 1.5e308])
        for u in [0.0, 0.25, 0.5, 1] {
            let e = easing.value(at: u)
            #expect(e.isFinite, "e(\(u)) = \(e)")
            #expect(easing.slope(at: u).map { !$0.isNaN } ?? true)
        }
        // And the serialisation parses back to itself.
        #expect("\(try EasingParser.parse(easing.description))" == easing.description)
    }

    @Test("linear(): a segment of subnormal width extrapolates to ±∞, never NaN (∞·0 in the fallback)")
    func subnormalSegment() throws {
        // The second stop sits at 254.9e-324% = about 2.5e-324 of the input range: the slope 0.5/5e-324
        // is beyond the doubles, so e(u) for u > 0 is +∞ (the CLI refuses such a table by name).
        let easing = try #require(try EasingParser.parse("linear(0,.5 254.9e-324%)") as? LinearEasing)
        #expect(easing.value(at: 0) == 0)
        for u in [0.0625, 0.5, 1] { #expect(easing.value(at: u) == .infinity, "e(\(u)) = \(easing.value(at: u))") }
        #expect(easing.value(at: -0.5) == -.infinity)
        let flat = try #require(try EasingParser.parse("linear(0.5,.5 254.9e-324%)") as? LinearEasing)
        #expect(flat.value(at: 0.75) == 0.5)
    }

    @Test("linear() serialisation is a fixed point for outputs beyond 2³¹ (4322222241.1 drifted an ulp per pass)")
    func largeOutputFixedPoint() throws {
        let text = "linear(0, 4322222241.1, 1)"
        let once = "\(try EasingParser.parse(text))"
        #expect(once.contains("4322222241.1 "), "\(once)")
        #expect("\(try EasingParser.parse(once))" == once)
        for x in [2147483647.123456, 2147483648.1, 1e12 + 0.3, 9.87654321e14] {
            let s = CSSNumber.format(x)
            #expect(CSSNumber.format(Double(s)!) == s, "\(x): \(s)")
        }
    }

    @Test("spring(tension=0, …, origami) is an error, not a trap (the spring was built before the check)")
    func origamiZeroTension() {
        let error = #expect(throws: EasingError.self) { try EasingParser.parse("spring(tension=00, friction=7, origami)") }
        #expect(error?.message.contains("must be > 0") == true, "\(String(describing: error))")
    }

    @Test("cubic-bezier() y up to ±greatest finite: outputs on [0, 1] finite (y₁ = 1e308 once overflowed the coefficients to NaN)")
    func hugeY() throws {
        for text in [
            "cubic-bezier(.0,1e308, 0.14,.0 )", "cubic-bezier(0, 1e306, 0.14, -1e306)",
            "cubic-bezier(0.5, 1.7976931348623157e308, 0.5, -1.7976931348623157e308)",
            "cubic-bezier(0, 1.7976931348623157e308, 1, 1.7976931348623157e308)",
        ] {
            let easing = try EasingParser.parse(text)
            for k in -16...32 {
                let u = Double(k) / 16
                #expect(easing.value(at: u).isFinite, "\(text) at \(u)")
                if let slope = easing.slope(at: u) { #expect(slope.isFinite, "\(text): slope at \(u)") }
            }
        }
        // Not finite is still refused.
        #expect(throws: EasingError.self) { try EasingParser.parse("cubic-bezier(0, 1e309, 1, 1)") }
    }

    @Test("linear(): outputs ±1.5e308 interpolate without overflowing (q − p was inf)")
    func hugeOutputs() throws {
        let easing = try EasingParser.parse("linear(-1.5e308, 1.5e308)")
        // Halfway between −1.5e308 and 1.5e308 is exactly 0; a quarter of the way, −0.75e308.
        #expect(easing.value(at: 0.5) == 0)
        #expect(easing.value(at: 0.25) == -0.75e308)
        #expect(easing.value(at: 1) == 1.5e308)
    }
}
