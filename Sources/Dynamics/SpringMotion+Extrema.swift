// Implementation goals, in order of priority:
//  1. Exact in form: the extrema are the zeros of one mode sum of the closed form, solved in
//     closed form (atan2 underdamped, log1p overdamped, a division at ζ = 1) — no sampling,
//     so a peak between two frames is not missed and the answer does not depend on a frame rate.
//  2. O(1) work whatever the number of oscillations: extrema of a damped motion decay
//     geometrically (or keep their size when ζ = 0), so the largest is among the first two.
import RealModule

extension SpringMotion {
    /// The first times t > 0 (at most `limit`, in increasing order) at which
    /// e(t)·(p·C(t) + q·S(t)) vanishes, in the basis of the type's documentation: (p, q) =
    /// (v₀, K_v) gives the extrema of x, (a₀, K_a) those of v.
    ///
    /// - ζ < 1: p·cos φ + q·sin φ = 0 at φ = nπ − atan2(p, q), t = φ/ω_d.
    /// - ζ > 1: p·e^{−2μt} + q·(1 − e^{−2μt}) = 0 at t = log1p(−p/q)/(2μ), when p·q < 0.
    /// - ζ = 1: p + q·t = 0 at t = −p/q, when p·q < 0.
    func modeZeros(_ p: Double, _ q: Double, limit: Int) -> [Double] {
        guard limit > 0, p != 0 || q != 0 else { return [] }
        if underdamped {
            let theta = Double.atan2(y: p, x: q)  // in (−π, π]
            var n = theta < 0 ? 0.0 : (theta < .pi ? 1.0 : 2.0)
            var times: [Double] = []
            while times.count < limit {
                let phase = n * .pi - theta
                let t = phase / omegaD
                guard t.isFinite else { break }
                if t > 0 { times.append(t) }
                n += 1
            }
            return times
        }
        guard (p < 0) != (q < 0), p != 0, q != 0 else { return [] }
        let t = twoMu == 0 ? -p / q : Double.log(onePlus: -p / q) / twoMu
        return t.isFinite && t > 0 ? [t] : []
    }

    /// The times t > 0 of the first extrema of the displacement (the zeros of the velocity),
    /// at most `limit` of them, in increasing order: empty for a motion that never turns
    /// (overdamped or critical and heading to rest without crossing it, or at rest).
    ///
    /// Underdamped, t_n = (nπ − atan2(v₀, K_v))/ω_d (from rest: t₁ = π/ω_d, the textbook time
    /// to peak); overdamped, at most one time, log1p(−v₀/K_v)/(2μ); critical, −v₀/K_v.
    ///
    /// ## Error bounds
    /// Each time has a relative error of a few ulps (atan2, a product with π, one division;
    /// or log1p and one division) plus ω_d's own rounding, 2⁻⁵³ relative; when the zero is
    /// within one rounding of t = 0 the error is ulp(π)/ω_d absolute. A value evaluated at
    /// such a time differs from the true extremum by O(δt²), far below ``SpringMotion``'s
    /// error bound, which therefore bounds the extremum values too.
    public func extremumTimes(limit: Int = 2) -> [Double] { modeZeros(v0, kv, limit: limit) }

    /// The largest speed sup_{t ≥ 0} |x′(t)|, in units per second: the greater of |v₀| and
    /// |v| at the first two zeros of the acceleration (speed extrema decay geometrically after
    /// them, and keep their size when ζ = 0). Within ``SpringMotion``'s error bound for the
    /// velocity (ω₀σ(t) times a few ulps).
    public var peakSpeed: Double {
        var best = abs(v0)
        for t in modeZeros(a0, ka, limit: 2) { best = max(best, abs(velocity(at: t))) }
        return best
    }
}

extension SpringAnimation {
    /// The time in seconds of the animation's first extremum (its first turn, where the
    /// velocity vanishes), or nil when it never turns: an overdamped or critically damped
    /// spring that creeps to the target. Released from rest, an underdamped spring peaks at
    /// π/ω_d. With a velocity away from the target, the first turn is on the start side.
    /// Error: see ``SpringMotion/extremumTimes(limit:)``.
    public var firstPeakTime: Double? { motion.extremumTimes(limit: 1).first }

    /// How far the value goes past the target, as a fraction of |to − from|:
    /// max(0, sup_{t ≥ 0} (value(t) − to)/(to − from)); 0 for a motion that never crosses the
    /// target, and nil when from = to (no distance to measure against).
    ///
    /// The supremum is taken at the first two extrema (``SpringMotion/extremumTimes(limit:)``):
    /// the extrema alternate in sign and shrink by e^{−πζ/√(1−ζ²)} each, so the first one past
    /// the target is the largest. Dimensionless (0.2 = 20 % of the distance); within
    /// ``SpringMotion``'s error bound on the value, divided by |to − from|.
    public var overshoot: Double? {
        let distance = to - from
        guard distance != 0 else { return nil }
        var best = 0.0
        for t in motion.extremumTimes(limit: 2) { best = max(best, motion.value(at: t) / distance) }
        return best
    }

    /// The largest speed the animation reaches, in value units per second (divide by
    /// |to − from| for distances per second): ``SpringMotion/peakSpeed``.
    public var peakSpeed: Double { motion.peakSpeed }
}
