/// Flutter's `ClampedSimulation(simulation, xMin, xMax, dxMin, dxMax)`: the wrapped
/// simulation's position clamped to `[xMin, xMax]` and velocity to `[dxMin, dxMax]`, each on
/// its own (a clamped position does not zero the velocity). Done when the wrapped one is.
public struct FlutterClampedSimulation<Base: Simulation>: Simulation {
    public let base: Base
    public let xMin, xMax, dxMin, dxMax: Double

    /// - Throws: unless xMin ≤ xMax and dxMin ≤ dxMax (Flutter's asserts), none NaN.
    public init(
        _ base: Base, xMin: Double = -.infinity, xMax: Double = .infinity, dxMin: Double = -.infinity, dxMax: Double = .infinity
    ) throws(SpringParameterError) {
        guard !xMin.isNaN, !xMax.isNaN, xMin <= xMax else { throw SpringParameterError("need xMin ≤ xMax (got \(xMin), \(xMax))") }
        guard !dxMin.isNaN, !dxMax.isNaN, dxMin <= dxMax else { throw SpringParameterError("need dxMin ≤ dxMax (got \(dxMin), \(dxMax))") }
        self.base = base
        self.xMin = xMin
        self.xMax = xMax
        self.dxMin = dxMin
        self.dxMax = dxMax
    }

    public func value(at t: Double) -> Double { min(max(base.value(at: t), xMin), xMax) }
    public func velocity(at t: Double) -> Double { min(max(base.velocity(at: t), dxMin), dxMax) }
}
