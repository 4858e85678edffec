import RealModule

/// One drawn piece of a ``Path``: a line, a quadratic or cubic Bézier, or an elliptical arc —
/// the closed set of shapes UIBezierPath and SVG path data can draw.
public enum PathSegment: Hashable, Sendable {
    case line(Line)
    case quadratic(QuadraticBezier)
    case cubic(CubicBezier)
    case arc(EllipticalArc)

    @inlinable public var start: Point {
        switch self {
        case .line(let c): return c.start
        case .quadratic(let c): return c.start
        case .cubic(let c): return c.start
        case .arc(let c): return c.start
        }
    }

    @inlinable public var end: Point {
        switch self {
        case .line(let c): return c.end
        case .quadratic(let c): return c.end
        case .cubic(let c): return c.end
        case .arc(let c): return c.end
        }
    }

    @inlinable public func point(at t: Double) -> Point {
        switch self {
        case .line(let c): return c.point(at: t)
        case .quadratic(let c): return c.point(at: t)
        case .cubic(let c): return c.point(at: t)
        case .arc(let c): return c.point(at: t)
        }
    }

    @inlinable public func derivative(at t: Double) -> Point {
        switch self {
        case .line(let c): return c.derivative(at: t)
        case .quadratic(let c): return c.derivative(at: t)
        case .cubic(let c): return c.derivative(at: t)
        case .arc(let c): return c.derivative(at: t)
        }
    }

    /// The segment restricted to [t0, t1] (see ``ParametricCurve/subsegment(from:to:)``).
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        switch self {
        case .line(let c): return .line(c.subsegment(from: t0, to: t1))
        case .quadratic(let c): return .quadratic(c.subsegment(from: t0, to: t1))
        case .cubic(let c): return .cubic(c.subsegment(from: t0, to: t1))
        case .arc(let c): return .arc(c.subsegment(from: t0, to: t1))
        }
    }

    /// s(t0, t1) within `accuracy` points.
    public func arcLength(from t0: Double = 0, to t1: Double = 1, accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        switch self {
        case .line(let c): return c.arcLength(from: t0, to: t1, accuracy: accuracy)
        case .quadratic(let c): return c.arcLength(from: t0, to: t1, accuracy: accuracy)
        case .cubic(let c): return c.arcLength(from: t0, to: t1, accuracy: accuracy)
        case .arc(let c): return c.arcLength(from: t0, to: t1, accuracy: accuracy)
        }
    }

    /// The parameter at arc length `s` from the segment's start.
    public func parameter(atArcLength s: Double, totalLength: Double? = nil, accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        switch self {
        case .line(let c): return c.parameter(atArcLength: s, totalLength: totalLength, accuracy: accuracy)
        case .quadratic(let c): return c.parameter(atArcLength: s, totalLength: totalLength, accuracy: accuracy)
        case .cubic(let c): return c.parameter(atArcLength: s, totalLength: totalLength, accuracy: accuracy)
        case .arc(let c): return c.parameter(atArcLength: s, totalLength: totalLength, accuracy: accuracy)
        }
    }

    public var boundingBox: Rect {
        switch self {
        case .line(let c): return c.boundingBox
        case .quadratic(let c): return c.boundingBox
        case .cubic(let c): return c.boundingBox
        case .arc(let c): return c.boundingBox
        }
    }

    /// The direction of travel at t, atan2(dy, dx) in radians (clockwise on a y-down screen).
    /// Where C′(t) vanishes (a cusp, a degenerate control point) the first non-zero higher
    /// derivative gives the direction the curve leaves in; a zero-length segment gives 0.
    ///
    /// Angles do not change under translation and positive scaling, so Béziers are evaluated on
    /// their control points relative to the start, divided by a power of two (`Point.relative`):
    /// derivatives of curves with coordinates near 1.8e308 cannot overflow, nor those near the
    /// subnormal range underflow.
    public func tangentAngle(at t: Double) -> Double {
        switch self {
        case .line(let l):
            return Line(.zero, 0.5 * l.end - 0.5 * l.start).tangentAngleOfNormalised
        case .quadratic(let q):
            let (unit, a, b, _) = Point.relative(to: q.p0, q.p1, q.p2, q.p2)
            if unit != 1 { return PathSegment.quadratic(QuadraticBezier(.zero, a, b)).tangentAngle(at: t) }
        case .cubic(let c):
            let (unit, a, b, d) = Point.relative(to: c.p0, c.p1, c.p2, c.p3)
            if unit != 1 { return PathSegment.cubic(CubicBezier(.zero, a, b, d)).tangentAngle(at: t) }
        case .arc: break
        }
        let d = derivative(at: t)
        let scale = max((end - start).length, boundingBox.width + boundingBox.height)
        if d.length > 1e-9 * scale { return d.angle }
        switch self {
        case .quadratic(let q):
            let dd = q.p2 - 2 * q.p1 + q.p0
            if dd.lengthSquared > 0 { return dd.angle }
        case .cubic(let c):
            let dd = c.secondDerivative(at: t)
            if dd.length > 1e-9 * scale { return (t < 1 ? dd : -dd).angle }
            let ddd = c.p3 - 3 * c.p2 + 3 * c.p1 - c.p0
            if ddd.lengthSquared > 0 { return ddd.angle }
        default: break
        }
        let chord = end - start
        return chord.lengthSquared > 0 ? chord.angle : 0
    }
}

extension Line {
    /// The direction of end − start (0 for a point): a line from the origin needs no scaling.
    var tangentAngleOfNormalised: Double { end == start ? 0 : (end - start).angle }
}
