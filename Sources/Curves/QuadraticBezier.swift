/// A quadratic Bézier segment, C(t) = (1−t)²·p0 + 2(1−t)t·p1 + t²·p2.
///
/// C′(t) = 2[(1−t)(p1 − p0) + t(p2 − p1)] is linear, so the speed is the square root of a
/// quadratic: smooth unless the curve is collinear and turns back, where C′ = 0 at the root of
/// its components — those roots are the integrand's break points.
@frozen
public struct QuadraticBezier: ParametricCurveArcLength, ParametricCurveBounds, Hashable {
    public var p0: Point, p1: Point, p2: Point

    @inlinable public init(_ p0: Point, _ p1: Point, _ p2: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
    }

    @inlinable public var start: Point { p0 }
    @inlinable public var end: Point { p2 }

    @inlinable public func point(at t: Double) -> Point {
        if t == 0 { return p0 }
        if t == 1 { return p2 }
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, c = t * t
        return Point(a * p0.x + b * p1.x + c * p2.x, a * p0.y + b * p1.y + c * p2.y)
    }

    @inlinable public func derivative(at t: Double) -> Point {
        2 * ((1 - t) * (p1 - p0) + t * (p2 - p1))
    }

    /// Exact restriction to [t0, t1]: ends C(t0), C(t1); control C(t0) + ½(t1 − t0)·C′(t0).
    @inlinable public func subsegment(from t0: Double, to t1: Double) -> QuadraticBezier {
        let a = point(at: t0), c = point(at: t1)
        let d = t1 - t0
        // The control point is the intersection of the end tangents; averaging the two exact
        // expressions keeps the rounding symmetric.
        let b0 = a + (0.5 * d) * derivative(at: t0), b1 = c - (0.5 * d) * derivative(at: t1)
        return QuadraticBezier(a, 0.5 * (b0 + b1), c)
    }

    /// C′(t) = unit·(u·t + v) per axis, speed unit·√(x′² + y′²), break points at component
    /// zeros where the speed is less than a quarter of its larger end value. The coefficients
    /// come from the control points relative to p0 divided by a power of two
    /// (`Point.relative`): no overflow or underflow of the squares at any magnitude;
    /// `unit` is that power of two (1 when normalised).
    @frozen public struct Integrand: ArcLengthIntegrand {
        public var ux: Double, vx: Double, uy: Double, vy: Double
        /// The factor the speed is multiplied by.
        public var unit: Double
        /// The power of two the coefficients are divided by.
        public var scale: Double
        public var breakpoints: Breakpoints

        @inlinable init(_ q: QuadraticBezier, normalised: Bool = false) {
            let (u, r1, r2, _) = Point.relative(to: q.p0, q.p1, q.p2, q.p2)
            let d0 = 2 * r1, d1 = 2 * (r2 - r1)
            ux = d1.x - d0.x; vx = d0.x
            uy = d1.y - d0.y; vy = d0.y
            scale = u
            unit = 1
            breakpoints = Breakpoints()
            let limit = max(d0.length, d1.length)
            let rx = ux != 0 ? -vx / ux : .nan, ry = uy != 0 ? -vy / uy : .nan
            if rx > 0 && rx < 1 && speed(at: rx) < 0.25 * limit { breakpoints.insert(rx) }
            if ry > 0 && ry < 1 && speed(at: ry) < 0.25 * limit { breakpoints.insert(ry) }
            if !normalised { unit = u }
        }

        @inlinable public func speed(at t: Double) -> Double {
            let dx = ux * t + vx, dy = uy * t + vy
            return unit * (dx * dx + dy * dy).squareRoot()
        }
    }

    @inlinable public var arcLengthIntegrand: Integrand { Integrand(self) }

    /// The inverse of the length on the normalised speed, to accuracy·min(1, scale).
    @inlinable public func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double {
        let f = Integrand(self, normalised: true)
        let tol = accuracy / max(f.scale, 1)
        let total = totalLength.map { $0 / f.scale } ?? ArcLength.integrate(f, from: 0, to: 1, accuracy: tol)
        return ArcLength.inverse(f, arcLength: s / f.scale, totalLength: total, accuracy: tol)
    }

    public var boundingBox: Rect {
        var r = Rect(p0, p2)
        let d0 = p1 - p0, d1 = p2 - p1
        for (a, b) in [(d0.x, d1.x), (d0.y, d1.y)] where a - b != 0 {
            let t = a / (a - b)
            if t > 0 && t < 1 { r.include(point(at: t)) }
        }
        return r
    }
}
