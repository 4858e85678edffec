/// A spring described by any one platform's parameters, the way the `springsim` command line
/// and easing strings (`spring(damping=0.15, velocity=1.4)`) take it: every field optional,
/// and the combination of fields present names the platform API mirrored. ``resolve(flagPrefix:)``
/// finds the one family the fields belong to, or explains the conflict.
///
/// Families: UIKit (damping [duration] [velocity]), SwiftUI response (response damping),
/// SwiftUI duration/bounce (bounce [duration]), Compose (stiffness damping), Core Animation
/// physical (any of mass, stiffness, damping-coefficient; defaults 1, 100, 10), pop (bounciness
/// and/or speed; defaults 4, 12), tension/friction (tension friction [mass] [origami]), preset.
/// `damping` is always the ratio; `velocity` is always normalised to the distance.
public struct SpringParameters: Sendable, Hashable {
    public var dampingRatio: Double?
    public var duration: Double?
    public var velocity: Double = 0
    public var response: Double?
    public var bounce: Double?
    public var mass: Double?
    public var stiffness: Double?
    public var dampingCoefficient: Double?
    public var bounciness: Double?
    public var speed: Double?
    public var tension: Double?
    public var friction: Double?
    public var origami = false
    public var presetName: String?

    public init() {}

    /// Sets a field by its command-line name without the leading dashes (`damping`,
    /// `damping-coefficient`, …); false for an unknown name.
    public mutating func set(_ name: String, _ value: Double) -> Bool {
        switch name {
        case "damping": dampingRatio = value
        case "duration": duration = value
        case "velocity": velocity = value
        case "response": response = value
        case "bounce": bounce = value
        case "mass": mass = value
        case "stiffness": stiffness = value
        case "damping-coefficient": dampingCoefficient = value
        case "bounciness": bounciness = value
        case "speed": speed = value
        case "tension": tension = value
        case "friction": friction = value
        default: return false
        }
        return true
    }

    /// The names ``set(_:_:)`` accepts.
    public static let fieldNames = [
        "damping", "duration", "velocity", "response", "bounce", "mass", "stiffness", "damping-coefficient",
        "bounciness", "speed", "tension", "friction",
    ]

    private var preset: SpringPreset? { presetName.flatMap(SpringPreset.init(rawValue:)) }
    private var flagPrefix = "--"

    /// The spring the fields describe, with the family that matched. Messages name fields
    /// with `flagPrefix` (`--damping` on the command line, `damping` in an easing string).
    public func resolve(flagPrefix: String = "--") throws(SpringParameterError) -> ResolvedSpring {
        var copy = self
        copy.flagPrefix = flagPrefix
        return try copy.resolved()
    }

    /// The flags given on the command line, by their spelling.
    private var given: [(flag: String, value: Double?)] {
        let all: [(String, Double?)] = [
            ("damping", dampingRatio), ("duration", duration), ("response", response), ("bounce", bounce),
            ("mass", mass), ("stiffness", stiffness), ("damping-coefficient", dampingCoefficient),
            ("bounciness", bounciness), ("speed", speed), ("tension", tension), ("friction", friction),
        ]
        var out: [(flag: String, value: Double?)] = all.filter { $0.1 != nil }.map { (flag: $0.0, value: $0.1) }
        if presetName != nil { out.append((flag: "preset", value: nil)) }
        if origami { out.append((flag: "origami", value: nil)) }
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
            kind: .uiKit, name: "UIKit (damping [duration] [velocity])", required: ["damping"],
            allowed: ["damping", "duration"], requiresOneOf: []),
        Family(
            kind: .swiftUIResponse, name: "SwiftUI response (response damping)", required: ["response", "damping"],
            allowed: ["response", "damping"], requiresOneOf: []),
        Family(
            kind: .swiftUIDurationBounce, name: "SwiftUI duration/bounce (duration bounce)", required: ["bounce"],
            allowed: ["duration", "bounce"], requiresOneOf: []),
        Family(
            kind: .compose, name: "Compose (stiffness damping)", required: ["stiffness", "damping"],
            allowed: ["stiffness", "damping"], requiresOneOf: []),
        Family(
            kind: .physical, name: "Core Animation physical (mass stiffness damping-coefficient)", required: [],
            allowed: ["mass", "stiffness", "damping-coefficient"], requiresOneOf: ["mass", "stiffness", "damping-coefficient"]),
        Family(
            kind: .pop, name: "pop (bounciness speed)", required: [], allowed: ["bounciness", "speed"],
            requiresOneOf: ["bounciness", "speed"]),
        Family(
            kind: .tensionFriction, name: "tension/friction (tension friction [mass] [origami])",
            required: ["tension", "friction"], allowed: ["tension", "friction", "mass", "origami"], requiresOneOf: []),
        Family(kind: .preset, name: "preset (preset)", required: ["preset"], allowed: ["preset"], requiresOneOf: []),
    ]

    private func resolved() throws(SpringParameterError) -> ResolvedSpring {
        let p = flagPrefix
        if let name = presetName, preset == nil {
            throw SpringParameterError(
                "unknown \(p)preset '\(name)' (known: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        for (flag, value) in given {
            if let v = value, !v.isFinite { throw SpringParameterError("\(p)\(flag) must be a finite number (got \(v))") }
        }
        guard velocity.isFinite else { throw SpringParameterError("\(p)velocity must be a finite number (got \(velocity))") }
        let flags = Set(given.map(\.flag))
        if flags.isEmpty {
            return ResolvedSpring(spring: SpringPreset.coreAnimation.spring, family: "Core Animation defaults (no spring flags)")
        }
        let matching = Self.families.first {
            flags.isSubset(of: $0.allowed) && $0.required.isSubset(of: flags)
                && ($0.requiresOneOf.isEmpty || !$0.requiresOneOf.isDisjoint(with: flags))
        }
        guard let family = matching else { throw conflictError(flags) }
        let resolved = try build(family)
        // ω₀ and ζ must be representable for the closed form to answer (see Spring.validatedScales()).
        _ = try resolved.spring.validatedScales()
        return resolved
    }

    private func conflictError(_ flags: Set<String>) -> SpringParameterError {
        // The family that explains most of the flags; the rest conflict with it.
        let p = flagPrefix
        let ordered = given.map(\.flag)
        let best = Self.families.max { a, b in flags.intersection(a.allowed).count < flags.intersection(b.allowed).count }!
        let inFamily = ordered.filter { best.allowed.contains($0) }
        let outside = ordered.filter { !best.allowed.contains($0) }
        if outside.isEmpty {
            let missing = best.required.subtracting(flags).sorted()
            return SpringParameterError(
                "\(inFamily.map { p + $0 }.joined(separator: " ")) needs \(missing.map { p + $0 }.joined(separator: " ")) (family: \(best.name))"
            )
        }
        return SpringParameterError(
            "conflicting spring parameters: \(outside.map { p + $0 }.joined(separator: " ")) cannot be combined with \(inFamily.map { p + $0 }.joined(separator: " ")) (one family at a time)"
        )
    }

    private func build(_ family: Family) throws(SpringParameterError) -> ResolvedSpring {
        let p = flagPrefix
        switch family.kind {
        case .uiKit:
            let d = duration ?? 1
            let ui = try UIKitSpring(dampingRatio: dampingRatio!, duration: d, initialVelocity: velocity)
            return ResolvedSpring(
                spring: try ui.spring(),
                family: "UIKit animate(withDuration: \(d), usingSpringWithDamping: \(dampingRatio!), initialSpringVelocity: \(velocity))",
                nominalDuration: ui.effectiveDuration, uiKit: ui)
        case .swiftUIResponse:
            return ResolvedSpring(
                spring: try Spring(response: response!, dampingRatio: dampingRatio!),
                family: "SwiftUI Spring(response: \(response!), dampingRatio: \(dampingRatio!))", nominalDuration: nil)
        case .compose:
            return ResolvedSpring(
                spring: try Spring(validatingComposeStiffness: stiffness!, dampingRatio: dampingRatio!),
                family: "Compose spring(dampingRatio = \(dampingRatio!), stiffness = \(stiffness!))")
        case .swiftUIDurationBounce:
            let d = duration ?? 0.5
            return ResolvedSpring(
                spring: try Spring(duration: d, bounce: bounce!), family: "SwiftUI Spring(duration: \(d), bounce: \(bounce!))",
                nominalDuration: d)
        case .physical:
            let s = try Spring(validatingMass: mass ?? 1, stiffness: stiffness ?? 100, dampingCoefficient: dampingCoefficient ?? 10)
            return ResolvedSpring(
                spring: s,
                family: "Core Animation CASpringAnimation(mass: \(s.mass), stiffness: \(s.stiffness), damping: \(s.dampingCoefficient))")
        case .pop:
            let b = bounciness ?? 4, s = speed ?? 12
            try SpringParameterError.validate(b, p + "bounciness"); try SpringParameterError.validate(s, p + "speed")
            // Spring(bounciness:speed:) through a validating derivation: pop's curve fit squares
            // the normalised bounciness, so beyond about 1e154 its friction is not a double.
            let o = OrigamiSpring.origamiValues(bounciness: b, speed: s)
            let sp = try Spring.derived(
                mass: 1, stiffness: OrigamiSpring.tension(fromOrigami: o.tension),
                dampingCoefficient: OrigamiSpring.friction(fromOrigami: o.friction),
                from: "\(p)bounciness \(b), \(p)speed \(s)")
            return ResolvedSpring(spring: sp, family: "pop springBounciness \(b), springSpeed \(s)")
        case .tensionFriction:
            if origami {
                // Checked before building: Spring(origamiTension:…) requires stiffness > 0 (a
                // tension of 0 trapped there; found by the easing fuzz target).
                let k = OrigamiSpring.tension(fromOrigami: tension!)
                guard k > 0 else {
                    throw SpringParameterError("\(p)tension \(tension!) (Origami) gives stiffness \(k); it must be > 0")
                }
                guard mass == nil else {
                    throw SpringParameterError("\(p)mass cannot be combined with \(p)origami (Origami springs have mass 1)")
                }
                let sp = try Spring(validatingMass: 1, stiffness: k, dampingCoefficient: OrigamiSpring.friction(fromOrigami: friction!))
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

/// A spring resolved from ``SpringParameters``, with the platform API it mirrors.
public struct ResolvedSpring: Sendable, Hashable {
    public var spring: Spring
    /// A human description of the family and values (e.g. "UIKit animate(withDuration: 1.0, …)").
    public var family: String
    /// The family's own duration, where it has one (UIKit's D, SwiftUI's duration).
    public var nominalDuration: Double? = nil
    /// The UIKit parameters, when the family is UIKit's.
    public var uiKit: UIKitSpring? = nil

    public init(spring: Spring, family: String, nominalDuration: Double? = nil, uiKit: UIKitSpring? = nil) {
        self.spring = spring
        self.family = family
        self.nominalDuration = nominalDuration
        self.uiKit = uiKit
    }
}
