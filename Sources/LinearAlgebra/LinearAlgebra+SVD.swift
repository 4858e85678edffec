import CLAPACKE

extension LinearAlgebra {
    /// The singular value decomposition A = U·Σ·Vᵀ of an m×n matrix with m ≥ n, by LAPACK
    /// `dgejsv` (Drmač–Veselić preconditioned one-sided Jacobi; JOBA = 'F': QR with full row and
    /// column pivoting first). Singular values descending; `left` is m×n (orthonormal columns),
    /// `right` is n×n (orthogonal), column j of each belonging to `values[j]`.
    ///
    /// Error bound (`dgejsv` documentation; Drmač and Veselić, "New fast and accurate Jacobi SVD
    /// algorithm I/II", SIAM J. Matrix Anal. Appl. 29(4), 2008): each singular value to a
    /// *relative* error |σ̂ᵢ − σᵢ| ≤ p(m, n)·u·κ(B)·σᵢ when A = B·D for any diagonal D (column
    /// scaling cannot spoil it); with the row pivoting used here the same holds in practice for
    /// A = D₁·C·D₂ with κ(C) in place of κ(B), however ill-conditioned the diagonal D₁ and D₂.
    /// Small singular values of a graded matrix therefore keep their digits, where an eigensolver
    /// on AᵀA would give them only to the absolute p(n)·u·σ²_max. Singular vectors: to
    /// p(m, n)·u·κ / (relative gap) (LAPACK Users' Guide §4.9).
    ///
    /// A (numerically) rank-deficient A is accepted: its null singular values come back as 0 or
    /// at rounding level.
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` for m < n;
    ///   ``LapackError/noConvergence(routine:count:)`` when the Jacobi sweeps did not converge.
    public static func singularValueDecomposition(_ a: Matrix) throws(LapackError) -> (values: [Double], left: Matrix, right: Matrix) {
        let m = a.rows, n = a.columns
        guard m >= n else { throw .dimensionMismatch("singularValueDecomposition needs rows ≥ columns (got \(m)×\(n))") }
        try checkFinite(a.elements, "dgejsv")
        if n == 0 { return ([], Matrix.zeros(m, 0), Matrix.zeros(0, 0)) }
        var work = a.elements
        var sva = [Double](repeating: 0, count: n)
        var u = [Double](repeating: 0, count: m * n)
        var v = [Double](repeating: 0, count: n * n)
        var stat = [Double](repeating: 0, count: 7)
        var istat = [Int32](repeating: 0, count: 3)
        // The full SVD (JOBU = 'U'): with JOBV = 'V' alone, dgejsv (before Reference-LAPACK PR
        // 1270) tells its inner dgesvj a workspace length N past the end of WORK.
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dgejsv(
            LAPACK_ROW_MAJOR, ascii("F"), ascii("U"), ascii("V"), ascii("R"), ascii("N"), ascii("N"), Int32(m), Int32(n), &work,
            Int32(n), &sva, &u, Int32(n), &v, Int32(n), &stat, &istat) }
        if info < 0 { throw .illegalArgument(routine: "dgejsv", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dgejsv", count: Int(info)) }
        // σ = (WORK(1)/WORK(2))·SVA: dgejsv keeps a factored form when σ_max would overflow.
        let scale = stat[0] / stat[1]
        let values = scale == 1 ? sva : sva.map { $0 * scale }
        return sortedDescending(values, left: Matrix(rows: m, columns: n, elements: u), right: Matrix(rows: n, columns: n, elements: v))
    }

    /// The singular value decomposition B = U·Σ·Vᵀ of the n×n bidiagonal matrix with `diagonal` d
    /// (n entries) and `offDiagonal` e (n − 1 entries): upper (Bᵢ,ᵢ₊₁ = eᵢ) or, with `lower`,
    /// lower (Bᵢ₊₁,ᵢ = eᵢ). By LAPACK `dbdsqr` (implicit zero-shift QR, Demmel–Kahan). Singular
    /// values descending; `left` and `right` are n×n orthogonal, column j belonging to `values[j]`.
    /// `vectors` says which to accumulate (each costs as much as the values again, O(n²) per
    /// sweep); one not asked for comes back as the n×n identity.
    ///
    /// Error bound (`dbdsqr` documentation; Demmel and Kahan, "Accurate singular values of
    /// bidiagonal matrices", SIAM J. Sci. Stat. Comput. 11(5), 1990; LAPACK Users' Guide §4.9.1):
    /// every singular value to high *relative* accuracy, |σ̂ᵢ − σᵢ| ≤ p(n)·u·σᵢ with no condition
    /// number — a bidiagonal matrix determines its singular values to relative accuracy whatever its
    /// grading — and the singular vectors to p(n)·u / (relative gap). Zero diagonal entries are
    /// allowed (a zero singular value then comes back as exactly 0).
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` unless e has n − 1 entries;
    ///   ``LapackError/noConvergence(routine:count:)``.
    public static func bidiagonalSingularValueDecomposition(
        diagonal: [Double], offDiagonal: [Double], lower: Bool = false, vectors: SingularVectors = .both
    ) throws(LapackError) -> (values: [Double], left: Matrix, right: Matrix) {
        let n = diagonal.count
        try checkBands(diagonal, offDiagonal, function: "bidiagonalSingularValueDecomposition", routine: "dbdsqr")
        if n == 0 { return ([], Matrix.zeros(0, 0), Matrix.zeros(0, 0)) }
        var d = diagonal
        var e = offDiagonal + [0]  // LAPACKE checks n entries of e (the last unused).
        // VT and U start as the identity: dbdsqr multiplies them by the rotations it applies.
        var vt = Matrix.identity(n).elements
        var u = Matrix.identity(n).elements
        var c = [0.0]
        let ncvt = vectors == .left || vectors == .none ? 0 : n, nru = vectors == .right || vectors == .none ? 0 : n
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dbdsqr(
            LAPACK_ROW_MAJOR, ascii(lower ? "L" : "U"), Int32(n), Int32(ncvt), Int32(nru), 0, &d, &e, &vt, Int32(n), &u, Int32(n), &c,
            1) }
        if info < 0 { throw .illegalArgument(routine: "dbdsqr", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dbdsqr", count: Int(info)) }
        let right = Matrix(rows: n, columns: n, elements: vt).transposed
        return sortedDescending(d, left: Matrix(rows: n, columns: n, elements: u), right: right)
    }

    /// The singular value decomposition B = U·Σ·Vᵀ of an n×n bidiagonal matrix by divide and
    /// conquer, LAPACK `dbdsdc` (Gu–Eisenstat; `dlasdq`, i.e. the QR iteration, on blocks of at
    /// most 25), both vector sets always. Same arguments and result as
    /// ``bidiagonalSingularValueDecomposition(diagonal:offDiagonal:lower:vectors:)``; several times
    /// faster for large n with vectors (the work goes to matrix products).
    ///
    /// Error bounds: singular values |σ̂ᵢ − σᵢ| ≤ p(n)·u·σ₁ at least — use the `dbdsqr` wrapper
    /// (without vectors it costs O(n²)) where the small ones must be relatively accurate; vectors
    /// to p(n)·u·σ₁ / (absolute gap), against `dbdsqr`'s p(n)·u / (relative gap).
    /// - Throws: ``LapackError/dimensionMismatch(_:)`` unless e has n − 1 entries;
    ///   ``LapackError/noConvergence(routine:count:)``.
    public static func bidiagonalSingularValueDecompositionDivideAndConquer(
        diagonal: [Double], offDiagonal: [Double], lower: Bool = false
    ) throws(LapackError) -> (values: [Double], left: Matrix, right: Matrix) {
        let n = diagonal.count
        try checkBands(diagonal, offDiagonal, function: "bidiagonalSingularValueDecompositionDivideAndConquer", routine: "dbdsdc")
        if n == 0 { return ([], Matrix.zeros(0, 0), Matrix.zeros(0, 0)) }
        var d = diagonal
        var e = offDiagonal + [0]
        var u = [Double](repeating: 0, count: n * n)
        var vt = [Double](repeating: 0, count: n * n)
        var q = [0.0]
        var iq: [Int32] = [0]
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dbdsdc(
            LAPACK_ROW_MAJOR, ascii(lower ? "L" : "U"), ascii("I"), Int32(n), &d, &e, &u, Int32(n), &vt, Int32(n), &q, &iq) }
        if info < 0 { throw .illegalArgument(routine: "dbdsdc", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dbdsdc", count: Int(info)) }
        let right = Matrix(rows: n, columns: n, elements: vt).transposed
        return sortedDescending(d, left: Matrix(rows: n, columns: n, elements: u), right: right)
    }

    /// Which singular vectors a decomposition accumulates.
    public enum SingularVectors: Sendable, Hashable {
        case left, right, both
        /// Values only.
        case none
    }

    static func ascii(_ s: Unicode.Scalar) -> CChar { CChar(UInt8(ascii: s)) }

    /// The values in descending order with their vector columns (LAPACK sorts already; this
    /// makes it a guarantee of the wrapper rather than of the library version).
    static func sortedDescending(_ values: [Double], left: Matrix, right: Matrix) -> (values: [Double], left: Matrix, right: Matrix) {
        let order = values.indices.sorted { values[$0] > values[$1] || (values[$0] == values[$1] && $0 < $1) }
        if order == Array(values.indices) { return (values, left, right) }
        func permuted(_ a: Matrix) -> Matrix {
            var p = a
            for i in 0..<a.rows {
                for (j, k) in order.enumerated() { p[i, j] = a[i, k] }
            }
            return p
        }
        return (order.map { values[$0] }, permuted(left), permuted(right))
    }
}
