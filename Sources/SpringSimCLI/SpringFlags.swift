import ArgumentParser
import SpringSim

/// The spring flags shared by every spring-taking subcommand. One family at a time: the
/// combination of flags names the platform API being mirrored.
struct SpringFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Damping RATIO ζ (UIKit usingSpringWithDamping, SwiftUI dampingRatio, Compose dampingRatio), in [0, 1e6]. No default (chart line's spring: WYChart's 0.15).",
            valueName: "ratio"))
    var damping: Double?

    @Option(
        help: ArgumentHelp(
            "Duration in seconds, in [1e-6, 1e6]: UIKit's withDuration (with --damping, default 1; chart line: its animation duration + 0.5) or SwiftUI's perceptual duration (with --bounce, default 0.5).",
            valueName: "seconds"))
    var duration: Double?

    @Option(
        name: .customLong("velocity"),
        help: ArgumentHelp(
            "Initial velocity normalised to the animated distance (distances per second, UIKit/Core Animation semantics), in [−1e6, 1e6]. Default 0 (chart line's spring: WYChart's 1.4).",
            valueName: "v"))
    var velocityOption: Double?

    @Option(help: ArgumentHelp("SwiftUI response (undamped period, seconds, in [1e-6, 1e6]); with --damping.", valueName: "seconds"))
    var response: Double?

    @Option(help: ArgumentHelp("SwiftUI / iOS 17 bounce, in (−1, 1]; with optional --duration.", valueName: "b"))
    var bounce: Double?

    @Option(
        help: ArgumentHelp(
            "Mass, in [1e-6, 1e6] (Core Animation physical family, default 1; also with --tension/--friction).", valueName: "m")
    )
    var mass: Double?

    @Option(
        help: ArgumentHelp(
            "Stiffness k, in (0, 1e12]: physical family (with --mass/--damping-coefficient, default 100) or Compose (with --damping).",
            valueName: "k"))
    var stiffness: Double?

    @Option(
        name: .customLong("damping-coefficient"),
        help: ArgumentHelp("Physical damping coefficient c (Core Animation's `damping`), in [0, 1e12] (default 10).", valueName: "c"))
    var dampingCoefficient: Double?

    @Option(help: ArgumentHelp("pop/rebound bounciness, in [0, 1e6] (default 4 when --speed is given).", valueName: "b"))
    var bounciness: Double?

    @Option(help: ArgumentHelp("pop/rebound speed, in [0, 1e6] (default 12 when --bounciness is given).", valueName: "s"))
    var speed: Double?

    @Option(
        help: ArgumentHelp(
            "Tension = stiffness (react-spring, rebound and pop's physical convention, mass 1 unless --mass), in (0, 1e12]; with --origami, an Origami/Quartz Composer value in [−1e12, 1e12] whose stiffness is > 0.",
            valueName: "t"))
    var tension: Double?

    @Option(
        help: ArgumentHelp(
            "Friction = damping coefficient (same convention as --tension), in [0, 1e12]; with --origami a value in [−1e12, 1e12] giving a coefficient ≥ 0.",
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

    /// Every flag inside its documented domain (the library checks the combinations).
    func validate() throws {
        try Domain.closed(0, 1e6).check(damping, "--damping")
        try Domain.closed(1e-6, 1e6, " s").check(duration, "--duration")
        try Domain(text: "in [−1e6, 1e6]") { abs($0) <= 1e6 }.check(velocityOption, "--velocity")
        try Domain.closed(1e-6, 1e6, " s").check(response, "--response")
        try Domain(text: "in (−1, 1]") { $0 > -1 && $0 <= 1 }.check(bounce, "--bounce")
        try Domain.closed(1e-6, 1e6).check(mass, "--mass")
        try Domain(text: "in (0, 1e12]") { $0 > 0 && $0 <= 1e12 }.check(stiffness, "--stiffness")
        try Domain.closed(0, 1e12).check(dampingCoefficient, "--damping-coefficient")
        try Domain.closed(0, 1e6).check(bounciness, "--bounciness")
        try Domain.closed(0, 1e6).check(speed, "--speed")
        let origamiRange = Domain(text: "in [−1e12, 1e12]") { abs($0) <= 1e12 }
        try (origami ? origamiRange : Domain(text: "in (0, 1e12]") { $0 > 0 && $0 <= 1e12 }).check(tension, "--tension")
        try (origami ? origamiRange : Domain.closed(0, 1e12)).check(friction, "--friction")
        if origami, let t = tension, !(OrigamiSpring.tension(fromOrigami: t) > 0) {
            throw CLIError("--tension \(t) with --origami gives stiffness \(OrigamiSpring.tension(fromOrigami: t)); it must be > 0")
        }
        if origami, let f = friction, !(OrigamiSpring.friction(fromOrigami: f) >= 0) {
            throw CLIError(
                "--friction \(f) with --origami gives damping coefficient \(OrigamiSpring.friction(fromOrigami: f)); it must be ≥ 0")
        }
    }

    /// The same parameters as a library value.
    var parameters: SpringParameters {
        var p = SpringParameters()
        p.damping = damping; p.duration = duration; p.velocity = velocity; p.response = response; p.bounce = bounce
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
            throw CLIError(error.message)
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
