import LinearAlgebra
import Synchronization

/// The general solution: z = (x, ẋ, 1) evolves as z(t) = e^(Ãt) z(0).
struct ExponentialSolution: Sendable {
    let count: Int
    /// Ã, (2N + 1)², row-major.
    let generator: Matrix
    /// z(0).
    let initial: [Double]
    let matrices: NetworkMatrices
    /// The rows of Ã that give ẍ: [−M⁻¹K, −M⁻¹C, M⁻¹f], N × (2N + 1).
    let accelerationRows: Matrix
    /// The modes and the eigenvector condition, computed on first use (LAPACK `dgeev` with
    /// eigenvectors is most of the set-up cost and the motion never needs it).
    private let described: ModeDescription
    let restPositions: [Double]?

    init(_ network: SpringNetwork, _ m: NetworkMatrices) throws(NetworkError) {
        let n = network.count
        let size = 2 * n + 1
        var a = Matrix.zeros(size, size)
        for i in 0..<n {
            a[i, n + i] = 1
            let inverseMass = 1 / m.masses[i]
            for j in 0..<n {
                a[n + i, j] = -m.stiffness[i, j] * inverseMass
                a[n + i, n + j] = -m.damping[i, j] * inverseMass
            }
            a[n + i, 2 * n] = m.forcing[i] * inverseMass
        }
        for e in a.elements where !e.isFinite {
            throw .solver("the network's stiffness or damping over mass exceeds the double range")
        }
        count = n
        generator = a
        accelerationRows = Matrix(rows: n, columns: size, elements: Array(a.elements[(n * size)..<(2 * n * size)]))
        initial = network.initialPositions + network.initialVelocities + [1]
        matrices = m
        described = ModeDescription()
        // K x* = f has one solution only when K is nonsingular: a free part of the network (a
        // rigid-body mode) makes K singular, and LU then meets a pivot of rounding size rather
        // than an exact zero, so the condition number decides (the modal path's rule: an
        // eigenvalue within 64·N·u·‖K‖ of zero counts as zero).
        let kappa = (try? LinearAlgebra.conditionNumber(m.stiffness)) ?? .infinity
        restPositions = kappa <= 1 / (64 * Double(n) * Double.ulpOfOne) ? try? LinearAlgebra.solve(m.stiffness, m.forcing) : nil
    }

    /// The modes, from the eigenvalues and eigenvectors of the 2N×2N block of Ã (dgeev), slowest
    /// first, and the 1-norm condition estimate of the eigenvector matrix; computed once, on
    /// first use. A failure leaves the modes empty and the condition +∞ (they only describe the
    /// system: the motion uses no eigenvectors).
    var modes: (modes: [NetworkMode], condition: Double) {
        described.value {
            let n = count
            let size = 2 * n + 1
            var block = Matrix.zeros(2 * n, 2 * n)
            for i in 0..<(2 * n) {
                for j in 0..<(2 * n) { block.elements[i * 2 * n + j] = generator.elements[i * size + j] }
            }
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

    /// The propagator e^(Ãh) over a step h.
    func propagator(over h: Double) throws(NetworkError) -> Matrix {
        do {
            return try LinearAlgebra.exponential(h * generator)
        } catch {
            throw .solver("matrix exponential over \(h) s: \(error)")
        }
    }

    /// - Throws: when Ã·t leaves the double range (t beyond about 1e300 / ‖Ã‖).
    func state(at t: Double, into state: inout NetworkState) throws(NetworkError) {
        let z = try propagator(over: t) * initial
        write(z, into: &state)
    }

    /// Positions and velocities from z, and accelerations from the equation of motion.
    /// No allocation: one matrix–vector product (BLAS `dgemv`) for the accelerations.
    func write(_ z: [Double], into state: inout NetworkState) {
        let n = count
        z.withUnsafeBufferPointer { zc in
            state.positions.withUnsafeMutableBufferPointer { p in _ = p.update(fromContentsOf: zc[0..<n]) }
            state.velocities.withUnsafeMutableBufferPointer { v in _ = v.update(fromContentsOf: zc[n..<(2 * n)]) }
            state.accelerations.withUnsafeMutableBufferPointer { a in accelerationRows.multiply(zc, into: a) }
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
