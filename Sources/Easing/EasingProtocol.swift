/// A timing function: maps input progress u to output progress e(u).
///
/// Contract: e(0) = 0 and e(1) = 1 exactly (outputs between may overshoot [0, 1]); inputs
/// outside [0, 1] are allowed and each conformer documents how it extrapolates. ``slope(at:)``
/// is de/du where defined (nil at jumps and vertical tangents).
public protocol Easing: Sendable {
    /// The output progress at input progress `u`.
    func value(at u: Double) -> Double
    /// de/du at `u`, or nil where it is not defined.
    func slope(at u: Double) -> Double?
}

extension Easing {
    public func slope(at u: Double) -> Double? { nil }
}

/// Why an easing was refused: one line, with the character position when it came from text.
public struct EasingError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// 0-based offset in the parsed string, when parsing.
    public let position: Int?

    public init(_ message: String, position: Int? = nil) {
        self.message = message
        self.position = position
    }

    public var description: String {
        position.map { "\(message) (at character \($0 + 1))" } ?? message
    }
}
