/// A value a spring, a decay or an inertia can animate: an element of a real vector space with
/// a norm, with the semantics of SwiftUI's `VectorArithmetic`, so that generic code written
/// against SwiftUI's `Spring` ports by changing the import.
///
/// Requirements (as SwiftUI's): `AdditiveArithmetic` (`+`, `-`, `.zero`), ``scale(by:)``
/// (multiplication by a real number) and ``magnitudeSquared`` (the square of the Euclidean
/// norm ‖x‖² = Σ xᵢ², returned as a `Double`). One customisation point beyond SwiftUI's,
/// ``linearCombination(_:_:_:_:)``, has a default built from those two; a conformance
/// overrides it to round once per component (`Float` and the `SIMD` vectors of `Float` do it
/// in `Double`).
///
/// Conformances: `Double`, `Float`, `SIMD2`, `SIMD3` and `SIMD4` of any `BinaryFloatingPoint`
/// scalar (arithmetic in `Double` per lane), and ``AnimatablePair`` for composites.
///
/// Laws a conformance keeps (those of a real vector space with an inner-product norm, up to
/// rounding): `x.scaled(by: 1) == x`, `x.scaled(by: a).scaled(by: b) ≈ x.scaled(by: a·b)`,
/// `(x + y).scaled(by: a) ≈ x.scaled(by: a) + y.scaled(by: a)`, and the parallelogram law
/// ‖x + y‖² + ‖x − y‖² = 2‖x‖² + 2‖y‖² (the exact settling duration in the norm relies on it
/// to measure angles; see ``Spring/settlingDuration(target:initialVelocity:epsilon:)``).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// ‖self‖² = Σ xᵢ², the square of the Euclidean norm, in `Double`.
    var magnitudeSquared: Double { get }

    /// a·x + b·y. The default is `x.scaled(by: a) + y.scaled(by: b)` (three roundings per
    /// component); the library's conformances compute each component in `Double` and round
    /// it once into the component type.
    static func linearCombination(_ a: Double, _ x: Self, _ b: Double, _ y: Self) -> Self
}

extension VectorArithmetic {
    /// A copy multiplied by `rhs` (SwiftUI's `scaled(by:)`).
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    public static func linearCombination(_ a: Double, _ x: Self, _ b: Double, _ y: Self) -> Self {
        x.scaled(by: a) + y.scaled(by: b)
    }

    /// self + (other − self)·amount (SwiftUI's `interpolated(towards:amount:)`).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves self to self + (other − self)·amount (SwiftUI's `interpolate(towards:amount:)`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }

    /// The Euclidean norm ‖self‖ = √``magnitudeSquared`` (internal: `Double` and `Float` have a
    /// `magnitude` of their own).
    var norm: Double { magnitudeSquared.squareRoot() }
}
