import Dynamics
import LinearAlgebra
import RealModule

/// Positions, velocities and accelerations of every node at one instant.
public struct NetworkState: Sendable, Hashable {
    public var positions: [Double]
    public var velocities: [Double]
    public var accelerations: [Double]

    public init(count: Int) {
        positions = [Double](repeating: 0, count: count)
        velocities = [Double](repeating: 0, count: count)
        accelerations = [Double](repeating: 0, count: count)
    }
}

/// The exact motion of a ``SpringNetwork``, by one of three paths:
///
/// - **modal** — classically damped networks (ΦᵀCΦ diagonal: no damping, Rayleigh damping
///   C = αM + βK, equal dashpot-to-spring ratios…): the generalized symmetric eigenproblem
///   K φ = ω² M φ (LAPACK `dsygvd`) gives mass-normalised modes Φ, and each modal coordinate is
///   one scalar damped oscillator solved in closed form (`SpringMotion`: under-, critically
///   and over-damped exactly), or a rigid-body mode (ω = 0: uniform or exponentially decaying
///   motion). x(t) = Φ q(t).
/// - **tridiagonal** — the same for chains (K tridiagonal): the mass-scaled matrix
///   M^(−½) K M^(−½) is symmetric tridiagonal and goes to LAPACK `dstev` (no reduction step).
/// - **exponential** — any damping: the first-order system z = (x, ẋ, 1),
///   z′ = Ã z with Ã = [[0, I, 0], [−M⁻¹K, −M⁻¹C, M⁻¹f], [0, 0, 0]], solved by the matrix
///   exponential z(t) = e^(Ãt) z(0) (`LinearAlgebra/exponential(_:)`: Padé 13 with scaling
///   and squaring). Defective systems (repeated critical modes) and rigid-body modes need no
///   special case: the exponential of a defective matrix is as exact as any other.
///
/// ``init(_:method:)`` picks modal (tridiagonal for chains) when the damping is classical to
/// within rounding, else exponential.
///
/// Error bound: ``errorBound(at:)``, measured against 50-digit mpmath references.
public struct NetworkSolution: Sendable {
    /// Which solver path runs.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case modal, tridiagonal, exponential
    }

    public let method: Method
    public let matrices: NetworkMatrices
    /// The modes, slowest first (classical: by ω; exponential: by |s|).
    public var modes: [NetworkMode] { modal?.modes ?? exponential!.modes.modes }
    /// How hard the problem is for a double-precision eigen-decomposition. Modal paths: the
    /// spread ω²_max / ω²_min of the nonzero squared frequencies (LAPACK computes each ω² to an
    /// absolute p(N)·u·ω²_max, so the slowest loses about log₁₀ of this many digits — a stiffness
    /// ratio of 10⁶ costs six). Exponential path: the 1-norm condition estimate of the
    /// first-order system's eigenvector matrix (`dgecon`; about 1/u or more for a defective or
    /// nearly defective system, which is why that path uses no eigenvectors; +∞ when it could
    /// not be computed).
    public var conditionEstimate: Double { modal != nil ? modalCondition : exponential!.modes.condition }

    /// The modal paths' spread ω²_max / ω²_min.
    let modalCondition: Double

    /// x(0) and ẋ(0), returned as given at t = 0 (the state there is known exactly).
    let initialPositions: [Double]
    let initialVelocities: [Double]
    let massCondition: Double
    let slowestOmega: Double
    let generatorNorm: Double

    /// A bound on the error of every position and velocity at time `t`, relative to the largest
    /// |x| (|ẋ|) the motion reaches:
    ///
    /// - modal paths: 64·N·u·√(m_max/m_min) + 4·u·s·(1 + ω_min·|t|), with s = ω²_max/ω²_min the
    ///   ``conditionEstimate`` (the slowest mode's frequency error, accumulated as phase);
    /// - exponential path: 64·(2N + 1)·u·(1 + ‖Ã‖₁·|t|) for a direct evaluation (the forward
    ///   error of scaling and squaring for these dissipative generators).
    ///
    /// u = 2⁻⁵³. Measured against 50-digit references on 14 networks (`Tests/SpringNetworksTests`):
    /// every error within this bound, and ≤ 6e-13 on every network except the one with a
    /// stiffness ratio of 10⁶ (1.8e-10, inside its bound of 4e-9).
    public func errorBound(at t: Double) -> Double {
        let n = Double(matrices.masses.count), u = Double.ulpOfOne / 2
        if method == .exponential { return 64 * (2 * n + 1) * u * (1 + generatorNorm * abs(t)) }
        return 64 * n * u * massCondition + 4 * u * conditionEstimate * (1 + slowestOmega * abs(t))
    }

    let modal: ModalSolution?
    let exponential: ExponentialSolution?

    /// Solves `network`, by `method` or (nil) the best path for it.
    /// - Throws: ``NetworkError/solver(_:)`` when LAPACK fails, or when `.modal`/`.tridiagonal`
    ///   is asked for a network that is not classically damped (or not a chain).
    public init(_ network: SpringNetwork, method requested: Method? = nil) throws(NetworkError) {
        let matrices = NetworkMatrices(network)
        self.matrices = matrices
        initialPositions = network.initialPositions
        initialVelocities = network.initialVelocities
        let massCondition = (network.masses.max()! / network.masses.min()!).squareRoot()
        self.massCondition = massCondition
        // Automatic choice: a network that is plainly not classically damped goes straight to the
        // exponential path (the modal attempt would decompose K and M only to find ΦᵀCΦ full).
        if requested == nil ? Self.mayBeClassical(matrices) : requested != .exponential {
            let chain = Self.isTridiagonal(matrices.stiffness) && Self.isTridiagonal(matrices.damping)
            if requested == .tridiagonal && !chain {
                throw .solver("the tridiagonal path needs a chain: springs only between neighbouring nodes i and i + 1")
            }
            let path: Method = (requested == .modal || !chain) ? .modal : .tridiagonal
            if let solution = try ModalSolution(network, matrices, tridiagonal: path == .tridiagonal) {
                modal = solution
                exponential = nil
                method = path
                let omegas = solution.modes.map(\.omega).filter { $0 > 0 }
                slowestOmega = omegas.min() ?? 0
                modalCondition = omegas.isEmpty ? 1 : (omegas.max()! / slowestOmega) * (omegas.max()! / slowestOmega)
                generatorNorm = 0
                return
            }
            if requested != nil {
                throw .solver(
                    "ΦᵀCΦ is not diagonal in the computed modes (non-classical damping, or a repeated frequency whose modes LAPACK returned in a basis that does not diagonalise C): use the exponential path"
                )
            }
        }
        let solution = try ExponentialSolution(network, matrices)
        modal = nil
        exponential = solution
        method = .exponential
        modalCondition = .nan
        slowestOmega = 0
        generatorNorm = solution.generator.norm1
    }

    /// The state at time `t` (seconds), evaluated directly (no propagation).
    /// - Throws: ``NetworkError/solver(_:)`` for a negative or non-finite time, or (exponential path) a
    ///   time so large that Ã·t leaves the double range.
    public func state(at t: Double) throws(NetworkError) -> NetworkState {
        var s = NetworkState(count: matrices.masses.count)
        try state(at: t, into: &s)
        return s
    }

    /// The state at time `t`, written into `state` (whose arrays must have one entry per node).
    /// The modal paths allocate nothing.
    public func state(at t: Double, into state: inout NetworkState) throws(NetworkError) {
        guard t.isFinite, t >= 0 else { throw .solver("time must be a finite number ≥ 0 (got \(t))") }
        if t == 0 {
            writeInitialState(into: &state)
            return
        }
        if let modal { modal.state(at: t, into: &state) } else { try exponential!.state(at: t, into: &state) }
    }

    /// The rest positions x* with K x* = f, when K is nonsingular (no rigid-body mode).
    public var restPositions: [Double]? {
        if let modal { return modal.restPositions }
        return exponential!.restPositions
    }

    /// Caughey and O'Kelly (1965): the damping is classical — one set of real modes diagonalises
    /// M, K and C — exactly when C M⁻¹ K = K M⁻¹ C. True when the two products agree to
    /// 64·N·u·‖C‖₁‖K‖₁/m_min (rounding of the products), or when there is no damping; the modal
    /// solver then confirms ΦᵀCΦ diagonal in its own modes. Two matrix products (BLAS).
    static func mayBeClassical(_ m: NetworkMatrices) -> Bool {
        if m.isUndamped { return true }
        let n = m.masses.count
        var scaledK = m.stiffness
        for i in 0..<n {
            for j in 0..<n { scaledK.elements[i * n + j] /= m.masses[i] }
        }
        var scaledC = m.damping
        for i in 0..<n {
            for j in 0..<n { scaledC.elements[i * n + j] /= m.masses[i] }
        }
        let ck = m.damping * scaledK, kc = m.stiffness * scaledC
        let tolerance = 64 * Double(n) * Double.ulpOfOne * m.damping.norm1 * m.stiffness.norm1 / m.masses.min()!
        for (a, b) in zip(ck.elements, kc.elements) where abs(a - b) > tolerance { return false }
        return true
    }

    static func isTridiagonal(_ a: Matrix) -> Bool {
        for i in 0..<a.rows {
            for j in 0..<a.columns where abs(i - j) > 1 && a[i, j] != 0 { return false }
        }
        return true
    }
}

extension NetworkSolution {
    /// The state at t = 0 exactly as given, with ẍ(0) = M⁻¹(f − K x₀ − C ẋ₀) (each entry a sum of
    /// N products: within N·u of its largest term).
    func writeInitialState(into state: inout NetworkState) {
        let n = initialPositions.count
        let k = matrices.stiffness, c = matrices.damping
        for i in 0..<n {
            var force = matrices.forcing[i]
            for j in 0..<n { force -= k[i, j] * initialPositions[j] + c[i, j] * initialVelocities[j] }
            state.positions[i] = initialPositions[i]
            state.velocities[i] = initialVelocities[i]
            state.accelerations[i] = force / matrices.masses[i]
        }
    }
}
