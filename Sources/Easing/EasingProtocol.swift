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
    /// Why a piecewise-linear export refused its error bound, when that is the reason:
    /// ``message`` then calls the bound `maxError`; ``ApproximationBoundError/message(naming:)``
    /// names it the caller's way.
    public let bound: ApproximationBoundError?

    public init(_ message: String, position: Int? = nil) {
        self.message = message
        self.position = position
        self.bound = nil
    }

    public init(_ bound: ApproximationBoundError) {
        self.message = bound.message(naming: "maxError")
        self.position = nil
        self.bound = bound
    }

    public var description: String {
        position.map { "\(message) (at character \($0 + 1))" } ?? message
    }
}

/// The error bound of ``Easing/linearPoints(maxError:)`` (and so of a CSS `linear()` or
/// keyframe export) that cannot be met.
public enum ApproximationBoundError: Sendable, Equatable {
    /// The bound is not a finite number > 0.
    case notPositive(Double)
    /// The bound is below 1e-9.
    case tooSmall(Double)
    /// Meeting the bound needs more than ``LinearEasing/maximumPoints`` points: about
    /// `estimate` by the curvature estimate, or (nil) found while building.
    case tooManyPoints(bound: Double, estimate: Int?)

    /// The message, the bound named by `name`.
    public func message(naming name: String) -> String {
        switch self {
        case .notPositive: return "\(name) must be a finite number > 0"
        case .tooSmall: return "\(name) below 1e-9 would need too many points"
        case .tooManyPoints(let bound, let estimate):
            let count = estimate.map { "about \($0)" } ?? "more than \(LinearEasing.maximumPoints)"
            return
                "an approximation within \(bound) would need \(count) points, more than the maximum \(LinearEasing.maximumPoints); allow a larger \(name)"
        }
    }
}
