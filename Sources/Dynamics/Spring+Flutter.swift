import RealModule

extension Spring {
    /// Flutter `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
    /// c = ratio · 2√(m·k).
    public init(flutterMass mass: Double, stiffness: Double, ratio: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requireNonNegative(ratio, "damping ratio")
        try self.init(validatingMass: mass, stiffness: stiffness, dampingCoefficient: ratio * 2 * (mass * stiffness).squareRoot())
    }

    /// Flutter `SpringDescription.withDurationAndBounce(duration:bounce:)`: mass 1, k = 4π²/d²,
    /// ζ = 1 − bounce for bounce > 0, 1/(bounce + 1) otherwise. Flutter takes a `Duration` and
    /// reads `inMilliseconds`, so `duration` (seconds) is truncated to whole milliseconds first,
    /// as Flutter does. The duration has no default here, so that `Spring()` and
    /// `Spring(bounce:)` are SwiftUI's (``init(duration:bounce:)``); ``flutter(duration:bounce:)``
    /// has Flutter's defaults (500 ms, 0).
    public init(flutterDuration duration: Double, bounce: Double = 0) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(duration, "duration")
        try SpringParameterError.requireIn(bounce, -0.999_999...1, "bounce")
        let ms = (duration * 1000).rounded(.towardZero)
        guard ms > 0 else { throw SpringParameterError("duration must be at least 1 ms (got \(duration) s)") }
        let seconds = ms / 1000
        let k = 4 * Double.pi * Double.pi / (seconds * seconds)
        let zeta = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
        self = try Spring.derived(mass: 1, stiffness: k, dampingCoefficient: zeta * 2 * k.squareRoot(), from: "duration \(duration) s")
    }
}
