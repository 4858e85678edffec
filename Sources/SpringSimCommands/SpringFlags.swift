import ArgumentParser
import SpringSim

/// The spring options, declared once: one option per ``SpringField`` under the long name
/// ``SpringFlags/name(_:)`` gives it, in ``SpringField`` order. `Style` chooses the value each
/// option takes and its help: one number (``SingleSpring``, the spring-taking subcommands) or a
/// list or grid of numbers (``SweepSpring``, `springsim sweep`).
struct SpringFieldOptions<Style: SpringOptionStyle>: ParsableArguments {
    @Option(name: .customLong(SpringFlags.name(.dampingRatio)), help: Style.help(.dampingRatio)) var dampingRatio: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.duration)), help: Style.help(.duration)) var duration: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.velocity)), help: Style.help(.velocity)) var velocityOption: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.response)), help: Style.help(.response)) var response: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.bounce)), help: Style.help(.bounce)) var bounce: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.mass)), help: Style.help(.mass)) var mass: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.stiffness)), help: Style.help(.stiffness)) var stiffness: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.dampingCoefficient)), help: Style.help(.dampingCoefficient))
    var dampingCoefficient: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.bounciness)), help: Style.help(.bounciness)) var bounciness: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.speed)), help: Style.help(.speed)) var speed: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.tension)), help: Style.help(.tension)) var tension: Style.Value?
    @Option(name: .customLong(SpringFlags.name(.friction)), help: Style.help(.friction)) var friction: Style.Value?
    @Flag(name: .customLong(SpringFlags.name(.origami)), help: Style.help(.origami)) var origami = false
    @Option(name: .customLong(SpringFlags.name(.preset)), help: Style.help(.preset)) var presetName: String?

    /// The value given for a numeric field (nil when the option is absent): the one place the
    /// options map to the library's fields, whose numeric cases come first in ``SpringField`` order.
    subscript(field: SpringField) -> Style.Value? {
        let options: [KeyPath<Self, Style.Value?>] = [
            \.dampingRatio, \.duration, \.velocityOption, \.response, \.bounce, \.mass, \.stiffness, \.dampingCoefficient,
            \.bounciness, \.speed, \.tension, \.friction,
        ]
        guard field.isNumeric, let i = SpringField.allCases.firstIndex(of: field) else { return nil }
        return self[keyPath: options[i]]
    }

    func validate() throws { try Style.validate(self) }
}

/// How a command spells the spring options: the value each takes, its help and its checks.
protocol SpringOptionStyle {
    associatedtype Value: ExpressibleByArgument
    /// The help of `field`'s option (``SpringField/origami``: the flag's).
    static func help(_ field: SpringField) -> ArgumentHelp
    /// The checks ArgumentParser runs after parsing.
    static func validate(_ options: SpringFieldOptions<Self>) throws
}

/// The spring flags shared by every spring-taking subcommand. One family at a time: the
/// combination of flags names the platform API being mirrored.
typealias SpringFlags = SpringFieldOptions<SingleSpring>

/// One spring: each option one number.
enum SingleSpring: SpringOptionStyle {
    typealias Value = Double

    static func help(_ field: SpringField) -> ArgumentHelp {
        switch field {
        case .dampingRatio:
            return ArgumentHelp(
                "Damping RATIO ζ (UIKit usingSpringWithDamping, SwiftUI dampingRatio, Compose dampingRatio), ≥ 0, finite (any ratio: the closed form scales to it). No default (chart line's spring: WYChart's 0.15).",
                valueName: "ratio")
        case .duration:
            return ArgumentHelp(
                "Duration in seconds, > 0, finite (a duration whose spring overflows is refused by name): UIKit's withDuration (with --damping, default 1; chart line: its animation duration + 0.5) or SwiftUI's perceptual duration (with --bounce, default 0.5).",
                valueName: "seconds")
        case .velocity:
            return ArgumentHelp(
                "Initial velocity normalised to the animated distance (distances per second, UIKit/Core Animation semantics), finite (refused when velocity × (to − from) or the motion overflows). Default 0 (chart line's spring: WYChart's 1.4).",
                valueName: "v")
        case .response:
            return ArgumentHelp("SwiftUI response (undamped period, seconds, > 0, finite); with --damping.", valueName: "seconds")
        case .bounce: return ArgumentHelp("SwiftUI / iOS 17 bounce, in (−1, 1]; with optional --duration.", valueName: "b")
        case .mass:
            return ArgumentHelp(
                "Mass, > 0, finite (Core Animation physical family, default 1; also with --tension/--friction).", valueName: "m")
        case .stiffness:
            return ArgumentHelp(
                "Stiffness k, > 0, finite (√(k/m) must be a normal double): physical family (with --mass/--damping-coefficient, default 100) or Compose (with --damping).",
                valueName: "k")
        case .dampingCoefficient:
            return ArgumentHelp("Physical damping coefficient c (Core Animation's `damping`), ≥ 0, finite (default 10).", valueName: "c")
        case .bounciness: return ArgumentHelp("pop/rebound bounciness, ≥ 0, finite (default 4 when --speed is given).", valueName: "b")
        case .speed: return ArgumentHelp("pop/rebound speed, ≥ 0, finite (default 12 when --bounciness is given).", valueName: "s")
        case .tension:
            return ArgumentHelp(
                "Tension = stiffness (react-spring, rebound and pop's physical convention, mass 1 unless --mass), > 0, finite; with --origami, a finite Origami/Quartz Composer value whose stiffness is > 0 and finite.",
                valueName: "t")
        case .friction:
            return ArgumentHelp(
                "Friction = damping coefficient (same convention as --tension), ≥ 0, finite; with --origami a finite value giving a finite coefficient ≥ 0.",
                valueName: "f")
        case .origami: return "Read --tension/--friction as Origami values (rebound fromOrigamiTensionAndFriction, pop's QC conversion)."
        case .preset:
            return ArgumentHelp(
                "A named platform spring: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name")
        }
    }

    static func validate(_ options: SpringFlags) throws { try options.values.validate() }
}

extension SpringFieldOptions where Style == SingleSpring {
    /// The initial normalised velocity (0 unless given).
    var velocity: Double { values.velocity }

    /// The long name of each spring flag by the library field it sets: the one place the
    /// command line spells a ``SpringField`` (the options above are declared with it, and
    /// library errors are rendered with it).
    static func name(_ field: SpringField) -> String {
        switch field {
        case .dampingRatio: return "damping"
        case .duration: return "duration"
        case .velocity: return "velocity"
        case .response: return "response"
        case .bounce: return "bounce"
        case .mass: return "mass"
        case .stiffness: return "stiffness"
        case .dampingCoefficient: return "damping-coefficient"
        case .bounciness: return "bounciness"
        case .speed: return "speed"
        case .tension: return "tension"
        case .friction: return "friction"
        case .preset: return "preset"
        case .origami: return "origami"
        }
    }

    /// The flag as typed: `--damping`.
    static func flag(_ field: SpringField) -> String { "--" + name(field) }

    /// The same flags as plain values (what the direct reader of the default table builds too).
    var values: SpringFlagValues {
        var v = SpringFlagValues()
        for field in SpringField.allCases where field.isNumeric { v[field] = self[field] }
        v.origami = origami
        v.presetName = presetName
        return v
    }

    /// The documented domain of a numeric flag (the mathematical one: finite, with the sign
    /// the quantity needs); `origami` widens --tension and --friction to any finite value.
    static func domain(_ field: SpringField, origami: Bool) -> Domain {
        switch field {
        case .dampingRatio, .dampingCoefficient, .bounciness, .speed: return .nonNegative
        case .duration, .response, .mass, .stiffness: return .positive
        case .velocity: return .finite
        case .bounce: return Domain(text: "in (−1, 1]") { $0 > -1 && $0 <= 1 }
        case .tension: return origami ? .finite : .positive
        case .friction: return origami ? .finite : .nonNegative
        case .preset, .origami: preconditionFailure("SpringFlags.domain: \(field) is not a number")
        }
    }

    /// The flags given, as typed back (see ``SpringFlagValues/givenFlags``).
    var givenFlags: String { values.givenFlags }

    /// The same parameters as a library value.
    var parameters: SpringParameters { values.parameters }

    /// The spring the flags describe, with the family that matched.
    func resolve() throws -> ResolvedSpring { try values.resolve() }

    /// A library error as the command line says it (see ``SpringFlagValues/cliError(_:)``).
    func cliError(_ error: SpringParameterError) -> CLIError { values.cliError(error) }
}

/// The spring flags' values, free of ArgumentParser: the checks, the resolution and the error
/// wording every spring-taking command shares. ``SpringFlags`` forwards to it.
struct SpringFlagValues {
    /// The library's fields as given (velocity 0 when --velocity is absent).
    private(set) var parameters = SpringParameters()
    /// --velocity as given: nil when absent, so that errors echo only the flags given.
    private var velocityOption: Double?

    init(parameters: SpringParameters = SpringParameters()) {
        self.parameters = parameters
    }

    /// The value given for a numeric field (nil when the flag is absent).
    subscript(field: SpringField) -> Double? {
        get { field == .velocity ? velocityOption : parameters[field] }
        set {
            if field == .velocity { velocityOption = newValue }
            parameters[field] = newValue
        }
    }

    var origami: Bool {
        get { parameters.origami }
        set { parameters.origami = newValue }
    }

    var presetName: String? {
        get { parameters.presetName }
        set { parameters.presetName = newValue }
    }

    /// The initial normalised velocity (0 unless given).
    var velocity: Double { parameters.velocity }

    /// The value given for a numeric field (nil when the flag is absent).
    func value(_ field: SpringField) -> Double? { self[field] }

    /// Every flag inside its documented domain: the mathematical one (finite, with the sign the
    /// quantity needs). Magnitudes are not bounded here: the library answers across the finite
    /// range, and refuses by name (see ``resolve()``) only a spring whose derived quantities
    /// overflow or underflow.
    func validate() throws {
        let flag = SpringFlags.flag
        for field in SpringField.allCases where field.isNumeric {
            try SpringFlags.domain(field, origami: origami).check(value(field), flag(field))
        }
        if origami, let t = parameters.tension,
            !(OrigamiSpring.tension(fromOrigami: t) > 0 && OrigamiSpring.tension(fromOrigami: t).isFinite)
        {
            throw CLIError(
                "\(flag(.tension)) \(t) with \(flag(.origami)) gives stiffness \(OrigamiSpring.tension(fromOrigami: t)); it must be > 0 and finite"
            )
        }
        if origami, let f = parameters.friction,
            !(OrigamiSpring.friction(fromOrigami: f) >= 0 && OrigamiSpring.friction(fromOrigami: f).isFinite)
        {
            throw CLIError(
                "\(flag(.friction)) \(f) with \(flag(.origami)) gives damping coefficient \(OrigamiSpring.friction(fromOrigami: f)); it must be ≥ 0 and finite"
            )
        }
    }

    /// The flags given, as typed back (`--mass 1e-09 --stiffness 1`): the prefix of a library
    /// error that names a derived quantity rather than an option.
    var givenFlags: String {
        var parts = SpringField.allCases.filter(\.isNumeric).compactMap { field in value(field).map { "\(SpringFlags.flag(field)) \($0)" } }
        if origami { parts.append(SpringFlags.flag(.origami)) }
        if let presetName { parts.append("\(SpringFlags.flag(.preset)) \(presetName)") }
        return parts.joined(separator: " ")
    }

    /// The spring the flags describe, with the family that matched.
    func resolve() throws -> ResolvedSpring {
        do {
            return try parameters.resolve()
        } catch {
            throw cliError(error)
        }
    }

    /// A library error as the command line says it: fields named by their flags; a message
    /// about a derived quantity (ω₀, a converted stiffness) gets the flags that produced it in
    /// front, so that every error names an option.
    func cliError(_ error: SpringParameterError) -> CLIError {
        CLIError(
            error.namesFields
                ? error.message(naming: SpringFlags.flag, signatureNaming: SpringFlags.name) : "\(givenFlags): \(error.message)")
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
