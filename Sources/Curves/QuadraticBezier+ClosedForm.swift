import RealModule

extension QuadraticBezier {
    /// Arc length s(t₀, t₁) in closed form.
    ///
    /// With a = P₁ − P₀ and b = P₀ − 2P₁ + P₂ the speed is 2|a + t·b| = 2√(A·(u² + k²)), where
    /// A = b·b, u = t + (a·b)/A and k = |a × b|/A (the distance, in t, of the tangent line's
    /// nearest point). Then
    ///
    ///     s(t₀, t₁) = 2√A·(F(u₁) − F(u₀)),   F(u) = (u·√(u² + k²) + k²·asinh(u/k))/2
    ///
    /// (F(u) = u|u|/2 when k = 0: a straight curve that may double back; also when u/k
    /// overflows, where the k² term is below the smallest Double).
    ///
    /// Fallbacks, each to the adaptive Gauss–Legendre of ``ArcLength``: a nearly straight
    /// curve whose b is negligible (A ≤ 1e-12·(a·a), where u = −∞ in floating point), and a
    /// short sub-interval far from the vertex, where F(u₁) − F(u₀) would cancel more than three
    /// digits (the inverse's partial integrals). Otherwise the relative error is a few ulps of
    /// the terms, ≤ 1e-14 of the result.
    ///
    /// Any magnitude: the formula runs on the curve relative to p0 divided by a power of two
    /// (`Point.relative`, exact), the fallback to accuracy·min(1, scale), and the
    /// result is scaled back — coordinates from subnormal to 1.8e308 give finite lengths with
    /// the same relative accuracy.
    public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        if t0 == t1 { return 0 }
        let (unit, r1, r2, _) = Point.relative(to: p0, p1, p2, p2)
        return unit * QuadraticBezier(.zero, r1, r2).normalisedLength(from: t0, to: t1, accuracy: accuracy / max(unit, 1))
    }

    /// The closed form on a curve already normalised (p0 = 0, coordinates below 2).
    func normalisedLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        let a = p1 - p0, b = p0 - 2 * p1 + p2
        let bigA = b.dot(b), aa = a.dot(a)
        guard bigA > 1e-12 * aa, bigA > 0 else {
            return ArcLength.integrate(arcLengthIntegrand, from: t0, to: t1, accuracy: accuracy)
        }
        let shift = a.dot(b) / bigA
        let k = abs(a.cross(b)) / bigA
        func f(_ u: Double) -> Double {
            let root = (u * u + k * k).squareRoot()
            // A subnormal k (control points a few ulps off the chord) can make u/k overflow:
            // then k²·asinh(u/k) ≤ k²·(ln 2|u| − ln k) is below the smallest Double and the
            // term is 0, as for k = 0 (0·asinh(±∞) would be NaN).
            let q = u / k
            return k == 0 || !q.isFinite ? 0.5 * u * abs(u) : 0.5 * (u * root + k * k * Double.asinh(q))
        }
        let f0 = f(t0 + shift), f1 = f(t1 + shift)
        let difference = f1 - f0
        if abs(difference) < 1e-3 * max(abs(f0), abs(f1)) {
            return ArcLength.integrate(arcLengthIntegrand, from: t0, to: t1, accuracy: accuracy)
        }
        return 2 * bigA.squareRoot() * difference
    }
}
