// The shared problem of the peer baselines (their README, "The shared problems"):
// m x'' + c x' + k x = 0, m = 1, k = 100 (ω0 = 10 rad/s), x(0) = 1, v(0) = 0, t ∈ [0, 10];
// c = 2 (ζ = 0.1), 20 (ζ = 1), 40 (ζ = 2). Closed-form grid t_i = 10·i/N, N = 10^6.
import SpringSim

enum Problem {
    static let mass = 1.0
    static let stiffness = 100.0
    static let dampingUnder = 2.0
    static let dampingCritical = 20.0
    static let dampingOver = 40.0
    static let x0 = 1.0
    static let v0 = 0.0
    static let tEnd = 10.0
    static let samples = 1_000_000

    /// The spring with m, c, k read at run time (see `opaque`).
    static func spring(dampingCoefficient: Double) -> Spring {
        Spring(mass: opaque(mass), stiffness: opaque(stiffness), dampingCoefficient: opaque(dampingCoefficient))
    }

    /// The closed-form motion from x0 = 1, v0 = 0, parameters opaque to the optimizer.
    static func motion(dampingCoefficient: Double) -> SpringMotion {
        SpringMotion(spring: spring(dampingCoefficient: dampingCoefficient), displacement: opaque(x0), velocity: opaque(v0))
    }

    /// t_i = T·i/N, computed exactly as the peers do ((T·i)/N).
    @inline(__always)
    static func gridTime(_ i: Int, _ n: Int) -> Double {
        tEnd * Double(i) / Double(n)
    }
}
