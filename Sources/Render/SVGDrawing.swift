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
/// - Text is placed with its baseline origin at the position and rotated about it by the
///   mark's angle (`rotate(°)`, clockwise on a y-down screen, as `transform.rotation.z`).
public enum SVGDrawing {
    /// A complete SVG document of `drawing`.
    public static func document(_ drawing: Drawing) -> String {
        var svg = SVGBuilder()
        svg.openDocument(width: drawing.width, height: drawing.height)
        appendContent(of: drawing, to: &svg)
        return svg.finish()
    }

    /// Appends `drawing`'s background and marks (no enclosing element) to `svg`.
    public static func appendContent(of drawing: Drawing, to svg: inout SVGBuilder) {
        if let bg = drawing.background {
            let (rgb, alpha) = SVGMarkup.color(bg)
            var attributes = [
                ("width", SVGMarkup.number(drawing.width)), ("height", SVGMarkup.number(drawing.height)), ("fill", rgb),
            ]
            if alpha < 1 { attributes.append(("fill-opacity", SVGMarkup.number(alpha))) }
            svg.empty("rect", attributes)
        }
        for mark in drawing.marks { append(mark, to: &svg) }
    }

    /// Appends one mark.
    public static func append(_ mark: DrawingMark, to svg: inout SVGBuilder) {
        switch mark {
        case .path(let path, let style): appendPath(path, style, to: &svg)
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
