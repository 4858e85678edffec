import Curves

extension PolylineReduction {
    /// `path` with each subpath made only of straight segments reduced per column of width
    /// `columnWidth` (in the path's units, x from 0) by the rule of ``reduce(x:y:column:)``:
    /// per run of vertices in one column, the first, last and extreme vertices, in order. Every
    /// kept vertex is an original one bit for bit, the extremes (so the bounding box) are
    /// exact, and the stroke drawn at that column width covers the same pixel columns; curved
    /// subpaths and subpaths of fewer than four vertices are kept as they are. A subpath's start
    /// and its last vertex are always kept, so a closed subpath closes the same way.
    public static func reduce(_ path: Path, columnWidth: Double) -> Path {
        guard columnWidth > 0 && columnWidth.isFinite else { return path }
        var changed = false
        let subpaths = path.subpaths.map { sub -> Subpath in
            guard sub.segments.count >= 3 else { return sub }
            var xs = [sub.start.x], ys = [sub.start.y]
            xs.reserveCapacity(sub.segments.count + 1)
            ys.reserveCapacity(sub.segments.count + 1)
            for segment in sub.segments {
                guard case .line(let line) = segment else { return sub }
                xs.append(line.end.x)
                ys.append(line.end.y)
            }
            let (rx, ry) = reduce(x: xs, y: ys) { ($0 / columnWidth).rounded(.down) }
            guard rx.count < xs.count else { return sub }
            changed = true
            var points = zip(rx, ry).map { Point(x: $0, y: $1) }
            // A run of breaks keeps its first sample, not necessarily the last: keep the end.
            if points.last != Point(x: xs.last!, y: ys.last!) { points.append(Point(x: xs.last!, y: ys.last!)) }
            var reduced = Subpath(start: points[0], isClosed: sub.isClosed)
            reduced.segments = zip(points, points.dropFirst()).map { .line(Line($0, $1)) }
            return reduced
        }
        return changed ? Path(subpaths: subpaths) : path
    }
}
