import FixtureSupport
import NumericsCore
import PropertyBased
import Testing

@Suite("ShortestDecimal")
struct ShortestDecimalTests {
    @Test("examples: rounding noise goes, real digits stay")
    func examples() {
        #expect(ShortestDecimal.format(0.30000000000000004) == "0.3")
        #expect(ShortestDecimal.format(-0.30000000000000004) == "-0.3")
        #expect(ShortestDecimal.format(-4.4e-16, scale: 1) == "0.0")
        #expect(ShortestDecimal.format(-4.4e-16) == "-4.4e-16")
        #expect(ShortestDecimal.format(1.0) == "1.0")
        #expect(ShortestDecimal.format(0) == "0.0")
        #expect(ShortestDecimal.format(-0.0) == "0.0")
        #expect(ShortestDecimal.format(967.2948066710902) == "967.294806671")
        #expect(ShortestDecimal.format(1.4285714285714286) == "1.428571428571")
        #expect(ShortestDecimal.format(0.1, tolerance: 0) == "0.1")
        #expect(ShortestDecimal.format(.infinity) == "inf")
        #expect(ShortestDecimal.significantDigits("0.30") == 1)
        #expect(ShortestDecimal.significantDigits("1e-05") == 1)
        #expect(ShortestDecimal.significantDigits("120.5") == 4)
        #expect(ShortestDecimal.significantDigits("1200.0") == 2)
    }

    /// x drawn as m·10^e with a 17-digit-ish mantissa, or as a short decimal plus a few ulps of
    /// noise (what a conversion leaves behind).
    static func value(_ mantissa: Double, _ exponent: Int, _ noisy: Bool, _ ulps: Int) -> Double {
        var x = mantissa
        for _ in 0..<abs(exponent) { x = exponent > 0 ? x * 10 : x / 10 }
        guard noisy else { return x }
        // Round to a few digits, then move a few ulps.
        let short = Double(String(Int((mantissa * 1000).rounded())) + "e" + String(exponent - 3))!
        var y = short
        for _ in 0..<abs(ulps) { y = ulps > 0 ? y.nextUp : y.nextDown }
        return y
    }

    @Test("parses back within 1e-12 relative, and no decimal with one digit fewer does")
    func shortestWithinTolerance() async {
        await seededPropertyCheck(
            count: 2000,
            input: Gen.double(in: -9.999...9.999), Gen.int(in: -30...30), Gen.bool, Gen.int(in: -4...4)
        ) { m, e, noisy, ulps in
            let x = Self.value(m, e, noisy, ulps)
            guard x != 0, x.isFinite else { return }
            let text = ShortestDecimal.format(x)
            let y = Double(text)!
            let tol = 1e-12 * abs(x)
            #expect(abs(y - x) <= tol, "\(x) printed \(text)")
            let p = ShortestDecimal.significantDigits(text)
            guard p > 1 else { return }
            // Every (p − 1)-digit decimal near x: k·10^(E) around x/10^E, E = ⌊log10|x|⌋ − p + 2.
            var decade = 0
            var a = abs(x)
            while a >= 10 { a /= 10; decade += 1 }
            while a < 1 { a *= 10; decade -= 1 }
            let E = decade - (p - 1) + 1
            let k = (x / Double("1e" + String(E))!).rounded(.down)
            for c in [k - 1, k, k + 1, k + 2] {
                let candidate = Double(String(Int64(c)) + "e" + String(E))!
                #expect(abs(candidate - x) > tol, "\(x): \(candidate) has \(p - 1) digits and is within 1e-12 (printed \(text))")
            }
        }
    }
}
