import CLAPACKE

extension LinearAlgebra {
    /// The QR factorisation of a triangular-pentagonal matrix C = [A; B] = Q·[R; 0] in place, by
    /// LAPACK `dtpqrt2` (Householder reflections, unblocked). A is n×n upper triangular; B is
    /// m×n pentagonal: its first m − l rows dense, its last l rows upper trapezoidal (l = 0: B
    /// dense; l = n = m: B upper triangular, as a diagonal damping block is). Entries below A's
    /// diagonal and below B's trapezoid are not referenced.
    ///
    /// Storage is **column-major**, as LAPACK keeps it, with tight leading dimensions: entry
    /// (i, j) of A at `a[i + j·n]`, of B at `b[i + j·m]`, of T at `t[i + j·n]` (so LAPACKE calls
    /// the routine directly, with no transposed copies: nothing is allocated). On return `a`
    /// holds R (upper triangle; diagonal entries of either sign), `b` the reflector vectors V (same
    /// pentagonal shape) and `t` the n×n upper triangular factor with Q = I − [I; V]·T·[I; V]ᵀ.
    /// Augmenting the problem with its right-hand side — columns n + 1 of A = [R₀ | y] and of
    /// B = [B₀ | z], with A's last row zero — leaves Qᵀ·[y; z] in that column of R: a damped
    /// least-squares step min ‖[R₀; B₀]·x − [y; z]‖ is then one call and a triangular solve
    /// (``solveTriangular(_:order:leadingDimension:upper:transposed:_:rightHandSides:)``).
    ///
    /// Error bound (Higham, *Accuracy and Stability*, Thm. 19.4; LAPACK Users' Guide §4.5):
    /// Householder QR is backward stable — the computed R is the exact triangular factor of
    /// C + E with ‖E‖_F ≤ p(m, n)·u·‖C‖_F, whatever C's condition, and the augmented column is
    /// Qᵀ of a right-hand side perturbed as little.
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` unless 0 ≤ l ≤ min(m, n), `a` and `t`
    ///   hold n·n entries and `b` m·n; ``LapackError/nonFinite(routine:)`` for NaN or ±∞ anywhere
    ///   in `a` or `b` (unreferenced entries included: keep them zero).
    public static func triangularPentagonalFactor(
        _ a: inout [Double], _ b: inout [Double], reflectors t: inout [Double],
        order n: Int, pentagonalRows m: Int, trapezoidRows l: Int
    ) throws(LapackError) {
        guard n >= 0, m >= 0, l >= 0, l <= Swift.min(m, n), a.count == n * n, b.count == m * n, t.count == n * n else {
            throw .dimensionMismatch(
                "triangularPentagonalFactor needs 0 ≤ l ≤ min(m, n), A n×n, B m×n, T n×n (got n = \(n), m = \(m), l = \(l), "
                    + "\(a.count), \(b.count), \(t.count) entries)")
        }
        try checkFinite(a, "dtpqrt2")
        try checkFinite(b, "dtpqrt2")
        if n == 0 { return }
        if m == 0 {
            // Q = I: every reflector is the identity (τ = 0).
            for k in t.indices { t[k] = 0 }
            return
        }
        let info = try LinearAlgebra.serialized(lapacke()) {
            $0.dtpqrt2(LAPACK_COL_MAJOR, Int32(m), Int32(n), Int32(l), &a, Int32(n), &b, Int32(m), &t, Int32(n))
        }
        if info < 0 { throw .illegalArgument(routine: "dtpqrt2", index: Int(-info)) }
    }

    /// Solves T·X = B (or Tᵀ·X = B) in place for an n×n triangular T and `rightHandSides`
    /// columns of B, by LAPACK `dtrtrs` (which first checks the diagonal for exact zeros, then
    /// substitutes with BLAS `dtrsm`). **Column-major**, as LAPACK stores: T's entry (i, j) at
    /// `a[i + j·leadingDimension]` (leadingDimension ≥ n, so T may be the leading block of a
    /// larger array, such as R of ``triangularPentagonalFactor(_:_:reflectors:order:pentagonalRows:trapezoidRows:)``),
    /// the other triangle not referenced; B's entry (i, j) at `b[i + j·n]`, overwritten by X.
    /// Nothing is allocated.
    ///
    /// Error bound (Higham, *Accuracy and Stability*, Thm. 8.5; LAPACK Users' Guide §4.4):
    /// componentwise backward stable — each computed column x̂ solves (T + ΔT)·x̂ = b with
    /// |ΔT| ≤ γₙ·|T|, γₙ = n·u/(1 − n·u) — so ‖x̂ − x‖∞/‖x‖∞ ≤ γₙ·cond(T, x)/(1 − γₙ·cond(T)),
    /// cond(T, x) = ‖ |T⁻¹|·|T|·|x| ‖∞/‖x‖∞ (Skeel). A diagonal that is tiny but not zero is
    /// not refused: the caller decides what counts as numerically singular.
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` unless leadingDimension ≥ max(1, n),
    ///   `a` reaches entry (n − 1, n − 1) and `b` holds n·rightHandSides entries;
    ///   ``LapackError/nonFinite(routine:)`` for NaN or ±∞ in `a` or `b`;
    ///   ``LapackError/singular(routine:pivot:)`` when T's diagonal entry `pivot` (1-based) is
    ///   exactly zero (`info` > 0; `b` is then unchanged).
    public static func solveTriangular(
        _ a: [Double], order n: Int, leadingDimension: Int, upper: Bool = true, transposed: Bool = false,
        _ b: inout [Double], rightHandSides: Int = 1
    ) throws(LapackError) {
        guard n >= 0, rightHandSides >= 0, leadingDimension >= Swift.max(1, n), n == 0 || a.count >= leadingDimension * (n - 1) + n,
            b.count == n * rightHandSides
        else {
            throw .dimensionMismatch(
                "solveTriangular needs leading dimension ≥ n, A reaching (n − 1, n − 1) and B n×nrhs (got n = \(n), "
                    + "leading dimension \(leadingDimension), \(a.count) entries in A, \(b.count) in B for \(rightHandSides) columns)")
        }
        try checkFinite(a, "dtrtrs")
        try checkFinite(b, "dtrtrs")
        if n == 0 || rightHandSides == 0 { return }
        let info = try LinearAlgebra.serialized(lapacke()) {
            $0.dtrtrs(
                LAPACK_COL_MAJOR, ascii(upper ? "U" : "L"), ascii(transposed ? "T" : "N"), ascii("N"), Int32(n), Int32(rightHandSides), a,
                Int32(leadingDimension), &b, Int32(n))
        }
        if info < 0 { throw .illegalArgument(routine: "dtrtrs", index: Int(-info)) }
        if info > 0 { throw .singular(routine: "dtrtrs", pivot: Int(info)) }
    }
}
