// Implementation goals, in order of priority:
//  1. The output y within 1e-12 of the exact path for every input, including vertical tangents
//     (x′(t) = 0 at a segment's end or at an inflection of x), where a residual x(t) − u
//     evaluated in plain double arithmetic leaves t uncertain by up to ~1e-5.
//  2. A precise rule for the paths refused, checked once at initialisation with exact
//     Bernstein criteria rather than by sampling.
//  3. Compose `PathEasing` / Android `PathInterpolator` semantics: inputs outside [0, 1] clamp.
import Curves
import NumericsCore
import RealModule

/// An easing drawn as a path: e(u) is the y of the point of the path whose x is u — Jetpack
/// Compose's `PathEasing` and Android's `PathInterpolator(Path)`. Both platforms flatten the path
/// into points 0.002 apart (their `Precision`/`PRECISION`) and interpolate linearly between them;
/// SpringSim evaluates the curves themselves, so its outputs differ from theirs by that
/// polyline's error, not by its own.
///
/// ## The rules a path must follow
///
/// A path is accepted when it follows the strict rule below (Android's `PathInterpolator`
/// rule, the one SpringSim has always applied), or else Compose's `PathEasing` rule.
///
/// **Strict rule.** The path is SVG path data (or a `Path`) whose drawn segments are lines
/// (`L H V`), quadratic (`Q T`) and cubic (`C S`) Béziers, and
///
/// 1. it starts at exactly (0, 0) and ends at exactly (1, 1);
/// 2. it has no gap in x: every move after the first (`M`) goes to the x where the pen already
///    is (a different y is a jump, Android's "disjoint line in the vertical direction"), and it
///    is not closed (`Z` would draw back to (0, 0));
/// 3. x never decreases along it: for each segment, x′(t) ≥ 0 on [0, 1]. With the control
///    x-coordinates' differences d₀, d₁ (and d₂ for a cubic), that is exactly: a line
///    d₀ ≥ 0; a quadratic d₀ ≥ 0 and d₁ ≥ 0; a cubic d₀ ≥ 0, d₂ ≥ 0 and, when d₁ < 0,
///    d₁² ≤ d₀·d₂ (the minimum of the Bernstein quadratic x′/3 is (d₀d₂ − d₁²)/(d₀ − 2d₁ + d₂));
///    the last comparison allows a relative rounding of 1e-14;
/// 4. a segment along which x stays constant (vertical, or a point) is a jump like such a move;
///    at the x of a jump the output is the y after it — the last point of the path at that x —
///    as Android's `PathInterpolator` returns, and the slope there is undefined (nil);
/// 5. every coordinate is within ±1e306, as for ``CubicBezierEasing`` (a monotone segment from
///    x = 0 to 1 never needs a larger x control point anyway).
///
/// **Compose's rule** (androidx `PathEasing.initializeEasing`, the interval-tree version): no `Z`
/// ("the path cannot contain a close() command"); each drawn segment spans the x-range of its
/// curve over t ∈ [0, 1] (`computeHorizontalBounds`: its ends and the points where x turns),
/// and some segment's range must hold x = 0 and some x = 1 ("the easing path must start at
/// 0.0f and end at 1.0f"). Nothing else: a path drawn right to left (`M1,1 L0,0`), one that
/// starts at (0, 0.5), ends at (1, 2), or turns back in x is accepted. Compose throws at the
/// first input no segment covers ("continuous on the x axis"); SpringSim refuses such a
/// gap at once. For 0 < u < 1 the output is Compose's: the segment its `IntervalTree` (a
/// red–black tree by range start, searched depth-first) finds first for u (reproduced here,
/// ``ComposeIntervalTree``), at the first root t of x(t) = u on it, y(t). Compose solves
/// that root in Float by Cardano's formula and takes the first its formula yields; here it is
/// the smallest root, to a few ulps — the two differ only where a single segment crosses x = u
/// more than once. As in Compose, u ≤ 0 gives 0 and u ≥ 1 gives 1, whatever the path's ends.
/// Arcs (`A`) are refused under both rules (Compose turns them into cubics first).
///
/// ## Endpoint slopes
///
/// At u = 0 and u = 1 ``slope(at:)`` is the one-sided limit of de/du from inside [0, 1]:
/// the end tangent of the segment there, from the lowest-order non-zero difference of its
/// control points (``endpointSlope(_:atStart:)``: for `M0,0 C0,0 0.5,1 1,1`, P₁ = P₀ and
/// the limit is the tangent towards P₂, 2). It is nil only where no finite limit exists: a
/// vertical tangent (`M0,0 C0,0.5 …`).
///
/// ## Evaluation and error bound
///
/// The segment whose x-range holds u is found by bisection over the segment ends; a line is
/// interpolated directly; on a Bézier the parameter t with x(t) = u is found by Brent's
/// bracketed method on [0, 1] (x is monotone there, so the root is unique up to flat points)
/// with the residual x(t) − u evaluated in double-double arithmetic from the power-basis
/// coefficients relative to the segment's start (each formed from exact differences and
/// exact products by 3). t is found to a few ulps even where x′(t) = 0, so
/// |ŷ − y| ≤ max|y′|·4ulp(1) + rounding of y(t): below 1e-12 for control points of size O(1)
/// (measured: 1.7e-15 against the 60-digit mpmath cubic-bezier fixtures, 34352 rows).
///
/// Outside [0, 1] the input clamps: e(u) = 0 for u < 0 and 1 for u > 1, as Compose and Android
/// do; the slope there is 0.
public struct PathEasing: Easing, Hashable, CustomStringConvertible {
    /// The path as given.
    public let path: Path
    /// The segments with positive x extent, in order (a path that follows the strict rule).
    let pieces: [Piece]
    /// A path accepted only under Compose's rule: its segments and Compose's lookup.
    let compose: ComposeLookup?

    /// One monotone segment: y as a function of x between `startX` and `endX`.
    struct Piece: Hashable, Sendable {
        var startX: Double, startY: Double, endX: Double, endY: Double
        /// Degree 1 (line), 2 or 3.
        var degree: Int
        /// x(t) − startX = ((ax·t + bx)·t + cx)·t as double-double (head, tail) pairs.
        var ax: SIMD2<Double>, bx: SIMD2<Double>, cx: SIMD2<Double>
        /// y(t) − startY = ((ay·t + by)·t + cy)·t.
        var ay: Double, by: Double, cy: Double
        /// dx/dt and dy/dt coefficients (plain doubles) for the slope.
        var dxA: Double, dxB: Double, dxC: Double
        /// The control points, for the one-sided limits of the slope at the ends.
        var points: [Point]
    }

    /// Parses `text` as SVG path data and checks the rule above.
    /// - Throws: ``EasingError`` naming the rule broken (with the character position for
    ///   a syntax error).
    public init(svgPathData text: String) throws(EasingError) {
        let path: Path
        do { path = try Path(svgPathData: text) } catch {
            let what: String
            switch error.kind {
            case .unexpectedCharacter(let c): what = "unexpected character '\(c)' in the path data"
            case .expectedNumber(let command, let found):
                what = "command \(command) expects a number, found " + (found.map { "'\($0)'" } ?? "the end")
            case .expectedFlag: what = "an arc flag must be 0 or 1"
            case .missingMoveTo: what = "the path data must start with M or m"
            case .numberOutOfRange: what = "a number out of range (beyond ±1.8e308)"
            }
            throw EasingError("path(): \(what)", position: error.offset)
        }
        try self.init(path: path)
    }

    /// Checks `path` against the strict rule above, else against Compose's.
    public init(path: Path) throws(EasingError) {
        self.path = path
        do {
            pieces = try Self.strictPieces(path)
            compose = nil
        } catch let strict {
            // Empty and closed paths, arcs and coordinates beyond ±1e306 are refused under both rules.
            if strict.message.contains("closed") || strict.message.contains("arc") || strict.message.contains("1e306")
                || strict.message.contains("empty")
            {
                throw strict
            }
            let (segments, tree) = try Self.composeSegments(path)
            pieces = []
            compose = ComposeLookup(segments: segments, tree: tree)
        }
    }

    /// The monotone pieces of a path that follows the strict rule.
    static func strictPieces(_ path: Path) throws(EasingError) -> [Piece] {
        guard let first = path.subpaths.first else { throw EasingError("path() is empty: it must run from (0, 0) to (1, 1)") }
        guard first.start == Point(0, 0) else {
            throw EasingError("path() must start at (0, 0) (it starts at (\(first.start.x), \(first.start.y)))")
        }
        var pieces: [Piece] = []
        var pen = first.start
        for sp in path.subpaths {
            guard sp.start.x == pen.x else {
                throw EasingError(
                    "path() has a gap in x: a move to (\(sp.start.x), \(sp.start.y)) away from the pen at (\(pen.x), \(pen.y))")
            }
            guard !sp.isClosed else { throw EasingError("path() must not be closed (Z draws back to the start, so x would decrease)") }
            for segment in sp.segments {
                if let piece = try Self.piece(segment) { pieces.append(piece) }
                pen = segment.end
            }
        }
        guard pen == Point(1, 1) else { throw EasingError("path() must end at (1, 1) (it ends at (\(pen.x), \(pen.y)))") }
        guard !pieces.isEmpty else { throw EasingError("path() draws nothing from (0, 0) to (1, 1)") }
        return pieces
    }

    public var description: String { "path(\(path.svgPathData))" }

    public static func == (a: Self, b: Self) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }

    /// The control points of a line or Bézier segment; throws for an arc or a coordinate
    /// beyond ±1e306.
    static func controlPoints(_ segment: PathSegment) throws(EasingError) -> [Point] {
        let p: [Point]
        switch segment {
        case .line(let l): p = [l.start, l.end]
        case .quadratic(let q): p = [q.p0, q.p1, q.p2]
        case .cubic(let c): p = [c.p0, c.p1, c.p2, c.p3]
        case .arc: throw EasingError("path() takes lines and Béziers only (M L H V C S Q T); write an arc as cubics")
        }
        guard p.allSatisfy({ abs($0.x) <= 1e306 && abs($0.y) <= 1e306 }) else {
            throw EasingError("path() coordinates must be within ±1e306 (the power-form coefficients must stay finite)")
        }
        return p
    }

    /// The monotone piece of a segment, nil when x is constant along it (a point, or a vertical
    /// jump); throws when x decreases.
    static func piece(_ segment: PathSegment) throws(EasingError) -> Piece? {
        let p = try controlPoints(segment)
        let d = zip(p.dropFirst(), p).map { $0.x - $1.x }
        let decreasing = EasingError("path() is not a function of x: x decreases along the segment ending at (\(p.last!.x), \(p.last!.y))")
        switch p.count {
        case 2, 3:
            guard d.allSatisfy({ $0 >= 0 }) else { throw decreasing }
        default:
            guard d[0] >= 0, d[2] >= 0 else { throw decreasing }
            // Scaled by the largest difference, so the squares cannot overflow.
            let m = max(d[0], -d[1], d[2])
            if d[1] < 0 && (d[1] / m) * (d[1] / m) > (d[0] / m) * (d[2] / m) * (1 + 1e-14) { throw decreasing }
        }
        if p.allSatisfy({ $0.x == p[0].x }) { return nil }
        return coefficients(p)
    }

    /// The power-basis coefficients of the segment through control points `p` (2, 3 or 4
    /// points), relative to its start.
    static func coefficients(_ p: [Point]) -> Piece {
        let start = p[0], end = p[p.count - 1]
        // Exact differences and products by 2, 3 as double-double.
        func dd(_ a: Double, _ b: Double) -> (Double, Double) {
            let s = Augmented.sum(a, -b)
            return (s.head, s.tail)
        }
        func times(_ k: Double, _ a: (Double, Double)) -> (Double, Double) {
            let p = Augmented.product(k, a.0)
            return CubicBezierEasing.normalize((p.head, p.tail + k * a.1))
        }
        func add(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) { CubicBezierEasing.sum(a, b) }
        func neg(_ a: (Double, Double)) -> (Double, Double) { (-a.0, -a.1) }
        let zero = (0.0, 0.0)
        var ax = zero, bx = zero, cx = zero
        var ay = 0.0, by = 0.0, cy = 0.0
        let x1 = dd(p[1].x, start.x), y1 = p[1].y - start.y
        switch p.count {
        case 2:
            cx = x1
            cy = y1
        case 3:
            let x2 = dd(p[2].x, start.x), y2 = p[2].y - start.y
            // x(t) − x₀ = 2t·d₁ + t²·(d₂ − 2d₁) with dᵢ = xᵢ − x₀.
            cx = times(2, x1)
            bx = add(x2, neg(times(2, x1)))
            cy = 2 * y1
            by = y2 - 2 * y1
        default:
            let x2 = dd(p[2].x, start.x), x3 = dd(p[3].x, start.x)
            let y2 = p[2].y - start.y, y3 = p[3].y - start.y
            // x(t) − x₀ = 3d₁·t + 3(d₂ − 2d₁)·t² + (d₃ − 3d₂ + 3d₁)·t³.
            cx = times(3, x1)
            bx = add(times(3, x2), neg(times(6, x1)))
            ax = add(add(x3, neg(times(3, x2))), times(3, x1))
            cy = 3 * y1
            by = 3 * (y2 - 2 * y1)
            ay = y3 - 3 * y2 + 3 * y1
        }
        return Piece(
            startX: start.x, startY: start.y, endX: end.x, endY: end.y, degree: p.count - 1,
            ax: SIMD2(ax.0, ax.1), bx: SIMD2(bx.0, bx.1), cx: SIMD2(cx.0, cx.1), ay: ay, by: by, cy: cy,
            dxA: 3 * (ax.0 + ax.1), dxB: 2 * (bx.0 + bx.1), dxC: cx.0 + cx.1, points: p)
    }

    /// The one-sided limit of dy/dx at the start (or end) of the segment through control points
    /// `p`. With the forward differences Δᵏ of the control points from that end (Δ¹ = P₁ − P₀,
    /// Δ² = P₂ − 2P₁ + P₀, Δ³ = P₃ − 3P₂ + 3P₁ − P₀; from the end, the same of the reversed
    /// points), x′ and y′ at a distance s from the end are n·Σⱼ C(n−1, j)·Δʲ⁺¹·sʲ (up to the
    /// sign of s), so the limit is Δᵐy/Δᵐx at the lowest order m with Δᵐx ≠ 0 — provided every
    /// lower Δy is 0; otherwise y′ vanishes more slowly than x′: a vertical tangent (nil). The
    /// differences are summed in double-double from exact products, so the zero tests are exact
    /// unless the coordinates differ in size by more than 2⁵⁰.
    static func endpointSlope(_ points: [Point], atStart: Bool) -> Double? {
        let q = atStart ? points : Array(points.reversed())
        let binomial: [[Double]] = [[1], [-1, 1], [1, -2, 1], [-1, 3, -3, 1]]
        func delta(_ k: Int, _ coordinate: (Point) -> Double) -> Double {
            var total = (0.0, 0.0)
            for (i, w) in binomial[k].enumerated() {
                let p = Augmented.product(w, coordinate(q[i]))
                total = CubicBezierEasing.sum(total, (p.head, p.tail))
            }
            return total.0 + total.1
        }
        for k in 1..<q.count {
            let x = delta(k, { $0.x }), y = delta(k, { $0.y })
            if x != 0 { return y == 0 ? 0 : y / x }
            if y != 0 { return nil }
        }
        return nil
    }

    /// The piece holding u ∈ (0, 1): the first whose end x is ≥ u.
    func pieceIndex(_ u: Double) -> Int {
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].endX >= u { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The parameter t ∈ [0, 1] on `piece` with x(t) = u (u inside its x-range).
    static func parameter(_ piece: Piece, _ u: Double) -> Double {
        if u <= piece.startX { return 0 }
        if u >= piece.endX { return 1 }
        return BracketedRoot.solve(in: 0, 1, xResidual(piece, u)).root
    }

    /// The residual x(t) − u on `piece`, t ∈ [0, 1]: ((a·t + b)·t + c)·t − (u − x₀) by Horner
    /// in double-double (the coefficients are stored as head + tail pairs), rounded once to a
    /// Double at the end, so its error is about one ulp of the result and it changes sign
    /// exactly where the double-double x(t) crosses u. Shared by the plain pieces' solver and
    /// the Compose segments' root search.
    static func xResidual(_ piece: Piece, _ u: Double) -> (Double) -> Double {
        let target = Augmented.sum(u, -piece.startX)
        return { t in
            var r = (piece.ax.x, piece.ax.y)
            r = CubicBezierEasing.sum(CubicBezierEasing.mul(r, t), (piece.bx.x, piece.bx.y))
            r = CubicBezierEasing.sum(CubicBezierEasing.mul(r, t), (piece.cx.x, piece.cx.y))
            r = CubicBezierEasing.mul(r, t)
            r = CubicBezierEasing.sum(r, (-target.head, -target.tail))
            return r.0 + r.1
        }
    }

    static func y(_ piece: Piece, _ t: Double) -> Double {
        if t == 0 { return piece.startY }
        if t == 1 { return piece.endY }
        return piece.startY + ((piece.ay * t + piece.by) * t + piece.cy) * t
    }

    /// e(u): the path's y at x = u; 0 below 0 and 1 above 1.
    public func value(at u: Double) -> Double {
        if !(u > 0) { return u.isNaN ? u : 0 }
        if u >= 1 { return 1 }
        if let compose { return composeValue(u, compose) }
        let k = pieceIndex(u)
        let piece = pieces[k]
        // At a jump the next piece starts at the same x: its start is the last point there.
        if u == piece.endX { return k + 1 < pieces.count && pieces[k + 1].startX == u ? pieces[k + 1].startY : piece.endY }
        if piece.degree == 1 {
            return piece.startY + (u - piece.startX) / (piece.endX - piece.startX) * (piece.endY - piece.startY)
        }
        return Self.y(piece, Self.parameter(piece, u))
    }

    /// dy/dx = y′(t)/x′(t) at u; 0 outside [0, 1]; nil at a vertical tangent (x′(t) = 0) and at
    /// a jump. At a joint between segments the slope of the segment ending there is reported.
    public func slope(at u: Double) -> Double? {
        if u < 0 || u > 1 { return 0 }
        if let compose { return composeSlope(u, compose) }
        let k = u == 0 ? 0 : pieceIndex(u)
        let piece = pieces[k]
        if u > 0 && u < 1 && u == piece.endX && k + 1 < pieces.count && pieces[k + 1].startX == u
            && pieces[k + 1].startY != piece.endY
        {
            return nil
        }
        if piece.degree == 1 { return (piece.endY - piece.startY) / (piece.endX - piece.startX) }
        // At u = 0 and u = 1, where the end's first control point sits on the end or straight
        // above it, the one-sided limit from the higher differences (x′ there is 0, and its
        // power-basis value only rounding), nil only at a vertical tangent.
        if u == 0 || u == 1 {
            let p = piece.points
            let (end, next) = u == 0 ? (p[0], p[1]) : (p[p.count - 1], p[p.count - 2])
            if end.x == next.x { return Self.endpointSlope(p, atStart: u == 0) }
        }
        let t = Self.parameter(piece, u)
        let dx = (piece.dxA * t + piece.dxB) * t + piece.dxC
        let dy = (3 * piece.ay * t + 2 * piece.by) * t + piece.cy
        return dx > 0 ? dy / dx : nil
    }
}
