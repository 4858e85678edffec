// Implementation goals, in order of priority:
//  1. What is printed parses back to within `tolerance` (relative) of the value, always.
//  2. No decimal with fewer significant digits does (both neighbours at each shorter length are
//     tried, so a rounding of the shortest round-trip digits never hides a shorter answer).
//  3. No Foundation: digits come from Swift's shortest round-trip `description`.

/// The shortest decimal that still gives a value to a relative tolerance: what paste-ready
/// code prints (`bounce 0.3`, not `0.30000000000000004`).
///
/// ## Rule
/// For a finite `x`, a tolerance τ (default 10⁻¹²) and the magnitude S of the quantity
/// (default |x|):
/// 1. If |x| ≤ τ·S, the value is rounding noise on the quantity's scale: print `0.0`.
///    (A normalised velocity of −4.4·10⁻¹⁶ on scale 1 is 0.)
/// 2. Otherwise print the decimal d with the fewest significant digits p (1 … 17) such that
///    |double(d) − x| ≤ τ·|x|. At each p both neighbours of x with p digits, ⌊x⌋ₚ and ⌈x⌉ₚ,
///    are tried and the nearer one that passes is taken. It is printed as Swift prints the
///    double it parses to (`1.0`, `0.3`, `1e-05`), which has at most p digits.
///
/// Error bound: |double(printed) − x| ≤ τ·|x| in case 2, |x| ≤ τ·S in case 1. Non-finite
/// values print as Swift prints them (`inf`, `nan`). With τ = 0 the result is x's own
/// shortest round-trip decimal.
public enum ShortestDecimal {
    /// The default relative tolerance, 10⁻¹².
    public static let defaultTolerance = 1e-12

    /// `x` as the shortest decimal within `tolerance`·|x|; `0.0` when |x| ≤ `tolerance`·`scale`.
    /// - Parameters:
    ///   - scale: the magnitude of the quantity (≥ 0; default |x|): a value this much smaller
    ///     than its quantity's scale is printed as 0. Use 1 for a normalised quantity
    ///     (damping ratio-like, bounce, velocity as a fraction of the travel).
    ///   - tolerance: relative, in [0, 1).
    public static func format(_ x: Double, scale: Double? = nil, tolerance: Double = defaultTolerance) -> String {
        guard x.isFinite else { return x.description }
        let s = scale ?? abs(x)
        if x == 0 || abs(x) <= tolerance * s { return "0.0" }
        guard let d = Digits(x) else { return x.description }
        let bound = tolerance * abs(x)
        for p in 1...d.count {
            if let y = d.nearest(digits: p, to: x, within: bound) { return y.description }
        }
        return x.description
    }

    /// The number of significant decimal digits of a decimal numeral (`0.30` → 1, `1e-05` → 1,
    /// `120.5` → 4; trailing zeros of the fraction and leading zeros do not count).
    public static func significantDigits(_ text: String) -> Int {
        var mantissa = Substring(text)
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) { mantissa = mantissa[..<e] }
        var digits = mantissa.filter(\.isNumber)
        while digits.first == "0" { digits.removeFirst() }
        if mantissa.contains(".") { while digits.last == "0" { digits.removeLast() } }
        return max(digits.count, 1)
    }
}

/// A finite non-zero double's shortest round-trip digits: |x| = mantissa·10^exponent.
struct Digits {
    let negative: Bool
    let mantissa: UInt64
    let exponent: Int
    /// Significant digits of `mantissa` (1 … 17).
    let count: Int

    init?(_ x: Double) {
        let text = abs(x).description
        var mantissaText = Substring(text)
        var exp = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let v = Int(text[text.index(after: e)...]) else { return nil }
            exp = v
            mantissaText = text[..<e]
        }
        var digits = ""
        var fraction = 0
        var seenPoint = false
        for ch in mantissaText {
            if ch == "." {
                seenPoint = true
            } else {
                digits.append(ch)
                if seenPoint { fraction += 1 }
            }
        }
        while digits.count > 1, digits.first == "0" { digits.removeFirst() }
        while digits.count > 1, digits.last == "0" {
            digits.removeLast()
            fraction -= 1
        }
        guard let m = UInt64(digits), m > 0 else { return nil }
        negative = x < 0
        mantissa = m
        exponent = exp - fraction
        count = digits.count
    }

    /// The nearer of the two p-digit neighbours of the digits that lies within `bound` of `x`.
    func nearest(digits p: Int, to x: Double, within bound: Double) -> Double? {
        let drop = count - p
        var power: UInt64 = 1
        for _ in 0..<drop { power *= 10 }
        let low = mantissa / power
        var best: Double?
        for q in [low, low + 1] {
            let text = (negative ? "-" : "") + String(q) + "e" + String(exponent + drop)
            guard let y = Double(text), y.isFinite, abs(y - x) <= bound else { continue }
            if best == nil || abs(y - x) < abs(best! - x) { best = y }
        }
        return best
    }
}
