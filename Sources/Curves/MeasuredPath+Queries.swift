// Implementation goals, in order of priority:
//  1. Every query answers on the whole path in the coordinates of ``Path/segments`` (segment
//     index + the segment's own parameter) *and* in arc length from the path's start, so a
//     caller can move between the two without re-measuring.
//  2. The accuracy of the segment queries (closed forms, polynomial roots) is kept: lengths
//     between parameters are integrated over the part asked for, not as differences of long
//     prefixes; distances of points come from the measured table plus one partial length.

import RealModule

/// A place on a path: the index of a drawn segment (in ``Path/segments`` order, moves not
/// counted) and that segment's own parameter t ∈ [0, 1].
public struct PathLocation: Sendable, Hashable {
    public var segmentIndex: Int
    public var parameter: Double

    public init(segmentIndex: Int, parameter: Double) {
        self.segmentIndex = segmentIndex
        self.parameter = parameter
    }
}

/// The local geometry of a path at one place: point, unit tangent, unit normal and signed
/// curvature (see ``PathSegment/curvature(at:)`` for the sign convention).
public struct PathFrame: Sendable, Hashable {
    public var point: Point
    /// Unit tangent, the direction of travel.
    public var tangent: Point
    /// Unit normal: the tangent turned by +π/2 (to the right of travel on a y-down screen).
    public var normal: Point
    /// Signed curvature in 1/points (positive turning clockwise on screen); nil at a cusp.
    public var curvature: Double?
    /// Arc length from the path's start, points.
    public var distance: Double
    public var location: PathLocation
}

/// A point of a path where x′ or y′ vanishes, or where the curvature changes sign.
public struct PathFeature: Sendable, Hashable {
    public var location: PathLocation
    /// Arc length from the path's start, points.
    public var distance: Double
    public var point: Point
    /// The axis whose derivative vanishes; nil for an inflection.
    public var axis: ExtremumAxis?
}

/// The point of a path nearest to a given point.
public struct PathNearestPoint: Sendable, Hashable {
    public var location: PathLocation
    public var point: Point
    /// |point − query|, points.
    public var distance: Double
    /// Arc length of `point` from the path's start, points.
    public var arcLength: Double
}

extension Path {
    /// The signed area enclosed by the path, ½∮(x dy − y dx) summed over its subpaths by the
    /// closed forms of ``PathSegment/signedArea(relativeTo:)`` (each subpath relative to its own
    /// start). Positive for a loop drawn clockwise on a y-down screen (UIKit, SVG), negative
    /// counter-clockwise; a figure eight's lobes cancel; reversing the path negates it. In
    /// square points; error a few ulps of the sum of the terms' magnitudes.
    ///
    /// nil when a subpath that draws something is open — neither closed with Z / `close()` nor
    /// ending exactly at its start — since its area is then undefined. A subpath that only
    /// moves adds nothing.
    public var signedArea: Double? {
        var total = 0.0
        for sp in subpaths where !sp.segments.isEmpty {
            guard sp.isClosed || sp.end == sp.start else { return nil }
            for s in sp.segments { total += s.signedArea(relativeTo: sp.start) }
        }
        return total
    }

    /// The same path drawn backwards: subpaths in reverse order, each from its end to its start,
    /// every segment reversed exactly (``PathSegment/reversed``). A closed
    /// subpath becomes an open one that draws the same loop back to its start (its closing
    /// line first), so its area is still defined.
    public var reversed: Path {
        Path(
            subpaths: subpaths.reversed().map { sp in
                Subpath(start: sp.end, segments: sp.segments.reversed().map { $0.reversed }, isClosed: false)
            })
    }
}

extension PathSegment {
    /// The segment drawn from its end to its start (exact: control points in reverse order; an
    /// arc with the opposite sweep).
    public var reversed: PathSegment {
        switch self {
        case .line(let l): return .line(Line(l.end, l.start))
        case .quadratic(let q): return .quadratic(QuadraticBezier(q.p2, q.p1, q.p0))
        case .cubic(let c): return .cubic(CubicBezier(c.p3, c.p2, c.p1, c.p0))
        case .arc(let a):
            var r = a
            r.startAngle = a.startAngle + a.sweep
            r.sweep = -a.sweep
            r.start = a.end
            r.end = a.start
            return .arc(r)
        }
    }
}

extension MeasuredPath {
    /// Arc length from the path's start to `location`: the measured offset of its segment plus
    /// the segment's length from 0 to t. Accuracy: ``accuracy`` (shared as for ``length``).
    public func distance(at location: PathLocation) -> Double {
        let i = location.segmentIndex
        precondition(segments.indices.contains(i), "MeasuredPath: segment index out of range")
        let t = location.parameter
        if t == 0 { return offsets[i] }
        if t == 1 { return offsets[i + 1] }
        let share = accuracy / Double(max(1, segments.count))
        return offsets[i] + segments[i].arcLength(from: 0, to: t, accuracy: share)
    }

    /// The arc length between two places (negative when `to` comes before `from`). On one
    /// segment it is that segment's s(t0, t1), integrated over [t0, t1] alone (closed forms for
    /// lines, quadratics and circles); across segments, s(t0, 1) of the first, the measured
    /// lengths in between and s(0, t1) of the last. Accuracy: ``accuracy`` points.
    public func length(from a: PathLocation, to b: PathLocation) -> Double {
        precondition(
            segments.indices.contains(a.segmentIndex) && segments.indices.contains(b.segmentIndex),
            "MeasuredPath: segment index out of range")
        if (b.segmentIndex, b.parameter) < (a.segmentIndex, a.parameter) { return -length(from: b, to: a) }
        let share = accuracy / Double(max(1, segments.count))
        if a.segmentIndex == b.segmentIndex {
            return segments[a.segmentIndex].arcLength(from: a.parameter, to: b.parameter, accuracy: share)
        }
        let first = segments[a.segmentIndex].arcLength(from: a.parameter, to: 1, accuracy: share)
        let middle = offsets[b.segmentIndex] - offsets[a.segmentIndex + 1]
        let last = segments[b.segmentIndex].arcLength(from: 0, to: b.parameter, accuracy: share)
        return first + middle + last
    }

    /// The place at arc length `distance` (clamped to [0, ``length``]); at a joint, the later
    /// segment's start. nil when the path draws nothing.
    public func location(atDistance distance: Double) -> PathLocation? {
        guard !segments.isEmpty else { return nil }
        var (i, t) = locate(min(max(distance, 0), length))
        if t.isNaN { t = 0 }
        return PathLocation(segmentIndex: i, parameter: t)
    }

    /// Point, unit tangent, unit normal and signed curvature at `location`.
    public func frame(at location: PathLocation) -> PathFrame {
        let seg = segments[location.segmentIndex]
        let t = location.parameter
        return PathFrame(
            point: seg.point(at: t), tangent: seg.unitTangent(at: t), normal: seg.unitNormal(at: t),
            curvature: seg.curvature(at: t), distance: distance(at: location), location: location)
    }

    /// ``frame(at:)`` at arc length `distance` (clamped to [0, ``length``]; at a joint the later
    /// segment). nil when the path draws nothing.
    public func frame(atDistance distance: Double) -> PathFrame? {
        guard let loc = location(atDistance: distance) else { return nil }
        var f = frame(at: loc)
        f.distance = min(max(distance, 0), length)
        return f
    }

    /// Every extremum (``PathSegment/extrema``) of every segment, in path order, with its
    /// distance along the path and its point. Together with the segments' ends these are all
    /// the candidates for the tight bounding box.
    public var extrema: [PathFeature] {
        var out: [PathFeature] = []
        for (i, seg) in segments.enumerated() {
            for e in seg.extrema {
                let loc = PathLocation(segmentIndex: i, parameter: e.t)
                out.append(PathFeature(location: loc, distance: distance(at: loc), point: seg.point(at: e.t), axis: e.axis))
            }
        }
        return out
    }

    /// Every inflection (``PathSegment/inflections``) of every segment, in path order.
    public var inflections: [PathFeature] {
        var out: [PathFeature] = []
        for (i, seg) in segments.enumerated() {
            for t in seg.inflections {
                let loc = PathLocation(segmentIndex: i, parameter: t)
                out.append(PathFeature(location: loc, distance: distance(at: loc), point: seg.point(at: t), axis: nil))
            }
        }
        return out
    }

    /// The point of the path nearest to `p` (``PathSegment/nearestPoint(to:)`` on every segment,
    /// the first of equally near ones), with its arc length from the start. nil when the path
    /// draws nothing.
    public func nearestPoint(to p: Point) -> PathNearestPoint? {
        guard let (i, n) = path.nearestPoint(to: p) else { return nil }
        let loc = PathLocation(segmentIndex: i, parameter: n.t)
        return PathNearestPoint(location: loc, point: n.point, distance: n.distance, arcLength: distance(at: loc))
    }

    /// The path cut in two at arc length `distance` (clamped to [0, ``length``]): the part
    /// before and the part after, as ``trimmed(fromDistance:toDistance:)`` makes them. The cut
    /// segment's two pieces are exact subsegments at the same parameter, so the first part ends
    /// exactly where the second begins; their lengths add up to ``length`` within
    /// 2·``accuracy``. A cut at 0 gives an empty first part, at ``length`` an empty second.
    public func split(atDistance distance: Double) -> (before: Path, after: Path) {
        let s = min(max(distance, 0), length)
        return (trimmed(fromDistance: 0, toDistance: s), trimmed(fromDistance: s, toDistance: length))
    }

    /// The path cut in two at `location` exactly: the cut segment is split at that parameter
    /// (``PathSegment/subsegment(from:to:)``), so the first part ends at, and the second starts
    /// at, exactly `segments[i].point(at: t)`. A location at distance 0 gives an empty first part,
    /// one at ``length`` an empty second (the other is then the whole path).
    public func split(at location: PathLocation) -> (before: Path, after: Path) {
        precondition(segments.indices.contains(location.segmentIndex), "MeasuredPath: segment index out of range")
        let s = distance(at: location)
        let cut = (location.segmentIndex, location.parameter)
        if s <= 0 { return (Path(), path) }
        if s >= length { return (path, Path()) }
        return (piece(from: locate(0), to: cut), piece(from: cut, to: locate(length)))
    }
}
