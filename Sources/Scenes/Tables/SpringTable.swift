import Dynamics
import FrameIO

/// The per-frame table of one spring animation: what `springsim` (the default `spring`
/// subcommand) writes, as a library value.
///
/// Columns (`columns`):
///
/// | column         | unit       | meaning                                              |
/// |----------------|------------|------------------------------------------------------|
/// | `frame`        |            | frame index from 0 (one past the grid for an end row) |
/// | `time`         | s          | time of the frame since the animation began          |
/// | `value`        | value      | `to` + x(t), the animated value                      |
/// | `velocity`     | value/s    | x′(t)                                                |
/// | `acceleration` | value/s²   | x″(t) = −(k/m)·x − (c/m)·x′                          |
///
/// Rows. On a uniform clock (``init(animation:fps:end:)``) the grid frames n = 0 … N − 1 are at
/// tₙ = n/fps, each the closed form evaluated at that time by `UniformSampler` (n converted
/// exactly, one division, never accumulated), so frame 10⁶ is as accurate as frame 1: every
/// value obeys `SpringMotion`'s error bound (a few ulps of the amplitude; see the Dynamics
/// article *Closed-form accuracy*). When the end time is not on the grid, one more row — frame
/// N, at the end time itself — is appended by direct evaluation, so the table always ends at
/// its end time. On a clock of explicit times (``init(animation:times:)``) each row is the
/// closed form at its time stamp.
///
/// ```swift
/// let spring = try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
/// let animation = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 1.4)
/// let table = SpringTable(animation: animation, fps: 60, end: animation.settlingDuration())
/// try table.emitTable(into: writer)  // e.g. a FrameIO CSVWriter
/// ```
///
/// Memory is constant whatever the number of rows: rows are computed one at a time into the
/// sink, with no allocation per row.
public struct SpringTable: Sendable, Table {
    /// The animation sampled.
    public let animation: SpringAnimation
    /// When the rows are: a uniform grid with an optional appended end frame, or explicit times.
    public let clock: FrameClock

    /// The table of `animation` at the frames of `clock`.
    public init(animation: SpringAnimation, clock: FrameClock) {
        self.animation = animation
        self.clock = clock
    }

    /// The uniform table from 0 to `end` seconds at `fps` frames per second (the grid frames
    /// and, when `end` is not a multiple of 1/fps, a final row at `end`).
    /// - Precondition: `fps` in (0, ∞), `end` ≥ 0 and finite (see `FrameClock`).
    public init(animation: SpringAnimation, fps: Double = 60, end: Double) {
        self.init(animation: animation, clock: FrameClock(fps: fps, end: end))
    }

    /// Where a uniform table ends (`springsim --until settle|duration|SECONDS`; a family's own
    /// duration, UIKit's D or SwiftUI's, is `ResolvedSpring/nominalDuration` as seconds).
    public enum End: Sendable, Hashable {
        /// The exact settling time: the last time |value − to| ≥ ε·|to − from| (and the
        /// velocity criterion, when given); see `SpringAnimation/settlingDuration(epsilon:velocityEpsilon:)`.
        case settled(epsilon: Double = 0.001, velocityEpsilon: Double? = nil)
        /// A time in seconds (≥ 0, finite).
        case seconds(Double)
    }

    /// The end time of `end` for `animation`, in seconds: +∞ for ``End/settled(epsilon:velocityEpsilon:)``
    /// of a spring that never settles (damping ratio 0), which no table can reach.
    public static func endTime(_ end: End, of animation: SpringAnimation) -> Double {
        switch end {
        case .settled(let epsilon, let velocityEpsilon):
            return animation.settlingDuration(epsilon: epsilon, velocityEpsilon: velocityEpsilon)
        case .seconds(let s): return s
        }
    }

    /// The uniform table from 0 to `end` (by default, until the animation settles to 0.001 of
    /// its distance) at `fps` frames per second.
    /// - Precondition: the end time is finite (see ``endTime(_:of:)``).
    public init(animation: SpringAnimation, fps: Double = 60, until end: End = .settled()) {
        let t = Self.endTime(end, of: animation)
        precondition(t.isFinite && t >= 0, "SpringTable: the end time must be finite and ≥ 0 (a spring that never settles needs .seconds)")
        self.init(animation: animation, fps: fps, end: t)
    }

    /// The table at exactly `times` (seconds, ≥ 0, not decreasing).
    public init(animation: SpringAnimation, times: [Double]) {
        self.init(animation: animation, clock: FrameClock(timestamps: times))
    }

    /// The columns every spring table has.
    public static let columns: [FrameColumn] = [
        .frame, .time,
        FrameColumn("value", .real, unit: "value", "the animated value, to + x(t)"),
        FrameColumn("velocity", .real, unit: "value/s", "the velocity x′(t)"),
        FrameColumn("acceleration", .real, unit: "value/s²", "the acceleration x″(t) = −(k/m)·x − (c/m)·x′"),
    ]

    /// `columns` (the same for every spring table).
    public var columns: [FrameColumn] { Self.columns }

    /// Emits every row, in frame order, into `sink`.
    public func emitTable(into sink: some RowSink) throws {
        guard case .uniform(let fps, _, _) = clock.schedule else {
            for n in 0..<clock.count { try emitDirect(frame: n, into: sink) }
            return
        }
        // The grid frames by the sampler; an appended end frame by direct evaluation.
        let gridFrames = clock.gridFrameCount
        var sampler = UniformSampler(animation: animation, fps: fps, count: gridFrames)
        while let s = sampler.next() {
            try Self.emit(frame: s.frame, time: s.time, value: s.value, velocity: s.velocity, acceleration: s.acceleration, into: sink)
        }
        for n in gridFrames..<clock.count { try emitDirect(frame: n, into: sink) }
    }

    /// Emits the rows of `frames` (a range of the clock's frames), each by the closed form at its
    /// time: the same bytes as those rows of ``emitTable(into:)``, so a long table can be written
    /// in parts (on several threads, `springsim sweep`).
    public func emitRows(frames: Range<Int>, into sink: some RowSink) throws {
        precondition(frames.lowerBound >= 0 && frames.upperBound <= clock.count, "SpringTable.emitRows: frames outside the clock")
        for n in frames { try emitDirect(frame: n, into: sink) }
    }

    /// Row `frame` by the closed form at the clock's time of that frame.
    private func emitDirect(frame n: Int, into sink: some RowSink) throws {
        let t = clock.time(ofFrame: n)
        let s = animation.motion.sample(at: t)
        try Self.emit(frame: n, time: t, value: animation.to + s.value, velocity: s.velocity, acceleration: s.acceleration, into: sink)
    }

    private static func emit(
        frame: Int, time: Double, value: Double, velocity: Double, acceleration: Double, into sink: some RowSink
    ) throws {
        try emitFields(frame: frame, time: time, value: value, velocity: velocity, acceleration: acceleration, into: sink)
        try sink.endRow()
    }

    /// The fields every spring row starts with, in ``columns`` order: frame, time, value,
    /// velocity, acceleration (an integration table's row goes on with its errors).
    @inline(__always)
    static func emitFields(
        frame: Int, time: Double, value: Double, velocity: Double, acceleration: Double, into sink: some RowSink
    ) throws {
        try sink.field(frame)
        try sink.field(time)
        try sink.field(value)
        try sink.field(velocity)
        try sink.field(acceleration)
    }
}

extension SpringTable {
    /// See `Table/rowEstimate()`.
    public func rowEstimate() -> RowCount { .exact(clock.count) }
}
