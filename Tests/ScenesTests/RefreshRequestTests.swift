import Dynamics
import Easing
import FrameIO
import Scenes
import Testing

/// The refresh request: the drivers' exclusions, each scalar's domain, the progress entries and
/// the frame bound checked in a fixed order, and the scene the one built from the configuration
/// by hand.
@Suite("refresh requests")
struct RefreshRequestTests {
    @Test("a driver given replaces the configuration's; the scene is the one built by hand")
    func scene() throws {
        let scene = try RefreshRequest(duration: 0.8, easing: "easeIn").scene(fps: 120)
        let byHand = RefreshScene(try RefreshConfiguration(duration: 0.8), fps: 120, easing: try EasingParser.parse("easeIn"))
        #expect(scene.clock.count == byHand.clock.count)
        for n in 0..<byHand.clock.count {
            #expect(scene.progress(at: byHand.clock.time(ofFrame: n)) == byHand.progress(at: byHand.clock.time(ofFrame: n)))
        }
        let file = try RefreshConfiguration(duration: 2)
        let listed = try RefreshRequest(configuration: file, progress: [0, 0.5, 1]).drivenConfiguration(fps: 60)
        #expect(listed.progress == [0, 0.5, 1] && listed.duration == nil)
        #expect(try RefreshRequest(configuration: file).drivenConfiguration(fps: 60) == file)
        #expect(try RefreshRequest().scene(fps: 60).duration == RefreshScene.defaultDuration)
    }

    @Test(
        "each rule, in the documented order",
        arguments: [
            (RefreshRequest(progress: [2], duration: -1, easing: "("), 60.0, RefreshRequestError.bothDrivers),
            (RefreshRequest(progress: [2], easing: "linear"), -1, .easingWithProgress),
            (RefreshRequest(duration: -1), 0, .fps(0)),
            (RefreshRequest(duration: -1), 1e6 + 1, .fps(1e6 + 1)),
            (RefreshRequest(duration: 0), 60, .duration(0)),
            (RefreshRequest(duration: .infinity), 60, .duration(.infinity)),
            (RefreshRequest(progress: [0, 1, 1.0000000000000002, -1]), 60, .progressEntry(index: 2, 1.0000000000000002)),
            (RefreshRequest(duration: 1e6), 1e6, .tooManyFrames(FrameClock.frameCount(fps: 1e6, duration: 1e6))),
            (
                RefreshRequest(duration: 2e6), 60,
                .durationRefused(
                    SceneConfigurationError(
                        field: "duration", index: nil, reason: "must be a number of seconds in (0, 1e6] (got 2000000.0)"))
            ),
            (
                RefreshRequest(configuration: try! RefreshConfiguration(progress: [0.5]), easing: "easeIn"), 60,
                .easingWithConfigurationProgress
            ),
        ])
    func rules(request: RefreshRequest, fps: Double, expected: RefreshRequestError) {
        #expect(throws: expected) { try request.validate(fps: fps) }
    }

    @Test("the ends of each domain are accepted")
    func ends() throws {
        #expect(throws: Never.self) { try RefreshRequest(progress: [0, 1]).validate(fps: 1e6) }
        #expect(throws: Never.self) { try RefreshRequest(duration: 1e6).validate(fps: 900) }
        #expect(throws: Never.self) { try RefreshRequest(duration: .leastNonzeroMagnitude, easing: "easeIn").validate(fps: 1) }
        #expect(throws: Never.self) { try RefreshRequest(duration: 1).validateDrivers(fps: .leastNonzeroMagnitude) }
    }

    @Test("a NaN entry is outside [0, 1]; an easing that does not parse is the parser's error")
    func nanAndEasing() throws {
        let error = #expect(throws: RefreshRequestError.self) { try RefreshRequest(progress: [0.5, .nan]).validate(fps: 60) }
        guard case .progressEntry(index: 1, let x) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(x.isNaN)
        let text = "cubic-bezier(0,0,1"
        let parseError = #expect(throws: EasingError.self) { try EasingParser.parse(text) }
        let parsed = try #require(parseError)
        #expect(throws: RefreshRequestError.easing(parsed)) { try RefreshRequest(duration: 1, easing: text).validate(fps: 60) }
    }

    @Test("an empty progress list is the configuration's refusal")
    func emptyList() {
        #expect(
            throws: RefreshRequestError.progressRefused(
                SceneConfigurationError(field: "progress", index: nil, reason: "must hold at least one value"))
        ) {
            try RefreshRequest(progress: []).validate(fps: 60)
        }
    }
}
