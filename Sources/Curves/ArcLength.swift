// Implementation goals, in order of priority:
//  1. Lengths within the requested absolute accuracy (default 1e-12 points) on every curve,
//     including cusps (speed 0) and collinear curves that turn back (kinks in the speed).
//  2. No allocation: the nodes are literals, break points live in a fixed-size tuple, the
//     recursion uses the stack.
//  3. Speed: where the integrand proves a panel a priori (cubics, `HodographRoots`), one
//     evaluation of the fewest Gauss–Legendre points that suffice (4, 8 or 16); otherwise one
//     16-point panel plus its two halves (48 evaluations), as in the C peer. The inverse
//     integrates only increments between iterates.

import NumericsCore

/// The speed |C′(t)| of a curve, ready to integrate, with the parameters where it has kinks.
public protocol ArcLengthIntegrand: Sendable {
    /// |C′(t)| in points per unit t.
    func speed(at t: Double) -> Double
    /// Interior parameters in (0, 1), ascending, where the speed has a kink or a sharp minimum
    /// (cusps; collinear curves turning back). Integration splits there.
    var breakpoints: Breakpoints { get }
    /// True when ``gaussLegendrePoints(from:to:tolerance:)`` can prove panels (default false:
    /// every piece goes to the adaptive comparison of a panel with its halves).
    static var hasQuadratureBound: Bool { get }
    /// The fewest Gauss–Legendre points n ∈ {4, 8, 16, 32} for which |∫ₐᵇ speed − Gₙ| ≤ tolerance
    /// is proven a priori (truncation; rounding apart), or 0 when it cannot be on [a, b].
    func gaussLegendrePoints(from a: Double, to b: Double, tolerance: Double) -> Int
}

extension ArcLengthIntegrand {
    @inlinable public static var hasQuadratureBound: Bool { false }
    @inlinable public func gaussLegendrePoints(from a: Double, to b: Double, tolerance: Double) -> Int { 0 }
}

/// Up to six ascending parameters in (0, 1), stored inline (no allocation).
@frozen
public struct Breakpoints: Sendable {
    public static let capacity = 6
    @usableFromInline var storage: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
    @usableFromInline var stored = 0

    @inlinable public init() {}

    /// How many break points are stored.
    @inlinable public var count: Int { stored }

    @inlinable public subscript(i: Int) -> Double {
        get {
            switch i {
            case 0: return storage.0
            case 1: return storage.1
            case 2: return storage.2
            case 3: return storage.3
            case 4: return storage.4
            default: return storage.5
            }
        }
        set {
            switch i {
            case 0: storage.0 = newValue
            case 1: storage.1 = newValue
            case 2: storage.2 = newValue
            case 3: storage.3 = newValue
            case 4: storage.4 = newValue
            default: storage.5 = newValue
            }
        }
    }

    /// Inserts `t` in order if it lies in (0, 1), is not already present and there is room.
    @inlinable public mutating func insert(_ t: Double) {
        guard t > 0, t < 1, stored < Self.capacity else { return }
        for k in 0..<stored where self[k] == t { return }
        var i = stored
        while i > 0 && self[i - 1] > t {
            self[i] = self[i - 1]
            i -= 1
        }
        self[i] = t
        stored += 1
    }
}

/// Gauss–Legendre arc length (proven panels, else adaptive) and its safeguarded-Newton inverse.
///
/// Proven panels: when the integrand has an a-priori bound (``ArcLengthIntegrand/hasQuadratureBound``,
/// cubics), each piece is bisected (at most `provenDepth` times, the tolerance halved per level)
/// until the bound proves a 4-, 8-, 16- or 32-point rule within `provenMargin` (10⁻³) of the panel's
/// tolerance; that rule's value is used. A panel still unproven goes to the adaptive scheme:
///
/// Length: a GL16 panel on [a, b] is compared with GL16 on both halves; if they differ by more
/// than the panel's tolerance, each half is refined with half the tolerance (depth ≤ 40, at most
/// 2048 refinements per piece); a
/// difference below 4 ulp of the value, or below 2 ulp of the whole piece, also stops. The returned sum of halves is far more
/// accurate than the difference that accepted it (GL16 is exact for polynomials of degree 31 and
/// its error falls like h³² on analytic speeds), so the measured error is usually at rounding
/// level — see the "Arc length" article for the figures. The interval is first cut at the
/// integrand's break points, each piece getting an equal share of the budget.
///
/// Inverse: Newton on F(t) = s(0, t) − s, F′ = |C′(t)|, from t = s/L, inside a bracket that
/// every iterate shrinks; a step leaving the bracket (or a zero speed) bisects instead; s(0, t)
/// is carried along by integrating only the increment between iterates. After 12 iterations
/// without |F| ≤ tol the bracket goes to Brent's method (`BracketedRoot`).
public enum ArcLength {
    /// Refinements allowed per piece (each: two 16-point panels); smooth speeds need a few
    /// dozen, so this bounds only pathological, rounding-dominated integrands.
    @usableFromInline static let panelBudget = 2048

    /// 1e-12 points: the default absolute accuracy of lengths and inverses.
    public static let defaultAccuracy = 1e-12

    /// ∫ₐᵇ speed by one 16-point Gauss–Legendre panel (nodes ±xᵢ, weights wᵢ of P₁₆ to 17 digits).
    @inlinable @inline(__always)
    public static func gaussLegendre16<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double) -> Double {
        let h = 0.5 * (b - a), m = 0.5 * (a + b)
        @inline(__always) func pair(_ x: Double) -> Double {
            let d = h * x
            return f.speed(at: m - d) + f.speed(at: m + d)
        }
        var s = 0.027152459411754096 * pair(0.9894009349916499)
        s += 0.062253523938647894 * pair(0.9445750230732326)
        s += 0.09515851168249279 * pair(0.8656312023878318)
        s += 0.12462897125553388 * pair(0.755404408355003)
        s += 0.14959598881657674 * pair(0.6178762444026438)
        s += 0.16915651939500254 * pair(0.45801677765722737)
        s += 0.18260341504492358 * pair(0.2816035507792589)
        s += 0.1894506104550685 * pair(0.09501250983763744)
        return s * h
    }

    /// ∫ₐᵇ speed by the 4-point Gauss–Legendre rule (exact for cubics).
    @inlinable @inline(__always)
    public static func gaussLegendre4<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double) -> Double {
        let h = 0.5 * (b - a), m = 0.5 * (a + b)
        let d0 = h * 0.8611363115940526, d1 = h * 0.33998104358485626
        let s0 = f.speed(at: m - d0) + f.speed(at: m + d0)
        let s1 = f.speed(at: m - d1) + f.speed(at: m + d1)
        return h * (0.34785484513745385 * s0 + 0.6521451548625461 * s1)
    }

    /// ∫ₐᵇ speed by the 8-point Gauss–Legendre rule (exact for degree 15).
    @inlinable @inline(__always)
    public static func gaussLegendre8<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double) -> Double {
        let h = 0.5 * (b - a), m = 0.5 * (a + b)
        @inline(__always) func pair(_ x: Double) -> Double {
            let d = h * x
            return f.speed(at: m - d) + f.speed(at: m + d)
        }
        var s = 0.10122853629037626 * pair(0.9602898564975363)
        s += 0.22238103445337448 * pair(0.7966664774136267)
        s += 0.31370664587788727 * pair(0.525532409916329)
        s += 0.362683783378362 * pair(0.1834346424956498)
        return s * h
    }

    /// ∫ₐᵇ speed by the 32-point Gauss–Legendre rule (exact for degree 63): one panel where the
    /// bound needs ρ^(−64), instead of four 16-point panels and their bounds.
    @inlinable @inline(__always)
    public static func gaussLegendre32<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double) -> Double {
        let h = 0.5 * (b - a), m = 0.5 * (a + b)
        @inline(__always) func pair(_ x: Double) -> Double {
            let d = h * x
            return f.speed(at: m - d) + f.speed(at: m + d)
        }
        var s = 0.007018610009470096 * pair(0.9972638618494816)
        s += 0.01627439473090567 * pair(0.9856115115452684)
        s += 0.02539206530926206 * pair(0.9647622555875064)
        s += 0.03427386291302143 * pair(0.9349060759377397)
        s += 0.04283589802222668 * pair(0.8963211557660521)
        s += 0.050998059262376175 * pair(0.84936761373257)
        s += 0.058684093478535544 * pair(0.7944837959679424)
        s += 0.06582222277636185 * pair(0.7321821187402897)
        s += 0.0723457941088485 * pair(0.6630442669302152)
        s += 0.07819389578707031 * pair(0.5877157572407623)
        s += 0.08331192422694675 * pair(0.5068999089322294)
        s += 0.08765209300440381 * pair(0.42135127613063533)
        s += 0.09117387869576389 * pair(0.33186860228212767)
        s += 0.09384439908080457 * pair(0.23928736225213706)
        s += 0.09563872007927486 * pair(0.1444719615827965)
        s += 0.0965400885147278 * pair(0.04830766568773832)
        return s * h
    }

    /// Bisections allowed while looking for panels the a-priori bound proves.
    @usableFromInline static let provenDepth = 5

    /// The share of a panel's tolerance its proven bound must meet. The adaptive comparison
    /// returns the sum of the halves, whose error is usually at rounding level, far below the
    /// tolerance it was accepted at; holding the proof to a thousandth of the tolerance keeps
    /// that measured accuracy (partial lengths within 1e-12 relative, not just absolute) at
    /// little cost, the bound falling like ρ^(−2n).
    @usableFromInline static let provenMargin = 1e-3

    /// ∫ₐᵇ speed by panels whose Gauss–Legendre error the integrand's a-priori bound proves
    /// within their share of `tol` (halved per bisection); a panel still unproven after
    /// `provenDepth` bisections (a root of the speed's square at or near it) goes to `adaptive`.
    @inlinable
    static func proven<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double, _ tol: Double, _ depth: Int) -> Double {
        switch f.gaussLegendrePoints(from: a, to: b, tolerance: provenMargin * tol) {
        case 4: return gaussLegendre4(f, a, b)
        case 8: return gaussLegendre8(f, a, b)
        case 16: return gaussLegendre16(f, a, b)
        case 32: return gaussLegendre32(f, a, b)
        default:
            if depth <= 0 { return adaptive(f, a, b, tol) }
            let mid = 0.5 * (a + b)
            return proven(f, a, mid, 0.5 * tol, depth - 1) + proven(f, mid, b, 0.5 * tol, depth - 1)
        }
    }

    @inlinable
    static func adapt<F: ArcLengthIntegrand>(
        _ f: F, _ a: Double, _ b: Double, _ whole: Double, _ tol: Double, _ floor: Double, _ depth: Int, _ budget: inout Int
    ) -> Double {
        let mid = 0.5 * (a + b)
        let l = gaussLegendre16(f, a, mid), r = gaussLegendre16(f, mid, b)
        let both = l + r
        let diff = abs(both - whole)
        budget -= 1
        if depth <= 0 || budget <= 0 || diff <= tol || diff <= floor || diff <= 4 * Double.ulpOfOne * abs(both) { return both }
        return adapt(f, a, mid, l, 0.5 * tol, floor, depth - 1, &budget) + adapt(f, mid, b, r, 0.5 * tol, floor, depth - 1, &budget)
    }

    /// One adaptive integral over [a, b] (a < b) with no break point inside. Sub-panels stop
    /// once their difference is below 2 ulp of the whole piece (rounding level), so a tolerance
    /// beneath double precision cannot make the recursion explode. Where the speed itself is
    /// noisier than that (its power form cancelling near a cusp of a curve with control points
    /// ~1e15 apart), the panels stop after `panelBudget` refinements: the result is then a best
    /// effort, its error the integrand's rounding noise, instead of 2⁴⁰ panels.
    @inlinable
    static func adaptive<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double, _ tol: Double) -> Double {
        let whole = gaussLegendre16(f, a, b)
        var budget = panelBudget
        return adapt(f, a, b, whole, tol, 2 * Double.ulpOfOne * abs(whole), 40, &budget)
    }

    /// One piece with no break point inside: proven panels when the integrand has a bound,
    /// else the adaptive comparison.
    @inlinable
    static func piece<F: ArcLengthIntegrand>(_ f: F, _ a: Double, _ b: Double, _ tol: Double) -> Double {
        if F.hasQuadratureBound { return proven(f, a, b, tol, provenDepth) }
        return adaptive(f, a, b, tol)
    }

    /// ∫_{t0}^{t1} speed dt within `accuracy` (absolute), split at the integrand's break points.
    /// Negative when t1 < t0.
    @inlinable
    public static func integrate<F: ArcLengthIntegrand>(
        _ f: F, from t0: Double, to t1: Double, accuracy: Double = defaultAccuracy
    ) -> Double {
        if t0 == t1 { return 0 }
        if t1 < t0 { return -integrate(f, from: t1, to: t0, accuracy: accuracy) }
        let bp = f.breakpoints
        var inside = 0
        for i in 0..<bp.count where bp[i] > t0 && bp[i] < t1 { inside += 1 }
        if inside == 0 { return piece(f, t0, t1, accuracy) }
        let tol = accuracy / Double(inside + 1)
        var a = t0, sum = 0.0
        for i in 0..<bp.count where bp[i] > t0 && bp[i] < t1 {
            sum += piece(f, a, bp[i], tol)
            a = bp[i]
        }
        return sum + piece(f, a, t1, tol)
    }

    /// The t ∈ [0, 1] with ∫₀ᵗ speed = s, to |∫₀ᵗ speed − s| ≤ max(accuracy, 8·ulp(L)) (or the
    /// closest double where the speed vanishes); 0 for s ≤ 0 and 1 for s ≥ `totalLength`.
    @inlinable
    public static func inverse<F: ArcLengthIntegrand>(
        _ f: F, arcLength s: Double, totalLength: Double, accuracy: Double = defaultAccuracy
    ) -> Double {
        if !(s > 0) || !(totalLength > 0) { return 0 }
        if s >= totalLength { return 1 }
        let tol = max(accuracy, 8 * totalLength.ulp)
        var lo = 0.0, hi = 1.0, sLo = 0.0
        var t = s / totalLength
        var st = integrate(f, from: 0, to: t, accuracy: accuracy)
        for _ in 0..<12 {
            let residual = st - s
            if abs(residual) <= tol { return t }
            if residual < 0 { lo = t; sLo = st } else { hi = t }
            let speed = f.speed(at: t)
            var next = speed > 0 ? t - residual / speed : -1
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if next == t { return t }
            st += integrate(f, from: t, to: next, accuracy: accuracy)
            t = next
        }
        // Slow convergence (a zero of the speed at the answer): Brent on the bracket.
        let target = s - sLo
        let g = { (u: Double) -> Double in integrate(f, from: lo, to: u, accuracy: accuracy) - target }
        let gHi = g(hi)
        if !(gHi > 0) { return hi }
        if target <= 0 { return lo }
        return BracketedRoot.solve(in: lo, hi, g).root
    }
}
