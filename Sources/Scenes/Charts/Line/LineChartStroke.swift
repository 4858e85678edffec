import Curves

/// The arc-length table of a chart line for the drawing animation's `strokeEnd`: where the
/// visible part of the line ends. It gives exactly ``MeasuredPath``'s
/// `position(atFraction:)` of the curve (the same lengths, the same sums, the same search and
/// inverse), but keeps one number per segment — the arc length from the start to the
/// segment's start — where `MeasuredPath` keeps the path, its segments twice and three tables
/// (≈ 430 bytes per data point of a wave-quadratic line). A segment's own length is measured
/// again when a frame lands in it (one quadrature per frame).
struct LineChartStroke: Sendable {
    /// `offsets[i]` = arc length from the start to the start of segment i; `offsets.last` = the
    /// whole length.
    let offsets: [Double]
    /// Each segment's share of ``ArcLength/defaultAccuracy`` (MeasuredPath's budget).
    let share: Double

    /// Measures every segment of the curve; `segment(i)` returns segment i of `count`.
    init(segmentCount count: Int, segment: (Int) -> PathSegment) {
        share = ArcLength.defaultAccuracy / Double(max(1, count))
        var acc = [0.0]
        acc.reserveCapacity(count + 1)
        var sum = 0.0
        for i in 0..<count {
            sum += segment(i).arcLength(from: 0, to: 1, accuracy: share)
            acc.append(sum)
        }
        offsets = acc
    }

    /// The whole length, points.
    var length: Double { offsets[offsets.count - 1] }

    /// The point at `fraction` · length (fraction clamped to [0, 1]), as
    /// `MeasuredPath.position(atFraction:)`; `segment(i)` returns segment i.
    func point(atFraction fraction: Double, segment: (Int) -> PathSegment) -> Point {
        let s = min(max(min(max(fraction, 0), 1) * length, 0), length)
        let count = offsets.count - 1
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid + 1] > s { hi = mid } else { lo = mid + 1 }
        }
        if lo == count {
            // Past the end (rounding): the last segment of positive length, at its end.
            var i = count - 1
            while i > 0 && segment(i).arcLength(from: 0, to: 1, accuracy: share) == 0 { i -= 1 }
            return segment(i).point(at: 1)
        }
        let piece = segment(lo)
        let total = piece.arcLength(from: 0, to: 1, accuracy: share)
        var t = piece.parameter(atArcLength: s - offsets[lo], totalLength: total, accuracy: share)
        if t.isNaN { t = 0 }
        return piece.point(at: t)
    }
}
