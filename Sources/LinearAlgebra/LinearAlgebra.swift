import CLAPACKE

/// Thin, typed wrappers over LAPACKE (Debian: liblapacke-dev): the one module that sees C.
/// Each routine copies its inputs (LAPACK overwrites them), checks shapes and finiteness,
/// calls the driver and turns `info` into a ``LapackError``.
///
/// Error bounds quoted from the LAPACK Users' Guide (3rd ed., ch. 4) use u = 2⁻⁵³ and a modest
/// polynomial p(n) in the dimension.
public enum LinearAlgebra {
    static let upper = CChar(UInt8(ascii: "U"))
    static let vectors = CChar(UInt8(ascii: "V"))
    static let none = CChar(UInt8(ascii: "N"))

    /// The LAPACKE entry points, loading the library on first use (see the `CLAPACKE` module).
    /// - Throws: ``LapackError/unavailable(_:)`` when the shared library cannot be opened.
    static func lapacke() throws(LapackError) -> springsim_lapacke {
        guard let table = springsim_lapacke_load() else { throw .unavailable(String(cString: springsim_lapacke_error())) }
        return table.pointee
    }

    /// Runs `call` while holding the process-wide lock around LAPACK and BLAS
    /// (`springsim_lapacke_lock`): Debian's single-threaded OpenBLAS shares its work buffers
    /// between callers, so concurrent calls from two threads could corrupt each other's results.
    /// Every call through the function table goes through here.
    @inline(__always)
    static func serialized<R>(_ call: () -> R) -> R {
        springsim_lapacke_lock()
        defer { springsim_lapacke_unlock() }
        return call()
    }

    /// ``serialized(_:)`` with the loaded table handed to `call`.
    @inline(__always)
    static func serialized<R>(_ table: springsim_lapacke, _ call: (springsim_lapacke) -> R) -> R {
        serialized { call(table) }
    }

    /// Whether LAPACKE can be loaded on this machine (loads it if not yet loaded).
    public static var isAvailable: Bool { springsim_lapacke_load() != nil }

    static func checkFinite(_ values: [Double], _ routine: String) throws(LapackError) {
        for x in values where !x.isFinite { throw .nonFinite(routine: routine) }
    }

    /// Checks the two bands of an n×n symmetric tridiagonal or bidiagonal matrix: n − 1
    /// off-diagonal entries (`function` names the caller in the mismatch message), all finite
    /// (`routine` names the LAPACK routine).
    static func checkBands(
        _ diagonal: [Double], _ offDiagonal: [Double], function: String, routine: String
    ) throws(LapackError) {
        let offCount = Swift.max(diagonal.count - 1, 0)
        guard offDiagonal.count == offCount else {
            throw .dimensionMismatch("\(function) needs n − 1 = \(offCount) off-diagonal entries (got \(offDiagonal.count))")
        }
        try checkFinite(diagonal, routine)
        try checkFinite(offDiagonal, routine)
    }

    /// Solves A·x = b for square A by LU with partial pivoting (LAPACK `dgesv`).
    ///
    /// Error bound (LAPACK Users' Guide §4.4): ‖x̂ − x‖/‖x‖ ≲ p(n)·κ(A)·u; backward stable in
    /// practice.
    /// - Throws: ``LapackError/singular(routine:pivot:)`` for an exactly singular A.
    public static func solve(_ a: Matrix, _ b: [Double]) throws(LapackError) -> [Double] {
        try solve(a, Matrix(rows: b.count, columns: 1, elements: b)).elements
    }

    /// Solves A·X = B for square A and any number of right-hand sides (the columns of B) by one
    /// LU factorisation with partial pivoting (LAPACK `dgesv`). Same bound as
    /// ``solve(_:_:)-(Matrix,[Double])``, column by column.
    public static func solve(_ a: Matrix, _ b: Matrix) throws(LapackError) -> Matrix {
        guard a.rows == a.columns, b.rows == a.rows else {
            throw .dimensionMismatch("solve needs square A (\(a.rows)×\(a.columns)) and B with \(a.rows) rows (got \(b.rows))")
        }
        try checkFinite(a.elements, "dgesv")
        try checkFinite(b.elements, "dgesv")
        let n = a.rows
        if n == 0 || b.columns == 0 { return b }
        var lu = a.elements
        var x = b.elements
        var pivots = [Int32](repeating: 0, count: n)
        let info = try LinearAlgebra.serialized(lapacke()) { $0.dgesv(LAPACK_ROW_MAJOR, Int32(n), Int32(b.columns), &lu, Int32(n), &pivots, &x, Int32(b.columns)) }
        if info < 0 { throw .illegalArgument(routine: "dgesv", index: Int(-info)) }
        if info > 0 { throw .singular(routine: "dgesv", pivot: Int(info)) }
        return Matrix(rows: n, columns: b.columns, elements: x)
    }

    /// An estimate of the 1-norm condition number κ₁(A) = ‖A‖₁·‖A⁻¹‖₁ (LAPACK `dgetrf` then
    /// `dgecon`; the estimate is usually within a factor 3 of the truth, never above it).
    /// `.infinity` for a singular matrix.
    public static func conditionNumber(_ a: Matrix) throws(LapackError) -> Double {
        guard a.rows == a.columns else { throw .dimensionMismatch("conditionNumber needs a square matrix (got \(a.rows)×\(a.columns))") }
        try checkFinite(a.elements, "dgecon")
        let n = a.rows
        if n == 0 { return 1 }
        let anorm = a.norm1
        var lu = a.elements
        var pivots = [Int32](repeating: 0, count: n)
        let lapack = try lapacke()
        let f = LinearAlgebra.serialized { lapack.dgetrf(LAPACK_ROW_MAJOR, Int32(n), Int32(n), &lu, Int32(n), &pivots) }
        if f < 0 { throw .illegalArgument(routine: "dgetrf", index: Int(-f)) }
        if f > 0 { return .infinity }
        var rcond = 0.0
        let info = LinearAlgebra.serialized { lapack.dgecon(LAPACK_ROW_MAJOR, CChar(UInt8(ascii: "1")), Int32(n), lu, Int32(n), anorm, &rcond) }
        if info < 0 { throw .illegalArgument(routine: "dgecon", index: Int(-info)) }
        return rcond == 0 ? .infinity : 1 / rcond
    }
}
