import ArgumentParser
import SpringSim

/// `--from`/`--to`: the animated values.
struct AnimationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Start value, finite (must differ from --to; to − from must be a finite double).", valueName: "a"))
    var from: Double = 0

    @Option(help: ArgumentHelp("Target value, finite.", valueName: "b"))
    var to: Double = 1

    func validate() throws {
        try Domain.finite.check(from, "--from")
        try Domain.finite.check(to, "--to")
    }

    func animation(_ spring: Spring, normalizedVelocity: Double) throws -> SpringAnimation {
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
    var epsilon: Double = 0.001

    @Option(
        name: .customLong("velocity-epsilon"),
        help: ArgumentHelp(
            "Also require |velocity| < this fraction of |to − from| per second, > 0, finite (default: no velocity test).",
            valueName: "eps")
    )
    var velocityEpsilon: Double?

    func validate() throws { _ = try validated() }

    func validated() throws -> (Double, Double?) {
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else { throw CLIError("--epsilon must be in (0, 1) (got \(epsilon))") }
        try Domain.positive.check(velocityEpsilon, "--velocity-epsilon")
        return (epsilon, velocityEpsilon)
    }
}
