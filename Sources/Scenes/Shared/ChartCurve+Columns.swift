import Curves
import FrameIO

// The columns the line chart and the curve chart both write, named once: the line's visible end
// and its fill (the `line` tables), a data point on screen (the `points` tables), and a drawn
// segment with its start, controls and end (the line chart's `segments`, the curve chart's
// `geometry`).
extension FrameColumn {
    /// `stroke_end,end_x,end_y`: the line's strokeEnd and the visible end point at that
    /// arc-length fraction (pt).
    static let chartLineEnd: [FrameColumn] = [
        FrameColumn("stroke_end", .real, unit: "1", "the line's strokeEnd"),
        FrameColumn("end_x", .real, unit: "pt", "x of the visible end of the line"),
        FrameColumn("end_y", .real, unit: "pt", "y of the visible end of the line"),
    ]

    /// `fill_opacity`: the opacity of the fill under the line.
    static let chartFillOpacity = FrameColumn("fill_opacity", .real, unit: "1", "the gradient fill's opacity")

    /// `segment`: the index of a drawn segment of the line.
    static let chartSegment = FrameColumn("segment", .integer, "curve segment index, from 0")

    /// `point,value,x,y`: a data point's index, its data value and where it is drawn (pt, y down).
    static let chartPoint: [FrameColumn] = [
        FrameColumn("point", .integer, "data point index, from 0"),
        FrameColumn("value", .real, "the point's data value"),
        FrameColumn("x", .real, unit: "pt", "the point's x on screen"),
        FrameColumn("y", .real, unit: "pt", "the point's y on screen (down)"),
    ]

    /// `x0,y0,c1x,c1y,c2x,c2y,x1,y1`: a drawn cubic's start, first and second control points
    /// and end (pt), written by `RowSink.fields(cubicFrom:_:_:to:)`.
    static let chartCubic: [FrameColumn] = [
        FrameColumn("x0", .real, unit: "pt", "segment start x"), FrameColumn("y0", .real, unit: "pt", "segment start y"),
        FrameColumn("c1x", .real, unit: "pt", "first control point x"),
        FrameColumn("c1y", .real, unit: "pt", "first control point y"),
        FrameColumn("c2x", .real, unit: "pt", "second control point x"),
        FrameColumn("c2y", .real, unit: "pt", "second control point y"),
        FrameColumn("x1", .real, unit: "pt", "segment end x"), FrameColumn("y1", .real, unit: "pt", "segment end y"),
    ]
}

extension RowSink {
    /// Writes a drawn cubic as the ``FrameColumn/chartCubic`` columns: start, the two control
    /// points, end (x then y each).
    @inline(__always)
    func fields(cubicFrom start: Point, _ control1: Point, _ control2: Point, to end: Point) throws {
        try fields(start, control1, control2, end)
    }
}
