import RealModule

extension PathSegment {
    /// A polyline within `tolerance` points of the segment everywhere (every point of the curve
    /// is within `tolerance` of the polyline and vice versa), from its start to its end.
    ///
    /// Guarantees: a Bézier lies in the convex hull of its control points, so once every control
    /// point is within `tolerance` of the chord the piece is flat enough; otherwise it is halved
    /// (de Casteljau via ``subsegment(from:to:)``), at most 30 levels deep. An arc's deviation
    /// from a chord of sweep α is at most max(rx, ry)·(1 − cos(α/2)), so it is cut into equal
    /// pieces that meet the tolerance. Lines are exact.
    ///
    /// Any magnitude: Béziers are subdivided relative to their start and divided by a power of
    /// two (`Point.relative`), so coordinates from subnormal to 1.8e308 neither overflow
    /// nor underflow; the arc's sweep limit is 4·asin(√(tol/(2r))) (= 2·acos(1 − tol/r) without
    /// its cancellation). A tolerance below 1e-12 of the segment's size (its largest
    /// control-point difference, or its larger radius) is raised to that: finer polylines are
    /// below the coordinates' own rounding for practical purposes and would hold millions of
    /// points (at most ~2.3e6 per arc and 2³⁰ per Bézier in the worst case).
    public func flattened(tolerance: Double) -> [Point] {
        precondition(tolerance > 0 && tolerance.isFinite, "flattened: tolerance must be finite and > 0")
        var out = [start]
        switch self {
        case .line:
            out.append(end)
        case .quadratic(let q):
            let (unit, r1, r2, _) = Point.relative(to: q.p0, q.p1, q.p2, q.p2)
            Self.flatten(.quadratic(QuadraticBezier(.zero, r1, r2)), from: q.p0, unit: unit, tolerance, into: &out)
            out[out.count - 1] = q.p2
        case .cubic(let c):
            let (unit, r1, r2, r3) = Point.relative(to: c.p0, c.p1, c.p2, c.p3)
            Self.flatten(.cubic(CubicBezier(.zero, r1, r2, r3)), from: c.p0, unit: unit, tolerance, into: &out)
            out[out.count - 1] = c.p3
        case .arc(let a):
            let r = max(a.radii.x, a.radii.y)
            // 1 − cos(α/2) = 2·sin²(α/4) ≤ tol/r  ⇔  α ≤ 4·asin(√(tol/(2r))).
            let ratio = min(max(tolerance / r, 1e-12), 1)
            let maxSweep = 4 * Double.asin((0.5 * ratio).squareRoot())
            let n = max(1, Int((abs(a.sweep) / maxSweep).rounded(.up)))
            for i in 1...n { out.append(i == n ? a.end : a.point(at: Double(i) / Double(n))) }
        }
        return out
    }

    /// Subdivides `normalised` (the segment relative to `origin`, divided by `unit`) and appends
    /// origin + unit·q for every vertex q after the first.
    private static func flatten(_ normalised: PathSegment, from origin: Point, unit: Double, _ tol: Double, into out: inout [Point]) {
        var local: [Point] = []
        guard unit.isFinite else {
            // Control points spanning more than the double range: only the chord is representable.
            out.append(normalised.end)
            return
        }
        subdivide(normalised, max(tol / unit, 1e-12), depth: 0, into: &local)
        for q in local { out.append(origin + unit * q) }
    }

    private static func hullDistance(_ seg: PathSegment) -> Double {
        func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
            let d = b - a
            let len = d.length
            if len == 0 { return (p - a).length }
            let t = min(max((p - a).dot(d) / (len * len), 0), 1)
            return (p - (a + t * d)).length
        }
        switch seg {
        case .quadratic(let q): return distance(q.p1, q.p0, q.p2)
        case .cubic(let c): return max(distance(c.p1, c.p0, c.p3), distance(c.p2, c.p0, c.p3))
        default: return 0
        }
    }

    private static func subdivide(_ seg: PathSegment, _ tol: Double, depth: Int, into out: inout [Point]) {
        if depth >= 30 || hullDistance(seg) <= tol {
            out.append(seg.end)
            return
        }
        subdivide(seg.subsegment(from: 0, to: 0.5), tol, depth: depth + 1, into: &out)
        subdivide(seg.subsegment(from: 0.5, to: 1), tol, depth: depth + 1, into: &out)
    }
}

extension Path {
    /// One polyline per subpath, each within `tolerance` points of the path (see
    /// ``PathSegment/flattened(tolerance:)``); a closed subpath's polyline ends at its start.
    public func flattened(tolerance: Double) -> [[Point]] {
        subpaths.map { sp in
            var pts = [sp.start]
            for seg in sp.segments { pts += seg.flattened(tolerance: tolerance).dropFirst() }
            return pts
        }
    }
}
