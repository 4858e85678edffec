import CLAPACKE

/// Thin, typed wrappers over LAPACKE (Debian: liblapacke-dev): the one module that sees C.
/// Each routine copies its inputs (LAPACK overwrites them), checks shapes, calls the driver
/// and turns `info` into a ``LapackError``.
public enum LinearAlgebra {
    /// Solves A·X = B for square A by LU with partial pivoting (LAPACK `dgesv`).
    ///
    /// Error bound (LAPACK Users' Guide §4.4): ‖X̂ − X‖/‖X‖ ≲ p(n)·κ(A)·u with p(n) a modest
    /// polynomial; backward stable in practice.
    /// - Throws: ``LapackError/singular(routine:pivot:)`` for an exactly singular A.
    public static func solve(_ a: Matrix, _ b: [Double]) throws(LapackError) -> [Double] {
        guard a.rows == a.columns, b.count == a.rows else {
            throw .dimensionMismatch("solve needs square A (\(a.rows)×\(a.columns)) and b of length \(a.rows) (got \(b.count))")
        }
        let n = a.rows
        if n == 0 { return [] }
        var lu = a.elements
        var x = b
        var pivots = [Int32](repeating: 0, count: n)
        let info = LAPACKE_dgesv(LAPACK_ROW_MAJOR, Int32(n), 1, &lu, Int32(n), &pivots, &x, 1)
        if info < 0 { throw .illegalArgument(routine: "dgesv", index: Int(-info)) }
        if info > 0 { throw .singular(routine: "dgesv", pivot: Int(info)) }
        return x
    }

    /// Eigenvalues (ascending) and orthonormal eigenvectors (the columns of `vectors`) of a
    /// symmetric matrix, by LAPACK `dsyev` (implicit QL/QR). Only the upper triangle is read.
    ///
    /// Error bound (LAPACK Users' Guide §4.7): |λ̂ᵢ − λᵢ| ≲ p(n)·u·‖A‖₂.
    public static func symmetricEigen(_ a: Matrix) throws(LapackError) -> (values: [Double], vectors: Matrix) {
        guard a.rows == a.columns else { throw .dimensionMismatch("symmetricEigen needs a square matrix (got \(a.rows)×\(a.columns))") }
        let n = a.rows
        if n == 0 { return ([], a) }
        var v = a.elements
        var w = [Double](repeating: 0, count: n)
        let info = LAPACKE_dsyev(LAPACK_ROW_MAJOR, CChar(UInt8(ascii: "V")), CChar(UInt8(ascii: "U")), Int32(n), &v, Int32(n), &w)
        if info < 0 { throw .illegalArgument(routine: "dsyev", index: Int(-info)) }
        if info > 0 { throw .noConvergence(routine: "dsyev", count: Int(info)) }
        return (w, Matrix(rows: n, columns: n, elements: v))
    }
}
