import Curves
import FrameIO

// What `springsim path tangent | bounds | extrema | inflections | nearest` write: curve queries
// on an SVG path as library tables. Coordinates are points with the y axis down (UIKit, SVG);
// `segment` is the 0-based index of the drawn segment (moves not counted) and `t` its own
// parameter in [0, 1]; `s` is the arc length from the path's start (accurate to the
// `MeasuredPath`'s accuracy, 1e-12 points by default).

/// The local geometry at one place on a path (`springsim path tangent`).
///
/// Columns: `x`, `y` (pt), `tangent_x`, `tangent_y` (the unit tangent, direction of travel),
/// `normal_x`, `normal_y` (the unit normal, the tangent turned by +π/2: to the right of travel
/// on a y-down screen), `curvature` (1/pt, signed: positive turning clockwise on screen; the
/// centre of curvature is the point + normal/curvature), `s` (pt), `t`, `segment`.
public struct PathFrameTable: Sendable, RecordTable {
    public let frame: PathFrame

    /// - Precondition: the frame has a curvature (it is not at a cusp).
    public init(frame: PathFrame) {
        precondition(frame.curvature != nil, "PathFrameTable: the curvature is undefined at a cusp")
        self.frame = frame
    }

    public static let columns: [FrameColumn] = [
        .pathPointX, .pathPointY,
        FrameColumn("tangent_x", .real, unit: "1", "unit tangent, x"),
        FrameColumn("tangent_y", .real, unit: "1", "unit tangent, y"),
        FrameColumn("normal_x", .real, unit: "1", "unit normal (tangent turned +π/2), x"),
        FrameColumn("normal_y", .real, unit: "1", "unit normal (tangent turned +π/2), y"),
        FrameColumn("curvature", .real, unit: "1/pt", "signed curvature, positive clockwise on screen"),
        .pathArcLength, .pathParameter, .pathSegment,
    ]

    /// The one row.
    public var records: CollectionOfOne<PathFrame> { CollectionOfOne(frame) }

    public static func emitFields(of frame: PathFrame, into sink: some RowSink) throws {
        try sink.fields(
            frame.point, frame.tangent, frame.normal, frame.curvature!, frame.distance, frame.location.parameter,
            frame.location.segmentIndex)
    }
}

/// The tight axis-aligned bounding box of a path (`springsim path bounds`): the extremes of its
/// segments' ends, their extrema (x′ = 0 or y′ = 0) and the moves' points — not the control
/// hull. Columns: `min_x`, `min_y`, `max_x`, `max_y` (pt).
public struct PathBoundsTable: Sendable, RecordTable {
    public let box: Rect

    /// - Precondition: the path is not empty.
    public init(path: Path) {
        precondition(!path.isEmpty, "PathBoundsTable: the path is empty")
        box = path.boundingBox!
    }

    public static let columns: [FrameColumn] = [
        FrameColumn("min_x", .real, unit: "pt", "left edge"),
        FrameColumn("min_y", .real, unit: "pt", "top edge (y down)"),
        FrameColumn("max_x", .real, unit: "pt", "right edge"),
        FrameColumn("max_y", .real, unit: "pt", "bottom edge (y down)"),
    ]

    /// The one row.
    public var records: CollectionOfOne<Rect> { CollectionOfOne(box) }

    public static func emitFields(of box: Rect, into sink: some RowSink) throws {
        try sink.fields(box.minX, box.minY, box.maxX, box.maxY)
    }
}

/// Extrema or inflections of a path, in path order (`springsim path extrema | inflections`).
///
/// Columns: `segment`, `t`, `s` (pt), `x`, `y` (pt), `kind` (`x` where x′ = 0, `y` where
/// y′ = 0, `inflection` where the curvature changes sign).
public struct PathFeatureTable: Sendable, RecordTable {
    public let features: [PathFeature]

    /// Which features to list.
    public enum Selection: Sendable { case extrema, inflections }

    public init(path: MeasuredPath, _ selection: Selection) {
        features = selection == .extrema ? path.extrema : path.inflections
    }

    public static let columns: [FrameColumn] = [
        .pathSegment, .pathParameter, .pathArcLength, .pathPointX, .pathPointY,
        FrameColumn("kind", .text, "x (x′ = 0), y (y′ = 0) or inflection"),
    ]

    public var records: [PathFeature] { features }

    public static func emitFields(of f: PathFeature, into sink: some RowSink) throws {
        try sink.fields(f.location.segmentIndex, f.location.parameter, f.distance, f.point, f.axis?.rawValue ?? "inflection")
    }
}

/// The point of a path nearest to a given point (`springsim path nearest`).
///
/// Columns: `x`, `y` (pt, the nearest point), `distance` (pt, from the given point), `s` (pt),
/// `t`, `segment`.
public struct PathNearestTable: Sendable, RecordTable {
    public let nearest: PathNearestPoint

    /// - Precondition: the path draws at least one segment.
    public init(path: MeasuredPath, point: Point) {
        nearest = path.nearestPoint(to: point)!
    }

    public static let columns: [FrameColumn] = [
        FrameColumn("x", .real, unit: "pt", "x of the nearest point"),
        FrameColumn("y", .real, unit: "pt", "y of the nearest point (down)"),
        FrameColumn("distance", .real, unit: "pt", "distance from the given point"),
        .pathArcLength, .pathParameter, .pathSegment,
    ]

    /// The one row.
    public var records: CollectionOfOne<PathNearestPoint> { CollectionOfOne(nearest) }

    public static func emitFields(of nearest: PathNearestPoint, into sink: some RowSink) throws {
        try sink.fields(nearest.point, nearest.distance, nearest.arcLength, nearest.location.parameter, nearest.location.segmentIndex)
    }
}
