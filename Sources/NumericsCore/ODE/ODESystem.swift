/// A first-order system of ordinary differential equations y′ = f(t, y) over a fixed-size
/// state. The state is a SIMD vector of `Double` (`SIMD2<Double>` for one spring, wider for
/// more), so integrators keep every stage in registers and allocate nothing per step.
public protocol ODESystem: Sendable {
    associatedtype State: SIMD & Sendable where State.Scalar == Double
    /// f(t, y): the time derivative of the state.
    func derivative(at t: Double, _ y: State) -> State
}

/// A one-degree-of-freedom second-order system x″ = a(t, x, x′): a spring, a spring with
/// drag, a wheel with friction. The symplectic methods (semi-implicit Euler, velocity Verlet)
/// step it directly; every other method steps its ``FirstOrderForm`` with y = (x, v).
public protocol SecondOrderSystem: Sendable {
    /// The acceleration at time t for position x and velocity v.
    func acceleration(at t: Double, position x: Double, velocity v: Double) -> Double

    /// (γ, κ) when the acceleration is the linear, time-independent a = −γ·v − κ·x (a damped
    /// spring with γ = c/m, κ = k/m), so that an integrator may fold its step sizes into the
    /// coefficients (``RungeKutta4/step(damping:stiffness:x:v:h:)``); `nil` (the default) for
    /// any other system.
    var linearCoefficients: (damping: Double, stiffness: Double)? { get }
}

extension SecondOrderSystem {
    @inlinable public var linearCoefficients: (damping: Double, stiffness: Double)? { nil }
}

/// The first-order form y = (x, v), y′ = (v, a(t, x, v)) of a ``SecondOrderSystem``.
public struct FirstOrderForm<Base: SecondOrderSystem>: ODESystem {
    public let base: Base
    public init(_ base: Base) { self.base = base }

    @inlinable @inline(__always)
    public func derivative(at t: Double, _ y: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(y[1], base.acceleration(at: t, position: y[0], velocity: y[1]))
    }
}

/// Work counters of an integration: accepted steps, rejected steps and evaluations of the
/// right-hand side (or acceleration).
public struct IntegrationStatistics: Sendable, Hashable, CustomStringConvertible {
    public var steps = 0
    public var rejectedSteps = 0
    public var evaluations = 0
    public init() {}
    public var description: String { "steps \(steps), rejected \(rejectedSteps), evaluations \(evaluations)" }
}
