import Dynamics
import FrameIO
import Scenes
import Testing

/// The scroll request: each field checked against its domain and its physics once, in a fixed
/// order, the defaults filled in, and the request's table the one built from the model by hand.
@Suite("scroll requests")
struct ScrollRequestTests {
    @Test("the defaults: the request's simulation is the model built by hand with the platform's defaults")
    func defaults() throws {
        let request = ScrollRequest(physics: .ios, velocity: 2500, extent: try ScrollRequest.extent(min: 0, max: 1200))
        let byHand = try UIScrollViewFling(
            rate: UIScrollViewFling.normalRate, position: 0, velocity: 2500, extent: ScrollExtent(min: 0, max: 1200), viewport: 844,
            tolerance: .standard)
        let simulation = try request.simulation()
        #expect(simulation.restTime == byHand.restTime)
        for t in stride(from: 0.0, through: byHand.restTime, by: 0.05) {
            #expect(simulation.sample(at: t) == byHand.sample(at: t))
        }
        let fast = try ScrollRequest(physics: .iosFast, velocity: 2500).simulation()
        let fastByHand = try UIScrollViewFling(
            rate: UIScrollViewFling.fastRate, position: 0, velocity: 2500, extent: .unbounded, viewport: 844, tolerance: .standard)
        #expect(fast.restTime == fastByHand.restTime)
        let table = try request.table(fps: 60)
        #expect(table.clock.count == ScrollTable(byHand, fps: 60).clock.count)
    }

    static func given(_ physics: ScrollRequest.Physics, _ parameters: [ScrollRequest.Field: Double] = [:]) -> ScrollRequest {
        var request = ScrollRequest(physics: physics, velocity: 1)
        request.parameters = parameters
        return request
    }

    @Test(
        "each field in its domain, the ends of each interval as documented",
        arguments: [
            (ScrollRequest(physics: .ios, velocity: .infinity), ScrollRequestError.outOfDomain(.velocity, .infinity)),
            (ScrollRequest(physics: .ios, velocity: 1e6 + 1), .outOfDomain(.velocity, 1e6 + 1)),
            (ScrollRequest(physics: .ios, velocity: 1, position: -2e12), .outOfDomain(.position, -2e12)),
            (ScrollRequestTests.given(.ios, [.viewport: 0]), .outOfDomain(.viewport, 0)),
            (ScrollRequestTests.given(.ios, [.rate: 1]), .outOfDomain(.rate, 1)),
            (ScrollRequestTests.given(.framerInertia, [.power: -0.1]), .outOfDomain(.power, -0.1)),
            (ScrollRequestTests.given(.framerInertia, [.timeConstant: 0]), .outOfDomain(.timeConstant, 0)),
            (ScrollRequestTests.given(.framerInertia, [.restSpeed: 1e-7]), .outOfDomain(.restSpeed, 1e-7)),
            (ScrollRequestTests.given(.framerInertia, [.restDelta: 2e12]), .outOfDomain(.restDelta, 2e12)),
            (ScrollRequest(physics: .android, velocity: 1, extent: ScrollExtent(min: 0, max: 2e12)), .edgesOutOfDomain(min: 0, max: 2e12)),
        ])
    func domains(request: ScrollRequest, expected: ScrollRequestError) {
        #expect(throws: expected) { try request.validate() }
    }

    @Test("edges given as numbers: each in [-1e12, 1e12], in order; an open side is allowed on a request built directly")
    func edges() throws {
        #expect(throws: ScrollRequestError.edgesReversed(min: 5, max: 1)) { try ScrollRequest.extent(min: 5, max: 1) }
        #expect(throws: ScrollRequestError.edgesOutOfDomain(min: -.infinity, max: 1)) { try ScrollRequest.extent(min: -.infinity, max: 1) }
        #expect(try ScrollRequest.extent(min: -1e12, max: 1e12) == ScrollExtent(min: -1e12, max: 1e12))
        let open = ScrollRequest(physics: .android, velocity: 100, extent: ScrollExtent(min: 0, max: .infinity))
        #expect(throws: Never.self) { try open.validate() }
        var snapped = Self.given(.framerInertia)
        snapped.snapPoints = [0, 1e13]
        #expect(throws: ScrollRequestError.snapPoint(index: 1, 1e13)) { try snapped.validate() }
    }

    @Test("a field given to physics it does not apply to is refused, not ignored")
    func applicability() {
        for field in ScrollRequest.Field.allCases {
            for physics in ScrollRequest.Physics.allCases {
                var request = ScrollRequest(physics: physics, velocity: 1)
                let valid: [ScrollRequest.Field: Double] = [
                    .viewport: 100, .rate: 0.99, .power: 0.5, .timeConstant: 0.5, .restSpeed: 1, .restDelta: 1,
                ]
                switch field {
                case .snap: request.snapPoints = [0]
                case .velocity, .position, .extent: continue
                default: request.parameters[field] = valid[field]
                }
                if field.physics.contains(physics) {
                    #expect(throws: Never.self) { try request.validate() }
                } else {
                    #expect(throws: ScrollRequestError.notApplicable(field, physics)) { try request.validate() }
                }
            }
        }
        #expect(ScrollRequest.Field.restSpeed.physics == Set(ScrollRequest.Physics.allCases).subtracting([.android]))
    }

    @Test("the first rule broken is reported: velocity before position before applicability before domains")
    func order() {
        var both = ScrollRequest(physics: .android, velocity: .infinity, position: .infinity)
        both.parameters[.viewport] = -1
        #expect(throws: ScrollRequestError.outOfDomain(.velocity, .infinity)) { try both.validate() }
        let placed = Self.given(.android, [.viewport: -1])
        #expect(throws: ScrollRequestError.notApplicable(.viewport, .android)) { try placed.validate() }
    }
}
