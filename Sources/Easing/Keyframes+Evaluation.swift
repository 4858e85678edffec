import Curves
import RealModule

extension Keyframes {
    /// The value and velocity at one instant.
    public struct Sample: Sendable, Hashable {
        /// The value (1-D: `x`, with `y` = 0).
        public var value: Point
        /// dv/dt in value units per second; nil where a segment's easing has no slope (a jump).
        public var velocity: Point?
    }

    /// The keyframe value and its exact time derivative at `t` seconds.
    ///
    /// At a keyframe time tᵢ the value is vᵢ exactly; the velocity there is the one of the
    /// segment starting at tᵢ (at tₙ: of the last segment, ending there). Before t₀ and after
    /// tₙ the value holds the end keyframe with velocity 0.
    public func sample(at t: Double) -> Sample {
        let n = times.count
        if t < times[0] { return Sample(value: values[0], velocity: Point(0, 0)) }
        if t > times[n - 1] { return Sample(value: values[n - 1], velocity: Point(0, 0)) }
        switch interpolation {
        case .paced, .cubicPaced: return pacedSample(at: t)
        default: break
        }
        let i = segment(containing: t)
        let t0 = times[i], t1 = times[i + 1], dt = t1 - t0
        let sigma = t == t1 ? 1 : (t - t0) / dt
        var s = sigma
        var rate: Double? = 1
        if let e = easings[i] {
            s = e.value(at: sigma)
            rate = e.slope(at: sigma)
        }
        let (value, dPds) = local(i, s)
        let velocity = rate.map { r in (r / dt) * dPds }
        return Sample(value: value, velocity: velocity.flatMap { $0.isFinite ? $0 : nil })
    }

    /// The segment i with tᵢ ≤ t < tᵢ₊₁ (the last segment for t = tₙ).
    func segment(containing t: Double) -> Int {
        var lo = 0, hi = times.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if times[mid] <= t { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// P(s) and dP/ds on segment i at the eased local parameter s.
    func local(_ i: Int, _ s: Double) -> (Point, Point) {
        let p0 = values[i], p1 = values[i + 1]
        if !arcs.isEmpty, let (arc, length) = arcs[i] {
            let tau = Self.parameter(on: arc, atFraction: s, of: length)
            var d = arc.derivative(at: tau)
            // At its ends a quarter ellipse is tangent to an axis: drop cos(π/2)'s 6e-17.
            if tau == 0 || tau == 1 { if abs(d.x) < abs(d.y) { d.x = 0 } else { d.y = 0 } }
            let velocity = (length / d.length) * d
            // An easing outside [0, 1] continues along the end tangent at the same speed.
            if s < 0 { return (p0 + s * velocity, velocity) }
            if s > 1 { return (p1 + (s - 1) * velocity, velocity) }
            let value = s == 0 ? p0 : s == 1 ? p1 : arc.point(at: tau)
            return (value, velocity)
        }
        switch interpolation {
        case .linear, .arc:
            let d = p1 - p0
            return (s == 0 ? p0 : s == 1 ? p1 : p0 + s * d, d)
        default:
            let (m0, m1) = tangents[i]
            if s == 0 { return (p0, m0) }
            if s == 1 { return (p1, m1) }
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s, d11 = 3 * s2 - 2 * s
            return (h00 * p0 + h10 * m0 + h01 * p1 + h11 * m1, d00 * p0 + d10 * m0 + d01 * p1 + d11 * m1)
        }
    }

    /// Constant speed L/(tₙ − t₀) along the (polyline or Kochanek–Bartels) path.
    func pacedSample(at t: Double) -> Sample {
        let n = times.count
        let total = cumulativeLengths[n - 1]
        if t == times[0] || t == times[n - 1] {
            let k = t == times[0] ? 0 : n - 2
            let (_, d) = pacedPoint(k, t == times[0] ? 0 : 1)
            return Sample(value: t == times[0] ? values[0] : values[n - 1], velocity: d)
        }
        let distance = (t - times[0]) / duration * total
        // The last segment of positive length starting at or before the distance.
        var k = 0
        while k + 1 < n - 1 && cumulativeLengths[k + 1] <= distance { k += 1 }
        while k > 0 && cumulativeLengths[k + 1] == cumulativeLengths[k] { k -= 1 }
        let length = cumulativeLengths[k + 1] - cumulativeLengths[k]
        let fraction = length > 0 ? min(max((distance - cumulativeLengths[k]) / length, 0), 1) : 0
        let (value, direction) = pacedPoint(k, fraction)
        return Sample(value: value, velocity: direction)
    }

    /// The point at a fraction of segment k's length, and the velocity there (unit tangent ×
    /// total length / duration).
    func pacedPoint(_ k: Int, _ fraction: Double) -> (Point, Point?) {
        let speed = cumulativeLengths[times.count - 1] / duration
        let p0 = values[k], p1 = values[k + 1]
        if pacedBeziers.isEmpty {
            let d = p1 - p0
            let value = fraction == 0 ? p0 : fraction == 1 ? p1 : p0 + fraction * d
            return (value, d.length > 0 ? (speed / d.length) * d : nil)
        }
        let bezier = pacedBeziers[k]
        let length = cumulativeLengths[k + 1] - cumulativeLengths[k]
        let tau = Self.parameter(on: bezier, atFraction: fraction, of: length)
        let value = tau == 0 ? p0 : tau == 1 ? p1 : bezier.point(at: tau)
        let d = bezier.derivative(at: tau)
        return (value, d.length > 0 ? (speed / d.length) * d : nil)
    }

    /// The curve's parameter τ at `fraction` of its arc length `length` (given, so it is not
    /// measured again): exactly 0 at or below fraction 0 and exactly 1 at or above 1, else
    /// the inverse arc length to `ArcLength.defaultAccuracy` (the curve's own bound).
    static func parameter(on curve: some ParametricCurveArcLength, atFraction fraction: Double, of length: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return curve.parameter(atArcLength: fraction * length, totalLength: length, accuracy: ArcLength.defaultAccuracy)
    }
}
