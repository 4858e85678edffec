import Curves
import Dynamics
import FrameIO

extension CurveChartScene: DrawableScene {
    /// `line`: a uniform clock at `configuration.fps` from 0 to ``endTime`` (an end within 1 ns
    /// of a frame is that frame); `geometry` and `points`: one frame at t = 0 (the geometry
    /// does not move).
    public var clock: FrameClock {
        configuration.table == .line ? .displayLink(fps: configuration.fps, end: endTime) : FrameClock(timestamps: [0])
    }

    /// The columns of the table `configuration.table` selects:
    ///
    /// - `line`: `frame,time,stroke_end,end_x,end_y,fill_opacity` — the line's strokeEnd, the
    ///   visible end point (pt) at that arc-length fraction, the fill's opacity.
    /// - `geometry`: `frame,time,segment,from_point,to_point,x0,y0,c1x,c1y,c2x,c2y,x1,y1` — each
    ///   cubic of the line: the data indices it joins, its start, controls and end (pt).
    /// - `points`: `frame,time,point,value,x,y,kept` — every data point and whether the
    ///   thinning rule kept it (1) or skipped it (0).
    public var columns: [FrameColumn] { Self.columns(for: configuration.table) }

    /// The columns of `table` (see `columns`).
    public static func columns(for table: CurveChartTable) -> [FrameColumn] {
        switch table {
        case .line:
            return [.frame, .time] + FrameColumn.chartLineEnd + [.chartFillOpacity]
        case .geometry:
            return [
                .frame, .time, .chartSegment,
                FrameColumn("from_point", .integer, "data index of the segment's start"),
                FrameColumn("to_point", .integer, "data index of the segment's end"),
            ] + FrameColumn.chartCubic
        case .points:
            return [.frame, .time] + FrameColumn.chartPoint + [
                FrameColumn("kept", .integer, "1 when the thinning rule keeps the point, else 0")
            ]
        }
    }

    public func emitRows(frame n: Int, time: Double, into sink: some RowSink) throws {
        switch configuration.table {
        case .line:
            let end = visibleEnd(at: time)
            try sink.row(n, time, strokeEnd(at: time), end, fillOpacity(at: time))
        case .geometry:
            for (i, s) in curve.segments.enumerated() {
                let (c1, c2) = curve.controls(ofSegment: i)
                try sink.fields(n, time, i, keptIndices[i], keptIndices[i + 1])
                try sink.fields(cubicFrom: s.start, c1, c2, to: s.end)
                try sink.endRow()
            }
        case .points:
            var k = 0
            for (i, p) in points.enumerated() {
                let kept = k < keptIndices.count && keptIndices[k] == i
                if kept { k += 1 }
                try sink.row(n, time, i, configuration.values[i], p, kept ? 1 : 0)
            }
        }
    }

    /// A theme colour for the line (the seed passes `color` in; any will do): a dark orange
    /// with 3.3:1 contrast on the white background (WCAG AA for graphics; the earlier
    /// rgb(1, 0.6, 0.2) had 2.1:1).
    public static let lineColor = DrawingColor(red: 0.85, green: 0.45, blue: 0.05)

    /// The chart at `time`: the fill (a flat colour at half the gradient's top alpha stands in
    /// for the seed's vertical gradient from `fillTopAlpha` to clear) with its opacity, then the
    /// line with its strokeEnd.
    public func drawing(at time: Double) -> Drawing {
        let c = configuration
        let fill = DrawingStyle(fill: Self.lineColor.withAlpha(c.fillTopAlpha / 2), opacity: fillOpacity(at: time))
        let line = DrawingStyle(stroke: Self.lineColor, lineWidth: c.lineWidth, strokeEnd: strokeEnd(at: time))
        return Drawing(
            width: canvasWidth, height: c.layout.height, background: .white, marks: [.path(fillPath, fill), .path(curve.path, line)])
    }
}
