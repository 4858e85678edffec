// Implementation goals, in order of priority:
//  1. The output y, not just x, within 1e-12 of the exact curve for every input, including
//     vertical tangents ((1,0,0,1) at u = ½, (0,1,1,0) at both ends) and cubics whose x(t)
//     degenerates to a quadratic (3x₁ − 3x₂ + 1 = 0), where a residual computed in plain
//     double arithmetic leaves t uncertain by ~1e-6.
//  2. A well-conditioned solve in ~10–15 ns: a 65-node cubic Hermite table of t(u) built at
//     initialisation gives a guess within ~1e-7, and one or two Newton steps finish it; the
//     iteration stops when the predicted error in y (not x) is below 1e-14.
//  3. CSS semantics outside [0, 1]: linear extrapolation along the end tangents, with
//     Chromium's rules for degenerate tangents.
import NumericsCore
import RealModule

/// CSS `cubic-bezier(x₁, y₁, x₂, y₂)` / Core Animation `CAMediaTimingFunction` timing.
///
/// The curve is B(t) = 3(1−t)²t·P₁ + 3(1−t)t²·P₂ + t³ from (0,0) to (1,1); with x₁, x₂ ∈
/// [0, 1], x(t) is non-decreasing, so every u ∈ [0, 1] has a t with x(t) = u and the output is
/// y(t).
///
/// Solving: Newton on x(t) − u from a tabulated guess, inside the table's bracket. When the
/// curve is steep there (|dy/du| > 1e3, near a vertical tangent) the root is refined by a
/// bracketed root (Brent) on the residual evaluated in double-double arithmetic from exactly
/// represented power-basis coefficients, so t is found to a few ulps even where x′(t) = 0.
///
/// Error bound: |ŷ − y| ≤ 1e-12·max(1, |y₁|, |y₂|) for every u (measured against 60-digit mpmath
/// over a dense grid of control points including the vertical-tangent and degenerate families,
/// and y controls up to ±`greatestFiniteMagnitude`; see the README).
///
/// Outside [0, 1]: e(u) = u·g₀ for u < 0 and 1 + (u − 1)·g₁ for u > 1 (±`greatestFiniteMagnitude`
/// where that overflows, as Chromium's `ToFinite` clamps), with the start
/// gradient g₀ = y₁/x₁ (or y₂/x₂ if x₁ = 0 and y₁ = 0; 1 if also y₂ = 0; else 0) and end
/// gradient g₁ = (y₂ − 1)/(x₂ − 1) (or (y₁ − 1)/(x₁ − 1) if x₂ = 1 and y₂ = 1; 1 if also
/// y₁ = 1; else 0), as Chromium's `gfx::CubicBezier` implements the CSS rule.
public struct CubicBezierEasing: Easing, Hashable, CustomStringConvertible {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Power basis: x(t) = ((ax·t + bx)·t + cx)·t, and y(t) = ((ay·t + by)·t + cy)·t·yScale.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// 1, or 32 when max(|y₁|, |y₂|) > 1e300: the y coefficients are then kept divided by 32
    /// (exactly: a power of two), so none overflows and neither does Horner's evaluation.
    @usableFromInline let yScale: Double
    // The same x coefficients as double-double (exact: they are short sums of 3·xᵢ).
    @usableFromInline let axDD: (Double, Double), bxDD: (Double, Double), cxDD: (Double, Double)
    @usableFromInline let startGradient: Double, endGradient: Double
    /// x₁ = y₁ and x₂ = y₂: y(t) = x(t) identically, so e(u) = u exactly (CSS `linear`).
    @usableFromInline let isIdentity: Bool
    @usableFromInline static var nodes: Int { 64 }
    /// max |y′(t)| and max |x″(t)|/2 over [0, 1], for the solver's error prediction.
    @usableFromInline var maxSlopeY = 0.0, halfMaxCurvatureX = 0.0
    /// Per cell j: (t_j, h·t′_j, t_{j+1}, h·t′_{j+1}) with t′ = dt/du capped where x′(t) → 0,
    /// packed so the Hermite guess costs one load.
    @usableFromInline var cells: [SIMD4<Double>]

    /// y₁ and y₂ may be any finite doubles, up to ±`greatestFiniteMagnitude` (as Blink accepts
    /// them). The curve's y stays below (4/9)(|y₁| + |y₂|) + 1 < `greatestFiniteMagnitude` on
    /// [0, 1], so every output inside [0, 1] is finite; the power-form coefficients (up to
    /// 18·max|y| in sum) are kept divided by 32 when max|y| > 1e300 — exact, since 32 is a power
    /// of two, and without effect below 1e300 — so neither they nor Horner's partial sums
    /// overflow. Slopes and extrapolated values beyond the largest double read
    /// ±`greatestFiniteMagnitude` (Chromium's `ToFinite`).
    ///
    /// - Throws: ``EasingError`` when x₁ or x₂ is outside [0, 1] or any value is not finite.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(EasingError) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { throw EasingError("cubic-bezier() values must be finite numbers") }
        guard (0...1).contains(x1) else { throw EasingError("cubic-bezier() x1 must be in [0, 1] (got \(x1))") }
        guard (0...1).contains(x2) else { throw EasingError("cubic-bezier() x2 must be in [0, 1] (got \(x2))") }
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        isIdentity = x1 == y1 && x2 == y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        let scale = max(abs(y1), abs(y2)) > 1e300 ? 32.0 : 1
        yScale = scale
        let one = 1 / scale, sy1 = y1 / scale, sy2 = y2 / scale
        cy = 3 * sy1; by = 3 * (sy2 - sy1) - cy; ay = one - cy - by
        // cx = 3x₁, bx = 3x₂ − 6x₁, ax = 1 + 3x₁ − 3x₂, each formed exactly as (hi, lo).
        let c3 = Augmented.product(3, x1), c6 = Augmented.product(6, x1), d3 = Augmented.product(3, x2)
        cxDD = (c3.head, c3.tail)
        bxDD = Self.normalize(Self.sum((d3.head, d3.tail), (-c6.head, -c6.tail)))
        axDD = Self.normalize(Self.sum(Self.sum((1, 0), (c3.head, c3.tail)), (-d3.head, -d3.tail)))
        // Chromium's gfx::CubicBezier::InitGradients, including the degenerate straight lines
        // (0,0,0,0) and (1,1,1,1), whose gradient is 1.
        if x1 > 0 {
            startGradient = y1 / x1
        } else if y1 == 0 && x2 > 0 {
            startGradient = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = (y2 - 1) / (x2 - 1)
        } else if y2 == 1 && x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else if y2 == 1 && y1 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
        cells = []
        // y′ is quadratic: its extreme over [0, 1] is at an end or at its vertex.
        let ends = [0.0, 1.0] + (ay != 0 ? [min(max(-by / (3 * ay), 0), 1)] : [])
        maxSlopeY = ends.map { t in abs((3 * ay * t + 2 * by) * t + cy) }.max()! * scale
        halfMaxCurvatureX = max(abs(2 * bx), abs(6 * ax + 2 * bx)) / 2
        let n = Self.nodes
        // t(u) at u = j/n, j = 0…n (needed only to build the cells).
        let table = (0...n).map { j in j == 0 ? 0 : (j == n ? 1 : robustSolve(Double(j) / Double(n), lo: 0, hi: 1)) }
        // h·dt/du = h/x′(t), capped at 3× the neighbouring secants so a vertical tangent
        // (x′ = 0) only degrades the guess, never throws it out of its bracket.
        let slopes: [Double] = (0...n).map { j in
            let h = 1 / Double(n)
            let d = dx(table[j])
            let left = j > 0 ? table[j] - table[j - 1] : 0, right = j < n ? table[j + 1] - table[j] : 0
            let cap = 3 * max(left, right)
            return d > 0 ? min(h / d, cap) : cap
        }
        cells = (0..<n).map { j in SIMD4(table[j], slopes[j], table[j + 1], slopes[j + 1]) }
    }

    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }

    /// The CSS text with each coordinate rounded to 6 decimal places, as browsers serialise
    /// computed values (`cubic-bezier(0.42, 0, 0.58, 1)`): each control point moves by at most
    /// 5·10⁻⁷, so the curve's y moves by at most that much at a given t, plus the curve's slope
    /// times the same shift in x.
    public var cssText: String {
        "cubic-bezier(\(CSSNumber.format(x1)), \(CSSNumber.format(y1)), \(CSSNumber.format(x2)), \(CSSNumber.format(y2)))"
    }

    public static func == (a: Self, b: Self) -> Bool { (a.x1, a.y1, a.x2, a.y2) == (b.x1, b.y1, b.x2, b.y2) }
    public func hash(into h: inout Hasher) { h.combine(x1); h.combine(y1); h.combine(x2); h.combine(y2) }

    @inlinable @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t * yScale }
    @inlinable @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    /// dy/dt divided by ``yScale`` (so it stays finite: callers scale the quotient dy/dx).
    @inlinable @inline(__always) func scaledDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The starting point of the inverse x(t) = u, u ∈ (0, 1): the tabulated cell [t0, t1]
    /// holding u (``nodes`` cells uniform in u) and the cubic Hermite guess of t(u) on it
    /// (Horner in the cell's local s ∈ [0, 1)), clamped into the cell; within about 1e-7 of
    /// the root in t.
    @inlinable @inline(__always)
    func inverseGuess(_ u: Double) -> (t: Double, t0: Double, t1: Double) {
        let n = Self.nodes
        let scaled = u * Double(n)
        let j = min(Int(scaled), n - 1)
        let cell = cells[j]
        let t0 = cell[0], t1 = cell[2]
        let s = scaled - Double(j)
        let c1 = cell[1], c3 = cell[3], dt = t1 - t0
        let guess = t0 + s * (c1 + s * ((3 * dt - 2 * c1 - c3) + s * (c1 + c3 - 2 * dt)))
        return (min(max(guess, t0), t1), t0, t1)
    }

    /// The curve parameter t with x(t) = u, for u ∈ [0, 1].
    @inlinable
    public func parameter(for u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        let (guess, t0, t1) = inverseGuess(u)
        var t = guess
        var lo = t0, hi = t1
        // Safeguarded Newton: the bracket shrinks with the residual's sign; a step that would
        // leave it is replaced by bisection. After a step Δ the error in t is at most
        // (max|x″|/2x′)·Δ², so the error in y at most max|y′|·that: stop below 1e-14.
        var converged = false
        var d1 = 1.0
        for _ in 0..<8 {
            let r = x(t) - u
            d1 = dx(t)
            if r == 0 { converged = true; break }
            if r > 0 { hi = t } else { lo = t }
            let delta = r / d1
            var next = t - delta
            if !(next >= lo && next <= hi) { next = 0.5 * (lo + hi) }
            t = next
            if maxSlopeY * halfMaxCurvatureX * delta * delta <= 1e-14 * d1 { converged = true; break }
        }
        // Well-conditioned (|dy/dx| ≤ 1e3 everywhere near): the residual's rounding moves y by
        // at most 1e3·1e-16. Otherwise the double-double path.
        if converged && maxSlopeY <= 1e3 * d1 { return t }
        return robustSolve(u, lo: t0, hi: t1)
    }

    /// Brent on the double-double residual x(t) − u: t to a few ulps even where x′ = 0. The
    /// table's bracket is used when the residual changes sign across it (its ends are roots
    /// only to a few ulps), else the whole [0, 1], where residual(0) = −u < 0 < 1 − u.
    @usableFromInline
    func robustSolve(_ u: Double, lo: Double, hi: Double) -> Double {
        let f: (Double) -> Double = { t in residual(t, u) }
        let bracketed = f(lo) <= 0 && f(hi) >= 0
        return BracketedRoot.solve(in: bracketed ? lo : 0, bracketed ? hi : 1, f).root
    }

    /// x(t) − u in double-double Horner arithmetic (≈ 2⁻¹⁰⁴ relative to the terms' size).
    @usableFromInline
    func residual(_ t: Double, _ u: Double) -> Double {
        var r = axDD
        r = Self.sum(Self.mul(r, t), bxDD)
        r = Self.sum(Self.mul(r, t), cxDD)
        r = Self.mul(r, t)
        r = Self.sum(r, (-u, 0))
        return r.0 + r.1
    }

    @usableFromInline static func sum(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
        let s = Augmented.sum(a.0, b.0)
        return normalize((s.head, s.tail + a.1 + b.1))
    }

    @usableFromInline static func mul(_ a: (Double, Double), _ t: Double) -> (Double, Double) {
        let p = Augmented.product(a.0, t)
        return normalize((p.head, p.tail + a.1 * t))
    }

    @usableFromInline static func normalize(_ a: (Double, Double)) -> (Double, Double) {
        let s = Augmented.sum(large: a.0, small: a.1)
        return (s.head, s.tail)
    }

    /// The curve point B(t) (t ∈ [0, 1]).
    public func point(at t: Double) -> (x: Double, y: Double) { (x(t), y(t)) }

    /// e(u) from the slow path only (Brent on the double-double residual over all of [0, 1]):
    /// a reference for checking ``value(at:)``.
    public func referenceValue(at u: Double) -> Double {
        if u <= 0 || u >= 1 { return value(at: u) }
        return y(robustSolve(u, lo: 0, hi: 1))
    }

    /// e(u); exactly 0 at 0 and 1 at 1; linear extrapolation outside [0, 1].
    @inlinable
    public func value(at u: Double) -> Double {
        if isIdentity { return u }
        if u <= 0 { return u == 0 ? 0 : Self.finite(u * startGradient) }
        if u >= 1 { return u == 1 ? 1 : Self.finite(1 + (u - 1) * endGradient) }
        return y(parameter(for: u))
    }

    /// e(u) with the solve stopped at a residual |x(t) − u| ≤ `xTolerance` — the criterion of
    /// WebKit's and the usual C implementations (1e-7 in WebKit's `UnitBezier` at 60 fps
    /// durations): from this type's tabulated guess (already within ~1e-7 in t) usually no
    /// Newton step at all. Error bound: |ê − e| ≤ max|dy/du|·xTolerance near u (plus rounding),
    /// unbounded only at a vertical tangent; ``value(at:)`` keeps 1e-12 in y everywhere.
    @inlinable
    public func value(at u: Double, xTolerance: Double) -> Double {
        if isIdentity { return u }
        if u <= 0 { return u == 0 ? 0 : Self.finite(u * startGradient) }
        if u >= 1 { return u == 1 ? 1 : Self.finite(1 + (u - 1) * endGradient) }
        var (t, lo, hi) = inverseGuess(u)
        for _ in 0..<8 {
            let r = x(t) - u
            if abs(r) <= xTolerance { return y(t) }
            if r > 0 { hi = t } else { lo = t }
            let d1 = dx(t)
            var next = t - r / d1
            if !(next >= lo && next <= hi) { next = 0.5 * (lo + hi) }
            t = next
        }
        return y(t)
    }

    /// de/du = y′(t)/x′(t); the end gradients outside [0, 1]; at u = 0 and u = 1 the one-sided
    /// limits ``startSlope`` and ``endSlope``; nil at a vertical tangent. A slope beyond the
    /// largest finite double reads ±`greatestFiniteMagnitude`, as Chromium's
    /// `gfx::CubicBezier::Slope` clamps it.
    public func slope(at u: Double) -> Double? {
        if u < 0 { return Self.finite(startGradient) }
        if u > 1 { return Self.finite(endGradient) }
        if isIdentity { return 1 }
        if u == 0 { return startSlope }
        if u == 1 { return endSlope }
        let t = parameter(for: u)
        let d = dx(t)
        return d == 0 ? nil : Self.finite(scaledDY(t) / d * yScale)
    }

    /// The one-sided limit of de/du at u = 0: y₁/x₁ when x₁ > 0 (the tangent towards P₁); when
    /// P₁ = (0, 0), the tangent towards P₂, y₂/x₂ (L'Hôpital on y″(0)/x″(0) = 6y₂/6x₂); 1 when
    /// both control points sit at the origin (x = y = t³); nil where the tangent is vertical
    /// (x₁ = 0 with y₁ ≠ 0, or P₁ = (0, 0), x₂ = 0 with y₂ ≠ 0), where no finite limit exists.
    /// These are WebKit's and Blink's `UnitBezier` start-gradient cases, except that the
    /// vertical case, which they extrapolate flat (gradient 0), has no slope here.
    public var startSlope: Double? {
        if x1 > 0 { return Self.finite(y1 / x1) }
        guard y1 == 0 else { return nil }
        if x2 > 0 { return Self.finite(y2 / x2) }
        return y2 == 0 ? 1 : nil
    }

    /// The one-sided limit of de/du at u = 1: (y₂ − 1)/(x₂ − 1) when x₂ < 1; when P₂ = (1, 1),
    /// (y₁ − 1)/(x₁ − 1); 1 when both control points sit at (1, 1); nil where the tangent is
    /// vertical (x₂ = 1 with y₂ ≠ 1, or P₂ = (1, 1), x₁ = 1 with y₁ ≠ 1). `ease-in` reads
    /// 1/0.58 here.
    public var endSlope: Double? {
        if x2 < 1 { return Self.finite((y2 - 1) / (x2 - 1)) }
        guard y2 == 1 else { return nil }
        if x1 < 1 { return Self.finite((y1 - 1) / (x1 - 1)) }
        return y1 == 1 ? 1 : nil
    }

    /// `v` with an overflow to ±∞ read as ±`greatestFiniteMagnitude` (Chromium's `ToFinite`)
    /// and −0 as +0 (a flat end, (1 − 1)/(x₁ − 1), is a slope of zero, not of negative zero).
    @inlinable static func finite(_ v: Double) -> Double {
        if v == 0 { return 0 }
        return v.isInfinite ? (v > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) : v
    }
}

extension CubicBezierEasing {
    /// Core Animation `kCAMediaTimingFunctionLinear` (0, 0, 1, 1).
    public static let linear = try! CubicBezierEasing(0, 0, 1, 1)
    /// Core Animation `easeIn` and CSS `ease-in` (0.42, 0, 1, 1).
    public static let easeIn = try! CubicBezierEasing(0.42, 0, 1, 1)
    /// Core Animation `easeOut` and CSS `ease-out` (0, 0, 0.58, 1).
    public static let easeOut = try! CubicBezierEasing(0, 0, 0.58, 1)
    /// Core Animation `easeInEaseOut` and CSS `ease-in-out` (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = try! CubicBezierEasing(0.42, 0, 0.58, 1)
    /// Core Animation `default` and CSS `ease` (0.25, 0.1, 0.25, 1).
    public static let caDefault = try! CubicBezierEasing(0.25, 0.1, 0.25, 1)
}
