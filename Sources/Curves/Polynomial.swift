/// Real roots of low-degree polynomials, as used for derivative zeros (bounds, break points).
@usableFromInline
enum Polynomial {
    /// Roots of a·t² + b·t + c inside the open interval (0, 1), ascending (NaN marks "none").
    /// Stable form: q = −½(b + sign(b)·√(b² − 4ac)), roots q/a and c/q. A degenerate
    /// a = 0 gives the linear root; a, b = 0 gives none (identically constant or zero).
    @inlinable
    static func quadraticRootsInUnitInterval(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
        var r0 = Double.nan, r1 = Double.nan
        let scale = max(abs(a), abs(b), abs(c))
        if scale == 0 { return (r0, r1) }
        if abs(a) <= 1e-14 * scale {
            if b != 0 { r0 = -c / b }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let q = -0.5 * (b + (b >= 0 ? disc.squareRoot() : -disc.squareRoot()))
                r0 = q / a
                r1 = q != 0 ? c / q : r0
            } else if disc > -1e-14 * b * b {
                r0 = -b / (2 * a)  // a double root blurred by rounding
            }
        }
        if !(r0 > 0 && r0 < 1) { r0 = .nan }
        if !(r1 > 0 && r1 < 1) || r1 == r0 { r1 = .nan }
        if r0.isNaN { return (r1, .nan) }
        if !r1.isNaN && r1 < r0 { return (r1, r0) }
        return (r0, r1)
    }
}
