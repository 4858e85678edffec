import FixtureSupport
import Foundation
import LinearAlgebra
import PropertyBased
import Testing

@testable import SpringNetworks

/// The laws every linear network obeys, on random networks.
@Suite("network properties")
struct NetworkPropertyTests {
    /// A random connected network of `n` nodes from the numbers `r` (each in [0, 1]): a chain of
    /// springs plus a few cross springs and one or two anchors; dashpots when `damped`
    /// (non-classical in general), Rayleigh damping when `rayleigh`.
    static func network(_ n: Int, _ r: [Double], damped: Bool, rayleigh: Bool = false, anchored: Bool = true) -> SpringNetwork {
        var k = 0
        func next() -> Double {
            defer { k += 1 }
            return r[k % r.count]
        }
        var springs: [SpringNetwork.Connection] = []
        for i in 0..<(n - 1) {
            springs.append(.init(from: i, to: .node(i + 1), stiffness: 10 + 490 * next(), dampingCoefficient: damped ? 2 * next() : 0))
        }
        if n > 2 {
            springs.append(.init(from: 0, to: .node(n - 1), stiffness: 10 + 200 * next(), dampingCoefficient: damped ? next() : 0))
        }
        if anchored {
            springs.append(.init(from: 0, to: .anchor(next() - 0.5), stiffness: 20 + 300 * next(), dampingCoefficient: damped ? next() : 0))
        }
        let masses = (0..<n).map { _ in 0.5 + 1.5 * next() }
        var ground = [Double](repeating: 0, count: n)
        if rayleigh {
            let alpha = 0.5 * next(), beta = 0.004 * next()
            springs = springs.map { .init(from: $0.from, to: $0.to, stiffness: $0.stiffness, dampingCoefficient: beta * $0.stiffness) }
            ground = masses.map { alpha * $0 }
        }
        return try! SpringNetwork(
            masses: masses, springs: springs, groundDamping: ground, initialPositions: (0..<n).map { _ in next() - 0.5 },
            initialVelocities: (0..<n).map { _ in 4 * next() - 2 })
    }

    /// The network solved by every path that accepts it (exponential always; modal and
    /// tridiagonal when the damping is classical, and for chains).
    static func everyPath(_ net: SpringNetwork) throws -> [NetworkSolution] {
        var out = [try NetworkSolution(net, method: .exponential)]
        for method in [NetworkSolution.Method.modal, .tridiagonal] {
            if let s = try? NetworkSolution(net, method: method) { out.append(s) }
        }
        return out
    }

    /// E = ½ẋᵀMẋ + ½xᵀKx − fᵀx: dE/dt = −ẋᵀCẋ ≤ 0.
    static func energy(_ m: NetworkMatrices, _ s: NetworkState) -> Double {
        let n = m.masses.count
        let kx: [Double] = m.stiffness * s.positions
        var e = 0.0
        for i in 0..<n {
            let x = s.positions[i], v = s.velocities[i]
            let kinetic = 0.5 * m.masses[i] * v * v
            let potential = 0.5 * x * kx[i] - m.forcing[i] * x
            e += kinetic + potential
        }
        return e
    }

    @Test("energy never increases without forcing, on every path")
    func energyDecreases() async {
        await seededPropertyCheck(count: 60, input: Gen.int(in: 1...6), Gen.double(in: 0...1).array(of: 40), Gen.bool) { n, r, rayleigh in
            recordingErrors {
                let net = Self.network(n, r, damped: true, rayleigh: rayleigh)
                for solution in try Self.everyPath(net) {
                    var previous = Self.energy(solution.matrices, try solution.state(at: 0))
                    let scale = abs(previous) + 1
                    for step in 1...200 {
                        let e = Self.energy(solution.matrices, try solution.state(at: Double(step) * 0.01))
                        #expect(
                            e <= previous + 1e-12 * scale, "N = \(n), \(solution.method), t = \(Double(step) * 0.01): \(previous) → \(e)")
                        previous = e
                    }
                }
            }
        }
    }

    @Test("an undamped network conserves energy to 1e-12 relative over 10⁴ periods of its slowest mode")
    func undampedConservation() async {
        await seededPropertyCheck(count: 40, input: Gen.int(in: 1...6), Gen.double(in: 0...1).array(of: 40)) { n, r in
            recordingErrors {
                let net = Self.network(n, r, damped: false)
                let solution = try NetworkSolution(net)
                let e0 = Self.energy(solution.matrices, try solution.state(at: 0))
                // Energy relative to the rest state's (x = x*, ẋ = 0), so the scale is the motion's.
                let rest = solution.restPositions!
                var restState = NetworkState(count: n)
                restState.positions = rest
                let base = Self.energy(solution.matrices, restState)
                let period = 2 * Double.pi / solution.modes.map(\.omega).filter { $0 > 0 }.min()!
                for k in [1.0, 10, 100, 1000, 10000] {
                    let t = k * period + 0.123
                    let e = Self.energy(solution.matrices, try solution.state(at: t))
                    #expect(abs(e - e0) <= 1e-12 * abs(e0 - base), "N = \(n), \(solution.method), \(k) periods: \(e0) → \(e)")
                }
            }
        }
    }

    @Test("permuting the nodes permutes the motion")
    func permutation() async {
        await seededPropertyCheck(count: 60, input: Gen.int(in: 2...6), Gen.double(in: 0...1).array(of: 40), Gen.bool) { n, r, damped in
            recordingErrors {
                let net = Self.network(n, r, damped: damped)
                let p = Array((0..<n).reversed())  // node i of the permuted network is node p[i]
                let inverse = (0..<n).map { i in p.firstIndex(of: i)! }
                let permuted = try SpringNetwork(
                    masses: p.map { net.masses[$0] },
                    springs: net.springs.map { s in
                        let to: SpringNetwork.Connection.End = if case .node(let j) = s.to { .node(inverse[j]) } else { s.to }
                        return .init(from: inverse[s.from], to: to, stiffness: s.stiffness, dampingCoefficient: s.dampingCoefficient)
                    }, groundDamping: p.map { net.groundDamping[$0] }, initialPositions: p.map { net.initialPositions[$0] },
                    initialVelocities: p.map { net.initialVelocities[$0] })
                let a = try NetworkSolution(net), b = try NetworkSolution(permuted)
                for t in [0.0, 0.07, 0.5, 1.9] {
                    let sa = try a.state(at: t), sb = try b.state(at: t)
                    let scale = sa.positions.map(abs).max()! + 1e-300
                    for i in 0..<n { #expect(abs(sb.positions[i] - sa.positions[p[i]]) <= 1e-12 * max(scale, 1), "N = \(n), t = \(t)") }
                }
            }
        }
    }

    @Test("superposition: the motion is linear in the initial state and the anchor positions")
    func superposition() async {
        await seededPropertyCheck(
            count: 60, input: Gen.int(in: 1...6), Gen.double(in: 0...1).array(of: 40), Gen.double(in: -2...2), Gen.bool
        ) {
            n, r, scale, rayleigh in
            recordingErrors {
                let net = Self.network(n, r, damped: true, rayleigh: rayleigh)
                // a = the network at rest-free start with anchors; b = the same springs, anchors at 0,
                // scaled initial state: a + b must be the network with summed inputs.
                let zeroAnchors = net.springs.map { s in
                    SpringNetwork.Connection(
                        from: s.from, to: { if case .anchor = s.to { return .anchor(0) } else { return s.to } }(), stiffness: s.stiffness,
                        dampingCoefficient: s.dampingCoefficient)
                }
                let b = try SpringNetwork(
                    masses: net.masses, springs: zeroAnchors, groundDamping: net.groundDamping,
                    initialPositions: net.initialVelocities.map { scale * $0 / 4 },
                    initialVelocities: net.initialPositions.map { scale * $0 })
                let sum = try SpringNetwork(
                    masses: net.masses, springs: net.springs, groundDamping: net.groundDamping,
                    initialPositions: zip(net.initialPositions, b.initialPositions).map { $0 + $1 },
                    initialVelocities: zip(net.initialVelocities, b.initialVelocities).map { $0 + $1 })
                for method in NetworkSolution.Method.allCases {
                    guard let sa = try? NetworkSolution(net, method: method) else { continue }
                    let sb = try NetworkSolution(b, method: method), ss = try NetworkSolution(sum, method: method)
                    for t in [0.0, 0.03, 0.4, 2.2] {
                        let xa = try sa.state(at: t).positions, xb = try sb.state(at: t).positions, xs = try ss.state(at: t).positions
                        let size = (xa + xb).map(abs).max()! + 1
                        for i in 0..<n { #expect(abs(xa[i] + xb[i] - xs[i]) <= 1e-13 * size, "N = \(n), \(method), t = \(t)") }
                    }
                }
            }
        }
    }

    @Test("uniform frames agree with direct evaluation within the stated bound, on every path")
    func propagatedFrames() async {
        await seededPropertyCheck(count: 20, input: Gen.int(in: 1...6), Gen.double(in: 0...1).array(of: 40)) { n, r in
            recordingErrors {
                let net = Self.network(n, r, damped: true, rayleigh: n % 2 == 0)
                for solution in try Self.everyPath(net) {
                    var frames = try NetworkFrames(solution: solution, fps: 60, count: 700)
                    var state = NetworkState(count: n)
                    var worst = 0.0
                    let scale = net.initialPositions.map(abs).max()! + net.initialVelocities.map(abs).max()! / 10 + 1
                    while let (frame, t) = try frames.next(into: &state) {
                        if frame % 37 != 0 && frame != 699 { continue }
                        let direct = try solution.state(at: t)
                        for i in 0..<n { worst = max(worst, abs(direct.positions[i] - state.positions[i]) / scale) }
                    }
                    // At most 256 frame steps and 700/256 anchor steps, each within its one-step bound
                    // (the modal paths evaluate every frame directly: the direct bound).
                    let bound = 256 * solution.errorBound(at: 1 / 60) + 3 * solution.errorBound(at: 256 / 60)
                    #expect(worst <= bound, "N = \(n), \(solution.method): \(worst) against \(bound)")
                }
            }
        }
    }

    @Test("general networks of 26–60 nodes: dsyevd's modes (frequencies within a factor 32) match Jacobi's")
    func divideAndConquerModes() async {
        final class Count { var fast = 0 }
        let count = Count()
        await seededPropertyCheck(count: 12, input: Gen.int(in: 26...60), Gen.double(in: 0...1).array(of: 400)) { n, r in
            recordingErrors {
                // A chain plus random cross springs (not tridiagonal), stiffness 50…100, masses 0.8…1.2.
                var springs = (0..<(n - 1)).map { i in SpringNetwork.Connection(from: i, to: .node(i + 1), stiffness: 50 + 50 * r[i]) }
                for k in 0..<(n / 2) {
                    let i = Int(r[100 + k] * Double(n - 1)), j = (i + 2 + Int(r[200 + k] * 5)) % n
                    if i != j { springs.append(.init(from: i, to: .node(j), stiffness: 50 + 50 * r[300 + k % 100])) }
                }
                springs.append(.init(from: 0, to: .anchor(0), stiffness: 400))
                springs.append(.init(from: n - 1, to: .anchor(0), stiffness: 400))
                let net = try SpringNetwork(masses: (0..<n).map { 0.8 + 0.4 * r[($0 * 7) % 400] }, springs: springs)
                let jacobi = try StiffnessFactor.modes(net, chain: false, divideAndConquer: false)
                // M^(−½)KM^(−½) as GᵀG, and from the assembled K (the solvers' route).
                if jacobi.omega[n - 1] <= 32 * jacobi.omega[0] { count.fast += 1 }
                let routes = [
                    try StiffnessFactor.modes(net, chain: false),
                    try StiffnessFactor.modes(net, chain: false, stiffness: NetworkMatrices(net).stiffness),
                ]
                for fast in routes {
                    for j in 0..<n { #expect(abs(fast.omega[j] - jacobi.omega[j]) <= 1e-13 * jacobi.omega[j], "N \(n) mode \(j)") }
                    // The same invariant subspaces: |V_fastᵀ V_jacobi| is the identity to rounding
                    // wherever the frequencies are apart by more than 1e-6 relative.
                    for j in 0..<n {
                        let separated =
                            (j == 0 || jacobi.omega[j] - jacobi.omega[j - 1] > 1e-6 * jacobi.omega[j])
                            && (j == n - 1 || jacobi.omega[j + 1] - jacobi.omega[j] > 1e-6 * jacobi.omega[j])
                        guard separated else { continue }
                        var dot = 0.0
                        for i in 0..<n { dot += fast.v[i, j] * jacobi.v[i, j] }
                        #expect(abs(abs(dot) - 1) <= 1e-9, "N \(n) mode \(j): \(dot)")
                    }
                }
            }
        }
        #expect(count.fast >= 3, "only \(count.fast) of 12 networks took the dsyevd path")
    }

    @Test("long chains (26 to 120 nodes): the bidiagonal path — divide and conquer or QR — agrees with the general modal path")
    func longChains() async {
        await seededPropertyCheck(count: 30, input: Gen.int(in: 26...120), Gen.double(in: 0...1).array(of: 128), Gen.bool) { n, r, stiff in
            recordingErrors {
                // Uniform-ish stiffness (divide and conquer), or spread over 10⁶ (slow modes crowded
                // far below σ₁: the QR iteration).
                let springs =
                    (0..<(n - 1)).map { i in
                        SpringNetwork.Connection(from: i, to: .node(i + 1), stiffness: stiff ? pow(10.0, 6 * r[i] - 3) : 50 + 50 * r[i])
                    } + [.init(from: 0, to: .anchor(0.2), stiffness: 80)]
                let net = try SpringNetwork(
                    masses: (0..<n).map { 0.5 + r[($0 + 7) % 128] }, springs: springs,
                    initialPositions: (0..<n).map { r[($0 + 3) % 128] - 0.5 }, initialVelocities: (0..<n).map { _ in 0 })
                let chain = try NetworkSolution(net, method: .tridiagonal)
                let general = try NetworkSolution(net, method: .modal)
                for t in [0.0, 0.05, 1.0] {
                    let x = try chain.state(at: t).positions, y = try general.state(at: t).positions
                    let scale = x.map(abs).max()! + 1e-300
                    for i in 0..<n { #expect(abs(x[i] - y[i]) <= 1e-12 * scale, "N = \(n), stiff \(stiff), t = \(t)") }
                }
            }
        }
        // Which routine: a uniform chain's closest frequencies are its fast ones (divide and
        // conquer loses nothing); stiff links crowd slow modes together far below σ₁ (QR).
        var uniform: [Double] = []
        for j in stride(from: 100, through: 1, by: -1) { uniform.append(2 * Foundation.sin(Double(j) * Double.pi / 202)) }
        #expect(StiffnessFactor.divideAndConquerKeepsVectors(uniform))
        #expect(!StiffnessFactor.divideAndConquerKeepsVectors([1000, 999, 998, 1e-3, 1.001e-3, 0.5e-3].sorted(by: >)))
    }

    @Test("chains of every shape: the bidiagonal factor, the general one and the exponential agree to 1e-12")
    func chainShapes() async {
        await seededPropertyCheck(
            count: 80, input: Gen.int(in: 1...7), Gen.double(in: 0...1).array(of: 40), Gen.int(in: 0...3), Gen.int(in: 0...2)
        ) { n, r, anchoring, variant in
            recordingErrors {
                // Stiffnesses spread over 10⁶, anchors at either end (or both, or none), and in
                // variant 1 an anchor on an inner node, in variant 2 one link missing (two parts).
                var k = 0
                func next() -> Double {
                    defer { k += 1 }
                    return r[k % r.count]
                }
                var springs: [SpringNetwork.Connection] = []
                let broken = variant == 2 && n > 1 ? Int(next() * Double(n - 1)) : -1
                for i in 0..<(n - 1) where i != broken {
                    springs.append(.init(from: i, to: .node(i + 1), stiffness: pow(10.0, 6 * next() - 3)))
                }
                if anchoring == 1 || anchoring == 3 {
                    springs.append(.init(from: 0, to: .anchor(next() - 0.5), stiffness: 10 * next() + 1))
                }
                if anchoring == 2 || anchoring == 3 {
                    springs.append(.init(from: n - 1, to: .anchor(next() - 0.5), stiffness: pow(10.0, 4 * next() - 2)))
                }
                if variant == 1 && n > 2 { springs.append(.init(from: 1, to: .anchor(0.3), stiffness: 5 * next() + 0.1)) }
                let net = try SpringNetwork(
                    masses: (0..<n).map { _ in 0.5 + 1.5 * next() }, springs: springs, initialPositions: (0..<n).map { _ in next() - 0.5 },
                    initialVelocities: (0..<n).map { _ in 4 * next() - 2 })
                let chain = try NetworkSolution(net, method: .tridiagonal)
                let others = [try NetworkSolution(net, method: .modal), try NetworkSolution(net, method: .exponential)]
                for t in [0.0, 0.01, 0.3, 2.0] {
                    let x = try chain.state(at: t).positions
                    let scale = x.map(abs).max()! + 1e-300
                    for other in others {
                        let y = try other.state(at: t).positions
                        for i in 0..<n {
                            #expect(abs(x[i] - y[i]) <= 1e-12 * scale, "N = \(n), \(anchoring), \(variant), \(other.method), t = \(t)")
                        }
                    }
                }
            }
        }
    }
}
