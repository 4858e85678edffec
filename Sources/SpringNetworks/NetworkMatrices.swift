import LinearAlgebra

/// The matrices of ``SpringNetwork``'s equation M ẍ + C ẋ + K x = f, assembled spring by spring:
/// a spring k between nodes i and j adds k to Kᵢᵢ and Kⱼⱼ and −k to Kᵢⱼ and Kⱼᵢ; a spring to an
/// anchor at position a adds k to Kᵢᵢ and k·a to fᵢ; dashpots fill C the same way (an anchor
/// does not move, so its dashpot adds no force at rest); ground damping adds to Cᵢᵢ.
public struct NetworkMatrices: Sendable, Hashable {
    /// The diagonal of M.
    public let masses: [Double]
    public let stiffness: Matrix
    public let damping: Matrix
    /// The anchors' force on each node when every node sits at 0.
    public let forcing: [Double]

    public init(_ network: SpringNetwork) {
        let n = network.count
        var k = Matrix.zeros(n, n), c = Matrix.zeros(n, n)
        var f = [Double](repeating: 0, count: n)
        for spring in network.springs {
            let i = spring.from
            switch spring.to {
            case .node(let j):
                k[i, i] += spring.stiffness
                k[j, j] += spring.stiffness
                k[i, j] -= spring.stiffness
                k[j, i] -= spring.stiffness
                c[i, i] += spring.dampingCoefficient
                c[j, j] += spring.dampingCoefficient
                c[i, j] -= spring.dampingCoefficient
                c[j, i] -= spring.dampingCoefficient
            case .anchor(let position):
                k[i, i] += spring.stiffness
                c[i, i] += spring.dampingCoefficient
                f[i] += spring.stiffness * position
            }
        }
        for i in 0..<n { c[i, i] += network.groundDamping[i] }
        self.masses = network.masses
        self.stiffness = k
        self.damping = c
        self.forcing = f
    }

    /// True when no dashpot and no ground damping is present.
    public var isUndamped: Bool { damping.elements.allSatisfy { $0 == 0 } }
}

extension NetworkMatrices {
    /// C·B (or |C|·|B| with `absolute`) for an N×k matrix B, over C's non-zero entries only:
    /// O(nnz·k) instead of the dense N²·k (a dashpot touches two nodes, so C is sparse). Each
    /// entry is the same sum as the dense product's, in the same order, without the zero terms.
    func dampingTimes(_ b: Matrix, absolute: Bool = false) -> Matrix {
        let n = damping.rows, k = b.columns
        var out = Matrix.zeros(n, k)
        b.elements.withUnsafeBufferPointer { p in
            out.elements.withUnsafeMutableBufferPointer { o in
                damping.elements.withUnsafeBufferPointer { d in
                    for i in 0..<n {
                        let di = d.baseAddress! + i * n, oi = o.baseAddress! + i * k
                        for l in 0..<n {
                            let c = di[l]
                            if c == 0 { continue }
                            let pl = p.baseAddress! + l * k
                            if absolute {
                                let ac = abs(c)
                                for j in 0..<k { oi[j] += ac * abs(pl[j]) }
                            } else {
                                for j in 0..<k { oi[j] += c * pl[j] }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}

extension NetworkMatrices {
    /// The first-order generator of M ẍ + C ẋ + K x = f. With `forcing`, the (2N+1)×(2N+1)
    /// Ã = [[0, I, 0], [−M⁻¹K, −M⁻¹C, M⁻¹f], [0, 0, 0]] acting on (x, ẋ, 1), whose exponential
    /// carries a state over a time step; without, its 2N×2N block A = [[0, I], [−M⁻¹K, −M⁻¹C]],
    /// whose eigenvalues are the network's modes. Each entry of the lower rows is one product
    /// with the rounded 1/mᵢ (within one rounding of the exact quotient).
    public func generator(forcing withForcing: Bool) -> Matrix {
        let n = masses.count, size = withForcing ? 2 * n + 1 : 2 * n
        var a = Matrix.zeros(size, size)
        for i in 0..<n {
            a[i, n + i] = 1
            let inverseMass = 1 / masses[i]
            for j in 0..<n {
                a[n + i, j] = -stiffness[i, j] * inverseMass
                a[n + i, n + j] = -damping[i, j] * inverseMass
            }
            if withForcing { a[n + i, 2 * n] = forcing[i] * inverseMass }
        }
        return a
    }
}
