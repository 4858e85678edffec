import RealModule

/// A UIScrollView fling: exponential deceleration at `decelerationRate` r per millisecond, and,
/// past an edge, a critically damped bounce seen through the rubber band.
///
/// ## Deceleration (UIScrollView's published model)
/// The velocity is multiplied by r every millisecond (`UIScrollView.DecelerationRate.normal`
/// = 0.998, `.fast` = 0.99; WWDC 2018 "Designing Fluid Interfaces"), so with λ = −1000·ln r
/// (1/s; 2.002 for normal, 10.05 for fast):
///
///     v(t) = v₀·r^(1000t) = v₀e^(−λt)
///     x(t) = x₀ + v₀(1 − e^(−λt))/λ           (stop point x₀ + v₀/λ)
///     T(v_ε) = ln(|v₀|/v_ε)/λ                  (time until |v| = v_ε)
///
/// evaluated by ``ExponentialDecay`` (expm1/log1p: a few ulps, also for tiny λt).
///
/// ## Rubber band
/// Dragging past an edge by `x` shows the content displaced by
///
///     b(x) = x·d·c/(d + c·|x|),   c = 0.55, d = the viewport's dimension
///
/// (the formula attributed to UIScrollView; b′(0) = c, b < d for every x, b(d) = 0.355·d).
/// ``rubberBand(_:dimension:constant:)`` and its inverse are exact to a few ulps.
///
/// ## Bounce (the spring chosen here)
/// Apple does not publish the spring that returns an overscrolled view. This model takes a
/// critically damped spring (ζ = 1: UIScrollView's bounce never swings back past the edge,
/// and critical damping is the fastest return that does not) with ω₀ = 12.5 rad/s — the
/// decay rate e^(−12.5t) = e^(−20t/1.6) of WebKit's macOS rubber-band rebound
/// (`ScrollElasticityController`: stiffness 20, period 1.6) — mass 1, so stiffness 156.25 s⁻²
/// and damping coefficient 25 s⁻¹. The spring acts on the *stretch* u behind the rubber band: the offset is
/// `edge ± b(u)`. At the crossing u = 0 and u′ = v/c, so the shown velocity b′(0)·u′ = v is
/// continuous, and the overscroll is below the viewport's dimension d at every instant
/// whatever the velocity (|b| < d). u is the exact closed form of ``SpringMotion``.
///
/// ## Hand-off and rest
/// The deceleration crosses an edge at t_e = −log1p(−λ(e − x₀)/v₀)/λ (closed form), with
/// velocity v₀ − λ(e − x₀) (exactly the decay's, from v = v₀ − λ(x − x₀)) — if that happens
/// before the deceleration's own rest, as in Flutter's `BouncingScrollSimulation`. Rest: the
/// deceleration stops at T(v_ε) where it is (``ScrollTolerance/velocity``), the bounce at the
/// spring's exact settling time for |u| < b⁻¹(distance) and |u′| < velocity/c — a sufficient
/// condition for |offset − edge| < distance and |v| < velocity — and rests on the edge.
///
/// Error bounds: deceleration within a few ulps of (|x₀| + |v₀|/λ, |v₀|); the crossing time
/// within a few ulps; the bounce within ``SpringMotion``'s bound on u, then one rational map.
public struct UIScrollViewFling: ScrollSimulation, Hashable {
    /// `UIScrollView.DecelerationRate.normal`, per millisecond.
    public static let normalRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`, per millisecond.
    public static let fastRate = 0.99
    /// The rubber-band constant c.
    public static let rubberBandConstant = 0.55
    /// The bounce: mass 1, ω₀ = 12.5 rad/s, ζ = 1 (stiffness 156.25, damping coefficient 25).
    public static let bounceSpring = Spring(mass: 1, stiffness: 156.25, dampingCoefficient: 25)

    /// Deceleration rate r per millisecond, in (0, 1).
    public let rate: Double
    public let extent: ScrollExtent
    /// The viewport's dimension d along the scroll axis, in points.
    public let viewport: Double
    public let tolerance: ScrollTolerance
    /// The deceleration from the start state.
    public let decay: ExponentialDecay
    /// When the bounce takes over: 0 when the fling starts past an edge, +∞ when it never does.
    public let bounceStart: Double
    public let restTime: Double
    public let restOffset: Double

    let edge: Double  // the edge the bounce returns to
    let side: Double  // +1 past max, −1 past min
    let stretch: SpringMotion?  // u(t − bounceStart), u ≥ 0 outward

    /// A fling from `position` with `velocity` (points, points per second).
    ///
    /// Throws when `rate` is outside (0, 1), a value is not finite, the viewport is not > 0, or
    /// the start is past an edge by the viewport's dimension or more (the rubber band shows no
    /// stretch that far).
    public init(
        rate: Double = UIScrollViewFling.normalRate, position: Double, velocity: Double, extent: ScrollExtent = .unbounded,
        viewport: Double = 844, tolerance: ScrollTolerance = .standard
    ) throws(SpringParameterError) {
        guard rate.isFinite, rate > 0, rate < 1 else { throw SpringParameterError("deceleration rate must be in (0, 1) (got \(rate))") }
        try SpringParameterError.requireFinite(position, "position")
        try SpringParameterError.requireFinite(velocity, "velocity")
        try SpringParameterError.requirePositive(viewport, "viewport")
        self.rate = rate
        self.extent = extent
        self.viewport = viewport
        self.tolerance = tolerance
        let decay = try ExponentialDecay(uiScrollViewRate: rate, position: position, velocity: velocity)
        self.decay = decay
        let c = Self.rubberBandConstant
        // The stretch that shows the distance tolerance; a viewport at or below the tolerance shows
        // every stretch within it, so only the velocity decides.
        let uDistance =
            tolerance.distance < viewport
            ? Self.inverseRubberBand(tolerance.distance, dimension: viewport, constant: c) : Double.greatestFiniteMagnitude
        let uVelocity = tolerance.velocity / c
        if !extent.contains(position) {
            side = position > extent.max ? 1 : -1
            edge = side > 0 ? extent.max : extent.min
            let over = (position - edge) * side
            guard over < viewport else {
                throw SpringParameterError(
                    "the start is \(over) pt past the edge; the rubber band shows less than the viewport (\(viewport) pt)")
            }
            let u0 = Self.inverseRubberBand(over, dimension: viewport, constant: c)
            let slope = Self.rubberBandSlope(u0, dimension: viewport, constant: c)
            let stretch = SpringMotion(spring: Self.bounceSpring, displacement: u0, velocity: side * velocity / slope)
            self.stretch = stretch
            bounceStart = 0
            restTime = stretch.settlingTime(threshold: uDistance, velocityThreshold: uVelocity)
            restOffset = edge
            return
        }
        let stop = decay.time(atSpeed: tolerance.velocity)
        let towards = velocity > 0 ? extent.max : extent.min
        let crossing = velocity == 0 ? Double.infinity : decay.time(atValue: towards)
        if crossing.isFinite && crossing < stop {
            side = velocity > 0 ? 1 : -1
            edge = towards
            let edgeVelocity = velocity - decay.decay * (towards - position)
            let stretch = SpringMotion(spring: Self.bounceSpring, displacement: 0, velocity: side * edgeVelocity / c)
            self.stretch = stretch
            bounceStart = crossing
            restTime = crossing + stretch.settlingTime(threshold: uDistance, velocityThreshold: uVelocity)
            restOffset = edge
        } else {
            side = 0
            edge = .nan
            stretch = nil
            bounceStart = .infinity
            restTime = stop
            restOffset = decay.value(at: stop)
        }
    }

    public func sample(at t: Double) -> ScrollSample {
        handoffSample(at: t) { t in
            guard let stretch, t >= bounceStart else { return nil }
            let u = stretch.state(at: t - bounceStart)
            let c = Self.rubberBandConstant
            let offset = edge + side * Self.rubberBand(u.value, dimension: viewport, constant: c)
            let velocity = side * Self.rubberBandSlope(u.value, dimension: viewport, constant: c) * u.velocity
            return ScrollSample(
                offset: offset, velocity: velocity, phase: EdgeSpring.phase(offset: offset, velocity: velocity, extent: extent))
        } decelerating: { t in
            decay.state(at: t)
        }
    }

    // MARK: - Closed forms

    /// The distance shown for a stretch `x` past the edge: x·d·c/(d + c·|x|) (odd in x).
    public static func rubberBand(_ x: Double, dimension d: Double, constant c: Double = rubberBandConstant) -> Double {
        x * d * c / (d + c * abs(x))
    }

    /// The stretch that shows `b` (|b| < d): b·d/(c·(d − |b|)).
    public static func inverseRubberBand(_ b: Double, dimension d: Double, constant c: Double = rubberBandConstant) -> Double {
        b * d / (c * (d - abs(b)))
    }

    /// db/dx = c·d²/(d + c·|x|)².
    public static func rubberBandSlope(_ x: Double, dimension d: Double, constant c: Double = rubberBandConstant) -> Double {
        let q = d / (d + c * abs(x))
        return c * q * q
    }

    /// Where the deceleration alone would stop: x₀ + v₀/λ.
    public var stopPoint: Double { decay.finalValue }

    /// The time at which the deceleration's speed falls to `threshold`: ln(|v₀|/threshold)/λ
    /// (0 when it starts at or below it).
    public func timeToStop(velocityThreshold threshold: Double) -> Double { decay.time(atSpeed: threshold) }
}
