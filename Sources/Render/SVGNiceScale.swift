/// An axis range with "nice" tick marks: steps of 1, 2 or 5 × 10^k, the range widened outwards to
/// whole steps (Heckbert, "Nice numbers for graph labels", Graphics Gems, 1990).
///
/// Properties (tested): `lower ≤ min`, `upper ≥ max` of the data; `lower` and `upper` are
/// whole multiples of `step` (to rounding); the tick count is between 2 and about
/// 2.5 × `targetTicks` + 1; labels are distinct. A degenerate range — min = max, a span below
/// 1e-12 of the values' magnitude (no distinct ticks fit in double precision), or values all
/// below 1e-200 — widens to ±10 % around its centre (±1 around zero).
public struct SVGNiceScale: Sendable, Hashable {
    public let lower: Double
    public let upper: Double
    /// The distance between ticks: 1, 2 or 5 × 10^k.
    public let step: Double
    /// Decimals needed to print every tick exactly at this step (max(0, −⌊log₁₀ step⌋)).
    public let decimals: Int

    /// The scale for data spanning `min…max` (finite, min ≤ max) with about `targetTicks` ticks.
    public init(min lo: Double, max hi: Double, targetTicks: Int = 6) {
        precondition(lo.isFinite && hi.isFinite && lo <= hi, "SVGNiceScale: need finite min ≤ max")
        var a = lo, b = hi
        let magnitude = max(abs(a), abs(b))
        if b - a <= 1e-12 * magnitude || magnitude < 1e-200 {
            // A flat series (or one flat to double precision): a window around it.
            let centre = magnitude < 1e-200 ? 0 : a + (b - a) / 2
            let pad = centre == 0 ? 1 : abs(centre) * 0.1
            a = centre - pad
            b = centre + pad
        }
        let span = Self.nice(b - a, round: false)
        let step = Self.nice(span / Double(max(1, targetTicks - 1)), round: true)
        self.step = step
        self.lower = (a / step).rounded(.down) * step
        self.upper = (b / step).rounded(.up) * step
        var k = 0
        var s = step
        while s < 1 && k < 24 {
            s *= 10
            k += 1
        }
        // Guard against 0.30000000000000004-style steps needing one more digit.
        if abs(s - s.rounded()) > 1e-9 * s { k += 1 }
        self.decimals = k
    }

    /// The tick values from `lower` to `upper`, computed as lower + i·step (no accumulated drift);
    /// values within 1e-9 step of zero are exactly 0.
    public var ticks: [Double] {
        let n = Int(((upper - lower) / step).rounded())
        return (0...n).map { i in
            let v = lower + Double(i) * step
            return abs(v) < 1e-9 * step ? 0 : v
        }
    }

    /// A tick label: ``decimals`` decimals in plain notation, or — beyond 9 decimals or for
    /// magnitudes of 1e15 and more — the shortest round-trip decimal (which may use an exponent).
    public func label(_ value: Double) -> String {
        decimals <= 9 && max(abs(lower), abs(upper)) < 1e15 ? SVGMarkup.number(value, decimals: decimals) : SVGMarkup.number(value)
    }

    /// The nice number near `x` > 0: the mantissa rounded (or ceiled) to 1, 2, 5 or 10.
    static func nice(_ x: Double, round: Bool) -> Double {
        guard x > 0 && x.isFinite else { return 1 }
        var exponent = 1.0
        var f = x
        while f >= 10 {
            f /= 10
            exponent *= 10
        }
        while f < 1 {
            f *= 10
            exponent /= 10
        }
        let m: Double
        if round {
            m = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10
        } else {
            m = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10
        }
        return m * exponent
    }
}
