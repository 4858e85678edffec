/// rebound's rest rule and overshoot clamping (Facebook rebound, `Spring.isAtRest`,
/// `Spring.isOvershooting` and the end of `Spring.advance`), in the animation's value units.
///
/// The spring is at rest when
///
///     |v| ≤ restSpeed   and   |value − to| ≤ restDisplacement
///
/// (rebound's Java `isAtRest`; rebound-js compares the speed with `<`). It overshoots when it
/// started below the target and is now above it, or started above and is now below
/// (`isOvershooting`). After each frame's advance, a spring at rest — or overshooting, when
/// clamping is on — is snapped to the target with velocity 0 and not advanced again.
///
/// rebound's own defaults are 0.005 for both thresholds in Java and 0.001 in rebound-js; the
/// default here is 0 for both, so that only an exact rest (or a clamp) ends the motion unless
/// the caller chooses thresholds.
public struct ReboundRestRule: Sendable, Hashable {
    /// Largest speed at rest, value units per second (≥ 0, finite).
    public var restSpeed: Double
    /// Largest distance |value − to| at rest, value units (≥ 0, finite).
    public var restDisplacement: Double
    /// Snap to the target, at rest, as soon as a frame's value has passed it.
    public var overshootClamping: Bool

    /// - Precondition: both thresholds finite and ≥ 0.
    public init(restSpeed: Double = 0, restDisplacement: Double = 0, overshootClamping: Bool = false) {
        precondition(restSpeed.isFinite && restSpeed >= 0, "ReboundRestRule: restSpeed must be finite and ≥ 0")
        precondition(
            restDisplacement.isFinite && restDisplacement >= 0, "ReboundRestRule: restDisplacement must be finite and ≥ 0")
        self.restSpeed = restSpeed
        self.restDisplacement = restDisplacement
        self.overshootClamping = overshootClamping
    }
}

/// One frame of ``ReboundFrameStepper``.
public struct ReboundFrame: Sendable, Hashable {
    public var frame: Int
    /// The frame's timestamp as given, s.
    public var time: Double
    /// The displayed value and velocity (value units, value units/s).
    public var value: Double
    public var velocity: Double
    /// The rest rule or the clamp ended the motion at this frame (the last one).
    public var atRest: Bool
}

/// Why ``ReboundFrameStepper`` refused a list of frame times.
public struct ReboundFrameTimesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offending entry (0-based).
    public let index: Int
    public let message: String
    public var description: String { "frame time \(index + 1) \(message)" }
}

/// rebound's `Spring.advance` driven by real display-link timestamps, with its rest rule and
/// overshoot clamping.
///
/// Implementation goals, in order of priority: the same double operations, in the same order,
/// as rebound's `Spring.advance` (so a table matches a device bit for bit); then no allocation
/// per frame.
///
/// The spring is set going at the first timestamp t₀ (that row is the initial state). Frame
/// i > 0 hands rebound the elapsed time dtᵢ = tᵢ − tᵢ₋₁, and rebound:
///
/// 1. clamps it to `maxFrameTime` = 0.064 s (`MAX_DELTA_TIME_SEC`: a dropped frame is
///    simulated as at most 64 ms, so the motion falls behind the wall clock);
/// 2. adds it to a time accumulator and, while the accumulator holds ≥ 1 ms
///    (`SOLVER_TIMESTEP_SEC` = 0.001), takes one RK4 step of h = 1 ms on
///    p″ = k·(to − p) − c·p′ (k, c per unit mass, p the absolute value), saving the state
///    before the last step;
/// 3. if time α·h (0 < α < 1) is left over, replaces the state by α·current + (1 − α)·previous
///    — the displayed state *is* the stored state, so the next frame integrates on from the
///    interpolated one, about 1 ms behind the exact motion;
/// 4. applies the rest rule and the clamp of ``ReboundRestRule`` to that state.
///
/// rebound's RK4 differs from the textbook method in its first stage: the acceleration of
/// stage a uses the position of the previous step's last stage (`mTempState`), not the current
/// position — reproduced here, with that position starting at `from` (rebound's `setAtRest`
/// after `setCurrentValue`). A spring at rest before the first advance is never advanced
/// (rebound's `systemShouldAdvance`): its one row is the initial state, not snapped.
public struct ReboundFrameStepper: Sequence, IteratorProtocol {
    /// rebound's `MAX_DELTA_TIME_SEC`, s.
    public static let maxFrameTime = 0.064
    /// rebound's `SOLVER_TIMESTEP_SEC`, s.
    public static let solverStep = 0.001

    public let animation: SpringAnimation
    public let frameTimes: [Double]
    public let rule: ReboundRestRule
    /// RK4 steps taken so far (4 acceleration evaluations each).
    public private(set) var steps = 0

    private var n = 0
    private var finished = false
    private var position: Double, velocity: Double
    private var previous: (position: Double, velocity: Double)
    private var tempPosition: Double
    private var accumulator = 0.0
    private let tension: Double, friction: Double

    /// - Throws: when a frame time is not finite or not greater than the one before it.
    public init(
        animation: SpringAnimation, frameTimes: [Double], rule: ReboundRestRule = ReboundRestRule()
    )
        throws(ReboundFrameTimesError)
    {
        for (i, t) in frameTimes.enumerated() {
            guard t.isFinite else { throw ReboundFrameTimesError(index: i, message: "is not finite (\(t))") }
            if i > 0, !(t > frameTimes[i - 1]) {
                throw ReboundFrameTimesError(
                    index: i,
                    message: "(\(t)) is not greater than the one before it (\(frameTimes[i - 1])); frame times must strictly increase")
            }
        }
        self.animation = animation
        self.frameTimes = frameTimes
        self.rule = rule
        let system = SpringSystem(animation.spring)
        tension = system.stiffnessPerMass
        friction = system.dampingPerMass
        position = animation.from
        velocity = animation.initialVelocity
        previous = (position, velocity)
        tempPosition = animation.from
    }

    /// At most 64 steps per frame: min(tₙ − t₀, 0.064·(n − 1)) / 1 ms for n frames, rounded up
    /// (a bound to check before stepping).
    public static func stepBound(frameTimes: [Double]) -> Double {
        guard let first = frameTimes.first, let last = frameTimes.last else { return 0 }
        let span = Swift.min(last - first, maxFrameTime * Double(frameTimes.count - 1))
        return (span / solverStep).rounded(.up) + 1
    }

    private var isAtRest: Bool {
        abs(velocity) <= rule.restSpeed && (abs(animation.to - position) <= rule.restDisplacement || tension == 0)
    }

    private var isOvershooting: Bool {
        let start = animation.from, end = animation.to
        return tension > 0 && ((start < end && position > end) || (start > end && position < end))
    }

    public mutating func next() -> ReboundFrame? {
        guard !finished, n < frameTimes.count else { return nil }
        var atRest = false
        if n == 0 {
            atRest = isAtRest
        } else {
            advance(by: frameTimes[n] - frameTimes[n - 1])
            if isAtRest || (rule.overshootClamping && isOvershooting) {
                // rebound snaps to the end value (or, with no tension, keeps the value).
                if tension > 0 { position = animation.to }
                velocity = 0
                atRest = true
            }
        }
        let frame = ReboundFrame(frame: n, time: frameTimes[n], value: position, velocity: velocity, atRest: atRest)
        n += 1
        finished = atRest
        return frame
    }

    /// One `Spring.advance(realDeltaTime)` without the rest rule.
    private mutating func advance(by realDeltaTime: Double) {
        let h = Self.solverStep, end = animation.to
        accumulator += realDeltaTime > Self.maxFrameTime ? Self.maxFrameTime : realDeltaTime
        var p = position, v = velocity, tp = tempPosition
        while accumulator >= h {
            accumulator -= h
            if accumulator < h { previous = (p, v) }
            let av = v, aa = tension * (end - tp) - friction * v
            tp = p + av * h * 0.5
            var tv = v + aa * h * 0.5
            let bv = tv, ba = tension * (end - tp) - friction * tv
            tp = p + bv * h * 0.5
            tv = v + ba * h * 0.5
            let cv = tv, ca = tension * (end - tp) - friction * tv
            tp = p + cv * h
            tv = v + ca * h
            let dv = tv, da = tension * (end - tp) - friction * tv
            let dxdt = 1.0 / 6.0 * (av + 2.0 * (bv + cv) + dv)
            let dvdt = 1.0 / 6.0 * (aa + 2.0 * (ba + ca) + da)
            p += dxdt * h
            v += dvdt * h
            steps += 1
        }
        tempPosition = tp
        if accumulator > 0 {
            let alpha = accumulator / h
            p = p * alpha + previous.position * (1 - alpha)
            v = v * alpha + previous.velocity * (1 - alpha)
        }
        position = p
        velocity = v
    }
}
