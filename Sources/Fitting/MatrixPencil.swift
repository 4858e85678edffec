import LinearAlgebra
import RealModule

/// The start value of a spring fit: a = k/m and b = c/m from the matrix pencil of the samples.
///
/// The motion is x(t) = to + A·e^{r₁t} + B·e^{r₂t} (complex conjugate r₁, r₂ when underdamped,
/// a double root at critical damping), so on a uniform grid tⱼ = t₀ + j·h its differences
/// dⱼ = xⱼ₊₁ − xⱼ = A′·z₁ʲ + B′·z₂ʲ are a sum of two damped exponentials zᵢ = e^{rᵢh} and
/// the constant drops out (when `to` is given, x − to is used instead, undifferenced). The
/// matrix pencil method (Hua and Sarkar, "Matrix pencil method for estimating parameters of
/// exponentially damped/undamped sinusoids in noise", IEEE Trans. ASSP 38(5), 1990) finds the zᵢ
/// without an initial guess: the Hankel matrix Y (rows dᵢ … dᵢ₊L, L ≈ n/3) has rank 2; its
/// leading right singular vectors V (from `dgesdd`) span its row space, and the eigenvalues of
/// V₁⁺V₂ (V without its last, resp. first, row; the 2×2 least-squares problem by `dgelsd`) are
/// z₁, z₂. The symmetric functions of the roots are then the spring:
///
///     a = r₁r₂ = |ln z|²/h² (complex pair) or ln z₁·ln z₂/h² (real),   b = −(r₁ + r₂).
///
/// Both are continuous through critical damping, where the pair of real roots meets and turns
/// complex, so the three regimes need no separate treatment. With noise the pencil is biased
/// (it is a start value only: the least-squares refinement that follows is the estimator).
///
/// **Irregular times.** The pencil needs a uniform grid: the samples are interpolated
/// linearly onto min(n, 512) equally spaced times spanning them. Interpolation bias of
/// order h²·x″ moves the start a little when the samples are sparse; the refinement then fits
/// the original samples at their own times, so the result does not depend on the grid.
enum MatrixPencil {
    /// Start values (a, b), best first: the two-mode pencil estimate when its poles are those of
    /// a damped spring (a > 0, b ≥ 0, real poles in (0, 1)); then, from the dominant mode alone
    /// (rate r < 0, the slow mode of an overdamped motion or the envelope of a damped one), the
    /// critically damped spring with that rate (a = r², b = −2r) and the overdamped one with a
    /// second mode ten times as fast (a = 10r², b = −11r). With noise the two-mode estimate
    /// can miss a fast mode that decays within a few samples (its pole comes out ≤ 0); the
    /// refinement then starts from each and keeps the best fit. Empty when the samples show no
    /// decaying mode at all.
    static func starts(times: [Double], values: [Double], to: Double?) throws(LapackError) -> [(a: Double, b: Double)] {
        let (grid, h) = resample(times: times, values: values)
        let series: [Double]
        if let to { series = grid.map { $0 - to } } else { series = zip(grid.dropFirst(), grid).map { $0 - $1 } }
        let n = series.count
        guard n >= 4, h > 0 else { return [] }
        let l = Swift.min(Swift.max(n / 3, 2), n - 2)
        let rows = n - l
        var hankel = Matrix.zeros(rows, l + 1)
        for i in 0..<rows {
            for j in 0...l { hankel[i, j] = series[i + j] }
        }
        let svd = try LinearAlgebra.thinSingularValueDecomposition(hankel)
        guard let top = svd.values.first, top > 0 else { return [] }
        var out: [(a: Double, b: Double)] = []
        // Two modes unless the second singular value is at rounding level of the first.
        if svd.values.count > 1 && svd.values[1] > 1e-10 * top, let two = try twoModes(svd.right, l: l, h: h) {
            out.append(two)
        }
        // V₁⁺V₂ for the dominant right singular vector alone is a scalar.
        var num = 0.0, den = 0.0
        for i in 0..<l {
            num += svd.right[i, 0] * svd.right[i + 1, 0]
            den += svd.right[i, 0] * svd.right[i, 0]
        }
        let z = den > 0 ? num / den : 0
        if z > 0 && z < 1 {
            let r = Double.log(z) / h
            out.append((r * r, -2 * r))
            out.append((10 * r * r, -11 * r))
        }
        return out.filter { $0.a.isFinite && $0.b.isFinite && $0.a > 0 && $0.b >= 0 }
    }

    /// The two-mode estimate from the leading two right singular vectors, or nil when the poles
    /// are not those of a damped spring.
    static func twoModes(_ right: Matrix, l: Int, h: Double) throws(LapackError) -> (a: Double, b: Double)? {
        var v1 = Matrix.zeros(l, 2)
        for i in 0..<l {
            for k in 0..<2 { v1[i, k] = right[i, k] }
        }
        var phi = Matrix.zeros(2, 2)
        for k in 0..<2 {
            let column = (0..<l).map { right[$0 + 1, k] }
            let x = try LinearAlgebra.leastSquares(v1, column).solution
            for i in 0..<2 { phi[i, k] = x[i] }
        }
        let trace = phi[0, 0] + phi[1, 1]
        let det = phi[0, 0] * phi[1, 1] - phi[0, 1] * phi[1, 0]
        let disc = trace * trace / 4 - det
        let a: Double, b: Double
        if disc < 0 {
            // z = ρ·e^{±iθ}: r = (ln ρ ± iθ)/h.
            guard det > 0 else { return nil }
            let logRho = Double.log(det) / 2
            let theta = Double.atan2(y: (-disc).squareRoot(), x: trace / 2)
            a = (logRho * logRho + theta * theta) / (h * h)
            b = -2 * logRho / h
        } else {
            let z1 = trace / 2 + disc.squareRoot(), z2 = trace / 2 - disc.squareRoot()
            guard z1 > 0, z2 > 0 else { return nil }
            let r1 = Double.log(z1) / h, r2 = Double.log(z2) / h
            a = r1 * r2
            b = -(r1 + r2)
        }
        guard a.isFinite, b.isFinite, a > 0, b >= 0 else { return nil }
        return (a, b)
    }

    /// The samples linearly interpolated onto min(n, 512) equally spaced times from the first
    /// to the last, and the spacing.
    static func resample(times: [Double], values: [Double]) -> (values: [Double], spacing: Double) {
        let n = Swift.min(times.count, 512)
        let t0 = times[0], span = times[times.count - 1] - t0
        let h = span / Double(n - 1)
        var out = [Double](repeating: 0, count: n)
        var k = 0
        for j in 0..<n {
            let t = j == n - 1 ? times[times.count - 1] : t0 + Double(j) * h
            while k + 2 < times.count && times[k + 1] < t { k += 1 }
            let u = (t - times[k]) / (times[k + 1] - times[k])
            out[j] = values[k] + (values[k + 1] - values[k]) * Swift.min(Swift.max(u, 0), 1)
        }
        return (out, h)
    }
}
