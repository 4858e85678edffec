import Dynamics
import NumericsCore

/// Whether a fixed-step integration of a spring stays finite, decided before integrating.
///
/// A fixed-step method on the linear spring x″ = −(c/m)x′ − (k/m)x is a linear map of the
/// state: one step of size h multiplies (x, v) by a 2×2 amplification matrix A(h), found by
/// applying the method once to the basis states (1, 0) and (0, 1). After n steps the state is
/// Aⁿ(x₀, v₀), which grows like ρⁿ for the spectral radius ρ of A. When ρ > 1 and
/// ρⁿ·(the state's scale) passes the largest double within n steps, ``instability(of:step:steps:animation:)``
/// reports the growth per step, the time the values would overflow and a step that is stable.
///
/// Dormand–Prince keeps its own steps stable, so its step is at most about 3.3/|λ| for the
/// spring's fastest rate |λ| (``logFastestRate(_:)``; 3.3 is the extent of its stability region
/// along the negative real axis): a span S needs at least about S·|λ|/3.3 steps.
public enum IntegrationStability {
    /// The natural log of the largest finite double.
    public static let logMax = Double.log(Double.greatestFiniteMagnitude)

    /// One step of `method` on `system` applied to the basis states: A(h) = [[a, b], [c, d]].
    public static func amplification(
        _ method: FixedStepMethod, _ system: SpringSystem, h: Double
    ) -> (
        a: Double, b: Double, c: Double, d: Double
    ) {
        let e1 = method.step(system, t: 0, x: 1, v: 0, h: h)
        let e2 = method.step(system, t: 0, x: 0, v: 1, h: h)
        return (e1.x, e2.x, e1.v, e2.v)
    }

    /// The spectral radius of [[a, b], [c, d]], computed on the matrix scaled by its largest
    /// entry (so that neither the trace squared nor the determinant overflows); +∞ when an
    /// entry is not finite.
    public static func spectralRadius(_ m: (a: Double, b: Double, c: Double, d: Double)) -> Double {
        let s = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
        guard s.isFinite else { return .infinity }
        guard s > 0 else { return 0 }
        let (a, b, c, d) = (m.a / s, m.b / s, m.c / s, m.d / s)
        let half = (a + d) / 2
        let det = a * d - b * c
        let disc = half * half - det
        let rho: Double
        if abs(disc) <= 8 * Double.ulpOfOne * max(half * half, abs(det)) {
            // A double root within rounding (small steps: A = I + O(h)): √disc would turn the
            // rounding noise of half² − det into a spurious √ε of growth.
            rho = max(abs(half), abs(det).squareRoot())
        } else if disc < 0 {
            rho = det.squareRoot()  // complex pair: |λ|² = det
        } else {
            let r = disc.squareRoot()
            rho = max(abs(half + r), abs(half - r))
        }
        let r = rho * s
        return r.isNaN ? .infinity : r
    }

    /// ρ(A(h)) ≤ 1 up to the rounding of A's entries (64 ε: a growth of 1.4e-14 per step,
    /// which 1e7 steps turn into 1.4e-7): marginally stable methods on an undamped spring —
    /// Verlet, semi-implicit Euler — have ρ = 1 exactly in exact arithmetic.
    public static func isStable(_ method: FixedStepMethod, _ system: SpringSystem, h: Double) -> Bool {
        spectralRadius(amplification(method, system, h: h)) <= 1 + 64 * Double.ulpOfOne
    }

    /// The log of the largest magnitude a written column reaches per unit of displacement:
    /// the acceleration column is (k/m)·x + (c/m)·v.
    public static func logColumnFactor(_ spring: Spring) -> Double {
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let logW0 = Double.log(w0)
        // log(k/m) = 2·log ω₀; log(c/m) = log(2ζω₀) (ζ may be +∞: then c/m is used directly).
        let logDamping =
            zeta.isFinite ? Double.log(max(2 * zeta, .leastNormalMagnitude)) + logW0 : Double.log(spring.dampingCoefficient / spring.mass)
        return max(0, 2 * logW0, logDamping)
    }

    /// The spring's fastest rate |λ| (1/s) as a natural log: ω₀ when ζ ≤ 1, ω₀(ζ + √(ζ² − 1)) above.
    public static func logFastestRate(_ spring: Spring) -> Double {
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let logW0 = Double.log(w0)
        if zeta <= 1 { return logW0 }
        if zeta > 1e150 { return Double.log(spring.dampingCoefficient / spring.mass) }
        return logW0 + Double.log(zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
    }

    /// The largest step Dormand–Prince takes on `spring` while stable: about 3.3/|λ| seconds.
    public static func adaptiveStepBound(_ spring: Spring) -> Double { Double.exp(Double.log(3.3) - logFastestRate(spring)) }

    /// The largest step DOP853 takes on `spring` while stable: about 6.4/|λ| seconds (its
    /// stability region reaches −6.39 on the negative real axis and ±5.96i on the imaginary one).
    public static func dop853StepBound(_ spring: Spring) -> Double { Double.exp(Double.log(6.4) - logFastestRate(spring)) }

    /// A fixed-step integration that would overflow, and what would not.
    public struct Instability: Sendable, Hashable {
        /// What step, if any, is stable.
        public enum Remedy: Sendable, Hashable {
            /// The largest stable step found below the one given (s), by bisection in log h.
            case stableStep(Double)
            /// Explicit Euler on an undamped spring: ρ² = 1 + ω₀²h² > 1 for every h.
            case noneForUndampedEuler
            /// k/m and c/m overflow inside one step at any step size (the stage sums).
            case overflowsAtAnyStep(stiffnessPerMass: Double, dampingPerMass: Double)
            /// No step down to 1e-300 s is stable.
            case noneFound
        }
        /// The growth per step, ρ(A(h)) > 1 (+∞ when A's entries overflow).
        public let growth: Double
        /// The time by which the values would overflow, s (a multiple of the step; 0 at once).
        public let overflowTime: Double
        public let remedy: Remedy
    }

    /// The instability of `steps` steps of `method` at step `h` on `animation`, or nil when the
    /// values stay finite: ρ ≤ 1, or ρⁿ stays within the room left below the largest double by
    /// the state's scale, the columns' factor (``logColumnFactor(_:)``) and a factor 16 for the
    /// transient growth of a non-normal A and the additions of to + x and the acceleration's
    /// two terms.
    public static func instability(
        of method: FixedStepMethod, step h: Double, steps: Double, animation: SpringAnimation
    )
        -> Instability?
    {
        guard steps > 0 else { return nil }
        let system = SpringSystem(animation.spring)
        let rho = spectralRadius(amplification(method, system, h: h))
        guard !(rho <= 1) else { return nil }
        let s0 = animation.motion.initialState
        let scale = max(abs(s0.value), abs(s0.velocity), abs(animation.to), .leastNormalMagnitude)
        let room = logMax - Double.log(scale) - logColumnFactor(animation.spring) - Double.log(16)
        let overflowSteps = room / Double.log(rho)  // +∞ handled: 0 steps when ρ = ∞
        guard overflowSteps < steps else { return nil }
        let when = overflowSteps > 0 ? overflowSteps.rounded(.down) * h : 0
        // The largest stable step below h: down by factors of 10 to the first stable one, then
        // bisection in log h (ρ(h) ≤ 1 is an interval from 0 for these methods on a damped
        // spring). Explicit Euler on an undamped spring has none (ρ² = 1 + ω₀²h²).
        if method == .euler && animation.spring.dampingCoefficient == 0 {
            return Instability(growth: rho, overflowTime: when, remedy: .noneForUndampedEuler)
        }
        var hi = h, lo = h
        var found = false
        for _ in 0..<700 where lo > 1e-300 {
            hi = lo
            lo /= 10
            if isStable(method, system, h: lo) {
                found = true
                break
            }
        }
        let remedy: Instability.Remedy
        if found {
            for _ in 0..<60 {
                let mid = (lo * hi).squareRoot()
                if isStable(method, system, h: mid) { lo = mid } else { hi = mid }
            }
            remedy = .stableStep(lo)
        } else if !spectralRadius(amplification(method, system, h: lo)).isFinite {
            remedy = .overflowsAtAnyStep(
                stiffnessPerMass: animation.spring.stiffness / animation.spring.mass,
                dampingPerMass: animation.spring.dampingCoefficient / animation.spring.mass)
        } else {
            remedy = .noneFound
        }
        return Instability(growth: rho, overflowTime: when, remedy: remedy)
    }
}
