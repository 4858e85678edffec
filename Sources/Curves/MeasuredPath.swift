import RealModule

/// Where a distance along a path lands.
public struct PathPosition: Hashable, Sendable {
    /// The point, in points.
    public var point: Point
    /// Direction of travel atan2(dy, dx), radians (clockwise on a y-down screen).
    public var angle: Double
    /// Arc length from the path's start, points.
    public var distance: Double
    /// Index of the segment in ``Path/segments``.
    public var segmentIndex: Int
    /// The segment's own parameter t ∈ [0, 1].
    public var parameter: Double
}

/// A glyph placed on a path the SVG `<textPath>` way.
/// SVG `text-anchor`: where the run of glyphs sits relative to the start offset.
public enum TextAnchor: String, Sendable, CaseIterable {
    case start, middle, end
}

public struct GlyphPlacement: Hashable, Sendable {
    /// Index into the advances given.
    public var index: Int
    /// Where the glyph's origin (left end of its advance, on the baseline) goes.
    public var origin: Point
    /// The glyph's rotation: the tangent angle at its midpoint, radians.
    public var angle: Double
    /// Arc length of the glyph's midpoint from the path's start.
    public var midpointDistance: Double
}

/// A path with every segment measured once: the cumulative arc-length table behind distance
/// queries, trimming (`CAShapeLayer.strokeStart/strokeEnd`), even sampling and text on a path
/// (Android's `PathMeasure`, Core Animation's `calculationMode = .paced`).
///
/// Accuracy: the whole length is within `accuracy` points (each segment gets an equal share);
/// positions are found by the inverse of ``ArcLength`` within the same accuracy. Moves draw
/// nothing and add no length.
public struct MeasuredPath: Sendable {
    public let path: Path
    public let accuracy: Double
    /// ``Path/segments``, in order.
    public let segments: [PathSegment]
    /// `lengths[i]` = arc length of segment i.
    public let lengths: [Double]
    /// `offsets[i]` = arc length from the path's start to the start of segment i; `offsets.last`
    /// = ``length``.
    public let offsets: [Double]
    /// Which subpath each segment belongs to.
    let subpathIndex: [Int]

    public init(_ path: Path, accuracy: Double = ArcLength.defaultAccuracy) {
        precondition(accuracy > 0, "MeasuredPath: accuracy must be > 0")
        self.path = path
        self.accuracy = accuracy
        var segs: [PathSegment] = [], owner: [Int] = []
        for (k, sp) in path.subpaths.enumerated() {
            segs += sp.segments
            owner += Array(repeating: k, count: sp.segments.count)
        }
        segments = segs
        subpathIndex = owner
        let share = accuracy / Double(max(1, segs.count))
        lengths = segs.map { $0.arcLength(from: 0, to: 1, accuracy: share) }
        var acc = [0.0]
        acc.reserveCapacity(segs.count + 1)
        var sum = 0.0
        for l in lengths {
            sum += l
            acc.append(sum)
        }
        offsets = acc
    }

    /// The total arc length, points.
    public var length: Double { offsets.last! }

    /// How far outside [0, ``length``] a distance may fall and still count as on the path: 4
    /// ulps of the length. A distance computed by adding up the segments' lengths (or by
    /// subtracting from the length, or as a fraction of it) differs from ``length`` by rounding
    /// alone — a few ulps — and kurbo likewise clamps such a distance to the end.
    public var distanceSlack: Double { 4 * length.ulp }

    /// `distance` clamped to [0, ``length``] when it lies inside or within ``distanceSlack``
    /// of that range (rounding only); nil when it is not finite or lies farther outside, which
    /// callers report as an error. Used by every distance query that must not silently move a
    /// real mistake onto the path (the CLI's `path at --distance`, glyphs on a path).
    public func clampedDistance(_ distance: Double) -> Double? {
        guard distance.isFinite, distance >= -distanceSlack, distance <= length + distanceSlack else { return nil }
        return min(max(distance, 0), length)
    }

    /// The position at arc length `distance` from the start, clamped to [0, length]; at a
    /// joint, the later segment's start. nil when the path draws nothing.
    public func position(atDistance distance: Double) -> PathPosition? {
        guard !segments.isEmpty else { return nil }
        let s = min(max(distance, 0), length)
        var (i, t) = locate(s)
        if t.isNaN { t = 0 }
        let seg = segments[i]
        return PathPosition(point: seg.point(at: t), angle: seg.tangentAngle(at: t), distance: s, segmentIndex: i, parameter: t)
    }

    /// The position at `fraction` · length (fraction clamped to [0, 1]); nil when the path
    /// draws nothing.
    public func position(atFraction fraction: Double) -> PathPosition? {
        position(atDistance: min(max(fraction, 0), 1) * length)
    }

    /// Segment index and parameter of arc length s ∈ [0, length].
    func locate(_ s: Double) -> (Int, Double) {
        // The first segment of positive length whose end lies beyond s; else the last drawn one.
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid + 1] > s { hi = mid } else { lo = mid + 1 }
        }
        if lo == segments.count {
            var i = segments.count - 1
            while i > 0 && lengths[i] == 0 { i -= 1 }
            return (i, 1)
        }
        let local = s - offsets[lo]
        let share = accuracy / Double(max(1, segments.count))
        let t = segments[lo].parameter(atArcLength: local, totalLength: lengths[lo], accuracy: share)
        return (lo, t)
    }

    /// The part of the path between arc lengths `from` and `to` (clamped to [0, length]), like
    /// `CAShapeLayer` with `strokeStart = from/length`, `strokeEnd = to/length`. Segments wholly
    /// inside are kept unchanged, so the whole range returns the path itself; the two cut
    /// segments are exact subsegments. Empty when from ≥ to.
    public func trimmed(fromDistance from: Double, toDistance to: Double) -> Path {
        let a = min(max(from, 0), length), b = min(max(to, 0), length)
        if a == 0 && b == length && (length > 0 || segments.isEmpty) { return path }
        guard a < b else { return Path() }
        return piece(from: locate(a), to: locate(b))
    }

    /// The segments from (ia, ta) to (ib, tb) (segment index, parameter; the first not after the
    /// second): the cut segments as exact subsegments, the others unchanged, a closed subpath
    /// kept whole staying closed.
    func piece(from start: (Int, Double), to stop: (Int, Double)) -> Path {
        let (ia, ta) = start, (ib, tb) = stop
        var out: [Subpath] = []
        var current: Subpath?
        var currentOwner = -1
        var allWhole = true
        func finish() {
            guard var c = current else { return }
            // A closed subpath kept whole stays closed.
            let original = path.subpaths[currentOwner]
            if allWhole && c.segments.count == original.segments.count { c.isClosed = original.isClosed }
            out.append(c)
        }
        for i in ia...ib {
            let t0 = i == ia ? ta : 0, t1 = i == ib ? tb : 1
            if t0 >= t1 && !(lengths[i] == 0 && i != ia && i != ib) { continue }
            let whole = t0 == 0 && t1 == 1
            let piece = whole ? segments[i] : segments[i].subsegment(from: t0, to: t1)
            if subpathIndex[i] != currentOwner {
                finish()
                current = Subpath(start: piece.start)
                currentOwner = subpathIndex[i]
                allWhole = true
            }
            allWhole = allWhole && whole
            current!.segments.append(piece)
        }
        finish()
        return Path(subpaths: out)
    }

    /// ``trimmed(fromDistance:toDistance:)`` with fractions of the length.
    public func trimmed(fromFraction a: Double, toFraction b: Double) -> Path {
        trimmed(fromDistance: a * length, toDistance: b * length)
    }

    /// `count` positions evenly spaced in arc length: s_i = length·i/(count − 1), both ends
    /// included (one position at s = 0 when count = 1). Empty when the path draws nothing.
    public func evenlySpacedPositions(count: Int) -> [PathPosition] {
        precondition(count >= 1, "MeasuredPath: count must be ≥ 1")
        guard !segments.isEmpty else { return [] }
        if count == 1 { return [position(atDistance: 0)!] }
        return (0..<count).map { i in
            position(atDistance: i == count - 1 ? length : length * Double(i) / Double(count - 1))!
        }
    }

    /// Places glyphs with the given advances (points) along the path, as SVG `<textPath>` does:
    /// glyph k's midpoint goes at s_k = offset + shift + Σ_{j<k} advance_j + advance_k/2, the
    /// glyph is rotated to the tangent there, and its origin is the midpoint moved back by
    /// advance_k/2 along the tangent. `anchor` is SVG's `text-anchor`: the run starts at the
    /// offset (start), is centred on it (middle, shift = −total/2) or ends at it (end,
    /// shift = −total). Glyphs whose midpoint falls off the path (s_k < 0 or s_k > length) are
    /// not placed (SVG 1.1 §10.13.3); a midpoint off by rounding only (``clampedDistance(_:)``)
    /// is placed at the end it rounds past.
    public func glyphPlacements(advances: [Double], offset: Double = 0, anchor: TextAnchor = .start) -> [GlyphPlacement] {
        var out: [GlyphPlacement] = []
        let total = advances.reduce(0, +)
        var s = offset + (anchor == .start ? 0 : (anchor == .middle ? -0.5 * total : -total))
        for (k, adv) in advances.enumerated() {
            let mid = s + 0.5 * adv
            s += adv
            guard let on = clampedDistance(mid), let p = position(atDistance: on) else { continue }
            let (sn, cs) = (Double.sin(p.angle), Double.cos(p.angle))
            let origin = Point(p.point.x - 0.5 * adv * cs, p.point.y - 0.5 * adv * sn)
            out.append(GlyphPlacement(index: k, origin: origin, angle: p.angle, midpointDistance: mid))
        }
        return out
    }
}
