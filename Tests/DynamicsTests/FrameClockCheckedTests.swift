import Testing

@testable import Dynamics

@Suite("FrameClock.checked: errors instead of precondition failures")
struct FrameClockCheckedTests {
    @Test("the same clock as the initialiser when the arguments are valid")
    func valid() throws {
        #expect(try FrameClock.checked(fps: 60, end: 1.2) == FrameClock(fps: 60, end: 1.2))
        #expect(try FrameClock.checked(fps: 30, start: 0.5, end: 0.5) == FrameClock(fps: 30, start: 0.5, end: 0.5))
        // Just under 2⁵² grid frames is a clock (nothing is allocated per frame).
        let big = try FrameClock.checked(fps: 1, end: 0x1p52 - 1)
        #expect(big.count == 1 << 52)
    }

    @Test("too many frames, a reversed or non-finite span and a bad frame rate are errors")
    func refused() {
        for (fps, start, end) in [
            (60.0, 0.0, 1e300), (1e6, 0.0, 0x1p33), (1.0, 0.0, 0x1p52), (60.0, 1.0, 0.0), (60.0, 0.0, .infinity), (60.0, -.nan, 1.0),
            (0.0, 0.0, 1.0), (-1.0, 0.0, 1.0), (.infinity, 0.0, 1.0),
        ] {
            #expect(throws: FrameClockError.self, "fps \(fps), \(start) … \(end)") {
                try FrameClock.checked(fps: fps, start: start, end: end)
            }
        }
        do {
            _ = try FrameClock.checked(fps: 60, end: 1e300)
            Issue.record("accepted 6e301 frames")
        } catch {
            #expect(error.description == "1e+300 s at 60.0 frames per second is 6e+301 frames, more than 2⁵²")
        }
    }
}
