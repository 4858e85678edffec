/// A curve C(t), t ∈ [0, 1], in the plane — the base capability (kurbo's `ParamCurve`).
///
/// Types opt in to more capabilities one protocol at a time: derivatives
/// (``ParametricCurveDerivative``), arc length and its inverse (``ParametricCurveArcLength``),
/// exact bounds (``ParametricCurveBounds``), curvature (``ParametricCurveCurvature``), extrema
/// and inflections (``ParametricCurveExtrema``), area (``ParametricCurveArea``).
public protocol ParametricCurve: Sendable {
    /// C(0), exactly.
    var start: Point { get }
    /// C(1), exactly.
    var end: Point { get }
    /// C(t) for t ∈ [0, 1] (extrapolates outside).
    func point(at t: Double) -> Point
    /// The same curve restricted to [t0, t1] and reparameterised to [0, 1]; its ends are
    /// exactly `point(at: t0)` and `point(at: t1)`, so splits join without gaps. t0 > t1 reverses.
    func subsegment(from t0: Double, to t1: Double) -> Self
}

/// A curve with a first derivative C′(t) (points per unit of t).
public protocol ParametricCurveDerivative: ParametricCurve {
    /// C′(t).
    func derivative(at t: Double) -> Point
}

/// A curve whose arc length s(t0, t1) = ∫ |C′(t)| dt and its inverse can be computed.
///
/// Accuracy is an absolute error budget in points (the curve's units), floored at a few ulps
/// of the result (``ArcLength/defaultAccuracy`` = 1e-12 unless the caller passes another).
/// A conformer supplies an ``ArcLengthIntegrand`` — its speed |C′(t)| and the parameters where
/// that speed has (near-)kinks — and gets the adaptive Gauss–Legendre length and the safeguarded
/// Newton inverse of ``ArcLength``; a type with a closed form (``Line``) overrides both.
public protocol ParametricCurveArcLength: ParametricCurveDerivative {
    associatedtype Integrand: ArcLengthIntegrand
    /// The speed |C′(t)| and its break points, prepared once for many evaluations.
    var arcLengthIntegrand: Integrand { get }
    /// Arc length from t0 to t1 (negative when t1 < t0), within `accuracy` points.
    func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double
    /// The parameter t with s(0, t) = s, to |s(0, t) − s| ≤ max(accuracy, 8 ulp(L)); 0 for s ≤ 0,
    /// 1 for s ≥ L. Pass `totalLength` when s(0, 1) is already known.
    func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double
}

extension ParametricCurveArcLength {
    @inlinable
    public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        ArcLength.integrate(arcLengthIntegrand, from: t0, to: t1, accuracy: accuracy)
    }

    @inlinable
    public func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double {
        let f = arcLengthIntegrand
        let total = totalLength ?? ArcLength.integrate(f, from: 0, to: 1, accuracy: accuracy)
        return ArcLength.inverse(f, arcLength: s, totalLength: total, accuracy: accuracy)
    }

    /// The whole length s(0, 1), within `accuracy` points.
    @inlinable
    public func arcLength(accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        arcLength(from: 0, to: 1, accuracy: accuracy)
    }

    /// s(t0, t1) at the default accuracy.
    @inlinable
    public func arcLength(from t0: Double, to t1: Double) -> Double {
        arcLength(from: t0, to: t1, accuracy: ArcLength.defaultAccuracy)
    }

    /// The inverse s ↦ t at the default accuracy.
    @inlinable
    public func parameter(atArcLength s: Double, totalLength: Double? = nil) -> Double {
        parameter(atArcLength: s, totalLength: totalLength, accuracy: ArcLength.defaultAccuracy)
    }
}

/// A curve that knows its exact axis-aligned bounding box (from the zeros of C′ per axis).
public protocol ParametricCurveBounds: ParametricCurve {
    /// The smallest axis-aligned rectangle holding C([0, 1]) (up to rounding of the extrema).
    var boundingBox: Rect { get }
}

/// A curve with a second derivative, and from it the local geometry: unit tangent, unit normal
/// and signed curvature (kurbo's `ParamCurveCurvature`). Each segment type conforms by
/// forwarding to ``PathSegment``, which holds the closed forms and the scaling (see
/// ``PathSegment/curvature(at:)`` for the formula, units and error bound).
public protocol ParametricCurveCurvature: ParametricCurveDerivative {
    /// C″(t), points per unit t².
    func secondDerivative(at t: Double) -> Point
    /// Signed curvature (C′ × C″)/|C′|³ in 1/points, positive turning clockwise on a y-down
    /// screen; nil where C′ = 0.
    func curvature(at t: Double) -> Double?
    /// The unit tangent C′/|C′| (the direction the curve leaves in where C′ = 0).
    func unitTangent(at t: Double) -> Point
    /// The unit tangent turned by +π/2 (to the right of travel on a y-down screen).
    func unitNormal(at t: Double) -> Point
}

/// A curve that lists the parameters in (0, 1) where x′ or y′ vanishes and where its curvature
/// changes sign (kurbo's `ParamCurveExtrema`, plus inflections).
public protocol ParametricCurveExtrema: ParametricCurve {
    /// Parameters in (0, 1) where x′ = 0 or y′ = 0, ascending.
    var extrema: [SegmentExtremum] { get }
    /// Parameters in (0, 1) where the signed curvature changes sign, ascending.
    var inflections: [Double] { get }
}

/// A curve with a closed-form Green's-theorem area ½∫(x dy − y dx) (kurbo's `ParamCurveArea`).
public protocol ParametricCurveArea: ParametricCurve {
    /// ½∫₀¹ (x·y′ − y·x′) dt with `origin` subtracted from every point, square points.
    func signedArea(relativeTo origin: Point) -> Double
}
