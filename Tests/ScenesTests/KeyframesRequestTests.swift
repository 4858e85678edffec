import Curves
import Dynamics
import Easing
import FrameIO
import Scenes
import Testing

/// The keyframes request: parameters go with their modes, every list has one entry per time,
/// segment or keyframe (checked in a fixed order), and the defaults fill in what was not given.
@Suite("keyframes requests")
struct KeyframesRequestTests {
    static func scalars(_ xs: [Double]) -> [Point] { xs.map { Point($0, 0) } }

    @Test("the defaults: below arcs, zero tension, continuity and bias; the table is the one built by hand")
    func defaults() throws {
        let times = [0.0, 0.5, 1], values = Self.scalars([0, 1, 0.25])
        let arc = KeyframesRequest(times: times, values: values, mode: .arc)
        #expect(arc.interpolation == .arc([.below, .below]))
        let cubic = KeyframesRequest(times: times, values: values, mode: .cubic, tension: [1, 0, -1])
        #expect(cubic.interpolation == .kochanekBartels(tension: [1, 0, -1], continuity: [0, 0, 0], bias: [0, 0, 0]))
        let table = try KeyframesRequest(times: times, values: values, mode: .monoSpline).table(fps: 10)
        let byHand = KeyframeTable(try Keyframes(times: times, values: values, dimension: 1, interpolation: .monotoneSpline), fps: 10)
        #expect(table.clock.count == byHand.clock.count)
        for n in 0..<byHand.clock.count {
            let t = byHand.clock.time(ofFrame: n)
            #expect(table.keyframes.sample(at: t) == byHand.keyframes.sample(at: t))
        }
    }

    @Test("parameters go with their modes, checked before any list is read")
    func combinations() {
        func refusal(_ body: () throws -> Void) -> KeyframesRequestError? {
            do { try body() } catch { return error as? KeyframesRequestError }
            return nil
        }
        for mode in KeyframesRequest.Mode.allCases {
            #expect(refusal { try KeyframesRequest.check(mode: mode, given: [.tension, .easing]) } == (mode.isCubic ? nil : .needsCubic))
            #expect(refusal { try KeyframesRequest.check(mode: mode, given: [.arcMode]) } == (mode == .arc ? nil : .needsArc))
            #expect(refusal { try KeyframesRequest.check(mode: mode, given: [.easing]) } == nil)
        }
        let paced = KeyframesRequest(times: [0, 1], values: Self.scalars([0, 1]), mode: .paced, easings: [nil])
        #expect(throws: KeyframesRequestError.easingWithPaced(.paced)) { try paced.validate() }
    }

    @Test("one entry per time, segment or keyframe; the first rule broken is reported")
    func counts() {
        let values = Self.scalars([0, 1, 2])
        let cases: [(KeyframesRequest, KeyframesRequestError)] = [
            (KeyframesRequest(times: [0, 1, 1], values: values), .repeatedTime(index: 1, 1)),
            (KeyframesRequest(times: [0], values: [Point(0, 0)]), .tooFewTimes(1)),
            (KeyframesRequest(times: [0, 1], values: values), .count(.values, given: 3, expected: 2)),
            (KeyframesRequest(times: [0, 1, 2], values: values, easings: [nil]), .count(.easing, given: 1, expected: 2)),
            (KeyframesRequest(times: [0, 1, 2], values: values, mode: .arc, arcModes: [.above]), .count(.arcMode, given: 1, expected: 2)),
            (KeyframesRequest(times: [0, 1, 2], values: values, mode: .cubic, bias: [0, 0]), .count(.bias, given: 2, expected: 3)),
        ]
        for (request, expected) in cases {
            #expect(throws: expected) { try request.validate() }
        }
        let reversed = KeyframesRequest(times: [0, 2, 1], values: values)
        #expect(throws: KeyframesRequestError.self) { try reversed.keyframes() }
    }
}
