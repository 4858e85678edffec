import Dynamics
import FrameIO

/// The per-frame table of a fling (`springsim scroll`): any ``ScrollSimulation`` sampled at a
/// display link's frames until it rests.
///
/// Columns: `frame` (from 0), `time` (s, n/fps), `offset` (pt), `velocity` (pt/s), `phase`
/// (`decelerate`, `overscroll`, `bounce` or `rest`).
///
/// Rest rule: frame n is at t = n/fps; the table ends with the first frame at or after the
/// model's ``ScrollSimulation/restTime``, which reads `rest`, the resting offset and velocity 0.
/// Every row is the model's closed form at its frame time (nothing is integrated or
/// accumulated), so a table at 120 fps contains the 60 fps one's rows exactly.
public struct ScrollTable: Scene {
    public let simulation: any ScrollSimulation
    public let fps: Double
    public let clock: FrameClock

    /// - Precondition: fps finite and > 0; restTime·fps below 2⁵² (check ``frameCount(restTime:fps:)``
    ///   first for untrusted input).
    public init(_ simulation: any ScrollSimulation, fps: Double = 60) {
        self.simulation = simulation
        self.fps = fps
        let last = Self.lastFrame(restTime: simulation.restTime, fps: fps)
        self.clock = FrameClock(fps: fps, end: Double(last) / fps)
    }

    /// The index of the first frame n with n/fps ≥ restTime.
    static func lastFrame(restTime: Double, fps: Double) -> Int {
        var n = Int((restTime * fps).rounded(.up))
        while n > 0 && Double(n - 1) / fps >= restTime { n -= 1 }
        while Double(n) / fps < restTime { n += 1 }
        return n
    }

    /// The number of rows a table would have (for a row limit, before building it): +∞ beyond 2⁵².
    public static func frameCount(restTime: Double, fps: Double) -> Double {
        let frames = (restTime * fps).rounded(.up) + 1
        return frames.isFinite && frames < 0x1p52 ? frames : .infinity
    }

    public static let columns: [FrameColumn] = [
        .frame, .time,
        FrameColumn("offset", .real, unit: "pt", "the scroll offset"),
        FrameColumn("velocity", .real, unit: "pt/s", "the scroll velocity"),
        FrameColumn("phase", .text, "decelerate, overscroll, bounce or rest"),
    ]
    public var columns: [FrameColumn] { Self.columns }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        let s = simulation.sample(at: time)
        try sink.field(frame)
        try sink.field(time)
        try sink.field(s.offset)
        try sink.field(s.velocity)
        try sink.field(s.phase.rawValue)
        try sink.endRow()
    }
}
