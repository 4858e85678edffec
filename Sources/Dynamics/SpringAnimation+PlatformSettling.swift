// The platforms' own settling estimates, each reproduced as that platform computes it —
// envelope bounds, Newton iterations and sampling included — so that a table can show how
// they differ from SpringSim's exact ``SpringAnimation/settlingDuration(epsilon:velocityEpsilon:)``.
// All take the animation's distance as the unit: thresholds are fractions of |to − from|
// and velocities are normalised (distances per second).
import NumericsCore
import RealModule

extension SpringAnimation {
    /// Initial state in distance units, mirrored so that the start is at −1 (a unit step
    /// from 0 to 1): (x₀, v₀) = (−1, normalised velocity).
    private var unitStep: (x0: Double, v0: Double) { (-1, normalizedVelocity(at: 0)) }

    /// A Core Animation–compatible `CASpringAnimation.settlingDuration`.
    ///
    /// Apple documents two figures for mass 1, stiffness 100, initial velocity 0: damping 5
    /// gives "approximately 2.85 seconds" and damping 15 "just over 1 second". The rule that
    /// reproduces both with Apple's customary ε = 0.001 is the triangle-inequality envelope of
    /// the unit step, |x(t)| ≤ (|x₀| + |K_x/ω_d|)·e^{−ζω₀t}, solved for the time it reaches ε:
    ///
    ///     T = ln((|x₀| + |(v₀ + ζω₀x₀)/ω_d|)/ε) / (ζω₀)      (ζ < 1)
    ///
    /// giving 2.855 s and 1.022 s. (The root-sum-square envelope gives 2.776/0.976 and the exact
    /// last crossing 2.688/0.800, so neither is what CA computes.) For ζ ≥ 1 the same bound on
    /// the modal form, (|x₀| + |K_x|·t)·e^{r₁t} = ε, is solved for its last root. Like every
    /// sine-amplitude envelope it grows without bound as ζ → 1⁻ (ω_d → 0); Apple's real
    /// algorithm (the private `durationForEpsilon:`) is not public, so outside the documented
    /// points this is a compatible estimate, not a bit-exact copy. +∞ when ζ = 0 or when the
    /// envelope's coefficient exceeds the double range (ζ beyond about 1e308); the bracket
    /// search is bounded (≤ 2200 doublings).
    public func coreAnimationSettlingDuration(epsilon: Double = 0.001) -> Double {
        let (x0, v0) = unitStep
        let w0 = spring.naturalFrequency, z = spring.dampingRatio, alpha = z * w0
        if z < 1 {
            if alpha == 0 { return .infinity }
            let wd = spring.dampedFrequency
            let amplitude = abs(x0) + abs((v0 + alpha * x0) / wd)
            return max(0, Double.log(amplitude / epsilon) / alpha)
        }
        let motion = SpringMotion(spring: spring, displacement: x0, velocity: v0)
        let r1 = motion.slowRoot
        let kx = abs(motion.overdampedKx)
        // K_x = v₀ − r₂x₀ beyond the double range (ζ ≳ 1e308): the envelope is infinite.
        guard kx.isFinite else { return .infinity }
        let f: (Double) -> Double = { t in (abs(x0) + kx * t) * Double.exp(r1 * t) - epsilon }
        // The bound is unimodal in t: find its last crossing beyond the maximum.
        let peak = kx > 0 ? max(0, -1 / r1 - abs(x0) / kx) : 0
        guard f(peak) > 0 else { return 0 }
        // Bounded bracket search: at most ~2100 doublings span the double range.
        var hi = peak + 1 / abs(r1)
        var doublings = 0
        while f(hi) > 0 {
            hi *= 2
            doublings += 1
            if !hi.isFinite || doublings > 2200 { return .infinity }
        }
        return BracketedRoot.solve(in: peak, hi, f).root
    }

    /// Jetpack Compose's estimate, `estimateAnimationDurationMillis` of `SpringEstimation.kt`
    /// as `FloatSpringSpec.getDurationNanos` calls it: displacement and velocity divided by
    /// the visibility threshold, δ = 1, mass folded into the stiffness (k/m), an envelope for
    /// ζ < 1 and Newton iterations (step ≤ 0.001 s or 100 iterations) for ζ ≥ 1, truncated to
    /// whole milliseconds. Returned in seconds (a multiple of 0.001).
    ///
    /// - Parameter visibilityThreshold: as a fraction of the distance (Compose's absolute
    ///   threshold divided by |to − from|).
    public func composeSettlingDuration(visibilityThreshold: Double = 0.001) -> Double {
        let (x0, v0) = unitStep
        let ms = ComposeEstimate.milliseconds(
            stiffness: spring.stiffness / spring.mass, dampingRatio: spring.dampingRatio,
            initialVelocity: v0 / visibilityThreshold, initialDisplacement: x0 / visibilityThreshold, delta: 1)
        return ms / 1000
    }

    /// SwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)` as reverse-engineered
    /// by OpenSwiftUI: for ζ < 1 the envelope T = −ln(ε/(|λ·1 − v₀| + 1))/λ with λ = ζω₀ (no
    /// 1/ω_d on the sine coefficient), at least 0; for ζ ≥ 1 sampling at 0.1 s steps (at most
    /// 1024) for the time after which the displacement stays below ε for more than 1 s.
    public func swiftUISettlingDuration(epsilon: Double = 0.001) -> Double {
        let (_, v0) = unitStep
        let lambda = spring.dampingRatio * spring.naturalFrequency
        if lambda == 0 { return .infinity }
        if spring.dampingRatio < 1 {
            return max(0, -Double.log(epsilon / (abs(lambda - v0) + 1)) / lambda)
        }
        let motion = SpringMotion(spring: spring, displacement: -1, velocity: v0)
        var bestTime = 0.0, bestDistance = Double.infinity
        for i in 0..<1024 {
            let t = Double(i) * 0.1
            let distance = abs(motion.value(at: t))
            if !distance.isFinite { break }
            if bestDistance >= epsilon {
                if distance < bestDistance { bestTime = t; bestDistance = distance }
            } else if distance >= epsilon {
                bestDistance = .infinity
            } else if t - bestTime > 1 {
                return bestTime
            }
        }
        return 0
    }
}

/// A port of the arithmetic of Compose's `SpringEstimation.kt` (the current androidx
/// revision), kept separate so tests can exercise it directly.
enum ComposeEstimate {
    /// Milliseconds, truncated toward zero like Kotlin's `toLong()`.
    static func milliseconds(
        stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double
    ) -> Double {
        if dampingRatio == 0 { return .infinity }
        if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
        let c = 2 * dampingRatio * stiffness.squareRoot()
        let partial = c * c - 4 * stiffness
        let rootReal = partial < 0 ? 0 : partial.squareRoot()
        let rootImaginary = partial < 0 ? (-partial).squareRoot() : 0
        let r1 = (-c + rootReal) * 0.5
        let w = rootImaginary * 0.5
        let r2 = (-c - rootReal) * 0.5
        let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
        let p0 = abs(initialDisplacement)
        let t: Double
        if dampingRatio > 1 {
            t = overDamped(r1: r1, r2: r2, p0: p0, v0: v0, delta: delta)
        } else if dampingRatio < 1 {
            let c2 = (v0 - r1 * p0) / w
            t = Double.log(delta / (p0 * p0 + c2 * c2).squareRoot()) / r1
        } else {
            t = criticallyDamped(r: r1, p0: p0, v0: v0, delta: delta)
        }
        let ms = (t * 1000).rounded(.towardZero)
        return ms.isNaN ? 0 : ms
    }

    private static func newton(_ start: Double, _ fn: (Double) -> Double, _ slope: (Double) -> Double) -> Double {
        var t = start, change = Double.greatestFiniteMagnitude, n = 0
        while change > 0.001 && n < 100 {
            n += 1
            let last = t
            t -= fn(t) / slope(t)
            change = abs(last - t)
        }
        return t
    }

    private static func criticallyDamped(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c1 = p0, c2 = v0 - r * c1
        let t1 = Double.log(abs(delta / c1)) / r
        let guess = Double.log(abs(delta / c2))
        var lambert = guess
        for _ in 0...5 { lambert = guess - Double.log(abs(lambert / r)) }
        let t2 = lambert / r
        var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
        let tInflection = -(r * c1 + c2) / (r * c2)
        let xInflection = (c1 + c2 * tInflection) * Double.exp(r * tInflection)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0 {
            signedDelta = -delta
        } else if -xInflection < delta {
            if c2 < 0 && c1 > 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = -(2 / r) - c1 / c2
            signedDelta = delta
        }
        return newton(
            t, { (c1 + c2 * $0) * Double.exp(r * $0) + signedDelta },
            { (c2 * (r * $0 + 1) + c1 * r) * Double.exp(r * $0) })
    }

    private static func overDamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c2 = (r1 * p0 - v0) / (r1 - r2)
        let c1 = p0 - c2
        let t1 = Double.log(abs(delta / c1)) / r1
        let t2 = Double.log(abs(delta / c2)) / r2
        var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : max(t1, t2))
        let tInflection = Double.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0 {
            signedDelta = -delta
        } else if -(c1 * Double.exp(r1 * tInflection) + c2 * Double.exp(r2 * tInflection)) < delta {
            if c2 > 0 && c1 < 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = Double.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
            signedDelta = delta
        }
        let fn: (Double) -> Double = { c1 * Double.exp(r1 * $0) + c2 * Double.exp(r2 * $0) + signedDelta }
        let slope: (Double) -> Double = { c1 * r1 * Double.exp(r1 * $0) + c2 * r2 * Double.exp(r2 * $0) }
        if abs(slope(t)) < 0.0001 { return t }
        return newton(t, fn, slope)
    }
}
