import Curves
import Scenes

/// One instant of a scene, for filmstrips and animations: its time (seconds) and its picture.
public struct SVGFrame: Sendable {
    public var time: Double
    public var drawing: Drawing

    public init(time: Double, drawing: Drawing) {
        self.time = time
        self.drawing = drawing
    }

    /// The region every frame of a filmstrip or animation shows: the union of the frames'
    /// ``SVGDrawing/bounds(of:)`` (canvases and all that is drawn past them).
    /// - Precondition: `frames` is not empty.
    static func bounds(of frames: [SVGFrame]) -> Rect {
        frames.dropFirst().reduce(SVGDrawing.bounds(of: frames[0].drawing)) { $0.union(SVGDrawing.bounds(of: $1.drawing)) }
    }
}

/// Several instants of a scene side by side, each captioned with its time: the way to see a
/// whole animation on one static page.
///
/// Frames are laid out left to right in rows of ``columns``, each scaled to ``frameWidth``
/// points wide (aspect ratio kept) inside a nested `<svg>` whose view box is the drawing's
/// canvas grown to hold everything any frame draws (``SVGDrawing/bounds(of:)``: a line that
/// overshoots the top of its chart is shown whole, on the background colour), the same
/// region for every frame. A thin
/// grey frame marks each canvas; the caption below reads `t = 0.25 s`. Polylines are reduced
/// per pixel column of the scaled frame, as in ``SVGDrawing``.
public struct SVGFilmstrip: Sendable {
    public var frames: [SVGFrame]
    /// Frames per row; default: all in one row up to 6, then rows of 6.
    public var columns: Int?
    /// Width of each frame in points; default: the canvas width, at most 240.
    public var frameWidth: Double?
    /// An optional title above the strip.
    public var title: String?

    public init(frames: [SVGFrame], columns: Int? = nil, frameWidth: Double? = nil, title: String? = nil) {
        self.frames = frames
        self.columns = columns
        self.frameWidth = frameWidth
        self.title = title
    }

    /// The document. An empty strip is a valid, empty 1 × 1 document.
    public func document() -> String {
        guard !frames.isEmpty else { return SVGBuilder.emptyDocument() }
        var svg = SVGBuilder()
        // Every frame shows the same region: the canvases and all that is drawn past them.
        let bounds = SVGFrame.bounds(of: frames)
        let canvasWidth = bounds.maxX - bounds.minX, canvasHeight = bounds.maxY - bounds.minY
        let perRow = max(1, columns ?? min(frames.count, 6))
        let rows = (frames.count + perRow - 1) / perRow
        let cellWidth = frameWidth ?? min(max(canvasWidth, 1), 240)
        let cellHeight = cellWidth * max(canvasHeight, 1) / max(canvasWidth, 1)
        let gap = 12.0, captionHeight = 20.0, margin = 10.0
        let titleHeight = title == nil ? 0 : 28.0
        let width = 2 * margin + Double(perRow) * cellWidth + Double(perRow - 1) * gap
        let height = 2 * margin + titleHeight + Double(rows) * (cellHeight + captionHeight) + Double(rows - 1) * gap
        svg.openDocument(width: width, height: height)
        svg.empty("rect", [("width", SVGMarkup.number(width)), ("height", SVGMarkup.number(height)), ("fill", "#ffffff")])
        if let title {
            svg.element(
                "text",
                [
                    ("x", SVGMarkup.number(margin)), ("y", SVGMarkup.number(margin + 18)), ("font-family", "Helvetica, Arial, sans-serif"),
                    ("font-size", "16"), ("font-weight", "bold"), ("fill", "#222222"),
                ], content: title)
        }
        for (i, frame) in frames.enumerated() {
            let x = margin + Double(i % perRow) * (cellWidth + gap)
            let y = margin + titleHeight + Double(i / perRow) * (cellHeight + captionHeight + gap)
            let d = frame.drawing
            svg.open(
                "svg",
                [
                    ("x", SVGMarkup.number(x, decimals: 3)), ("y", SVGMarkup.number(y, decimals: 3)),
                    ("width", SVGMarkup.number(cellWidth, decimals: 3)), ("height", SVGMarkup.number(cellHeight, decimals: 3)),
                    (
                        "viewBox",
                        "\(SVGMarkup.number(bounds.minX)) \(SVGMarkup.number(bounds.minY)) \(SVGMarkup.number(canvasWidth)) \(SVGMarkup.number(canvasHeight))"
                    ),
                    ("preserveAspectRatio", "xMidYMid meet"),
                ])
            // Output points per drawing unit (the view box meets the cell), so pixel columns per unit.
            let scale = min(cellWidth / max(canvasWidth, 1e-300), cellHeight / max(canvasHeight, 1e-300))
            SVGDrawing.appendContent(of: d, to: &svg, columnWidth: 1 / (SVGDrawing.resolution * scale), bounds: bounds)
            svg.close()
            svg.empty(
                "rect",
                [
                    ("x", SVGMarkup.number(x, decimals: 3)), ("y", SVGMarkup.number(y, decimals: 3)),
                    ("width", SVGMarkup.number(cellWidth, decimals: 3)), ("height", SVGMarkup.number(cellHeight, decimals: 3)),
                    ("fill", "none"), ("stroke", "#999999"), ("stroke-width", "0.5"),
                ])
            svg.element(
                "text",
                [
                    ("x", SVGMarkup.number(x + cellWidth / 2, decimals: 3)), ("y", SVGMarkup.number(y + cellHeight + 15, decimals: 3)),
                    ("text-anchor", "middle"), ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "12"), ("fill", "#333333"),
                ], content: "t = \(SVGTimeFormat.decimal(frame.time)) s")
        }
        return svg.finish()
    }
}

/// An animated SVG of a scene: every frame is a group shown from its time until the next
/// frame's time, by a discrete SMIL `<animate>` of `visibility`; the loop lasts from the first
/// frame's time to the last frame's time plus ``hold`` seconds, then repeats (browsers play it;
/// renderers without SMIL, e.g. librsvg, show the last frame, the animation's final state).
/// The document's view box is every frame's canvas grown to hold everything any frame draws
/// (``SVGDrawing/bounds(of:)``, as in ``SVGFilmstrip``): a spring line that overshoots the top
/// of its chart is shown whole, on the background colour, and the picture does not move when
/// the overshoot ends. Polylines are reduced per pixel column, as in ``SVGDrawing``.
public struct SVGAnimation: Sendable {
    public var frames: [SVGFrame]
    /// How long the last frame stays before the loop restarts, in seconds (> 0).
    public var hold: Double

    public init(frames: [SVGFrame], hold: Double = 1) {
        precondition(hold > 0 && hold.isFinite, "SVGAnimation: hold must be a positive number of seconds")
        self.frames = frames
        self.hold = hold
    }

    /// The document. Frame times must be non-decreasing.
    public func document() -> String {
        guard !frames.isEmpty else { return SVGBuilder.emptyDocument() }
        var svg = SVGBuilder()
        precondition(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time }, "SVGAnimation: frame times must not decrease")
        // One region for every frame: the canvases and all that is drawn past them.
        let bounds = SVGFrame.bounds(of: frames)
        svg.openDocument(width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY, minX: bounds.minX, minY: bounds.minY)
        let t0 = frames[0].time
        let total = frames.last!.time - t0 + hold
        let last = frames.count - 1
        func key(_ t: Double) -> String { SVGMarkup.number(min(max((t - t0) / total, 0), 1), decimals: 6) }
        for (i, frame) in frames.enumerated() {
            svg.open("g", [("visibility", i == last ? "visible" : "hidden")])
            if frames.count > 1 {
                let values: String, keyTimes: String
                if i == 0 {
                    (values, keyTimes) = ("visible;hidden", "0;" + key(frames[1].time))
                } else if i == last {
                    (values, keyTimes) = ("hidden;visible", "0;" + key(frame.time))
                } else {
                    (values, keyTimes) = ("hidden;visible;hidden", "0;" + key(frame.time) + ";" + key(frames[i + 1].time))
                }
                svg.empty(
                    "animate",
                    [
                        ("attributeName", "visibility"), ("calcMode", "discrete"), ("values", values), ("keyTimes", keyTimes),
                        ("dur", SVGTimeFormat.seconds(total)), ("repeatCount", "indefinite"),
                    ])
            }
            SVGDrawing.appendContent(of: frame.drawing, to: &svg, columnWidth: 1 / SVGDrawing.resolution, bounds: bounds)
            svg.close()
        }
        return svg.finish()
    }
}

/// Times for captions and SMIL clock values: seconds rounded to 4 decimals (0.1 ms), never
/// exponent notation.
enum SVGTimeFormat {
    /// A SMIL clock value, e.g. `0.25s`.
    static func seconds(_ t: Double) -> String { decimal(t) + "s" }

    /// `t` rounded to 4 decimals, trailing zeros dropped, e.g. `0.25`.
    static func decimal(_ t: Double) -> String { SVGMarkup.number(t, decimals: 4) }
}
