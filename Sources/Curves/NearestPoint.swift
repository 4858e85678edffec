// Implementation goals, in order of priority:
//  1. The global nearest point, not a local one: for Béziers every critical point of the
//     squared distance is found (the real roots of a polynomial of degree 1, 3 or 5, isolated
//     between the roots of its derivative), then compared with the ends.
//  2. Each root to a few ulps by Brent on a monotone bracket.
import NumericsCore
import RealModule

/// The point of a curve nearest to a given point.
public struct NearestPoint: Sendable, Hashable {
    /// The curve parameter.
    public var t: Double
    /// C(t).
    public var point: Point
    /// |C(t) − p|.
    public var distance: Double
}

extension PathSegment {
    /// The nearest point of the segment to `p` (the closest of all critical points of |C(t) − p|²
    /// on [0, 1] and the ends). Béziers: the critical points are the real roots of
    /// (C(t) − p)·C′(t), a polynomial of degree 3 (quadratic) or 5 (cubic), each found to a few
    /// ulps in t. Arcs: circular arcs in closed form (the angle of p, clamped to the sweep);
    /// elliptical arcs from every real root of the quartic the Weierstrass substitution makes of
    /// (E(θ) − p)·E′(θ) = 0 (``EllipticalArc/nearestPointCandidates(to:)``), so no minimum is
    /// missed however narrow.
    ///
    /// Error bound: the distance is within a few ulps of the true minimum (at a critical point
    /// the distance is stationary, so an error δ in t changes it by O(δ²)); the parameter is
    /// within a few ulps where the minimum is simple, and within √ε of the curve's size where two
    /// minima are equally near (then the one of smaller t is returned, unless rounding decides).
    public func nearestPoint(to p: Point) -> NearestPoint {
        var candidates: [Double] = [0, 1]
        // The polynomials are formed on the control points and p relative to the segment's start,
        // divided by a power of two (exact; t does not change), so their squares and products
        // neither overflow nor underflow for coordinates anywhere in the double range.
        switch self {
        case .line(let l):
            let r = Self.normalised(l.start, [l.end, p])
            let d = r[0]
            let len2 = d.lengthSquared
            if len2 > 0 { candidates.append(min(max(r[1].dot(d) / len2, 0), 1)) }
        case .quadratic(let q):
            // C(t) = a t² + b t + c: (C − p)·C′ = 2(a·a)t³ + 3(a·b)t² + (b·b + 2a·(c − p))t + b·(c − p).
            let r = Self.normalised(q.p0, [q.p1, q.p2, p])
            let (p1, p2, pp) = (r[0], r[1], r[2])
            let a = p2 - 2 * p1, b = 2 * p1, c = -pp
            candidates += RealRoots.inUnitInterval([b.dot(c), b.dot(b) + 2 * a.dot(c), 3 * a.dot(b), 2 * a.dot(a)])
        case .cubic(let cb):
            // Power basis C(t) = a t³ + b t² + c t + d, C′ = 3a t² + 2b t + c (p0 at the origin).
            let r = Self.normalised(cb.p0, [cb.p1, cb.p2, cb.p3, p])
            let (p1, p2, p3, pp) = (r[0], r[1], r[2], r[3])
            let a = p3 + 3 * (p1 - p2)
            let b = 3 * (p2 - 2 * p1)
            let c = 3 * p1
            let d = -pp
            // (C − p)·C′ coefficients, t⁰ … t⁵.
            let coefficients = [
                d.dot(c),
                c.dot(c) + 2 * b.dot(d),
                3 * b.dot(c) + 3 * a.dot(d),
                2 * b.dot(b) + 4 * a.dot(c),
                5 * a.dot(b),
                3 * a.dot(a),
            ]
            candidates += RealRoots.inUnitInterval(coefficients)
        case .arc(let arc):
            candidates += arc.nearestPointCandidates(to: p)
        }
        var best = NearestPoint(t: 0, point: start, distance: .infinity)
        // In ascending t, so of equally near points the first along the segment wins.
        for t in candidates.sorted() {
            let q = point(at: t)
            let d = Point.distance(q, p)
            if d < best.distance { best = NearestPoint(t: t, point: q, distance: d) }
        }
        return best
    }
}

extension PathSegment {
    /// `points` relative to `origin`, divided by a power of two that brings the largest
    /// coordinate difference into [1, 2) (differences of coordinates beyond ±2¹⁰²⁰ formed from
    /// halves): exact, and safe to square at any magnitude.
    static func normalised(_ origin: Point, _ points: [Point]) -> [Point] {
        let big = points.reduce(max(abs(origin.x), abs(origin.y))) { max($0, abs($1.x), abs($1.y)) }
        let k = big > 0x1p1020 ? 0.5 : 1.0
        let o = k * origin
        let d = points.map { k * $0 - o }
        let m = d.reduce(0.0) { max($0, abs($1.x), abs($1.y)) }
        guard m > 0, m.isFinite else { return d }
        let e = -Int(m.exponent)
        return d.map { Point(Double(sign: .plus, exponent: e, significand: $0.x), Double(sign: .plus, exponent: e, significand: $0.y)) }
    }
}

extension Path {
    /// The nearest point of the whole path to `p`, with the index of its segment (in
    /// ``Path/segments`` order); nil for a path without segments.
    public func nearestPoint(to p: Point) -> (segment: Int, nearest: NearestPoint)? {
        var best: (Int, NearestPoint)?
        for (i, s) in segments.enumerated() {
            let n = s.nearestPoint(to: p)
            if best == nil || n.distance < best!.1.distance { best = (i, n) }
        }
        return best
    }
}

extension EllipticalArc {
    /// The parameters in [0, 1] where |C(t) − p|² is stationary, from the closed form of the
    /// ellipse: with q = R(−φ)(p − c) = (u, v) in the ellipse's frame,
    ///
    ///     g(θ) = (E(θ) − q)·E′(θ) = (ry² − rx²)·sin θ cos θ + rx·u·sin θ − ry·v·cos θ,
    ///
    /// and w = tan(θ/2) turns (1 + w²)²·g into the quartic (no w² term)
    ///
    ///     ry·v·w⁴ + 2(rx·u − ry² + rx²)·w³ + 2(rx·u + ry² − rx²)·w − ry·v,
    ///
    /// whose real roots on w ∈ [−1, 1] (Brent between the roots of its derivative, as for the
    /// Béziers) give θ ∈ [−π/2, π/2]; the same quartic with (u, v) → (−u, −v) gives θ + π, so
    /// every stationary angle of the full ellipse (at most four) is found; each is mapped to every
    /// t ∈ [0, 1] of the sweep. Circles take the closed form: the angle of p − c.
    public func nearestPointCandidates(to p: Point) -> [Double] {
        guard sweep != 0 else { return [] }
        let (sp, cp) = (Double.sin(rotation), Double.cos(rotation))
        let d = p - center
        var angles: [Double] = []
        if isCircular {
            angles.append(d.angle - rotation)
        } else {
            let m = max(radii.x, radii.y)
            let a = radii.x / m, b = radii.y / m
            let u = (cp * d.x + sp * d.y) / m, v = (-sp * d.x + cp * d.y) / m
            for (su, shift) in [(1.0, 0.0), (-1.0, Double.pi)] {
                let uu = su * u, vv = su * v
                // (1 + w²)²·g(2 atan w): coefficients of w⁰ … w⁴.
                let c0 = -b * vv
                let c1 = 2 * (b * b - a * a) + 2 * a * uu
                let c3 = -2 * (b * b - a * a) + 2 * a * uu
                let c4 = b * vv
                for w in RealRoots.inUnitInterval([c0, c1, 0, c3, c4]) { angles.append(2 * Double.atan(w) + shift) }
                for w in RealRoots.inUnitInterval([c0, -c1, 0, -c3, c4]) { angles.append(-2 * Double.atan(w) + shift) }
            }
        }
        var out: [Double] = []
        let twoPi = 2 * Double.pi
        let lo = min(startAngle, startAngle + sweep), hi = max(startAngle, startAngle + sweep)
        for theta in angles {
            var k = ((lo - theta) / twoPi).rounded(.up)
            while theta + k * twoPi <= hi {
                let t = (theta + k * twoPi - startAngle) / sweep
                out.append(min(max(t, 0), 1))
                k += 1
            }
        }
        return out
    }
}

/// Real roots of a polynomial on [0, 1], isolated between the roots of its derivative (so each
/// bracket is monotone) and refined by Brent to a few ulps.
enum RealRoots {
    /// `coefficients[k]` multiplies tᵏ.
    static func inUnitInterval(_ coefficients: [Double]) -> [Double] {
        var c = coefficients
        while let last = c.last, last == 0, c.count > 1 { c.removeLast() }
        if c.count <= 1 { return [] }
        if c.count == 2 {
            let t = -c[0] / c[1]
            return (0...1).contains(t) ? [t] : []
        }
        let derivative = (1..<c.count).map { Double($0) * c[$0] }
        let stationary = inUnitInterval(derivative)
        let knots = [0.0] + stationary.sorted() + [1.0]
        func value(_ t: Double) -> Double { c.reversed().reduce(0) { $0 * t + $1 } }
        var roots: [Double] = []
        for (a, b) in zip(knots, knots.dropFirst()) where a < b {
            let fa = value(a), fb = value(b)
            if fa == 0 { roots.append(a); continue }
            if (fa < 0) != (fb < 0) { roots.append(BracketedRoot.solve(in: a, b, value).root) }
        }
        if value(1) == 0 { roots.append(1) }
        return roots
    }
}
