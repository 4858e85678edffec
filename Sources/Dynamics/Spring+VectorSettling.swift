// Implementation goals, in order of priority:
//  1. One meaning, exact: the last time t ≥ 0 at which ‖x(t) − target‖ ≥ ε in the vector's
//     Euclidean norm — not the largest of the components' settling times (a vector can be
//     outside the ε-ball while every component is inside ε, and a component's zero crossings
//     do not make the norm small).
//  2. The same O(1) shape as the scalar ``SpringMotion/lastTime(magnitudeAtLeast:)``: extrema
//     in closed form, the last one above ε by the exact decay law of the peaks, then one
//     bracketed root — whatever the number of oscillations.
//  3. Built on the scalar closed form: the vector motion is reduced to two scalar motions.
import NumericsCore
import RealModule

extension Spring {
    /// The exact settling duration of a vector motion in its Euclidean norm: the last time
    /// t ≥ 0 at which ‖x(t) − target‖ ≥ `epsilon`, for the motion that starts at zero with
    /// `initialVelocity` toward `target` (SwiftUI's
    /// `Spring.settlingDuration(target:initialVelocity:epsilon:)`, which estimates it); after
    /// it the value stays within `epsilon` of the target for ever. 0 when the motion never
    /// leaves the ε-ball; +∞ when it never settles (ζ = 0).
    ///
    /// Method. The displacement d(t) = x(t) − target is d(t) = Φ₁₁(t)·a + Φ₁₂(t)·b with the
    /// vectors a = −target, b = initialVelocity, so the motion lies in the plane of a and b. In
    /// orthonormal coordinates of that plane (e₁ = a/‖a‖), a = (‖a‖, 0) and
    /// b = ‖b‖·(cos θ, sin θ), with the angle θ between them measured by Kahan's formula from
    /// the norms ‖â − b̂‖ and ‖â + b̂‖ of the unit vectors (accurate also when a and b are nearly
    /// parallel). So ‖d(t)‖ = √(y₁(t)² + y₂(t)²), where y₁ is the scalar ``SpringMotion`` from
    /// (‖a‖, ‖b‖cos θ) and y₂ the one from (0, ‖b‖ sin θ).
    ///
    /// - ζ < 1: yⱼ = e^{−αt}(Aⱼ cos ω_d t + Bⱼ sin ω_d t), so
    ///   ‖d‖² = e^{−2αt}(P + R cos(2ω_d t − φ)) with P = ½Σ(Aⱼ² + Bⱼ²),
    ///   R e^{iφ} = ½Σ(Aⱼ² − Bⱼ²) + iΣAⱼBⱼ. Its maxima are at 2ω_d t − φ = χ − arccos(−αP/(ω₀R))
    ///   + 2πn (χ = atan2(ω_d, α)), half a period π/ω_d apart, and each is the previous one times
    ///   e^{−απ/ω_d} exactly — the scalar peak law — so the last maximum above ε follows from a
    ///   logarithm; when αP ≥ ω₀R the norm decreases monotonically.
    /// - ζ ≥ 1: ‖d‖² = e^{2r₁t}·q(t) has at most two extrema, the roots of a quadratic (in t for
    ///   ζ = 1, where q is a quadratic in t; in E = e^{−2μt} for ζ > 1, where
    ///   ‖d‖² = E^p(κ + 2βE + δE²), p = −r₁/μ, and the derivative's zeros solve
    ///   (p + 2)δE² + 2(p + 1)βE + pκ = 0).
    ///
    /// Between consecutive extrema the norm is monotone, so the crossing after the last extremum
    /// at or above ε is one bracketed root (Brent), as in
    /// ``SpringMotion/lastTime(magnitudeAtLeast:)``, which this equals when a and b are parallel.
    ///
    /// Error bound: the returned t is within a few ulps of a point where the computed norm
    /// crosses ε; the computed norm is within (8u + 2⁻¹⁰⁴ω_d t)·σ(t) of the exact one
    /// (``SpringMotion``'s bound, σ the state's scale) plus the reduction's rounding — about
    /// 4 roundings of the vector's own arithmetic relative to ‖a‖ + ‖b‖/ω₀ — so the exact
    /// crossing is within that error divided by |d‖d‖/dt| of the returned time.
    ///
    /// - Precondition: `epsilon` finite and > 0; target and velocity finite.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        precondition(epsilon > 0 && epsilon.isFinite, "settlingDuration: epsilon must be finite and > 0 (got \(epsilon))")
        var a = V.zero - target, b = initialVelocity, eps = epsilon
        // Bring ‖a‖², ‖b‖² into the double range (settling is invariant under scaling a, b and
        // ε together). Only Double-based vectors can need it: a Float's square never leaves it.
        let m = max(a.magnitudeSquared, b.magnitudeSquared)
        precondition(!m.isNaN, "settlingDuration: target and velocity must be finite")
        if m == .infinity {
            (a, b, eps) = (a.scaled(by: 0x1p-600), b.scaled(by: 0x1p-600), eps * 0x1p-600)
        } else if m < 0x1p-900 && (a != .zero || b != .zero) {
            (a, b, eps) = (a.scaled(by: 0x1p600), b.scaled(by: 0x1p600), eps * 0x1p600)
        }
        let plane = Self.planeCoordinates(a, b)
        let first = SpringMotion(spring: self, displacement: plane.a1, velocity: plane.b1)
        if plane.b2 == 0 { return first.lastTime(magnitudeAtLeast: eps) }
        let second = SpringMotion(spring: self, displacement: 0, velocity: plane.b2)
        return SpringMotion.lastTime(normOf: first, second, atLeast: eps)
    }

    /// The settling duration of the motion from `fromValue` to `toValue` in the norm (SwiftUI's
    /// `settlingDuration(fromValue:toValue:initialVelocity:epsilon:)`).
    public func settlingDuration<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V = .zero, epsilon: Double
    ) -> Double {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// Coordinates of a and b in an orthonormal basis of their plane: a = (a1, 0), b = (b1, b2)
    /// with b2 ≥ 0. The angle comes from ‖â − b̂‖ = 2 sin(θ/2) and ‖â + b̂‖ = 2 cos(θ/2):
    /// cos θ = (p − m)(p + m)/4, sin θ = m·p/2 — no cancellation near θ = 0 or π.
    static func planeCoordinates<V: VectorArithmetic>(_ a: V, _ b: V) -> (a1: Double, b1: Double, b2: Double) {
        let na = a.norm, nb = b.norm
        if nb == 0 { return (na, 0, 0) }
        if na == 0 { return (0, nb, 0) }
        let ua = a.scaled(by: 1 / na), ub = b.scaled(by: 1 / nb)
        var m = (ua - ub).norm, p = (ua + ub).norm
        // Renormalise so that m² + p² = 4 (the parallelogram law for unit vectors).
        let n = ((m * m + p * p) / 4).squareRoot()
        if n > 0 {
            m /= n
            p /= n
        }
        let cosine = (p - m) * (p + m) / 4, sine = m * p / 2
        return (na, nb * cosine, nb * sine)
    }
}

extension SpringMotion {
    /// The last time t ≥ 0 at which √(x₁(t)² + x₂(t)²) ≥ `threshold`, for two motions of the
    /// same spring with x₂(0) = 0 (see ``Spring/settlingDuration(target:initialVelocity:epsilon:)``
    /// for the method and bound).
    static func lastTime(normOf first: SpringMotion, _ second: SpringMotion, atLeast threshold: Double) -> Double {
        let r: (Double) -> Double = { t in Double.hypot(first.value(at: t), second.value(at: t)) }
        let f: (Double) -> Double = { r($0) - threshold }
        let s = max(abs(first.x0), abs(first.kx), abs(second.kx))
        if s == 0 { return 0 }
        let a1 = first.x0 / s, b1 = first.kx / s, b2 = second.kx / s
        if first.underdamped {
            let alpha = first.alpha, omegaD = first.omegaD
            let p = (a1 * a1 + b1 * b1 + b2 * b2) / 2
            let u = (a1 * a1 - b1 * b1 - b2 * b2) / 2, v = a1 * b1
            let bigR = Double.hypot(u, v)
            let rho = Double.hypot(alpha, omegaD)
            let w = alpha * p / (rho * bigR)
            if !(w < 1) {
                // ‖d‖² never increases: one crossing at most.
                return f(0) < 0 ? 0 : first.crossingAfter(0, step: 1 / first.omega0, f)
            }
            let phi = Double.atan2(y: v, x: u), chi = Double.atan2(y: omegaD, x: alpha)
            let arc = Double.acos(-w)
            var psi = (chi - arc + phi).truncatingRemainder(dividingBy: 2 * Double.pi)
            if psi < 0 { psi += 2 * Double.pi }
            let t0 = psi / (2 * omegaD)
            let halfPeriod = Double.pi / omegaD
            let peak0 = r(t0)
            guard peak0 >= threshold else {
                // Only the start can be above the threshold; the norm falls from 0 to the
                // minimum before t₀ (if that minimum is after 0), then rises to peak0 < ε.
                let minimum = t0 - (Double.pi - arc) / omegaD
                guard minimum > 0, f(0) >= 0 else { return 0 }
                return first.crossing(from: 0, to: minimum, f)
            }
            if alpha == 0 { return .infinity }
            let span = (Double.log(peak0) - Double.log(threshold)) / alpha
            guard (t0 + span + halfPeriod).isFinite else { return .infinity }
            let k = (span / halfPeriod).rounded(.down)
            if k > 0x1p50 { return t0 + span }
            return first.crossing(from: t0 + k * halfPeriod, to: t0 + (k + 1) * halfPeriod, f)
        }
        // ζ ≥ 1: the extrema are roots of a quadratic.
        var candidates: [Double] = [0]
        let r1 = first.slowRoot
        if first.twoMu == 0 {
            // ‖d‖² = e^{2r₁t}(AA + 2AB·t + BB·t²) with A = (a1, 0), B = (b1, b2).
            let aa = a1 * a1, ab = a1 * b1, bb = b1 * b1 + b2 * b2
            candidates += positiveRoots(r1 * bb, bb + 2 * r1 * ab, ab + r1 * aa)
        } else if first.twoMu.isFinite {
            // ‖d‖² = E^p·‖K + D·E‖², K = (b1, b2), D = (a1 − b1, −b2), E = e^{−2μt}.
            let pw = -2 * r1 / first.twoMu
            let d1 = a1 - b1, d2 = -b2
            let kappa = b1 * b1 + b2 * b2, beta = b1 * d1 + b2 * d2, delta = d1 * d1 + d2 * d2
            for e in positiveRoots((pw + 2) * delta, 2 * (pw + 1) * beta, pw * kappa) where e > 0 && e < 1 {
                candidates.append(-Double.log(e) / first.twoMu)
            }
        }
        candidates.sort()
        guard let lastIndex = candidates.lastIndex(where: { f($0) >= 0 }) else { return 0 }
        if lastIndex + 1 < candidates.count {
            return first.crossing(from: candidates[lastIndex], to: candidates[lastIndex + 1], f)
        }
        return first.crossingAfter(candidates[lastIndex], step: 1 / (abs(r1) + first.twoMu + first.omega0), f)
    }

    /// The crossing of f after `start` (f(start) ≥ 0, f decreasing afterwards toward a negative
    /// limit), bracketed by doubling `step`: at most ~2200 doublings, then +∞.
    func crossingAfter(_ start: Double, step initialStep: Double, _ f: (Double) -> Double) -> Double {
        var step = initialStep
        if !(step > 0) || !step.isFinite { step = .leastNormalMagnitude }
        var doublings = 0
        while f(start + step) >= 0 {
            step *= 2
            doublings += 1
            if !(start + step).isFinite || doublings > 2200 { return .infinity }
        }
        return crossing(from: start, to: start + step, f)
    }

    /// The real roots of a·x² + b·x + c (linear when a = 0), written without cancellation;
    /// only the positive finite ones.
    static func positiveRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        var roots: [Double] = []
        if a == 0 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            guard disc >= 0 else { return [] }
            let q = -(b + (b < 0 ? -1 : 1) * disc.squareRoot()) / 2
            roots.append(q / a)
            if q != 0 { roots.append(c / q) }
        }
        return roots.filter { $0 > 0 && $0.isFinite }
    }
}
