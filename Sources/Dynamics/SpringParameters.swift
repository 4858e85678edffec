/// One parameter of a spring as some platform API takes it: the vocabulary of
/// ``SpringParameters`` and of the errors that name a parameter (``SpringParameterError``).
/// Callers that read parameters from text (a command line, an easing string) map their own
/// spellings to these cases and render errors with ``SpringParameterError/message(naming:signatureNaming:)``.
///
/// The case order is the order in which messages list fields.
public enum SpringField: String, Sendable, Hashable, CaseIterable {
    /// Damping ratio ζ = c/(2√(k·m)), dimensionless (UIKit, SwiftUI, Compose).
    case dampingRatio
    /// A duration in seconds: UIKit's settling duration or SwiftUI's perceptual duration.
    case duration
    /// Initial velocity normalised to the animated distance (distances per second).
    case velocity
    /// SwiftUI's response, the undamped period 2π/ω₀ (s).
    case response
    /// SwiftUI's bounce, in (−1, 1].
    case bounce
    /// Mass m (mass units).
    case mass
    /// Stiffness k (mass units / s²).
    case stiffness
    /// Damping coefficient c (mass units / s).
    case dampingCoefficient
    /// pop/rebound bounciness.
    case bounciness
    /// pop/rebound speed.
    case speed
    /// Tension: the stiffness, or an Origami value with ``origami``.
    case tension
    /// Friction: the damping coefficient, or an Origami value with ``origami``.
    case friction
    /// A ``SpringPreset`` by name (not a number).
    case preset
    /// Read tension and friction as Origami values (present or absent, not a number).
    case origami

    /// Whether the field holds a number (all but ``preset`` and ``origami``).
    public var isNumeric: Bool { self != .preset && self != .origami }
}

/// A field and the value it was given, as a ``SpringParameterError`` reports them.
public struct SpringFieldValue: Sendable, Hashable {
    public var field: SpringField
    public var value: Double
    public init(_ field: SpringField, _ value: Double) {
        self.field = field
        self.value = value
    }
}

/// The platform families ``SpringParameters`` resolves to, in the order they are tried: the
/// fields a family requires and allows decide which one a set of fields names.
public enum SpringFamily: Sendable, Hashable, CaseIterable {
    /// ``UIKitSpring``: damping ratio [duration] [velocity].
    case uiKit
    /// ``SwiftUIResponseSpring``: response, damping ratio.
    case swiftUIResponse
    /// ``SwiftUIDurationBounceSpring``: bounce [duration].
    case swiftUIDurationBounce
    /// ``ComposeSpring``: stiffness, damping ratio.
    case compose
    /// ``CoreAnimationSpring``: any of mass, stiffness, damping coefficient.
    case physical
    /// ``PopSpring``: bounciness and/or speed.
    case pop
    /// ``TensionFrictionSpring``: tension, friction [mass] [origami].
    case tensionFriction
    /// ``SpringPreset``: a preset.
    case preset

    /// The fields the family cannot do without, in the order a message lists the missing ones.
    public var required: [SpringField] {
        switch self {
        case .uiKit: return [.dampingRatio]
        case .swiftUIResponse: return [.dampingRatio, .response]
        case .swiftUIDurationBounce: return [.bounce]
        case .compose: return [.dampingRatio, .stiffness]
        case .physical, .pop: return []
        case .tensionFriction: return [.friction, .tension]
        case .preset: return [.preset]
        }
    }

    /// Every field the family takes (``SpringField/velocity`` goes with any family and is not listed).
    public var allowed: Set<SpringField> { Set(allowedFields) }

    /// ``allowed`` as an array: the resolution tests membership in these few fields without
    /// building a `Set` (whose generic metadata costs the command line's start-up more than the
    /// resolution itself).
    var allowedFields: [SpringField] {
        switch self {
        case .uiKit: return [.dampingRatio, .duration]
        case .swiftUIResponse: return [.response, .dampingRatio]
        case .swiftUIDurationBounce: return [.duration, .bounce]
        case .compose: return [.stiffness, .dampingRatio]
        case .physical: return [.mass, .stiffness, .dampingCoefficient]
        case .pop: return [.bounciness, .speed]
        case .tensionFriction: return [.tension, .friction, .mass, .origami]
        case .preset: return [.preset]
        }
    }

    /// Families whose fields are all optional need at least one of them.
    var requiresOneOf: [SpringField] {
        switch self {
        case .physical, .pop: return allowedFields
        default: return []
        }
    }

    /// Whether `fields` (distinct) name this family: all allowed, the required ones present.
    func admits(_ fields: [SpringField]) -> Bool {
        let allowed = allowedFields
        return fields.allSatisfy { allowed.contains($0) } && required.allSatisfy { fields.contains($0) }
            && (requiresOneOf.isEmpty || requiresOneOf.contains { fields.contains($0) })
    }

    /// The family's name and signature, fields spelled by `name`: "UIKit (damping [duration]
    /// [velocity])" with the command line's names.
    public func name(naming name: (SpringField) -> String) -> String {
        let (title, signature): (String, [(SpringField, optional: Bool)])
        switch self {
        case .uiKit: (title, signature) = ("UIKit", [(.dampingRatio, false), (.duration, true), (.velocity, true)])
        case .swiftUIResponse: (title, signature) = ("SwiftUI response", [(.response, false), (.dampingRatio, false)])
        case .swiftUIDurationBounce: (title, signature) = ("SwiftUI duration/bounce", [(.duration, false), (.bounce, false)])
        case .compose: (title, signature) = ("Compose", [(.stiffness, false), (.dampingRatio, false)])
        case .physical:
            (title, signature) = ("Core Animation physical", [(.mass, false), (.stiffness, false), (.dampingCoefficient, false)])
        case .pop: (title, signature) = ("pop", [(.bounciness, false), (.speed, false)])
        case .tensionFriction:
            (title, signature) = ("tension/friction", [(.tension, false), (.friction, false), (.mass, true), (.origami, true)])
        case .preset: (title, signature) = ("preset", [(.preset, false)])
        }
        return "\(title) (\(signature.map { $0.optional ? "[\(name($0.0))]" : name($0.0) }.joined(separator: " ")))"
    }
}

/// Core Animation's `CASpringAnimation` (and SwiftUI's, Flutter's and Framer Motion's physical
/// springs): mass m, stiffness k (mass units / s²) and damping coefficient c (mass units / s),
/// defaults 1, 100 and 10 as `CASpringAnimation()`; the motion is m·x″ + c·x′ + k·x = 0.
public struct CoreAnimationSpring: Sendable, Hashable {
    public var mass: Double
    public var stiffness: Double
    public var dampingCoefficient: Double

    public init(mass: Double = 1, stiffness: Double = 100, dampingCoefficient: Double = 10) {
        self.mass = mass
        self.stiffness = stiffness
        self.dampingCoefficient = dampingCoefficient
    }

    /// The spring; throws unless m > 0, k > 0 and c ≥ 0 are finite.
    public func spring() throws(SpringParameterError) -> Spring {
        try Spring(validatingMass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient)
    }
}

/// A spring in the parameters of exactly one platform family.
public enum SpringSpecification: Sendable, Hashable, CustomStringConvertible {
    case uiKit(UIKitSpring)
    case swiftUIResponse(SwiftUIResponseSpring)
    case swiftUIDurationBounce(SwiftUIDurationBounceSpring)
    case compose(ComposeSpring)
    case physical(CoreAnimationSpring)
    case pop(PopSpring)
    case tensionFriction(TensionFrictionSpring)
    case preset(SpringPreset)

    public var family: SpringFamily {
        switch self {
        case .uiKit: return .uiKit
        case .swiftUIResponse: return .swiftUIResponse
        case .swiftUIDurationBounce: return .swiftUIDurationBounce
        case .compose: return .compose
        case .physical: return .physical
        case .pop: return .pop
        case .tensionFriction: return .tensionFriction
        case .preset: return .preset
        }
    }

    /// The physical spring; throws ``SpringParameterError`` for values outside the family's domain.
    public func spring() throws(SpringParameterError) -> Spring {
        switch self {
        case .uiKit(let s): return try s.spring()
        case .swiftUIResponse(let s): return try s.spring()
        case .swiftUIDurationBounce(let s): return try s.spring()
        case .compose(let s): return try s.spring()
        case .physical(let s): return try s.spring()
        case .pop(let s): return try s.spring()
        case .tensionFriction(let s): return try s.spring()
        case .preset(let p): return p.spring
        }
    }

    /// The family's own duration, where it has one: UIKit's effective D, SwiftUI's duration.
    public var nominalDuration: Double? {
        switch self {
        case .uiKit(let s): return s.effectiveDuration
        case .swiftUIDurationBounce(let s): return s.duration
        default: return nil
        }
    }

    /// The platform call with its values, e.g. "UIKit animate(withDuration: 1.0, usingSpringWithDamping: 0.5, …)".
    public var description: String {
        switch self {
        case .uiKit(let s):
            return
                "UIKit animate(withDuration: \(s.duration), usingSpringWithDamping: \(s.dampingRatio), initialSpringVelocity: \(s.initialVelocity))"
        case .swiftUIResponse(let s): return "SwiftUI Spring(response: \(s.response), dampingRatio: \(s.dampingRatio))"
        case .swiftUIDurationBounce(let s): return "SwiftUI Spring(duration: \(s.duration), bounce: \(s.bounce))"
        case .compose(let s): return "Compose spring(dampingRatio = \(s.dampingRatio), stiffness = \(s.stiffness))"
        case .physical(let s):
            return "Core Animation CASpringAnimation(mass: \(s.mass), stiffness: \(s.stiffness), damping: \(s.dampingCoefficient))"
        case .pop(let s): return "pop springBounciness \(s.bounciness), springSpeed \(s.speed)"
        case .tensionFriction(let s) where s.origami:
            return "rebound SpringConfig.fromOrigamiTensionAndFriction(\(s.tension), \(s.friction))"
        case .tensionFriction:
            return "tension/friction (react-spring/rebound/pop physical: tension = stiffness, friction = damping coefficient)"
        case .preset(let p): return "preset \(p.rawValue)"
        }
    }
}

/// A spring described by any one family's fields, every field optional: the combination of
/// fields present names the platform API mirrored, and ``resolve()`` finds that family
/// (``SpringFamily``, tried in order) or reports the conflict with the fields involved.
///
/// Families: UIKit (damping ratio [duration] [velocity]), SwiftUI response (response, damping
/// ratio), SwiftUI duration/bounce (bounce [duration]), Compose (stiffness, damping ratio),
/// Core Animation physical (any of mass, stiffness, damping coefficient; defaults 1, 100, 10),
/// pop (bounciness and/or speed; defaults 4, 12), tension/friction (tension, friction [mass]
/// [origami]), preset. The velocity is always normalised to the distance.
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
    /// The ``SpringPreset`` raw value; an unknown name is refused by ``resolve()``.
    public var presetName: String?

    public init() {}

    /// A numeric field's value (``velocity`` is never nil); nil for ``SpringField/preset`` and
    /// ``SpringField/origami``, which are set through ``presetName`` and ``origami``.
    public subscript(field: SpringField) -> Double? {
        get {
            switch field {
            case .dampingRatio: return dampingRatio
            case .duration: return duration
            case .velocity: return velocity
            case .response: return response
            case .bounce: return bounce
            case .mass: return mass
            case .stiffness: return stiffness
            case .dampingCoefficient: return dampingCoefficient
            case .bounciness: return bounciness
            case .speed: return speed
            case .tension: return tension
            case .friction: return friction
            case .preset, .origami: return nil
            }
        }
        set {
            switch field {
            case .dampingRatio: dampingRatio = newValue
            case .duration: duration = newValue
            case .velocity: velocity = newValue ?? 0
            case .response: response = newValue
            case .bounce: bounce = newValue
            case .mass: mass = newValue
            case .stiffness: stiffness = newValue
            case .dampingCoefficient: dampingCoefficient = newValue
            case .bounciness: bounciness = newValue
            case .speed: speed = newValue
            case .tension: tension = newValue
            case .friction: friction = newValue
            case .preset, .origami: preconditionFailure("SpringParameters: \(field) is not a number")
            }
        }
    }

    /// The fields given that choose the family (all but ``SpringField/velocity``), in
    /// ``SpringField`` order.
    public var familyFields: [SpringField] {
        SpringField.allCases.filter { field in
            switch field {
            case .velocity: return false
            case .preset: return presetName != nil
            case .origami: return origami
            default: return self[field] != nil
            }
        }
    }

    /// The spring the fields describe, with the family that matched: the Core Animation
    /// defaults when no family field is given.
    public func resolve() throws(SpringParameterError) -> ResolvedSpring {
        if let name = presetName, SpringPreset(rawValue: name) == nil { throw SpringParameterError(.unknownPreset(name)) }
        let fields = familyFields
        for field in fields {
            if let value = self[field], !value.isFinite { throw SpringParameterError(.notFinite(field, value)) }
        }
        guard velocity.isFinite else { throw SpringParameterError(.notFinite(.velocity, velocity)) }
        if fields.isEmpty {
            let defaults = CoreAnimationSpring()
            return ResolvedSpring(
                specification: .physical(defaults), spring: try defaults.spring(), family: "Core Animation defaults (no spring flags)")
        }
        guard let family = SpringFamily.allCases.first(where: { $0.admits(fields) }) else { throw conflict(fields) }
        let specification = try specification(family)
        let spring = try specification.spring()
        // ω₀ and ζ must be representable for the closed form to answer (see Spring.validatedScales()).
        _ = try spring.validatedScales()
        return ResolvedSpring(specification: specification, spring: spring)
    }

    /// The error for fields no family admits: the family that explains most of them, and the
    /// rest conflicting with it, or the fields it still needs.
    private func conflict(_ fields: [SpringField]) -> SpringParameterError {
        let given = Set(fields)
        let best = SpringFamily.allCases.max { given.intersection($0.allowed).count < given.intersection($1.allowed).count }!
        let inFamily = fields.filter { best.allowed.contains($0) }
        let outside = fields.filter { !best.allowed.contains($0) }
        if outside.isEmpty {
            return SpringParameterError(.missing(given: inFamily, missing: best.required.filter { !given.contains($0) }, family: best))
        }
        return SpringParameterError(.conflict(conflicting: outside, others: inFamily))
    }

    /// The family's value from the fields (the family admits them: its required fields are set).
    private func specification(_ family: SpringFamily) throws(SpringParameterError) -> SpringSpecification {
        switch family {
        case .uiKit:
            return .uiKit(try UIKitSpring(dampingRatio: dampingRatio!, duration: duration ?? 1, initialVelocity: velocity))
        case .swiftUIResponse:
            return .swiftUIResponse(SwiftUIResponseSpring(response: response!, dampingRatio: dampingRatio!))
        case .swiftUIDurationBounce:
            return .swiftUIDurationBounce(SwiftUIDurationBounceSpring(duration: duration ?? 0.5, bounce: bounce!))
        case .compose:
            return .compose(ComposeSpring(stiffness: stiffness!, dampingRatio: dampingRatio!))
        case .physical:
            return .physical(
                CoreAnimationSpring(mass: mass ?? 1, stiffness: stiffness ?? 100, dampingCoefficient: dampingCoefficient ?? 10))
        case .pop:
            return .pop(PopSpring(bounciness: bounciness ?? 4, speed: speed ?? 12))
        case .tensionFriction:
            return .tensionFriction(TensionFrictionSpring(tension: tension!, friction: friction!, mass: mass, origami: origami))
        case .preset:
            return .preset(SpringPreset(rawValue: presetName!)!)
        }
    }
}

/// A spring resolved from ``SpringParameters``, with the family value it came from.
public struct ResolvedSpring: Sendable, Hashable {
    public var specification: SpringSpecification
    public var spring: Spring
    /// A human description of the family and values (e.g. "UIKit animate(withDuration: 1.0, …)").
    public var family: String

    public init(specification: SpringSpecification, spring: Spring, family: String? = nil) {
        self.specification = specification
        self.spring = spring
        self.family = family ?? specification.description
    }

    /// The family's own duration, where it has one (UIKit's D, SwiftUI's duration).
    public var nominalDuration: Double? { specification.nominalDuration }

    /// The UIKit parameters, when the family is UIKit's.
    public var uiKit: UIKitSpring? {
        if case .uiKit(let s) = specification { return s }
        return nil
    }
}
