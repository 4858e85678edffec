import Testing

@testable import Easing

@Suite("steps() and media timing")
struct StepsAndTimingTests {
    @Test("steps(): the spec's algorithm for every position, with the before flag")
    func steps() throws {
        let end = try StepsEasing(4, .jumpEnd)
        #expect([0, 0.24, 0.25, 0.5, 0.99, 1].map(end.value(at:)) == [0, 0, 0.25, 0.5, 0.75, 1])
        let start = try StepsEasing(4, .jumpStart)
        #expect([0, 0.1, 0.25, 1].map(start.value(at:)) == [0.25, 0.25, 0.5, 1])
        #expect(start.value(at: 0, before: true) == 0)  // before flag at a boundary
        #expect(start.value(at: 0.25, before: true) == 0.25)
        let none = try StepsEasing(5, .jumpNone)
        #expect([0, 0.2, 0.5, 0.79, 0.99, 1].map(none.value(at:)) == [0, 0.25, 0.5, 0.75, 1, 1])
        let both = try StepsEasing(3, .jumpBoth)
        #expect([0, 0.34, 0.67, 1].map(both.value(at:)) == [0.25, 0.5, 0.75, 1])
        #expect(StepsEasing.stepStart.value(at: 0) == 1 && StepsEasing.stepStart.value(at: 0, before: true) == 0)
        #expect(StepsEasing.stepEnd.value(at: 0.999) == 0 && StepsEasing.stepEnd.value(at: 1) == 1)
        #expect(end.value(at: -0.5) == -0.5 && end.value(at: 1.5) == 1.5)  // the spec clamps only inside [0, 1]
        #expect(throws: EasingError.self) { try StepsEasing(0) }
        #expect(throws: EasingError.self) { try StepsEasing(1, .jumpNone) }
    }

    @Test("media timing: delay, speed, offset, repeat, autoreverse and fill modes")
    func mediaTiming() {
        let plain = MediaTiming(beginTime: 1, duration: 2)
        #expect(plain.progress(at: 0.5) == nil)  // before, removed
        #expect(plain.progress(at: 2) == 0.5)
        #expect(plain.progress(at: 3) == nil)  // after, removed
        var filled = plain
        filled.fillMode = .both
        #expect(filled.progress(at: 0) == 0 && filled.progress(at: 10) == 1)
        let reversing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(reversing.activeDuration == 4)
        #expect(reversing.progress(at: 0.5) == 0.5 && reversing.progress(at: 1.5) == 0.5 && reversing.progress(at: 1.75) == 0.25)
        #expect(reversing.progress(at: 5) == 0)  // ends back at the start
        let partial = MediaTiming(duration: 1, repeatCount: 1.5, fillMode: .forwards)
        #expect(partial.progress(at: 9) == 0.5)  // frozen half-way through the second cycle
        let fast = MediaTiming(duration: 1, speed: 2, timeOffset: 0.25)
        #expect(fast.progress(at: 0.25) == 0.75)
        let zero = MediaTiming(duration: 0)
        #expect(zero.simpleDuration == 0.25)  // Core Animation's default duration
        let byDuration = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        #expect(byDuration.progress(at: 100) == 0.5)
    }

    @Test("groups: the lollipop chart's staggered bars (0.1 s apart, 0.3 s each)")
    func staggeredGroup() throws {
        let bars = (0..<10).map { i in
            TimedAnimation(
                timing: MediaTiming(beginTime: 0.1 * Double(9 - i), duration: 0.3, fillMode: .both), easing: CubicBezierEasing.linear)
        }
        let group = AnimationGroup(timing: MediaTiming(duration: 1.2, fillMode: .forwards), children: bars)
        let at = group.values(at: 0.45)
        #expect(abs(at[9]! - 1) < 1e-12)  // bar 9 started at 0 and is done
        #expect(abs(at[6]! - 0.5) < 1e-9)  // bar 6 started at 0.3: half-way
        #expect(at[0]! == 0)  // bar 0 starts at 0.9 (backwards fill)
        #expect(group.values(at: 5).allSatisfy { abs($0! - 1) < 1e-12 })
    }

    @Test("easing strings: keywords, names, functions and located errors")
    func parser() throws {
        #expect(try EasingParser.parse("ease-in-out") as? CubicBezierEasing == CubicBezierEasing.easeInEaseOut)
        #expect(try EasingParser.parse("easeInEaseOut") as? CubicBezierEasing == CubicBezierEasing.easeInEaseOut)
        #expect(try EasingParser.parse("  easeOutBounce ") as? PennerEasing == .easeOutBounce)
        #expect(try EasingParser.parse("steps(2, start)") as? StepsEasing == (try StepsEasing(2, .start)))
        #expect(
            try EasingParser.parse("cubic-bezier(.1, -.5e0, 0.9, 1.5)") as? CubicBezierEasing
                == (try CubicBezierEasing(0.1, -0.5, 0.9, 1.5)))
        func position(_ text: String) -> Int? {
            do { _ = try EasingParser.parse(text); return nil } catch { return error.position }
        }
        #expect(position("cubic-bezier(1.2,0,0,1)") == 13)
        #expect(position("steps(0)") == 6)
        #expect(position("steps(1, jump-none)") == 9)
        #expect(position("linear(") == 7)
        #expect(position("linear(0, 1") == 11)
        #expect(position("bogus") == 0)
        #expect(position("ease foo") == 5)
        #expect(position("spring(damping=0.1, mass=2)") == 0)
        #expect(position("spring(wobble=3)") == 7)
    }
}
