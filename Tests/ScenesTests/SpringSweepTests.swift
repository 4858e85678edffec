import Dynamics
import Easing
import FrameIO
import Scenes
import Testing

/// The sweep's grid arithmetic, order and shards.
@Suite("spring sweep")
struct SpringSweepTests {
    func values(_ start: Double, _ stop: Double, _ step: Double) throws -> [Double] {
        let v = try SweepValues.grid(start: start, stop: stop, step: step, maximumCount: 1_000_000)
        return (0..<v.count).map { v[$0] }
    }

    @Test("STOP is on the grid up to rounding, and otherwise left out")
    func stopInclusion() throws {
        #expect(try values(0.05, 1.5, 0.05).count == 30)  // (1.5 − 0.05)/0.05 = 28.999999999999996
        #expect(try values(0.05, 1.5, 0.05).last == 1.5)
        #expect(try values(0.2, 1, 0.1).count == 9)
        #expect(try values(0.2, 1, 0.1).last == 1)
        #expect(try values(0, 1, 0.3) == [0, 0.3, 0.6, 0.8999999999999999])
        #expect(try values(0, 1, 0.3).count == 4)
        #expect(try values(0, 1, 0.3 + 1e-12).count == 4)
        #expect(try values(1, 1, 0.5) == [1])
        #expect(try values(0, 0.1 * 3, 0.1).count == 4)  // 0.30000000000000004: on the grid by rounding
    }

    @Test("value i is START + i·STEP rounded once, never accumulated")
    func exactness() throws {
        let v = try SweepValues.grid(start: 0.1, stop: 100_000.1, step: 0.1, maximumCount: 10_000_000)
        #expect(v.count == 1_000_001)
        var accumulated = 0.1
        for _ in 0..<1_000_000 { accumulated += 0.1 }
        for i in [0, 1, 7, 999, 123_456, 1_000_000] {
            #expect(v[i] == 0.1.addingProduct(Double(i), 0.1))
        }
        #expect(v[1_000_000] == 100_000.1)
        #expect(accumulated != v[1_000_000])  // what repeated addition would have given
    }

    @Test("negative steps count down; a step pointing away, 0 or non-finite is refused")
    func signs() throws {
        #expect(try values(2, -2, -1) == [2, 1, 0, -1, -2])
        #expect(try values(1, 0, -0.25) == [1, 0.75, 0.5, 0.25, 0])
        #expect(throws: SweepRangeError.wrongSign) { try values(0, 1, -0.1) }
        #expect(throws: SweepRangeError.wrongSign) { try values(1, 0, 0.1) }
        #expect(throws: SweepRangeError.zeroStep) { try values(0, 1, 0) }
        #expect(throws: SweepRangeError.notFinite) { try values(0, .infinity, 1) }
        #expect(throws: SweepRangeError.notFinite) { try values(.nan, 1, 1) }
        #expect(throws: SweepRangeError.tooMany(maximum: 1_000_000)) { try values(0, 1, 1e-7) }
        #expect(throws: SweepRangeError.tooMany(maximum: 1_000_000)) { try values(-1e308, 1e308, 1) }
    }

    @Test("row-major order (last field fastest), shards cover it in order, sizes within one")
    func orderAndShards() throws {
        let sweep = try SpringSweep(
            fields: [.dampingRatio, .velocity, .response],
            source: .product([.list([0.1, 0.2]), .range(start: -1, step: 1, count: 3), .list([0.3, 0.5])]))
        #expect(sweep.count == 12)
        #expect(sweep.values(0) == [0.1, -1, 0.3])
        #expect(sweep.values(1) == [0.1, -1, 0.5])
        #expect(sweep.values(2) == [0.1, 0, 0.3])
        #expect(sweep.values(11) == [0.2, 1, 0.5])
        for n in [1, 2, 3, 5, 7, 12, 13, 40] {
            let shards = (1...n).map { sweep.shard($0, of: n) }
            #expect(shards.first?.lowerBound == 0 && shards.last?.upperBound == 12)
            for (a, b) in zip(shards, shards.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
            let sizes = shards.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
        #expect(throws: SweepRangeError.tooMany(maximum: SpringSweep.maximumCombinations)) {
            try SpringSweep(
                fields: [.mass, .stiffness],
                source: .product([.range(start: 1, step: 1, count: 10_000), .range(start: 1, step: 1, count: 1001)]))
        }
    }

    @Test("a summary row: the library's numbers for that combination")
    func summaryRow() throws {
        let sweep = try SpringSweep(fields: [.response, .dampingRatio], source: .rows([[0.5, 0.3], [0.4, 1.2]]))
        let table = try {
            let sink = FrameTableCollector(columns: sweep.columns(.summary).map { FrameColumn($0, .real, "") })
            for i in 0..<sweep.count { try sweep.emitSummary(i, into: sink) }
            return sink.table
        }()
        let spring = try SwiftUIResponseSpring(response: 0.5, dampingRatio: 0.3).spring()
        let animation = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 0)
        #expect(table[0, "settling_exact"] == .real(animation.settlingDuration()))
        #expect(table[0, "overshoot"] == .real(animation.overshoot!))
        #expect(table[0, "first_peak_time"] == .real(animation.firstPeakTime!))
        #expect(table[0, "physical_stiffness"] == .real(spring.stiffness))
        #expect(table[1, "first_peak_time"] == .text(""))  // overdamped from rest never turns
        #expect(table[1, "overshoot"] == .real(0))
        let linear = try SpringEasing(spring: spring).cssLinear(maxError: 0.001)
        #expect(table[0, "css_linear_points"] == .integer(linear.points.count))
    }
}
