// Fuzzes the SVG path-data parser (`Path(svgPathData:)`), then measures what parses: arc
// length, positions at distances, trimming — numeric traps in the measuring count as much as
// traps in the parsing.
//
// Invariants beyond "no trap":
// - an error's offset lies within the text (0…count of Unicode scalars);
// - every coordinate of a parsed path is finite (overflowing coordinates are an error);
// - when every coordinate is 0 or of magnitude in [1e-100, 1e100] (so no squared term can
//   overflow or underflow): the length is finite and ≥ 0, segment offsets never decrease,
//   positions are finite and lie on [0, length];
// - the path's own serialisation (`svgPathData`) parses back; for paths without arcs, to the
//   same path exactly (shortest round-trip decimals).
import FuzzSupport
import SpringSim

fuzzMain { bytes in
    let input = text(bytes)
    let path: Path
    do throws(SVGPathError) {
        path = try Path(svgPathData: input)
    } catch {
        require(error.offset >= 0 && error.offset <= input.unicodeScalars.count, "offset \(error.offset) outside the text: \(error)")
        return
    }
    var magnitude = 0.0, smallest = Double.infinity
    var hasArc = false
    for sp in path.subpaths {
        for p in [sp.start] + sp.segments.flatMap({ points(of: $0, hasArc: &hasArc) }) {
            for v in [abs(p.x), abs(p.y)] {
                magnitude = max(magnitude, v)
                if v > 0 { smallest = min(smallest, v) }
            }
        }
    }
    require(!magnitude.isNaN && magnitude.isFinite, "\(input): a coordinate is not finite")
    guard magnitude <= 1e100 && smallest >= 1e-100 else { return }

    let measured = MeasuredPath(path)
    let length = measured.length
    require(length.isFinite && length >= 0, "\(input): length \(length)")
    for k in 1..<measured.offsets.count {
        require(measured.offsets[k] >= measured.offsets[k - 1], "\(input): offsets decrease at \(k): \(measured.offsets)")
    }
    // Distances at fixed fractions, plus one taken from the input's bytes.
    var fractions: [Double] = [0, 0.25, 0.5, 1]
    if let b = bytes.last { fractions.append(Double(b) / 255) }
    for f in fractions {
        guard let p = measured.position(atFraction: f) else {
            require(measured.segments.isEmpty, "\(input): no position at \(f) of a path that draws")
            continue
        }
        require(p.point.x.isFinite && p.point.y.isFinite, "\(input): position at \(f) is \(p.point)")
        require(p.distance >= 0 && p.distance <= length, "\(input): distance \(p.distance) outside [0, \(length)]")
        require(!p.angle.isNaN, "\(input): tangent angle at \(f) is NaN")
    }
    _ = measured.trimmed(fromFraction: 0.25, toFraction: 0.75)

    let written = path.svgPathData
    do {
        let again = try Path(svgPathData: written)
        if !hasArc { require(again == path, "\(input): \(written) parses to a different path") }
    } catch {
        require(false, "\(input): its serialisation \(written) does not parse: \(error)")
    }
}

func points(of segment: PathSegment, hasArc: inout Bool) -> [Point] {
    switch segment {
    case .line(let l): return [l.start, l.end]
    case .quadratic(let q): return [q.p0, q.p1, q.p2]
    case .cubic(let c): return [c.p0, c.p1, c.p2, c.p3]
    case .arc(let a):
        hasArc = true
        return [a.start, a.end, a.center, a.radii]
    }
}
