import RealModule

/// React Native's `Easing` functions with parameters (`Libraries/Animated/Easing.js` in the
/// react-native repository), evaluated with the same formulas:
///
/// | spelling                      | React Native           | e(u)                                        |
/// |-------------------------------|------------------------|---------------------------------------------|
/// | `react-native-elastic(b)`     | `Easing.elastic(b)`    | 1 − cos³(πu/2)·cos(bπu), default b = 1       |
/// | `react-native-back(s)`        | `Easing.back(s)`       | u²·((s + 1)·u − s), default s = 1.70158      |
/// | `react-native-bounce`         | `Easing.bounce`        | 7.5625·(u − cₖ)² + hₖ on four pieces (below) |
/// | `react-native-poly(n)`        | `Easing.poly(n)`       | uⁿ (`Math.pow`), n > 0                        |
/// | `react-native-bezier(…)`      | `Easing.bezier(…)`     | ``CubicBezierEasing`` (see there)           |
///
/// Bounce: c = 0, 1.5/2.75, 2.25/2.75, 2.625/2.75 and h = 0, 0.75, 0.9375, 0.984375 on
/// u < 1/2.75, < 2/2.75, < 2.5/2.75 and the rest — the same curve as easings.net's
/// `easeOutBounce` (``PennerEasing/easeOutBounce``). React Native's bounce is not clamped, and
/// neither is any of these: outside [0, 1] the formulas are evaluated as written.
///
/// Endpoints: e(0) = 0 and e(1) = 1 are returned exactly, as the ``Easing`` contract requires;
/// JavaScript's bounce(1) is 1 − 1.1e-16 by rounding, elastic and back are already exact there
/// (React Native's own test checks elastic(b) at 0 and 1 for b = 0, 0.3, … 3.9).
///
/// `Easing.bezier` in React Native solves x(t) = u with a few Newton steps or a subdivision to
/// 1e-7 in x; SpringSim's `react-native-bezier` is the exact curve (``CubicBezierEasing``, y within
/// 1e-12), so the two differ by up to about 1e-7·|dy/dx|.
///
/// Error bound: every value is the formula evaluated in double arithmetic (libm `cos`, `pow`),
/// within a few ulps of the exact value away from cancellation: measured against 40-digit mpmath,
/// at most 2.2e-16 relative to max(1, |e|), slopes 1.7e-15, on [0, 1] and at −0.25, 1.25.
public struct ReactNativeEasing: Easing, Hashable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// `Easing.elastic(bounciness)`.
        case elastic(bounciness: Double)
        /// `Easing.back(s)`.
        case back(overshoot: Double)
        /// `Easing.bounce`.
        case bounce
        /// `Easing.poly(n)`.
        case poly(exponent: Double)
    }

    public let kind: Kind

    /// React Native's defaults: elastic bounciness 1, back overshoot 1.70158.
    public static let defaultBounciness = 1.0
    public static let defaultOvershoot = 1.70158

    /// - Throws: when a parameter is not finite, or the exponent of `poly` is not > 0
    ///   (u⁰ = 1 at u = 0 and u⁻ⁿ = ∞ there would break e(0) = 0).
    public init(_ kind: Kind) throws(EasingError) {
        switch kind {
        case .elastic(let b):
            guard b.isFinite else { throw EasingError("react-native-elastic() bounciness must be a finite number") }
        case .back(let s):
            guard s.isFinite else { throw EasingError("react-native-back() overshoot must be a finite number") }
        case .poly(let n):
            guard n.isFinite && n > 0 else { throw EasingError("react-native-poly() exponent must be a finite number > 0") }
        case .bounce: break
        }
        self.kind = kind
    }

    /// `Easing.bounce`.
    public static let bounce = try! ReactNativeEasing(.bounce)

    /// `Easing.bezier(x1, y1, x2, y2)`: React Native refuses x outside [0, 1] as CSS does.
    public static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(EasingError) -> CubicBezierEasing {
        do { return try CubicBezierEasing(x1, y1, x2, y2) } catch {
            throw EasingError(error.message.replacingOccurrencesOfPrefix("cubic-bezier()", with: "react-native-bezier()"))
        }
    }

    public var description: String {
        switch kind {
        case .elastic(let b): return "react-native-elastic(\(CSSNumber.format(b)))"
        case .back(let s): return "react-native-back(\(CSSNumber.format(s)))"
        case .bounce: return "react-native-bounce"
        case .poly(let n): return "react-native-poly(\(CSSNumber.format(n)))"
        }
    }

    /// The bounce's piece boundaries 1/2.75, 2/2.75, 2.5/2.75 (as JavaScript computes them).
    static let bounceBreaks = (1 / 2.75, 2 / 2.75, 2.5 / 2.75)

    public func value(at u: Double) -> Double {
        if u == 0 { return 0 }
        if u == 1 { return 1 }
        switch kind {
        case .elastic(let b):
            let c = Double.cos(u * Double.pi / 2)
            return 1 - c * c * c * Double.cos(u * (b * Double.pi))
        case .back(let s):
            return u * u * ((s + 1) * u - s)
        case .bounce:
            return Self.bounceValue(u)
        case .poly(let n):
            return Self.power(u, n)
        }
    }

    static func bounceValue(_ t: Double) -> Double {
        if t < bounceBreaks.0 { return 7.5625 * t * t }
        if t < bounceBreaks.1 {
            let t2 = t - 1.5 / 2.75
            return 7.5625 * t2 * t2 + 0.75
        }
        if t < bounceBreaks.2 {
            let t2 = t - 2.25 / 2.75
            return 7.5625 * t2 * t2 + 0.9375
        }
        let t2 = t - 2.625 / 2.75
        return 7.5625 * t2 * t2 + 0.984375
    }

    /// `Math.pow(u, n)`: a negative base with a whole exponent keeps its sign rule (uⁿ = ±|u|ⁿ);
    /// with a fractional exponent it is NaN, as in JavaScript.
    static func power(_ u: Double, _ n: Double) -> Double {
        if u >= 0 { return Double.pow(u, n) }
        guard n == n.rounded() else { return .nan }
        let m = Double.pow(-u, n)
        return n.truncatingRemainder(dividingBy: 2) == 0 ? m : -m
    }

    /// de/du: elastic 3c²·(π/2)·sin(πu/2)·cos(bπu) + c³·bπ·sin(bπu) with c = cos(πu/2) (0 at
    /// u = 0 and exactly 0 at u = 1, its one-sided limits);
    /// back 3(s + 1)u² − 2su; bounce 2·7.5625·(u − cₖ), nil exactly at the three piece
    /// boundaries (where it jumps); poly n·uⁿ⁻¹ (nil at u = 0 when n < 1, where it is infinite).
    public func slope(at u: Double) -> Double? {
        switch kind {
        case .elastic(let b):
            // At u = 1 both terms carry cos²(π/2) = 0 exactly; the double π/2 would leave
            // cos = 6.1e-17 and a slope of ~1e-32 instead of the limit 0 (u = 0 is exact: sin 0 = 0).
            if u == 1 { return 0 }
            let h = u * Double.pi / 2, w = b * Double.pi
            let c = Double.cos(h), s = Double.sin(h)
            return 3 * c * c * (Double.pi / 2) * s * Double.cos(u * w) + c * c * c * w * Double.sin(u * w)
        case .back(let s):
            return 3 * (s + 1) * u * u - 2 * s * u
        case .bounce:
            if u == Self.bounceBreaks.0 || u == Self.bounceBreaks.1 || u == Self.bounceBreaks.2 { return nil }
            if u < Self.bounceBreaks.0 { return 2 * 7.5625 * u }
            if u < Self.bounceBreaks.1 { return 2 * 7.5625 * (u - 1.5 / 2.75) }
            if u < Self.bounceBreaks.2 { return 2 * 7.5625 * (u - 2.25 / 2.75) }
            return 2 * 7.5625 * (u - 2.625 / 2.75)
        case .poly(let n):
            if n == 1 { return 1 }
            if u == 0 { return n > 1 ? 0 : nil }
            let v = n * Self.power(u, n - 1)
            return v.isNaN ? nil : v
        }
    }
}

extension String {
    fileprivate func replacingOccurrencesOfPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
