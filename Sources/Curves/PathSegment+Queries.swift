// Implementation goals, in order of priority:
//  1. Closed forms wherever they exist: second derivatives, curvature, extrema and inflection
//     parameters (roots of polynomials of degree ≤ 2, or angles for arcs) and the signed area
//     (Green's theorem, one closed form per segment type). No sampling, no tolerance argument.
//  2. Invariance under translation and scale: polynomial roots are taken on the control points
//     relative to the start, divided by a power of two (`Point.relative`), so they do not
//     depend on where the curve sits or how large it is; areas are taken relative to a
//     caller's origin (a subpath's start) so that large coordinates do not cancel.

import RealModule

/// Which coordinate's derivative vanishes at an extremum.
public enum ExtremumAxis: String, Sendable, Hashable, CaseIterable {
    /// x′(t) = 0: a leftmost or rightmost point (locally).
    case x
    /// y′(t) = 0: a topmost or bottommost point (locally).
    case y
}

/// A parameter where x′ or y′ vanishes strictly inside a segment.
public struct SegmentExtremum: Sendable, Hashable {
    /// The segment's parameter, in (0, 1).
    public var t: Double
    /// The coordinate whose derivative vanishes there.
    public var axis: ExtremumAxis
}

extension QuadraticBezier {
    /// C″ = 2(p0 − 2p1 + p2), constant (points per unit t²).
    @inlinable public func secondDerivative(at t: Double) -> Point { 2 * (p0 - 2 * p1 + p2) }
}

extension EllipticalArc {
    /// C″(t) = −Δθ²·R(φ)·(rx cos θ, ry sin θ), θ = θ₁ + t·Δθ (points per unit t²).
    @inlinable public func secondDerivative(at t: Double) -> Point {
        let theta = startAngle + t * sweep
        let (s, c) = (Double.sin(theta), Double.cos(theta))
        let (sp, cp) = (Double.sin(rotation), Double.cos(rotation))
        let k = -sweep * sweep
        let x = k * radii.x * c, y = k * radii.y * s
        return Point(cp * x - sp * y, sp * x + cp * y)
    }
}

extension PathSegment {
    /// C″(t), points per unit t² (0 for a line).
    public func secondDerivative(at t: Double) -> Point {
        switch self {
        case .line: return .zero
        case .quadratic(let c): return c.secondDerivative(at: t)
        case .cubic(let c): return c.secondDerivative(at: t)
        case .arc(let c): return c.secondDerivative(at: t)
        }
    }

    /// The unit tangent T = C′/|C′| at t: the direction of travel, (cos α, sin α) with
    /// α = ``tangentAngle(at:)``. Where C′ vanishes (a cusp, a control point on an end) the
    /// direction the curve leaves in, as ``tangentAngle(at:)`` documents. Exact to a few ulps
    /// per component.
    public func unitTangent(at t: Double) -> Point {
        let d = derivative(at: t)
        let n = d.length
        let scale = max((end - start).length, boundingBox.width + boundingBox.height)
        // `+ 0` turns a −0 component into +0, so tables never print "-0.0".
        if n > 1e-9 * scale && n.isFinite { return Point(d.x / n + 0, d.y / n + 0) }
        let a = tangentAngle(at: t)
        return Point(Double.cos(a) + 0, Double.sin(a) + 0)
    }

    /// The unit normal N = (−T.y, T.x) (never −0): the tangent turned by +π/2, which on a y-down screen
    /// points to the **right** of the direction of travel. With the signed curvature κ of
    /// ``curvature(at:)`` the centre of curvature is C(t) + N/κ.
    public func unitNormal(at t: Double) -> Point {
        let u = unitTangent(at: t)
        return Point(0 - u.y, u.x)
    }

    /// Signed curvature κ(t) = (C′ × C″)/|C′|³ in 1/points: positive where the curve turns
    /// clockwise on a y-down screen (increasing angle), negative where it turns
    /// counter-clockwise, 0 on a line; a circle of radius r gives ±1/r. nil where C′ = 0 (a
    /// cusp or a degenerate end, where the curvature is unbounded).
    ///
    /// Error bound: the derivatives come from control-point differences, so κ has a relative
    /// error of a few ulps plus the cancellation in C′ × C″ (≈ ε·|C′||C″|/|C′ × C″|, large
    /// only near an inflection, where κ itself is near 0): |Δκ| ≲ 8ε·|C″|/|C′|². Béziers are
    /// evaluated relative to their start and scaled by a power of two, so neither overflow nor
    /// underflow limits the magnitude.
    public func curvature(at t: Double) -> Double? {
        switch self {
        case .line(let l): return l.start == l.end ? nil : 0
        case .quadratic(let q):
            let (unit, a, b, _) = Point.relative(to: q.p0, q.p1, q.p2, q.p2)
            let n = QuadraticBezier(.zero, a, b)
            return Self.curvature(n.derivative(at: t), n.secondDerivative(at: t)).map { $0 / unit }
        case .cubic(let c):
            let (unit, a, b, d) = Point.relative(to: c.p0, c.p1, c.p2, c.p3)
            let n = CubicBezier(.zero, a, b, d)
            return Self.curvature(n.derivative(at: t), n.secondDerivative(at: t)).map { $0 / unit }
        case .arc(let a):
            if a.sweep == 0 { return nil }
            if a.isCircular { return (a.sweep > 0 ? 1 : -1) / a.radii.x }
            // In the ellipse's own frame: κ = sign(Δθ)·rx·ry/(rx² sin²θ + ry² cos²θ)^{3/2}.
            let u = a.radiusUnit
            let rx = a.radii.x / u, ry = a.radii.y / u
            let theta = a.startAngle + t * a.sweep
            let (s, c) = (Double.sin(theta), Double.cos(theta))
            let q = Double.hypot(rx * s, ry * c)
            return (a.sweep > 0 ? 1 : -1) * rx * ry / (q * q * q) / u
        }
    }

    static func curvature(_ d: Point, _ dd: Point) -> Double? {
        let n = d.length
        guard n > 0 else { return nil }
        return d.cross(dd) / (n * n * n)
    }

    /// The parameters in (0, 1) where x′(t) = 0 or y′(t) = 0, ascending (ends excluded: they
    /// are always candidates for a bound). A line has none (a vertical or horizontal line has
    /// x′ or y′ ≡ 0 and no isolated extremum); a quadratic at most one per axis (a linear
    /// root), a cubic at most two per axis (the stable quadratic formula), an arc one per
    /// crossing of θ = θₓ + kπ or θ_y + kπ inside its sweep (closed form by atan2).
    /// Accurate to a few ulps of t for simple roots.
    public var extrema: [SegmentExtremum] {
        var out: [SegmentExtremum] = []
        switch self {
        case .line: break
        case .quadratic(let q):
            let (_, a, b, _) = Point.relative(to: q.p0, q.p1, q.p2, q.p2)
            let d0 = a, d1 = b - a
            for (u, v, axis) in [(d0.x, d1.x, ExtremumAxis.x), (d0.y, d1.y, .y)] where u - v != 0 {
                let t = u / (u - v)
                if t > 0 && t < 1 { out.append(SegmentExtremum(t: t, axis: axis)) }
            }
        case .cubic(let c):
            let f = c.arcLengthIntegrand
            let (x0, x1) = Polynomial.quadraticRootsInUnitInterval(f.ax, f.bx, f.cx)
            let (y0, y1) = Polynomial.quadraticRootsInUnitInterval(f.ay, f.by, f.cy)
            for t in [x0, x1] where !t.isNaN { out.append(SegmentExtremum(t: t, axis: .x)) }
            for t in [y0, y1] where !t.isNaN { out.append(SegmentExtremum(t: t, axis: .y)) }
        case .arc(let a):
            guard a.sweep != 0 else { break }
            let (sp, cp) = (Double.sin(a.rotation), Double.cos(a.rotation))
            let lo = min(a.startAngle, a.startAngle + a.sweep), hi = max(a.startAngle, a.startAngle + a.sweep)
            let bases = [
                (Double.atan2(y: -a.radii.y * sp, x: a.radii.x * cp), ExtremumAxis.x),
                (Double.atan2(y: a.radii.y * cp, x: a.radii.x * sp), .y),
            ]
            for (base, axis) in bases {
                var k = ((lo - base) / .pi).rounded(.up)
                while base + k * .pi <= hi {
                    let t = (base + k * .pi - a.startAngle) / a.sweep
                    if t > 0 && t < 1 { out.append(SegmentExtremum(t: t, axis: axis)) }
                    k += 1
                }
            }
        }
        return out.sorted { ($0.t, $0.axis.rawValue) < ($1.t, $1.axis.rawValue) }
    }

    /// The parameters in (0, 1) where the signed curvature changes sign, ascending. Only a
    /// cubic can have them: C′ × C″ = −(A × B)·t² + 2(C × A)·t + C × B for C′ = A t² + B t + C,
    /// a quadratic whose *simple* roots in (0, 1) are the inflections (a double root touches
    /// zero without a sign change and is not one). Lines, quadratics (C′ × C″ constant) and
    /// arcs have none. Accurate to a few ulps of t for well-separated roots.
    public var inflections: [Double] {
        guard case .cubic(let c) = self else { return [] }
        let f = c.arcLengthIntegrand
        let a = Point(f.ax, f.ay), b = Point(f.bx, f.by), k = Point(f.cx, f.cy)
        let q2 = -a.cross(b), q1 = 2 * k.cross(a), q0 = k.cross(b)
        let scale = max(abs(q2), abs(q1), abs(q0))
        guard scale > 0 else { return [] }
        if abs(q2) <= 1e-14 * scale {
            // Linear (or constant): a sign change where q1·t + q0 = 0.
            guard q1 != 0 else { return [] }
            let t = -q0 / q1
            return t > 0 && t < 1 ? [t] : []
        }
        let disc = q1 * q1 - 4 * q2 * q0
        guard disc > 4 * Double.ulpOfOne * q1 * q1 else { return [] }
        let (r0, r1) = Polynomial.quadraticRootsInUnitInterval(q2, q1, q0)
        return [r0, r1].filter { !$0.isNaN }
    }

    /// Green's theorem for one segment: A = ½∫₀¹ (x·y′ − y·x′) dt over the segment with
    /// `origin` subtracted from every point — the signed area swept by the ray from `origin`
    /// to C(t), positive when C turns clockwise around `origin` on a y-down screen. Summed
    /// over a closed loop it is the loop's signed area whatever the origin; choosing a point
    /// on the loop keeps the cross products from cancelling.
    ///
    /// Closed forms, with pᵢ the control points relative to `origin` and × the cross product:
    /// - line: ½·p0 × p1;
    /// - quadratic: (2·p0 × p1 + p0 × p2 + 2·p1 × p2)/6;
    /// - cubic: (6·p0 × p1 + 3·p0 × p2 + p0 × p3 + 3·p1 × p2 + 3·p1 × p3 + 6·p2 × p3)/20;
    /// - elliptical arc, centre c (relative to `origin`): ½·(c × (end − start) + rx·ry·Δθ).
    ///
    /// Units: square points. Error: a few ulps of Σ|terms| (no quadrature).
    public func signedArea(relativeTo origin: Point = .zero) -> Double {
        switch self {
        case .line(let l):
            return 0.5 * (l.start - origin).cross(l.end - origin)
        case .quadratic(let q):
            let p0 = q.p0 - origin, p1 = q.p1 - origin, p2 = q.p2 - origin
            return (2 * p0.cross(p1) + p0.cross(p2) + 2 * p1.cross(p2)) / 6
        case .cubic(let c):
            let p0 = c.p0 - origin, p1 = c.p1 - origin, p2 = c.p2 - origin, p3 = c.p3 - origin
            let s = 6 * p0.cross(p1) + 3 * p0.cross(p2) + p0.cross(p3) + 3 * p1.cross(p2) + 3 * p1.cross(p3) + 6 * p2.cross(p3)
            return s / 20
        case .arc(let a):
            let c = a.center - origin
            return 0.5 * (c.cross(a.end - a.start) + a.radii.x * a.radii.y * a.sweep)
        }
    }
}

/// One of the segment types a ``PathSegment`` holds: it answers the curve queries through the
/// enum's implementation (formulas, units and error bounds documented on ``PathSegment``).
public protocol PathSegmentCase: ParametricCurveCurvature, ParametricCurveExtrema, ParametricCurveArea {
    /// This segment as the ``PathSegment`` case that holds it.
    var pathSegment: PathSegment { get }
}

extension PathSegmentCase {
    public func curvature(at t: Double) -> Double? { pathSegment.curvature(at: t) }
    public func unitTangent(at t: Double) -> Point { pathSegment.unitTangent(at: t) }
    public func unitNormal(at t: Double) -> Point { pathSegment.unitNormal(at: t) }
    public var extrema: [SegmentExtremum] { pathSegment.extrema }
    public var inflections: [Double] { pathSegment.inflections }
    public func signedArea(relativeTo origin: Point = .zero) -> Double { pathSegment.signedArea(relativeTo: origin) }
}

extension Line: PathSegmentCase {
    public var pathSegment: PathSegment { .line(self) }
    /// 0: a line does not bend.
    public func secondDerivative(at t: Double) -> Point { .zero }
}

extension QuadraticBezier: PathSegmentCase {
    public var pathSegment: PathSegment { .quadratic(self) }
}

extension CubicBezier: PathSegmentCase {
    public var pathSegment: PathSegment { .cubic(self) }
}

extension EllipticalArc: PathSegmentCase {
    public var pathSegment: PathSegment { .arc(self) }
}
