/// A starting point for ``SpringFit/fit(times:values:velocities:from:to:mass:guess:)``, in the
/// parameters the fit reports: stiffness and damping coefficient for the fit's mass, the
/// initial velocity normalised as UIKit takes it (v₀/(to − from)), and the start and target
/// values. A guess only chooses where the refinement starts; `from` and `to` given to the fit
/// itself still override the guess's.
public struct SpringFitGuess: Sendable, Equatable {
    /// k (> 0), for the fit's mass.
    public var stiffness: Double
    /// c (≥ 0), for the fit's mass.
    public var dampingCoefficient: Double
    /// v₀/(to − from), distances per second over the distance.
    public var initialVelocity: Double
    public var from: Double
    public var to: Double

    public init(stiffness: Double, dampingCoefficient: Double, initialVelocity: Double = 0, from: Double, to: Double) {
        self.stiffness = stiffness
        self.dampingCoefficient = dampingCoefficient
        self.initialVelocity = initialVelocity
        self.from = from
        self.to = to
    }
}
