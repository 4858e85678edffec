import Dynamics
import Scenes
import Testing

/// The wheel's decay request: one friction model at a time, none in the eased seed mode, each in
/// its domain (checked by ``WheelFriction``'s constructors), and the plan the one built by hand.
@Suite("wheel decay requests")
struct WheelDecayRequestTests {
    static func request(
        _ mode: WheelSpinMode, _ frictions: [WheelDecayRequest.Field: Double] = [:], seed: UInt64? = nil, margin: Double = 0.2,
        turns: Int? = nil, durations: ClosedRange<Double>? = nil, minDuration: Double = 0.5
    ) -> WheelDecayRequest {
        var request = WheelDecayRequest(mode: mode)
        request.frictions = frictions
        (request.seed, request.margin, request.turns) = (seed, margin, turns)
        request.minDuration = durations?.lowerBound ?? minDuration
        request.maxDuration = durations?.upperBound ?? 12
        return request
    }

    @Test("the defaults: UIScrollView's normal rate, the centre, 0.5…12 s; a seed draws the next one for a second spin")
    func defaults() throws {
        let plan = try WheelDecayRequest(mode: .decay).plan()
        #expect(plan == WheelDecayPlan(friction: try .uiScrollView(rate: 0.998), offset: .centre, turns: nil, durationRange: 0.5...12))
        var seeded = Self.request(.decaySnap, [.drag: 0.2], seed: 7, margin: 0.1, turns: 4)
        #expect(try seeded.plan().offset == .random(seed: 7, margin: 0.1))
        #expect(try seeded.plan(secondSpin: true).offset == .random(seed: 8, margin: 0.1))
        #expect(try seeded.plan().friction == (try WheelFriction.flutter(drag: 0.2)))
        seeded.seed = .max
        #expect(try seeded.plan(secondSpin: true).offset == .random(seed: 0, margin: 0.1))
    }

    @Test(
        "the first rule broken is reported",
        arguments: [
            (WheelDecayRequestTests.request(.decay, turns: -1), WheelDecayRequestError.turns(-1)),
            (WheelDecayRequestTests.request(.decay, turns: 1_000_001), .turns(1_000_001)),
            (WheelDecayRequestTests.request(.decay, [.rate: 0.99, .deceleration: 3]), .severalFrictions([.rate, .deceleration])),
            (WheelDecayRequestTests.request(.seed, [.friction: 1]), .notInSeedMode(.friction)),
            (WheelDecayRequestTests.request(.seed, seed: 1), .notInSeedMode(.seed)),
            (WheelDecayRequestTests.request(.decay, [.rate: 1]), .outOfDomain(.rate, 1)),
            (WheelDecayRequestTests.request(.decay, [.drag: 0]), .outOfDomain(.drag, 0)),
            (WheelDecayRequestTests.request(.decay, [.friction: .infinity]), .outOfDomain(.friction, .infinity)),
            (WheelDecayRequestTests.request(.decay, [.deceleration: -1]), .outOfDomain(.deceleration, -1)),
            (WheelDecayRequestTests.request(.decay, margin: 1), .outOfDomain(.margin, 1)),
            (WheelDecayRequestTests.request(.decay, minDuration: 13), .durations(min: 13, max: 12)),
            (WheelDecayRequestTests.request(.decay, durations: 0.5...2e6), .durations(min: 0.5, max: 2e6)),
        ])
    func refusals(request: WheelDecayRequest, expected: WheelDecayRequestError) {
        #expect(throws: expected) { try request.validate() }
    }
}
