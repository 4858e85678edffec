/// One mode of a network: a shape that moves as a single damped oscillator.
///
/// For a classically damped network (ΦᵀCΦ diagonal, e.g. Rayleigh damping C = αM + βK) the
/// modes are the generalized eigenvectors of K φ = ω² M φ, mass-normalised (φᵀMφ = 1), and each
/// modal coordinate qᵢ obeys q̈ + 2ζᵢωᵢ q̇ + ωᵢ² q = gᵢ exactly. For a non-classically damped
/// network they come from the first-order system's eigenvalues s = −ζω ± iω√(1 − ζ²) (one
/// entry per conjugate pair or real root), with the real part of the eigenvector as shape.
public struct NetworkMode: Sendable, Hashable {
    /// ω, the undamped natural frequency (rad/s); 0 for a rigid-body mode.
    public let omega: Double
    /// ζ = c/(2ω) in modal units; +∞ for a damped rigid-body mode, 0 for an undamped one.
    public let dampingRatio: Double
    /// The shape: one entry per node (mass-normalised for classical modes; unit Euclidean norm
    /// otherwise).
    public let shape: [Double]
    /// The mode's slowest exponential decay rate (1/s): ζω when ζ ≤ 1, ω/(ζ + √(ζ² − 1)) when
    /// overdamped, the drag per unit modal mass for a damped rigid-body mode (whose ζ is +∞),
    /// 0 when undamped. Its reciprocal is the time constant of the mode's envelope.
    public let decayRate: Double

    init(omega: Double, dampingRatio: Double, shape: [Double], decayRate: Double? = nil) {
        self.omega = omega
        self.dampingRatio = dampingRatio
        self.shape = shape
        if let decayRate {
            self.decayRate = decayRate
        } else if dampingRatio <= 1 {
            self.decayRate = dampingRatio * omega
        } else if dampingRatio.isFinite {
            self.decayRate = omega / (dampingRatio + (dampingRatio * dampingRatio - 1).squareRoot())
        } else {
            self.decayRate = 0
        }
    }
}
