import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim follow`.
@Suite("springsim follow")
struct FollowCLITests {
    typealias R = CLITests

    @Test("one element is the spring table of the same spring (springsim --mass --stiffness --damping-coefficient) to 1e-14")
    func oneElement() throws {
        let spring = ["--mass", "1.5", "--stiffness", "230.2", "--damping-coefficient", "19", "--from", "-2", "--to", "3"]
        let f = try R.run(["follow", "--count", "1", "--until", "1"] + spring)
        let s = try R.run(["spring", "--until", "1"] + spring)
        #expect(f.status == 0 && s.status == 0)
        let a = R.table(f.stdout), b = R.table(s.stdout)
        #expect(a.header == ["frame", "time", "node", "value", "velocity", "acceleration"])
        #expect(a.rows.count == b.rows.count && a.rows.count == 61)
        var worst = 0.0
        let omega = (230.2 / 1.5).squareRoot()
        for (x, y) in zip(a.rows, b.rows) {
            #expect(x[0] == y[0] && x[1] == y[1] && x[2] == 0)
            worst = max(worst, abs(x[3] - y[2]) / 5, abs(x[4] - y[3]) / (5 * omega))
        }
        print("follow --count 1 against the spring table: worst deviation", worst, "of |to − from|")
        #expect(worst <= 1e-14)
    }

    @Test("--until settle ends when the last element is within ε·|to − from|; the followers lag the leader")
    func settle() throws {
        let r = try R.run(["follow", "--count", "4"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let t = R.table(r.stdout)
        #expect(t.rows.count % 4 == 0)
        let last = t.rows.suffix(4)
        #expect(last.allSatisfy { abs($0[3] - 1) <= 0.001 * (1 + 1e-9) })
        #expect(last.contains { abs(abs($0[3] - 1) - 0.001) <= 1e-9 })
        // A tenth of a second in: each element behind the one before it.
        let early = t.rows.filter { $0[0] == 6 }.map { $0[3] }
        #expect(early == early.sorted(by: >) && early[0] > early[3])
    }
}
