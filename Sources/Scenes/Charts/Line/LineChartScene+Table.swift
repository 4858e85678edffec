import Curves
import Dynamics
import FrameIO

extension LineChartScene: DrawableScene {
    /// A uniform display link at `configuration.fps` from 0 to ``endTime`` (with a final frame
    /// at the end when it is more than 1 ns off the grid).
    public var clock: FrameClock { .displayLink(fps: configuration.fps, end: endTime) }

    /// The columns of the table `configuration.table` selects:
    ///
    /// - `points`: `frame,time,point,value,x,y,vy` — one row per frame and data point (point
    ///   index from 0, its data value, its position in points, its vertical velocity in pt/s).
    /// - `line`: `frame,time,stroke_end,end_x,end_y,opacity,line_width,offset_y,fill_opacity,fill_offset_y`
    ///   — one row per frame: the line layer's properties, the visible end point (at arc-length
    ///   fraction stroke_end), the rise offset, and the gradient fill's opacity and offset.
    /// - `segments`: `frame,time,segment,kind,x0,y0,c1x,c1y,c2x,c2y,x1,y1` — one row per frame
    ///   and curve segment: start, controls and end of the curve as drawn (`kind` quadratic:
    ///   c2 repeats the one control point; line: the controls are the ends).
    public var columns: [FrameColumn] { Self.columns(for: configuration.table) }

    /// The columns of `table` (see `columns`).
    public static func columns(for table: LineChartTable) -> [FrameColumn] {
        switch table {
        case .points:
            return [
                .frame, .time, FrameColumn("point", .integer, "data point index, from 0"),
                FrameColumn("value", .real, "the point's data value"),
                FrameColumn("x", .real, unit: "pt", "the point's x on screen"),
                FrameColumn("y", .real, unit: "pt", "the point's y on screen (down)"),
                FrameColumn("vy", .real, unit: "pt/s", "the point's vertical velocity (down)"),
            ]
        case .line:
            return [
                .frame, .time, FrameColumn("stroke_end", .real, unit: "1", "the line layer's strokeEnd"),
                FrameColumn("end_x", .real, unit: "pt", "x of the visible end of the line"),
                FrameColumn("end_y", .real, unit: "pt", "y of the visible end of the line"),
                FrameColumn("opacity", .real, unit: "1", "the line layer's opacity"),
                FrameColumn("line_width", .real, unit: "pt", "the line layer's lineWidth"),
                FrameColumn("offset_y", .real, unit: "pt", "the line's offset below its final place"),
                FrameColumn("fill_opacity", .real, unit: "1", "the gradient fill's opacity"),
                FrameColumn("fill_offset_y", .real, unit: "pt", "the gradient mask's offset below its final place"),
            ]
        case .segments:
            return [
                .frame, .time, FrameColumn("segment", .integer, "curve segment index, from 0"),
                FrameColumn("kind", .text, "line, quadratic or cubic"),
                FrameColumn("x0", .real, unit: "pt", "segment start x"), FrameColumn("y0", .real, unit: "pt", "segment start y"),
                FrameColumn("c1x", .real, unit: "pt", "first control point x"),
                FrameColumn("c1y", .real, unit: "pt", "first control point y"),
                FrameColumn("c2x", .real, unit: "pt", "second control point x"),
                FrameColumn("c2y", .real, unit: "pt", "second control point y"),
                FrameColumn("x1", .real, unit: "pt", "segment end x"), FrameColumn("y1", .real, unit: "pt", "segment end y"),
            ]
        }
    }

    public func emitRows(frame n: Int, time: Double, into sink: some RowSink) throws {
        try emitRows(frame: n, time: time, chart: frame(at: time), into: sink)
    }

    /// The rows of frame `n` at `time` for the chart state `f` (``frame(at:)`` or
    /// ``springFrame(time:y:vy:)``), in the columns of `configuration.table`.
    public func emitRows(frame n: Int, time: Double, chart f: LineChartFrame, into sink: some RowSink) throws {
        switch configuration.table {
        case .points:
            for (i, p) in f.points.enumerated() {
                try sink.field(n)
                try sink.field(time)
                try sink.field(i)
                try sink.field(configuration.values[i])
                try sink.field(p.x)
                try sink.field(p.y)
                try sink.field(f.velocities[i])
                try sink.endRow()
            }
        case .line:
            try sink.field(n)
            try sink.field(time)
            for v in [f.strokeEnd, f.visibleEnd.x, f.visibleEnd.y, f.opacity, f.lineWidth, f.offsetY, f.fillOpacity, f.fillOffsetY] {
                try sink.field(v)
            }
            try sink.endRow()
        case .segments:
            for (i, s) in f.curve.segments.enumerated() {
                let (c1, c2) = f.curve.controls(ofSegment: i)
                try sink.field(n)
                try sink.field(time)
                try sink.field(i)
                try sink.field(f.curve.kind(ofSegment: i))
                for v in [s.start.x, s.start.y, c1.x, c1.y, c2.x, c2.y, s.end.x, s.end.y] { try sink.field(v) }
                try sink.endRow()
            }
        }
    }

    /// WYChart's default background (`DEFAULT_BACKGROUND_COLOR`, rgb(12, 71, 98) at 0.9).
    public static let background = DrawingColor(red: 12.0 / 255, green: 71.0 / 255, blue: 98.0 / 255, alpha: 0.9)

    /// The chart at `time`: the gradient fill (a flat white at alpha 0.3 stands in for WYChart's
    /// line-colour gradient from 0.6 to 0), closed through the bottom corners below the first
    /// and last points, then the white line with its strokeEnd, width and opacity.
    public func drawing(at time: Double) -> Drawing { drawing(of: frame(at: time)) }

    /// The drawing of the chart state `f` (``frame(at:)`` or ``springFrame(time:y:vy:)``).
    public func drawing(of f: LineChartFrame) -> Drawing {
        var marks: [DrawingMark] = []
        if configuration.drawGradient {
            let fillCurve = configuration.animation == .spring ? f.curve : curve.offset(dy: f.fillOffsetY)
            let fill = fillCurve.fillPath(left: fillCurve.start.x, right: fillCurve.end.x, baseline: configuration.layout.baseline)
            marks.append(.path(fill, DrawingStyle(fill: DrawingColor.white.withAlpha(0.3), opacity: f.fillOpacity)))
        }
        marks.append(
            .path(
                f.curve.path,
                DrawingStyle(stroke: .white, lineWidth: f.lineWidth, strokeEnd: f.strokeEnd, opacity: f.opacity)))
        return Drawing(width: canvasWidth, height: configuration.layout.height, background: Self.background, marks: marks)
    }
}
