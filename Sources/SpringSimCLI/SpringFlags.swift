import ArgumentParser
import SpringSim

/// The spring flags shared by every spring-taking subcommand. One family at a time: the
/// combination of flags names the platform API being mirrored.
struct SpringFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Damping RATIO ζ (UIKit usingSpringWithDamping, SwiftUI dampingRatio, Compose dampingRatio).", valueName: "ratio"))
    var damping: Double?

    @Option(
        help: ArgumentHelp(
            "Duration in seconds: UIKit's withDuration (with --damping, default 1) or SwiftUI's perceptual duration (with --bounce).",
            valueName: "seconds"))
    var duration: Double?

    @Option(
        help: ArgumentHelp(
            "Initial velocity normalised to the animated distance (distances per second, UIKit/Core Animation semantics).", valueName: "v"))
    var velocity: Double = 0

    @Option(help: ArgumentHelp("SwiftUI response (undamped period, seconds); with --damping.", valueName: "seconds"))
    var response: Double?

    @Option(help: ArgumentHelp("SwiftUI / iOS 17 bounce in (−1, 1]; with optional --duration (default 0.5).", valueName: "b"))
    var bounce: Double?

    @Option(help: ArgumentHelp("Mass (Core Animation physical family; also with --tension/--friction).", valueName: "m"))
    var mass: Double?

    @Option(
        help: ArgumentHelp("Stiffness k: physical family (with --mass/--damping-coefficient) or Compose (with --damping).", valueName: "k"))
    var stiffness: Double?

    @Option(
        name: .customLong("damping-coefficient"),
        help: ArgumentHelp("Physical damping coefficient c (Core Animation's `damping`).", valueName: "c"))
    var dampingCoefficient: Double?

    @Option(help: ArgumentHelp("pop/rebound bounciness (default 4 when --speed is given).", valueName: "b"))
    var bounciness: Double?

    @Option(help: ArgumentHelp("pop/rebound speed (default 12 when --bounciness is given).", valueName: "s"))
    var speed: Double?

    @Option(
        help: ArgumentHelp(
            "Tension = stiffness (react-spring, rebound and pop's physical convention, mass 1 unless --mass); with --origami, an Origami/Quartz Composer value.",
            valueName: "t"))
    var tension: Double?

    @Option(help: ArgumentHelp("Friction = damping coefficient (same convention as --tension).", valueName: "f"))
    var friction: Double?

    @Flag(help: "Read --tension/--friction as Origami values (rebound fromOrigamiTensionAndFriction, pop's QC conversion).")
    var origami = false

    @Option(
        name: .customLong("preset"),
        help: ArgumentHelp("A named platform spring: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var presetName: String?

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

/// A user error: one line on stderr, exit code 1 (or 64 for usage).
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
