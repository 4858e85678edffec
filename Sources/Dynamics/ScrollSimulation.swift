// Implementation goals, in order of priority:
//  1. Every platform model is its published formula, evaluated in closed form; a hand-off from
//     one phase to the next happens at the exact crossing time, with position and velocity
//     carried over unchanged (a platform's own deliberate discontinuity, such as Flutter's cap
//     on the velocity handed to its spring, is reproduced and documented, never introduced).
//  2. A rest rule that is a number, not a frame: each model knows the instant it comes to rest,
//     so a table at any frame rate ends at the same place.
import RealModule

/// What a scrolling motion is doing at one instant.
public enum ScrollPhase: String, Sendable, Hashable, CaseIterable {
    /// Inside the content, slowing under the model's friction.
    case decelerate
    /// Past an edge and moving further out.
    case overscroll
    /// In the edge spring's hands, moving back (or, for an underdamped spring, swinging about
    /// the edge).
    case bounce
    /// At rest: the motion has ended (see ``ScrollSimulation/restTime``).
    case rest
}

/// Offset, velocity and phase of a scroll at one instant.
public struct ScrollSample: Sendable, Hashable, CustomStringConvertible {
    /// Scroll offset in points.
    public var offset: Double
    /// Velocity in points per second.
    public var velocity: Double
    public var phase: ScrollPhase

    public init(offset: Double, velocity: Double, phase: ScrollPhase) {
        self.offset = offset
        self.velocity = velocity
        self.phase = phase
    }

    public var description: String { "(offset: \(offset), velocity: \(velocity), \(phase.rawValue))" }
}

/// The range of offsets the content allows, `min…max` in points; ``unbounded`` for content
/// without edges.
public struct ScrollExtent: Sendable, Hashable, CustomStringConvertible {
    public let min: Double
    public let max: Double

    /// - Precondition: `min ≤ max`, neither NaN (infinite ends are allowed: an open side).
    public init(min: Double, max: Double) {
        precondition(!min.isNaN && !max.isNaN && min <= max, "ScrollExtent: need min ≤ max (got \(min)…\(max))")
        self.min = min
        self.max = max
    }

    /// No edges on either side.
    public static let unbounded = ScrollExtent(min: -.infinity, max: .infinity)

    /// Whether both ends are infinite.
    public var isUnbounded: Bool { min == -.infinity && max == .infinity }

    public func contains(_ x: Double) -> Bool { x >= min && x <= max }

    /// `x` clamped into the extent.
    public func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, min), max) }

    public var description: String { "\(min)…\(max)" }

    /// Where a fling that starts inside the extent stops when the content's edge holds it (a
    /// clamping scroll view): the fling from `position` covers `distance` (signed, the side of
    /// `velocity`) in `duration` seconds; when the edge on that side lies within the distance,
    /// it stops there at `time(fraction)` — the fling's own time to cover that fraction of
    /// its distance, asked only for a fraction in (0, 1); 0 at or before the start — else it
    /// ends at `position + distance` after `duration`, never meeting an edge (edgeTime ∞).
    func clampedFlingEnd(
        position: Double, velocity: Double, distance: Double, duration: Double, time: (Double) -> Double
    ) -> (edgeTime: Double, restTime: Double, restOffset: Double) {
        let edge = velocity > 0 ? max : min
        let fraction = (edge - position) / distance
        guard fraction.isFinite && fraction < 1 else { return (.infinity, duration, position + distance) }
        let edgeTime = fraction <= 0 ? 0 : time(fraction)
        return (edgeTime, edgeTime, edge)
    }
}

/// When a scroll counts as stopped: a distance (points) and a speed (points per second).
///
/// The default is Flutter's `ScrollPhysics.toleranceFor(metrics)` on a 3× screen: velocity
/// 1/(0.050·dpr) = 20/3 pt/s and distance 1/dpr = 1/3 pt — one physical pixel, and less than
/// a pixel of motion per 50 ms.
public struct ScrollTolerance: Sendable, Hashable {
    /// Points.
    public let distance: Double
    /// Points per second.
    public let velocity: Double

    /// - Precondition: both finite and > 0.
    public init(distance: Double, velocity: Double) {
        precondition(distance.isFinite && distance > 0 && velocity.isFinite && velocity > 0, "ScrollTolerance: need finite values > 0")
        self.distance = distance
        self.velocity = velocity
    }

    /// Flutter's scroll tolerance for a screen of `devicePixelRatio` physical pixels per point:
    /// velocity 1/(0.050·dpr) pt/s, distance 1/dpr pt.
    public init(devicePixelRatio dpr: Double) {
        self.init(distance: 1 / dpr, velocity: 1 / (0.050 * dpr))
    }

    /// ``init(devicePixelRatio:)`` at 3.
    public static let standard = ScrollTolerance(devicePixelRatio: 3)
}

/// A fling or scroll: a motion that can be sampled at any time with its phase, and that
/// comes to rest at a known instant.
///
/// Rest rule: the motion is at rest at every t ≥ ``restTime``, at ``restOffset`` with velocity
/// 0 (``sample(at:)`` says so with phase ``ScrollPhase/rest``). Each model states how its
/// rest time is defined; all are finite.
public protocol ScrollSimulation: Simulation {
    /// Offset, velocity and phase at `t` seconds (t ≥ 0).
    func sample(at t: Double) -> ScrollSample
    /// When the motion ends, in seconds (finite, ≥ 0).
    var restTime: Double { get }
    /// Where it rests, in points.
    var restOffset: Double { get }
}

extension ScrollSimulation {
    public func value(at t: Double) -> Double { sample(at: t).offset }
    public func velocity(at t: Double) -> Double { sample(at: t).velocity }
    public func state(at t: Double) -> MotionState {
        let s = sample(at: t)
        return MotionState(value: s.offset, velocity: s.velocity)
    }

    /// The sample of a model that decelerates and may hand over to an edge motion, in the order
    /// every model here checks: at rest (``restOffset``, velocity 0) from ``restTime`` on; else
    /// the edge motion's sample when `edge` has one at t (nil before it takes over, or for a
    /// model without one); else the deceleration's state at t, phase ``ScrollPhase/decelerate``.
    @inline(__always)
    func handoffSample(at t: Double, edge: (Double) -> ScrollSample?, decelerating: (Double) -> MotionState) -> ScrollSample {
        if t >= restTime { return ScrollSample(offset: restOffset, velocity: 0, phase: .rest) }
        if let s = edge(t) { return s }
        let s = decelerating(t)
        return ScrollSample(offset: s.value, velocity: s.velocity, phase: .decelerate)
    }
}

/// A spring that takes over at an edge: the closed-form ``SpringMotion`` of the displacement
/// from `edge`, started at `start` seconds. Shared by the models whose overscroll is a spring.
struct EdgeSpring: Sendable, Hashable {
    let start: Double
    let edge: Double
    let motion: SpringMotion

    init(spring: Spring, start: Double, edge: Double, offset: Double, velocity: Double) {
        self.start = start
        self.edge = edge
        self.motion = SpringMotion(spring: spring, displacement: offset - edge, velocity: velocity)
    }

    /// Offset and velocity at absolute time t ≥ start.
    func state(at t: Double) -> MotionState {
        let s = motion.state(at: t - start)
        return MotionState(value: edge + s.value, velocity: s.velocity)
    }

    /// The sample at absolute time t ≥ start, its phase relative to `extent`
    /// (``phase(offset:velocity:extent:)``).
    func sample(at t: Double, extent: ScrollExtent) -> ScrollSample {
        let s = state(at: t)
        return ScrollSample(offset: s.value, velocity: s.velocity, phase: Self.phase(offset: s.value, velocity: s.velocity, extent: extent))
    }

    /// The absolute time after which |offset − edge| < distance and |v| < velocity for good
    /// (the spring's exact settling time, see ``SpringMotion/settlingTime(threshold:velocityThreshold:)``).
    func restTime(_ tolerance: ScrollTolerance) -> Double {
        start + motion.settlingTime(threshold: tolerance.distance, velocityThreshold: tolerance.velocity)
    }

    /// The phase of a spring state relative to `extent`: ``ScrollPhase/overscroll`` while
    /// on or past an edge and moving further out (so the hand-off instant itself, on the edge,
    /// reads overscroll), ``ScrollPhase/bounce`` otherwise.
    static func phase(offset x: Double, velocity v: Double, extent: ScrollExtent) -> ScrollPhase {
        (x >= extent.max && v > 0) || (x <= extent.min && v < 0) ? .overscroll : .bounce
    }
}
