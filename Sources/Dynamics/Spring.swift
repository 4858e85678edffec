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
    public let damping: Double

    /// A spring from its physical parameters.
    ///
    /// - Precondition: mass and stiffness are finite and positive, damping finite and ≥ 0.
    ///   Use ``init(validatingMass:stiffness:damping:)`` for untrusted input.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass.isFinite && mass > 0, "Spring: mass must be finite and > 0 (got \(mass))")
        precondition(stiffness.isFinite && stiffness > 0, "Spring: stiffness must be finite and > 0 (got \(stiffness))")
        precondition(damping.isFinite && damping >= 0, "Spring: damping must be finite and ≥ 0 (got \(damping))")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from untrusted physical parameters; throws ``SpringParameterError`` naming
    /// the offending parameter instead of trapping.
    public init(validatingMass mass: Double, stiffness: Double, damping: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(mass, "mass")
        try SpringParameterError.requirePositive(stiffness, "stiffness")
        try SpringParameterError.requireNonNegative(damping, "damping coefficient")
        self.init(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// A spring from its natural frequency ω₀ (rad/s) and damping ratio ζ, with mass `m`:
    /// k = m·ω₀², c = 2ζ·m·ω₀.
    public init(naturalFrequency omega0: Double, dampingRatio zeta: Double, mass: Double = 1) {
        self.init(mass: mass, stiffness: mass * omega0 * omega0, damping: 2 * zeta * mass * omega0)
    }

    /// Natural (undamped) angular frequency ω₀ = √(k/m), in rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period 2π/ω₀ in seconds — SwiftUI's and react-spring's "response" /
    /// "frequency".
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// Damped angular frequency ω_d = ω₀√(1 − ζ²) for ζ < 1 (rad/s), 0 otherwise.
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

    /// The same motion with every parameter multiplied by `factor` > 0 (mass scaling leaves
    /// ω₀ and ζ, hence the motion, unchanged).
    public func scaled(by factor: Double) -> Spring {
        Spring(mass: mass * factor, stiffness: stiffness * factor, damping: damping * factor)
    }

    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}

/// Why a spring's parameters were refused. The message is one line, fit for a CLI.
public struct SpringParameterError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    static func requirePositive(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError("\(name) must be a finite number (got \(value))") }
        guard value > 0 else { throw SpringParameterError("\(name) must be > 0 (got \(value))") }
    }

    static func requireNonNegative(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError("\(name) must be a finite number (got \(value))") }
        guard value >= 0 else { throw SpringParameterError("\(name) must be ≥ 0 (got \(value))") }
    }

    static func requireFinite(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError("\(name) must be a finite number (got \(value))") }
    }

    static func requireIn(_ value: Double, _ range: ClosedRange<Double>, _ name: String) throws(SpringParameterError) {
        try requireFinite(value, name)
        guard range.contains(value) else {
            throw SpringParameterError("\(name) must be in \(range.lowerBound)…\(range.upperBound) (got \(value))")
        }
    }
}
