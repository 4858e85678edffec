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
            return [.frame, .time] + FrameColumn.chartPoint + [
                FrameColumn("vy", .real, unit: "pt/s", "the point's vertical velocity (down)")
            ]
        case .line:
            return [.frame, .time] + FrameColumn.chartLineEnd + [
                FrameColumn("opacity", .real, unit: "1", "the line layer's opacity"),
                FrameColumn("line_width", .real, unit: "pt", "the line layer's lineWidth"),
                FrameColumn("offset_y", .real, unit: "pt", "the line's offset below its final place"),
                .chartFillOpacity,
                FrameColumn("fill_offset_y", .real, unit: "pt", "the gradient mask's offset below its final place"),
            ]
        case .segments:
            return [.frame, .time, .chartSegment, FrameColumn("kind", .text, "line, quadratic or cubic")] + FrameColumn.chartCubic
        }
    }

    /// Writes frame `n` point by point (or segment by segment) from the scene's arrays: no
    /// ``LineChartFrame``, curve or per-frame array is built, so memory does not grow with the
    /// number of points beyond what the scene holds. The rows are those of
    /// `emitRows(frame:time:chart: frame(at: time), into:)`, bit for bit (tested).
    public func emitRows(frame n: Int, time: Double, into sink: some RowSink) throws {
        let layers = self.layers(at: time)
        if let springs {
            let b = springs.reference.basis(at: time)
            // Point i now: x fixed, y on its spring.
            func state(_ i: Int) -> (point: Point, vy: Double) {
                let s = SpringMotion.state(of: springs.coefficients[i], at: b)
                return (Point(points[i].x, points[i].y + s.value), s.velocity)
            }
            switch configuration.table {
            case .points:
                for i in points.indices {
                    let (p, vy) = state(i)
                    try emitPoint(frame: n, time: time, index: i, point: p, velocity: vy, into: sink)
                }
            case .line:
                var l = layers
                l.visibleEnd = state(points.count - 1).point
                try emitLine(frame: n, time: time, layers: l, into: sink)
            case .segments:
                let style = configuration.curve
                var k = -1, p0 = points[0], p1 = points[0]
                for i in 0..<ChartCurve.segmentCount(points: points.count, style: style) {
                    let pair = ChartCurve.pointIndex(ofSegment: i, style: style)
                    if pair != k {
                        p0 = pair == k + 1 && k >= 0 ? p1 : state(pair).point
                        p1 = state(pair + 1).point
                        k = pair
                    }
                    try emitSegment(frame: n, time: time, index: i, ChartCurve.segment(i, style: style, from: p0, to: p1), into: sink)
                }
            }
            return
        }
        switch configuration.table {
        case .points:
            for i in points.indices {
                var p = points[i]
                if layers.offsetY != 0 { p.y += layers.offsetY }
                try emitPoint(frame: n, time: time, index: i, point: p, velocity: layers.velocity, into: sink)
            }
        case .line:
            try emitLine(frame: n, time: time, layers: layers, into: sink)
        case .segments:
            for i in 0..<ChartCurve.segmentCount(points: points.count, style: configuration.curve) {
                var s = staticSegment(i)
                if layers.offsetY != 0 { s = ChartCurve.offset(s, dy: layers.offsetY) }
                try emitSegment(frame: n, time: time, index: i, s, into: sink)
            }
        }
    }

    /// One row of the points table.
    func emitPoint(frame n: Int, time: Double, index i: Int, point p: Point, velocity: Double, into sink: some RowSink) throws {
        try sink.row(n, time, i, configuration.values[i], p, velocity)
    }

    /// The row of the line table.
    func emitLine(frame n: Int, time: Double, layers f: LineChartLayers, into sink: some RowSink) throws {
        try sink.row(n, time, f.strokeEnd, f.visibleEnd, f.opacity, f.lineWidth, f.offsetY, f.fillOpacity, f.fillOffsetY)
    }

    /// One row of the segments table.
    func emitSegment(frame n: Int, time: Double, index i: Int, _ s: PathSegment, into sink: some RowSink) throws {
        let (c1, c2) = ChartCurve.controls(of: s)
        try sink.fields(n, time, i, ChartCurve.kind(of: s))
        try sink.fields(cubicFrom: s.start, c1, c2, to: s.end)
        try sink.endRow()
    }

    /// The rows of frame `n` at `time` for the chart state `f` (``frame(at:)`` or
    /// ``springFrame(time:y:vy:)``), in the columns of `configuration.table`.
    public func emitRows(frame n: Int, time: Double, chart f: LineChartFrame, into sink: some RowSink) throws {
        switch configuration.table {
        case .points:
            for (i, p) in f.points.enumerated() {
                try emitPoint(frame: n, time: time, index: i, point: p, velocity: f.velocities[i], into: sink)
            }
        case .line:
            let layers = LineChartLayers(
                strokeEnd: f.strokeEnd, visibleEnd: f.visibleEnd, opacity: f.opacity, lineWidth: f.lineWidth, offsetY: f.offsetY,
                fillOpacity: f.fillOpacity, fillOffsetY: f.fillOffsetY, velocity: 0)
            try emitLine(frame: n, time: time, layers: layers, into: sink)
        case .segments:
            for (i, s) in f.curve.segments.enumerated() { try emitSegment(frame: n, time: time, index: i, s, into: sink) }
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
