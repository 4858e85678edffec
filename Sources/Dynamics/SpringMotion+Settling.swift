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
    /// t ≥ 0; +∞ for an undamped spring whose amplitude reaches the threshold).
    ///
    /// Method: the extrema of x are the zeros of v. For ζ < 1 they are tₖ = (θ + kπ)/ω_d and
    /// |x(tₖ)| = |x(t₀)|·qᵏ with q = exp(−απ/ω_d) exactly, so the last extremum above the
    /// threshold is k* = ⌊ln(|x(t₀)|/threshold)/(απ/ω_d)⌋ (then checked by evaluation). For
    /// ζ ≥ 1 there is at most one extremum, found by a bracketed root of v. After the last
    /// extremum above the threshold, |x| falls monotonically below it before the next
    /// extremum, and a bracketed root (Brent) on |x(t)| − threshold gives the crossing.
    ///
    /// Error bound: the returned t is within 4 ulp(t) of a point where the *computed* |x|
    /// crosses the threshold; with x's own error bound δ (see ``SpringMotion``), the
    /// exact crossing is within δ/|x′(t)| of it. Measured against mpmath in the tests:
    /// relative error ≤ 1e-13 on every reference case.
    public func lastTime(magnitudeAtLeast threshold: Double) -> Double {
        precondition(threshold > 0 && threshold.isFinite, "lastTime: threshold must be finite and > 0")
        if x0 == 0 && v0 == 0 { return 0 }
        let f: (Double) -> Double = { abs(self.value(at: $0)) - threshold }
        if underdamped && omegaD > 0 {
            // Zeros of v ∝ v₀·cos(ω_d t) + (K_v/ω_d)·sin(ω_d t): ω_d t = δ + π/2 + kπ.
            let delta = Double.atan2(y: kv / omegaD, x: v0)
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
            let decayPerHalfPeriod = alpha * halfPeriod
            var k = (Double.log(peak0 / threshold) / decayPerHalfPeriod).rounded(.down)
            // The logarithm is exact to a few ulps; settle the boundary cases by evaluation.
            while k > 0 && f(extremum(k)) < 0 { k -= 1 }
            while f(extremum(k + 1)) >= 0 { k += 1 }
            return crossing(from: extremum(k), to: extremum(k + 1), f)
        }
        // ζ ≥ 1 (or ω_d underflowed to 0): at most one extremum, where v changes sign.
        // v(t)/e(t) = v₀·C(t) + K_v·S(t) has the sign of v₀ at 0 and of K_v for large t.
        var candidates: [Double] = [0]
        if v0 != 0 && kv != 0 && (v0 > 0) != (kv > 0) {
            let g: (Double) -> Double = { t in
                let b = self.basis(t)
                return self.v0 * b.c + self.kv * b.s
            }
            var hi = 1 / abs(slowRoot)
            while (g(hi) > 0) == (v0 > 0) { hi *= 2 }
            candidates.append(BracketedRoot.solve(in: 0, hi, g).root)
        }
        guard let last = candidates.last(where: { f($0) >= 0 }) else { return 0 }
        if last == 0 && candidates.count == 2 { return crossing(from: 0, to: candidates[1], f) }
        var step = 1 / abs(slowRoot)
        while f(last + step) >= 0 { step *= 2 }
        return crossing(from: last, to: last + step, f)
    }

    /// The settling time with absolute tolerances: the last time t at which
    /// |x(t)| ≥ `threshold` or (when given) |v(t)| ≥ `velocityThreshold`.
    public func settlingTime(threshold: Double, velocityThreshold: Double? = nil) -> Double {
        let tx = lastTime(magnitudeAtLeast: threshold)
        guard let vt = velocityThreshold else { return tx }
        // v solves the same equation, starting from (v₀, a₀).
        let velocityMotion = SpringMotion(spring: spring, displacement: v0, velocity: a0)
        return max(tx, velocityMotion.lastTime(magnitudeAtLeast: vt))
    }

    /// The last point of [lo, hi] where f ≥ 0, given f(lo) ≥ 0 > f(hi) and a single
    /// downward crossing between them.
    private func crossing(from lo: Double, to hi: Double, _ f: (Double) -> Double) -> Double {
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
    /// is the root of the closed form, to a few ulps. It is continuous in ζ except where a
    /// peak of |x| touches the threshold, where any exact definition must jump by up to half
    /// a period; in particular it is continuous through ζ = 1.
    ///
    /// - Precondition: `from != to`, ε > 0.
    public func settlingDuration(epsilon: Double = 0.001, velocityEpsilon: Double? = nil) -> Double {
        precondition(distance != 0, "settlingDuration: from and to must differ")
        precondition(epsilon > 0 && epsilon.isFinite, "settlingDuration: epsilon must be finite and > 0")
        let scale = abs(distance)
        return motion.settlingTime(threshold: epsilon * scale, velocityThreshold: velocityEpsilon.map { $0 * scale })
    }
}
