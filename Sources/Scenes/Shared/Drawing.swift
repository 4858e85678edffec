import Curves

/// What a scene looks like at one instant: marks (stroked/filled paths and text) on a canvas
/// in the seeds' screen coordinates (points, y down, origin top-left). Renderers (FrameIO's
/// SVG writer, `springsim render`) turn it into pictures; nothing here knows a file format.
public struct Drawing: Sendable, Hashable {
    /// The canvas: (0, 0) to (width, height) in points.
    public var width: Double
    public var height: Double
    /// Background fill, if any (the seeds draw white marks on coloured views).
    public var background: DrawingColor?
    /// Marks in painting order (later marks on top).
    public var marks: [DrawingMark]

    public init(width: Double, height: Double, background: DrawingColor? = nil, marks: [DrawingMark] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.marks = marks
    }
}

/// One mark of a ``Drawing``.
public enum DrawingMark: Sendable, Hashable {
    /// A path, stroked and/or filled.
    case path(Path, DrawingStyle)
    /// A text run with its baseline origin at `position`, rotated by `rotation` radians
    /// (clockwise on screen, as Core Animation's `transform.rotation.z`).
    case text(String, position: Point, rotation: Double, fontSize: Double, color: DrawingColor)
}

/// How a path is painted. `strokeEnd` trims the stroke by arc length as Core Animation's
/// `CAShapeLayer.strokeEnd` does (1 = whole path); `opacity` multiplies both paints.
public struct DrawingStyle: Sendable, Hashable {
    public var stroke: DrawingColor?
    public var lineWidth: Double
    public var fill: DrawingColor?
    public var strokeEnd: Double
    public var opacity: Double

    public init(stroke: DrawingColor? = nil, lineWidth: Double = 1, fill: DrawingColor? = nil, strokeEnd: Double = 1, opacity: Double = 1) {
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
        self.strokeEnd = strokeEnd
        self.opacity = opacity
    }
}

/// An sRGB colour with alpha, components in [0, 1].
public struct DrawingColor: Sendable, Hashable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = DrawingColor(red: 0, green: 0, blue: 0)
    public static let white = DrawingColor(red: 1, green: 1, blue: 1)

    /// The same colour with another alpha.
    public func withAlpha(_ a: Double) -> DrawingColor { DrawingColor(red: red, green: green, blue: blue, alpha: a) }
}

/// A scene that can also be drawn: the picture at any time of its animation (used for
/// filmstrips and animated SVG).
public protocol DrawableScene: Scene {
    /// The scene at `time` seconds.
    func drawing(at time: Double) -> Drawing
}
