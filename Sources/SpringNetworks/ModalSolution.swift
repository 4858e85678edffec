import Dynamics
import LinearAlgebra
import RealModule

/// One modal coordinate's exact motion.
enum ModeMotion: Sendable {
    /// ω > 0: q(t) = rest + the scalar spring's displacement.
    case oscillator(SpringMotion, rest: Double)
    /// ω = 0: q̈ + c q̇ = g from q₀, q̇₀ — uniform motion (c = 0, plus g t²/2) or an
    /// exponential approach to uniform drift (c > 0).
    case rigid(q0: Double, v0: Double, c: Double, g: Double)

    @inline(__always)
    func sample(at t: Double) -> (Double, Double, Double) {
        switch self {
        case .oscillator(let motion, let rest):
            let s = motion.sample(at: t)
            return (rest + s.value, s.velocity, s.acceleration)
        case .rigid(let q0, let v0, let c, let g):
            if c == 0 { return (q0 + v0 * t + 0.5 * g * t * t, v0 + g * t, g) }
            // w = q̇ − g/c decays as e^(−ct); (1 − e^(−ct))/c by expm1, exact for small ct.
            let drift = g / c, w = v0 - drift
            let e = Double.expMinusOne(-c * t)
            let decay = 1 + e
            return (q0 + w * (-e / c) + drift * t, w * decay + drift, -c * w * decay)
        }
    }
}

extension ModeMotion {
    /// The mode's (q − offset, q̇, q̈) at t in closed form, with offset the oscillator's rest
    /// position (0 for a rigid-body mode): the anchor of a propagated run of frames.
    @inline(__always)
    func anchor(at t: Double) -> (Double, Double, Double) {
        switch self {
        case .oscillator(let motion, _): return motion.sample(at: t)
        case .rigid: return sample(at: t)
        }
    }

    var offset: Double {
        if case .oscillator(_, let rest) = self { return rest }
        return 0
    }

    /// The exact affine step over h of (y, q̇) — y = q − offset — as (p₁₁, p₁₂, p₂₁, p₂₂, b₁, b₂):
    /// y(t + h) = p₁₁y + p₁₂q̇ + b₁, q̇(t + h) = p₂₁y + p₂₂q̇ + b₂; and q̈(t + h) = p₂₁q̇ + p₂₂q̈
    /// (q̈ obeys the homogeneous equation: its step is the velocity row without the forcing).
    /// Oscillator: the scalar spring's transition matrix Φ(h), b = 0. Rigid: q̈ = g − c q̇, so
    /// p₂₂ = e^(−ch), p₁₂ = (1 − e^(−ch))/c (by expm1; h for c = 0) and the forcing terms.
    func step(over h: Double) -> (Double, Double, Double, Double, Double, Double) {
        switch self {
        case .oscillator(let motion, _):
            let m = motion.transitionMatrix(over: h)
            return (m.m11, m.m12, m.m21, m.m22, 0, 0)
        case .rigid(_, _, let c, let g):
            if c == 0 { return (1, h, 0, 1, 0.5 * g * h * h, g * h) }
            // q(h) = q₀ + q̇₀(1 − e^(−ch))/c + g·φ, q̇(h) = q̇₀e^(−ch) + g(1 − e^(−ch))/c, with
            // φ = (ch − 1 + e^(−ch))/c² = h²·Σₖ (−ch)ᵏ/(k + 2)! — by the series for ch ≤ 1/2
            // (the direct form cancels), to u relative.
            let x = c * h, e = Double.expMinusOne(-x)
            let phi: Double
            if x <= 0.5 {
                var sum = 0.0, term = 1.0
                for k in 0..<18 {
                    term = k == 0 ? 0.5 : term * (-x) / Double(k + 2)
                    sum += term
                }
                phi = h * h * sum
            } else {
                phi = (x + e) / c / c
            }
            return (1, -e / c, 0, 1 + e, g * phi, g * (-e / c))
        }
    }
}

/// The classical (modal) solution: x = Φ q with one exact scalar motion per mode.
struct ModalSolution: Sendable {
    let count: Int
    /// Φ, row-major N×N: column j is mode j's mass-normalised shape.
    let phi: Matrix
    let motions: [ModeMotion]
    let modes: [NetworkMode]
    let restPositions: [Double]?

    /// nil when ΦᵀCΦ is not diagonal to within its rounding bound (non-classical damping).
    ///
    /// The modes come from the singular values of the factored stiffness (``StiffnessFactor``):
    /// each ω to a relative p(N)·u, where an eigensolver on K gave ω² only to an absolute
    /// p(N)·u·ω²_max; `tridiagonal` takes a chain's bidiagonal factor (`dbdsqr` for the values, `dbdsdc` or
    /// `dbdsqr` for the vectors: `StiffnessFactor.bidiagonalModes`).
    init?(_ network: SpringNetwork, _ m: NetworkMatrices, tridiagonal: Bool) throws(NetworkError) {
        let n = network.count
        let u = Double.ulpOfOne / 2
        let masses = m.masses
        let omega: [Double]
        var phi: Matrix
        do {
            (omega, phi) = try StiffnessFactor.modes(network, chain: tridiagonal, stiffness: m.stiffness)
        } catch {
            throw .solver("modal decomposition: \(error)")
        }
        // Φ = M^(−½) V.
        for k in 0..<n {
            let s = 1 / masses[k].squareRoot()
            for j in 0..<n { phi[k, j] *= s }
        }
        // Classical damping: D = ΦᵀCΦ diagonal, each off-diagonal entry within 64·N·u of the
        // geometric mean of the two diagonal entries of |Φ|ᵀ|C||Φ| (the rounding of the products
        // and of Φ's M-orthogonality, which LAPACK keeps to O(N·u)).
        // C is sparse (a dashpot touches two nodes): C·Φ and |C|·|Φ| over its non-zero entries
        // only, O(nnz·N) instead of N³; then one dense product ΦᵀCΦ.
        let cPhi = m.dampingTimes(phi)
        let absCPhi = m.dampingTimes(phi, absolute: true)
        let phiT = phi.transposed
        let d = phiT * cPhi
        // scaleⱼ = Σᵢ |Φᵢⱼ|·(|C||Φ|)ᵢⱼ, accumulated row by row (each in the order i = 0, 1, …).
        var rootScale = [Double](repeating: 0, count: n)
        phi.elements.withUnsafeBufferPointer { p in
            absCPhi.elements.withUnsafeBufferPointer { a in
                rootScale.withUnsafeMutableBufferPointer { sc in
                    let s = sc.baseAddress!
                    for i in 0..<n {
                        let pi = p.baseAddress! + i * n, ai = a.baseAddress! + i * n
                        for j in 0..<n { s[j] += abs(pi[j]) * ai[j] }
                    }
                    for j in 0..<n { s[j] = s[j].squareRoot() }
                }
            }
        }
        // |Dᵢⱼ| ≤ 64·N·u·√(scaleᵢ·scaleⱼ) off the diagonal.
        let tolerance = 64 * Double(n) * u
        let classical = d.elements.withUnsafeBufferPointer { e in
            rootScale.withUnsafeBufferPointer { r in
                for i in 0..<n {
                    let ei = e.baseAddress! + i * n, limit = tolerance * r[i]
                    for j in 0..<n where i != j && abs(ei[j]) > limit * r[j] { return false }
                }
                return true
            }
        }
        if !classical { return nil }
        // Modal initial state and forcing: q₀ = ΦᵀM x₀, q̇₀ = ΦᵀM v₀, g = Φᵀ f.
        let mx0 = zip(masses, network.initialPositions).map { $0 * $1 }
        let mv0 = zip(masses, network.initialVelocities).map { $0 * $1 }
        let q0 = phiT * mx0, qd0 = phiT * mv0, g = phiT * m.forcing
        var motions: [ModeMotion] = []
        var modes: [NetworkMode] = []
        var hasRigid = false
        for j in 0..<n {
            let c = max(d[j, j], 0)
            let shape = Array(phiT.elements[(j * n)..<((j + 1) * n)])
            let lambda = omega[j] * omega[j]
            // ω = 0 exactly for the rigid-body modes (decided by the network's structure); an ω
            // whose square underflows (below 1.5e-154 rad/s) moves as rigid to within ω²t²/2.
            if lambda < .leastNormalMagnitude {
                hasRigid = true
                motions.append(.rigid(q0: q0[j], v0: qd0[j], c: c, g: g[j]))
                modes.append(NetworkMode(omega: 0, dampingRatio: c > 0 ? .infinity : 0, shape: shape, decayRate: c))
            } else {
                // ω above √(greatest finite) ≈ 1.3e154 rad/s: ω² is not a double, so no closed form.
                guard lambda.isFinite, c.isFinite else {
                    throw .solver("mode \(j): ω = \(omega[j]) rad/s (modal damping \(c)); ω² overflows a double")
                }
                let rest = g[j] / lambda
                let spring = Spring(mass: 1, stiffness: lambda, dampingCoefficient: c)
                let motion: SpringMotion
                do { motion = try SpringMotion(validating: spring, displacement: q0[j] - rest, velocity: qd0[j]) } catch {
                    throw .solver(
                        "mode \(j) (ω² = \(lambda), modal damping \(c), displacement \(q0[j] - rest), velocity \(qd0[j])): \(error.message)"
                    )
                }
                motions.append(.oscillator(motion, rest: rest))
                modes.append(NetworkMode(omega: omega[j], dampingRatio: spring.dampingRatio, shape: shape))
            }
        }
        self.count = n
        self.phi = phi
        self.motions = motions
        self.modes = modes
        if hasRigid {
            restPositions = nil
        } else {
            restPositions = phi * (0..<n).map { g[$0] / (omega[$0] * omega[$0]) }
        }
    }

    func state(at t: Double, into state: inout NetworkState) {
        let n = count
        // Q (N×3: each mode's q, q̇, q̈) in closed form, then [x ẋ ẍ] = Φ Q by one BLAS product.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 6 * n) { buffer in
            let q = UnsafeMutableBufferPointer(rebasing: buffer[0..<(3 * n)])
            let out = UnsafeMutableBufferPointer(rebasing: buffer[(3 * n)..<(6 * n)])
            for j in 0..<n {
                let (x, v, a) = motions[j].sample(at: t)
                q[3 * j] = x
                q[3 * j + 1] = v
                q[3 * j + 2] = a
            }
            phi.multiply(columns: 3, UnsafeBufferPointer(q), into: out)
            for i in 0..<n {
                state.positions[i] = out[3 * i]
                state.velocities[i] = out[3 * i + 1]
                state.accelerations[i] = out[3 * i + 2]
            }
        }
    }
}
