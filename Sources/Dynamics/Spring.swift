import NumericsCore
import RealModule

/// A damped harmonic spring, held by its physical parameters.
///
/// The equation of motion of the displacement `x` from the rest position is
///
///     m·x″ + c·x′ + k·x = 0
///
/// with mass `m` (mass units), stiffness `k` (mass units / s²) and damping coefficient `c`
/// (mass units / s). Every platform's parameterisation — UIKit's duration and damping ratio,
/// SwiftUI's response, Compose's stiffness and ratio, Origami's tension and friction, … — is
/// an initialiser in an extension (`Spring+UIKit.swift`, `Spring+SwiftUI.swift`, …) that
/// converts to these three numbers, with a read-back conversion beside it.
///
/// Derived quantities (exact formulas, each computed with at most 2 ulp of rounding):
/// - natural frequency ω₀ = √(k/m) (rad/s)
/// - damping ratio ζ = c / (2√(k·m)) (dimensionless; < 1 under-, = 1 critically, > 1 over-damped)
/// - response (undamped period) 2π/ω₀ (s)
///
/// `Spring` is only the description; ``SpringMotion`` is the closed-form solution for a
/// start state, and ``SpringAnimation`` animates between two values.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    /// Mass m > 0.
    public let mass: Double
    /// Stiffness k > 0, in mass units per s².
    public let stiffness: Double
    /// Damping coefficient c ≥ 0, in mass units per s.
    public let dampingCoefficient: Double

    /// A spring from its physical parameters.
    ///
    /// - Precondition: mass and stiffness are finite and positive, damping coefficient finite and ≥ 0.
    ///   Use ``init(validatingMass:stiffness:dampingCoefficient:)`` for untrusted input.
    public init(mass: Double = 1, stiffness: Double, dampingCoefficient: Double) {
        precondition(mass.isFinite && mass > 0, "Spring: mass must be finite and > 0 (got \(mass))")
        precondition(stiffness.isFinite && stiffness > 0, "Spring: stiffness must be finite and > 0 (got \(stiffness))")
        precondition(
            dampingCoefficient.isFinite && dampingCoefficient >= 0,
            "Spring: damping coefficient must be finite and ≥ 0 (got \(dampingCoefficient))")
        self.mass = mass
        self.stiffness = stiffness
        self.dampingCoefficient = dampingCoefficient
    }

    /// A spring from untrusted physical parameters; throws ``SpringParameterError`` naming
    /// the offending parameter instead of trapping.
    public init(validatingMass mass: Double, stiffness: Double, dampingCoefficient: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(mass, "mass")
        try SpringParameterError.requirePositive(stiffness, "stiffness")
        try SpringParameterError.requireNonNegative(dampingCoefficient, "damping coefficient")
        self.init(mass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient)
    }

    /// A spring from its natural frequency ω₀ (rad/s) and damping ratio ζ, with mass `m`:
    /// k = m·ω₀², c = 2ζ·m·ω₀ (a rounding each).
    ///
    /// - Precondition: the derived k is finite and > 0 and c finite (ω₀ within about
    ///   1.5e-154…1.3e154 at unit mass); the platform initialisers that take untrusted input
    ///   check this and throw ``SpringParameterError`` instead.
    public init(naturalFrequency omega0: Double, dampingRatio zeta: Double, mass: Double = 1) {
        self.init(mass: mass, stiffness: mass * omega0 * omega0, dampingCoefficient: 2 * zeta * mass * omega0)
    }

    /// Natural (undamped) angular frequency ω₀ = √(k/m), in rad/s: 2 roundings (≤ 1.5 ulp)
    /// whatever the magnitudes — k/m is formed from the significands and the exponents apart,
    /// so it neither overflows nor underflows in between. +∞ only when ω₀ itself exceeds the
    /// largest double (k/m > 3.2e616), a subnormal only when ω₀ < 2.2e-308.
    public var naturalFrequency: Double { SpringScales(self).omega0 }

    /// Damping ratio ζ = c / (2√(k·m)): 3 roundings (≤ 2 ulp) whatever the magnitudes
    /// (√(k·m) is never formed as a double); +∞ only when ζ exceeds the largest double (the
    /// motion is still computed then, from k/c and c/m: see ``SpringMotion``).
    public var dampingRatio: Double { SpringScales(self).zeta }

    /// ω₀ and ζ, or a ``SpringParameterError`` naming the quantity that leaves the range
    /// the closed form answers on: ω₀ must be a normal finite double (2.2e-308 ≤ ω₀ ≤
    /// 1.8e308); ζ may be anything ≥ 0, including beyond the double range (returned as +∞).
    /// Every spring with mass and stiffness in 1e-150…1e150 is inside, whatever its damping
    /// coefficient; so is every (m, k, c) whose ratio k/m is within 4.9e-616…3.2e616.
    public func validatedScales() throws(SpringParameterError) -> (naturalFrequency: Double, dampingRatio: Double) {
        let p = SpringScales(self)
        guard p.omega0.isFinite else {
            throw SpringParameterError(
                "natural frequency √(stiffness/mass) = √(\(stiffness)/\(mass)) exceeds the largest finite double (1.8e308 rad/s)")
        }
        guard p.omega0 >= Double.leastNormalMagnitude else {
            throw SpringParameterError(
                "natural frequency √(stiffness/mass) = √(\(stiffness)/\(mass)) is below the smallest normal double (2.2e-308 rad/s)")
        }
        return (p.omega0, p.zeta)
    }

    /// The undamped period 2π/ω₀ in seconds — SwiftUI's and react-spring's "response" /
    /// "frequency". Within 2.5 ulp; +∞ when ω₀ < 3.5e-308 (the period has no double).
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// Damped angular frequency ω_d = ω₀√(1 − ζ²) for ζ < 1 (rad/s), 0 otherwise: within a few
    /// ulp of ω₀ (relative error grows as 1/(1 − ζ) near ζ = 1; ``SpringMotion`` forms its own
    /// ω_d from the exact discriminant 4km − c² instead).
    public var dampedFrequency: Double {
        let z = dampingRatio
        return z < 1 ? naturalFrequency * ((1 - z) * (1 + z)).squareRoot() : 0
    }

    /// The regime the damping ratio puts the spring in.
    public var regime: Regime {
        let z = dampingRatio
        return z < 1 ? (z == 0 ? .undamped : .underdamped) : (z == 1 ? .criticallyDamped : .overdamped)
    }

    /// Classification by damping ratio. The closed form is continuous across all of them;
    /// the regime is reported, never switched on discontinuously.
    public enum Regime: String, Sendable, CaseIterable {
        case undamped, underdamped, criticallyDamped = "critically-damped", overdamped
    }

    /// The spring with derived physical parameters, or a ``SpringParameterError`` naming
    /// `source` when a derived mass, stiffness or damping coefficient is not a finite double
    /// (> 0, ≥ 0 for damping): how a platform parameterisation refuses inputs (a subnormal
    /// response, a huge duration, …) whose conversion overflows or underflows.
    static func derived(
        mass: Double, stiffness: Double, dampingCoefficient: Double, from source: @autoclosure () -> String
    ) throws(SpringParameterError) -> Spring {
        do {
            return try Spring(validatingMass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient)
        } catch {
            throw SpringParameterError("\(source()) gives a spring outside the double range (\(error.message))")
        }
    }

    /// ``derived(mass:stiffness:dampingCoefficient:from:)`` from ω₀ and ζ: k = m·ω₀², c = 2ζ·m·ω₀.
    static func derived(
        naturalFrequency w0: Double, dampingRatio zeta: Double, mass: Double = 1, from source: @autoclosure () -> String
    )
        throws(SpringParameterError) -> Spring
    {
        try derived(mass: mass, stiffness: (w0 * w0) * mass, dampingCoefficient: 2 * zeta * (w0 * mass), from: source())
    }

    /// The same motion with every parameter multiplied by `factor` > 0 (mass scaling leaves
    /// ω₀ and ζ, hence the motion, unchanged).
    public func scaled(by factor: Double) -> Spring {
        Spring(mass: mass * factor, stiffness: stiffness * factor, dampingCoefficient: dampingCoefficient * factor)
    }

    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), dampingCoefficient: \(dampingCoefficient))"
    }
}

/// Why a spring's parameters were refused: a typed ``Reason`` and a one-line message.
///
/// A reason about the fields of ``SpringParameters`` carries the ``SpringField`` values;
/// ``message(naming:signatureNaming:)`` renders it with the caller's spelling of each field (a command line's
/// flags, an easing string's keys), ``message`` with the fields' Swift names. A reason about
/// a value or a derived quantity (``Reason/invalid(_:)``) names quantities in words.
public struct SpringParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// A value, or a quantity derived from the values, outside its domain, said in words
        /// ("damping ratio must be ≥ 0 (got -1.0)", "natural frequency … exceeds …").
        case invalid(String)
        /// The ``SpringField/preset`` names no ``SpringPreset``.
        case unknownPreset(String)
        /// A field's value is ±∞ or NaN.
        case notFinite(SpringField, Double)
        /// A field that must be finite and ≥ 0 is not.
        case notFiniteNonNegative(SpringField, Double)
        /// `given` all belong to `family`, which also requires `missing`.
        case missing(given: [SpringField], missing: [SpringField], family: SpringFamily)
        /// `conflicting` lie outside the family of `others` (the family explaining most fields).
        case conflict(conflicting: [SpringField], others: [SpringField])
        /// An Origami tension whose stiffness (``OrigamiSpring/tension(fromOrigami:)``) is not > 0.
        case origamiStiffness(tension: Double, stiffness: Double)
        /// A mass given with Origami values (Origami springs have mass 1).
        case massWithOrigami
        /// The fields' values give a derived mass, stiffness or damping coefficient that is not
        /// a double in its domain (`problem` says which).
        case derived(from: [SpringFieldValue], problem: String)
    }

    public let reason: Reason

    public init(_ reason: Reason) { self.reason = reason }
    /// An ``Reason/invalid(_:)`` error.
    public init(_ message: String) { reason = .invalid(message) }

    /// Whether the message names fields (every reason but ``Reason/invalid(_:)``): a caller
    /// that spells fields its own way renders those with ``message(naming:signatureNaming:)`` and may put the
    /// fields it was given in front of the others.
    public var namesFields: Bool {
        if case .invalid = reason { return false }
        return true
    }

    /// The message with every field named by `name`; a family's signature ("UIKit
    /// (dampingRatio [duration] [velocity])") names its fields by `signatureName`, `name` when
    /// nil (a caller whose field names carry a prefix can list the signature without it).
    public func message(
        naming name: (SpringField) -> String, signatureNaming signatureName: ((SpringField) -> String)? = nil
    )
        -> String
    {
        func list(_ fields: [SpringField]) -> String { fields.map(name).joined(separator: " ") }
        switch reason {
        case .invalid(let message):
            return message
        case .unknownPreset(let preset):
            return "unknown \(name(.preset)) '\(preset)' (known: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .notFinite(let field, let value):
            return "\(name(field)) must be a finite number (got \(Self.shown(value)))"
        case .notFiniteNonNegative(let field, let value):
            return "\(name(field)) must be a finite number ≥ 0 (got \(Self.shown(value)))"
        case .missing(let given, let missing, let family):
            let signature = signatureName.map { family.name(naming: $0) } ?? family.name(naming: name)
            return "\(list(given)) needs \(list(missing)) (family: \(signature))"
        case .conflict(let conflicting, let others):
            return "conflicting spring parameters: \(list(conflicting)) cannot be combined with \(list(others)) (one family at a time)"
        case .origamiStiffness(let tension, let stiffness):
            return "\(name(.tension)) \(tension) (Origami) gives stiffness \(stiffness); it must be > 0"
        case .massWithOrigami:
            return "\(name(.mass)) cannot be combined with \(name(.origami)) (Origami springs have mass 1)"
        case .derived(let values, let problem):
            return
                "\(values.map { "\(name($0.field)) \($0.value)" }.joined(separator: ", ")) gives a spring outside the double range (\(problem))"
        }
    }

    /// The message, fields named by their Swift names (`dampingRatio`, `dampingCoefficient`, …).
    public var message: String { message(naming: \.rawValue) }
    public var description: String { message }

    /// A value as a message shows it: NaN (from an overflowing conversion, ∞ − ∞) as "NaN",
    /// never the runtime's "nan" or "-nan".
    static func shown(_ value: Double) -> String { value.isNaN ? "NaN" : "\(value)" }

    static func requirePositive(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError("\(name) must be a finite number (got \(shown(value)))") }
        guard value > 0 else { throw SpringParameterError("\(name) must be > 0 (got \(value))") }
    }

    static func requireNonNegative(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError("\(name) must be a finite number (got \(shown(value)))") }
        guard value >= 0 else { throw SpringParameterError("\(name) must be ≥ 0 (got \(value))") }
    }

    static func requireFinite(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError("\(name) must be a finite number (got \(shown(value)))") }
    }

    static func requireIn(_ value: Double, _ range: ClosedRange<Double>, _ name: String) throws(SpringParameterError) {
        try requireFinite(value, name)
        guard range.contains(value) else {
            throw SpringParameterError("\(name) must be in \(range.lowerBound)…\(range.upperBound) (got \(value))")
        }
    }
}

/// The derived quantities of a spring, computed from the significands and exponents of m, k
/// and c apart (x = f·2ᵉ, 1 ≤ f < 2), so that no intermediate product or quotient overflows
/// or underflows: each result is rounded as if computed in unbounded-exponent arithmetic and
/// then rounded once into the double range.
@usableFromInline
struct SpringScales {
    /// ω₀ = √(k/m).
    let omega0: Double
    /// ζ = c/(2√(km)).
    let zeta: Double
    private let fm, fk, fc: Double
    private let em, ek, ec: Int

    init(_ spring: Spring) {
        (fm, em) = (spring.mass.significand, spring.mass.exponent)
        (fk, ek) = (spring.stiffness.significand, spring.stiffness.exponent)
        let c = spring.dampingCoefficient
        (fc, ec) = c == 0 ? (0, 0) : (c.significand, c.exponent)
        var q = fk / fm, e = ek - em
        if e & 1 != 0 { q *= 2; e -= 1 }
        omega0 = Self.scaled(q.squareRoot(), e / 2)
        var p = fk * fm, f = ek + em
        if f & 1 != 0 { p *= 2; f -= 1 }
        zeta = Self.scaled(fc / (2 * p.squareRoot()), ec - f / 2)
    }

    /// x·2ᵉ with one rounding (to a subnormal or ±∞ when out of range).
    @inline(__always)
    static func scaled(_ x: Double, _ e: Int) -> Double {
        Double(sign: .plus, exponent: e, significand: x)
    }

    /// k/c (0 when c = 0), one rounding.
    var stiffnessOverDamping: Double { fc == 0 ? .infinity : Self.scaled(fk / fc, ek - ec) }

    /// c/m, one rounding; may be +∞.
    var dampingOverMass: Double { Self.scaled(fc / fm, ec - em) }

    /// α = c/(2m) and its rounding error (hi, lo); hi may be +∞ when ζ ≫ 1.
    var alpha: (hi: Double, lo: Double) {
        let a = fc / fm
        let lo = fc.addingProduct(-a, fm) / fm
        return (Self.scaled(a, ec - em - 1), Self.scaled(lo, ec - em - 1))
    }

    /// ω_d = √(4km − c²)/(2m) in double-double (about 2⁻¹⁰⁴ relative), for ζ < 1: the
    /// discriminant is formed from exact products of the significands, so nothing cancels
    /// near ζ = 1 and the phase ω_d·t keeps its accuracy over many periods. (0, 0) if ζ ≥ 1.
    var dampedFrequency: (hi: Double, lo: Double) {
        var fk = fk, f = ek + em
        if f & 1 != 0 { fk *= 2; f -= 1 }
        // 4km − c² = 2^f·(4·fk·fm − fc²·2^(2ec − f)).
        let p1 = Augmented.product(4 * fk, fm)
        let cc = fc == 0 ? (head: 0.0, tail: 0.0) : Augmented.product(fc, fc)
        let j = 2 * ec - f
        let p2 = Self.scaled(cc.head, j), e2 = Self.scaled(cc.tail, j)
        let d = Augmented.sum(p1.head, -p2)
        let disc = Augmented.sum(d.head, d.tail + p1.tail - e2)
        guard disc.head > 0 else { return (0, 0) }
        let root = ErrorFree.squareRoot(disc.head, disc.tail)
        let hi = root.hi / (2 * fm)
        let lo = (root.hi.addingProduct(-hi, 2 * fm) + root.lo) / (2 * fm)
        let shift = f / 2 - em
        return (Self.scaled(hi, shift), Self.scaled(lo, shift))
    }
}
