import RealModule

/// Flutter's `FrictionSimulation(drag, position, velocity)` (package:flutter/physics): the
/// velocity is multiplied by `drag` every second,
///
///     dx(t) = v₀·drag^t,   x(t) = x₀ + v₀(drag^t − 1)/ln(drag),   finalX = x₀ − v₀/ln(drag)
///
/// and the simulation is done when |dx(t)| < `tolerance.velocity`. This is ``ExponentialDecay``
/// with λ = −ln(drag), evaluated with expm1/log1p (Flutter writes `pow(drag, t)/ln(drag) −
/// 1/ln(drag)`, which loses digits for small t); ``timeAtX(_:)`` and ``finalX`` are Flutter's.
///
/// Error bounds: x and dx within a few ulps of (|x₀| + |v₀|/λ, |v₀|); `timeAtX` within a few
/// ulps of t. Flutter's `newton_test.dart` values (drag 0.3 from 100 with 400: dx(1) = 120,
/// dx(2) = 36, x(5) ∈ (431, 432)) are reproduced in the tests to 1e-13.
public struct FlutterFrictionSimulation: Simulation, Hashable {
    /// The drag: the fraction of velocity left after one second, in (0, 1) (Flutter allows any
    /// positive drag ≠ 1; a drag > 1 accelerates without bound, which no scroll wants).
    public let drag: Double
    public let decay: ExponentialDecay
    /// Flutter's `Tolerance`; `isDone` reads its velocity.
    public let tolerance: ScrollTolerance

    public init(
        drag: Double, position: Double, velocity: Double, tolerance: ScrollTolerance = ScrollTolerance(distance: 1e-3, velocity: 1e-3)
    )
        throws(SpringParameterError)
    {
        try SpringParameterError.requireFinite(position, "position")
        try SpringParameterError.requireFinite(velocity, "velocity")
        self.decay = try ExponentialDecay(flutterDrag: drag, position: position, velocity: velocity)
        self.drag = drag
        self.tolerance = tolerance
    }

    /// Flutter's `FrictionSimulation.through(startPosition, endPosition, startVelocity,
    /// endVelocity)`: the drag e^((v₀ − v₁)/(x₀ − x₁)) that passes through both states, with
    /// the end speed as the velocity tolerance. (From v = v₀ − λ(x − x₀): λ = (v₀ − v₁)/(x₁ − x₀).)
    ///
    /// Throws unless the velocities share a sign (or one is 0), |v₀| > |v₁|, and the end lies
    /// ahead of the start in the direction of v₀ — Flutter's asserts, made errors.
    public static func through(
        startPosition x0: Double, endPosition x1: Double, startVelocity v0: Double, endVelocity v1: Double
    )
        throws(SpringParameterError) -> FlutterFrictionSimulation
    {
        for (v, name) in [(x0, "start position"), (x1, "end position"), (v0, "start velocity"), (v1, "end velocity")] {
            try SpringParameterError.requireFinite(v, name)
        }
        guard v0 == 0 || v1 == 0 || (v0 > 0) == (v1 > 0) else { throw SpringParameterError("start and end velocities must share a sign") }
        guard abs(v0) > abs(v1) else { throw SpringParameterError("the start speed must exceed the end speed") }
        guard x1 != x0, (x1 - x0 > 0) == (v0 > 0) else {
            throw SpringParameterError("the end position must lie ahead in the direction of the start velocity")
        }
        let lambda = (v0 - v1) / (x1 - x0)
        let drag = Double.exp(-lambda)
        guard drag > 0, drag < 1 else { throw SpringParameterError("the drag through these states, e^(−\(lambda)), is not in (0, 1)") }
        return try FlutterFrictionSimulation(
            drag: drag, position: x0, velocity: v0, tolerance: ScrollTolerance(distance: 1e-3, velocity: v1 == 0 ? 1e-3 : abs(v1)))
    }

    public var position: Double { decay.initialState.value }
    public var initialVelocity: Double { decay.initialState.velocity }

    public func value(at t: Double) -> Double { decay.value(at: t) }
    public func velocity(at t: Double) -> Double { decay.velocity(at: t) }

    /// x(∞) = x₀ − v₀/ln(drag).
    public var finalX: Double { decay.finalValue }

    /// The time at which x reaches `x`: 0 at the start, +∞ when `x` is behind the start or not
    /// before ``finalX`` (Flutter's `timeAtX`).
    public func timeAtX(_ x: Double) -> Double { decay.time(atValue: x) }

    /// Flutter's `isDone`: |dx(t)| < tolerance.velocity.
    public func isDone(at t: Double) -> Bool { abs(velocity(at: t)) < tolerance.velocity }

    /// The first time `isDone` holds: ln(|v₀|/tolerance)/λ (0 if it starts done).
    public var doneTime: Double { decay.time(atSpeed: tolerance.velocity) }
}

/// Flutter's `BoundedFrictionSimulation`: a ``FlutterFrictionSimulation`` whose *position* is
/// clamped to `[minX, maxX]` (the velocity is not: Flutter documents that dx keeps reporting the
/// unbounded friction's velocity). Done when the friction is done or x is within
/// `tolerance.distance` of either bound.
public struct FlutterBoundedFrictionSimulation: Simulation, Hashable {
    public let friction: FlutterFrictionSimulation
    public let minX: Double
    public let maxX: Double

    /// - Throws: as ``FlutterFrictionSimulation``, and unless minX ≤ position ≤ maxX (Flutter's assert).
    public init(
        drag: Double, position: Double, velocity: Double, minX: Double, maxX: Double,
        tolerance: ScrollTolerance = ScrollTolerance(distance: 1e-3, velocity: 1e-3)
    )
        throws(SpringParameterError)
    {
        guard minX <= position, position <= maxX else {
            throw SpringParameterError("position must lie in [minX, maxX] (got \(position) in \(minX)…\(maxX))")
        }
        friction = try FlutterFrictionSimulation(drag: drag, position: position, velocity: velocity, tolerance: tolerance)
        self.minX = minX
        self.maxX = maxX
    }

    public func value(at t: Double) -> Double { min(max(friction.value(at: t), minX), maxX) }
    public func velocity(at t: Double) -> Double { friction.velocity(at: t) }

    public func isDone(at t: Double) -> Bool {
        let x = value(at: t)
        return friction.isDone(at: t) || abs(x - minX) < friction.tolerance.distance || abs(x - maxX) < friction.tolerance.distance
    }
}
