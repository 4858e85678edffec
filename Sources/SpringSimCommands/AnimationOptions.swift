import ArgumentParser
import SpringSim

/// `--from`/`--to`: the animated values.
struct AnimationOptions: ParsableArguments {
    @Option(name: .customLong(SpringTableOption.from.name), help: Help.from) var from: Double = AnimationOptions.defaultFrom

    @Option(name: .customLong(SpringTableOption.to.name), help: Help.to) var to: Double = AnimationOptions.defaultTo

    /// The defaults of `--from` and `--to`.
    static let defaultFrom = 0.0, defaultTo = 1.0

    func validate() throws { try Self.validate(from: from, to: to) }

    /// Each finite (the library's check: ``SpringTableRequest/checkEnds(from:to:)``).
    static func validate(from: Double, to: Double) throws {
        do { try SpringTableRequest.checkEnds(from: from, to: to) } catch { throw error.cliError }
    }

    /// The animation of `spring` from `--from` to `--to` with the flags' velocity; errors worded
    /// with the flags of `spring`.
    func animation(_ spring: Spring, flags: SpringFlags) throws -> SpringAnimation {
        do {
            return try SpringTableRequest.animation(spring, from: from, to: to, normalizedVelocity: flags.velocity)
        } catch {
            throw error.cliError(spring: flags.values, from: from, to: to, fps: 0, limit: RowLimit(maxRows: .max))
        }
    }
}

/// `--epsilon`: the settling tolerance as a fraction of the distance.
struct ToleranceOptions: ParsableArguments {
    @Option(name: .customLong(SpringTableOption.epsilon.name), help: Help.epsilon) var epsilon: Double = ToleranceOptions.defaultEpsilon

    /// The default of `--epsilon`.
    static let defaultEpsilon = SettlingTolerance.standard.epsilon

    @Option(name: .customLong(SpringTableOption.velocityEpsilon.name), help: Help.velocityEpsilon) var velocityEpsilon: Double?

    func validate() throws { _ = try tolerance() }

    /// The library's tolerance (checked there, worded here).
    func tolerance() throws -> SettlingTolerance { try Self.tolerance(epsilon: epsilon, velocityEpsilon: velocityEpsilon) }

    static func tolerance(epsilon: Double, velocityEpsilon: Double?) throws -> SettlingTolerance {
        do { return try SettlingTolerance(epsilon: epsilon, velocityEpsilon: velocityEpsilon) } catch { throw error.cliError }
    }

    static func validate(epsilon: Double, velocityEpsilon: Double?) throws {
        _ = try tolerance(epsilon: epsilon, velocityEpsilon: velocityEpsilon)
    }
}
