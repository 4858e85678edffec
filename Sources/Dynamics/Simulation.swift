/// A one-dimensional motion that can be sampled at any time: the common face of the closed
/// form (``SpringMotion``, ``SpringAnimation``) and, later, integrated and friction
/// simulations, so that scenes and tests can swap one for another.
///
/// Units: time in seconds from the simulation's start; value in the caller's units (points,
/// radians, a fraction); velocity in value units per second.
public protocol Simulation: Sendable {
    /// The value at `time` seconds.
    func value(at time: Double) -> Double
    /// The velocity at `time` seconds, in value units per second.
    func velocity(at time: Double) -> Double
    /// Value and velocity together (implementations may share work between the two).
    func state(at time: Double) -> MotionState
}

extension Simulation {
    public func state(at time: Double) -> MotionState {
        MotionState(value: value(at: time), velocity: velocity(at: time))
    }
}

/// Position and velocity of a one-dimensional motion at one instant.
public struct MotionState: Sendable, Hashable, CustomStringConvertible {
    /// Value (position) in the motion's units.
    public var value: Double
    /// Velocity in value units per second.
    public var velocity: Double

    public init(value: Double, velocity: Double) {
        self.value = value
        self.velocity = velocity
    }

    public var description: String { "(value: \(value), velocity: \(velocity))" }
}
