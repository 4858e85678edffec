// Implementation goals, in order of priority:
//  1. Never leave the bracket: every returned value lies in the caller's [a, b].
//  2. Converge to adjacent doubles (the sign change itself), not merely to |f| < tol.
//  3. Superlinear convergence on smooth functions (inverse quadratic / secant steps),
//     with a bisection guard so the worst case stays at one bit per evaluation.

/// Root finding on a bracket with a sign change (Brent's method, after Brent 1973,
/// "Algorithms for Minimization without Derivatives", ch. 4).
public enum BracketedRoot {
    /// The outcome of a bracketed search: the final bracket, which still contains the sign
    /// change, and the number of function evaluations spent.
    public struct Result: Sendable, Equatable {
        /// The end of the final bracket at which `f` has the sign of `f(a)` at the start.
        public var nearSideOfA: Double
        /// The end of the final bracket at which `f` has the sign of `f(b)` at the start.
        public var nearSideOfB: Double
        /// f at ``nearSideOfA``.
        public var valueNearA: Double
        /// f at ``nearSideOfB``.
        public var valueNearB: Double
        /// Function evaluations, the two at the ends included.
        public var evaluations: Int

        /// The end of the final bracket with the smaller |f|, the usual "root".
        public var root: Double { abs(valueNearA) <= abs(valueNearB) ? nearSideOfA : nearSideOfB }
    }

    /// Finds a sign change of `f` between `a` and `b`.
    ///
    /// - Precondition: `f(a)` and `f(b)` have opposite signs, or one of them is zero
    ///   (a zero counts as the sign of the other end's opposite).
    /// - Parameters:
    ///   - a: one end of the bracket.
    ///   - b: the other end.
    ///   - absoluteTolerance: the bracket is shrunk until its width is at most
    ///     `4·ulp(root) + absoluteTolerance`; the default 0 asks for adjacent doubles
    ///     (up to a few ulps).
    ///   - maxEvaluations: a safety limit on evaluations of `f`.
    ///   - f: the function, evaluated only inside [a, b].
    /// - Returns: the final bracket `[nearSideOfA, nearSideOfB]` (in either order), so a
    ///   caller who needs "the last point where f ≥ 0" takes the end with that sign.
    ///
    /// Cost: at most about 2·log₂((b − a)/tolerance) evaluations; typically 8–15 for
    /// smooth functions to full double precision.
    public static func solve(
        in a: Double, _ b: Double,
        absoluteTolerance: Double = 0,
        maxEvaluations: Int = 400,
        _ f: (Double) -> Double
    ) -> Result {
        var (a, b, fa, fb, evaluations) = (a, b, 0.0, 0.0, 2)
        if let root = start(a, b, f, values: &fa, &fb) { return root }
        let aIsNegative = fa < 0
        // Brent's bookkeeping: b is the best estimate, c the previous b or the other end,
        // so that [b, c] always brackets the sign change; d, e are the last two steps.
        var c = a, fc = fa
        var d = b - a, e = d
        while evaluations < maxEvaluations {
            if (fb > 0) == (fc > 0) {
                c = a; fc = fa; d = b - a; e = d
            }
            if abs(fc) < abs(fb) {
                a = b; b = c; c = a
                fa = fb; fb = fc; fc = fa
            }
            let tol = 2 * Double.ulpOfOne * abs(b) + 0.5 * absoluteTolerance + Double.leastNormalMagnitude
            let m = 0.5 * (c - b)
            if abs(m) <= tol || fb == 0 { break }
            if abs(e) >= tol && abs(fa) > abs(fb) {
                // Interpolate: secant when a == c, inverse quadratic otherwise.
                var p: Double, q: Double
                let s = fb / fa
                if a == c {
                    p = 2 * m * s
                    q = 1 - s
                } else {
                    let qa = fa / fc, r = fb / fc
                    p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1))
                    q = (qa - 1) * (r - 1) * (s - 1)
                }
                if p > 0 { q = -q } else { p = -p }
                if 2 * p < min(3 * m * q - abs(tol * q), abs(e * q)) {
                    e = d; d = p / q
                } else {
                    d = m; e = m
                }
            } else {
                d = m; e = m
            }
            a = b; fa = fb
            b += abs(d) > tol ? d : (m > 0 ? tol : -tol)
            fb = f(b)
            evaluations += 1
        }
        // Report the final bracket [b, c] oriented by the original signs.
        if fb == 0 { return Result(nearSideOfA: b, nearSideOfB: b, valueNearA: 0, valueNearB: 0, evaluations: evaluations) }
        return (fb < 0) == aIsNegative
            ? Result(nearSideOfA: b, nearSideOfB: c, valueNearA: fb, valueNearB: fc, evaluations: evaluations)
            : Result(nearSideOfA: c, nearSideOfB: b, valueNearA: fc, valueNearB: fb, evaluations: evaluations)
    }

    /// Finds a sign change of `f` between `a` and `b` by plain bisection, down to adjacent
    /// doubles (or an exact zero).
    ///
    /// Slower than ``solve(in:_:absoluteTolerance:maxEvaluations:_:)`` (one bit per evaluation)
    /// but it always ends on adjacent doubles, and which sign change it finds depends only on
    /// the signs of f at the midpoints. Use it where f is evaluated with an error larger than
    /// its change over a few ulps (a flat end of a motion) and the answer must not depend on
    /// the root finder's steps: there Brent's interpolation lands on another, equally valid,
    /// double.
    ///
    /// - Precondition: `f(a)` and `f(b)` have opposite signs, or one of them is zero.
    /// - Parameters:
    ///   - a: one end of the bracket (finite).
    ///   - b: the other end (finite); f(a) and f(b) differ in sign, or one is 0.
    ///   - maxEvaluations: a safety limit on evaluations of `f`; the default is more than
    ///     halving any finite bracket down to adjacent doubles takes (about 2·1075 + 2).
    ///   - f: the function, evaluated at the ends and the midpoints.
    /// - Returns: the final bracket, as for `solve`; `root` is its end with the smaller |f|,
    ///   the end on the side of `a` on a tie.
    public static func bisect(
        in a: Double, _ b: Double,
        maxEvaluations: Int = 2_200,
        _ f: (Double) -> Double
    ) -> Result {
        var (a, b, fa, fb, evaluations) = (a, b, 0.0, 0.0, 2)
        if let root = start(a, b, f, values: &fa, &fb) { return root }
        while evaluations < maxEvaluations {
            // a + (b − a)/2, or (a + b)/2 halved first when b − a overflows (a bracket wider
            // than the largest double).
            let width = b - a
            let mid = width.isFinite ? a + 0.5 * width : 0.5 * a + 0.5 * b
            if mid == a || mid == b { break }
            let fm = f(mid)
            evaluations += 1
            if fm == 0 { return Result(nearSideOfA: mid, nearSideOfB: mid, valueNearA: 0, valueNearB: 0, evaluations: evaluations) }
            if (fm < 0) == (fa < 0) { a = mid; fa = fm } else { b = mid; fb = fm }
        }
        return Result(nearSideOfA: a, nearSideOfB: b, valueNearA: fa, valueNearB: fb, evaluations: evaluations)
    }
}

extension BracketedRoot {
    /// The opening both solvers share: f at both ends of the bracket [a, b] (which must hold a
    /// sign change, or a zero) into `fa` and `fb` — the two evaluations every search starts
    /// with — and the result when an end is already a root, else nil.
    static func start(_ a: Double, _ b: Double, _ f: (Double) -> Double, values fa: inout Double, _ fb: inout Double) -> Result? {
        fa = f(a)
        fb = f(b)
        precondition(!(fa.sign == fb.sign && fa != 0 && fb != 0), "BracketedRoot: f(a), f(b) must differ in sign")
        if fa == 0 { return Result(nearSideOfA: a, nearSideOfB: a, valueNearA: 0, valueNearB: 0, evaluations: 2) }
        if fb == 0 { return Result(nearSideOfA: b, nearSideOfB: b, valueNearA: 0, valueNearB: 0, evaluations: 2) }
        return nil
    }
}
