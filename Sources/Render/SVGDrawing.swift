import Curves
import Scenes

/// SVG for a scene's `Drawing`: one document per instant, in the drawing's own coordinates
/// (points, y down, origin top-left: SVG's user space is the same, so no transform is needed).
///
/// - Paths are written with `Path.svgPathData` (absolute commands, shortest round-trip
///   decimals: the geometry reads back exactly, arcs to rounding).
/// - `strokeEnd` < 1 is drawn by trimming the stroked outline by arc length with
///   `MeasuredPath.trimmed(fromFraction:toFraction:)`, as `CAShapeLayer.strokeEnd` does:
///   the visible stroke ends within `MeasuredPath`'s arc-length accuracy (1e-12 pt,
///   `ArcLength.defaultAccuracy`) of `strokeEnd × length`, in every renderer (no reliance
///   on dash arrays). The fill is not trimmed. `strokeEnd` ≤ 0 draws no stroke.
/// - `opacity` becomes the element's (or its group's) `opacity`, which composites fill and
///   stroke together like a layer's opacity; colour alpha becomes `fill-opacity` /
///   `stroke-opacity`.
/// - Straight-segment subpaths are reduced per pixel column (``PolylineReduction/reduce(_:columnWidth:)``,
///   at ``resolution`` columns per point of the output): first, last and extreme vertices of
///   each run in one column, every kept vertex original, so a chart line of any length draws in
///   O(width) vertices with its extremes exact. A partially stroked path (`strokeEnd` < 1) is
///   not reduced (its trim is by the full path's arc length).
/// - Text is placed with its baseline origin at the position and rotated about it by the
///   mark's angle (`rotate(°)`, clockwise on a y-down screen, as `transform.rotation.z`).
public enum SVGDrawing {
    /// A complete SVG document of `drawing`.
    public static func document(_ drawing: Drawing) -> String {
        var svg = SVGBuilder()
        svg.openDocument(width: drawing.width, height: drawing.height)
        appendContent(of: drawing, to: &svg, columnWidth: 1 / resolution)
        return svg.finish()
    }

    /// Pixel columns per point of output the drawn polylines keep (2: every detail a 2×, Retina,
    /// raster shows), as ``SVGPlot/resolution``.
    public static let resolution = 2.0

    /// Appends `drawing`'s background and marks (no enclosing element) to `svg`; straight
    /// polylines reduced per column `columnWidth` drawing units wide (nil: every vertex). The
    /// background fills `bounds` (default: the canvas).
    public static func appendContent(of drawing: Drawing, to svg: inout SVGBuilder, columnWidth: Double? = nil, bounds: Rect? = nil) {
        if let bg = drawing.background {
            let (rgb, alpha) = SVGMarkup.color(bg)
            var attributes = [
                ("width", SVGMarkup.number(drawing.width)), ("height", SVGMarkup.number(drawing.height)), ("fill", rgb),
            ]
            if let bounds, bounds != Rect(minX: 0, minY: 0, maxX: drawing.width, maxY: drawing.height) {
                attributes = [
                    ("x", SVGMarkup.number(bounds.minX)), ("y", SVGMarkup.number(bounds.minY)),
                    ("width", SVGMarkup.number(bounds.maxX - bounds.minX)), ("height", SVGMarkup.number(bounds.maxY - bounds.minY)),
                    ("fill", rgb),
                ]
            }
            if alpha < 1 { attributes.append(("fill-opacity", SVGMarkup.number(alpha))) }
            svg.empty("rect", attributes)
        }
        for mark in drawing.marks { append(mark, to: &svg, columnWidth: columnWidth) }
    }

    /// The canvas and everything drawn: the union of the canvas rectangle and every path mark's
    /// exact bounds (widened by half its line width when stroked), so an overshoot past the
    /// canvas edge is inside. Text marks count by their anchor point.
    public static func bounds(of drawing: Drawing) -> Rect {
        var r = Rect(minX: 0, minY: 0, maxX: drawing.width, maxY: drawing.height)
        for mark in drawing.marks {
            switch mark {
            case .path(let path, let style):
                guard style.opacity > 0, var b = path.boundingBox, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite
                else { continue }
                if style.stroke != nil && style.lineWidth > 0 && style.strokeEnd > 0 {
                    let h = style.lineWidth / 2
                    b = Rect(minX: b.minX - h, minY: b.minY - h, maxX: b.maxX + h, maxY: b.maxY + h)
                } else if style.fill == nil {
                    continue
                }
                r = r.union(b)
            case .text(_, let position, _, _, _):
                if position.x.isFinite && position.y.isFinite { r.include(position) }
            }
        }
        return r
    }

    /// Appends one mark; straight polylines reduced per column `columnWidth` wide (nil: every vertex).
    public static func append(_ mark: DrawingMark, to svg: inout SVGBuilder, columnWidth: Double? = nil) {
        switch mark {
        case .path(let path, let style):
            if let columnWidth, style.strokeEnd >= 1 {
                appendPath(PolylineReduction.reduce(path, columnWidth: columnWidth), style, to: &svg)
            } else {
                appendPath(path, style, to: &svg)
            }
        case .text(let string, let position, let rotation, let fontSize, let color):
            let (rgb, alpha) = SVGMarkup.color(color)
            var attributes = [
                ("x", SVGMarkup.number(position.x)), ("y", SVGMarkup.number(position.y)),
                ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", SVGMarkup.number(fontSize)), ("fill", rgb),
            ]
            if alpha < 1 { attributes.append(("fill-opacity", SVGMarkup.number(alpha))) }
            if rotation != 0 && rotation.isFinite {
                let degrees = rotation * 180 / .pi
                attributes.append(
                    ("transform", "rotate(\(SVGMarkup.number(degrees)) \(SVGMarkup.number(position.x)) \(SVGMarkup.number(position.y)))"))
            }
            svg.element("text", attributes, content: string)
        }
    }

    private static func appendPath(_ path: Path, _ style: DrawingStyle, to svg: inout SVGBuilder) {
        guard !path.isEmpty, style.opacity > 0 else { return }
        let fill = style.fill.map(SVGMarkup.color)
        let stroke = style.lineWidth > 0 && style.strokeEnd > 0 ? style.stroke.map(SVGMarkup.color) : nil
        guard fill != nil || stroke != nil else { return }
        let opacity: [(String, String)] = style.opacity < 1 ? [("opacity", SVGMarkup.number(style.opacity))] : []

        func fillAttributes() -> [(String, String)] {
            guard let fill else { return [("fill", "none")] }
            return [("fill", fill.rgb)] + (fill.alpha < 1 ? [("fill-opacity", SVGMarkup.number(fill.alpha))] : [])
        }
        func strokeAttributes() -> [(String, String)] {
            guard let stroke else { return [] }
            return [("stroke", stroke.rgb), ("stroke-width", SVGMarkup.number(style.lineWidth))]
                + (stroke.alpha < 1 ? [("stroke-opacity", SVGMarkup.number(stroke.alpha))] : [])
        }

        if stroke == nil || style.strokeEnd >= 1 {
            svg.empty("path", [("d", path.svgPathData)] + fillAttributes() + strokeAttributes() + opacity)
            return
        }
        // A partial stroke: the fill follows the whole path, the stroke its trimmed start.
        let trimmed = MeasuredPath(path).trimmed(fromFraction: 0, toFraction: style.strokeEnd)
        let grouped = fill != nil && !opacity.isEmpty
        if grouped { svg.open("g", opacity) }
        if fill != nil {
            svg.empty("path", [("d", path.svgPathData)] + fillAttributes() + (grouped ? [] : opacity))
        }
        if !trimmed.isEmpty {
            svg.empty("path", [("d", trimmed.svgPathData), ("fill", "none")] + strokeAttributes() + (grouped ? [] : opacity))
        }
        if grouped { svg.close() }
    }
}
