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

    private var preset: SpringPreset? { presetName.flatMap(SpringPreset.init(rawValue:)) }

    /// The flags given on the command line, by their spelling.
    private var given: [(flag: String, value: Double?)] {
        let all: [(String, Double?)] = [
            ("--damping", damping), ("--duration", duration), ("--response", response), ("--bounce", bounce),
            ("--mass", mass), ("--stiffness", stiffness), ("--damping-coefficient", dampingCoefficient),
            ("--bounciness", bounciness), ("--speed", speed), ("--tension", tension), ("--friction", friction),
        ]
        var out: [(flag: String, value: Double?)] = all.filter { $0.1 != nil }.map { (flag: $0.0, value: $0.1) }
        if presetName != nil { out.append((flag: "--preset", value: nil)) }
        if origami { out.append((flag: "--origami", value: nil)) }
        return out
    }

    private enum Kind { case uiKit, swiftUIResponse, swiftUIDurationBounce, compose, physical, pop, tensionFriction, preset }

    private struct Family {
        let kind: Kind
        let name: String
        let required: Set<String>
        let allowed: Set<String>
        let requiresOneOf: Set<String>
    }

    private static let families: [Family] = [
        Family(
            kind: .uiKit, name: "UIKit (--damping [--duration] [--velocity])", required: ["--damping"],
            allowed: ["--damping", "--duration"], requiresOneOf: []),
        Family(
            kind: .swiftUIResponse, name: "SwiftUI response (--response --damping)", required: ["--response", "--damping"],
            allowed: ["--response", "--damping"], requiresOneOf: []),
        Family(
            kind: .swiftUIDurationBounce, name: "SwiftUI duration/bounce (--duration --bounce)", required: ["--bounce"],
            allowed: ["--duration", "--bounce"], requiresOneOf: []),
        Family(
            kind: .compose, name: "Compose (--stiffness --damping)", required: ["--stiffness", "--damping"],
            allowed: ["--stiffness", "--damping"], requiresOneOf: []),
        Family(
            kind: .physical, name: "Core Animation physical (--mass --stiffness --damping-coefficient)", required: [],
            allowed: ["--mass", "--stiffness", "--damping-coefficient"], requiresOneOf: ["--mass", "--stiffness", "--damping-coefficient"]),
        Family(
            kind: .pop, name: "pop (--bounciness --speed)", required: [], allowed: ["--bounciness", "--speed"],
            requiresOneOf: ["--bounciness", "--speed"]),
        Family(
            kind: .tensionFriction, name: "tension/friction (--tension --friction [--mass] [--origami])",
            required: ["--tension", "--friction"], allowed: ["--tension", "--friction", "--mass", "--origami"], requiresOneOf: []),
        Family(kind: .preset, name: "preset (--preset)", required: ["--preset"], allowed: ["--preset"], requiresOneOf: []),
    ]

    /// The spring the flags describe, with the family that matched.
    func resolve() throws -> ResolvedSpring {
        if let name = presetName, preset == nil {
            throw CLIError("unknown preset '\(name)' (known: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        for (flag, value) in given {
            if let v = value, !v.isFinite { throw CLIError("\(flag) must be a finite number (got \(v))") }
        }
        guard velocity.isFinite else { throw CLIError("--velocity must be a finite number (got \(velocity))") }
        let flags = Set(given.map(\.flag))
        if flags.isEmpty {
            return ResolvedSpring(spring: SpringPreset.coreAnimation.spring, family: "Core Animation defaults (no spring flags)")
        }
        let matching = Self.families.first {
            flags.isSubset(of: $0.allowed) && $0.required.isSubset(of: flags)
                && ($0.requiresOneOf.isEmpty || !$0.requiresOneOf.isDisjoint(with: flags))
        }
        guard let family = matching else { throw conflictError(flags) }
        do {
            return try build(family)
        } catch let e as SpringParameterError {
            throw CLIError(e.message)
        }
    }

    private func conflictError(_ flags: Set<String>) -> CLIError {
        // The family that explains most of the flags; the rest conflict with it.
        let ordered = given.map(\.flag)
        let best = Self.families.max { a, b in flags.intersection(a.allowed).count < flags.intersection(b.allowed).count }!
        let inFamily = ordered.filter { best.allowed.contains($0) }
        let outside = ordered.filter { !best.allowed.contains($0) }
        if outside.isEmpty {
            let missing = best.required.subtracting(flags).sorted()
            return CLIError("\(inFamily.joined(separator: " ")) needs \(missing.joined(separator: " ")) (family: \(best.name))")
        }
        return CLIError(
            "conflicting spring flags: \(outside.joined(separator: " ")) cannot be combined with \(inFamily.joined(separator: " ")) (one family at a time; see --help)"
        )
    }

    private func build(_ family: Family) throws -> ResolvedSpring {
        switch family.kind {
        case .uiKit:
            let d = duration ?? 1
            let ui = try UIKitSpring(dampingRatio: damping!, duration: d, initialVelocity: velocity)
            return ResolvedSpring(
                spring: try ui.spring(),
                family: "UIKit animate(withDuration: \(d), usingSpringWithDamping: \(damping!), initialSpringVelocity: \(velocity))",
                nominalDuration: ui.effectiveDuration, uiKit: ui)
        case .swiftUIResponse:
            return ResolvedSpring(
                spring: try Spring(response: response!, dampingRatio: damping!),
                family: "SwiftUI Spring(response: \(response!), dampingRatio: \(damping!))", nominalDuration: nil)
        case .compose:
            return ResolvedSpring(
                spring: try Spring(validatingComposeStiffness: stiffness!, dampingRatio: damping!),
                family: "Compose spring(dampingRatio = \(damping!), stiffness = \(stiffness!))")
        case .swiftUIDurationBounce:
            let d = duration ?? 0.5
            return ResolvedSpring(
                spring: try Spring(duration: d, bounce: bounce!), family: "SwiftUI Spring(duration: \(d), bounce: \(bounce!))",
                nominalDuration: d)
        case .physical:
            let s = try Spring(validatingMass: mass ?? 1, stiffness: stiffness ?? 100, damping: dampingCoefficient ?? 10)
            return ResolvedSpring(
                spring: s, family: "Core Animation CASpringAnimation(mass: \(s.mass), stiffness: \(s.stiffness), damping: \(s.damping))")
        case .pop:
            let b = bounciness ?? 4, s = speed ?? 12
            try SpringParameterError.validate(b, "--bounciness"); try SpringParameterError.validate(s, "--speed")
            return ResolvedSpring(spring: Spring(bounciness: b, speed: s), family: "pop springBounciness \(b), springSpeed \(s)")
        case .tensionFriction:
            if origami {
                let sp = Spring(origamiTension: tension!, origamiFriction: friction!)
                guard sp.stiffness > 0 else {
                    throw CLIError("--tension \(tension!) (Origami) gives stiffness \(sp.stiffness); it must be > 0")
                }
                guard mass == nil else { throw CLIError("--mass cannot be combined with --origami (Origami springs have mass 1)") }
                return ResolvedSpring(spring: sp, family: "rebound SpringConfig.fromOrigamiTensionAndFriction(\(tension!), \(friction!))")
            }
            return ResolvedSpring(
                spring: try Spring(tension: tension!, friction: friction!, mass: mass ?? 1),
                family: "tension/friction (react-spring/rebound/pop physical: tension = stiffness, friction = damping coefficient)")
        case .preset:
            return ResolvedSpring(spring: preset!.spring, family: "preset \(preset!.rawValue)")
        }
    }
}

extension SpringParameterError {
    static func validate(_ v: Double, _ name: String) throws(SpringParameterError) {
        guard v.isFinite, v >= 0 else { throw SpringParameterError("\(name) must be a finite number ≥ 0 (got \(v))") }
    }
}

/// A spring resolved from the flags, with what it mirrors.
struct ResolvedSpring {
    var spring: Spring
    var family: String
    /// The family's own duration, where it has one (UIKit's D, SwiftUI's duration).
    var nominalDuration: Double? = nil
    var uiKit: UIKitSpring? = nil
}

/// A user error: one line on stderr, exit code 1 (or 64 for usage).
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
