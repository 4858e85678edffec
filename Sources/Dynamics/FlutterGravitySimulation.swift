/// Flutter's `GravitySimulation(acceleration, distance, endDistance, velocity)`: constant
/// acceleration a, x(t) = x₀ + v₀t + a·t²/2, dx(t) = v₀ + a·t, done once |x(t)| ≥ endDistance.
/// Exact to a few ulps (one FMA chain); Flutter's `test_gravity` values are exact in binary
/// (x(0.25) = 106.25 … x(2.5) = 725 for a = 200, x₀ = 100, v₀ = 0) and reproduced exactly.
public struct FlutterGravitySimulation: Simulation, Hashable {
    public let acceleration: Double
    public let position: Double
    public let endDistance: Double
    public let initialVelocity: Double

    public init(acceleration: Double, distance: Double, endDistance: Double, velocity: Double) throws(SpringParameterError) {
        try SpringParameterError.requireFinite(acceleration, "acceleration")
        try SpringParameterError.requireFinite(distance, "distance")
        try SpringParameterError.requireNonNegative(endDistance, "end distance")
        try SpringParameterError.requireFinite(velocity, "velocity")
        self.acceleration = acceleration
        self.position = distance
        self.endDistance = endDistance
        self.initialVelocity = velocity
    }

    public func value(at t: Double) -> Double { position + t * (initialVelocity + 0.5 * acceleration * t) }
    public func velocity(at t: Double) -> Double { initialVelocity + acceleration * t }
    public func isDone(at t: Double) -> Bool { abs(value(at: t)) >= endDistance }
}
