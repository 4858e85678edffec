/// Core Animation's `CAMediaTiming` model: how a parent's time becomes an animation's local
/// progress. Times in seconds.
///
/// Local time: t = (parentTime − beginTime)·speed + timeOffset. One cycle lasts `duration`
/// (twice that with `autoreverses`); the active span lasts `repeatDuration` if > 0, else
/// `repeatCount` cycles if > 0 (fractions allowed, `.infinity` for ever), else one cycle.
/// Inside it the progress is (t mod cycle)/duration, mirrored on the way back when
/// autoreversing. Before it, `backwards`/`both` fill holds the start; after it,
/// `forwards`/`both` hold the state where the active span ended; otherwise the animation is
/// removed (nil). A duration of 0 means Core Animation's default 0.25 s.
public struct MediaTiming: Sendable, Hashable {
    public enum FillMode: String, Sendable, CaseIterable { case removed, forwards, backwards, both }

    public var beginTime: Double
    public var duration: Double
    public var speed: Double
    public var timeOffset: Double
    public var repeatCount: Double
    public var repeatDuration: Double
    public var autoreverses: Bool
    public var fillMode: FillMode

    public init(
        beginTime: Double = 0, duration: Double = 0.25, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed
    ) {
        precondition(
            [beginTime, duration, speed, timeOffset, repeatDuration].allSatisfy(\.isFinite) && !repeatCount.isNaN,
            "MediaTiming: values must be finite (repeatCount may be infinite)")
        precondition(duration >= 0 && repeatCount >= 0 && repeatDuration >= 0, "MediaTiming: durations and counts must be ≥ 0")
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The simple duration in use (0 → 0.25 s, as Core Animation).
    public var simpleDuration: Double { duration == 0 ? 0.25 : duration }
    /// One cycle: the simple duration, doubled when autoreversing.
    public var cycleDuration: Double { simpleDuration * (autoreverses ? 2 : 1) }
    /// The active span in local time.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycleDuration }
        return cycleDuration
    }
    /// The active span's end in parent time (for speed > 0).
    public var endTime: Double { beginTime + (activeDuration - timeOffset) / speed }

    /// Time within the simple duration, [0, simpleDuration], at `parentTime`; nil when removed.
    public func localTime(at parentTime: Double) -> Double? {
        let t = (parentTime - beginTime) * speed + timeOffset
        let d = simpleDuration, cycle = cycleDuration, active = activeDuration
        if t < 0 {
            return (fillMode == .backwards || fillMode == .both) ? 0 : nil
        }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            return within(active, d: d, cycle: cycle, atEnd: true)
        }
        return within(t, d: d, cycle: cycle, atEnd: false)
    }

    private func within(_ t: Double, d: Double, cycle: Double, atEnd: Bool) -> Double {
        var phase = t.truncatingRemainder(dividingBy: cycle)
        // At the very end of a whole number of cycles the state is the cycle's end, not its start.
        if atEnd && phase == 0 && t > 0 { phase = cycle }
        if autoreverses && phase > d { return cycle - phase }
        return min(phase, d)
    }

    /// Progress in [0, 1] (local time / simple duration) at `parentTime`; nil when removed.
    public func progress(at parentTime: Double) -> Double? {
        localTime(at: parentTime).map { $0 / simpleDuration }
    }
}

/// An animation of one value: timing, a timing function, and the values it moves between.
public struct TimedAnimation: Sendable {
    public var timing: MediaTiming
    public var easing: any Easing
    public var from: Double
    public var to: Double

    public init(timing: MediaTiming, easing: any Easing = CubicBezierEasing.linear, from: Double = 0, to: Double = 1) {
        self.timing = timing
        self.easing = easing
        self.from = from
        self.to = to
    }

    /// The eased progress at `parentTime` (nil when the animation is removed then).
    public func easedProgress(at parentTime: Double) -> Double? {
        timing.progress(at: parentTime).map { easing.value(at: $0) }
    }

    /// from + (to − from)·eased progress; nil when removed (the model value shows).
    public func value(at parentTime: Double) -> Double? {
        easedProgress(at: parentTime).map { from + (to - from) * $0 }
    }
}

/// `CAAnimationGroup`: children run in the group's local time, and are cut at the group's
/// simple duration. A child's value at a parent time is its value at the group's local time.
public struct AnimationGroup: Sendable {
    public var timing: MediaTiming
    public var children: [TimedAnimation]

    public init(timing: MediaTiming, children: [TimedAnimation]) {
        self.timing = timing
        self.children = children
    }

    /// Each child's value at `parentTime` (nil where the group or the child is removed).
    public func values(at parentTime: Double) -> [Double?] {
        guard let local = timing.localTime(at: parentTime) else { return children.map { _ in nil } }
        return children.map { $0.value(at: local) }
    }
}
