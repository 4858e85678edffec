// Implementation goals, in order of priority:
//  1. Exact geometry: the arc is kept in centre form (SVG 1.1 F.6.5), its ends stored exactly,
//     so paths join without gaps and trimming never approximates.
//  2. Accurate lengths: a circular arc is r·|Δθ| in closed form; an elliptical arc (an
//     incomplete elliptic integral of the second kind, no elementary closed form) goes through
//     adaptive Gauss–Legendre, broken at the quadrant angles where the speed is extremal.
//  3. SVG semantics: SVG 2's endpoint → centre conversion (F.6.5) and out-of-range radii
//     (F.6.6), computed without cancellation (see `init(svgFrom:…)`).

import RealModule

/// An arc of an ellipse with centre `center`, radii `radii` = (rx, ry), the x axis rotated by
/// `rotation` radians, from angle θ₁ = `startAngle` through `sweep` = Δθ radians:
///
///     C(t) = center + R(φ)·(rx·cos θ, ry·sin θ),   θ = θ₁ + t·Δθ.
///
/// In y-down screen coordinates a positive Δθ runs **clockwise** on screen (SVG sweep-flag 1,
/// UIKit `clockwise: true`). `start` and `end` are stored exactly (C(0) and C(1) return them),
/// so a path made of arcs is continuous to the bit.
@frozen
public struct EllipticalArc: ParametricCurveArcLength, ParametricCurveBounds, Hashable {
    public var center: Point
    /// (rx, ry), both > 0.
    public var radii: Point
    /// φ, radians.
    public var rotation: Double
    /// θ₁, radians.
    public var startAngle: Double
    /// Δθ, radians (positive = clockwise on a y-down screen).
    public var sweep: Double
    public var start: Point
    public var end: Point

    /// An arc in centre form; the ends are computed from it.
    @inlinable
    public init(center: Point, radii: Point, rotation: Double = 0, startAngle: Double, sweep: Double) {
        self.center = center
        self.radii = radii
        self.rotation = rotation
        self.startAngle = startAngle
        self.sweep = sweep
        self.start = .zero
        self.end = .zero
        self.start = evaluate(startAngle)
        self.end = evaluate(startAngle + sweep)
    }

    /// A circular arc the way `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
    /// draws it: clockwise (on screen, y down) means increasing angle; the sweep is brought into
    /// [0, 2π] (clockwise) or [−2π, 0] (counter-clockwise).
    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var d = endAngle - startAngle
        let twoPi = 2 * Double.pi
        if clockwise {
            if d > twoPi { d = twoPi } else if d < 0 { d = d.truncatingRemainder(dividingBy: twoPi) + twoPi }
        } else {
            if d < -twoPi { d = -twoPi } else if d > 0 { d = d.truncatingRemainder(dividingBy: twoPi) - twoPi }
        }
        self.init(center: center, radii: Point(radius, radius), startAngle: startAngle, sweep: d)
    }

    /// What an SVG `A` command from `from` draws, by SVG 2's implementation notes: F.6.5
    /// (endpoint → centre parameterisation) and F.6.6 (out-of-range radii). nil when the ends
    /// coincide (the command is skipped) or a radius is zero (the caller draws a straight line);
    /// negative radii count by their absolute value; radii too small for any ellipse of that
    /// shape to join the ends are scaled up by √Λ. `rotation` is in radians here (SVG writes
    /// degrees). All inputs must be finite.
    ///
    /// Implementation goals, in order of priority:
    ///  1. No cancellation where the geometry is ill-conditioned. With the half chord
    ///     (x₁′, y₁′) = R(−φ)·(from − to)/2 in the ellipse's frame, the normalised frame
    ///     a = x₁′/rx, b = y₁′/ry turns the ellipse into the unit circle: Λ = a² + b² = d², the
    ///     centre lies at c = ±(h/d)·(b, −a) with h = √(1 − Λ), and F.6.5's radicand is
    ///     (1 − Λ)/Λ. Near a half circle 1 − Λ is the difference of nearly equal numbers, and
    ///     rounding residues of ~1e-16 in it would move the centre by √(1e-16)·r ≈ 1e-8·r. So
    ///     the half chord is formed exactly (two-sum), rotated, divided and squared in
    ///     double-double (`DoubleDouble`, ~1e-32), and 1 − Λ is known to ~1e-32 absolute.
    ///  2. One rule for "on the circle": Λ ≥ 1 − 4·2⁻⁵³ counts as exactly on it (h = 0, centre at
    ///     the chord's midpoint, |Δθ| = π); Λ > 1 also scales the radii by √Λ (F.6.6). Ends
    ///     written out in decimal, or computed from a centre, miss the circle by rounding; without
    ///     the rule a half circle read back from its own serialisation would move its centre by
    ///     up to √(8·2⁻⁵³)·r ≈ 2e-8·r.
    ///  3. The sweep without an angle difference: |Δθ| = 2·atan2(d, h) for the small arc and
    ///     2·atan2(d, −h) for the large one (exactly π on the circle), signed by the sweep flag;
    ///     θ₁ = atan2 of the unit vector from the centre to the start in the normalised frame.
    ///  4. Any magnitude: the inputs are first scaled by a power of two (exact) so the largest
    ///     lies in [1, 2); radii far too small (Λ > 4, up to 5e-324 against 1e308) are scaled up
    ///     as rx·√Λ = hypot(x₁′, y₁′·rx/ry), which neither overflows nor underflows.
    ///  5. Circles (|rx| = |ry|) do not depend on the rotation: they are solved with φ = 0 and
    ///     θ₁ is shifted by −φ, so rounding of cos φ and sin φ cannot enter Λ.
    ///
    ///  6. The rotation of an ellipse enters Λ through cos φ and sin φ, also in double-double
    ///     (`DoubleDouble.cosSin`, ~1e-31): rounded to doubles they would move Λ by ~2ε, and
    ///     where 1 − Λ = δ is that small the centre by ~ε·r/√δ.
    ///
    /// Error bound: the centre, radii and every point within ~4ε·max(|from|, |to|, rx, ry), θ₁
    /// and Δθ within ~4ε (ε = 2⁻⁵³), the length within ~4ε relative (measured against the mpmath
    /// reference, `SVGArcReferenceTests`: worst 3.1e-16; the points at a distance 4.4e-14, the
    /// inverse arc length's tolerance). The rotation φ is taken as the given double (radians);
    /// beyond |φ| = 1e6 it is first reduced modulo the double nearest 2π.
    public init?(svgFrom from: Point, radii r: Point, rotation phi: Double, largeArc: Bool, sweepFlag: Bool, to: Point) {
        precondition(from.isFinite && to.isFinite && r.isFinite && phi.isFinite, "EllipticalArc(svgFrom:): inputs must be finite")
        if from == to { return nil }
        if r.x == 0 || r.y == 0 { return nil }
        let circle = abs(r.x) == abs(r.y)
        // Scale by 2^k (exact) so the largest input lies in [1, 2).
        let big = max(abs(from.x), abs(from.y), abs(to.x), abs(to.y), abs(r.x), abs(r.y))
        let k = -Int(big.exponent)
        func up(_ v: Double) -> Double { Double(sign: .plus, exponent: k, significand: v) }
        func down(_ v: Double) -> Double { Double(sign: .plus, exponent: -k, significand: v) }
        let x1 = up(from.x), y1 = up(from.y), x2 = up(to.x), y2 = up(to.y)
        // A radius flushed to zero by the scaling is ~1e-300 of the chord: far too small either way.
        var rx = max(up(abs(r.x)), .leastNonzeroMagnitude), ry = max(up(abs(r.y)), .leastNonzeroMagnitude)
        // cos φ and sin φ in double-double: their rounding to doubles alone would move Λ by ~2ε.
        let (cdd, sdd) =
            circle ? (DoubleDouble(1), DoubleDouble(0)) : DoubleDouble.cosSin(abs(phi) <= 1e6 ? phi : phi.remainder(dividingBy: 2 * .pi))
        let (s, c) = (sdd.value, cdd.value)
        let hx = DoubleDouble.sum(x1, -x2) * 0.5, hy = DoubleDouble.sum(y1, -y2) * 0.5
        let xp = hx * cdd + hy * sdd, yp = hy * cdd - hx * sdd
        var a: Double, b: Double, d: Double, h: Double
        let rough = Double.hypot(xp.hi / rx, yp.hi / ry)
        if !(rough <= 2) {
            // Far too small: rx·√Λ = hypot(x₁′, y₁′·rx/ry), ry·√Λ = hypot(x₁′·ry/rx, y₁′).
            let (qx, qy) = circle ? (1.0, 1.0) : (rx / ry, ry / rx)
            (rx, ry) = (Double.hypot(xp.hi, yp.hi * qx), Double.hypot(xp.hi * qy, yp.hi))
            a = xp.hi / rx
            b = yp.hi / ry
            d = 1
            h = 0
        } else {
            let na = xp / DoubleDouble(rx), nb = yp / DoubleDouble(ry)
            let lambda = na * na + nb * nb
            let delta = DoubleDouble(1) - lambda
            a = na.value
            b = nb.value
            if delta.hi <= 4 * 0x1p-53 {
                // On the circle; F.6.6 scales the radii when Λ > 1.
                if delta.hi < 0 || (delta.hi == 0 && delta.lo < 0) {
                    let scale = lambda.value.squareRoot()
                    rx *= scale
                    ry *= scale
                    a /= scale
                    b /= scale
                }
                d = 1
                h = 0
            } else {
                d = lambda.value.squareRoot()
                h = delta.value.squareRoot()
            }
        }
        let side = largeArc != sweepFlag ? 1.0 : -1.0
        var cnx: Double, cny: Double
        if d >= 0x1p-480 {
            let f = side * h / d
            (cnx, cny) = (f * b, -f * a)
        } else {
            // A chord below ~1e-144 of the radii: Λ = d² underflows (and a, b lose their
            // digits, or vanish when the scaled chord rounds to 0), so h/d is no use. Here h = 1
            // to the last bit, and (a, b)/d is the unit vector along (x₁′/rx, y₁′/ry), which
            // (x₁′·ry, y₁′·rx) shares: taken from the unscaled differences, scaled by their own
            // power of two.
            let ex = from.x - to.x, ey = from.y - to.y
            let e = max(abs(ex), abs(ey))
            let m = -Int(e.exponent)
            let sx = Double(sign: .plus, exponent: m, significand: ex), sy = Double(sign: .plus, exponent: m, significand: ey)
            let ux = (sx * c + sy * s) * ry, uy = (sy * c - sx * s) * rx
            let norm = Double.hypot(ux, uy)
            (cnx, cny) = norm > 0 ? (side * uy / norm, -side * ux / norm) : (0, -side)
            d = Double.hypot(a, b)
        }
        let cxp = rx * cnx, cyp = ry * cny
        self.center = Point(down(c * cxp - s * cyp + 0.5 * (x1 + x2)), down(s * cxp + c * cyp + 0.5 * (y1 + y2)))
        self.radii = Point(down(rx), down(ry))
        self.rotation = phi
        self.startAngle = Double.atan2(y: b - cny, x: a - cnx) - (circle ? phi : 0)
        self.sweep = 2 * Double.atan2(y: d, x: largeArc ? -h : h) * (sweepFlag ? 1 : -1)
        self.start = from
        self.end = to
    }

    /// The point at angle θ (not at a parameter).
    @inlinable public func evaluate(_ theta: Double) -> Point {
        let (s, c) = (Double.sin(theta), Double.cos(theta))
        let (sp, cp) = (Double.sin(rotation), Double.cos(rotation))
        let x = radii.x * c, y = radii.y * s
        return Point(center.x + cp * x - sp * y, center.y + sp * x + cp * y)
    }

    @inlinable public func point(at t: Double) -> Point {
        if t == 0 { return start }
        if t == 1 { return end }
        return evaluate(startAngle + t * sweep)
    }

    @inlinable public func derivative(at t: Double) -> Point {
        let theta = startAngle + t * sweep
        let (s, c) = (Double.sin(theta), Double.cos(theta))
        let (sp, cp) = (Double.sin(rotation), Double.cos(rotation))
        let x = -radii.x * s * sweep, y = radii.y * c * sweep
        return Point(cp * x - sp * y, sp * x + cp * y)
    }

    /// The arc over angles θ₁ + [t0, t1]·Δθ, with ends exactly C(t0), C(t1).
    @inlinable public func subsegment(from t0: Double, to t1: Double) -> EllipticalArc {
        var a = self
        a.startAngle = startAngle + t0 * sweep
        a.sweep = (t1 - t0) * sweep
        a.start = point(at: t0)
        a.end = point(at: t1)
        return a
    }

    /// Whether rx = ry (the length is then r·|Δθ| exactly).
    @inlinable public var isCircular: Bool { radii.x == radii.y }

    /// Speed |Δθ|·√(rx² sin²θ + ry² cos²θ); break points where θ crosses a multiple of π/2
    /// (the extrema of the speed; for an elongated ellipse the minima are sharp). The radii are
    /// stored divided by `unit`, a power of two near max(rx, ry), so their squares neither
    /// overflow nor underflow at any magnitude (radii from 1e-300 to 1e300); the speed is
    /// `unit`·|Δθ|·√(…).
    @frozen public struct Integrand: ArcLengthIntegrand {
        public var rx2: Double, ry2: Double, theta1: Double, sweep: Double
        public var unit: Double
        public var breakpoints: Breakpoints

        /// `normalised`: unit 1, the speed in units of ``EllipticalArc/radiusUnit``.
        @inlinable init(_ a: EllipticalArc, normalised: Bool = false) {
            let u = a.radiusUnit
            rx2 = (a.radii.x / u) * (a.radii.x / u)
            ry2 = (a.radii.y / u) * (a.radii.y / u)
            unit = normalised ? 1 : u
            theta1 = a.startAngle
            sweep = a.sweep
            breakpoints = Breakpoints()
            if sweep != 0 && rx2 != ry2 {
                let q = 0.5 * Double.pi
                let lo = min(theta1, theta1 + sweep), hi = max(theta1, theta1 + sweep)
                var k = (lo / q).rounded(.up)
                while k * q < hi && breakpoints.count < Breakpoints.capacity {
                    breakpoints.insert((k * q - theta1) / sweep)
                    k += 1
                }
            }
        }

        @inlinable public func speed(at t: Double) -> Double {
            let theta = theta1 + t * sweep
            let (s, c) = (Double.sin(theta), Double.cos(theta))
            return unit * abs(sweep) * (rx2 * s * s + ry2 * c * c).squareRoot()
        }
    }

    /// The power of two 2^⌊log₂ max(rx, ry)⌋ (1 for a degenerate zero radius): lengths of
    /// elliptical arcs are integrated in this unit.
    @inlinable public var radiusUnit: Double {
        let m = max(radii.x, radii.y)
        guard m > 0, m.isFinite else { return 1 }
        return Double(sign: .plus, exponent: m.exponent, significand: 1)
    }

    @inlinable public var arcLengthIntegrand: Integrand { Integrand(self) }

    /// Circular: r·|Δθ|·(t1 − t0) exactly; elliptical: adaptive Gauss–Legendre on the speed in
    /// units of ``radiusUnit``, to min(accuracy, 1e-13·``radiusUnit``) — so an arc of any size,
    /// 1e-300 as 1e300, keeps ~13 significant digits or better (measured: a few ulps).
    @inlinable public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        if isCircular { return radii.x * abs(sweep) * (t1 - t0) }
        let u = radiusUnit
        let f = Integrand(self, normalised: true)
        return u * ArcLength.integrate(f, from: t0, to: t1, accuracy: min(accuracy / u, 1e-13))
    }

    @inlinable public func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double {
        if isCircular {
            let l = radii.x * abs(sweep)
            guard l > 0, s > 0 else { return 0 }
            return min(1, s / l)
        }
        let u = radiusUnit
        let f = Integrand(self, normalised: true)
        let tol = min(accuracy / u, 1e-13)
        let total = totalLength.map { $0 / u } ?? ArcLength.integrate(f, from: 0, to: 1, accuracy: tol)
        return ArcLength.inverse(f, arcLength: s / u, totalLength: total, accuracy: tol)
    }

    /// Ends plus the angles where x′ or y′ vanishes inside the sweep.
    public var boundingBox: Rect {
        var r = Rect(start, end)
        let (sp, cp) = (Double.sin(rotation), Double.cos(rotation))
        // x(θ) ∝ rx·cosφ·cosθ − ry·sinφ·sinθ is extremal at θ = atan2(−ry sinφ, rx cosφ) + kπ;
        // y(θ) ∝ rx·sinφ·cosθ + ry·cosφ·sinθ at θ = atan2(ry cosφ, rx sinφ) + kπ.
        let lo = min(startAngle, startAngle + sweep), hi = max(startAngle, startAngle + sweep)
        for base in [Double.atan2(y: -radii.y * sp, x: radii.x * cp), Double.atan2(y: radii.y * cp, x: radii.x * sp)] {
            var k = ((lo - base) / .pi).rounded(.up)
            while base + k * .pi <= hi {
                r.include(evaluate(base + k * .pi))
                k += 1
            }
        }
        return r
    }
}
