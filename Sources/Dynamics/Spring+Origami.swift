import RealModule

/// pop and rebound (Facebook): Origami / Quartz Composer spring values and the
/// "bounciness / speed" curve fit (rebound `BouncyConversion`, pop `POPAnimationExtras`).
/// Both libraries use mass 1 and map tension → stiffness, friction → damping coefficient.
public enum OrigamiSpring {
    /// rebound `OrigamiValueConverter.tensionFromOrigamiValue`: (o − 30)·3.62 + 194, 0 ↦ 0.
    public static func tension(fromOrigami o: Double) -> Double { o == 0 ? 0 : (o - 30) * 3.62 + 194 }
    /// Inverse of ``tension(fromOrigami:)``.
    public static func origamiTension(fromTension t: Double) -> Double { t == 0 ? 0 : (t - 194) / 3.62 + 30 }
    /// rebound `frictionFromOrigamiValue`: (o − 8)·3 + 25, 0 ↦ 0.
    public static func friction(fromOrigami o: Double) -> Double { o == 0 ? 0 : (o - 8) * 3 + 25 }
    /// Inverse of ``friction(fromOrigami:)``.
    public static func origamiFriction(fromFriction f: Double) -> Double { f == 0 ? 0 : (f - 25) / 3 + 8 }

    /// The "no bounce" Origami friction for an Origami tension: the piecewise cubic fit
    /// `b3Nobounce` of rebound and pop.
    public static func noBounceFriction(origamiTension t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    /// Bounciness and speed → Origami (tension, friction), as rebound's
    /// `BouncyConversion` and pop's `convertBounciness:speed:`:
    ///   b = 0.8·(bounciness/1.7)/20, s = (speed/1.7)/20,
    ///   tension = 0.5 + 199.5·s, friction = lerp(2b − b², noBounce(tension), 0.01).
    public static func origamiValues(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let tension = 0.5 + s * (200 - 0.5)
        let y = 2 * b - b * b
        let friction = y * 0.01 + (1 - y) * noBounceFriction(origamiTension: tension)
        return (tension, friction)
    }

    /// Inverse of ``origamiValues(bounciness:speed:)`` on its invertible range
    /// (normalised bounciness b ∈ [0, 1], i.e. bounciness ≤ 42.5): `nil` outside it.
    public static func bouncinessAndSpeed(
        origamiTension tension: Double, origamiFriction friction: Double
    ) -> (bounciness: Double, speed: Double)? {
        let s = (tension - 0.5) / (200 - 0.5)
        let speed = s * 20 * 1.7
        let nb = noBounceFriction(origamiTension: tension)
        let y = (friction - nb) / (0.01 - nb)
        guard y.isFinite, y >= 0, y <= 1 else { return nil }
        // 2b − b² = y  ⇒  b = 1 − √(1 − y) = y / (1 + √(1 − y))  (no cancellation).
        let b = y / (1 + (1 - y).squareRoot())
        return (b / 0.8 * 20 * 1.7, speed)
    }

    /// pop's defaults: `springBounciness` 4, `springSpeed` 12.
    public static var popDefault: Spring { Spring(bounciness: 4, speed: 12) }
    /// rebound's `SpringConfig.defaultConfig`: Origami tension 40, friction 7 (→ 230.2, 22).
    public static var reboundDefault: Spring { Spring(origamiTension: 40, origamiFriction: 7) }
}

extension Spring {
    /// pop / rebound physical tension and friction (mass 1): k = tension, c = friction.
    public init(tension: Double, friction: Double, mass: Double = 1) throws(SpringParameterError) {
        try self.init(validatingMass: mass, stiffness: tension, dampingCoefficient: friction)
    }

    /// rebound `SpringConfig.fromOrigamiTensionAndFriction` (pop's QC macros): mass 1.
    public init(origamiTension: Double, origamiFriction: Double) {
        self.init(
            mass: 1, stiffness: OrigamiSpring.tension(fromOrigami: origamiTension),
            dampingCoefficient: OrigamiSpring.friction(fromOrigami: origamiFriction))
    }

    /// pop `springBounciness` / `springSpeed`, rebound `fromBouncinessAndSpeed`.
    public init(bounciness: Double, speed: Double) {
        let o = OrigamiSpring.origamiValues(bounciness: bounciness, speed: speed)
        self.init(origamiTension: o.tension, origamiFriction: o.friction)
    }

    /// Origami tension of this spring's stiffness per unit mass.
    public var origamiTension: Double { OrigamiSpring.origamiTension(fromTension: stiffness / mass) }
    /// Origami friction of this spring's damping per unit mass.
    public var origamiFriction: Double { OrigamiSpring.origamiFriction(fromFriction: dampingCoefficient / mass) }
    /// pop's bounciness and speed, where the curve fit can be inverted.
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
        OrigamiSpring.bouncinessAndSpeed(origamiTension: origamiTension, origamiFriction: origamiFriction)
    }
}
