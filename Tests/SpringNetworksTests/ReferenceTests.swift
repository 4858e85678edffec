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

    @Test("blocked frames (N ≥ 16: modal propagation, the exponential path's block products) against the references")
    func blockedFrames() throws {
        let fps = 1000.0
        var checked = 0
        for c in Fixtures.cases where c.network.count >= NetworkFrames.propagationMinimumNodes {
            let reference = Fixtures.states[c.name]!
            let xScale = reference.map { abs($0.x) }.max()!, vScale = reference.map { abs($0.v) }.max()!
            let last = Int((c.times.max()! * fps).rounded())
            for solution in [try NetworkSolution(c.network), try NetworkSolution(c.network, method: .exponential)] {
                var frames = try NetworkFrames(solution: solution, fps: fps, count: last + 1)
                var state = NetworkState(count: c.network.count)
                var worstX = 0.0, worstV = 0.0
                while let (frame, t) = try frames.next(into: &state) {
                    guard c.times.contains(t) else { continue }
                    var atX = 0.0, atV = 0.0
                    for r in reference where r.t == t {
                        atX = max(atX, abs(state.positions[r.node] - r.x) / xScale)
                        atV = max(atV, abs(state.velocities[r.node] - r.v) / vScale)
                    }
                    // Frames from a block start carry at most 31 exact steps' rounding more than a direct evaluation.
                    let bound = solution.errorBound(at: t) + Double(frame % NetworkFrames.blockFrames) * 4 * Double.ulpOfOne
                    #expect(atX <= bound && atV <= bound, "\(c.name), \(solution.method), frame \(frame): \(atX), \(atV) against \(bound)")
                    worstX = max(worstX, atX)
                    worstV = max(worstV, atV)
                    checked += 1
                }
                print("network \(c.name) frames (\(solution.method), blocks of \(NetworkFrames.blockFrames)): position error \(worstX), velocity error \(worstV)")
                #expect(worstX <= 1e-12 && worstV <= 1e-12, "\(c.name), \(solution.method): \(worstX), \(worstV)")
            }
        }
        #expect(checked >= 10)
    }

    @Test("blocked frames agree with frames evaluated one by one, over 600 frames (the exponential path's anchors at 256 and 512)")
    func blockedAgainstSingleFrames() throws {
        for c in Fixtures.cases where c.network.count >= NetworkFrames.propagationMinimumNodes {
            for solution in [try NetworkSolution(c.network), try NetworkSolution(c.network, method: .exponential)] {
                var blocked = try NetworkFrames(solution: solution, fps: 60, count: 600)
                var single = try NetworkFrames(solution: solution, fps: 60, count: 600, blockFrames: 1)
                var a = NetworkState(count: c.network.count), b = a
                var worstX = 0.0, worstV = 0.0, scaleX = 0.0, scaleV = 0.0
                while let (frame, _) = try blocked.next(into: &a) {
                    #expect(try single.next(into: &b)?.frame == frame)
                    for i in 0..<c.network.count {
                        worstX = max(worstX, abs(a.positions[i] - b.positions[i]))
                        worstV = max(worstV, abs(a.velocities[i] - b.velocities[i]))
                        scaleX = max(scaleX, abs(b.positions[i]))
                        scaleV = max(scaleV, abs(b.velocities[i]))
                    }
                }
                #expect(try single.next(into: &b) == nil)
                print("network \(c.name) (\(solution.method)): blocked against single frames \(worstX / scaleX), velocities \(worstV / scaleV)")
                #expect(worstX <= 1e-13 * scaleX && worstV <= 1e-13 * scaleV, "\(c.name), \(solution.method): \(worstX / scaleX), \(worstV / scaleV)")
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
