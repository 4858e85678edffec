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
/// ## The rule a path must follow
///
/// The path is SVG path data (or a `Path`) whose drawn segments are lines (`L H V`),
/// quadratic (`Q T`) and cubic (`C S`) Béziers, and
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
/// Elliptical arcs (`A`) are refused: their x(θ) cannot be solved to 1e-12 near a vertical
/// tangent without double-double trigonometry; draw them as cubics.
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
    /// The segments with positive x extent, in order.
    let pieces: [Piece]

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

    /// Checks `path` against the rule above.
    public init(path: Path) throws(EasingError) {
        guard let first = path.subpaths.first else { throw EasingError("path() is empty: it must run from (0, 0) to (1, 1)") }
        guard first.start == Point(0, 0) else {
            throw EasingError("path() must start at (0, 0) (it starts at (\(first.start.x), \(first.start.y)))")
        }
        var pieces: [Piece] = []
        var pen = first.start
        for sp in path.subpaths {
            guard sp.start.x == pen.x else {
                throw EasingError("path() has a gap in x: a move to (\(sp.start.x), \(sp.start.y)) away from the pen at (\(pen.x), \(pen.y))")
            }
            guard !sp.isClosed else { throw EasingError("path() must not be closed (Z draws back to the start, so x would decrease)") }
            for segment in sp.segments {
                if let piece = try Self.piece(segment) { pieces.append(piece) }
                pen = segment.end
            }
        }
        guard pen == Point(1, 1) else { throw EasingError("path() must end at (1, 1) (it ends at (\(pen.x), \(pen.y)))") }
        guard !pieces.isEmpty else { throw EasingError("path() draws nothing from (0, 0) to (1, 1)") }
        self.path = path
        self.pieces = pieces
    }

    public var description: String { "path(\(path.svgPathData))" }

    public static func == (a: Self, b: Self) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }

    /// The monotone piece of a segment, nil when x is constant along it (a point, or a vertical
    /// jump); throws when x decreases.
    static func piece(_ segment: PathSegment) throws(EasingError) -> Piece? {
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
        let start = p[0], end = p[p.count - 1]
        if p.allSatisfy({ $0.x == start.x }) { return nil }
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
            dxA: 3 * (ax.0 + ax.1), dxB: 2 * (bx.0 + bx.1), dxC: cx.0 + cx.1)
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
        let target = Augmented.sum(u, -piece.startX)
        let f: (Double) -> Double = { t in
            var r = (piece.ax.x, piece.ax.y)
            r = CubicBezierEasing.sum(CubicBezierEasing.mul(r, t), (piece.bx.x, piece.bx.y))
            r = CubicBezierEasing.sum(CubicBezierEasing.mul(r, t), (piece.cx.x, piece.cx.y))
            r = CubicBezierEasing.mul(r, t)
            r = CubicBezierEasing.sum(r, (-target.head, -target.tail))
            return r.0 + r.1
        }
        return BracketedRoot.solve(in: 0, 1, f).root
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
        let k = u == 0 ? 0 : pieceIndex(u)
        let piece = pieces[k]
        if u == piece.endX && k + 1 < pieces.count && pieces[k + 1].startX == u && pieces[k + 1].startY != piece.endY { return nil }
        if u == 0 && piece.startY != 0 { return nil }
        if piece.degree == 1 { return (piece.endY - piece.startY) / (piece.endX - piece.startX) }
        let t = Self.parameter(piece, u)
        let dx = (piece.dxA * t + piece.dxB) * t + piece.dxC
        let dy = (3 * piece.ay * t + 2 * piece.by) * t + piece.cy
        return dx > 0 ? dy / dx : nil
    }
}
