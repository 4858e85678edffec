// The library's VectorArithmetic conformances. Every scalar lane is computed in Double and
// rounded once into its own type, so a Float animation carries the Double closed form's
// accuracy up to one Float rounding per result.

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
    @inlinable public static func linearCombination(_ a: Double, _ x: Double, _ b: Double, _ y: Double) -> Double {
        (a * x).addingProduct(b, y)
    }
}

extension Float: VectorArithmetic {
    /// Multiplies in `Double`, one rounding into `Float`.
    @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    /// x², in `Double` (exact for every `Float`).
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
    /// a·x + b·y in `Double`, one rounding into `Float`.
    @inlinable public static func linearCombination(_ a: Double, _ x: Float, _ b: Double, _ y: Float) -> Float {
        Float((a * Double(x)).addingProduct(b, Double(y)))
    }
}

// SIMD vectors of floating-point scalars have `+`, `-` and `.zero` in the standard library but
// do not declare `AdditiveArithmetic`; these declarations add nothing else.
extension SIMD2: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD3: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD4: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}

/// Lane-wise VectorArithmetic for SIMD vectors, each lane computed in `Double`.
@usableFromInline
enum SIMDLanes {
    @inlinable static func scale<V: SIMD>(_ v: inout V, by rhs: Double) where V.Scalar: BinaryFloatingPoint {
        for i in v.indices { v[i] = V.Scalar(Double(v[i]) * rhs) }
    }

    @inlinable static func magnitudeSquared<V: SIMD>(_ v: V) -> Double where V.Scalar: BinaryFloatingPoint {
        var sum = 0.0
        for i in v.indices {
            let x = Double(v[i])
            sum = sum.addingProduct(x, x)
        }
        return sum
    }

    @inlinable static func linearCombination<V: SIMD>(_ a: Double, _ x: V, _ b: Double, _ y: V) -> V
    where V.Scalar: BinaryFloatingPoint {
        var out = x
        for i in x.indices { out[i] = V.Scalar((a * Double(x[i])).addingProduct(b, Double(y[i]))) }
        return out
    }
}

extension SIMD2: VectorArithmetic where Scalar: BinaryFloatingPoint {
    @inlinable public mutating func scale(by rhs: Double) { SIMDLanes.scale(&self, by: rhs) }
    @inlinable public var magnitudeSquared: Double { SIMDLanes.magnitudeSquared(self) }
    @inlinable public static func linearCombination(_ a: Double, _ x: Self, _ b: Double, _ y: Self) -> Self {
        SIMDLanes.linearCombination(a, x, b, y)
    }
}

extension SIMD3: VectorArithmetic where Scalar: BinaryFloatingPoint {
    @inlinable public mutating func scale(by rhs: Double) { SIMDLanes.scale(&self, by: rhs) }
    @inlinable public var magnitudeSquared: Double { SIMDLanes.magnitudeSquared(self) }
    @inlinable public static func linearCombination(_ a: Double, _ x: Self, _ b: Double, _ y: Self) -> Self {
        SIMDLanes.linearCombination(a, x, b, y)
    }
}

extension SIMD4: VectorArithmetic where Scalar: BinaryFloatingPoint {
    @inlinable public mutating func scale(by rhs: Double) { SIMDLanes.scale(&self, by: rhs) }
    @inlinable public var magnitudeSquared: Double { SIMDLanes.magnitudeSquared(self) }
    @inlinable public static func linearCombination(_ a: Double, _ x: Self, _ b: Double, _ y: Self) -> Self {
        SIMDLanes.linearCombination(a, x, b, y)
    }
}
