/// The display link: when frames happen.
///
/// Either a uniform clock — frame n at start + n/fps for every such time ≤ end, and, when the
/// end is not on that grid, one more frame at the end itself — or an explicit list of
/// timestamps (dropped frames, jitter, a recorded device trace), which must not decrease, or
/// the per-frame intervals a display link hands an animation engine (`advance(dt)`), kept
/// exactly so an engine's time accumulator sees the same numbers as on the device.
public struct FrameClock: Sendable, Hashable {
    public enum Schedule: Sendable, Hashable {
        case uniform(fps: Double, start: Double, end: Double)
        case timestamps([Double])
        case intervals([Double])
    }

    public let schedule: Schedule
    /// Number of frames.
    public let count: Int
    @usableFromInline let lastGridFrame: Int
    @usableFromInline let cumulative: [Double]

    /// A uniform clock from `start` to `end` at `fps` frames per second.
    /// - Precondition: fps finite and > 0, start ≤ end, both finite, and at most 2⁵² grid
    ///   frames ((end − start)·fps < 2⁵², so every frame number converts to `Int` and back
    ///   exactly; check ``frameCount(fps:duration:)`` first for untrusted input).
    public init(fps: Double, start: Double = 0, end: Double) {
        precondition(fps.isFinite && fps > 0, "FrameClock: fps must be finite and > 0")
        precondition(start.isFinite && end.isFinite && start <= end, "FrameClock: need finite start ≤ end")
        schedule = .uniform(fps: fps, start: start, end: end)
        let span = end - start
        precondition(span * fps < 0x1p52, "FrameClock: (end − start)·fps = \(span * fps) frames exceeds 2⁵²")
        var last = Int((span * fps).rounded(.down))
        while last > 0 && Double(last) / fps > span { last -= 1 }
        while Double(last + 1) / fps <= span { last += 1 }
        lastGridFrame = last
        count = last + 1 + (Double(last) / fps < span ? 1 : 0)
        cumulative = []
    }

    /// A clock that ticks at exactly these times.
    /// - Precondition: finite, non-decreasing.
    public init(timestamps: [Double]) {
        precondition(timestamps.allSatisfy(\.isFinite), "FrameClock: timestamps must be finite")
        precondition(zip(timestamps, timestamps.dropFirst()).allSatisfy { $0 <= $1 }, "FrameClock: timestamps must not decrease")
        schedule = .timestamps(timestamps)
        count = timestamps.count
        lastGridFrame = timestamps.count - 1
        cumulative = []
    }

    /// A clock given by the interval before each frame (the first measured from t = 0):
    /// frame n is at dt₀ + … + dtₙ, and ``interval(ofFrame:)`` returns dtₙ exactly.
    /// - Precondition: finite, ≥ 0.
    public init(intervals: [Double]) {
        precondition(intervals.allSatisfy { $0.isFinite && $0 >= 0 }, "FrameClock: intervals must be finite and ≥ 0")
        schedule = .intervals(intervals)
        count = intervals.count
        lastGridFrame = intervals.count - 1
        var sum = 0.0
        cumulative = intervals.map {
            sum += $0; return sum
        }
    }

    /// The time of frame n (0 ≤ n < count): start + n/fps, or the end for the appended frame.
    @inlinable
    public func time(ofFrame n: Int) -> Double {
        switch schedule {
        case .uniform(let fps, let start, let end):
            return n > lastGridFrame ? end : start + Double(n) / fps
        case .timestamps(let ts):
            return ts[n]
        case .intervals:
            return cumulative[n]
        }
    }

    /// The time elapsed since the previous frame (since t = 0 for frame 0): the `dt` a display
    /// link reports. Exact for an interval clock, a difference of times otherwise.
    public func interval(ofFrame n: Int) -> Double {
        if case .intervals(let dts) = schedule { return dts[n] }
        return n == 0 ? time(ofFrame: 0) : time(ofFrame: n) - time(ofFrame: n - 1)
    }

    /// For a uniform clock, the frames on the grid start + n/fps (all but an appended end
    /// frame); for the other schedules, every frame.
    public var gridFrameCount: Int { lastGridFrame + 1 }

    /// A uniform clock from `start` to `end` at `fps`, or an error instead of the initialiser's
    /// precondition failure when the arguments are not finite, `end` < `start`, or the clock
    /// would have 2⁵² grid frames or more: the form to use when the times come from a user.
    public static func checked(fps: Double, start: Double = 0, end: Double) throws(FrameClockError) -> FrameClock {
        guard fps.isFinite && fps > 0 else { throw FrameClockError("the frame rate must be a finite number > 0 (got \(fps))") }
        guard start.isFinite && end.isFinite && start <= end else {
            throw FrameClockError("the clock needs a finite start ≤ end (got \(start) … \(end) s)")
        }
        let frames = (end - start) * fps
        guard frames < 0x1p52 else {
            throw FrameClockError("\(end - start) s at \(fps) frames per second is \(frames) frames, more than 2⁵²")
        }
        return FrameClock(fps: fps, start: start, end: end)
    }

    /// Estimated rows for a uniform clock before building it (for sanity limits).
    public static func frameCount(fps: Double, duration: Double) -> Double { (duration * fps).rounded(.down) + 2 }
}

/// Why ``FrameClock/checked(fps:start:end:)`` refused to build a clock.
public struct FrameClockError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
