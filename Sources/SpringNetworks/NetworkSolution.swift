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
///   C = αM + βK, equal dashpot-to-spring ratios…): the undamped modes K φ = ω² M φ,
///   mass-normalised, and each modal coordinate one scalar damped oscillator solved in closed
///   form (`SpringMotion`: under-, critically and over-damped exactly), or a rigid-body mode
///   (ω = 0: uniform or exponentially decaying motion). x(t) = Φ q(t).
/// - **tridiagonal** — the same for chains (K tridiagonal).
/// - **exponential** — any damping: the first-order system z = (x, ẋ, 1),
///   z′ = Ã z with Ã = [[0, I, 0], [−M⁻¹K, −M⁻¹C, M⁻¹f], [0, 0, 0]], solved by the matrix
///   exponential, taken in the undamped modal coordinates (Sq, q̇, 1) where the generator's norm
///   is about ω_max rather than ω²_max (`LinearAlgebra/exponential(_:)` for a
///   `SecondOrderGenerator`: scaling and squaring, the Padé degree by Al-Mohy and Higham's
///   ‖Aᵏ‖^(1/k) — 9 for a typical frame step — each power a quarter of a dense product). Defective systems (repeated critical modes) and rigid-body modes need no
///   special case: the exponential of a defective matrix is as exact as any other.
///
/// The modes come from the stiffness matrix factored spring by spring, never from K itself:
/// K = BᵀDB (B the incidence matrix, anchor springs as rows with one entry; D = diag(k)), so the
/// natural frequencies are the singular values of G = D^½ B M^(−½) and the right singular
/// vectors V give Φ = M^(−½) V. Every network is built from springs, so every network takes this
/// route: G is two diagonal scalings of an integer matrix, for which a Jacobi SVD (LAPACK
/// `dgejsv`; modal path) — and for a chain's bidiagonal G the zero-shift QR of `dbdsqr`
/// (tridiagonal path; vectors by `dbdsdc` where their bound stays within 100× of `dbdsqr`'s) — computes each ω to a relative p(N)·u, however the stiffnesses and masses
/// spread. An eigensolver on K φ = ω² M φ (`dsygvd`, `dstev`) fixes each ω² only to an absolute
/// p(N)·u·ω²_max: a stiffness ratio of 10⁶ left the slowest frequency six digits short, and its
/// phase error reached 1.8e-10 of the largest displacement within 1.7 s. Rigid-body modes come
/// from the network's structure (one per connected part that no anchor holds: ω = 0 exactly,
/// the part translating as one), not from a threshold on a computed value; the classical-damping
/// test (ΦᵀCΦ diagonal to within its rounding bound) runs on the modes as computed.
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
    /// How hard the problem would be for a double-precision eigen-decomposition. Modal paths: the
    /// spread ω²_max / ω²_min of the nonzero squared frequencies (an eigensolver on K computes
    /// each ω² to an absolute p(N)·u·ω²_max, so the slowest would lose about log₁₀ of this many
    /// digits; the singular value decomposition these paths use loses none of them, see
    /// ``errorBound(at:)``). Exponential path: the 1-norm condition estimate of the first-order
    /// system's eigenvector matrix (`dgecon`; about 1/u or more for a defective or nearly
    /// defective system, which is why that path uses no eigenvectors; +∞ when it could not be
    /// computed). The exponential path's modes and condition are computed on first use.
    public var conditionEstimate: Double { modal != nil ? modalCondition : exponential!.modes.condition }

    /// The modal paths' spread ω²_max / ω²_min.
    let modalCondition: Double

    /// x(0) and ẋ(0), returned as given at t = 0 (the state there is known exactly).
    let initialPositions: [Double]
    let initialVelocities: [Double]
    let massCondition: Double
    let fastestOmega: Double
    let generatorNorm: Double

    /// A bound on the error of every position and velocity at time `t`, relative to the largest
    /// |x| (|ẋ|) the motion reaches:
    ///
    /// - modal paths: 64·N·u·√(m_max/m_min) + 8·N·u·ω_max·|t| — each frequency to a relative
    ///   p(N)·u (the singular values of the factored stiffness), accumulated as phase at most
    ///   that fraction of ω_max·t;
    /// - exponential path: 64·(2N + 1)·u·(√(m_max/m_min) + ‖A_w‖₁·|t|) for a direct evaluation,
    ///   A_w the generator in modal coordinates (‖A_w‖₁ ≈ ω_max + ‖ΦᵀCΦ‖₁ + ‖Φᵀf‖₁): the forward
    ///   error of scaling and squaring for these dissipative, nearly normal generators.
    ///
    /// u = 2⁻⁵³. Measured against 50-digit references on 15 networks (`Tests/SpringNetworksTests`,
    /// N from 1 to 50, stiffness ratios up to 10⁶ with classical and with non-classical damping):
    /// every error within this bound. Positions for N ≤ 10: ≤ 2.6e-14 of the largest displacement
    /// on the modal paths, ≤ 1.1e-13 through the exponential (the stiffness ratio of 10⁶: 1.8e-15
    /// on its default path, 8.8e-14 through the exponential; with non-classical damping 1.1e-13);
    /// 5.2e-15 for the 20-node chain and 7.3e-15 for the 50-node one.
    public func errorBound(at t: Double) -> Double {
        let n = Double(matrices.masses.count), u = Double.ulpOfOne / 2
        if method == .exponential { return 64 * (2 * n + 1) * u * (massCondition + generatorNorm * abs(t)) }
        return 64 * n * u * massCondition + 8 * n * u * fastestOmega * abs(t)
    }

    let modal: ModalSolution?
    let exponential: ExponentialSolution?

    /// The largest network the exponential path takes: its (2N + 1)² matrices make the set-up
    /// O(N³) with a large constant (about 1 s at 500 nodes, 8 s at 1000 with OpenBLAS), so
    /// beyond this a non-classically damped network is refused rather than left running for
    /// minutes. Classically damped networks take the modal paths up to
    /// `SpringNetwork.maximumNodes`.
    public static let maximumExponentialNodes = 1000

    /// The largest ``errorBound(at:)`` a table is written with (10⁻⁶ of the motion): beyond it
    /// the fastest modes' phase, ω·t, is lost to rounding and the frames would be noise, so
    /// `springsim network`, `chart line --coupling` and `follow` refuse such a table instead.
    public static let tableTolerance = 1e-6

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
                fastestOmega = omegas.max() ?? 0
                modalCondition = omegas.isEmpty ? 1 : (fastestOmega / omegas.min()!) * (fastestOmega / omegas.min()!)
                generatorNorm = 0
                return
            }
            if requested != nil {
                throw .solver(
                    "ΦᵀCΦ is not diagonal in the computed modes (non-classical damping, or a repeated frequency whose modes LAPACK returned in a basis that does not diagonalise C): use the exponential path"
                )
            }
        }
        guard network.count <= Self.maximumExponentialNodes else {
            throw .solver(
                "\(network.count) nodes with non-classical damping: the matrix exponential of the (2N + 1)² first-order system takes at most \(Self.maximumExponentialNodes) nodes (make the damping classical — dashpots proportional to springs, ground damping proportional to mass — for the modal path, which takes \(SpringNetwork.maximumNodes))"
            )
        }
        let solution = try ExponentialSolution(network, matrices)
        modal = nil
        exponential = solution
        method = .exponential
        modalCondition = .nan
        fastestOmega = 0
        generatorNorm = solution.generatorNorm
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
    /// solver then confirms ΦᵀCΦ diagonal in its own modes. Both products row by row over the
    /// non-zero entries of their left factor only (a spring or dashpot touches two nodes:
    /// O(nnz·N) instead of two dense N³ products).
    static func mayBeClassical(_ m: NetworkMatrices) -> Bool {
        if m.isUndamped { return true }
        let n = m.masses.count
        let tolerance = 64 * Double(n) * Double.ulpOfOne * m.damping.norm1 * m.stiffness.norm1 / m.masses.min()!
        return m.damping.elements.withUnsafeBufferPointer { c in
            m.stiffness.elements.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { buffer in
                    // Row by row: (C M⁻¹ K)ᵢ = Σₗ (cᵢₗ/mₗ)·Kₗ and (K M⁻¹ C)ᵢ = Σₗ (kᵢₗ/mₗ)·Cₗ.
                    let ck = buffer.baseAddress!, kc = ck + n
                    let c0 = c.baseAddress!, k0 = k.baseAddress!
                    for i in 0..<n {
                        ck.update(repeating: 0, count: n)
                        kc.update(repeating: 0, count: n)
                        let ci = c0 + i * n, ki = k0 + i * n
                        for l in 0..<n {
                            let cil = ci[l], kil = ki[l]
                            if cil == 0 && kil == 0 { continue }
                            let ml = m.masses[l]
                            if cil != 0 {
                                let f = cil / ml, row = k0 + l * n
                                for j in 0..<n { ck[j] += f * row[j] }
                            }
                            if kil != 0 {
                                let f = kil / ml, row = c0 + l * n
                                for j in 0..<n { kc[j] += f * row[j] }
                            }
                        }
                        for j in 0..<n where abs(ck[j] - kc[j]) > tolerance { return false }
                    }
                    return true
                }
            }
        }
    }

    static func isTridiagonal(_ a: Matrix) -> Bool {
        let r = a.rows, c = a.columns
        return a.elements.withUnsafeBufferPointer { e in
            for i in 0..<r {
                let row = i * c
                for j in 0..<Swift.max(Swift.min(i - 1, c), 0) where e[row + j] != 0 { return false }
                if i + 2 < c { for j in (i + 2)..<c where e[row + j] != 0 { return false } }
            }
            return true
        }
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
