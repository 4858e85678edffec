import Easing
import FrameIO

/// What `springsim ease EASING --export FORMAT` prints: an easing as a piecewise-linear curve
/// for a platform, within a stated error.
///
/// The points are those of `Easing/cssLinear(maxError:)`: the fewest, placed so that the
/// linear interpolation deviates from the curve by at most `maxError` (output progress)
/// anywhere on [0, 1].
public enum EasingExport: String, Sendable, CaseIterable {
    /// A CSS `linear()` function, e.g. `linear(0, 0.25 75%, 1)`, on one line.
    case cssLinear = "css-linear"
    /// Core Animation keyframes: `values = […]` and `keyTimes = […]` lines (a
    /// `CAKeyframeAnimation`'s arrays), and for a spring easing a `duration = …` line, its
    /// settling duration in seconds.
    case keyframes

    /// The export of `easing` as text, each line ending in a line feed.
    /// - Throws: `EasingError` when no approximation within `maxError` exists (a bound
    ///   that is not finite and > 0, or a curve with too many pieces for it).
    public func text(for easing: any Easing, maxError: Double = 0.001) throws(EasingError) -> String {
        switch self {
        case .cssLinear:
            return try easing.cssLinear(maxError: maxError).description + "\n"
        case .keyframes:
            let k = try easing.keyframes(maxError: maxError)
            var text = "values = [\(k.values.map(\.description).joined(separator: ", "))]\n"
            text += "keyTimes = [\(k.keyTimes.map(\.description).joined(separator: ", "))]\n"
            if let spring = easing as? SpringEasing { text += "duration = \(spring.duration)\n" }
            return text
        }
    }
}
