import SpringSim

/// Checks, before anything is written, that an `integrate` table stays finite.
///
/// A fixed-step method on the linear spring x″ = −(c/m)x′ − (k/m)x is a linear map of the
/// state: one step of size h multiplies (x, v) by a 2×2 amplification matrix A(h), found by
/// applying the method once to the basis states (1, 0) and (0, 1). After n steps the state is
/// Aⁿ(x₀, v₀), which grows like ρⁿ for the spectral radius ρ of A. When ρ > 1 and
/// ρⁿ·(the state's scale) passes the largest double within the table, the table is refused
/// with the growth per step, the time the values would overflow and a step that is stable.
///
/// Dormand–Prince keeps its own steps stable, so its step is at most about 3.3/|λ| for the
/// spring's fastest rate |λ| (3.3 is the extent of its stability region along the negative
/// real axis): a span S needs at least about S·|λ|/3.3 steps, which is checked against
/// --max-steps before integrating.
enum IntegrateStability {
    /// The natural log of the largest finite double.
    static let logMax = Double.log(Double.greatestFiniteMagnitude)

    /// One step of `method` on `system` applied to the basis states: the columns of A(h).
    static func amplification(_ method: FixedStepMethod, _ system: SpringSystem, h: Double) -> (a: Double, b: Double, c: Double, d: Double)
    {
        let e1 = method.step(system, t: 0, x: 1, v: 0, h: h)
        let e2 = method.step(system, t: 0, x: 0, v: 1, h: h)
        return (e1.x, e2.x, e1.v, e2.v)
    }

    /// The spectral radius of [[a, b], [c, d]], computed on the matrix scaled by its largest
    /// entry (so that neither the trace squared nor the determinant overflows); +∞ when an
    /// entry is not finite.
    static func spectralRadius(_ m: (a: Double, b: Double, c: Double, d: Double)) -> Double {
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
    static func isStable(_ method: FixedStepMethod, _ system: SpringSystem, h: Double) -> Bool {
        spectralRadius(amplification(method, system, h: h)) <= 1 + 64 * Double.ulpOfOne
    }

    /// The log of the largest magnitude a written column reaches per unit of displacement:
    /// the acceleration column is (k/m)·x + (c/m)·v.
    static func logColumnFactor(_ spring: Spring) -> Double {
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let logW0 = Double.log(w0)
        // log(k/m) = 2·log ω₀; log(c/m) = log(2ζω₀) (ζ may be +∞: then c/m is used directly).
        let logDamping =
            zeta.isFinite ? Double.log(max(2 * zeta, .leastNormalMagnitude)) + logW0 : Double.log(spring.dampingCoefficient / spring.mass)
        return max(0, 2 * logW0, logDamping)
    }

    /// Refuses a fixed-step table whose values would overflow: `option` and `suggestion` phrase
    /// the step in the command's terms (`--dt 0.1`, a `--dt ≤ …` hint).
    static func check(
        method: FixedStepMethod, h: Double, steps: Double, animation: SpringAnimation, describe: String,
        suggestion: (Double) -> String
    ) throws {
        guard steps > 0 else { return }
        let system = SpringSystem(animation.spring)
        let rho = spectralRadius(amplification(method, system, h: h))
        guard !(rho <= 1) else { return }
        let s0 = animation.motion.initialState
        let scale = max(abs(s0.value), abs(s0.velocity), abs(animation.to), .leastNormalMagnitude)
        // Room before a column overflows, with a factor 16 for the transient growth of a
        // non-normal A and the additions of to + x and the acceleration's two terms.
        let room = logMax - Double.log(scale) - logColumnFactor(animation.spring) - Double.log(16)
        let logRho = Double.log(rho)
        let overflowSteps = room / logRho  // +∞ handled: 0 steps when ρ = ∞
        guard overflowSteps < steps else { return }
        let growth = rho.isFinite ? significant(rho) : "more than 1.8e308"
        let when = overflowSteps > 0 ? overflowSteps.rounded(.down) * h : 0
        // The largest stable step below h: down by factors of 10 to the first stable one, then
        // bisection in log h (ρ(h) ≤ 1 is an interval from 0 for these methods on a damped
        // spring). Explicit Euler on an undamped spring has none (ρ² = 1 + ω₀²h²).
        var hint = "no step size is stable for euler on an undamped spring; use semi-implicit-euler, verlet or rk4"
        let undampedEuler = method == .euler && animation.spring.dampingCoefficient == 0
        var hi = h, lo = h
        var found = false
        if !undampedEuler {
            for _ in 0..<700 where lo > 1e-300 {
                hi = lo
                lo /= 10
                if isStable(method, system, h: lo) {
                    found = true
                    break
                }
            }
        }
        if found {
            for _ in 0..<60 {
                let mid = (lo * hi).squareRoot()
                if isStable(method, system, h: mid) { lo = mid } else { hi = mid }
            }
            hint = suggestion(lo)
        } else if !undampedEuler && !spectralRadius(amplification(method, system, h: lo)).isFinite {
            // Even a vanishing step overflows: the stage sums (multiples of (k/m)·x) pass the
            // double range for unit displacement, whatever h.
            hint =
                "k/m = \(significant(system.stiffnessPerMassValue)) and c/m = \(significant(system.dampingPerMassValue)) overflow inside one \(method.rawValue) step at any step size; use the closed form (springsim spring)"
        } else if !undampedEuler {
            hint = "no step size down to 1e-300 s is stable for \(method.rawValue) on this spring"
        }
        throw CLIError(
            "\(method.rawValue) is unstable at \(describe) for this spring (growth \(growth) per step; values would overflow by t = \(significant(when)) s); \(hint)"
        )
    }

    /// The spring's fastest rate |λ| (1/s) as a natural log: ω₀ when ζ ≤ 1, ω₀(ζ + √(ζ² − 1)) above.
    static func logFastestRate(_ spring: Spring) -> Double {
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let logW0 = Double.log(w0)
        if zeta <= 1 { return logW0 }
        if zeta > 1e150 { return Double.log(spring.dampingCoefficient / spring.mass) }
        return logW0 + Double.log(zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
    }

    /// `x` to 3 significant digits, in Swift's shortest form (1.93, 17.4, 2e-05).
    /// `down` truncates instead (a step bound must not round up past the stability limit).
    static func significant(_ x: Double, down: Bool = false) -> String {
        guard x.isFinite, x != 0 else { return "\(x)" }
        var e = Int(Double.log10(abs(x)).rounded(.down))
        var digits = Int((abs(x) / Double.pow(10, Double(e - 2))).rounded(down ? .down : .toNearestOrAwayFromZero))
        if digits < 100 {  // log10 rounded up across a power of ten
            e -= 1
            digits = Int((abs(x) / Double.pow(10, Double(e - 2))).rounded(down ? .down : .toNearestOrAwayFromZero))
        }
        if digits >= 1000 { digits = (digits + 5) / 10; e += 1 }
        let r = Double("\(digits)e\(e - 2)") ?? abs(x)
        return (x < 0 ? "-" : "") + "\(r)"
    }
}

extension SpringSystem {
    /// k/m and c/m as the integrators see them (each one rounding; +∞ beyond the double range).
    var stiffnessPerMassValue: Double { spring.stiffness / spring.mass }
    var dampingPerMassValue: Double { spring.dampingCoefficient / spring.mass }
}
