/// Jetpack Compose `spring(dampingRatio, stiffness)` and Android `SpringForce`: stiffness k
/// (per unit mass, 1/s²) and damping ratio ζ; mass 1, c = 2ζ√k
/// (``Spring/init(validatingComposeStiffness:dampingRatio:)``). Constants from androidx
/// `Spring` (AnimationSpec.kt) and `SpringForce.java`.
public struct ComposeSpring: Sendable, Hashable {
    public var stiffness: Double
    public var dampingRatio: Double

    public init(stiffness: Double, dampingRatio: Double) {
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
    }

    /// The spring; throws unless k > 0 and ζ ≥ 0 are finite and give a finite damping coefficient.
    public func spring() throws(SpringParameterError) -> Spring {
        try Spring(validatingComposeStiffness: stiffness, dampingRatio: dampingRatio)
    }

    public static let stiffnessHigh = 10_000.0
    public static let stiffnessMedium = 1500.0
    public static let stiffnessMediumLow = 400.0
    public static let stiffnessLow = 200.0
    public static let stiffnessVeryLow = 50.0
    public static let dampingRatioHighBouncy = 0.2
    public static let dampingRatioMediumBouncy = 0.5
    public static let dampingRatioLowBouncy = 0.75
    public static let dampingRatioNoBouncy = 1.0
    /// `Spring.DefaultDisplacementThreshold`, the default visibility threshold.
    public static let defaultVisibilityThreshold = 0.01

    /// Compose's `spring()` default: ζ = 1 (no bounce), stiffness 1500 (medium).
    public static var composeDefault: Spring { Spring(composeStiffness: stiffnessMedium, dampingRatio: dampingRatioNoBouncy) }
    /// Android `SpringForce()` default: stiffness 1500, ζ = 0.5 (medium bouncy).
    public static var springForceDefault: Spring { Spring(composeStiffness: stiffnessMedium, dampingRatio: dampingRatioMediumBouncy) }
}

extension Spring {
    /// Compose / Android: mass 1, stiffness k, damping ratio ζ, so c = 2ζ√k.
    public init(composeStiffness stiffness: Double, dampingRatio: Double) {
        self.init(mass: 1, stiffness: stiffness, dampingCoefficient: 2 * dampingRatio * stiffness.squareRoot())
    }

    /// Validating form of ``init(composeStiffness:dampingRatio:)``.
    public init(validatingComposeStiffness stiffness: Double, dampingRatio: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(stiffness, "stiffness")
        try SpringParameterError.requireNonNegative(dampingRatio, "damping ratio")
        self = try Spring.derived(
            mass: 1, stiffness: stiffness, dampingCoefficient: 2 * dampingRatio * stiffness.squareRoot(),
            from: "stiffness \(stiffness), damping ratio \(dampingRatio)")
    }

    /// The stiffness Compose would need for the same motion (Compose has mass 1): k/m.
    public var composeStiffness: Double { stiffness / mass }
}
