import Dynamics
import Easing
import FrameIO
import NumericsCore
import Scenes
import Testing

/// The integration and easing-sample requests: the defaults filled in, every combination of the
/// stepping checked once (in a fixed order, so a caller's first message is stable), and the
/// request's table the one built by hand.
@Suite("integration and easing-sample requests")
struct IntegrationRequestTests {
    static var spring: SpringTableRequest {
        var p = SpringParameters()
        p.dampingRatio = 0.5
        return SpringTableRequest(spring: p)
    }

    @Test("the defaults: RK4 at 1 ms; a tolerance alone is dopri5; dopri5 and dop853 alone are adaptive at 1e-6")
    func defaults() throws {
        #expect(try IntegrationStepping().policy() == .fixedStep(.rk4, step: 1e-3))
        #expect(try IntegrationStepping(tolerance: 1e-9).policy() == .adaptive(tolerance: 1e-9))
        #expect(try IntegrationStepping(method: .dopri5).policy() == .adaptive(tolerance: 1e-6))
        #expect(try IntegrationStepping(method: .dop853).policy() == .dop853(tolerance: 1e-6))
        #expect(try IntegrationStepping(method: .dop853, step: 0.01).policy() == .fixedStep(.dop853, step: 0.01))
        #expect(try IntegrationStepping(method: .euler, substeps: 4).policy() == .substeps(.euler, perFrame: 4))
        #expect(try IntegrationStepping(platform: .reactSpring).policy() == .reactSpring)
    }

    @Test("one way of stepping at a time, each field in its domain")
    func refusals() {
        func error(_ s: IntegrationStepping) -> IntegrationRequestError? {
            do {
                _ = try s.policy()
                return nil
            } catch { return error }
        }
        #expect(
            error(IntegrationStepping(platform: .pop, method: .rk4, tolerance: 1e-6))
                == .platformFixesStepping(.pop, given: [.method, .tolerance]))
        #expect(error(IntegrationStepping(step: 0.01, substeps: 2, tolerance: 1e-6)) == .stepAndSubsteps)
        #expect(error(IntegrationStepping(method: .rk4, tolerance: 1e-6)) == .toleranceNeedsAdaptiveMethod)
        #expect(error(IntegrationStepping(method: .dopri5, step: 0.01, tolerance: 1e-6)) == .toleranceWithFixedStepping)
        #expect(error(IntegrationStepping(tolerance: -1)) == .tolerance(-1))
        #expect(error(IntegrationStepping(tolerance: 1e-15)) == .toleranceBeneathPrecision(1e-15))
        #expect(error(IntegrationStepping(substeps: 0)) == .substeps(0))
        #expect(error(IntegrationStepping(step: .infinity)) == .step(.infinity))
        #expect(throws: IntegrationRequestError.maxSteps(0)) { try IntegrationRequest(spring: Self.spring, maxSteps: 0) }
    }

    @Test("the request's table is the table built by hand from the same animation, clock and policy")
    func table() throws {
        let request = try IntegrationRequest(spring: Self.spring, stepping: IntegrationStepping(method: .rk4, step: 0.004))
        let (_, animation) = try Self.spring.animation()
        let reference = try Self.spring.table()
        let byHand = try IntegrationTable(animation: animation, policy: .fixedStep(.rk4, step: 0.004), clock: reference.clock)
        let a = FrameTableCollector(columns: IntegrationTable.columns), b = FrameTableCollector(columns: IntegrationTable.columns)
        _ = try request.table().emitTable(into: a)
        _ = try byHand.emitTable(into: b)
        #expect(a.table == b.table)
        #expect(throws: SpringTableRequestError.self) { try request.table(maxRows: 3) }
    }

    @Test("an easing sample request checks the count, the explicit inputs and the before flag")
    func easingSamples() throws {
        let ease = try EasingParser.parse("ease")
        #expect(try EasingSampleRequest(ease).table.rowCount == 101)
        #expect(throws: EasingSampleRequestError.count(1)) { try EasingSampleRequest(ease, inputs: .evenlySpaced(count: 1)) }
        #expect(throws: EasingSampleRequestError.beforeNeedsSteps) { try EasingSampleRequest(ease, before: true) }
        let poly = try EasingParser.parse("react-native-poly(0.5)")
        #expect(throws: EasingSampleRequestError.self) { try EasingSampleRequest(poly, inputs: .explicit([0.5, -1])) }
        #expect(try EasingSampleRequest(try EasingParser.parse("steps(4)"), inputs: .explicit([0.25]), before: true).table.rowCount == 1)
    }
}
