import RealModule

/// An unevaluated sum hi + lo of two doubles (|lo| ≤ ½ ulp(hi)): about 106 bits, enough to
/// form 1 − Λ of an SVG arc without cancelling its digits. The error-free transformations are
/// swift-numerics' `Augmented` (Knuth's two-sum, Dekker's fast two-sum, an FMA for the
/// product's low part); + and × are the accurate Dekker/Bailey forms with relative error
/// ≤ 4·2⁻¹⁰⁶, ÷ ≤ 8·2⁻¹⁰⁶.
@usableFromInline
struct DoubleDouble: Sendable {
    @usableFromInline var hi: Double
    @usableFromInline var lo: Double

    @inlinable init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    @inlinable init(_ pair: (head: Double, tail: Double)) {
        self.init(pair.head, pair.tail)
    }

    /// a + b exactly.
    @inlinable static func sum(_ a: Double, _ b: Double) -> DoubleDouble { DoubleDouble(Augmented.sum(a, b)) }

    /// a·b exactly (barring underflow).
    @inlinable static func product(_ a: Double, _ b: Double) -> DoubleDouble { DoubleDouble(Augmented.product(a, b)) }

    /// a + b exactly when |a| ≥ |b| (or a = 0): the renormalisation step.
    @inlinable static func quick(_ a: Double, _ b: Double) -> DoubleDouble { DoubleDouble(Augmented.sum(large: a, small: b)) }

    @inlinable static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        var s = sum(x.hi, y.hi)
        let t = sum(x.lo, y.lo)
        s.lo += t.hi
        s = quick(s.hi, s.lo)
        s.lo += t.lo
        return quick(s.hi, s.lo)
    }

    @inlinable static prefix func - (x: DoubleDouble) -> DoubleDouble { DoubleDouble(-x.hi, -x.lo) }
    @inlinable static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble { x + (-y) }

    @inlinable static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        var p = product(x.hi, y.hi)
        p.lo += x.hi * y.lo + x.lo * y.hi
        return quick(p.hi, p.lo)
    }

    @inlinable static func * (x: DoubleDouble, y: Double) -> DoubleDouble { x * DoubleDouble(y) }

    @inlinable static func / (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        let q1 = x.hi / y.hi
        let r = x - y * q1
        let q2 = r.hi / y.hi
        let r2 = r - y * q2
        let q3 = r2.hi / y.hi
        return quick(q1, q2) + DoubleDouble(q3)
    }

    @inlinable var value: Double { hi + lo }
}

extension DoubleDouble {
    /// (cos φ, sin φ) of the double φ to ~1e-31 absolute, for |φ| ≤ 1e6: φ is reduced by
    /// k·π/2 with π/2 split into three doubles (k·p₁ exact by an FMA product, the reduced angle
    /// good to ~1e-32 absolute), then Taylor series to the term r²⁷/27! (truncation < 4e-33 for
    /// |r| ≤ π/4), in double-double, and the quadrant applied. SVG arcs need it so that a
    /// rotation's cosine and sine do not move Λ by their own rounding (see
    /// `EllipticalArc.init(svgFrom:…)`).
    @usableFromInline
    static func cosSin(_ phi: Double) -> (cos: DoubleDouble, sin: DoubleDouble) {
        precondition(abs(phi) <= 1e6, "DoubleDouble.cosSin: |φ| ≤ 1e6")
        let p1 = 1.5707963267948966, p2 = 6.123233995736766e-17, p3 = -1.4973849048591698e-33
        let k = (phi / p1).rounded()
        var r = DoubleDouble(phi) - product(k, p1)
        r = r - product(k, p2)
        r = r - DoubleDouble(k * p3)
        let r2 = r * r
        // sin r = r·Σ (−r²)ⁿ/(2n+1)!,  cos r = Σ (−r²)ⁿ/(2n)!
        var sinTerm = r, sinSum = r
        var cosTerm = DoubleDouble(1), cosSum = DoubleDouble(1)
        for n in 1...13 {
            let m = Double(2 * n)
            cosTerm = -(cosTerm * r2) / DoubleDouble(m * (m - 1))
            cosSum = cosSum + cosTerm
            sinTerm = -(sinTerm * r2) / DoubleDouble(m * (m + 1))
            sinSum = sinSum + sinTerm
        }
        switch Int(k).quotientAndRemainder(dividingBy: 4).remainder {
        case 0: return (cosSum, sinSum)
        case 1, -3: return (-sinSum, cosSum)
        case 2, -2: return (-cosSum, -sinSum)
        default: return (sinSum, -cosSum)
        }
    }
}
