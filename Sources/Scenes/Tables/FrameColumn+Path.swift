import FrameIO

// The columns the path tables share, named once: where on the path (arc length, the segment's
// parameter, the segment) and the point itself.
extension FrameColumn {
    static let pathArcLength = FrameColumn("s", .real, unit: "pt", "arc length from the start")
    static let pathParameter = FrameColumn("t", .real, unit: "1", "the segment's own parameter")
    static let pathSegment = FrameColumn("segment", .integer, "0-based index of the drawn segment")
    static let pathPointX = FrameColumn("x", .real, unit: "pt", "x of the point")
    static let pathPointY = FrameColumn("y", .real, unit: "pt", "y of the point (down)")
    static let pathAngle = FrameColumn("angle", .real, unit: "rad", "direction of travel, atan2(dy, dx)")
}
