import RealModule

/// Framer Motion's `inertia` transition (as in popmotion's `inertia`, which it wrapped): an
/// exponential glide to a projected target, and at `min`/`max` a spring that takes over with
/// the current velocity.
///
/// Glide (popmotion/framer-motion `decay` generator; t in seconds, τ the time constant):
///
///     A = power·v₀,  ideal = x₀ + A,  target = modifyTarget(ideal) (default: ideal)
///     if target ≠ ideal: A = target − x₀
///     x(t) = target − A·e^(−t/τ),   v(t) = (A/τ)·e^(−t/τ)
///
/// Defaults power 0.8 and τ = 0.7 s (`timeConstant: 700` ms, popmotion 8's default, with
/// `restDelta` 1; popmotion 9–11 use 750 ms, and framer-motion 12's own generator 325 ms with
/// `restDelta` 0.5 — pass them to reproduce those versions). Note that the
/// glide starts at velocity A/τ = (power/τ)·v₀ = 1.14·v₀ with the defaults, not v₀: that is
/// the platform's curve. Snap points: ``init(position:velocity:power:timeConstant:snapPoints:extent:restDelta:tolerance:)``
/// with `snapPoints` makes `modifyTarget` the nearest snap point to the ideal target (ties to
/// the lower one).
///
/// Bounds: the glide's offset crossing `max` (or `min`) — Framer tests `v > max` each frame
/// and starts the spring from that frame's value; here the crossing time is exact,
/// t_b = τ·ln(A/(target − bound)) (closed form), and the spring starts on the bound with the
/// glide's velocity there, v = (target − bound)/τ exactly, so the hand-off is continuous. The
/// spring pulls toward the bound: stiffness `bounceStiffness` 500, damping `bounceDamping` 10,
/// mass 1 (ζ = 10/(2√500) = 0.224, underdamped: it swings back past the bound into the content
/// and settles on it). A start outside the bounds springs to the nearer bound at once, with the
/// glide's initial velocity A/τ.
///
/// Rest: the glide when |target − x| ≤ `restDelta` (Framer's rule, then exactly at `target`:
/// t = τ·ln(|A|/restDelta)); the spring at its exact settling time for |x − bound| < distance and
/// |v| < velocity (``ScrollTolerance``), on the bound.
///
/// Time constants: any τ > 0 for which the glide's initial velocity A/τ is a finite double,
/// that is τ ≥ |A|/`greatestFiniteMagnitude` (to rounding) — for |A| = 800 (v₀ = 1000,
/// power 0.8) τ down to 4.5e-306 s. Nothing else limits it: t/τ overflowing reads
/// e^(−t/τ) = 0 (exact to rounding), the rest and crossing times τ·ln(…) stay positive
/// and finite, and ``glideState(at:)`` keeps the velocity's precision where e^(−t/τ) is subnormal.
///
/// Error bounds: glide within a few ulps of (|target| + |A|, |A|/τ), relative (t/τ + 2)·ε in
/// the exponential; crossing time a few ulps; spring as ``SpringMotion``.
public struct FramerInertia: ScrollSimulation, Hashable {
    public static let defaultPower = 0.8
    /// Seconds (700 ms).
    public static let defaultTimeConstant = 0.7
    public static let bounceStiffness = 500.0
    public static let bounceDamping = 10.0
    /// popmotion's inertia `restDelta`, in points.
    public static let defaultRestDelta = 1.0
    /// The bounce spring: mass 1, k = 500, c = 10.
    public static let bounceSpring = Spring(mass: 1, stiffness: bounceStiffness, dampingCoefficient: bounceDamping)

    public let position: Double
    public let velocity: Double
    public let power: Double
    /// τ in seconds.
    public let timeConstant: Double
    public let extent: ScrollExtent
    public let restDelta: Double
    public let tolerance: ScrollTolerance
    /// The glide's rest target (after snapping).
    public let target: Double
    /// The glide's amplitude A = target − x₀ (or power·v₀).
    public let amplitude: Double
    /// When the spring takes over: 0 when starting outside the bounds, +∞ when it never does.
    public let springStart: Double
    let bounce: EdgeSpring?
    public let restTime: Double
    public let restOffset: Double

    /// - Parameters:
    ///   - snapPoints: the `modifyTarget` of snapping to the nearest of these points (empty: none).
    ///   - restDelta: Motion's `restDelta` for the glide (points); the bounce spring's distance
    ///     is `tolerance.distance`, its rest speed `tolerance.velocity` (Motion's `restSpeed`).
    /// - Throws: unless position, velocity, snap points are finite, power ≥ 0 and finite,
    ///   timeConstant and restDelta > 0 and finite, and (target − position)/timeConstant finite.
    public init(
        position: Double, velocity: Double, power: Double = defaultPower, timeConstant: Double = defaultTimeConstant,
        snapPoints: [Double] = [], extent: ScrollExtent = .unbounded, restDelta: Double = defaultRestDelta,
        tolerance: ScrollTolerance = .standard
    ) throws(SpringParameterError) {
        try SpringParameterError.requireFinite(position, "position")
        try SpringParameterError.requireFinite(velocity, "velocity")
        try SpringParameterError.requireNonNegative(power, "power")
        try SpringParameterError.requirePositive(timeConstant, "time constant")
        try SpringParameterError.requirePositive(restDelta, "rest delta")
        for p in snapPoints { try SpringParameterError.requireFinite(p, "snap point") }
        self.position = position
        self.velocity = velocity
        self.power = power
        self.timeConstant = timeConstant
        self.extent = extent
        self.restDelta = restDelta
        self.tolerance = tolerance
        var amplitude = power * velocity
        let ideal = position + amplitude
        let target = Self.nearest(to: ideal, in: snapPoints) ?? ideal
        if target != ideal { amplitude = target - position }
        guard (amplitude / timeConstant).isFinite else {
            throw SpringParameterError(
                "the glide's initial velocity (target − position)/time constant = \(amplitude)/\(timeConstant) exceeds the largest finite double"
            )
        }
        self.target = target
        self.amplitude = amplitude
        if !extent.contains(position) {
            let bound = Self.nearestBound(position, extent)
            let s = EdgeSpring(spring: Self.bounceSpring, start: 0, edge: bound, offset: position, velocity: amplitude / timeConstant)
            bounce = s
            springStart = 0
            restTime = s.restTime(tolerance)
            restOffset = bound
            return
        }
        let ratio = abs(amplitude) / restDelta  // ln|A| − ln δ when the ratio overflows
        let glideRest =
            abs(amplitude) <= restDelta
            ? 0 : timeConstant * (ratio.isFinite ? Double.log(ratio) : Double.log(abs(amplitude)) - Double.log(restDelta))
        // The glide crosses a bound only if its target lies strictly beyond it (x approaches
        // the target monotonically from the start).
        let bound = target > extent.max ? extent.max : target < extent.min ? extent.min : Double.nan
        if !bound.isNaN {
            let gap = target - bound  // same sign as A, |gap| < |A|
            let crossing = timeConstant * Double.log(amplitude / gap)
            if crossing < glideRest {
                let s = EdgeSpring(spring: Self.bounceSpring, start: crossing, edge: bound, offset: bound, velocity: gap / timeConstant)
                bounce = s
                springStart = crossing
                restTime = s.restTime(tolerance)
                restOffset = bound
                return
            }
        }
        bounce = nil
        springStart = .infinity
        restTime = glideRest
        restOffset = target
    }

    /// The nearest of `points` to `x` (the lower on a tie), nil when there are none.
    public static func nearest(to x: Double, in points: [Double]) -> Double? {
        points.min { a, b in
            let da = abs(a - x), db = abs(b - x)
            return da < db || (da == db && a < b)
        }
    }

    /// Framer's `nearestBoundary`: the closer of min and max (max on a tie).
    static func nearestBound(_ x: Double, _ extent: ScrollExtent) -> Double {
        abs(extent.min - x) < abs(extent.max - x) ? extent.min : extent.max
    }

    /// The glide alone at t: target − A·e^(−t/τ) and (A/τ)·e^(−t/τ).
    ///
    /// For any τ > 0 with A/τ finite (τ below 1 ms included): t/τ overflowing to +∞ gives
    /// e^(−t/τ) = 0, the correctly rounded answer. Where e^(−t/τ) is subnormal (t/τ > 708.4)
    /// but A/τ is large enough for the velocity to be a normal number, the product of the two
    /// would keep only the subnormal's few bits; the velocity is then sign(A)·e^(ln|A/τ| − t/τ)
    /// instead. Error: relative (t/τ + 2)·ε in e^(−t/τ) (the rounding of t/τ, amplified by
    /// the exponential; ε = 2⁻⁵³), the same for the velocity by either route.
    public func glideState(at t: Double) -> MotionState {
        let x = t / timeConstant
        let e = Double.exp(-x)
        let rate = amplitude / timeConstant
        var v = rate * e
        if e < Double.leastNormalMagnitude && rate != 0 && x.isFinite {
            let magnitude = Double.exp(Double.log(abs(rate)) - x)
            v = rate < 0 ? -magnitude : magnitude
        }
        return MotionState(value: target - amplitude * e, velocity: v)
    }

    public func sample(at t: Double) -> ScrollSample {
        handoffSample(at: t) { t in
            t >= springStart ? bounce?.sample(at: t, extent: extent) : nil
        } decelerating: { t in
            glideState(at: t)
        }
    }
}
