/// A run of connected segments that starts with a move.
public struct Subpath: Hashable, Sendable {
    /// Where the move put the pen.
    public var start: Point
    /// The drawn segments, each starting where the previous one ended.
    public var segments: [PathSegment]
    /// Whether the subpath was closed; the last segment is then the closing line back to
    /// ``start`` (kept even when it has length zero).
    public var isClosed: Bool

    public init(start: Point, segments: [PathSegment] = [], isClosed: Bool = false) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// Where the pen is after the last segment.
    public var end: Point { segments.last?.end ?? start }
}

/// A vector path with `UIBezierPath` semantics: `move(to:)` starts a subpath; `addLine`,
/// `addQuadCurve`, `addCurve` and `addArc` draw from the current point; `close()` draws the
/// closing line and puts the current point back at the subpath's start, where the next drawing
/// command starts a new subpath. Coordinates are points with the y axis **down** (UIKit, SVG),
/// so clockwise means clockwise on screen.
///
/// Arc-length operations (length, point at a distance, trimming, sampling, text on a path) live
/// on ``MeasuredPath``, which measures every segment once.
public struct Path: Hashable, Sendable {
    public private(set) var subpaths: [Subpath]
    private var reopenAfterClose = false

    public init() { subpaths = [] }

    public init(subpaths: [Subpath]) {
        self.subpaths = subpaths
        reopenAfterClose = subpaths.last?.isClosed ?? false
    }

    /// Where the next segment starts, nil before the first move.
    public var currentPoint: Point? { subpaths.last.map { $0.isClosed ? $0.start : $0.end } }

    /// Every segment in drawing order (the index used by ``PathPosition/segmentIndex``).
    public var segments: [PathSegment] { subpaths.flatMap(\.segments) }

    public var isEmpty: Bool { subpaths.isEmpty }

    public mutating func move(to p: Point) {
        subpaths.append(Subpath(start: p))
        reopenAfterClose = false
    }

    /// Appends a segment that starts at the current point (UIBezierPath: drawing with no
    /// current point is a programming error).
    public mutating func append(_ segment: PathSegment) {
        precondition(!subpaths.isEmpty, "Path: no current point; call move(to:) first")
        if reopenAfterClose {
            subpaths.append(Subpath(start: subpaths[subpaths.count - 1].start))
            reopenAfterClose = false
        }
        subpaths[subpaths.count - 1].segments.append(segment)
    }

    public mutating func addLine(to p: Point) { append(.line(Line(currentPoint!, p))) }

    public mutating func addQuadCurve(to p: Point, controlPoint c: Point) {
        append(.quadratic(QuadraticBezier(currentPoint!, c, p)))
    }

    public mutating func addCurve(to p: Point, controlPoint1 c1: Point, controlPoint2 c2: Point) {
        append(.cubic(CubicBezier(currentPoint!, c1, c2, p)))
    }

    /// `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the
    /// current point (if any) to the arc's start, then the arc. Angles in radians; clockwise on
    /// a y-down screen = increasing angle.
    public mutating func addArc(withCenter c: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let arc = EllipticalArc(center: c, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        if currentPoint == nil { move(to: arc.start) } else if currentPoint! != arc.start { addLine(to: arc.start) }
        append(.arc(arc))
    }

    /// Draws the closing line back to the subpath's start and marks it closed.
    public mutating func close() {
        guard let last = subpaths.last, !reopenAfterClose else { return }
        append(.line(Line(last.end, last.start)))
        subpaths[subpaths.count - 1].isClosed = true
        reopenAfterClose = true
    }

    /// The union of the segments' exact bounds and the moves' points; nil for an empty path.
    public var boundingBox: Rect? {
        var r: Rect?
        for sp in subpaths {
            var b = Rect(sp.start, sp.start)
            for s in sp.segments { b = b.union(s.boundingBox) }
            r = r.map { $0.union(b) } ?? b
        }
        return r
    }
}
