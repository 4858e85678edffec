import RealModule

/// react-spring (pmndrs) configs: tension = stiffness, friction = damping coefficient,
/// mass (default 1). Presets from `packages/core/src/constants.ts`.
public enum ReactSpring {
    public static let presets: [(name: String, tension: Double, friction: Double)] = [
        ("default", 170, 26), ("gentle", 120, 14), ("wobbly", 180, 12),
        ("stiff", 210, 20), ("slow", 280, 60), ("molasses", 280, 120),
    ]

    /// react-spring's `frequency` / `damping` config: frequency (the undamped period, s) is
    /// raised to at least 0.01, damping (the ratio) to at least 0; then
    /// tension = (2π/frequency)²·mass, friction = 4π·damping·mass/frequency.
    public static func spring(frequency: Double, dampingRatio: Double, mass: Double = 1) throws(SpringParameterError) -> Spring {
        try SpringParameterError.requirePositive(frequency, "frequency")
        try SpringParameterError.requireFinite(dampingRatio, "damping")
        let f = max(frequency, 0.01), z = max(dampingRatio, 0)
        let w = 2 * Double.pi / f
        return try Spring(validatingMass: mass, stiffness: w * w * mass, dampingCoefficient: 4 * Double.pi * z * mass / f)
    }
}

/// Framer Motion (motion.dev) springs. Defaults: stiffness 100, damping 10, mass 1.
public enum FramerMotionSpring {
    /// The default physical spring.
    public static var framerDefault: Spring { Spring(mass: 1, stiffness: 100, dampingCoefficient: 10) }

    /// `visualDuration` + `bounce`: ω = 2π/(1.2·visualDuration), k = ω², c = 2·clamp(1 − bounce,
    /// 0.05, 1)·√k, mass 1.
    public static func spring(visualDuration: Double, bounce: Double) throws(SpringParameterError) -> Spring {
        try SpringParameterError.requirePositive(visualDuration, "visual duration")
        try SpringParameterError.requireFinite(bounce, "bounce")
        let root = 2 * Double.pi / (visualDuration * 1.2)
        let k = root * root
        return try Spring.derived(
            mass: 1, stiffness: k, dampingCoefficient: 2 * min(max(1 - bounce, 0.05), 1) * k.squareRoot(),
            from: "visual duration \(visualDuration) s")
    }

    /// `duration` + `bounce` (Framer's `findSpring`): ζ = clamp(1 − bounce, 0.05, 1), duration
    /// clamped to [0.01, 10] s, and ω₀ from the settling equation of ``UIKitSpring`` (ε = 0.001),
    /// found as Framer does — 11 Newton steps from ω₀ = 5/D — so the result matches Framer
    /// even where the equation has several roots; if Newton produces a non-finite value Framer
    /// falls back to stiffness 100, damping 10, and so does this. Framer rescales the velocity to
    /// −v/1000 before solving, which makes it negligible; SpringSim solves with velocity 0.
    public static func spring(duration: Double, bounce: Double) throws(SpringParameterError) -> Spring {
        try SpringParameterError.requirePositive(duration, "duration")
        try SpringParameterError.requireFinite(bounce, "bounce")
        let z = min(max(1 - bounce, 0.05), 1)
        let d = min(max(duration, 0.01), 10)
        let eps = 0.001
        var w = 5 / d
        for _ in 1..<12 {
            let f: Double, df: Double
            if z < 1 {
                let s = ((1 - z) * (1 + z)).squareRoot()
                let decay = Double.exp(-w * z * d)
                f = eps - (w * z / (w * s)) * decay
                df = (z * z * d / s) * decay
            } else {
                let decay = Double.exp(-w * d)
                f = -eps + decay * (w * d + 1)
                df = decay * (-w) * d * d
            }
            w -= f / df
        }
        guard w.isFinite, w > 0 else { return framerDefault }
        return try Spring.derived(naturalFrequency: w, dampingRatio: z, from: "duration \(duration) s, bounce \(bounce)")
    }
}
