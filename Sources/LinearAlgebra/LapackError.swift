/// A LAPACK routine's failure, decoded from its `info` code.
public enum LapackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Argument number `index` (1-based, as LAPACK counts) had an illegal value (info < 0).
    case illegalArgument(routine: String, index: Int)
    /// The matrix is exactly singular: U(i, i) is zero (dgesv, dgetrf: info = i > 0), or the
    /// triangular matrix's diagonal entry i is (dtrtrs: info = i > 0).
    case singular(routine: String, pivot: Int)
    /// An iterative algorithm did not converge (dsyev, dstev, dsygvd: `count` off-diagonal
    /// elements of an intermediate tridiagonal form did not converge to zero; dgeev: the QR
    /// algorithm failed to compute all eigenvalues, `count` = the first index it did compute).
    case noConvergence(routine: String, count: Int)
    /// The matrix that must be symmetric positive definite is not: its leading minor of order
    /// `order` is not positive (dsygvd with info = n + order).
    case notPositiveDefinite(routine: String, order: Int)
    /// An input holds NaN or ±∞ (checked before LAPACK is called: its routines do not).
    case nonFinite(routine: String)
    /// Shapes passed by the caller do not agree.
    case dimensionMismatch(String)
    /// The LAPACKE shared library could not be loaded (it is opened on first use); the message
    /// says why and what to install.
    case unavailable(String)

    public var description: String {
        switch self {
        case .illegalArgument(let r, let i): return "\(r): argument \(i) had an illegal value"
        case .singular(let r, let p): return "\(r): matrix is singular (zero pivot at \(p))"
        case .noConvergence(let r, let n): return "\(r): the iteration did not converge (\(n))"
        case .notPositiveDefinite(let r, let k): return "\(r): the matrix is not positive definite (leading minor of order \(k))"
        case .nonFinite(let r): return "\(r): an input holds NaN or infinity"
        case .dimensionMismatch(let m): return "dimension mismatch: \(m)"
        case .unavailable(let m): return m
        }
    }
}
