import NumericsCoreShims

/// What swift-numerics' `Augmented` lacks, beside it: the error-free sum (Knuth's TwoSum) and
/// FMA product are `Augmented.sum(_:_:)`, `Augmented.sum(large:small:)` and
/// `Augmented.product(_:_:)` (RealModule), used directly; here are a double-double square root
/// built on them and Dekker's FMA-free TwoProduct, so a critical quantity (a frequency, a
/// phase) can carry ~106 bits.
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

extension ErrorFree {
    /// Veltkamp's split of x into hi + lo with 26 significant bits each, so that products of
    /// halves are exact: the FMA-free route to TwoProduct (Dekker 1971) for targets whose
    /// baseline has no fused multiply-add instruction (x86-64 v1/v2), where `addingProduct`
    /// becomes a library call.
    @inlinable @inline(__always)
    public static func split(_ x: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * x  // 2²⁷ + 1
        let hi = c - (c - x)
        return (hi, x - hi)
    }

    /// The rounding error of fl(a·b) from presplit factors (Dekker's TwoProduct): exact
    /// barring overflow/underflow, 7 flops, no FMA.
    @inlinable @inline(__always)
    public static func productError(_ p: Double, _ a: (hi: Double, lo: Double), _ b: (hi: Double, lo: Double)) -> Double {
        ((a.hi * b.hi - p) + a.hi * b.lo + a.lo * b.hi) + a.lo * b.lo
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
