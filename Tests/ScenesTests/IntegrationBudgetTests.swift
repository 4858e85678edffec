import Dynamics
import FrameIO
import NumericsCore
import Scenes
import Testing

/// The integration request's checks around the integration: the step budget before it, the
/// stability of a fixed step (refused when the values would overflow within the table), the
/// rows finite after it, and rebound's frame-time budget; each refusal worded with the caller's
/// names for the fields.
@Suite("integration request budgets")
struct IntegrationBudgetTests {
    static func request(_ stepping: IntegrationStepping, maxSteps: Int = IntegrationRequest.defaultMaxSteps) throws -> IntegrationRequest {
        var p = SpringParameters()
        p.dampingRatio = 0.3
        return try IntegrationRequest(spring: SpringTableRequest(spring: p), stepping: stepping, maxSteps: maxSteps)
    }

    static func option(_ field: IntegrationStepping.Field) -> String { "--" + field.rawValue }

    @Test("a budget below the estimate is refused before integrating, naming the step and the span")
    func budget() throws {
        let animation = SpringAnimation(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 6), from: 0, to: 1)
        let clock = FrameClock(fps: 60, end: 1)
        let request = try Self.request(IntegrationStepping(method: .rk4, step: 0.001), maxSteps: 10)
        #expect {
            try request.checkBudget(animation: animation, clock: clock)
        } throws: { error in
            guard let error = error as? IntegrationRequestError, case .stepBudget(_, let steps, let span, _, _, 10) = error else {
                return false
            }
            return steps == 1000 && span == 1
                && error.message(naming: Self.option)
                    == "--dt 0.001 over 1.0 s would take about 1000 steps, more than --max-steps 10; raise --max-steps or take fewer, larger steps"
        }
        // Within the budget: the checked table is the table.
        let fine = try Self.request(IntegrationStepping(method: .rk4, step: 0.001))
        let a = FrameTableCollector(columns: IntegrationTable.columns), b = FrameTableCollector(columns: IntegrationTable.columns)
        _ = try fine.checkedTable(animation: animation, clock: clock).emitTable(into: a)
        _ = try fine.table(animation: animation, clock: clock).emitTable(into: b)
        #expect(a.table == b.table)
    }

    @Test("an unstable fixed step is refused with its growth and the largest stable step, rounded down")
    func unstable() throws {
        // Explicit Euler on k = 1000, ζ = 0.01 at h = 0.05: ρ ≈ 1.86, stable below about 6.32e-4 s.
        let spring = Spring(mass: 1, stiffness: 1000, dampingCoefficient: 0.02 * 1000.0.squareRoot())
        let animation = SpringAnimation(spring: spring, from: 0, to: 1)
        let request = try Self.request(IntegrationStepping(method: .euler, step: 0.05))
        do {
            try request.checkBudget(animation: animation, clock: FrameClock(fps: 60, end: 200))
            Issue.record("an overflowing Euler step was accepted")
        } catch {
            guard case .unstable(.euler, _, 0.05, _, let verdict) = error, case .stableStep(let h) = verdict.remedy else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(IntegrationStability.isStable(.euler, SpringSystem(spring), h: h))
            #expect(
                error.message(naming: Self.option)
                    == "euler is unstable at --dt 0.05 for this spring (growth 1.86 per step; values would overflow by t = 56.3 s); use --dt ≤ 0.000632 or a stabler method"
            )
        }
        // Short enough not to overflow: accepted.
        try request.checkBudget(animation: animation, clock: FrameClock(fps: 60, end: 1))
    }

    @Test("a platform's fixed step is checked too; the adaptive methods keep their own steps stable")
    func platforms() throws {
        let stiff = SpringAnimation(spring: Spring(mass: 1, stiffness: 1e9, dampingCoefficient: 0.2 * 1e9.squareRoot()), from: 0, to: 1)
        let clock = FrameClock(fps: 60, end: 1)
        for platform in IntegrationStepping.Platform.allCases {
            #expect(throws: IntegrationRequestError.self) {
                try Self.request(IntegrationStepping(platform: platform)).checkBudget(animation: stiff, clock: clock)
            }
        }
        let adaptive = try Self.request(IntegrationStepping(method: .dopri5), maxSteps: 10)
        #expect {
            try adaptive.checkBudget(animation: stiff, clock: clock)
        } throws: { error in
            guard case IntegrationRequestError.stepBudget(.adaptive, _, _, _, _, _) = error else { return false }
            return true
        }
    }

    @Test("rebound on frame times: at most 64 one-millisecond steps per frame against the budget")
    func frameTimes() throws {
        let animation = SpringAnimation(spring: Spring(mass: 1, stiffness: 230.2, dampingCoefficient: 19), from: 0, to: 1)
        #expect(throws: IntegrationRequestError.frameTimeBudget(frames: 3, steps: 129, maxSteps: 10)) {
            try IntegrationRequest.reboundFrameTable(animation: animation, frameTimes: [0, 1, 2], rule: ReboundRestRule(), maxSteps: 10)
        }
        let table = try IntegrationRequest.reboundFrameTable(animation: animation, frameTimes: [0, 0.016, 0.033], rule: ReboundRestRule())
        let byHand = try ReboundFrameTable(animation: animation, frameTimes: [0, 0.016, 0.033], rule: ReboundRestRule())
        let a = FrameTableCollector(columns: byHand.columns), b = FrameTableCollector(columns: byHand.columns)
        _ = try table.emitTable(into: a)
        _ = try byHand.emitTable(into: b)
        #expect(a.table == b.table)
        #expect(
            IntegrationRequestError.stepLimit(t: 0.5, maxSteps: 10).message(naming: Self.option)
                == "more than 10 steps before t = 0.5 (raise --max-steps)")
        #expect(IntegrationRequestError.stepLimit(t: 0.5, maxSteps: 10).isFailure)
    }
}
