import FixtureSupport
import FrameIO
import PropertyBased
import Testing

@Suite("ASCII decimal parsing")
struct ASCIIDecimalTests {
    /// Whether the byte parser and `Double(String)` agree on `text`: both nil, or the same bits.
    func agrees(_ text: String) -> Bool {
        let mine = ASCIIDecimal.parse(text), standard = Double(text)
        switch (mine, standard) {
        case (nil, nil): return true
        case (let a?, let b?): return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        default: return false
        }
    }

    @Test("edge cases: signs, zeros, exponents, midpoints, what the fallback reads and what nobody reads")
    func edges() {
        let cases = [
            "0", "-0", "+0", "0.0", "-0.000", "1", "-1", "+1", "00012", "1.5", "-2.25", "0.1", "0.2", "0.3", "1e5", "1E5", "1e+05",
            "1e-05", "2.5e-3", "9007199254740993", "9007199254740992", "9007199254740995", "18014398509481983", "1e22", "1e23",
            "1e-22", "1e-23", "123456789012345678", "1234567890123456789", "12345678901234567890", "9999999999999999999",
            "0.30000000000000004", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308", "1e309", "-1e309",
            "8.98846567431158e307", "0.000000000000000000001", "1.0000000000000000000000001", "5e-324", "inf", "-inf",
            "infinity", "nan", "NaN", "0x1p3", "1.", ".5", "-.5", "", "-", "+", "e5", "1e", "1e+", "1.e5", "1..2", "1-2", " 1",
            "1 ", "1,5", "١", "1_000", "0.1e-22", "100e-24", "1e-00022", "7.038531e-26", "2.98023223876953125e-8",
            "4.503599627370497e15", "4503599627370496.5", "4503599627370497.5", "9007199254740993.0000000001",
        ]
        for text in cases {
            #expect(agrees(text), "'\(text)': \(String(describing: ASCIIDecimal.parse(text))) vs \(String(describing: Double(text)))")
        }
    }

    @Test("every double's shortest decimal and its %.17g reads back bit for bit")
    func doubles() async {
        await seededPropertyCheck(count: 4000, input: Gen.int(in: Int.min...Int.max)) { seed in
            var g = SplitMix(seed: UInt64(bitPattern: Int64(seed)))
            for _ in 0..<50 {
                // Any finite double: random bits, and ones nearer the CSV tables' magnitudes.
                var x = Double(bitPattern: g.next())
                if !x.isFinite { continue }
                if g.next() % 2 == 0 {
                    x = Double(sign: x.sign, exponent: Int(g.next() % 120) - 60, significand: 1 + Double(g.next() >> 11) * 0x1p-53)
                }
                let shortest = "\(x)"
                #expect(agrees(shortest), "'\(shortest)'")
                #expect(ASCIIDecimal.parse(shortest)?.bitPattern == x.bitPattern, "'\(shortest)'")
            }
        }
    }

    @Test("random digit strings (many near midpoints) agree with Double(String)")
    func digitStrings() async {
        await seededPropertyCheck(count: 4000, input: Gen.int(in: Int.min...Int.max)) { seed in
            var g = SplitMix(seed: UInt64(bitPattern: Int64(seed)))
            for _ in 0..<50 {
                let text = Self.randomNumber(&g)
                #expect(agrees(text), "'\(text)': \(String(describing: ASCIIDecimal.parse(text))) vs \(String(describing: Double(text)))")
            }
        }
    }

    /// A decimal of 1…25 significant digits, a point somewhere, an exponent sometimes; a third
    /// are halfway cases (a 53-bit odd significand plus ½ ulp, written out exactly).
    static func randomNumber(_ g: inout SplitMix) -> String {
        let sign = ["", "-", "+"][Int(g.next() % 3)]
        if g.next() % 3 == 0 {
            // m·2^e + 2^(e−1) with m odd, 2⁵² ≤ m < 2⁵³ and −30 ≤ e ≤ 10: exactly between two doubles.
            let m = (1 << 52) | (g.next() >> 12) | 1
            let e = Int(g.next() % 41) - 30
            // (2m + 1)·2^(e−1) exactly in decimal: an integer times a power of two.
            var digits = Self.decimal(2 * m + 1)
            var pointFromEnd = 0
            if e - 1 >= 0 {
                for _ in 0..<(e - 1) { digits = Self.times(digits, 2) }
            } else {
                for _ in 0..<(1 - e) {
                    digits = Self.times(digits, 5)
                    pointFromEnd += 1
                }
            }
            let near = Int(g.next() % 3)  // 0: exact midpoint; 1, 2: one more digit above or below
            if near != 0 && pointFromEnd > 0 {
                digits += near == 1 ? "1" : "0"
                pointFromEnd += 1
            }
            return sign + Self.place(digits, pointFromEnd)
        }
        let count = 1 + Int(g.next() % 25)
        var digits = ""
        for k in 0..<count {
            digits.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(k == 0 ? 1 + g.next() % 9 : g.next() % 10))))
        }
        let pointFromEnd = Int(g.next() % UInt64(count + 1))
        var text = sign + Self.place(digits, pointFromEnd)
        if g.next() % 2 == 0 { text += (g.next() % 2 == 0 ? "e" : "E") + ["", "-", "+"][Int(g.next() % 3)] + "\(g.next() % 40)" }
        return text
    }

    static func place(_ digits: String, _ pointFromEnd: Int) -> String {
        guard pointFromEnd > 0 else { return digits }
        let padded = String(repeating: "0", count: max(0, pointFromEnd + 1 - digits.count)) + digits
        return String(padded.dropLast(pointFromEnd)) + "." + String(padded.suffix(pointFromEnd))
    }

    static func decimal(_ n: UInt64) -> String { String(n) }

    /// A decimal digit string times a small factor.
    static func times(_ digits: String, _ factor: UInt8) -> String {
        var out: [UInt8] = [], carry = 0
        for d in digits.utf8.reversed() {
            let v = Int(d - UInt8(ascii: "0")) * Int(factor) + carry
            out.append(UInt8(ascii: "0") + UInt8(v % 10))
            carry = v / 10
        }
        while carry > 0 {
            out.append(UInt8(ascii: "0") + UInt8(carry % 10))
            carry /= 10
        }
        return String(decoding: out.reversed(), as: UTF8.self)
    }

    /// SplitMix64 (Steele, Lea & Flood 2014): a fixed-seed stream for the drawn cases.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
