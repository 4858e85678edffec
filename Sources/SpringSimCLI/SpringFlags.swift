import ArgumentParser
import SpringSim

/// The spring flags shared by every spring-taking subcommand. One family at a time: the
/// combination of flags names the platform API being mirrored.
struct SpringFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Damping RATIO ζ (UIKit usingSpringWithDamping, SwiftUI dampingRatio, Compose dampingRatio), ≥ 0, finite (any ratio: the closed form scales to it). No default (chart line's spring: WYChart's 0.15).",
            valueName: "ratio"))
    var damping: Double?

    @Option(
        help: ArgumentHelp(
            "Duration in seconds, > 0, finite (a duration whose spring overflows is refused by name): UIKit's withDuration (with --damping, default 1; chart line: its animation duration + 0.5) or SwiftUI's perceptual duration (with --bounce, default 0.5).",
            valueName: "seconds"))
    var duration: Double?

    @Option(
        name: .customLong("velocity"),
        help: ArgumentHelp(
            "Initial velocity normalised to the animated distance (distances per second, UIKit/Core Animation semantics), finite (refused when velocity × (to − from) or the motion overflows). Default 0 (chart line's spring: WYChart's 1.4).",
            valueName: "v"))
    var velocityOption: Double?

    @Option(help: ArgumentHelp("SwiftUI response (undamped period, seconds, > 0, finite); with --damping.", valueName: "seconds"))
    var response: Double?

    @Option(help: ArgumentHelp("SwiftUI / iOS 17 bounce, in (−1, 1]; with optional --duration.", valueName: "b"))
    var bounce: Double?

    @Option(
        help: ArgumentHelp(
            "Mass, > 0, finite (Core Animation physical family, default 1; also with --tension/--friction).", valueName: "m")
    )
    var mass: Double?

    @Option(
        help: ArgumentHelp(
            "Stiffness k, > 0, finite (√(k/m) must be a normal double): physical family (with --mass/--damping-coefficient, default 100) or Compose (with --damping).",
            valueName: "k"))
    var stiffness: Double?

    @Option(
        name: .customLong("damping-coefficient"),
        help: ArgumentHelp("Physical damping coefficient c (Core Animation's `damping`), ≥ 0, finite (default 10).", valueName: "c"))
    var dampingCoefficient: Double?

    @Option(help: ArgumentHelp("pop/rebound bounciness, ≥ 0, finite (default 4 when --speed is given).", valueName: "b"))
    var bounciness: Double?

    @Option(help: ArgumentHelp("pop/rebound speed, ≥ 0, finite (default 12 when --bounciness is given).", valueName: "s"))
    var speed: Double?

    @Option(
        help: ArgumentHelp(
            "Tension = stiffness (react-spring, rebound and pop's physical convention, mass 1 unless --mass), > 0, finite; with --origami, a finite Origami/Quartz Composer value whose stiffness is > 0 and finite.",
            valueName: "t"))
    var tension: Double?

    @Option(
        help: ArgumentHelp(
            "Friction = damping coefficient (same convention as --tension), ≥ 0, finite; with --origami a finite value giving a finite coefficient ≥ 0.",
            valueName: "f"))
    var friction: Double?

    @Flag(help: "Read --tension/--friction as Origami values (rebound fromOrigamiTensionAndFriction, pop's QC conversion).")
    var origami = false

    @Option(
        name: .customLong("preset"),
        help: ArgumentHelp("A named platform spring: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var presetName: String?

    /// The initial normalised velocity (0 unless given).
    var velocity: Double { velocityOption ?? 0 }

    /// Every flag inside its documented domain: the mathematical one (finite, with the sign the
    /// quantity needs). Magnitudes are not bounded here: the library answers across the finite
    /// range, and refuses by name (see ``resolve()``) only a spring whose derived quantities
    /// overflow or underflow.
    func validate() throws {
        try Domain.nonNegative.check(damping, "--damping")
        try Domain.positive.check(duration, "--duration")
        try Domain.finite.check(velocityOption, "--velocity")
        try Domain.positive.check(response, "--response")
        try Domain(text: "in (−1, 1]") { $0 > -1 && $0 <= 1 }.check(bounce, "--bounce")
        try Domain.positive.check(mass, "--mass")
        try Domain.positive.check(stiffness, "--stiffness")
        try Domain.nonNegative.check(dampingCoefficient, "--damping-coefficient")
        try Domain.nonNegative.check(bounciness, "--bounciness")
        try Domain.nonNegative.check(speed, "--speed")
        try (origami ? Domain.finite : Domain.positive).check(tension, "--tension")
        try (origami ? Domain.finite : Domain.nonNegative).check(friction, "--friction")
        if origami, let t = tension, !(OrigamiSpring.tension(fromOrigami: t) > 0 && OrigamiSpring.tension(fromOrigami: t).isFinite) {
            throw CLIError(
                "--tension \(t) with --origami gives stiffness \(OrigamiSpring.tension(fromOrigami: t)); it must be > 0 and finite")
        }
        if origami, let f = friction, !(OrigamiSpring.friction(fromOrigami: f) >= 0 && OrigamiSpring.friction(fromOrigami: f).isFinite) {
            throw CLIError(
                "--friction \(f) with --origami gives damping coefficient \(OrigamiSpring.friction(fromOrigami: f)); it must be ≥ 0 and finite"
            )
        }
    }

    /// The flags given, as typed back (`--mass 1e-09 --stiffness 1`): the prefix of a library
    /// error that names a derived quantity rather than an option.
    var givenFlags: String {
        let all: [(String, Double?)] = [
            ("--damping", damping), ("--duration", duration), ("--velocity", velocityOption), ("--response", response),
            ("--bounce", bounce), ("--mass", mass), ("--stiffness", stiffness), ("--damping-coefficient", dampingCoefficient),
            ("--bounciness", bounciness), ("--speed", speed), ("--tension", tension), ("--friction", friction),
        ]
        var parts = all.compactMap { name, value in value.map { "\(name) \($0)" } }
        if origami { parts.append("--origami") }
        if let presetName { parts.append("--preset \(presetName)") }
        return parts.joined(separator: " ")
    }

    /// The same parameters as a library value.
    var parameters: SpringParameters {
        var p = SpringParameters()
        p.dampingRatio = damping; p.duration = duration; p.velocity = velocity; p.response = response; p.bounce = bounce
        p.mass = mass; p.stiffness = stiffness; p.dampingCoefficient = dampingCoefficient
        p.bounciness = bounciness; p.speed = speed; p.tension = tension; p.friction = friction
        p.origami = origami; p.presetName = presetName
        return p
    }

    /// The spring the flags describe, with the family that matched.
    func resolve() throws -> ResolvedSpring {
        do {
            return try parameters.resolve(flagPrefix: "--")
        } catch {
            // Messages about a derived quantity (ω₀, a converted stiffness) get the options
            // that produced it in front, so that every error names an option.
            throw CLIError(error.message.contains("--") ? error.message : "\(givenFlags): \(error.message)")
        }
    }
}

/// A user error: one line on stderr and exit code 2 (an invalid command line or input), or 1
/// for a run that failed (a file that cannot be read, a computation that cannot finish).
struct CLIError: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32
    init(_ message: String, readFailure: Bool = false) {
        description = message
        exitCode = readFailure ? ExitStatus.failure : ExitStatus.usage
    }
    init(runtime message: String) {
        description = message
        exitCode = ExitStatus.failure
    }
}

/// The exit statuses `springsim` documents in its help.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
