import Dynamics
import FixtureSupport
import FrameIO
import NetworkScenes
import SpringNetworks
import Testing

/// The follower chain (rebound's SpringChain as a network).
@Suite("follower chain")
struct FollowerChainTests {
    @Test("rebound's defaults: Origami 40/6 and 70/10 → k 230.2, c 19; k_a 338.8, c_a 31")
    func reboundDefaults() {
        let main = FollowerChain.reboundMainSpring, attachment = FollowerChain.reboundAttachmentSpring
        #expect(abs(main.stiffness - 230.2) <= 1e-12 && main.dampingCoefficient == 19 && main.mass == 1)
        #expect(abs(attachment.stiffness - 338.8) <= 1e-12 && attachment.dampingCoefficient == 31)
    }

    @Test("one element is the scalar spring (SpringMotion) to 1e-14 of |to − from|")
    func oneElement() throws {
        let cases: [(m: Double, k: Double, c: Double, from: Double, to: Double)] = [
            (1, 230.2, 19, 0, 1),  // rebound's main spring
            (1, 100, 2, -3, 5),  // ζ = 0.1
            (2.5, 400, 2 * (2.5 * 400).squareRoot(), 10, -2),  // critical
            (0.5, 50, 40, 1, 1.5),  // ζ ≈ 4
            (1, 1000, 0, 0, -1),  // undamped
        ]
        var worst = 0.0
        for s in cases {
            let chain = try FollowerChain(count: 1, mass: s.m, stiffness: s.k, dampingCoefficient: s.c, from: s.from, to: s.to)
            let spring = Spring(mass: s.m, stiffness: s.k, dampingCoefficient: s.c)
            let motion = SpringMotion(spring: spring, displacement: s.from - s.to, velocity: 0)
            let distance = abs(s.to - s.from), omega = (s.k / s.m).squareRoot()
            for step in 0...400 {
                let t = Double(step) / 100
                let state = try chain.solution.state(at: t)
                let exact = motion.state(at: t)
                worst = max(
                    worst, abs(state.positions[0] - (s.to + exact.value)) / distance,
                    abs(state.velocities[0] - exact.velocity) / (omega * distance))
            }
        }
        print("follower chain, one element against SpringMotion: worst deviation", worst, "of |to − from|")
        #expect(worst <= 1e-14)
    }

    @Test("the table: every node at every frame, node 0 first; after the settling time every node stays within ε")
    func tableAndSettling() throws {
        let chain = try FollowerChain(count: 4, from: 0, to: 2)
        #expect(chain.solution.method == .exponential)  // rebound's c/k differ: not classical
        let settle = try chain.settlingTime(epsilon: 0.001)
        #expect(settle > 0 && settle < 10)
        let table = chain.table(clock: FrameClock(fps: 60, end: settle + 1))
        #expect(table.columnNames == ["frame", "time", "node", "value", "velocity", "acceleration"])
        let rows = FrameTableCollector(columns: table.columns)
        try table.emitTable(into: rows)
        #expect(rows.table.rows.count == Int(table.rowCount))
        for row in rows.table.rows where row[1].number! > settle {
            #expect(abs(row[3].number! - 2) < 0.001 * 2, "\(row)")
        }
        // Just before it some node is still outside (the time is a last crossing, not a bound).
        let before = try chain.solution.state(at: settle * (1 - 1e-9))
        #expect(before.positions.contains { abs($0 - 2) >= 0.001 * 2 * (1 - 1e-6) })
        // Equal frictions make C = c·I: classical, the tridiagonal path.
        let classical = try FollowerChain(count: 3, dampingCoefficient: 20, attachmentDampingCoefficient: 20)
        #expect(classical.solution.method == .tridiagonal)
        #expect(try FollowerChain(count: 3, from: 1, to: 1).settlingTime() == 0)
    }

    @Test("refusals: no elements, too many, a bad mass or stiffness")
    func refusals() {
        #expect(throws: NetworkError.self) { try FollowerChain(count: 0) }
        #expect(throws: NetworkError.self) { try FollowerChain(count: SpringNetwork.maximumNodes + 1) }
        #expect(throws: NetworkError.self) { try FollowerChain(count: 2, mass: 0) }
        #expect(throws: NetworkError.self) { try FollowerChain(count: 2, attachmentStiffness: -.infinity) }
        #expect(throws: NetworkError.self) { try FollowerChain(count: 2, to: .nan) }
    }
}
