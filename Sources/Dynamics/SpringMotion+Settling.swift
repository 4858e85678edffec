// Implementation goals, in order of priority:
//  1. One meaning, computed exactly: the last time t ≥ 0 at which |x(t)| ≥ threshold, to
//     a few ulps of t — not an envelope bound and not a sampled scan that can step over a
//     peak.
//  2. O(1) work whatever the number of oscillations (ζ = 1e-6 has ~10⁶ peaks above 1e-3):
//     underdamped peaks decay geometrically, so the last one above the threshold is found
//     by a logarithm, then checked.
//  3. Continuity through ζ = 1: the same bracket-and-solve on both sides.
import NumericsCore
import RealModule

extension SpringMotion {
    /// The last time t ≥ 0 at which |x(t)| ≥ `threshold` (0 when |x(t)| < threshold for all
    /// t ≥ 0; +∞ for an undamped spring whose amplitude reaches the threshold, and when that
    /// last time exceeds the largest finite double).
    ///
    /// Method: the extrema of x are the zeros of v. For ζ < 1 they are tₖ = t₀ + kπ/ω_d and
    /// |x(tₖ)| = |x(t₀)|·e^{−α(tₖ − t₀)} exactly, so the last extremum above the threshold
    /// is k* = ⌊ln(|x(t₀)|/threshold)/(απ/ω_d)⌋, from that law rather than by sampling peaks.
    /// For ζ ≥ 1 there is at most one extremum, at the closed-form zero of v. After the last
    /// extremum above the threshold, |x| falls monotonically below it before the next
    /// extremum, and a bracketed root (Brent, ≤ 400 evaluations) on |x(t)| − threshold gives
    /// the crossing. The work is bounded whatever the parameters: no loop runs more than
    /// 2200 times (bracket doublings across the whole exponent range of a double).
    ///
    /// Error bound: the returned t is within 4 ulp(t) of a point where the *computed* |x|
    /// crosses the threshold; with x's own error bound δ (see ``SpringMotion``), the
    /// exact crossing is within δ/|x′(t)| of it. When the extrema are closer than 2⁻⁵⁰·t
    /// (ζ below about 1e-16 at unit scales: more peaks above the threshold than doubles can
    /// count) the envelope time t₀ + ln(|x(t₀)|/threshold)/α is returned, within half a
    /// period π/ω_d ≤ 2⁻⁵⁰·t of the exact answer. Measured against mpmath in the tests:
    /// relative error ≤ 1e-13 on every reference case.
    ///
    /// - Precondition: `threshold` finite and > 0 (subnormal thresholds are fine).
    public func lastTime(magnitudeAtLeast threshold: Double) -> Double {
        precondition(threshold > 0 && threshold.isFinite, "lastTime: threshold must be finite and > 0")
        if x0 == 0 && v0 == 0 { return 0 }
        let f: (Double) -> Double = { abs(self.value(at: $0)) - threshold }
        if underdamped {
            // Zeros of v ∝ v₀·cos(ω_d t) + (K_v/ω_d)·sin(ω_d t): ω_d t = δ + π/2 + kπ.
            let delta = Double.atan2(y: kv, x: v0)
            var theta = (delta + Double.pi / 2).truncatingRemainder(dividingBy: Double.pi)
            if theta < 0 { theta += Double.pi }
            let halfPeriod = Double.pi / omegaD
            let t0 = theta / omegaD
            let peak0 = abs(value(at: t0))
            func extremum(_ k: Double) -> Double { t0 + k * halfPeriod }
            guard peak0 >= threshold else {
                // Only the start can be above the threshold; x is monotone on [0, t₀].
                return f(0) >= 0 ? crossing(from: 0, to: t0, f) : 0
            }
            if alpha == 0 { return .infinity }
            // Logarithms apart: peak0/threshold may overflow for a subnormal threshold.
            let span = (Double.log(peak0) - Double.log(threshold)) / alpha
            guard (t0 + span + halfPeriod).isFinite else { return .infinity }
            let k = (span / halfPeriod).rounded(.down)
            if k > 0x1p50 {
                // Peaks closer than 2⁻⁵⁰ of the time: no double resolves k*, and the envelope
                // time is within one half period of the answer.
                return t0 + span
            }
            // k* from the exact peak law, not by evaluating x at t₀ + kπ/ω_d: once ω_d·t is
            // large the doubles near tₖ are ω_d·ulp(t) apart in phase (1.5e-5 rad at
            // ω_d·t = 1.4e11), so sampled peaks fall short of the true ones by up to
            // (ω_d·ulp(t))²/2 of the amplitude and a peak just above the threshold would be
            // missed. When the computed |x| never reaches the threshold near peak k* (such a
            // near tie), the crossing is within that phase granularity of tₖ* and tₖ* is
            // returned.
            return crossing(from: extremum(k), to: extremum(k + 1), f)
        }
        // ζ ≥ 1 (or ω_d below the smallest double): at most one extremum, where v changes
        // sign. v(t)/e(t) = v₀·C(t) + K_v·S(t) has the sign of v₀ at 0 and of K_v for large t;
        // its zero is closed-form: v₀ + K_v·t = 0 (ζ = 1), v₀·E + K_v·(1 − E) = 0 with
        // E = e^{−2μt} (ζ > 1).
        var candidates: [Double] = [0]
        if v0 != 0 && kv != 0 && (v0 > 0) != (kv > 0) {
            let tv = twoMu == 0 ? -v0 / kv : Double.log(onePlus: -v0 / kv) / twoMu
            if tv.isFinite && tv > 0 { candidates.append(tv) }
        }
        guard let last = candidates.last(where: { f($0) >= 0 }) else { return 0 }
        if last == 0 && candidates.count == 2 { return crossing(from: 0, to: candidates[1], f) }
        // Bracket the single downward crossing after `last` by doubling from the fastest time
        // scale of the motion (finite: ω₀ is a normal double): at most ~2100 doublings reach
        // the largest double.
        return crossingAfter(last, step: 1 / (abs(slowRoot) + twoMu + omega0), f)
    }

    /// The settling time with absolute tolerances: the last time t at which
    /// |x(t)| ≥ `threshold` or (when given) |v(t)| ≥ `velocityThreshold`. Same domain,
    /// bound and cost as ``lastTime(magnitudeAtLeast:)``; +∞ for an undamped spring.
    public func settlingTime(threshold: Double, velocityThreshold: Double? = nil) -> Double {
        let tx = lastTime(magnitudeAtLeast: threshold)
        guard let vt = velocityThreshold else { return tx }
        // v solves the same equation, starting from (v₀, a₀).
        let velocityMotion = SpringMotion(spring: spring, displacement: v0, velocity: a0)
        return max(tx, velocityMotion.lastTime(magnitudeAtLeast: vt))
    }

    /// The last point of [lo, hi] where f ≥ 0, given f(lo) ≥ 0 > f(hi) and a single
    /// downward crossing between them (the nearer end if rounding breaks that premise).
    func crossing(from lo: Double, to hi: Double, _ f: (Double) -> Double) -> Double {
        let flo = f(lo), fhi = f(hi)
        if fhi >= 0 { return hi }
        if flo < 0 { return lo }
        let r = BracketedRoot.solve(in: lo, hi, f)
        return r.valueNearA >= 0 ? r.nearSideOfA : r.nearSideOfB
    }
}

extension SpringAnimation {
    /// Settling duration, SpringSim's one exact meaning: the last time at which
    /// |value − to| ≥ ε·|to − from| (and, if `velocityEpsilon` is given, at which
    /// |velocity| ≥ velocityEpsilon·|to − from| per second), in seconds.
    ///
    /// Unlike the platform estimates (``coreAnimationSettlingDuration(epsilon:)``,
    /// ``composeSettlingDuration(visibilityThreshold:)``,
    /// ``swiftUISettlingDuration(epsilon:)``) it is neither an envelope bound nor sampled: it
    /// is the root of the closed form, to a few ulps (bound and cost as
    /// ``SpringMotion/lastTime(magnitudeAtLeast:)``). It is continuous in ζ except where a
    /// peak of |x| touches the threshold, where any exact definition must jump by up to half
    /// a period; in particular it is continuous through ζ = 1. The motion is measured in
    /// units of the distance, so tiny or huge distances and subnormal tolerances neither
    /// underflow nor overflow. +∞ when the spring never settles (ζ = 0) or settles after the
    /// largest finite double of seconds.
    ///
    /// - Precondition: `from != to`, ε > 0 and finite (and `velocityEpsilon` likewise).
    public func settlingDuration(epsilon: Double = 0.001, velocityEpsilon: Double? = nil) -> Double {
        precondition(distance != 0, "settlingDuration: from and to must differ")
        precondition(epsilon > 0 && epsilon.isFinite, "settlingDuration: epsilon must be finite and > 0")
        precondition(velocityEpsilon.map { $0 > 0 && $0.isFinite } ?? true, "settlingDuration: velocityEpsilon must be finite and > 0")
        let unit = SpringMotion(spring: spring, displacement: -1, velocity: normalizedVelocity(at: 0))
        return unit.settlingTime(threshold: epsilon, velocityThreshold: velocityEpsilon)
    }
}
