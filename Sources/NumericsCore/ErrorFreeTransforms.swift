import NumericsCoreShims

/// What swift-numerics' `Augmented` lacks, beside it: the error-free sum (Knuth's TwoSum) and
/// FMA product are `Augmented.sum(_:_:)`, `Augmented.sum(large:small:)` and
/// `Augmented.product(_:_:)` (RealModule), used directly; here is the double-double square root
/// built on them, so a critical quantity (a frequency, a phase) can carry ~106 bits.
public enum ErrorFree {
    /// (hi, lo) with hi + lo ≈ √(x + xLo) to about 2⁻¹⁰⁴ relative, for x > 0, |xLo| ≤ ulp(x):
    /// one Newton correction of the rounded root, with the residual x − s² formed exactly.
    @inlinable
    public static func squareRoot(_ x: Double, _ xLo: Double) -> (hi: Double, lo: Double) {
        let s = x.squareRoot()
        let residual = x.addingProduct(-s, s)
        return (s, (residual + xLo) / (2 * s))
    }
}

/// sin x and cos x from one call (glibc `sincos`, Apple `__sincos`), each within libm's
/// usual ≤ 1 ulp.
@inlinable @inline(__always)
public func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    var s = 0.0, c = 0.0
    springsim_sincos(x, &s, &c)
    return (s, c)
}
