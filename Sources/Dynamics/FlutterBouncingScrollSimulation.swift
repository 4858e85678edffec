import RealModule

/// Flutter's `BouncingScrollSimulation` (widgets/scroll_simulation.dart), the iOS-like physics of
/// `BouncingScrollPhysics`: friction inside the content, a spring past an edge.
///
/// - Inside `[leadingExtent, trailingExtent]`: `FrictionSimulation(0.135, x₀, v₀)` — drag
///   0.135 per second, Flutter's rounding of UIScrollView's 0.998^1000 — so λ = −ln 0.135 =
///   2.0025 1/s (see ``FlutterFrictionSimulation``).
/// - If the friction's final position lies past the edge it is heading for, the spring takes
///   over at `timeAtX(edge)` (closed form, see ``ExponentialDecay/time(atValue:)``) from the edge
///   with velocity `min(dx, maxSpringTransferVelocity)` — Flutter's cap of 5000 pt/s, which by
///   `min` applies to positive velocities only (a leading-edge hand-off keeps its full
///   negative velocity). Below the cap the hand-off is continuous in position and velocity;
///   above it the velocity drops to 5000 at the edge, as in Flutter.
/// - Starting past an edge, the spring runs from the start state at t = 0.
/// - The spring is Flutter's `ScrollSpringSimulation(spring, x, edge, v)`: the closed form of
///   the displacement from the edge (``SpringMotion``), default
///   `SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)` (ScrollPhysics'
///   default spring: ω₀ = 14.14 rad/s, overdamped, so it never swings back past the edge).
///
/// Rest: as Flutter's `isDone` — the friction when |dx| < tolerance.velocity (closed form,
/// resting where it is), the spring at its exact settling time for |x − edge| < distance and
/// |dx| < velocity (resting on the edge). Flutter checks `isDone` per frame; for the
/// overdamped default spring the two agree (after its one extremum the spring decays
/// monotonically).
///
/// Error bounds: friction as ``ExponentialDecay``, spring as ``SpringMotion``; the hand-off time
/// within a few ulps, and the hand-off velocity is v₀ − λ(edge − x₀), the friction's exactly.
public struct FlutterBouncingScrollSimulation: ScrollSimulation, Hashable {
    /// Flutter's `BouncingScrollSimulation.maxSpringTransferVelocity`.
    public static let maxSpringTransferVelocity = 5000.0
    /// The friction's drag per second (0.998^1000 ≈ 0.135).
    public static let drag = 0.135
    /// `ScrollPhysics`' default spring: mass 0.5, stiffness 100, damping ratio 1.1.
    public static let defaultSpring = Spring(mass: 0.5, stiffness: 100, dampingCoefficient: 1.1 * 2 * (0.5 * 100.0).squareRoot())

    public let extent: ScrollExtent
    public let spring: Spring
    public let tolerance: ScrollTolerance
    public let friction: FlutterFrictionSimulation
    /// When the spring takes over: 0 when starting past an edge, +∞ when it never does.
    public let springStart: Double
    let edgeSpring: EdgeSpring?
    public let restTime: Double
    public let restOffset: Double

    public init(
        position: Double, velocity: Double, extent: ScrollExtent, spring: Spring = FlutterBouncingScrollSimulation.defaultSpring,
        tolerance: ScrollTolerance = .standard
    ) throws(SpringParameterError) {
        self.extent = extent
        self.spring = spring
        self.tolerance = tolerance
        friction = try FlutterFrictionSimulation(drag: Self.drag, position: position, velocity: velocity, tolerance: tolerance)
        if !extent.contains(position) {
            let edge = position > extent.max ? extent.max : extent.min
            let s = EdgeSpring(spring: spring, start: 0, edge: edge, offset: position, velocity: velocity)
            edgeSpring = s
            springStart = 0
            restTime = s.restTime(tolerance)
            restOffset = edge
            return
        }
        let done = friction.doneTime
        let final = friction.finalX
        let edge = velocity > 0 ? extent.max : extent.min
        let heading = (velocity > 0 && final > extent.max) || (velocity < 0 && final < extent.min)
        let crossing = heading ? friction.timeAtX(edge) : .infinity
        if crossing.isFinite && crossing < done {
            let edgeVelocity = velocity - friction.decay.decay * (edge - position)
            let s = EdgeSpring(
                spring: spring, start: crossing, edge: edge, offset: edge, velocity: min(edgeVelocity, Self.maxSpringTransferVelocity))
            edgeSpring = s
            springStart = crossing
            restTime = s.restTime(tolerance)
            restOffset = edge
        } else {
            edgeSpring = nil
            springStart = .infinity
            restTime = done
            restOffset = friction.value(at: done)
        }
    }

    public func sample(at t: Double) -> ScrollSample {
        handoffSample(at: t) { t in
            t >= springStart ? edgeSpring?.sample(at: t, extent: extent) : nil
        } decelerating: { t in
            MotionState(value: friction.value(at: t), velocity: friction.velocity(at: t))
        }
    }
}
