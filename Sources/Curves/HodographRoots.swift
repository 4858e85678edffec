/// The complex roots of a quadratic hodograph, and from them an a-priori error bound for
/// Gauss–Legendre quadrature of its speed.
///
/// With C′(t) = (aₓt² + bₓt + cₓ, a_yt² + b_yt + c_y), write C′ as the complex quadratic
/// P(t) = A·t² + B·t + C, A = aₓ + i·a_y (and so on). For real t, |C′(t)| = |P(t)| =
/// |A|·|t − z₁|·|t − z₂| where z₁, z₂ are P's roots: the speed is a product of two factors
/// √((t − Re z)² + (Im z)²), analytic except at z and z̄ (branch points), and entire (linear)
/// on any interval not containing a real root.
///
/// On a panel [a, b] (centre m, half-width h), the speed is then analytic in the open Bernstein
/// ellipse E_ρ whose parameter ρ is that of the nearest root (ρ(u) = s + √(s² − 1),
/// s = (|u − 1| + |u + 1|)/2, u = (z − m)/h), and bounded there by
/// M = |A|·Π(|m − z| + h·(ρ + 1/ρ)/2). The n-point Gauss–Legendre rule then errs by at most
/// (64/15)·M·h·ρ^(−2n)/(ρ² − 1) (Trefethen, *Approximation Theory and Approximation Practice*,
/// Thm 19.3). Two refinements make the bound useful where it matters:
/// - a root z at distance δ from the nearest real point p outside the open panel (a cusp or a
///   turning point at the panel's end, where δ is 0 or rounding-sized) is replaced by p: the
///   factor |t − p| is linear on the panel and |t − z| differs from it by at most δ, which adds
///   2·(b − a)·|A|·δ·max|t − z_other| (once for the integral, once for the rule's weights);
/// - when z₁ ≈ z₂ (a Pythagorean-hodograph cubic, such as the quarter-circle-like "arch"),
///   |t − z₁|·|t − z₂| is within |d|² (d = (z₁ − z₂)/2) of the quadratic |t − w|², w their mean,
///   which 4-point Gauss–Legendre integrates exactly: the error is at most 2·(b − a)·|A|·|d|².
///
/// The bound covers truncation only: the rounding of the roots, of the speed and of the sum adds
/// a few ulp of the result, as for any quadrature.
@frozen
public struct HodographRoots: Sendable, Hashable {
    /// |A| (0: the hodograph is linear or constant).
    public var scale: Double
    /// Real and imaginary parts of the roots (count of them in `count`: 0, 1 or 2).
    public var z1re: Double, z1im: Double, z2re: Double, z2im: Double
    /// How many roots P has (1 when A = 0 ≠ B; 0 when A = B = 0).
    public var count: Int
    /// The factor that multiplies |P(t)| into the speed (when the speed is |P|·factor).
    public var factor: Double

    /// Roots of (ax + i·ay)·t² + (bx + i·by)·t + (cx + i·cy), by the stable complex formula
    /// q = −(B + σ·√(B² − 4AC))/2 with σ = ±1 making |q| the larger, z = q/A and C/q.
    @inlinable
    public init(ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double, factor: Double = 1) {
        self.factor = factor
        scale = (ax * ax + ay * ay).squareRoot()
        z1re = 0; z1im = 0; z2re = 0; z2im = 0
        if ax == 0 && ay == 0 {
            let bb = bx * bx + by * by
            if bb == 0 {
                count = 0
                scale = 0
                return
            }
            // Linear: z = −C/B, |P| = |B|·|t − z|; stored as one root with scale |B|.
            count = 1
            scale = bb.squareRoot()
            z1re = -(cx * bx + cy * by) / bb
            z1im = -(cy * bx - cx * by) / bb
            return
        }
        count = 2
        // D = B² − 4AC
        let dre = bx * bx - by * by - 4 * (ax * cx - ay * cy)
        let dim = 2 * bx * by - 4 * (ax * cy + ay * cx)
        var (sre, sim) = Self.complexSquareRoot(dre, dim)
        if bx * sre + by * sim < 0 {
            sre = -sre
            sim = -sim
        }
        let qre = -0.5 * (bx + sre), qim = -0.5 * (by + sim)
        // One reciprocal per root instead of two divisions (the roots only steer the bound, whose
        // slack dwarfs an ulp); 1/|A|² overlaps the square root above.
        let inverseA = 1 / (ax * ax + ay * ay)
        z1re = (qre * ax + qim * ay) * inverseA
        z1im = (qim * ax - qre * ay) * inverseA
        let qq = qre * qre + qim * qim
        if qq == 0 {
            z2re = z1re
            z2im = z1im
        } else {
            let inverseQ = 1 / qq
            z2re = (cx * qre + cy * qim) * inverseQ
            z2im = (cy * qre - cx * qim) * inverseQ
        }
    }

    /// √(x + iy), principal branch.
    @inlinable
    static func complexSquareRoot(_ x: Double, _ y: Double) -> (Double, Double) {
        let r = (x * x + y * y).squareRoot()
        if r == 0 { return (0, 0) }
        if x >= 0 {
            let u = (0.5 * (r + x)).squareRoot()
            return (u, y / (2 * u))
        }
        let v = (0.5 * (r - x)).squareRoot()
        let sv = y < 0 ? -v : v
        return (y / (2 * sv), sv)
    }

    /// Semi-major axis s = (ρ + 1/ρ)/2 of the Bernstein ellipse through (re, im), in units of the
    /// half-width h of the panel centred at m (ρ = s + √(s² − 1) grows with s).
    @inlinable @inline(__always)
    static func semiAxis(_ re: Double, _ im: Double, _ m: Double, _ h: Double) -> Double {
        let x = (re - m) * (1 / h), y = im * (1 / h)
        let y2 = y * y
        return 0.5 * (((x - 1) * (x - 1) + y2).squareRoot() + ((x + 1) * (x + 1) + y2).squareRoot())
    }

    /// The fewest Gauss–Legendre points n ∈ {4, 8, 16, 32} for which the bound above proves
    /// |∫ₐᵇ factor·|P| − Gₙ| ≤ tolerance, or 0 when none does on this panel (a root too close).
    @inlinable
    public func gaussLegendrePoints(from a: Double, to b: Double, tolerance: Double) -> Int {
        if count == 0 { return 4 }
        let h = 0.5 * (b - a), m = 0.5 * (a + b), w = b - a
        let k = factor * scale
        if count == 1 {
            // |t − z| alone: one root, kinked or not.
            let (p, delta) = Self.nearestOutside(z1re, z1im, a, b)
            if 2 * w * k * delta <= 0.5 * tolerance { return 4 }
            return Self.points(
                semiAxis: Self.semiAxis(z1re, z1im, m, h), m: m, h: h, k: k, budget: tolerance, z1re, z1im, p, 0, hasSecond: false)
        }
        // Pythagorean hodograph: z1 ≈ z2.
        let dre = 0.5 * (z1re - z2re), dim = 0.5 * (z1im - z2im)
        if 2 * w * k * (dre * dre + dim * dim) <= 0.5 * tolerance { return 4 }
        // A kink's term is at least w²·k·|Im z| (max|t − z_other| ≥ w/2): most panels skip it.
        let kinkLimit = 0.25 * tolerance
        var kink1 = false, kink2 = false, t1 = 0.0, t2 = 0.0, p1 = z1re, p2 = z2re
        if w * w * k * min(abs(z1im), abs(z2im)) <= kinkLimit {
            let e1 = max(Self.distance(a, z1re, z1im), Self.distance(b, z1re, z1im))
            let e2 = max(Self.distance(a, z2re, z2im), Self.distance(b, z2re, z2im))
            let d1: Double, d2: Double
            (p1, d1) = Self.nearestOutside(z1re, z1im, a, b)
            (p2, d2) = Self.nearestOutside(z2re, z2im, a, b)
            t1 = 2 * w * k * d1 * (e2 + d2)
            t2 = 2 * w * k * d2 * (e1 + d1)
            kink1 = t1 <= kinkLimit
            kink2 = t2 <= kinkLimit
        }
        let budget = tolerance - (kink1 ? t1 : 0) - (kink2 ? t2 : 0)
        switch (kink1, kink2) {
        case (true, true): return 4  // a quadratic polynomial on the panel
        case (true, false):
            return Self.points(
                semiAxis: Self.semiAxis(z2re, z2im, m, h), m: m, h: h, k: k, budget: budget, z2re, z2im, p1, 0, hasSecond: true)
        case (false, true):
            return Self.points(
                semiAxis: Self.semiAxis(z1re, z1im, m, h), m: m, h: h, k: k, budget: budget, z1re, z1im, p2, 0, hasSecond: true)
        case (false, false):
            let sa = min(Self.semiAxis(z1re, z1im, m, h), Self.semiAxis(z2re, z2im, m, h))
            return Self.points(semiAxis: sa, m: m, h: h, k: k, budget: budget, z1re, z1im, z2re, z2im, hasSecond: true)
        }
    }

    @inlinable @inline(__always)
    static func distance(_ t: Double, _ re: Double, _ im: Double) -> Double {
        ((t - re) * (t - re) + im * im).squareRoot()
    }

    /// The real point p outside the open interval (a, b) nearest to z (Re z itself when it lies
    /// outside), and |z − p|.
    @inlinable @inline(__always)
    static func nearestOutside(_ re: Double, _ im: Double, _ a: Double, _ b: Double) -> (Double, Double) {
        if re <= a || re >= b { return (re, abs(im)) }
        let p = re - a < b - re ? a : b
        return (p, distance(p, re, im))
    }

    /// The smallest n ∈ {4, 8, 16, 32} with (64/15)·M·h·ρ^(−2n)/(ρ² − 1) ≤ budget, ρ from the semi-axis
    /// `sa`, M = k·Π(|m − z| + h·sa) over the root kept (re, im) and, with `hasSecond`, the second
    /// factor (re2, im2: the other root, or the real point that replaced it); 0 if none.
    @inlinable @inline(__always)
    static func points(
        semiAxis sa: Double, m: Double, h: Double, k: Double, budget: Double, _ re: Double, _ im: Double, _ re2: Double,
        _ im2: Double, hasSecond: Bool
    ) -> Int {
        guard sa > 1, budget > 0 else { return 0 }
        // Any ρ′ ≤ ρ is valid too; capping keeps ρ^32 finite on tiny panels.
        let s = min(sa, 1e15)
        let r = s + (s * s - 1).squareRoot()
        let semi = h * s
        var bigM = k * (distance(m, re, im) + semi)
        if hasSecond { bigM *= distance(m, re2, im2) + semi }
        // error(n) = c/((ρ² − 1)·ρ^(2n)) ≤ budget, compared without dividing.
        let c = (64.0 / 15.0) * bigM * h
        let r2 = r * r
        let r8 = (r2 * r2) * (r2 * r2)
        let b4 = budget * (r2 - 1) * r8
        if c <= b4 { return 4 }
        let b8 = b4 * r8
        if c <= b8 { return 8 }
        let r16 = r8 * r8
        let b16 = b8 * r16
        if c <= b16 { return 16 }
        // ρ^64 = ρ^32·ρ^16·ρ^16, multiplied in turn: an overflow means the product is that large.
        if c <= (b16 * r16) * r16 { return 32 }
        return 0
    }
}
