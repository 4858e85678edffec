import NumericsCore
import RealModule

/// Android's `OverScroller` fling (`SplineOverScroller.fling`, as used by `RecyclerView`): a
/// spline in time fitted to the distance and duration of a physical deceleration, stopped at
/// the content's edges.
///
/// Duration and distance (AOSP `OverScroller.java`): with friction f = 0.015, INFLEXION = 0.35,
/// DECELERATION_RATE r = ln 0.78 / ln 0.9 and the physical coefficient C = 9.80665 · 39.37 ·
/// 160 · 0.84 (0.84 g in points per second², one point = one dp) — the same constants as
/// ``FlutterClampingScrollSimulation`` — and l = ln(INFLEXION·|v₀|/(f·C)):
///
///     T = e^(l/(r − 1))             getSplineFlingDuration (Android: milliseconds)
///     D = f·C·e^(r·l/(r − 1))       getSplineFlingDistance, signed like v₀
///
/// The spline: Android tabulates, for 100 evenly spaced time fractions, the position fraction
/// of the curve given parametrically by two cubics in Bernstein form,
///
///     τ(s) = 3s(1 − s)²·0.175 + 3s²(1 − s)·0.35 + s³      (P1 = 0.5·INFLEXION, P2 = 1 − (1 − INFLEXION))
///     p(s) = 3s(1 − s)²·0.5  + 3s²(1 − s)·1    + s³      (START_TENSION 0.5, END_TENSION 1)
///
/// and interpolates the table linearly, in `float`, on whole pixels. This type evaluates the
/// curve itself, to working precision: the time fraction t/T is inverted with Brent's method
/// (``BracketedRoot``; τ is a monotone cubic) and the velocity is the exact derivative
/// (D/T)·p′(s)/τ′(s). Since p′(0)/τ′(0) = 1/INFLEXION and D/T = INFLEXION·|v₀|, the curve starts
/// at exactly v₀ and its velocity falls continuously to 0 at T (p′(1) = 0) — where Android's table
/// has a piecewise-constant velocity. The tests measure Android's table against this curve.
///
/// Edges: the fling stops at the edge it reaches (RecyclerView's fling is unbounded and stops
/// scrolling at the edge, where the edge effect absorbs the velocity; `OverScroller.fling` with
/// bounds shortens the duration the same way, `adjustDuration`), at the exact time t_e = T·τ(s_e)
/// with p(s_e) = (edge − x₀)/D, s_e by Brent's method. A fling slower than
/// `ViewConfiguration`'s minimum fling velocity (50 dp/s) does not start.
///
/// Rest: at T (the spline's end) or at the edge crossing. Error bounds: offset within a few ulps
/// of |x₀| + |D| plus |D|·|τ′|·ε_s, with ε_s ≤ 4 ulp(s) from the root finder.
public struct AndroidSplineFling: ScrollSimulation, Hashable {
    public static let defaultFriction = 0.015
    public static let inflexion = 0.35
    public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
    public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84
    /// `ViewConfiguration.MINIMUM_FLING_VELOCITY`, dp/s.
    public static let minimumFlingVelocity = 50.0
    static let p1 = 0.5 * inflexion, p2 = 1 - 1 * (1 - inflexion)

    public let position: Double
    public let velocity: Double
    public let friction: Double
    public let extent: ScrollExtent
    /// Android's fling duration T (s); 0 when no fling starts.
    public let duration: Double
    /// Signed spline distance D (pt).
    public let distance: Double
    /// When the fling reaches an edge (+∞ if it ends first).
    public let edgeTime: Double
    public let restTime: Double
    public let restOffset: Double

    /// - Throws: unless position and velocity are finite, friction > 0 and the position lies in
    ///   the extent (OverScroller's fling starts inside the content).
    public init(
        position: Double, velocity: Double, extent: ScrollExtent = .unbounded, friction: Double = defaultFriction
    ) throws(SpringParameterError) {
        try SpringParameterError.requireFinite(position, "position")
        try SpringParameterError.requireFinite(velocity, "velocity")
        try SpringParameterError.requirePositive(friction, "friction")
        guard extent.contains(position) else {
            throw SpringParameterError("an Android fling starts inside the content (position \(position) is outside \(extent))")
        }
        self.position = position
        self.velocity = velocity
        self.friction = friction
        self.extent = extent
        guard abs(velocity) >= Self.minimumFlingVelocity else {
            duration = 0
            distance = 0
            edgeTime = .infinity
            restTime = 0
            restOffset = position
            return
        }
        let r = Self.decelerationRate
        let fc = friction * Self.physicalCoefficient
        let l = Double.log(Self.inflexion * abs(velocity) / fc)
        duration = Double.exp(l / (r - 1))
        distance = (velocity < 0 ? -1 : 1) * fc * Double.exp(r * l / (r - 1))
        let flingDuration = duration
        (edgeTime, restTime, restOffset) = extent.clampedFlingEnd(
            position: position, velocity: velocity, distance: distance, duration: flingDuration
        ) { fraction in
            // The spline parameter where the distance fraction is reached, then its time.
            let s = BracketedRoot.solve(in: 0, 1) { Self.positionFraction($0) - fraction }.root
            return flingDuration * Self.timeFraction(s)
        }
    }

    /// τ(s), the time fraction at spline parameter s.
    public static func timeFraction(_ s: Double) -> Double {
        let u = 1 - s
        return 3 * s * u * (u * p1 + s * p2) + s * s * s
    }

    /// p(s), the distance fraction at spline parameter s.
    public static func positionFraction(_ s: Double) -> Double {
        let u = 1 - s
        return 3 * s * u * (u * 0.5 + s) + s * s * s
    }

    /// The spline parameter s whose time fraction is `tau` ∈ [0, 1].
    static func parameter(timeFraction tau: Double) -> Double {
        if tau <= 0 { return 0 }
        if tau >= 1 { return 1 }
        return BracketedRoot.solve(in: 0, 1) { timeFraction($0) - tau }.root
    }

    /// Position fraction and its time derivative (per unit time fraction) at time fraction τ.
    public static func spline(timeFraction tau: Double) -> (position: Double, slope: Double) {
        let s = parameter(timeFraction: tau)
        let u = 1 - s
        // p′(s) = 3[0.5u² + 2·0.5·su], τ′(s) = 3[P1·u² + 2(P2 − P1)·su + (1 − P2)·s²].
        let dp = 0.5 * u * u + s * u
        let dt = p1 * u * u + 2 * (p2 - p1) * s * u + (1 - p2) * s * s
        return (positionFraction(s), dp / dt)
    }

    /// The unstopped spline's offset and velocity at t (t/T clamped to [0, 1]).
    public func flingState(at t: Double) -> MotionState {
        guard duration > 0 else { return MotionState(value: position, velocity: 0) }
        let tau = min(max(t / duration, 0), 1)
        let p = Self.spline(timeFraction: tau)
        return MotionState(value: position + distance * p.position, velocity: tau >= 1 ? 0 : distance / duration * p.slope)
    }

    public func sample(at t: Double) -> ScrollSample {
        handoffSample(at: t) { _ in
            nil
        } decelerating: { t in
            let s = flingState(at: t)
            return MotionState(value: extent.clamp(s.value), velocity: s.velocity)
        }
    }
}
