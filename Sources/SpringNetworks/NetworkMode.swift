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
}
