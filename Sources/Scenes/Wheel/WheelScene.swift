import Curves
import Dynamics
import FrameIO
import RealModule

/// The prize wheel's per-frame table (the design card's "wheel deceleration"):
/// `frame,time,angle,angular_velocity,sector`, one row per display-link frame from t = 0 to
/// the last spin's rest time (a final row at the rest time itself when it is off the grid).
///
/// `angle` is the rotation θ (`transform.rotation.z`, radians, clockwise, unwrapped: it keeps
/// growing over turns), `angular_velocity` its derivative in rad/s, and `sector` the prize id
/// under the pointer at 12 o'clock (empty over a gap). See ``Wheel`` for the convention.
public struct WheelScene: DrawableScene {
    public let spinner: WheelSpinner
    public let clock: FrameClock
    /// Wheel radius in points (drawing only).
    public let radius: Double
    /// The title layout (drawing only).
    public let labels: WheelLabelLayout

    public init(spinner: WheelSpinner, fps: Double = 60, radius: Double = 100, labels: WheelLabelLayout = WheelLabelLayout()) {
        precondition(fps.isFinite && fps > 0, "WheelScene: fps must be > 0")
        precondition(radius > 0 && radius.isFinite, "WheelScene: radius must be > 0")
        self.spinner = spinner
        self.clock = FrameClock(fps: fps, start: 0, end: spinner.restTime)
        self.radius = radius
        self.labels = labels
    }

    public var columns: [FrameColumn] {
        [
            .frame, .time,
            FrameColumn("angle", .real, unit: "rad", "rotation of the wheel (transform.rotation.z), clockwise, unwrapped"),
            FrameColumn("angular_velocity", .real, unit: "rad/s", "rate of change of the rotation"),
            FrameColumn("sector", .integer, "prize id under the pointer at 12 o'clock; empty over a gap"),
        ]
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        let theta = spinner.angle(at: time)
        try sink.field(frame)
        try sink.field(time)
        try sink.field(theta)
        try sink.field(spinner.angularVelocity(at: time))
        if let s = spinner.wheel.sector(underPointerAt: theta) { try sink.field(s.id) } else { try sink.missing() }
        try sink.endRow()
    }

    /// Margin around the wheel on the canvas, points (room for the pointer).
    static let margin = 24.0

    /// The sectors' alternating fills: amber and red, each with at least 3:1 contrast on the
    /// white page (WCAG AA for graphics; the earlier light yellow had 1.6:1).
    public static let fills = [DrawingColor(red: 0.8, green: 0.5, blue: 0), DrawingColor(red: 0.95, green: 0.35, blue: 0.3)]
    /// The titles' colour: near-black, at least 4.5:1 on both fills (WCAG AA for text; white
    /// had 1.6:1 on the yellow).
    public static let labelColor = DrawingColor(red: 0.067, green: 0.067, blue: 0.067)

    /// The wheel at `time`: sectors as wedges (alternating ``fills``), titles along the rim and
    /// the pointer at 12 o'clock, on a square canvas with the wheel centre at its middle.
    public func drawing(at time: Double) -> Drawing {
        let theta = spinner.angle(at: time)
        let side = 2 * (radius + Self.margin)
        let c = Point(side / 2, side / 2)
        let (sn, cs) = (Double.sin(theta), Double.cos(theta))
        // Rotation by θ, clockwise on a y-down screen.
        func place(_ p: Point) -> Point { Point(c.x + p.x * cs - p.y * sn, c.y + p.x * sn + p.y * cs) }
        let fills = Self.fills
        var marks: [DrawingMark] = []
        for (k, s) in spinner.wheel.sectors.enumerated() {
            var wedge = Path()
            wedge.move(to: c)
            let up = -0.5 * Double.pi  // 12 o'clock as a screen angle
            wedge.addArc(withCenter: c, radius: radius, startAngle: up + s.begin + theta, endAngle: up + s.end + theta, clockwise: true)
            wedge.close()
            marks.append(.path(wedge, DrawingStyle(stroke: .white, lineWidth: 1, fill: fills[k % 2])))
        }
        for g in labels.glyphs(for: spinner.wheel) {
            marks.append(
                .text(
                    String(g.character), position: place(g.origin), rotation: g.angle + theta, fontSize: labels.metrics.fontSize,
                    color: Self.labelColor))
        }
        var pointer = Path()
        pointer.move(to: Point(c.x, c.y - radius + 14))
        pointer.addLine(to: Point(c.x - 9, c.y - radius - 14))
        pointer.addLine(to: Point(c.x + 9, c.y - radius - 14))
        pointer.close()
        marks.append(.path(pointer, DrawingStyle(stroke: .black, lineWidth: 1, fill: DrawingColor(red: 0.8, green: 0.1, blue: 0.1))))
        return Drawing(width: side, height: side, background: .white, marks: marks)
    }
}
