import Curves
import FrameIO

// What `springsim path at | sample | text` write: positions along an SVG path by arc length,
// as library tables. Coordinates are points with the y axis down (UIKit, SVG); angles are
// atan2(dy, dx) of the direction of travel in radians, growing clockwise on screen. Arc
// lengths are those of `MeasuredPath`: accurate to its `accuracy` (1e-12 points by
// default; circles exact), and a position at a distance is located to the same accuracy.

/// The point at one arc-length distance along a path (`springsim path at`).
///
/// Columns: `x`, `y` (pt), `angle` (rad, the tangent's direction), `t` (the segment's own
/// parameter in [0, 1]), `segment` (0-based index of the drawn segment, moves not counted; at a
/// joint the later segment).
public struct PathPositionTable: Sendable, RecordTable {
    public let path: MeasuredPath
    /// Arc length from the start, in points, clamped to [0, length].
    public let distance: Double

    /// The position at `distance` points along `path`.
    /// - Precondition: the path draws at least one segment.
    public init(path: MeasuredPath, distance: Double) {
        precondition(!path.segments.isEmpty, "PathPositionTable: the path draws nothing")
        self.path = path
        self.distance = distance
    }

    /// The position at `fraction` (in [0, 1]) of the path's length.
    public init(path: MeasuredPath, fraction: Double) {
        self.init(path: path, distance: fraction * path.length)
    }

    public static let columns: [FrameColumn] = [.pathPointX, .pathPointY, .pathAngle, .pathParameter, .pathSegment]

    /// The one row: the position, located when asked for.
    public var records: CollectionOfOne<PathPosition> { CollectionOfOne(path.position(atDistance: distance)!) }

    public static func emitFields(of p: PathPosition, into sink: some RowSink) throws {
        try sink.fields(p.point, p.angle, p.parameter, p.segmentIndex)
    }
}

/// `count` points evenly spaced in arc length along a path, both ends included
/// (`springsim path sample`): point i at sᵢ = length·i/(count − 1) (exactly `length` for the
/// last; one point at 0 when count = 1).
///
/// Columns: `index`, `s` (pt, arc length from the start), `x`, `y` (pt), `angle` (rad).
public struct PathSampleTable: Sendable, RecordTable {
    public let path: MeasuredPath
    public let count: Int

    /// - Precondition: `count` ≥ 1 and the path draws at least one segment.
    public init(path: MeasuredPath, count: Int) {
        precondition(count >= 1, "PathSampleTable: count must be ≥ 1")
        precondition(!path.segments.isEmpty, "PathSampleTable: the path draws nothing")
        self.path = path
        self.count = count
    }

    public static let columns: [FrameColumn] = [
        FrameColumn("index", .integer, "0-based index of the point"), .pathArcLength, .pathPointX, .pathPointY, .pathAngle,
    ]

    /// The `count` points with their indices, in order, each located as its row is written.
    public var records: LazyMapCollection<Range<Int>, (index: Int, position: PathPosition)> {
        let path = path, count = count, length = path.length
        return (0..<count).lazy.map { i in
            let s = count == 1 ? 0 : (i == count - 1 ? length : length * Double(i) / Double(count - 1))
            return (i, path.position(atDistance: s)!)
        }
    }

    public static func emitFields(of point: (index: Int, position: PathPosition), into sink: some RowSink) throws {
        try sink.fields(point.index, point.position.distance, point.position.point, point.position.angle)
    }
}

/// Glyphs placed along a path as SVG `<textPath>` does (`springsim path text`); see
/// `MeasuredPath/glyphPlacements(advances:offset:anchor:)` for the placement rule. Glyphs
/// whose midpoint falls off the path are left out.
///
/// Columns: `glyph` (0-based index into the advances), `x`, `y` (pt, the glyph's origin on the
/// baseline), `angle` (rad, the glyph's rotation: the tangent at its midpoint).
public struct PathTextTable: Sendable, RecordTable {
    /// The glyphs placed, in order.
    public let placements: [GlyphPlacement]

    /// - Parameters:
    ///   - path: the measured path the text runs along.
    ///   - advances: each glyph's advance in points (≥ 0, finite).
    ///   - offset: arc length before the run (SVG `startOffset`), points.
    ///   - anchor: SVG `text-anchor`.
    public init(path: MeasuredPath, advances: [Double], offset: Double = 0, anchor: TextAnchor = .start) {
        placements = path.glyphPlacements(advances: advances, offset: offset, anchor: anchor)
    }

    public static let columns: [FrameColumn] = [
        FrameColumn("glyph", .integer, "0-based index into the advances"),
        FrameColumn("x", .real, unit: "pt", "x of the glyph's origin"),
        FrameColumn("y", .real, unit: "pt", "y of the glyph's origin (down)"),
        FrameColumn("angle", .real, unit: "rad", "the glyph's rotation, the tangent at its midpoint"),
    ]

    /// One row per placed glyph.
    public var records: [GlyphPlacement] { placements }

    public static func emitFields(of g: GlyphPlacement, into sink: some RowSink) throws {
        try sink.fields(g.index, g.origin, g.angle)
    }
}
