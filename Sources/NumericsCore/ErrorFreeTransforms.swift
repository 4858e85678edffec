/// Error-free transformations (Knuth's TwoSum, FMA-based TwoProduct) and a double-double
/// square root built on them: the exact rounding error of one operation, recovered in a few
/// flops, so a critical quantity (a frequency, a phase) can carry ~106 bits.
public enum ErrorFree {
    /// s + e = a + b exactly, s = fl(a + b).
    @inlinable @inline(__always)
    public static func sum(_ a: Double, _ b: Double) -> (s: Double, e: Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// p + e = a·b exactly (barring underflow), p = fl(a·b), e by one fused multiply-add.
    @inlinable @inline(__always)
    public static func product(_ a: Double, _ b: Double) -> (p: Double, e: Double) {
        let p = a * b
        return (p, (-p).addingProduct(a, b))
    }

    /// (hi, lo) with hi + lo ≈ √(x + xLo) to about 2⁻¹⁰⁴ relative, for x > 0, |xLo| ≤ ulp(x):
    /// one Newton correction of the rounded root, with the residual x − s² formed exactly.
    @inlinable
    public static func squareRoot(_ x: Double, _ xLo: Double) -> (hi: Double, lo: Double) {
        let s = x.squareRoot()
        let residual = x.addingProduct(-s, s)
        return (s, (residual + xLo) / (2 * s))
    }
}
