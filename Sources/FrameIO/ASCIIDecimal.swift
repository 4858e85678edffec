/// Decimal numbers read straight from UTF-8 bytes, correctly rounded, accepting exactly what
/// `Double(String)` accepts and giving the same double bit for bit, without making a `String`.
///
/// **Fast path.** A field of the form `[±]digits[.digits][(e|E)[±]digits]` with at most 19
/// significant digits is `w · 10^k` with an exact integer `w < 10¹⁹`. For |k| ≤ 22, 10^|k| is an
/// exact double `p`, and `w · p` or `w / p` is computed in double-double arithmetic:
/// `w = hi + lo` exactly (lo is the integer rounding error of `Double(w)`, |lo| ≤ 2¹⁰), then
///
///     w · p:  p₁ = hi·p, e₁ = fma(hi, p, −p₁) (exact), t = e₁ + lo·p
///     w / p:  q₁ = hi/p, r = fma(−q₁, p, hi) (exact), t = (r + lo)/p
///
/// and the result is `fl(p₁ + t)` (resp. `fl(q₁ + t)`). The exact value differs from
/// `p₁ + t` by at most 2⁻¹⁰³ of itself (two roundings of a term 2⁻⁵² smaller than the
/// result), so `fl(p₁ + t)` is the correctly rounded value unless `p₁ + t` lies within that
/// distance of a midpoint between neighbouring doubles; the rounding residual of the last
/// addition (exact by Fast2Sum) says how far it lies, and when it is within 2⁻⁹⁸ of the result
/// of a midpoint the fast path gives up. Error bound: the fast path's results are correctly
/// rounded (0.5 ulp), the same double `strtod` gives.
///
/// **Fallback.** Everything else (more digits, |k| > 22, `inf`, `nan`, hexadecimal, `1.`, `.5`
/// and anything malformed) goes to `Double(String)`, so the accepted set and every result
/// are the standard library's.
public enum ASCIIDecimal {
    /// The double `Double(String(decoding: bytes, as: UTF8.self))` gives (nil where it gives nil).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let v = fastParse(bytes) { return v }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    /// `text` parsed as ``parse(_:)`` parses its UTF-8 bytes.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        var copy = String(text)
        return copy.withUTF8 { parse($0) }
    }

    /// Exact powers of ten as doubles: 10⁰ … 10²² (10²³ is the first with more than 53 bits).
    @usableFromInline static let powers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21,
        1e22,
    ]

    /// Reads the run of decimal digits from b[i] on into the significand `w` (w·10 + d each; the
    /// leading zeros not counted in `significant`), leaving i after the run: the number of
    /// digits read, or nil past 19 significant digits (beyond UInt64's exact range).
    @inline(__always)
    static func appendDigits(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, to w: inout UInt64, _ significant: inout Int) -> Int? {
        var count = 0
        while i < b.count, case let d = b[i] &- UInt8(ascii: "0"), d < 10 {
            if significant > 0 || d != 0 {
                guard significant < 19 else { return nil }
                w = w &* 10 &+ UInt64(d)
                significant += 1
            }
            count += 1
            i += 1
        }
        return count
    }

    /// The fast path: the correctly rounded value, or nil when the field needs the fallback
    /// (not of the simple form, too many digits, exponent out of range, or too close to a midpoint).
    static func fastParse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = b.count
        var i = 0
        guard n > 0 else { return nil }
        var negative = false
        if b[0] == UInt8(ascii: "-") || b[0] == UInt8(ascii: "+") {
            negative = b[0] == UInt8(ascii: "-")
            i = 1
        }
        var w: UInt64 = 0
        var significant = 0  // digits in w, leading zeros not counted
        var exponent = 0  // the power of ten applied to w
        // ".5", "inf", "nan", "" …: the fallback decides.
        guard let intDigits = appendDigits(b, &i, to: &w, &significant), intDigits > 0 else { return nil }
        if i < n && b[i] == UInt8(ascii: ".") {
            i += 1
            // "1.": the fallback decides.
            guard let fracDigits = appendDigits(b, &i, to: &w, &significant), fracDigits > 0 else { return nil }
            exponent -= fracDigits
        }
        if i < n && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
            i += 1
            var negativeExponent = false
            if i < n && (b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+")) {
                negativeExponent = b[i] == UInt8(ascii: "-")
                i += 1
            }
            var e = 0, expDigits = 0
            while i < n, case let d = b[i] &- UInt8(ascii: "0"), d < 10 {
                guard e < 100_000 else { return nil }
                e = e * 10 + Int(d)
                expDigits += 1
                i += 1
            }
            guard expDigits > 0 else { return nil }
            exponent += negativeExponent ? -e : e
        }
        guard i == n else { return nil }
        if w == 0 { return negative ? -0.0 : 0.0 }
        guard exponent >= -22 && exponent <= 22 else { return nil }
        guard let v = scaled(w, exponent) else { return nil }
        return negative ? -v : v
    }

    /// w · 10^k correctly rounded for 0 < w < 10¹⁹, |k| ≤ 22, or nil within 2⁻⁹⁸ of a midpoint.
    static func scaled(_ w: UInt64, _ k: Int) -> Double? {
        let hi = Double(w)
        if k == 0 && w <= 1 << 53 { return hi }
        // w − hi exactly: both are integers below 2⁶⁴ and their difference is at most 2¹⁰.
        // (hi < 10¹⁹ < 2⁶⁴, so UInt64(hi) exists).
        let lo = Double(Int64(bitPattern: w &- UInt64(hi)))
        let p = powers[abs(k)]
        let head: Double, tail: Double
        if k >= 0 {
            head = hi * p
            tail = (-head).addingProduct(hi, p) + lo * p
        } else {
            head = hi / p
            let r = hi.addingProduct(-head, p)
            tail = (r + lo) / p
        }
        let result = head + tail
        // Fast2Sum residual: the exact (head + tail) − result, since |head| ≥ |tail|.
        let residual = tail - (result - head)
        // The gap to the neighbour on the residual's side; half of it is the midpoint.
        var gap = result.ulp
        if residual.sign != result.sign && result.significandBitPattern == 0 { gap /= 2 }
        let margin = abs(result) * 0x1p-98
        guard gap / 2 - abs(residual) > margin else { return nil }
        return result
    }
}
