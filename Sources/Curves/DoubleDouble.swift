/// An unevaluated sum hi + lo of two doubles (|lo| ≤ ½ ulp(hi)): about 106 bits, enough to
/// form 1 − Λ of an SVG arc without cancelling its digits. Error-free transformations (Knuth's
/// two-sum, an FMA for the product's low part); + and × are the accurate Dekker/Bailey forms with
/// relative error ≤ 4·2⁻¹⁰⁶, ÷ ≤ 8·2⁻¹⁰⁶.
@usableFromInline
struct DoubleDouble: Sendable {
    @usableFromInline var hi: Double
    @usableFromInline var lo: Double

    @inlinable init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    /// a + b exactly.
    @inlinable static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b, bb = s - a
        return DoubleDouble(s, (a - (s - bb)) + (b - bb))
    }

    /// a·b exactly (barring underflow).
    @inlinable static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(p, (-p).addingProduct(a, b))
    }

    @inlinable static func quick(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(s, b - (s - a))
    }

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
