import ArgumentParser
import SpringSim

/// `--from`/`--to`: the animated values.
struct AnimationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Start value, finite (must differ from --to; to − from must be a finite double).", valueName: "a"))
    var from: Double = AnimationOptions.defaultFrom

    @Option(help: ArgumentHelp("Target value, finite.", valueName: "b"))
    var to: Double = AnimationOptions.defaultTo

    /// The defaults of `--from` and `--to`.
    static let defaultFrom = 0.0, defaultTo = 1.0

    func validate() throws { try Self.validate(from: from, to: to) }

    static func validate(from: Double, to: Double) throws {
        try Domain.finite.check(from, "--from")
        try Domain.finite.check(to, "--to")
    }

    func animation(_ spring: Spring, normalizedVelocity: Double) throws -> SpringAnimation {
        try Self.animation(spring, from: from, to: to, normalizedVelocity: normalizedVelocity)
    }

    static func animation(_ spring: Spring, from: Double, to: Double, normalizedVelocity: Double) throws -> SpringAnimation {
        guard from.isFinite else { throw CLIError("--from must be a finite number (got \(from))") }
        guard to.isFinite else { throw CLIError("--to must be a finite number (got \(to))") }
        guard from != to else { throw CLIError("--from and --to must differ (velocity and tolerances are relative to the distance)") }
        do {
            return try SpringAnimation(validatingSpring: spring, from: from, to: to, normalizedVelocity: normalizedVelocity)
        } catch {
            // The library names from, to, velocity or the motion; the options that set them lead.
            let velocity = normalizedVelocity == 0 ? "" : " \(SpringFlags.flag(.velocity)) \(normalizedVelocity)"
            throw CLIError("--from \(from) --to \(to)\(velocity): \(error.message)")
        }
    }
}

/// `--epsilon`: the settling tolerance as a fraction of the distance.
struct ToleranceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Settling tolerance ε as a fraction of |to − from|, in (0, 1).", valueName: "eps"))
    var epsilon: Double = ToleranceOptions.defaultEpsilon

    /// The default of `--epsilon`.
    static let defaultEpsilon = 0.001

    @Option(
        name: .customLong("velocity-epsilon"),
        help: ArgumentHelp(
            "Also require |velocity| < this fraction of |to − from| per second, > 0, finite (default: no velocity test).",
            valueName: "eps")
    )
    var velocityEpsilon: Double?

    func validate() throws { _ = try validated() }

    func validated() throws -> (Double, Double?) { try Self.validated(epsilon: epsilon, velocityEpsilon: velocityEpsilon) }

    static func validated(epsilon: Double, velocityEpsilon: Double?) throws -> (Double, Double?) {
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else { throw CLIError("--epsilon must be in (0, 1) (got \(epsilon))") }
        try Domain.positive.check(velocityEpsilon, "--velocity-epsilon")
        return (epsilon, velocityEpsilon)
    }
}
