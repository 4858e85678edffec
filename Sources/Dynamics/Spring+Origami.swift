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

/// pop `POPSpringAnimation.springBounciness` / `springSpeed` and rebound
/// `SpringConfig.fromBouncinessAndSpeed` (defaults 4 and 12): both ≥ 0, converted by
/// ``OrigamiSpring/origamiValues(bounciness:speed:)`` to Origami tension and friction, then
/// to stiffness and damping coefficient at mass 1.
public struct PopSpring: Sendable, Hashable {
    public var bounciness: Double
    public var speed: Double

    public init(bounciness: Double = 4, speed: Double = 12) {
        self.bounciness = bounciness
        self.speed = speed
    }

    /// The spring; throws unless both values are finite and ≥ 0 and the curve fit gives a
    /// finite spring (it squares the normalised bounciness, so beyond about 1e154 the
    /// friction is not a double).
    public func spring() throws(SpringParameterError) -> Spring {
        guard bounciness.isFinite, bounciness >= 0 else { throw SpringParameterError(.notFiniteNonNegative(.bounciness, bounciness)) }
        guard speed.isFinite, speed >= 0 else { throw SpringParameterError(.notFiniteNonNegative(.speed, speed)) }
        let o = OrigamiSpring.origamiValues(bounciness: bounciness, speed: speed)
        do {
            return try Spring(
                validatingMass: 1, stiffness: OrigamiSpring.tension(fromOrigami: o.tension),
                dampingCoefficient: OrigamiSpring.friction(fromOrigami: o.friction))
        } catch {
            throw SpringParameterError(
                .derived(from: [SpringFieldValue(.bounciness, bounciness), SpringFieldValue(.speed, speed)], problem: error.message))
        }
    }
}

/// Tension and friction: physical (react-spring, rebound and pop: tension = stiffness k,
/// friction = damping coefficient c, mass default 1) or, with `origami`, Origami / Quartz
/// Composer values (rebound `SpringConfig.fromOrigamiTensionAndFriction`: k = (t − 30)·3.62 +
/// 194, c = (f − 8)·3 + 25, mass 1).
public struct TensionFrictionSpring: Sendable, Hashable {
    public var tension: Double
    public var friction: Double
    /// The mass; nil is 1. Origami springs have mass 1 and refuse one.
    public var mass: Double?
    public var origami: Bool

    public init(tension: Double, friction: Double, mass: Double? = nil, origami: Bool = false) {
        self.tension = tension
        self.friction = friction
        self.mass = mass
        self.origami = origami
    }

    /// The spring; throws for values outside the physical domain (k > 0, c ≥ 0, m > 0,
    /// finite), an Origami tension whose stiffness is not > 0, or a mass with Origami values.
    public func spring() throws(SpringParameterError) -> Spring {
        guard origami else { return try Spring(tension: tension, friction: friction, mass: mass ?? 1) }
        // Checked before building: the stiffness must be > 0 (a tension of 0 trapped in
        // Spring(origamiTension:…); found by the easing fuzz target).
        let k = OrigamiSpring.tension(fromOrigami: tension)
        guard k > 0 else { throw SpringParameterError(.origamiStiffness(tension: tension, stiffness: k)) }
        guard mass == nil else { throw SpringParameterError(.massWithOrigami) }
        return try Spring(validatingMass: 1, stiffness: k, dampingCoefficient: OrigamiSpring.friction(fromOrigami: friction))
    }
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
