import CLAPACKE

extension LinearAlgebra {
    /// Eigenvalues (ascending) and orthonormal eigenvectors (the columns of `vectors`) of a
    /// symmetric matrix, by LAPACK `dsyev` (implicit QL/QR). Only the upper triangle is read.
    ///
    /// Error bound (LAPACK Users' Guide §4.7): |λ̂ᵢ − λᵢ| ≲ p(n)·u·‖A‖₂.
    public static func symmetricEigen(_ a: Matrix) throws(LapackError) -> (values: [Double], vectors: Matrix) {
        try symmetricEigen(a, function: "symmetricEigen", routine: "dsyev") { table, n, v, w in
            table.dsyev(LAPACK_ROW_MAJOR, vectors, upper, n, &v, n, &w)
        }
    }

    /// Eigenvalues (ascending) and orthonormal eigenvectors (the columns of `vectors`) of a
    /// symmetric matrix by LAPACK `dsyevd` (tridiagonal reduction, then divide and conquer): the
    /// same problem and the same bound as ``symmetricEigen(_:)``, with vectors several times
    /// faster than `dsyev`'s QR iteration from about 30 rows on. Only the upper triangle is read.
    ///
    /// Error bound (LAPACK Users' Guide §4.7): |λ̂ᵢ − λᵢ| ≲ p(n)·u·‖A‖₂ (absolute: a small
    /// eigenvalue keeps only about log₁₀(λ_max/λᵢ) fewer digits), and each eigenvector within an
    /// angle of p(n)·u·‖A‖₂ / gapᵢ of its exact one.
    /// - Throws: ``LapackError/noConvergence(routine:count:)`` when an eigenvalue of a
    ///   submatrix failed to converge (info > 0); ``LapackError/nonFinite(routine:)``.
    public static func symmetricEigenDivideAndConquer(_ a: Matrix) throws(LapackError) -> (values: [Double], vectors: Matrix) {
        try symmetricEigen(a, function: "symmetricEigenDivideAndConquer", routine: "dsyevd") { table, n, v, w in
            table.dsyevd(LAPACK_ROW_MAJOR, vectors, upper, n, &v, n, &w)
        }
    }

    /// The symmetric eigen wrappers' one body: a square, finite `a`; `call` runs the LAPACK
    /// `routine` on a copy of its elements (n, the elements in and the vectors out, the values
    /// out) under the LAPACK lock; its info code becomes the error.
    private static func symmetricEigen(
        _ a: Matrix, function: String, routine: String,
        _ call: (springsim_lapacke, Int32, inout [Double], inout [Double]) -> Int32
    ) throws(LapackError) -> (values: [Double], vectors: Matrix) {
        guard a.rows == a.columns else {
            throw .dimensionMismatch("\(function) needs a square matrix (got \(a.rows)×\(a.columns))")
        }
        try checkFinite(a.elements, routine)
        let n = a.rows
        if n == 0 { return ([], a) }
        var v = a.elements
        var w = [Double](repeating: 0, count: n)
        let info = try LinearAlgebra.serialized(lapacke()) { call($0, Int32(n), &v, &w) }
        if info < 0 { throw .illegalArgument(routine: routine, index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: routine, count: Int(info)) }
        return (w, Matrix(rows: n, columns: n, elements: v))
    }

    /// The generalized symmetric-definite eigenproblem A·φ = λ·B·φ with A symmetric and B
    /// symmetric positive definite (LAPACK `dsygvd`, itype 1, divide and conquer): eigenvalues
    /// ascending, eigenvectors as the columns of `vectors`, normalised so that ΦᵀBΦ = I.
    /// Only the upper triangles are read.
    ///
    /// For a spring network A = K (stiffness) and B = M (mass): λ = ω², the squared natural
    /// frequencies, and Φ the mass-normalised mode shapes.
    ///
    /// Error bound (LAPACK Users' Guide §4.10): |λ̂ᵢ − λᵢ| ≲ p(n)·u·‖A‖₂·‖B⁻¹‖₂ (for a diagonal
    /// mass matrix, ‖B⁻¹‖₂ = 1/min mᵢ).
    /// - Throws: ``LapackError/notPositiveDefinite(routine:order:)`` when B is not positive
    ///   definite; ``LapackError/noConvergence(routine:count:)``.
    public static func generalizedSymmetricEigen(_ a: Matrix, _ b: Matrix) throws(LapackError) -> (values: [Double], vectors: Matrix) {
        guard a.rows == a.columns, b.rows == b.columns, a.rows == b.rows else {
            throw .dimensionMismatch(
                "generalizedSymmetricEigen needs square A and B of one size (got \(a.rows)×\(a.columns), \(b.rows)×\(b.columns))")
        }
        try checkFinite(a.elements, "dsygvd")
        try checkFinite(b.elements, "dsygvd")
        let n = a.rows
        if n == 0 { return ([], a) }
        var v = a.elements
        var bb = b.elements
        var w = [Double](repeating: 0, count: n)
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dsygvd(LAPACK_ROW_MAJOR, 1, vectors, upper, Int32(n), &v, Int32(n), &bb, Int32(n), &w) }
        if info < 0 { throw .illegalArgument(routine: "dsygvd", index: Int(-info)) }
        if info > n { throw .notPositiveDefinite(routine: "dsygvd", order: Int(info) - n) }
        if info > 0 { throw .noConvergence(routine: "dsygvd", count: Int(info)) }
        return (w, Matrix(rows: n, columns: n, elements: v))
    }

    /// Eigenvalues (ascending) and orthonormal eigenvectors (columns) of the symmetric
    /// tridiagonal matrix with `diagonal` d (n entries) and `offDiagonal` e (n − 1 entries), by
    /// LAPACK `dstev` (implicit QL/QR on the tridiagonal form: no reduction step, O(n²)).
    ///
    /// Error bound (LAPACK Users' Guide §4.7): |λ̂ᵢ − λᵢ| ≲ p(n)·u·‖T‖₂.
    public static func symmetricTridiagonalEigen(
        diagonal: [Double], offDiagonal: [Double]
    ) throws(LapackError) -> (
        values: [Double], vectors: Matrix
    ) {
        let n = diagonal.count
        try checkBands(diagonal, offDiagonal, function: "symmetricTridiagonalEigen", routine: "dstev")
        if n == 0 { return ([], Matrix.zeros(0, 0)) }
        var d = diagonal
        var e = offDiagonal + [0]  // dstev's workspace wants n entries (the last unused).
        var z = [Double](repeating: 0, count: n * n)
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dstev(LAPACK_ROW_MAJOR, vectors, Int32(n), &d, &e, &z, Int32(n)) }
        if info < 0 { throw .illegalArgument(routine: "dstev", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dstev", count: Int(info)) }
        return (d, Matrix(rows: n, columns: n, elements: z))
    }

    /// Eigenvalues and right eigenvectors of a general real matrix (LAPACK `dgeev`: balancing,
    /// Hessenberg reduction, shifted QR). Complex pairs come as consecutive eigenvalues
    /// `re ± i·im` (positive imaginary part first); their eigenvector is `vectors` column j
    /// plus i times column j + 1, as LAPACK stores it. Each eigenvector has Euclidean norm 1.
    ///
    /// Error bound (LAPACK Users' Guide §4.8): |λ̂ᵢ − λᵢ| ≲ p(n)·u·‖A‖₂ / sᵢ with sᵢ the
    /// reciprocal condition number of λᵢ (|yᵢᴴxᵢ| for unit left and right eigenvectors): close
    /// eigenvalues of a non-normal matrix may lose up to half the digits, and a defective one
    /// has sᵢ = 0. Use ``exponential(_:)-(Matrix)`` for defective or ill-conditioned systems.
    public static func generalEigen(_ a: Matrix) throws(LapackError) -> (real: [Double], imaginary: [Double], vectors: Matrix) {
        guard a.rows == a.columns else { throw .dimensionMismatch("generalEigen needs a square matrix (got \(a.rows)×\(a.columns))") }
        try checkFinite(a.elements, "dgeev")
        let n = a.rows
        if n == 0 { return ([], [], a) }
        var m = a.elements
        var wr = [Double](repeating: 0, count: n), wi = [Double](repeating: 0, count: n)
        var vl = [Double](repeating: 0, count: 1)
        var vr = [Double](repeating: 0, count: n * n)
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dgeev(LAPACK_ROW_MAJOR, none, vectors, Int32(n), &m, Int32(n), &wr, &wi, &vl, 1, &vr, Int32(n)) }
        if info < 0 { throw .illegalArgument(routine: "dgeev", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dgeev", count: Int(info)) }
        return (wr, wi, Matrix(rows: n, columns: n, elements: vr))
    }
}
