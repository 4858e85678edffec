import Dynamics
import SpringNetworks
import Testing

/// Every solver path against the 50-digit references of `Scripts/reference_networks.py`.
@Suite("network references")
struct ReferenceTests {
    /// The worst position error of `solution` on `c`, relative to the case's largest |x|, and the
    /// worst velocity error relative to its largest |v|.
    /// Also checks every time against the solution's own ``NetworkSolution/errorBound(at:)``.
    static func worstError(_ solution: NetworkSolution, _ c: Fixtures.Case) throws -> (x: Double, v: Double) {
        let reference = Fixtures.states[c.name]!
        let xScale = reference.map { abs($0.x) }.max()!, vScale = reference.map { abs($0.v) }.max()!
        var worstX = 0.0, worstV = 0.0
        for t in c.times {
            let s = try solution.state(at: t)
            var atX = 0.0, atV = 0.0
            for r in reference where r.t == t {
                atX = max(atX, abs(s.positions[r.node] - r.x) / xScale)
                atV = max(atV, abs(s.velocities[r.node] - r.v) / vScale)
            }
            let bound = solution.errorBound(at: t)
            #expect(atX <= bound && atV <= bound, "\(c.name), \(solution.method), t = \(t): \(atX), \(atV) against the stated \(bound)")
            worstX = max(worstX, atX)
            worstV = max(worstV, atV)
        }
        return (worstX, worstV)
    }

    /// The largest position or velocity error allowed, relative to the largest |x| (|ẋ|): 1e-12
    /// for every network with N ≤ 10 — the stiffness ratio of 10⁶ included, with classical or
    /// non-classical damping — and for larger N the measured worst (5.2e-15 at N = 20, 7.3e-15 at
    /// N = 50) with a margin of three.
    static func limit(_ c: Fixtures.Case) -> Double { c.network.count <= 10 ? 1e-12 : 2.5e-14 }

    @Test("every network, default path: within 1e-12 of the largest displacement for N ≤ 10, the measured bound beyond")
    func defaultPath() throws {
        #expect(Fixtures.cases.count >= 15)
        for c in Fixtures.cases {
            let solution = try NetworkSolution(c.network)
            let (x, v) = try Self.worstError(solution, c)
            print(
                "network \(c.name) (N = \(c.network.count), \(solution.method)): position error \(x), velocity error \(v), spread \(solution.conditionEstimate)"
            )
            #expect(x <= Self.limit(c), "\(c.name): \(x)")
            #expect(v <= Self.limit(c), "\(c.name): velocity \(v)")
        }
    }

    @Test("every network through the matrix exponential, and through the modes where classical")
    func everyPath() throws {
        for c in Fixtures.cases where c.network.count <= 20 {
            let e = try NetworkSolution(c.network, method: .exponential)
            let (x, v) = try Self.worstError(e, c)
            print("network \(c.name) exponential: \(x), \(v)")
            // Every path to 1e-12, the stiffness ratio of 10⁶ included (in modal coordinates the
            // generator's norm is ω_max, not ω²_max: 2.7e-10 before, 8.8e-14 now).
            #expect(x <= 1e-12 && v <= 1e-12, "\(c.name): exponential \(x), \(v)")
            if let m = try? NetworkSolution(c.network, method: .modal) {
                let (xm, vm) = try Self.worstError(m, c)
                print("network \(c.name) modal: \(xm), \(vm)")
                #expect(xm <= 1e-12 && vm <= 1e-12, "\(c.name): modal \(xm), \(vm)")
            }
        }
    }

    @Test("the classification: classical cases take the modal or tridiagonal path, the others the exponential")
    func classification() throws {
        let expected: [String: NetworkSolution.Method] = [
            "single": .tridiagonal, "issue-example": .exponential, "two-undamped": .tridiagonal, "rayleigh-5": .modal,
            "critical-pair": .tridiagonal, "free-free-3": .tridiagonal, "free-ground": .exponential,
            "stiff-ratio-1e6": .tridiagonal, "overdamped-3": .exponential, "random-10-general": .exponential,
            "random-10-undamped": .modal, "chain-20-rayleigh": .tridiagonal, "chain-50-uniform": .tridiagonal,
            "critical-coupled": .tridiagonal, "stiff-nonclassical": .exponential,
        ]
        for c in Fixtures.cases {
            guard let method = expected[c.name] else { continue }
            #expect(try NetworkSolution(c.network).method == method, "\(c.name)")
        }
    }

    @Test("a one-node network is the scalar spring table to 1e-14")
    func oneNode() throws {
        let spring = try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let animation = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 1.4)
        let network = try SpringNetwork(
            masses: [spring.mass],
            springs: [.init(from: 0, to: .anchor(1), stiffness: spring.stiffness, dampingCoefficient: spring.dampingCoefficient)],
            initialPositions: [0], initialVelocities: [1.4])
        for method in NetworkSolution.Method.allCases {
            let solution = try NetworkSolution(network, method: method)
            // The modal paths evaluate the very same scalar closed form (in modal units); the
            // exponential path is a different algorithm, held to 1e-13.
            let limit = method == .exponential ? 1e-13 : 1e-14
            var worst = 0.0
            for n in 0...120 {
                let t = Double(n) / 60
                let s = try solution.state(at: t)
                worst = max(
                    worst, abs(s.positions[0] - animation.value(at: t)),
                    abs(s.velocities[0] - animation.velocity(at: t)) / spring.naturalFrequency)
            }
            print("one node, \(method): worst deviation from the scalar spring \(worst)")
            #expect(worst <= limit, "\(method): \(worst)")
        }
    }
}
