/// CSS `linear()` (CSS Easing Level 2 §2.2): piecewise-linear interpolation through control
/// points, with the spec's canonicalisation and extrapolation.
///
/// Canonicalisation of the stops as written: a missing first input becomes 0%, a missing last
/// input 100%; an input smaller than any before it is raised to that maximum; runs of stops
/// without inputs are spaced evenly between their neighbours. Evaluation: take the last point
/// whose input ≤ u (the first if none, the second-to-last if it is the last), interpolate
/// linearly to the next one — so inputs outside [first, last] extrapolate along the end
/// segments, and two points with the same input make a jump (the later one wins at it).
public struct LinearEasing: Easing, Hashable, CustomStringConvertible {
    /// A canonical control point. The input is kept in percent, as written or canonicalised,
    /// so serialisation reproduces it exactly; ``input`` is the fraction.
    public struct Point: Sendable, Hashable {
        public var output: Double
        public var inputPercent: Double
        public var input: Double { inputPercent / 100 }
        public init(output: Double, inputPercent: Double) {
            self.output = output
            self.inputPercent = inputPercent
        }
        public init(output: Double, input: Double) {
            self.init(output: output, inputPercent: input * 100)
        }
    }

    /// A stop as written: an output and 0, 1 or 2 inputs in percent (50% = 50).
    public struct Stop: Sendable, Hashable {
        public var output: Double
        public var inputPercents: [Double]
        public init(output: Double, inputPercents: [Double] = []) {
            self.output = output
            self.inputPercents = inputPercents
        }
    }

    /// The canonical points (inputs non-decreasing).
    public let points: [Point]

    /// From stops as written; throws for fewer than two points or non-finite values.
    public init(stops: [Stop]) throws(EasingError) {
        var raw: [(output: Double, input: Double?)] = []
        for s in stops {
            guard s.output.isFinite, s.inputPercents.allSatisfy(\.isFinite) else { throw EasingError("linear() values must be finite") }
            guard s.inputPercents.count <= 2 else { throw EasingError("a linear() stop takes at most two percentages") }
            if s.inputPercents.isEmpty { raw.append((s.output, nil)) }
            for x in s.inputPercents { raw.append((s.output, x)) }
        }
        guard raw.count >= 2 else { throw EasingError("linear() needs at least two points") }
        if raw[0].input == nil { raw[0].input = 0 }
        if raw[raw.count - 1].input == nil { raw[raw.count - 1].input = 100 }
        var largest = -Double.infinity
        for i in raw.indices {
            if let x = raw[i].input {
                let fixed = max(x, largest)
                raw[i].input = fixed
                largest = fixed
            }
        }
        // Even spacing for runs without inputs.
        var i = 0
        while i < raw.count {
            if raw[i].input == nil {
                let start = i - 1
                var end = i
                while raw[end].input == nil { end += 1 }
                let a = raw[start].input!, b = raw[end].input!
                let n = Double(end - start)
                for k in (start + 1)..<end {
                    let t = Double(k - start) / n, x = a + (b - a) * Double(k - start) / n
                    // b − a overflows for inputs near ±1.8e308%: the convex combination does not.
                    raw[k].input = x.isFinite ? x : a * (1 - t) + b * t
                }
                i = end
            }
            i += 1
        }
        points = raw.map { Point(output: $0.output, inputPercent: $0.input!) }
    }

    /// From canonical points (already ordered).
    public init(points: [Point]) throws(EasingError) {
        try self.init(stops: points.map { Stop(output: $0.output, inputPercents: [$0.inputPercent]) })
    }

    public func value(at u: Double) -> Double {
        // Last point with input ≤ u (binary search), or 0.
        var lo = 0, hi = points.count - 1
        if u < points[0].input {
            hi = 0
        } else {
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if points[mid].input <= u { lo = mid } else { hi = mid - 1 }
            }
        }
        var a = hi
        if a == points.count - 1 { a -= 1 }
        let p = points[a], q = points[a + 1]
        if p.input == q.input { return q.output }
        let f = Self.ratio(u - p.input, q.input - p.input, halved: 0.5 * u - 0.5 * p.input, 0.5 * q.input - 0.5 * p.input)
        if f == 0 || p.output == q.output { return p.output }
        let v = p.output + f * (q.output - p.output)
        if v.isFinite { return v }
        // q − p overflows for outputs near ±1.8e308: the convex combination does not.
        let w = p.output * (1 - f) + q.output * f
        if w.isFinite { return w }
        // The extrapolation leaves the doubles (a segment of subnormal width, f = ±∞): ±∞ in the
        // direction it heads, never ∞·0 = NaN.
        return (f > 0) == (q.output > p.output) ? .infinity : -.infinity
    }

    public func slope(at u: Double) -> Double? {
        if points.contains(where: { $0.input == u }) { return nil }
        var a = points.lastIndex(where: { $0.input <= u }) ?? 0
        if a == points.count - 1 { a -= 1 }
        let p = points[a], q = points[a + 1]
        return p.input == q.input
            ? nil
            : Self.ratio(q.output - p.output, q.input - p.input, halved: 0.5 * q.output - 0.5 * p.output, 0.5 * q.input - 0.5 * p.input)
    }

    /// n / d, or the same quotient of halved differences when a difference overflowed.
    static func ratio(_ n: Double, _ d: Double, halved hn: Double, _ hd: Double) -> Double {
        n.isFinite && d.isFinite ? n / d : hn / hd
    }

    /// Canonical serialisation: every point as `output input%`.
    public var description: String {
        "linear(" + points.map { "\(CSSNumber.format($0.output)) \(CSSNumber.format($0.inputPercent))%" }.joined(separator: ", ") + ")"
    }
}

/// CSS number serialisation: rounded to 6 decimal places (as browsers serialise computed
/// values, e.g. 11.111111%), then the shortest decimal, without a trailing ".0" or an exponent.
/// Idempotent: formatting the parsed output again gives the same text. The rounding applies
/// below 2³¹ only: there N = round(x·10⁶) < 2.2e15, so N/10⁶ times 10⁶ rounds back to N and the
/// rounded value is its own rounding; from 2³¹ up a double's ulp (≥ 4.8e-7) leaves nothing to
/// round, and rounding anyway drifted by an ulp per pass (4322222241.1 → 4322222241.100001).
enum CSSNumber {
    static func format(_ x: Double) -> String {
        let v = abs(x) < 0x1p31 ? (x * 1e6).rounded() / 1e6 : x
        if v == 0 { return "0" }
        var s = v.description
        if s.contains("e") { s = plain(v) }
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    private static func plain(_ v: Double) -> String {
        // Expand an exponent form like 1e-05 into fixed notation.
        let parts = v.description.split(separator: "e")
        guard parts.count == 2, let exp = Int(parts[1]) else { return v.description }
        var mantissa = String(parts[0])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let digits = mantissa.replacingOccurrences(".", "")
        let pointIndex = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exp
        var out: String
        if pointIndex <= 0 {
            out = "0." + String(repeating: "0", count: -pointIndex) + digits
        } else if pointIndex >= digits.count {
            out = digits + String(repeating: "0", count: pointIndex - digits.count)
        } else {
            out = String(digits.prefix(pointIndex)) + "." + String(digits.dropFirst(pointIndex))
        }
        return (negative ? "-" : "") + out
    }
}

extension String {
    func replacingOccurrences(_ a: Character, _ b: String) -> String {
        var out = ""
        for c in self { if c == a { out += b } else { out.append(c) } }
        return out
    }
}
