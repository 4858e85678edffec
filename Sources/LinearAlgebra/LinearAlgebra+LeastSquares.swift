import CLAPACKE

extension LinearAlgebra {
    /// The thin singular value decomposition A = U·Σ·Vᵀ of any m×n matrix, by LAPACK `dgesdd`
    /// (bidiagonal reduction, then divide and conquer; JOBZ = 'S'). With r = min(m, n): the r
    /// singular values descending, `left` m×r and `right` n×r with orthonormal columns, column j
    /// of each belonging to `values[j]`.
    ///
    /// Error bound (LAPACK Users' Guide §4.9): |σ̂ᵢ − σᵢ| ≤ p(m, n)·u·‖A‖₂ — an *absolute* bound,
    /// so singular values far below σ_max carry only the digits σ_max leaves them; use
    /// ``singularValueDecomposition(_:)`` (`dgejsv`) when the small ones must be relatively
    /// accurate. Singular vectors: angle ≲ p(m, n)·u·‖A‖₂ / gapᵢ. Unlike `dgejsv` it takes wide
    /// matrices (m < n) as well and is the faster of the two on tall Hankel matrices.
    /// - Throws: ``LapackError/nonFinite(routine:)`` for NaN or ±∞ entries;
    ///   ``LapackError/noConvergence(routine:count:)`` when the divide and conquer step did not
    ///   converge (`info` > 0).
    public static func thinSingularValueDecomposition(_ a: Matrix) throws(LapackError) -> (values: [Double], left: Matrix, right: Matrix) {
        let m = a.rows, n = a.columns, r = Swift.min(m, n)
        try checkFinite(a.elements, "dgesdd")
        if r == 0 { return ([], Matrix.zeros(m, 0), Matrix.zeros(n, 0)) }
        var work = a.elements
        var s = [Double](repeating: 0, count: r)
        var u = [Double](repeating: 0, count: m * r)
        var vt = [Double](repeating: 0, count: r * n)
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dgesdd(
            LAPACK_ROW_MAJOR, ascii("S"), Int32(m), Int32(n), &work, Int32(n), &s, &u, Int32(r), &vt, Int32(n)) }
        if info < 0 { throw .illegalArgument(routine: "dgesdd", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dgesdd", count: Int(info)) }
        let right = Matrix(rows: r, columns: n, elements: vt).transposed
        return sortedDescending(s, left: Matrix(rows: m, columns: r, elements: u), right: right)
    }

    /// The minimum-norm least-squares solution x of min ‖A·x − b‖₂ for any m×n A (over- or
    /// under-determined, of any rank), by LAPACK `dgelsd` (SVD by bidiagonal divide and
    /// conquer). Singular values σᵢ ≤ `relativeCutoff`·σ₁ are treated as zero (a negative cutoff
    /// means machine precision); `rank` is the number kept, `singularValues` all of A's,
    /// descending.
    ///
    /// Error bound (LAPACK Users' Guide §4.5, for A of full rank n ≤ m with the cutoff below
    /// σ_n): ‖x̂ − x‖/‖x‖ ≲ p(n)·u·(κ₂(A) + κ₂(A)²·‖r‖/(‖A‖·‖x‖)), r the residual; a cutoff that
    /// drops singular values replaces κ₂(A) by σ₁/σ_rank and returns the minimum-norm solution of
    /// the truncated problem.
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` unless b has m entries;
    ///   ``LapackError/nonFinite(routine:)``; ``LapackError/noConvergence(routine:count:)`` when the
    ///   SVD did not converge (`info` = number of off-diagonal entries that did not reach zero).
    public static func leastSquares(
        _ a: Matrix, _ b: [Double], relativeCutoff: Double = -1
    ) throws(LapackError) -> (solution: [Double], rank: Int, singularValues: [Double]) {
        let m = a.rows, n = a.columns
        guard b.count == m else { throw .dimensionMismatch("leastSquares needs b with \(m) entries (got \(b.count))") }
        try checkFinite(a.elements, "dgelsd")
        try checkFinite(b, "dgelsd")
        if n == 0 { return ([], 0, []) }
        if m == 0 { return ([Double](repeating: 0, count: n), 0, []) }
        var work = a.elements
        // B is max(m, n)×1 on entry (the solution overwrites its first n entries).
        var x = b + [Double](repeating: 0, count: Swift.max(n - m, 0))
        var s = [Double](repeating: 0, count: Swift.min(m, n))
        var rank: Int32 = 0
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dgelsd(
            LAPACK_ROW_MAJOR, Int32(m), Int32(n), 1, &work, Int32(n), &x, 1, &s, relativeCutoff, &rank) }
        if info < 0 { throw .illegalArgument(routine: "dgelsd", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dgelsd", count: Int(info)) }
        return (Array(x[0..<n]), Int(rank), s)
    }
}

extension LinearAlgebra {
    /// The triangular factor R of A = Q·R for an m×n matrix A with m ≥ n, by LAPACK `dgeqrf`
    /// (Householder reflections): n×n, upper triangular, rows of R as they come (diagonal entries
    /// of either sign). Q is not formed. The usual use: R of [J | r] gives both the triangular
    /// factor of J and the first n entries of Qᵀr, which is all a least-squares step with a
    /// regularisation term needs (‖J·δ + r‖² = ‖R·δ + c‖² + the part of ‖r‖² outside J's range).
    ///
    /// Error bound (LAPACK Users' Guide §4.5; Higham, *Accuracy and Stability*, Thm. 19.4): the
    /// computed R is the exact factor of A + E with ‖E‖_F ≤ p(m, n)·u·‖A‖_F — backward stable,
    /// whatever A's condition.
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` when m < n; ``LapackError/nonFinite(routine:)``.
    public static func triangularFactor(_ a: Matrix) throws(LapackError) -> Matrix {
        let m = a.rows, n = a.columns
        guard m >= n else { throw .dimensionMismatch("triangularFactor needs at least as many rows as columns (got \(m)×\(n))") }
        try checkFinite(a.elements, "dgeqrf")
        if n == 0 { return Matrix.zeros(0, 0) }
        var work = a.elements
        var tau = [Double](repeating: 0, count: n)
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dgeqrf(LAPACK_ROW_MAJOR, Int32(m), Int32(n), &work, Int32(n), &tau) }
        if info < 0 { throw .illegalArgument(routine: "dgeqrf", index: Int(-info)) }
        var r = Matrix.zeros(n, n)
        for i in 0..<n {
            for j in i..<n { r[i, j] = work[i * n + j] }
        }
        return r
    }
}
