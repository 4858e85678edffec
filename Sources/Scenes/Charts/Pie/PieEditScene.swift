import Curves
import Dynamics
import FrameIO

/// Seed 002's pie chart with animated insert, delete and update (see ``PieTransitions``): one
/// row per frame and drawn slice,
///
/// `frame,time,slice,index,value,start_angle,end_angle,opacity,state`
///
/// where `slice` is the slice's stable identity, `index` its data index (−1 while it shrinks
/// away after a delete) and `state` is `live` or `removing`. The table runs from 0 to the end
/// of the last edit's animation at the configuration's frame rate (seed 002 redraws on a
/// 60 Hz timer).
public struct PieEditScene: DrawableScene {
    public let configuration: PieEditConfiguration
    public let transitions: PieTransitions
    public let clock: FrameClock

    /// - Precondition: `configuration.problem() == nil` (decoding a scene file checks it).
    public init(_ configuration: PieEditConfiguration) {
        if let p = configuration.problem() { preconditionFailure("PieEditScene: \(p.field): \(p.message)") }
        self.configuration = configuration
        let times = configuration.editTimes
        let edits = configuration.editOrder.map { (time: times[$0], operation: configuration.edits[$0].operation) }
        transitions = PieTransitions(
            values: configuration.values, edits: edits, duration: configuration.duration, easing: PieEditConfiguration.easing)
        clock = FrameClock(fps: configuration.fps, end: transitions.endTime)
    }

    public var columns: [FrameColumn] {
        [
            .frame, .time,
            FrameColumn("slice", .integer, "stable slice identity (initial slices 0…n−1, inserted ones numbered on)"),
            FrameColumn("index", .integer, "data index of the slice, −1 while it shrinks away after a delete"),
            FrameColumn("value", .real, "the slice's data value"),
            FrameColumn("start_angle", .real, unit: "rad", "start angle from +x, clockwise on screen (−π/2 = 12 o'clock)"),
            FrameColumn("end_angle", .real, unit: "rad", "end angle; equals the next slice's start angle"),
            FrameColumn("opacity", .real, unit: "1", "slice opacity (the last slice deleted fades out)"),
            FrameColumn("state", .text, "live, or removing while a deleted slice shrinks away"),
        ]
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        for s in transitions.slices(at: time) {
            try sink.field(frame)
            try sink.field(time)
            try sink.field(s.id)
            try sink.field(s.index ?? -1)
            try sink.field(s.value)
            try sink.field(s.start)
            try sink.field(s.end)
            try sink.field(s.opacity)
            try sink.field(s.index == nil ? "removing" : "live")
            try sink.endRow()
        }
    }

    /// The pie's centre: the middle of the view.
    public var center: Point { Point(configuration.width / 2, configuration.height / 2) }
    /// The pie's radius: `min(w, h)/2 − 10` points, as seed 002's view.
    public var radius: Double { min(configuration.width, configuration.height) / 2 - 10 }

    /// Slice colours, cycled by slice identity (seed 002's demo cycles eight colours by the
    /// order slices are created).
    public static let palette: [DrawingColor] = [
        DrawingColor(red: 0.36, green: 0.59, blue: 0.28), DrawingColor(red: 0.18, green: 0.34, blue: 0.55),
        DrawingColor(red: 0.91, green: 0.63, blue: 0.24), DrawingColor(red: 0.74, green: 0.18, blue: 0.19),
        DrawingColor(red: 0.44, green: 0.24, blue: 0.47), DrawingColor(red: 0.49, green: 0.5, blue: 0.5),
        DrawingColor(red: 0.25, green: 0.41, blue: 0.61), DrawingColor(red: 0.43, green: 0.25, blue: 0.75),
    ]

    /// A label's colour on a slice of colour `fill`: white, or near-black where white has less
    /// than WCAG AA text contrast (4.5:1) there (the orange slice), whichever contrasts more.
    public static func labelColor(on fill: DrawingColor) -> DrawingColor {
        let dark = DrawingColor(red: 0.067, green: 0.067, blue: 0.067)
        let white = DrawingColor.contrastRatio(.white, fill), black = DrawingColor.contrastRatio(dark, fill)
        return white >= DrawingColor.minimumTextContrast || white >= black ? .white : dark
    }

    /// The pie at `time`: each slice a filled wedge (centre, arc, close) in its colour, and its
    /// value as text at half the radius along its mid-direction (17 points, as the seed's
    /// labels; white, or dark on a light slice: ``labelColor(on:)``), all on top of the wedges so that no label hides under a neighbour (a known
    /// defect of the seed). A lone full-circle slice is a disc without a radius line.
    public func drawing(at time: Double) -> Drawing {
        var marks: [DrawingMark] = []
        let slices = transitions.slices(at: time)
        for s in slices where s.end > s.start {
            var wedge = Path()
            let color = Self.palette[s.id % Self.palette.count]
            if s.end - s.start >= 2 * Double.pi {
                wedge.addArc(withCenter: center, radius: radius, startAngle: s.start, endAngle: s.end, clockwise: true)
            } else {
                wedge.move(to: center)
                wedge.addArc(withCenter: center, radius: radius, startAngle: s.start, endAngle: s.end, clockwise: true)
            }
            wedge.close()
            marks.append(.path(wedge, DrawingStyle(fill: color, opacity: s.opacity)))
        }
        for s in slices where s.index != nil && s.end > s.start {
            let mid = 0.5 * (s.start + s.end)
            let p = center + Point(radius / 2 * Double.cos(mid), radius / 2 * Double.sin(mid))
            let label = s.value == s.value.rounded() && abs(s.value) < 1e15 ? String(Int(s.value)) : String(s.value)
            let ink = Self.labelColor(on: Self.palette[s.id % Self.palette.count])
            marks.append(.text(label, position: p, rotation: 0, fontSize: 17, color: ink.withAlpha(s.opacity)))
        }
        return Drawing(width: configuration.width, height: configuration.height, background: .white, marks: marks)
    }
}
