import LinearAlgebra
import Synchronization

/// The general solution: z = (x, ẋ, 1) obeys z′ = Ã z, and the exponential is taken in the
/// undamped modal coordinates w = (S q, q̇, 1), x = Φ q, where Φ = M^(−½) V are the modes of the
/// factored stiffness (``StiffnessFactor``: each ω to a relative p(N)·u) and S = diag(sⱼ) with
/// sⱼ = ωⱼ (1 rad/s for a mode slower than that, and for a rigid-body mode):
///
///     w′ = A_w w,   A_w = [[0, S, 0], [−Ω²S⁻¹, −ΦᵀCΦ, Φᵀf], [0, 0, 0]],   w(t) = e^(A_w t) w(0).
///
/// Ã itself has norm about ω²_max, and scaling and squaring errs by about u·‖Ã‖·t in a direction
/// that shifts the slowest frequency by u·ω²_max/ω_min: a stiffness ratio of 10⁶ cost 2.7e-10 of
/// the largest displacement, and 1.9e-9 with non-proportional dashpots. A_w has norm about
/// ω_max + ‖ΦᵀCΦ‖ and is close to normal (a skew part Ω plus the damping), so the slowest
/// frequency moves by at most about u·ω_max. Nothing else changes: any damping, defective and
/// rigid-body modes alike (the exponential needs no eigenvectors of A_w). A_w is kept as its
/// blocks (`LinearAlgebra.SecondOrderGenerator`): its exponential forms each power in a quarter
/// of a dense product's work and takes the Padé degree Al-Mohy and Higham's ‖A_wᵏ‖^(1/k) allow
/// (9 over one 60 Hz frame of the 50-node benchmark network, where ‖A_w h‖₁ alone would ask for 13).
struct ExponentialSolution: Sendable {
    let count: Int
    /// A_w: the generator in modal coordinates, whose exponential is taken (its blocks; the
    /// exponential's powers use their structure, a quarter of a dense product each).
    let modalGenerator: LinearAlgebra.SecondOrderGenerator
    /// ‖A_w‖₁ (the error bound's).
    let generatorNorm: Double
    /// Φ (columns: the undamped modes) and Φ S⁻¹, N×N.
    let phi: Matrix
    let phiOverScale: Matrix
    /// w(0).
    let initial: [Double]
    /// M, K, C and f: Ã = [[0, I], [−M⁻¹K, −M⁻¹C]] is built from them only to describe the modes.
    let matrices: NetworkMatrices
    /// The rows of A_w that give the modal accelerations, N × (2N + 1).
    let accelerationRows: Matrix
    /// The modes and the eigenvector condition, computed on first use (LAPACK `dgeev` with
    /// eigenvectors was most of the set-up cost, and the motion never needs it).
    private let described = ModeDescription()
    let restPositions: [Double]?

    init(_ network: SpringNetwork, _ m: NetworkMatrices) throws(NetworkError) {
        let n = network.count
        let size = 2 * n + 1
        // Ã's entries are only read by `modes` (built there, on first use); here only checked.
        var finite = true
        for i in 0..<n {
            let inverseMass = 1 / m.masses[i]
            for j in 0..<n where !(m.stiffness[i, j] * inverseMass).isFinite || !(m.damping[i, j] * inverseMass).isFinite {
                finite = false
            }
            if !(m.forcing[i] * inverseMass).isFinite { finite = false }
        }
        if !finite {
            throw .solver("the network's stiffness or damping over mass exceeds the double range")
        }
        count = n
        matrices = m
        // The undamped modes: ω (exactly 0 for rigid-body modes) and Φ = M^(−½) V.
        let omega: [Double]
        var phi: Matrix
        do {
            (omega, phi) = try StiffnessFactor.modes(network, chain: NetworkSolution.isTridiagonal(m.stiffness), stiffness: m.stiffness)
        } catch {
            throw .solver("modal decomposition: \(error)")
        }
        for k in 0..<n {
            let r = 1 / m.masses[k].squareRoot()
            for j in 0..<n { phi[k, j] *= r }
        }
        // sⱼ = max(ωⱼ, 1 rad/s): below 1 rad/s the unscaled block [[0, 1], [−ω², 0]] is already
        // small, and a smaller sⱼ would magnify the rounding of w into x = Φ S⁻¹ w by 1/sⱼ.
        let scales = omega.map { max($0, 1) }
        var phiOverScale = phi
        for k in 0..<n {
            for j in 0..<n { phiOverScale[k, j] /= scales[j] }
        }
        self.phi = phi
        self.phiOverScale = phiOverScale
        let phiT = phi.transposed
        let modalDamping = phiT * m.dampingTimes(phi)
        let g = phiT * m.forcing
        // −ωᵢ²/sᵢ: −ωᵢ from 1 rad/s up, −ωᵢ² below, 0 for a rigid-body mode.
        let generator = LinearAlgebra.SecondOrderGenerator(
            scales: scales, restoring: (0..<n).map { -omega[$0] * (omega[$0] / scales[$0]) }, damping: -1 * modalDamping,
            forcing: g)
        let w = generator.matrix
        for e in w.elements where !e.isFinite {
            throw .solver("the network's modal damping or forcing exceeds the double range")
        }
        generatorNorm = w.norm1
        modalGenerator = generator
        accelerationRows = Matrix(rows: n, columns: size, elements: Array(w.elements[(n * size)..<(2 * n * size)]))
        // w(0) = (S ΦᵀM x₀, ΦᵀM v₀, 1).
        let q0 = phiT * zip(m.masses, network.initialPositions).map { $0 * $1 }
        let qd0 = phiT * zip(m.masses, network.initialVelocities).map { $0 * $1 }
        initial = zip(scales, q0).map { $0 * $1 } + qd0 + [1]
        // K x* = f has one solution only when K is nonsingular (no rigid-body mode, which the
        // network's structure decides, as on the modal path): x* = Φ Ω⁻² Φᵀ f.
        let lambda = omega.map { $0 * $0 }
        restPositions = lambda.contains { $0 < .leastNormalMagnitude } ? nil : phi * (0..<n).map { g[$0] / lambda[$0] }
    }

    /// The propagator e^(A_w h) over a step h, acting on modal coordinates w.
    func propagator(over h: Double) throws(NetworkError) -> Matrix {
        do {
            return try LinearAlgebra.exponential(h * modalGenerator)
        } catch {
            throw .solver("matrix exponential over \(h) s: \(error)")
        }
    }

    /// - Throws: when A_w·t leaves the double range (t beyond about 1e300 / ‖A_w‖).
    func state(at t: Double, into state: inout NetworkState) throws(NetworkError) {
        let w = try propagator(over: t) * initial
        write(w, into: &state)
    }

    /// The modes, from the eigenvalues and eigenvectors of the 2N×2N block of Ã (dgeev), slowest
    /// first, and the 1-norm condition estimate of the eigenvector matrix; computed once, on
    /// first use. A failure leaves the modes empty and the condition +∞ (they only describe the
    /// system: the motion uses no eigenvectors).
    var modes: (modes: [NetworkMode], condition: Double) {
        described.value {
            let n = count
            let block = matrices.generator(forcing: false)
            do {
                let (re, im, vectors) = try LinearAlgebra.generalEigen(block)
                var modes: [NetworkMode] = []
                var j = 0
                while j < 2 * n {
                    let magnitude = (re[j] * re[j] + im[j] * im[j]).squareRoot()
                    let shape = (0..<n).map { vectors[$0, j] }
                    modes.append(NetworkMode(omega: magnitude, dampingRatio: magnitude == 0 ? 0 : -re[j] / magnitude, shape: shape))
                    j += im[j] != 0 ? 2 : 1
                }
                return (modes.sorted { $0.omega < $1.omega }, (try? LinearAlgebra.conditionNumber(vectors)) ?? .infinity)
            } catch {
                return ([], .infinity)
            }
        }
    }

    /// Positions x = Φ S⁻¹ w_q, velocities ẋ = Φ w_q̇ and accelerations ẍ = Φ (A_w w)_q̇ from
    /// modal coordinates w: four matrix–vector products (BLAS `dgemv`), no allocation beyond a
    /// stack buffer of N.
    func write(_ w: [Double], into state: inout NetworkState) {
        let n = count
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(n, 1)) { qdd in
            w.withUnsafeBufferPointer { wc in
                accelerationRows.multiply(wc, into: qdd)
                state.positions.withUnsafeMutableBufferPointer { x in
                    phiOverScale.multiply(UnsafeBufferPointer(rebasing: wc[0..<n]), into: x)
                }
                state.velocities.withUnsafeMutableBufferPointer { v in
                    phi.multiply(UnsafeBufferPointer(rebasing: wc[n..<(2 * n)]), into: v)
                }
            }
            state.accelerations.withUnsafeMutableBufferPointer { acc in phi.multiply(UnsafeBufferPointer(qdd), into: acc) }
        }
    }
}

/// A value computed once, on first use, shared by copies of the solution (thread-safe).
final class ModeDescription: Sendable {
    private let storage = Mutex<(modes: [NetworkMode], condition: Double)?>(nil)

    func value(_ compute: () -> (modes: [NetworkMode], condition: Double)) -> (modes: [NetworkMode], condition: Double) {
        storage.withLock { cached in
            if let cached { return cached }
            let fresh = compute()
            cached = fresh
            return fresh
        }
    }
}
