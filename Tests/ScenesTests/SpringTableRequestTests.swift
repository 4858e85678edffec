import Dynamics
import FrameIO
import Scenes
import Testing

/// The spring-table request: its parts check themselves when built, the request decides the end
/// once and builds the same `SpringTable` a caller would build by hand; every table is a `Table`
/// whose `rowEstimate()` states its rows before any is computed.
@Suite("spring table requests")
struct SpringTableRequestTests {
    static var wychart: SpringParameters {
        var p = SpringParameters()
        p.dampingRatio = 0.15
        p.velocity = 1.4
        return p
    }

    static func rows(_ table: some Table) throws -> FrameTable {
        let sink = FrameTableCollector(columns: table.columns)
        try table.emitTable(into: sink)
        return sink.table
    }

    @Test("the default request is WYChart's table until it settles to 0.001, as built by hand")
    func defaultRequest() throws {
        let table = try SpringTableRequest(spring: Self.wychart).table()
        let spring = try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let animation = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 1.4)
        let byHand = SpringTable(animation: animation, fps: 60, until: .settled())
        #expect(try Self.rows(table) == Self.rows(byHand))
        #expect(table.rowEstimate() == .exact(byHand.clock.count))
    }

    @Test("every end: settle, the family's duration, seconds and explicit times")
    func ends() throws {
        let duration = try SpringTableRequest(spring: Self.wychart, plan: SpringFramePlan(fps: 10, end: .nominalDuration)).table()
        #expect(duration.clock.time(ofFrame: duration.clock.count - 1) == 1)  // UIKit's default duration
        let seconds = try SpringTableRequest(spring: Self.wychart, plan: SpringFramePlan(fps: 10, end: .seconds(0.25))).table()
        #expect(seconds.clock.count == 4)  // 0, 0.1, 0.2 and the end row at 0.25
        let times = try SpringTableRequest(spring: Self.wychart, plan: SpringFramePlan(end: .times([0, 0.5]))).table()
        #expect(times.clock.count == 2 && times.clock.time(ofFrame: 1) == 0.5)
    }

    @Test("refusals name their field: tolerance, frame rate, end, ends, settling, duration, size")
    func refusals() {
        #expect(throws: SpringTableRequestError.self) { try SettlingTolerance(epsilon: 1) }
        #expect(throws: SpringTableRequestError.self) { try SettlingTolerance(velocityEpsilon: 0) }
        #expect(throws: SpringTableRequestError.self) { try SpringFramePlan(fps: 0) }
        #expect(throws: SpringTableRequestError.self) { try SpringFramePlan(end: .seconds(-1)) }
        #expect(throws: SpringTableRequestError.self) { try SpringFramePlan(end: .times([0.5, 0.1])) }
        var undamped = SpringParameters()
        undamped.dampingCoefficient = 0  // Core Animation's physical family: mass 1, stiffness 100, no damping
        do {
            _ = try SpringTableRequest(spring: undamped).table()
            Issue.record("an undamped spring settled")
        } catch {
            guard case .neverSettles = error else { Issue.record("\(error)"); return }
        }
        var compose = SpringParameters()
        compose.stiffness = 200
        compose.dampingRatio = 0.5
        do {
            _ = try SpringTableRequest(spring: compose, plan: SpringFramePlan(end: .nominalDuration)).table()
            Issue.record("Compose has no duration")
        } catch {
            guard case .noNominalDuration = error else { Issue.record("\(error)"); return }
        }
        do {
            _ = try SpringTableRequest(spring: Self.wychart, from: 1, to: 1).table()
            Issue.record("from = to accepted")
        } catch {
            guard case .sameEnds = error else { Issue.record("\(error)"); return }
        }
        do {
            _ = try SpringTableRequest(spring: Self.wychart, plan: SpringFramePlan(end: .seconds(100))).table(maxRows: 10)
            Issue.record("6002 rows under a limit of 10")
        } catch {
            guard case .tooManyRows(let rows, _) = error else { Issue.record("\(error)"); return }
            #expect(rows == RowCount(6002, .atMost))
        }
    }

    @Test("chart line's spring policy: no family keeps the chart's spring; UIKit's ratio alone takes the chart's duration")
    func chartLinePolicy() {
        var velocityOnly = SpringParameters()
        velocityOnly.velocity = 2
        #expect(LineChartScene.springParameters(velocityOnly, chartSpringDuration: 1.5) == nil)
        var ratio = SpringParameters()
        ratio.dampingRatio = 0.3
        #expect(LineChartScene.springParameters(ratio, chartSpringDuration: 1.5)?.duration == 1.5)
        var response = ratio
        response.response = 0.4
        #expect(LineChartScene.springParameters(response, chartSpringDuration: 1.5)?.duration == nil)
    }

    @Test("a sweep grid table: fields from the header, rows in order, each refusal located")
    func sweepGrid() throws {
        let names: [String: SpringField] = ["damping": .dampingRatio, "response": .response]
        let table = FrameTable(
            columns: [FrameColumn("damping", .real, ""), FrameColumn("response", .real, "")],
            rows: [[.real(0.5), .real(0.3)], [.integer(1), .real(0.4)]])
        let grid = try SpringSweep.gridSource(table, field: { names[$0] }, accepts: { _, v in v >= 0 })
        #expect(grid.fields == [.dampingRatio, .response])
        guard case .rows(let rows) = grid.source else { Issue.record("not rows"); return }
        #expect(rows == [[0.5, 0.3], [1, 0.4]])
        let bad = FrameTable(columns: [FrameColumn("damping", .real, "")], rows: [[.real(0.5)], [.real(-1)]])
        #expect(throws: SweepGridError.outsideDomain(row: 2, column: "damping", field: .dampingRatio, value: -1)) {
            try SpringSweep.gridSource(bad, field: { names[$0] }, accepts: { _, v in v >= 0 })
        }
        let unknown = FrameTable(columns: [FrameColumn("dampnig", .real, "")])
        #expect(throws: SweepGridError.unknownColumn("dampnig")) {
            try SpringSweep.gridSource(unknown, field: { names[$0] }, accepts: { _, _ in true })
        }
    }
}
