/// A cubic Bézier segment, C(t) = (1−t)³·p0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³·p3.
///
/// The speed |C′(t)| is the square root of a quartic. It is analytic except where C′ = 0 (a
/// cusp, or a collinear curve turning back — there it has a kink, |x′(t)| for the latter), and
/// nearly kinked where C′ almost vanishes. The integrand therefore breaks at the zeros of x′ and
/// y′ in (0, 1) at which the speed is below a quarter of its larger end value: exactly the cusps and
/// turning points, and the near-misses beside them (see ``ArcLength``).
@frozen
public struct CubicBezier: ParametricCurveArcLength, ParametricCurveBounds, Hashable {
    public var p0: Point, p1: Point, p2: Point, p3: Point

    @inlinable public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    @inlinable public var start: Point { p0 }
    @inlinable public var end: Point { p3 }

    @inlinable public func point(at t: Double) -> Point {
        if t == 0 { return p0 }
        if t == 1 { return p3 }
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(
            a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    @inlinable public func derivative(at t: Double) -> Point {
        let mt = 1 - t
        let d0 = p1 - p0, d1 = p2 - p1, d2 = p3 - p2
        return 3 * ((mt * mt) * d0 + (2 * mt * t) * d1 + (t * t) * d2)
    }

    /// C″(t).
    @inlinable public func secondDerivative(at t: Double) -> Point {
        6 * ((1 - t) * (p2 - 2 * p1 + p0) + t * (p3 - 2 * p2 + p1))
    }

    /// Exact restriction to [t0, t1] in Hermite form: ends C(t0), C(t1), inner controls
    /// C(t0) + h/3·C′(t0) and C(t1) − h/3·C′(t1), h = t1 − t0.
    @inlinable public func subsegment(from t0: Double, to t1: Double) -> CubicBezier {
        let a = point(at: t0), d = point(at: t1)
        let h = (t1 - t0) / 3
        var b = a + h * derivative(at: t0), c = d - h * derivative(at: t1)
        if t0 == 0 && t1 == 1 { b = p1; c = p2 }
        return CubicBezier(a, b, c, d)
    }

    /// C′(t) = unit·(a·t² + b·t + c) per axis (power form, Horner), with the break points. The
    /// coefficients come from the control points relative to p0 divided by a power of two
    /// (`Point.relative`), so the squares in the speed neither overflow nor underflow
    /// for coordinates from subnormal to 1.8e308; `unit` (that power of two, or 1 when
    /// normalised) multiplies the speed.
    @frozen public struct Integrand: ArcLengthIntegrand {
        public var ax: Double, bx: Double, cx: Double
        public var ay: Double, by: Double, cy: Double
        /// The factor the speed is multiplied by.
        public var unit: Double
        /// The power of two the coefficients are divided by.
        public var scale: Double
        public var breakpoints: Breakpoints
        /// The hodograph's complex roots: the a-priori quadrature bound.
        public var roots: HodographRoots

        @inlinable init(_ q: CubicBezier, normalised: Bool = false) {
            let (u, r1, r2, r3) = Point.relative(to: q.p0, q.p1, q.p2, q.p3)
            let d0 = 3 * r1, d1 = 3 * (r2 - r1), d2 = 3 * (r3 - r2)
            ax = d0.x - 2 * d1.x + d2.x; bx = 2 * (d1.x - d0.x); cx = d0.x
            ay = d0.y - 2 * d1.y + d2.y; by = 2 * (d1.y - d0.y); cy = d0.y
            scale = u
            unit = 1
            breakpoints = Breakpoints()
            roots = HodographRoots(ax: ax, bx: bx, cx: cx, ay: ay, by: by, cy: cy)
            // x′ = d0.x·(1−t)² + 2·d1.x·t(1−t) + d2.x·t² (Bernstein form), and likewise y′: when an
            // axis's three coefficients share a sign, its derivative has no zero in (0, 1) (the
            // three basis functions are positive there) and its roots are not computed.
            let xTurns = !Self.keepsSign(d0.x, d1.x, d2.x), yTurns = !Self.keepsSign(d0.y, d1.y, d2.y)
            if xTurns || yTurns {
                // The end speeds by √(x² + y²): the coordinates are normalised (the largest
                // difference in [1, 2)), so only a squared length below ~1e-280 needs `hypot`.
                let ends = max(d0.lengthSquared, d2.lengthSquared)
                let limit = ends > 0x1p-930 ? 0.25 * ends.squareRoot() : 0.25 * max(d0.length, d2.length)
                if xTurns {
                    let (x0, x1) = Polynomial.quadraticRootsInUnitInterval(ax, bx, cx)
                    if x0 == x0 && speed(at: x0) < limit { breakpoints.insert(x0) }
                    if x1 == x1 && speed(at: x1) < limit { breakpoints.insert(x1) }
                }
                if yTurns {
                    let (y0, y1) = Polynomial.quadraticRootsInUnitInterval(ay, by, cy)
                    if y0 == y0 && speed(at: y0) < limit { breakpoints.insert(y0) }
                    if y1 == y1 && speed(at: y1) < limit { breakpoints.insert(y1) }
                }
            }
            if !normalised { unit = u }
            roots.factor = unit
        }

        /// True when a, b, c are all ≥ 0 or all ≤ 0 (false if any is NaN).
        @inlinable @inline(__always)
        static func keepsSign(_ a: Double, _ b: Double, _ c: Double) -> Bool {
            (a >= 0 && b >= 0 && c >= 0) || (a <= 0 && b <= 0 && c <= 0)
        }

        @inlinable public static var hasQuadratureBound: Bool { true }

        @inlinable public func gaussLegendrePoints(from a: Double, to b: Double, tolerance: Double) -> Int {
            roots.gaussLegendrePoints(from: a, to: b, tolerance: tolerance)
        }

        @inlinable @inline(__always) public func speed(at t: Double) -> Double {
            let dx = (ax * t + bx) * t + cx, dy = (ay * t + by) * t + cy
            return unit * (dx * dx + dy * dy).squareRoot()
        }
    }

    @inlinable public var arcLengthIntegrand: Integrand { Integrand(self) }

    /// Adaptive Gauss–Legendre (``ArcLength``) on the normalised speed, to
    /// accuracy·min(1, scale) points (scale: the power of two near the largest control-point
    /// difference): absolute for curves a point or more across, relative to the size for smaller
    /// ones, so a curve at 1e-300 keeps its digits (measured at 2⁻¹⁰⁰⁰ … 2¹⁰⁰⁰: 2.2e-14
    /// relative, as unscaled).
    @inlinable public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        if t0 == t1 { return 0 }
        let f = Integrand(self, normalised: true)
        return f.scale * ArcLength.integrate(f, from: t0, to: t1, accuracy: accuracy / max(f.scale, 1))
    }

    @inlinable public func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double {
        let f = Integrand(self, normalised: true)
        let tol = accuracy / max(f.scale, 1)
        let total = totalLength.map { $0 / f.scale } ?? ArcLength.integrate(f, from: 0, to: 1, accuracy: tol)
        return ArcLength.inverse(f, arcLength: s / f.scale, totalLength: total, accuracy: tol)
    }

    /// Endpoints plus the points where x′ or y′ vanishes.
    public var boundingBox: Rect {
        var r = Rect(p0, p3)
        let f = Integrand(self)
        let (x0, x1) = Polynomial.quadraticRootsInUnitInterval(f.ax, f.bx, f.cx)
        let (y0, y1) = Polynomial.quadraticRootsInUnitInterval(f.ay, f.by, f.cy)
        for t in [x0, x1, y0, y1] where !t.isNaN { r.include(point(at: t)) }
        return r
    }
}
