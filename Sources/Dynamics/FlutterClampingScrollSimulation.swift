import RealModule

/// Flutter's `ClampingScrollSimulation` (widgets/scroll_simulation.dart), the Android-like physics
/// of `ClampingScrollPhysics`: Flutter's ballistic port of Android's `OverScroller` spline fling,
/// stopped at the content's edges.
///
/// Constants (Flutter's, after Android's `SplineOverScroller`): friction f = 0.015
/// (`ViewConfiguration.getScrollFriction()`), INFLEXION = 0.35, DECELERATION_RATE
/// r = ln 0.78 / ln 0.9 = 2.3582…, physical coefficient C = 9.80665 · 39.37 · 160 · 0.84
/// = 51890.2 pt/s² (0.84 g at 160 points per inch). With the reference velocity
/// v_ref = f·C/INFLEXION = 2223.9 pt/s:
///
///     T_android = (|v₀|/v_ref)^(1/(r − 1))     Android's fling duration (s)
///     T = r · INFLEXION · T_android            Flutter's duration (ends sooner, same distance)
///     D = v₀·T/r                               distance, = Android's getSplineFlingDistance
///     x(t) = x₀ + D·(1 − (1 − t/T)^r),   v(t) = v₀·(1 − t/T)^(r − 1)    for 0 ≤ t ≤ T
///
/// so the deceleration depends only on the current velocity (a "ballistic" curve, which
/// Flutter's scroll protocol needs) and v → 0 continuously at T. (1 − s)^r is evaluated as
/// exp(r·log1p(−s)): a few ulps.
///
/// Edges (`ClampingScrollPhysics`): the position is clamped to the content and the ballistic
/// activity ends when the simulation first reaches an edge, at
/// t_e = T·(1 − (1 − (e − x₀)/D)^(1/r)) (closed form); the motion rests there. Starting past an
/// edge, Flutter runs a `ScrollSpringSimulation` back to it (default spring as
/// ``FlutterBouncingScrollSimulation/defaultSpring``). Flutter creates no simulation at all when
/// |v₀| < tolerance.velocity inside the content: the motion rests at once.
///
/// Rest: at T (Flutter's `isDone`: t ≥ T), at the edge crossing, or the spring's settling time.
public struct FlutterClampingScrollSimulation: ScrollSimulation, Hashable {
    /// `ViewConfiguration.getScrollFriction()`.
    public static let defaultFriction = 0.015
    /// INFLEXION.
    public static let inflexion = 0.35
    /// DECELERATION_RATE = ln 0.78 / ln 0.9.
    public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
    /// 0.84 g in points per second² at 160 points per inch.
    public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84

    public let position: Double
    public let velocity: Double
    public let friction: Double
    public let extent: ScrollExtent
    public let tolerance: ScrollTolerance
    /// Flutter's fling duration T (s); 0 for v₀ = 0.
    public let duration: Double
    /// Signed fling distance D (pt).
    public let distance: Double
    /// When the fling reaches an edge (+∞ if it stops first).
    public let edgeTime: Double
    let returnSpring: EdgeSpring?
    public let restTime: Double
    public let restOffset: Double

    public init(
        position: Double, velocity: Double, extent: ScrollExtent = .unbounded, friction: Double = defaultFriction,
        tolerance: ScrollTolerance = .standard
    ) throws(SpringParameterError) {
        try SpringParameterError.requireFinite(position, "position")
        try SpringParameterError.requireFinite(velocity, "velocity")
        try SpringParameterError.requirePositive(friction, "friction")
        self.position = position
        self.velocity = velocity
        self.friction = friction
        self.extent = extent
        self.tolerance = tolerance
        let r = Self.decelerationRate
        if velocity == 0 {
            duration = 0
            distance = 0
        } else {
            let referenceVelocity = friction * Self.physicalCoefficient / Self.inflexion
            let androidDuration = Double.pow(abs(velocity) / referenceVelocity, 1 / (r - 1))
            duration = r * Self.inflexion * androidDuration
            distance = velocity * duration / r
        }
        if !extent.contains(position) {
            let edge = position > extent.max ? extent.max : extent.min
            let s = EdgeSpring(
                spring: FlutterBouncingScrollSimulation.defaultSpring, start: 0, edge: edge, offset: position, velocity: velocity)
            returnSpring = s
            edgeTime = 0
            restTime = s.restTime(tolerance)
            restOffset = edge
            return
        }
        returnSpring = nil
        if abs(velocity) < tolerance.velocity {
            edgeTime = .infinity
            restTime = 0
            restOffset = position
            return
        }
        let flingDuration = duration
        (edgeTime, restTime, restOffset) = extent.clampedFlingEnd(
            position: position, velocity: velocity, distance: distance, duration: flingDuration
        ) { fraction in
            // (1 − t/T)^r = 1 − fraction  ⇒  t = T·(1 − (1 − fraction)^(1/r)).
            flingDuration * -Double.expMinusOne(Double.log(onePlus: -fraction) / r)
        }
    }

    /// Flutter's x(t) and dx(t), unclamped (t/T clamped to [0, 1], as Flutter does).
    public func flingState(at t: Double) -> MotionState {
        guard duration > 0 else { return MotionState(value: position, velocity: 0) }
        let s = min(max(t / duration, 0), 1)
        let r = Self.decelerationRate
        let logRemaining = Double.log(onePlus: -s)  // ln(1 − t/T)
        let x = position + distance * -Double.expMinusOne(r * logRemaining)
        let v = s == 1 ? 0 : velocity * Double.exp((r - 1) * logRemaining)
        return MotionState(value: x, velocity: v)
    }

    public func sample(at t: Double) -> ScrollSample {
        handoffSample(at: t) { t in
            returnSpring?.sample(at: t, extent: extent)
        } decelerating: { t in
            let s = flingState(at: t)
            return MotionState(value: extent.clamp(s.value), velocity: s.velocity)
        }
    }
}
