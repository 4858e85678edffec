import Easing
import FrameIO

/// A request for an easing curve's sample table (`springsim ease`): the curve, where to sample
/// it and the CSS before flag, checked once here; ``table`` is then the ``EasingSampleTable``.
///
/// ```swift
/// let request = try EasingSampleRequest(try EasingParser.parse("ease-in-out"), inputs: .evenlySpaced(count: 11))
/// let table = request.table
/// ```
public struct EasingSampleRequest: Sendable {
    /// The inputs without any given: 101 evenly spaced.
    public static let defaultCount = 101
    /// The evenly spaced inputs allowed.
    public static let countRange = 2...100_000_000

    public let table: EasingSampleTable

    /// A request inside its domain: an evenly spaced count in ``countRange``; every explicit input
    /// one where the curve has a finite value (a negative number to a non-integer power in
    /// react-native-poly, as JavaScript's NaN, has none); `before` only for a `steps()` curve.
    public init(
        _ easing: any Easing, inputs: EasingSampleTable.Inputs = .evenlySpaced(count: defaultCount), before: Bool = false
    ) throws(EasingSampleRequestError) {
        switch inputs {
        case .evenlySpaced(let n): guard Self.countRange.contains(n) else { throw .count(n) }
        case .explicit(let u):
            if let bad = u.first(where: { !easing.value(at: $0).isFinite }) {
                throw .noFiniteValue(input: bad, value: easing.value(at: bad))
            }
        }
        if before && !(easing is StepsEasing) { throw .beforeNeedsSteps }
        table = EasingSampleTable(easing, inputs: inputs, before: before)
    }
}

/// Why an easing sample request was refused.
public enum EasingSampleRequestError: Error, Sendable, Hashable {
    /// An evenly spaced count outside ``EasingSampleRequest/countRange``.
    case count(Int)
    /// An explicit input where the curve has no finite value.
    case noFiniteValue(input: Double, value: Double)
    /// The before flag with a curve that is not `steps()`.
    case beforeNeedsSteps
}
