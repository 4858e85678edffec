import Curves

/// How a chart line passes through its points.
public enum ChartCurveStyle: String, Sendable, Hashable, CaseIterable, Decodable {
    public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder, what: "curve") }

    /// WYChart's `kWYLineChartMainBezierWaveLine`: two quadratic Béziers per pair of points,
    /// meeting at the pair's midpoint (see ``ChartCurve/waveQuadratics(through:)``).
    case quadratic
    /// Seed 000's cubic Béziers with midpoint controls (see ``ChartCurve/midpointCubics(through:)``).
    case cubic
    /// Straight segments (WYChart's `kWYLineChartMainStraightLine`).
    case straight
}

/// A chart line: the segments of the curve through a chart's points, in order, as
/// `UIBezierPath` would hold them (`move(to: points[0])`, then one `add…` per segment).
///
/// Every builder is exact: control points are midpoints and copies of the input coordinates,
/// so each is within one rounding (½ ulp) of its real value.
public struct ChartCurve: Sendable, Hashable {
    /// The segments, each starting where the previous one ends.
    public let segments: [PathSegment]

    public init(segments: [PathSegment]) { self.segments = segments }

    /// The curve through `points` in `style`.
    /// - Precondition: at least 2 points.
    public init(through points: [Point], style: ChartCurveStyle) {
        precondition(points.count >= 2, "ChartCurve: needs at least 2 points")
        switch style {
        case .quadratic: segments = Self.waveQuadratics(through: points).map(PathSegment.quadratic)
        case .cubic: segments = Self.midpointCubics(through: points).map(PathSegment.cubic)
        case .straight: segments = zip(points, points.dropFirst()).map { .line(Line($0, $1)) }
        }
    }

    /// The number of segments of the curve through `count` ≥ 2 points in `style`: two per pair
    /// of points for the wave quadratics, one otherwise.
    @inlinable public static func segmentCount(points count: Int, style: ChartCurveStyle) -> Int {
        style == .quadratic ? 2 * (count - 1) : count - 1
    }

    /// The index k of the pair of points (k, k + 1) that segment `i` of a `style` curve joins.
    @inlinable public static func pointIndex(ofSegment i: Int, style: ChartCurveStyle) -> Int {
        style == .quadratic ? i / 2 : i
    }

    /// Segment `i` of the curve in `style` through a sequence of points whose pair
    /// (``pointIndex(ofSegment:style:)``, the next) is `p0`, `p1`: exactly (bit for bit) the
    /// segment `init(through:style:)` builds, without building the others — a chart with many
    /// points computes its curve one segment at a time instead of holding it.
    @inlinable public static func segment(_ i: Int, style: ChartCurveStyle, from p0: Point, to p1: Point) -> PathSegment {
        switch style {
        case .quadratic:
            // waveQuadratics(through:): P₀ → M, then M → P₁.
            let m = Point((p0.x + p1.x) / 2, (p0.y + p1.y) / 2)
            if i % 2 == 0 { return .quadratic(QuadraticBezier(p0, Point((p0.x + m.x) / 2, p0.y), m)) }
            return .quadratic(QuadraticBezier(m, Point((m.x + p1.x) / 2, p1.y), p1))
        case .cubic:
            let mx = (p0.x + p1.x) / 2
            return .cubic(CubicBezier(p0, Point(mx, p0.y), Point(mx, p1.y), p1))
        case .straight:
            return .line(Line(p0, p1))
        }
    }

    /// `segment` moved by `dy` points vertically (every end and control point), as
    /// ``offset(dy:)`` moves each segment.
    @inlinable public static func offset(_ segment: PathSegment, dy: Double) -> PathSegment {
        let d = Point(0, dy)
        switch segment {
        case .line(let c): return .line(Line(c.start + d, c.end + d))
        case .quadratic(let c): return .quadratic(QuadraticBezier(c.p0 + d, c.p1 + d, c.p2 + d))
        case .cubic(let c): return .cubic(CubicBezier(c.p0 + d, c.p1 + d, c.p2 + d, c.p3 + d))
        case .arc: preconditionFailure("ChartCurve: chart curves have no arcs")
        }
    }

    /// The control points of `segment` for a table: (c1, c2). A quadratic's one control point
    /// is repeated; a straight segment's "controls" are its own ends.
    @inlinable public static func controls(of segment: PathSegment) -> (Point, Point) {
        switch segment {
        case .line(let c): return (c.start, c.end)
        case .quadratic(let c): return (c.p1, c.p1)
        case .cubic(let c): return (c.p1, c.p2)
        case .arc(let c): return (c.start, c.end)
        }
    }

    /// The kind of `segment` for a table: `line`, `quadratic`, `cubic` or `arc`.
    @inlinable public static func kind(of segment: PathSegment) -> String {
        switch segment {
        case .line: return "line"
        case .quadratic: return "quadratic"
        case .cubic: return "cubic"
        case .arc: return "arc"
        }
    }

    /// Seed 000's curve: between consecutive points P₀ → P₁ one cubic with controls
    /// `((x₀+x₁)/2, y₀)` and `((x₀+x₁)/2, y₁)` — a horizontal tangent at every point, so
    /// no segment overshoots its end points vertically.
    public static func midpointCubics(through points: [Point]) -> [CubicBezier] {
        zip(points, points.dropFirst()).map { p0, p1 in
            let mx = (p0.x + p1.x) / 2
            return CubicBezier(p0, Point(mx, p0.y), Point(mx, p1.y), p1)
        }
    }

    /// WYChart's wave line (`WYLineChartCalculator recalculatePathSegmentsForPoints:` with
    /// `kWYLineChartMainBezierWaveLine`): each pair P₀ → P₁ is split at its midpoint
    /// M = (P₀ + P₁)/2 into two quadratics, P₀ → M with control `((x₀+x_M)/2, y₀)` and
    /// M → P₁ with control `((x_M+x₁)/2, y₁)`. (WYChart picks the "higher" or "lower" of
    /// the two ends' y for each control depending on the direction; both cases reduce to
    /// these.) Tangents are horizontal at the data points and the curve is symmetric about M.
    public static func waveQuadratics(through points: [Point]) -> [QuadraticBezier] {
        var out: [QuadraticBezier] = []
        out.reserveCapacity(2 * max(points.count - 1, 0))
        for (p0, p1) in zip(points, points.dropFirst()) {
            let m = Point((p0.x + p1.x) / 2, (p0.y + p1.y) / 2)
            out.append(QuadraticBezier(p0, Point((p0.x + m.x) / 2, p0.y), m))
            out.append(QuadraticBezier(m, Point((m.x + p1.x) / 2, p1.y), p1))
        }
        return out
    }

    /// The curve moved by `dy` points vertically (every end and control point), as Core
    /// Animation's pointwise path interpolation moves WYChart's rise path.
    public func offset(dy: Double) -> ChartCurve {
        guard dy != 0 else { return self }
        return ChartCurve(segments: segments.map { Self.offset($0, dy: dy) })
    }

    /// The start of the first segment.
    public var start: Point { segments[0].start }
    /// The end of the last segment.
    public var end: Point { segments[segments.count - 1].end }

    /// The open line: `move(to: start)` then every segment.
    public var path: Path { Path(subpaths: [Subpath(start: start, segments: segments)]) }

    /// The line closed through the two bottom corners at y = `baseline`: `… addLine(to:
    /// (right, baseline)); addLine(to: (left, baseline)); close()` — the area a chart's
    /// gradient fill masks.
    public func fillPath(left: Double, right: Double, baseline: Double, leadIn: Point? = nil) -> Path {
        var p = Path()
        if let lead = leadIn {
            p.move(to: lead)
            p.addLine(to: start)
        } else {
            p.move(to: start)
        }
        for s in segments { p.append(s) }
        p.addLine(to: Point(right, baseline))
        p.addLine(to: Point(left, baseline))
        p.close()
        return p
    }

    /// The control points of segment `i` for a table: (c1, c2). A quadratic's one control
    /// point is repeated; a straight segment's "controls" are its own ends.
    public func controls(ofSegment i: Int) -> (Point, Point) { Self.controls(of: segments[i]) }

    /// The kind of segment `i` for a table: `line`, `quadratic` or `cubic`.
    public func kind(ofSegment i: Int) -> String { Self.kind(of: segments[i]) }
}

/// Seed 000's point-thinning rule: with many points, some are skipped to smooth the curve.
///
///     ignoreSpace = count / divisor   (integer division; divisor 15 in the seed)
///
/// Point 0 is always kept; a later point `idx` is kept when it is the last point, or lies at
/// the top of the plot (`y == top`: the seed tests `point.y == 0`, the maximum, since screen
/// y grows downwards), or `lastKeptIndex + ignoreSpace + 1 == idx`. With fewer than `divisor`
/// points, ignoreSpace = 0 and every point is kept.
public struct ChartThinning: Sendable, Hashable {
    /// The seed's 15.
    public var divisor: Int
    /// The screen y that counts as "the top" (0 in the seed).
    public var top: Double

    public init(divisor: Int = 15, top: Double = 0) {
        precondition(divisor >= 1, "ChartThinning: divisor must be ≥ 1")
        self.divisor = divisor
        self.top = top
    }

    /// The kept indices of `points`, ascending.
    public func keptIndices(of points: [Point]) -> [Int] {
        guard !points.isEmpty else { return [] }
        let ignoreSpace = points.count / divisor
        var kept = [0]
        var last = 0
        for idx in 1..<points.count where idx == points.count - 1 || points[idx].y == top || last + ignoreSpace + 1 == idx {
            kept.append(idx)
            last = idx
        }
        return kept
    }
}
