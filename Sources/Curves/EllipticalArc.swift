// Implementation goals, in order of priority:
//  1. Exact geometry: the arc is kept in centre form (SVG 1.1 F.6.5), its ends stored exactly,
//     so paths join without gaps and trimming never approximates.
//  2. Accurate lengths: a circular arc is r·|Δθ| in closed form; an elliptical arc (an
//     incomplete elliptic integral of the second kind, no elementary closed form) goes through
//     adaptive Gauss–Legendre, broken at the quadrant angles where the speed is extremal.
//  3. SVG semantics: endpoint → centre conversion with out-of-range radii scaled up (F.6.6).

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

    /// What an SVG `A` command from `from` draws (SVG 1.1 F.6.5–F.6.6): nil when the ends
    /// coincide (the command is skipped), a radius is zero, or the ends are too close for
    /// their half-distance to be represented (the caller draws a line).
    /// Radii are made positive and scaled up by √Λ when no ellipse of that size joins the ends.
    /// `rotation` is in radians here (SVG writes degrees).
    public init?(svgFrom from: Point, radii r: Point, rotation phi: Double, largeArc: Bool, sweepFlag: Bool, to: Point) {
        if from == to { return nil }
        var rx = abs(r.x), ry = abs(r.y)
        if rx == 0 || ry == 0 { return nil }
        let (s, c) = (Double.sin(phi), Double.cos(phi))
        let hx = 0.5 * (from.x - to.x), hy = 0.5 * (from.y - to.y)
        let x1 = c * hx + s * hy, y1 = -s * hx + c * hy
        // In units of the radii (X, Y), so that squares of tiny or huge lengths neither
        // underflow nor overflow (radii of 1e-300 gave 0/0 = NaN before).
        var X = x1 / rx, Y = y1 / ry
        if X * X + Y * Y > 1 + 8 * Double.ulpOfOne {  // (a re-read, already scaled arc stays as it is)
            // Too small to reach: scale the radii by √λ, λ = X² + Y², written with hypot.
            (rx, ry) = (Double.hypot(x1, y1 * (rx / ry)), Double.hypot(x1 * (ry / rx), y1))
            X = x1 / rx
            Y = y1 / ry
        }
        // Ends closer than the half-ulp that 0.5·(from − to) loses: no arc to draw.
        let m = max(abs(X), abs(Y))
        guard m > 0, m.isFinite, rx.isFinite, ry.isFinite else { return nil }
        // The centre sits √(1 − λ) along the unit normal of (X, Y); the direction is taken
        // first, so that ends a few subnormals apart (√λ ≈ 1e-323) do not overflow 1/√λ.
        let (ux, uy) = (X / m, Y / m)
        let un = Double.hypot(ux, uy)
        let (dx, dy) = (ux / un, uy / un)
        var root = max(0, 1 - X * X - Y * Y).squareRoot()
        if largeArc == sweepFlag { root = -root }
        let cx1 = root * rx * dy, cy1 = -root * ry * dx
        // (Halves first: from + to overflows for ends near ±1.8e308.)
        let centre = Point(c * cx1 - s * cy1 + (0.5 * from.x + 0.5 * to.x), s * cx1 + c * cy1 + (0.5 * from.y + 0.5 * to.y))
        let u = Point(X - root * dy, Y + root * dx)
        let v = Point(-X - root * dy, -Y + root * dx)
        let theta1 = u.angle
        var dTheta = Double.atan2(y: u.cross(v), x: u.dot(v))
        if !sweepFlag && dTheta > 0 { dTheta -= 2 * .pi }
        if sweepFlag && dTheta < 0 { dTheta += 2 * .pi }
        self.center = centre
        self.radii = Point(rx, ry)
        self.rotation = phi
        self.startAngle = theta1
        self.sweep = dTheta
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
    /// (the extrema of the speed; for an elongated ellipse the minima are sharp).
    @frozen public struct Integrand: ArcLengthIntegrand {
        public var rx2: Double, ry2: Double, theta1: Double, sweep: Double
        public var breakpoints: Breakpoints

        @inlinable init(_ a: EllipticalArc) {
            rx2 = a.radii.x * a.radii.x
            ry2 = a.radii.y * a.radii.y
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
            return abs(sweep) * (rx2 * s * s + ry2 * c * c).squareRoot()
        }
    }

    @inlinable public var arcLengthIntegrand: Integrand { Integrand(self) }

    /// Circular: r·|Δθ|·(t1 − t0) exactly; elliptical: adaptive Gauss–Legendre.
    @inlinable public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        if isCircular { return radii.x * abs(sweep) * (t1 - t0) }
        return ArcLength.integrate(arcLengthIntegrand, from: t0, to: t1, accuracy: accuracy)
    }

    @inlinable public func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double {
        if isCircular {
            let l = radii.x * abs(sweep)
            guard l > 0, s > 0 else { return 0 }
            return min(1, s / l)
        }
        let f = arcLengthIntegrand
        let total = totalLength ?? ArcLength.integrate(f, from: 0, to: 1, accuracy: accuracy)
        return ArcLength.inverse(f, arcLength: s, totalLength: total, accuracy: accuracy)
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
