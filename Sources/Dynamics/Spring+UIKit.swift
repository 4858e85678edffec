// Implementation goals, in order of priority:
//  1. Find *every* positive root of the duration equation, not the one a Newton iteration
//     happens to land on (iOS itself jumps between roots as v₀ changes).
//  2. Pick one by a rule that is deterministic, documented and continuous in v₀ at v₀ = 0.
//  3. Work in log space, so ζ → 1⁻ (√(1−ζ²) → 0) and large ω₀·D neither overflow nor
//     lose the root.
import NumericsCore
import RealModule

/// The spring UIKit builds for
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)`.
///
/// UIKit takes a damping ratio ζ (values above 1 act as 1), a duration D (clamped to
/// [0.01, 10] s) and a normalised initial velocity v₀ (distances per second), uses mass 1
/// and chooses the natural frequency ω₀ so that the spring is "settled" at D, by the
/// reverse-engineered criterion (the same one SwiftUI's `Spring(settlingDuration:…)` and
/// Framer Motion's duration springs use with v₀ = 0):
///
///     ζ < 1:  |(v₀ − ζω₀) / (ω₀√(1−ζ²))| · e^(−ζω₀D) = ε
///     ζ = 1:  |−1 + (v₀ − ω₀)·D| · e^(−ω₀D) = ε            (ε = 0.001)
///
/// The left side is the amplitude of the sine term of the motion from x₀ = −1 (the cosine
/// term is ignored, as on iOS). For v₀ ≤ 0 there is exactly one root. For v₀ > 0 the
/// expression inside |…| vanishes at ω₀ = v₀/ζ and the equation can have three roots: one
/// below that kink (where the sine amplitude is small only because v₀ nearly cancels ζω₀)
/// and up to two above it.
///
/// **Rule:** SpringSim takes the **largest** root: the stiffest spring that satisfies the
/// criterion, the only root beyond which the criterion holds for every stiffer spring, and the
/// one that tends to the unique v₀ = 0 root as v₀ → 0 (so the mapping is continuous at
/// v₀ = 0). ``UIKitSpring/naturalFrequencyRoots`` lists all roots (the CLI's `convert`
/// prints them).
public struct UIKitSpring: Sendable, Hashable {
    /// The damping ratio as passed (before capping at 1).
    public let dampingRatio: Double
    /// The duration as passed (before clamping), in seconds.
    public let duration: Double
    /// The normalised initial velocity (distances per second).
    public let initialVelocity: Double
    /// The settling criterion ε (0.001 on iOS).
    public let epsilon: Double

    /// ζ as UIKit uses it: min(ζ, 1).
    public var effectiveDampingRatio: Double { min(dampingRatio, 1) }
    /// D as UIKit uses it: clamped to [0.01, 10] s.
    public var effectiveDuration: Double { min(max(duration, 0.01), 10) }

    /// Validates the parameters (ζ ≥ 0, D > 0, all finite).
    public init(
        dampingRatio: Double, duration: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001
    ) throws(SpringParameterError) {
        try SpringParameterError.requireNonNegative(dampingRatio, "damping ratio")
        try SpringParameterError.requirePositive(duration, "duration")
        try SpringParameterError.requireFinite(initialVelocity, "initial velocity")
        try SpringParameterError.requireIn(epsilon, 1e-12...0.5, "epsilon")
        self.dampingRatio = dampingRatio
        self.duration = duration
        self.initialVelocity = initialVelocity
        self.epsilon = epsilon
    }

    /// All positive roots ω₀ (rad/s) of the settling equation, ascending. Each is found
    /// by a bracketed root (Brent) on the log of the equation, to ~4 ulp of ω₀.
    public var naturalFrequencyRoots: [Double] {
        // A subnormal velocity acts as 0: it moves the equation's kink to a subnormal ω₀, and
        // no root there could define a spring (√(k/m) must be a normal double), while the
        // largest root does not change; keeping it made 1/ω and the kink's slope overflow to
        // ∞ − ∞ (the easing fuzz target found spring(damping=.42, velocity=1e-309) trapping).
        let z = effectiveDampingRatio, d = effectiveDuration
        let v = abs(initialVelocity) < .leastNormalMagnitude ? 0 : initialVelocity
        // log(lhs) − log(ε) = log|p + q·ω| + r·log ω + s·ω + c  on each side of the kink.
        let p: Double, q: Double, r: Double, s: Double, c: Double
        if z < 1 {
            let root1mz2 = ((1 - z) * (1 + z)).squareRoot()
            (p, q, r, s, c) = (v, -z, -1, -z * d, -Double.log(root1mz2) - Double.log(epsilon))
        } else {
            (p, q, r, s, c) = (v * d - 1, -d, 0, -d, -Double.log(epsilon))
        }
        return LogConcaveRoots(p: p, q: q, r: r, s: s, c: c).roots()
    }

    /// ω₀ by SpringSim's rule (the largest root), or `nil` when the equation has no positive
    /// root (ζ = 0 with v₀ = 0, or a damping ratio so small that even ω₀ → 0 is "settled").
    public var naturalFrequency: Double? { naturalFrequencyRoots.last }

    /// The spring: mass 1, stiffness ω₀², damping coefficient 2ζω₀ (ζ capped at 1).
    public func spring() throws(SpringParameterError) -> Spring {
        guard let w0 = naturalFrequency else {
            throw SpringParameterError(
                "UIKit spring with damping ratio \(dampingRatio), duration \(duration) s and velocity \(initialVelocity) has no solution (the settling equation has no positive root)"
            )
        }
        return try Spring.derived(
            naturalFrequency: w0, dampingRatio: effectiveDampingRatio,
            from: "UIKit spring with damping ratio \(dampingRatio), duration \(duration) s")
    }
}

extension UIKitSpring {
    /// The inverse of the conversion: the UIKit duration D that yields `spring`'s natural
    /// frequency for the given normalised velocity, or `nil` when UIKit cannot express the
    /// spring (ζ ≥ 1 or ζ = 0, or D outside UIKit's [0.01, 10] s).
    ///
    /// For 0 < ζ < 1 the settling equation is explicit in D:
    /// D = ln(|v₀ − ζω₀| / (ω₀√(1−ζ²)·ε)) / (ζω₀). UIKit's mass is 1 and the motion depends on
    /// ω₀ and ζ only, so a spring of another mass converts through those two.
    public static func duration(for spring: Spring, initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double? {
        let z = spring.dampingRatio, w = spring.naturalFrequency
        guard z > 0, z < 1 else { return nil }
        let amplitude = abs(initialVelocity - z * w) / (w * ((1 - z) * (1 + z)).squareRoot())
        let d = Double.log(amplitude / epsilon) / (z * w)
        return d >= 0.01 && d <= 10 ? d : nil
    }
}

extension Spring {
    /// The spring of UIKit's `animate(withDuration: duration, …, usingSpringWithDamping:
    /// dampingRatio, initialSpringVelocity: initialVelocity, …)`; see ``UIKitSpring``.
    public init(uiKitDampingRatio dampingRatio: Double, duration: Double = 1, initialVelocity: Double = 0) throws(SpringParameterError) {
        self = try UIKitSpring(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity).spring()
    }
}

/// Positive roots of h(ω) = log|p + qω| + r·log ω + s·ω + c for q ≤ 0, r ∈ {−1, 0}, s < 0:
/// the shape of both UIKit equations. On each side of the kink ω = −p/q the function is
/// unimodal (h′ changes sign at most once, from + to −): on the far side it is concave,
/// on the near side strictly decreasing (r = −1) or concave (r = 0). So each side has at
/// most two roots, one on each flank of its maximum.
struct LogConcaveRoots {
    let p, q, r, s, c: Double

    func h(_ w: Double) -> Double {
        let inner = abs(p + q * w)
        let logW = r == 0 ? 0 : r * Double.log(w)
        return Double.log(inner) + logW + s * w + c
    }

    func slope(_ w: Double) -> Double {
        q / (p + q * w) + r / w + s
    }

    func roots() -> [Double] {
        if q == 0 && p == 0 { return [] }
        var out: [Double] = []
        let kink = q != 0 ? -p / q : -1.0
        if kink > 0 {
            out += rootsOnInterval(lo: 0, hi: kink)
            out += rootsOnInterval(lo: kink, hi: .infinity)
        } else {
            out += rootsOnInterval(lo: 0, hi: .infinity)
        }
        return out
    }

    /// Roots of h on (lo, hi) where h is unimodal; ends may be 0 (h → +∞ if r = −1),
    /// the kink (h → −∞) or +∞ (h → −∞).
    private func rootsOnInterval(lo: Double, hi: Double) -> [Double] {
        // Finite stand-ins for the ends, strictly inside.
        let scale = hi.isFinite ? max(hi - lo, Double.leastNormalMagnitude) : max(lo, 1 / max(-s, 1e-300))
        // Four ulps in from a kink, so p + q·ω cannot round to zero there.
        let a = lo == 0 ? min(scale, hi.isFinite ? hi : scale) * 1e-300 : lo + 4 * lo.ulp
        let b: Double
        if hi.isFinite {
            b = hi - 4 * hi.ulp
        } else {
            // Bounded: at most ~2100 doublings reach the largest double.
            var x = max(2 * lo, scale)
            var doublings = 0
            while (h(x) >= 0 || slope(x) >= 0) && x.isFinite && doublings < 2200 {
                x *= 2
                doublings += 1
            }
            b = x.isFinite ? x : .greatestFiniteMagnitude
        }
        guard a < b else { return [] }
        // The maximum: where the (decreasing) slope changes sign. A slope that is not a number
        // at an end (∞ − ∞ where both ω and p + qω are at the edge of the doubles) leaves the
        // interval without a root SpringSim can locate: none is reported.
        let slopeA = slope(a), slopeB = slope(b)
        guard !slopeA.isNaN, !slopeB.isNaN else { return [] }
        let peak: Double
        if slopeA <= 0 {
            peak = a
        } else if slopeB >= 0 {
            peak = b
        } else {
            peak = BracketedRoot.solve(in: a, b, slope).root
        }
        let hp = h(peak)
        guard hp > 0 else { return hp == 0 ? [peak] : [] }
        // A flank that never gets below zero before the kink has its root within a few ulps
        // of the kink: report the kink itself.
        var roots: [Double] = []
        if lo > 0 && h(a) >= 0 { roots.append(lo) }
        if peak > a && h(a) < 0 { roots.append(BracketedRoot.solve(in: a, peak, h).root) }
        if peak < b && h(b) < 0 { roots.append(BracketedRoot.solve(in: peak, b, h).root) }
        if hi.isFinite && h(b) >= 0 { roots.append(hi) }
        return roots
    }
}
