import Curves
import Dynamics
import Easing
import FrameIO
import NumericsCore
import Scenes
import Testing

/// The library tables behind the CLI's output: row counts, end rows, columns and the numbers
/// they compute beyond the types they wrap.
@Suite("library tables")
struct TablesTests {
    static func collect(_ columns: [FrameColumn], _ emit: (FrameTableCollector) throws -> Void) rethrows -> FrameTable {
        let sink = FrameTableCollector(columns: columns)
        try emit(sink)
        return sink.table
    }

    static let wychart: SpringAnimation = {
        let spring = try! Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        return SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 1.4)
    }()

    @Test("spring table: the grid at n/fps, then one row at an off-grid end time; the closed form at every row")
    func springTableUniform() throws {
        let anim = Self.wychart
        let end = anim.settlingDuration()
        let table = SpringTable(animation: anim, fps: 60, end: end)
        let t = try Self.collect(table.columns) { try table.emitTable(into: $0) }
        let grid = Int((end * 60).rounded(.down)) + 1
        #expect(t.rows.count == grid + 1)
        #expect(t.numbers("time").last! == end)
        #expect(t[grid, "frame"] == .integer(grid))
        for (n, row) in t.rows.enumerated().dropLast() {
            #expect(row[1] == .real(Double(n) / 60))
        }
        for row in t.rows {
            let time = row[1].number!
            let s = anim.motion.sample(at: time)
            #expect(abs(row[2].number! - (1 + s.value)) <= 1e-15)
            #expect(row[3].number! == s.velocity)
        }
        #expect(abs(abs(t.numbers("value").last!! - 1) - 0.001) < 1e-12)
    }

    @Test("spring table: an end on the grid adds no row; explicit times are evaluated as given")
    func springTableGridEndAndTimes() throws {
        let anim = Self.wychart
        let onGrid = SpringTable(animation: anim, fps: 10, end: 0.5)
        let t = try Self.collect(onGrid.columns) { try onGrid.emitTable(into: $0) }
        #expect(t.numbers("time").map { $0! } == (0...5).map { Double($0) / 10 })
        let times = [0, 0.125, 0.125, 3]
        let explicit = SpringTable(animation: anim, times: times)
        let e = try Self.collect(explicit.columns) { try explicit.emitTable(into: $0) }
        #expect(e.numbers("time").map { $0! } == times)
        #expect(e.numbers("frame").map { $0! } == [0, 1, 2, 3])
        #expect(e[3, "value"] == .real(1 + anim.motion.sample(at: 3).value))
        #expect(SpringTable.columns.map(\.name) == ["frame", "time", "value", "velocity", "acceleration"])
    }

    @Test("integration table: the closed-form policy has zero error; rk4's error shrinks like h⁴; substep counts")
    func integrationTable() throws {
        let anim = Self.wychart
        let clock = FrameClock(fps: 60, end: 0.5)
        let exact = try IntegrationTable(animation: anim, policy: .closedForm, clock: clock)
        let e = try Self.collect(exact.columns) { try exact.emitTable(into: $0) }
        #expect(e.numbers("value_error").allSatisfy { $0 == 0 })
        #expect(e[0, "policy"] == .text("closed-form"))

        func worst(_ h: Double) throws -> Double {
            let table = try IntegrationTable(animation: anim, policy: .fixedStep(.rk4, step: h), clock: clock)
            let t = try Self.collect(table.columns) { try table.emitTable(into: $0) }
            return t.numbers("value_error").map { abs($0!) }.max()!
        }
        let coarse = try worst(0.004), fine = try worst(0.002)
        #expect(coarse / fine > 12 && coarse / fine < 20)  // 2⁴ = 16

        let sub = try IntegrationTable(animation: anim, policy: .substeps(.rk4, perFrame: 3), clock: clock)
        #expect(sub.firstNonFiniteTime() == nil)
        let stats = try sub.emitTable(into: FrameTableCollector(columns: sub.columns))
        #expect(stats.steps == 3 * (clock.count - 1))
        #expect(stats.evaluations == 4 * stats.steps)
        #expect(IntegrationTable.estimatedSteps(.substeps(.rk4, perFrame: 3), animation: anim, clock: clock) == Double(3 * clock.count))
        #expect(IntegrationTable.estimatedSteps(.rebound, animation: anim, clock: clock) == 0.5 / 0.001)
    }

    @Test("integration stability: a stiff spring's unstable step gets a stable one; undamped euler has none")
    func stability() throws {
        let stiff = SpringAnimation(spring: Spring(mass: 1, stiffness: 1e6, dampingCoefficient: 100), from: 0, to: 1, initialVelocity: 0)
        let verdict = try #require(IntegrationStability.instability(of: .rk4, step: 0.01, steps: 1e5, animation: stiff))
        #expect(verdict.growth > 1)
        guard case .stableStep(let h) = verdict.remedy else {
            Issue.record("expected a stable step, got \(verdict.remedy)")
            return
        }
        let system = SpringSystem(stiff.spring)
        #expect(IntegrationStability.isStable(.rk4, system, h: h))
        #expect(!IntegrationStability.isStable(.rk4, system, h: h * 1.01))
        #expect(IntegrationStability.instability(of: .rk4, step: h, steps: 1e5, animation: stiff) == nil)

        let undamped = SpringAnimation(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 0), from: 0, to: 1, initialVelocity: 0)
        let euler = try #require(IntegrationStability.instability(of: .euler, step: 0.01, steps: 1e9, animation: undamped))
        #expect(euler.remedy == .noneForUndampedEuler)
        // ρ² = 1 + ω₀²h² for explicit Euler.
        #expect(abs(euler.growth - (1 + 100 * 0.0001).squareRoot()) < 1e-15)
    }

    @Test("easing sample table: evenly spaced inputs end at exactly 1; slopes left empty at jumps")
    func easingSamples() throws {
        let table = EasingSampleTable(CubicBezierEasing.easeInEaseOut, inputs: .evenlySpaced(count: 7))
        let t = try Self.collect(table.columns) { try table.emitTable(into: $0) }
        #expect(t.numbers("input").map { $0! } == (0..<7).map { Double($0) / 6 })
        #expect(t[6, "output"] == .real(1))
        let steps = try StepsEasing(2)
        let s = EasingSampleTable(steps, inputs: .explicit([0.5, 0.25]), before: true)
        let r = try Self.collect(s.columns) { try s.emitTable(into: $0) }
        #expect(r.rows.count == 2)
        #expect(r[0, "output"] == .real(steps.value(at: 0.5, before: true)))
        #expect(r[0, "slope"] == .text("") || r[0, "slope"] == .real(0))
    }

    @Test("easing export: css linear() and keyframes with a spring's duration")
    func easingExport() throws {
        let spring = try SpringEasing(spring: Spring(uiKitDampingRatio: 0.5), velocity: 0)
        let css = try EasingExport.cssLinear.text(for: spring, maxError: 0.01)
        #expect(css.hasPrefix("linear(0"))
        #expect(css.hasSuffix(")\n"))
        let keyframes = try EasingExport.keyframes.text(for: spring, maxError: 0.01)
        let lines = keyframes.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[2] == "duration = \(spring.duration)")
        #expect(throws: EasingError.self) { try EasingExport.cssLinear.text(for: spring, maxError: -1) }
    }

    @Test("settling report: the exact root and the platform estimates; never for an undamped spring")
    func settlingReport() throws {
        let anim = Self.wychart
        let r = SettlingReport(animation: anim, family: "UIKit", epsilon: 0.001)
        #expect(r.exact == anim.settlingDuration())
        #expect(r.compose == (r.compose * 1000).rounded() / 1000)
        #expect(r.velocityEpsilon == nil)
        let undamped = SpringAnimation(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 0), from: 0, to: 1, initialVelocity: 0)
        #expect(SettlingReport(animation: undamped, family: "physical").exact == .infinity)
    }

    @Test("conversion report: the WYChart spring's three UIKit roots, pop and Framer read-backs")
    func conversionReport() throws {
        let ui = try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let spring = try ui.spring()
        let r = ConversionReport(spring: spring, family: "UIKit", initialVelocity: 1.4, uiKit: ui)
        #expect(r.uiKitRoots?.count == 3)
        #expect(r.uiKitRoots?.last == spring.naturalFrequency)
        #expect(r.popTension == spring.stiffness / spring.mass)
        #expect(abs(r.framerBounce - 0.85) < 1e-15)
        #expect(!r.allowsOverDamping)
        #expect(r.regime == "underdamped")
        let over = ConversionReport(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 40), family: "physical")
        #expect(over.uiKitDampingRatio == nil && over.uiKitDuration == nil && over.allowsOverDamping)
    }

    @Test("path tables: even samples from 0 to the length; a position at a fraction; glyphs on the path")
    func pathTables() throws {
        let path = MeasuredPath(try Path(svgPathData: "M0 0 H100 V100"))
        let sample = PathSampleTable(path: path, count: 5)
        let s = try Self.collect(sample.columns) { try sample.emitTable(into: $0) }
        #expect(s.numbers("s").map { $0! } == [0, 50, 100, 150, 200])
        #expect(s[4, "y"] == .real(100))
        let at = PathPositionTable(path: path, fraction: 0.75)
        let a = try Self.collect(at.columns) { try at.emitTable(into: $0) }
        #expect(a.rows.count == 1)
        #expect(a[0, "x"] == .real(100) && a[0, "y"] == .real(50) && a[0, "segment"] == .integer(1))
        let text = PathTextTable(path: path, advances: [10, 10, 400])
        let g = try Self.collect(text.columns) { try text.emitTable(into: $0) }
        #expect(g.numbers("glyph").map { $0! } == [0, 1])  // the third glyph's midpoint is off the path
        #expect(g[1, "x"] == .real(10))
    }

    @Test("wheel tables: one row per tick and per label glyph")
    func wheelTables() throws {
        let configuration = WheelConfiguration()
        let wheel = try configuration.makeWheel(allowGaps: false)
        var spinner = WheelSpinner(wheel: wheel)
        try spinner.spin(WheelSpinRequest(prize: 3), at: 0)
        let ticks = WheelTickTable(spinner)
        let t = try Self.collect(ticks.columns) { try ticks.emitTable(into: $0) }
        #expect(t.rows.count == spinner.ticks().count && !t.rows.isEmpty)
        #expect(t.numbers("tick").map { $0! } == (0..<t.rows.count).map(Double.init))
        let labels = WheelLabelTable(wheel: wheel, layout: configuration.labelLayout)
        let l = try Self.collect(labels.columns) { try labels.emitTable(into: $0) }
        #expect(l.rows.count == configuration.labelLayout.glyphs(for: wheel).count)
    }
}

extension TablesTests {
    @Test("spring table: until settled is the uniform table to the exact settling time")
    func springTableUntil() throws {
        let anim = Self.wychart
        let settled = SpringTable(animation: anim, until: .settled())
        #expect(settled.clock == FrameClock(fps: 60, end: anim.settlingDuration()))
        #expect(SpringTable.endTime(.settled(epsilon: 1e-6), of: anim) == anim.settlingDuration(epsilon: 1e-6))
        #expect(SpringTable(animation: anim, fps: 30, until: .seconds(0.5)).clock.count == 16)
        let undamped = SpringAnimation(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 0), from: 0, to: 1, initialVelocity: 0)
        #expect(SpringTable.endTime(.settled(), of: undamped) == .infinity)
    }
}
