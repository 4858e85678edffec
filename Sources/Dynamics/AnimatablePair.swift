/// Two animatable values as one (SwiftUI's `AnimatablePair`): a composite such as a position
/// and a scale, or a colour and an opacity, animated by one spring. The vector space is the
/// direct sum: operations act on both halves, and ‖(a, b)‖² = ‖a‖² + ‖b‖².
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    public static func linearCombination(_ a: Double, _ x: Self, _ b: Double, _ y: Self) -> Self {
        Self(First.linearCombination(a, x.first, b, y.first), Second.linearCombination(a, x.second, b, y.second))
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
