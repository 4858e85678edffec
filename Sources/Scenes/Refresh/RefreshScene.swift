import Dynamics
import Easing
import FrameIO

/// Seed 001's pull-to-refresh lines as a frame table and as pictures, driven by a list of
/// progress values (one frame each, as a finger's drag would set them) or by time.
///
/// One row per frame and line (left, then right):
/// `frame,time,progress,phase,line,start_x,start_y,end_x,end_y,center_x,center_y,arc_start,arc_end,tip_x,tip_y,arrow_x,arrow_y`
/// — see ``RefreshIndicator`` for the formulas and ``RefreshLine`` for the points.
///
/// Drivers:
/// - a progress list (``RefreshConfiguration/progress``): frame n shows entry n at time n / fps;
/// - time (``RefreshConfiguration/duration`` D): frames at n / fps from 0 to D (and D itself),
///   progress = u = t / D — linear, like a constant-speed drag — or e(u) for a given easing
///   (its output is clamped to [0, 1], so an overshooting easing holds the circle);
/// - neither: time with D = 1 s (a default of this tool, not of the seed).
public struct RefreshScene: DrawableScene {
    public let indicator: RefreshIndicator
    public let clock: FrameClock
    /// Frames per second of the clock.
    public let fps: Double
    /// The easing applied to t / D when driven by time; nil is linear.
    public let easing: (any Easing)?
    /// The duration when driven by time (s); nil when driven by a progress list.
    public let duration: Double?
    private let list: [Double]?

    /// The default duration when the configuration names no driver (s).
    public static let defaultDuration = 1.0

    /// The indicator of `configuration`, driven by its progress list or duration (or 1 s).
    /// - Precondition: fps finite and > 0.
    public init(_ configuration: RefreshConfiguration, fps: Double = 60, easing: (any Easing)? = nil) {
        precondition(fps.isFinite && fps > 0, "RefreshScene: fps must be finite and > 0")
        indicator = RefreshIndicator(configuration)
        self.fps = fps
        self.easing = easing
        if let list = configuration.progress {
            self.list = list
            duration = nil
            clock = FrameClock(timestamps: list.indices.map { Double($0) / fps })
        } else {
            let d = configuration.duration ?? Self.defaultDuration
            list = nil
            duration = d
            clock = FrameClock(fps: fps, end: d)
        }
    }

    /// The progress shown at `time`: the latest list entry whose frame time is ≤ time, or the
    /// (eased, clamped) fraction t / D of the duration.
    public func progress(at time: Double) -> Double {
        if let list {
            var k = Int((time * fps).rounded())
            if k >= 0, Double(k) / fps > time { k -= 1 }
            return list[max(0, min(k, list.count - 1))]
        }
        let u = min(max(time / duration!, 0), 1)
        return RefreshIndicator.clamp(easing.map { $0.value(at: u) } ?? u)
    }

    public var columns: [FrameColumn] {
        [
            .frame, .time,
            FrameColumn("progress", .real, unit: "1", "the layer's progress, in [0, 1]"),
            FrameColumn("phase", .integer, "1 while the lines slide (progress ≤ 0.5), 2 while they bend"),
            FrameColumn("line", .text, "left (the seed's curvePath1, rising from the bottom) or right (curvePath2, from the top)"),
            FrameColumn("start_x", .real, unit: "pt", "x of the tail A"),
            FrameColumn("start_y", .real, unit: "pt", "y of the tail A"),
            FrameColumn("end_x", .real, unit: "pt", "x of the head B, where the straight part ends"),
            FrameColumn("end_y", .real, unit: "pt", "y of the head B"),
            FrameColumn("center_x", .real, unit: "pt", "x of the arc's centre"),
            FrameColumn("center_y", .real, unit: "pt", "y of the arc's centre"),
            FrameColumn("arc_start", .real, unit: "rad", "the arc's start angle (clockwise on screen = increasing)"),
            FrameColumn("arc_end", .real, unit: "rad", "the arc's end angle; equal to arc_start while straight"),
            FrameColumn("tip_x", .real, unit: "pt", "x where the stroke ends (arc end, or B)"),
            FrameColumn("tip_y", .real, unit: "pt", "y where the stroke ends"),
            FrameColumn("arrow_x", .real, unit: "pt", "x of the arrow stroke's far end"),
            FrameColumn("arrow_y", .real, unit: "pt", "y of the arrow stroke's far end"),
        ]
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        let state = indicator.state(progress: list?[frame] ?? progress(at: time))
        for line in [state.left, state.right] {
            try sink.row(
                frame, time, state.progress, state.phase, line.side.rawValue, line.start, line.end, line.arcCenter,
                line.arcStartAngle, line.arcEndAngle, line.tip, line.arrowEnd)
        }
    }

    /// A dark grey behind the white strokes (the seed draws white on whatever the scroll view
    /// shows; not a seed value).
    public static let background = DrawingColor(red: 0.2, green: 0.2, blue: 0.2)

    /// The curve view at `time`: both lines' strokes (white, the configured line width) on a
    /// width × height canvas.
    public func drawing(at time: Double) -> Drawing {
        let c = indicator.configuration
        let state = indicator.state(progress: progress(at: time))
        let style = DrawingStyle(stroke: .white, lineWidth: c.lineWidth)
        return Drawing(
            width: c.width, height: c.height, background: Self.background,
            marks: [.path(state.left.path, style), .path(state.right.path, style)])
    }
}
