/// A LAPACK routine's failure, decoded from its `info` code.
public enum LapackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Argument number `index` (1-based, as LAPACK counts) had an illegal value (info < 0).
    case illegalArgument(routine: String, index: Int)
    /// The matrix is exactly singular: U(i, i) is zero (dgesv, info = i > 0).
    case singular(routine: String, pivot: Int)
    /// An iterative algorithm did not converge (dsyev: info off-diagonal elements did not
    /// converge to zero).
    case noConvergence(routine: String, count: Int)
    /// Shapes passed by the caller do not agree.
    case dimensionMismatch(String)

    public var description: String {
        switch self {
        case .illegalArgument(let r, let i): return "\(r): argument \(i) had an illegal value"
        case .singular(let r, let p): return "\(r): matrix is singular (zero pivot at \(p))"
        case .noConvergence(let r, let n): return "\(r): \(n) off-diagonal elements did not converge"
        case .dimensionMismatch(let m): return "dimension mismatch: \(m)"
        }
    }
}
