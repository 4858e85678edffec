import Curves
import Dynamics
import Easing
import FrameIO

/// What `springsim keyframes` writes: a `Keyframes` animation sampled on a frame clock.
///
/// Columns, 1-D values: `frame,time,value,velocity`; 2-D values: `frame,time,x,y,vx,vy`.
///
/// | column            | meaning                                                              |
/// |-------------------|----------------------------------------------------------------------|
/// | `frame`           | frame number n, from 0                                               |
/// | `time`            | t₀ + n/fps seconds, and tₙ itself as the last frame when off the grid |
/// | `value` / `x`,`y` | the interpolated value (units of the keyframe values)                |
/// | `velocity` / `vx`,`vy` | its exact time derivative, units per second; empty where a segment's easing has no slope (a jump) |
///
/// The frames run from the first keyframe time to the last (`FrameClock` from t₀ to
/// tₙ), so the first and last rows are the first and last keyframes exactly.
public struct KeyframeTable: Scene {
    public let keyframes: Keyframes
    public let clock: FrameClock

    /// Frames at `fps` from the first keyframe time to the last.
    /// - Precondition: fps finite and > 0 (and few enough frames for `FrameClock`).
    public init(_ keyframes: Keyframes, fps: Double) {
        self.keyframes = keyframes
        self.clock = FrameClock(fps: fps, start: keyframes.times[0], end: keyframes.times[keyframes.times.count - 1])
    }

    public var columns: [FrameColumn] {
        let frame = [
            FrameColumn("frame", .integer, "frame number"), FrameColumn("time", .real, unit: "s", "seconds"),
        ]
        if keyframes.dimension == 1 {
            return frame + [
                FrameColumn("value", .real, "the interpolated value"),
                FrameColumn("velocity", .real, unit: "1/s", "d value/dt, empty where undefined"),
            ]
        }
        return frame + [
            FrameColumn("x", .real, "x of the interpolated value"), FrameColumn("y", .real, "y of the interpolated value"),
            FrameColumn("vx", .real, unit: "1/s", "dx/dt, empty where undefined"),
            FrameColumn("vy", .real, unit: "1/s", "dy/dt, empty where undefined"),
        ]
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        let sample = keyframes.sample(at: time)
        try sink.field(frame)
        try sink.field(time)
        try sink.field(sample.value.x)
        if keyframes.dimension == 2 { try sink.field(sample.value.y) }
        if let v = sample.velocity {
            // + 0 writes a zero velocity as 0.0, never -0.0.
            try sink.field(v.x + 0)
            if keyframes.dimension == 2 { try sink.field(v.y + 0) }
        } else {
            try sink.missing()
            if keyframes.dimension == 2 { try sink.missing() }
        }
        try sink.endRow()
    }
}
