// Implementation goals, in order of priority:
//  1. Every keyframe is hit exactly: at tᵢ the value is vᵢ, bit for bit, whatever the mode.
//  2. The velocity is the exact derivative of the value (units per second): the chain rule
//     through the segment's easing and the interpolant, never a difference quotient.
//  3. The platforms' rules, stated where SpringSim departs from them (Compose's MonoSpline
//     limiter, Compose's arc table, Core Animation's undocumented end tangents).
import Curves
import NumericsCore
import RealModule

/// A keyframe animation of a 1-D or 2-D value: values vᵢ at times tᵢ (seconds, strictly
/// increasing), an interpolation between them, and optionally one easing per segment.
///
/// In segment i (tᵢ ≤ t < tᵢ₊₁) the local time σ = (t − tᵢ)/(tᵢ₊₁ − tᵢ) is first eased,
/// s = eᵢ(σ) (identity when the segment has no easing: exactly, not through a curve), and the
/// interpolant is evaluated at s. The velocity is dv/dt = (dP/ds)·eᵢ′(σ)/(tᵢ₊₁ − tᵢ), in value
/// units per second; nil where the easing has no slope (a `steps()` jump). This is Compose's
/// `keyframes { … using easing }` and Core Animation's `timingFunctions` (one per segment).
///
/// Interpolations (``Keyframes/Interpolation``):
/// - `linear`: P(s) = vᵢ + s·(vᵢ₊₁ − vᵢ) — Compose `keyframes`, Core Animation
///   `calculationMode = .linear`. With no easing this is exactly the piecewise lerp.
/// - `hermite`: the cubic Hermite spline with tangents the mean of the adjacent secant slopes
///   (one-sided at the ends), in value per second — Compose's MonoSpline before its limiter.
/// - `monotoneSpline`: Fritsch–Carlson (1980): the same initial tangents, set to 0 at a local
///   extremum (adjacent secants of different sign or either 0), then, per segment in order,
///   α = mᵢ/Δᵢ, β = mᵢ₊₁/Δᵢ scaled by 3/√(α² + β²) when α² + β² > 9. On monotone data the
///   curve is monotone and never leaves [vᵢ, vᵢ₊₁] in any segment.
/// - `composeMonoSpline`: Compose `keyframesWithSpline` as its `MonoSpline` computes it (in
///   Double rather than Float): tangents zeroed only around a flat segment (secant exactly 0),
///   and the scaling applied only when √(α² + β²) > 9 — Compose compares the hypotenuse, not
///   its square, with 9, so on monotone data with 3 < √(α² + β²) ≤ 9 it can dip outside a
///   segment's range (values 0, 0, 0.1, 1 at 0, 1, 2, 3 s go down to −0.0132 at 1.444 s).
/// - `arc(modes)`: Compose `ArcMode`: each segment is a quarter ellipse with
///   axis-parallel radii |Δx|, |Δy| (Compose's `ArcSpline`), traversed at constant speed in arc
///   length; `above` starts vertically when Δy < 0, `below` when Δy > 0, otherwise horizontally;
///   `linear`, and any segment with |Δx| < 0.001 or |Δy| < 0.001 (Compose's epsilon), is a line
///   — so 1-D values, which Compose pads with a 0 second component, interpolate linearly.
///   Compose tabulates arc length on a 91-point polyline with a 101-entry lookup in Float;
///   here the arc-length parameter is solved through `EllipticalArc` to 1e-12 of the
///   length. Where a segment's easing leaves [0, 1] (back, elastic) the value continues along
///   the arc's end tangent at the same speed, as Compose's `ArcSpline` extrapolates.
/// - `kochanekBartels(tension:continuity:bias:)`: Core Animation `calculationMode = .cubic`
///   (`tensionValues`, `continuityValues`, `biasValues`, one per keyframe): a cubic Hermite per
///   segment in its unit parameter with Kochanek–Bartels tangents, start
///   mᵢ = (1−T)(1+B)(1+C)/2·(vᵢ − vᵢ₋₁) + (1−T)(1−B)(1−C)/2·(vᵢ₊₁ − vᵢ) and end
///   mᵢ₊₁ = (1−T)(1+B)(1−C)/2·(vᵢ₊₁ − vᵢ) + (1−T)(1−B)(1+C)/2·(vᵢ₊₂ − vᵢ₊₁) (T, C, B of
///   that keyframe); all zero is Catmull–Rom. T and B are the `tensionValues` and `biasValues`
///   as given; C is the *negated* `continuityValues` entry: Core Animation's header documents
///   positive continuity as sharp corners and negative as inverted ones, the opposite of
///   Kochanek and Bartels' c (c = −1 is their sharp, "box" corner: with T = B = 0 every tangent
///   is its own segment's chord and the curve is the polyline). Each value must be in [−1, 1],
///   the range Core Animation states. The missing neighbours at the ends are taken equal to the
///   end keyframe (Core Animation does not document its end tangents).
/// - `paced`: Core Animation `calculationMode = .paced`: only the first and last times count;
///   the value moves along the polyline through the keyframes at constant speed (its length
///   from Curves' `Line` over the whole duration). No easing.
/// - `cubicPaced`: Core Animation `.cubicPaced`: the Kochanek–Bartels curve above traversed at
///   constant speed, its arc length and inverse from Curves' `CubicBezier` (each
///   Hermite segment written as a Bézier, 1e-12 of the length).
///
/// Outside [t₀, tₙ] the value holds the end keyframe and the velocity is 0.
///
/// Error bounds: linear, Hermite and the splines are polynomials evaluated in double
/// arithmetic (a few ulps of the values' scale); the arc and paced modes add the arc-length
/// inverse's 1e-12 relative to the segment length.
public struct Keyframes: Sendable {
    /// How values between keyframes are computed (see the type's documentation).
    public enum Interpolation: Sendable, Hashable {
        case linear, hermite, monotoneSpline, composeMonoSpline
        case arc([ArcMode])
        case kochanekBartels(tension: [Double], continuity: [Double], bias: [Double])
        case paced
        case cubicPaced(tension: [Double], continuity: [Double], bias: [Double])
    }

    /// Compose's `ArcMode` for one segment.
    public enum ArcMode: String, Sendable, Hashable, CaseIterable {
        case above, below, linear
    }

    public let times: [Double]
    /// The values; 1-D values are stored as Point(v, 0).
    public let values: [Point]
    /// 1 or 2.
    public let dimension: Int
    public let interpolation: Interpolation
    /// One per segment (nil: identity).
    public let easings: [(any Easing)?]

    /// Per segment, the start and end tangents dP/ds in the segment's unit parameter s.
    let tangents: [(Point, Point)]
    /// Per segment, the quarter-ellipse arc (arc mode; nil for a straight segment) and its length.
    let arcs: [(arc: EllipticalArc, length: Double)?]
    /// Paced modes: per segment, the cumulative length at its start, and the total length.
    let cumulativeLengths: [Double]
    let pacedBeziers: [CubicBezier]

    /// - Throws: ``KeyframeError`` (one line) when there are fewer than two keyframes, times are
    ///   not finite or not strictly increasing, a value is not finite, a difference of
    ///   neighbouring values or its slope per second overflows, the dimension is not 1
    ///   or 2, the easing list or a parameter list has the wrong length, paced modes are given
    ///   easings, or a paced path has zero or infinite length.
    public init(
        times: [Double], values: [Point], dimension: Int, interpolation: Interpolation = .linear, easings: [(any Easing)?]? = nil
    )
        throws(KeyframeError)
    {
        let n = times.count
        guard n >= 2 else { throw KeyframeError("keyframes need at least two times (got \(n))") }
        guard values.count == n else { throw KeyframeError("\(n) times but \(values.count) values: give one value per time") }
        guard dimension == 1 || dimension == 2 else { throw KeyframeError("keyframe values must be 1-D or 2-D") }
        if let bad = times.firstIndex(where: { !$0.isFinite }) { throw KeyframeError("time \(bad + 1) is not finite") }
        for i in 1..<n where !(times[i] > times[i - 1]) {
            throw KeyframeError(
                times[i] == times[i - 1]
                    ? "times \(i) and \(i + 1) are both \(times[i]): keyframe times must increase strictly"
                    : "time \(i + 1) (\(times[i])) is before time \(i) (\(times[i - 1])): keyframe times must increase strictly")
        }
        if let bad = values.firstIndex(where: { !$0.isFinite }) { throw KeyframeError("value \(bad + 1) is not finite") }
        if dimension == 1, values.contains(where: { $0.y != 0 }) { throw KeyframeError("1-D values must have y = 0") }
        for i in 0..<n - 1 {
            let d = values[i + 1] - values[i]
            guard d.isFinite, ((1 / (times[i + 1] - times[i])) * d).isFinite, (d.x / (times[i + 1] - times[i])).isFinite,
                (d.y / (times[i + 1] - times[i])).isFinite
            else {
                throw KeyframeError(
                    "values \(i + 1) and \(i + 2) change faster than a Double can hold (their difference over \(times[i + 1] - times[i]) s)"
                )
            }
        }
        let easingList = easings ?? Array(repeating: nil, count: n - 1)
        guard easingList.count == n - 1 else {
            throw KeyframeError("\(n) keyframes have \(n - 1) segments but \(easingList.count) easings: give one easing per segment")
        }
        self.times = times
        self.values = values
        self.dimension = dimension
        self.interpolation = interpolation
        self.easings = easingList

        var tangents: [(Point, Point)] = []
        var arcs: [(arc: EllipticalArc, length: Double)?] = []
        var cumulative: [Double] = []
        var beziers: [CubicBezier] = []
        func checkPerKeyframe(_ lists: [(String, [Double])]) throws(KeyframeError) {
            for (name, list) in lists {
                guard list.count == n else { throw KeyframeError("\(n) keyframes but \(list.count) \(name) values: give one per keyframe") }
                guard list.allSatisfy({ $0 >= -1 && $0 <= 1 }) else { throw KeyframeError("\(name) values must be in [-1, 1]") }
            }
        }
        switch interpolation {
        case .linear:
            tangents = (0..<n - 1).map { i in
                let d = values[i + 1] - values[i]; return (d, d)
            }
        case .hermite, .monotoneSpline, .composeMonoSpline:
            tangents = Self.splineTangents(times, values, dimension, interpolation)
        case .kochanekBartels(let t, let c, let b):
            try checkPerKeyframe([("tension", t), ("continuity", c), ("bias", b)])
            tangents = Self.kochanekBartelsTangents(values, t, c, b)
        case .arc(let modes):
            // 1-D values are lines: Compose pads an odd dimension with a 0 component
            // (`VectorizedKeyframesSpec`: "force to the next even dimension"), so every
            // segment has Δy = 0 < 0.001 and its `ArcSpline.Arc` is linear.
            guard modes.count == n - 1 else {
                throw KeyframeError("\(n) keyframes have \(n - 1) segments but \(modes.count) arc modes: give one per segment")
            }
            for i in 0..<n - 1 {
                let d = values[i + 1] - values[i]
                tangents.append((d, d))
                arcs.append(Self.quarterEllipse(from: values[i], to: values[i + 1], mode: modes[i]))
            }
        case .paced, .cubicPaced:
            guard easings == nil || easingList.allSatisfy({ $0 == nil }) else {
                throw KeyframeError(
                    "paced keyframes move at constant speed: they take no easing (Core Animation ignores timingFunctions there)")
            }
            if case .cubicPaced(let t, let c, let b) = interpolation {
                try checkPerKeyframe([("tension", t), ("continuity", c), ("bias", b)])
                tangents = Self.kochanekBartelsTangents(values, t, c, b)
            } else {
                tangents = (0..<n - 1).map { i in
                    let d = values[i + 1] - values[i]; return (d, d)
                }
            }
            var total = 0.0
            for i in 0..<n - 1 {
                cumulative.append(total)
                let p0 = values[i], p1 = values[i + 1]
                let length: Double
                if case .paced = interpolation {
                    length = Line(p0, p1).arcLength(from: 0, to: 1, accuracy: ArcLength.defaultAccuracy)
                } else {
                    let bezier = CubicBezier(p0, p0 + (1.0 / 3) * tangents[i].0, p1 - (1.0 / 3) * tangents[i].1, p1)
                    beziers.append(bezier)
                    length = bezier.arcLength(from: 0, to: 1, accuracy: ArcLength.defaultAccuracy)
                }
                total += length
            }
            guard total > 0 else { throw KeyframeError("paced keyframes need values that move: the path through them has zero length") }
            guard total.isFinite else { throw KeyframeError("the path through the keyframes is longer than the largest Double") }
            cumulative.append(total)
        }
        guard tangents.allSatisfy({ $0.0.isFinite && $0.1.isFinite }) else {
            throw KeyframeError("the keyframes' tangents exceed the largest Double; use smaller values or longer segments")
        }
        self.tangents = tangents
        self.arcs = arcs
        self.cumulativeLengths = cumulative
        self.pacedBeziers = beziers
    }

    /// 1-D keyframes: `values[i]` at `times[i]` (see the main initialiser for what is refused).
    public init(
        times: [Double], scalars: [Double], interpolation: Interpolation = .linear, easings: [(any Easing)?]? = nil
    )
        throws(KeyframeError)
    {
        try self.init(times: times, values: scalars.map { Point($0, 0) }, dimension: 1, interpolation: interpolation, easings: easings)
    }

    /// The duration tₙ − t₀ in seconds.
    public var duration: Double { times[times.count - 1] - times[0] }
}

/// Why keyframes were refused: one line.
public struct KeyframeError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
