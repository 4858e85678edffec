/// The friction, resting offset and duration of a wheel spin as a caller gives them
/// (`springsim wheel`): at most one friction model, a seeded resting offset with its margin,
/// the extra turns or the acceptable rest times; checked once by ``validate()`` and turned into
/// the library's ``WheelDecayPlan`` by ``plan(secondSpin:)``.
///
/// Friction models (see ``WheelFriction``): UIScrollView's rate per millisecond in (0, 1), the
/// default 0.998; Flutter's drag per second in (0, 1); Compose's friction multiplier > 0;
/// Coulomb deceleration > 0 rad/s². The seed mode is eased (no friction, lands on the centre),
/// so friction and a seed apply to the decay modes only.
///
/// ```swift
/// var request = WheelDecayRequest(mode: .decay)
/// request.frictions[.drag] = 0.135
/// let plan = try request.plan()
/// ```
public struct WheelDecayRequest: Sendable, Hashable {
    /// A field of the request, as an error names it (`rawValue`: the option's long name).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case rate, drag, friction, deceleration, seed, margin, turns
        case minDuration = "min-duration", maxDuration = "max-duration"

        /// Where the field's value must lie, as an error states it (after "must be").
        public var domainText: String {
            switch self {
            case .rate, .drag: return "in (0, 1)"
            case .friction, .deceleration: return "a finite number > 0"
            case .margin: return "in [0, 1)"
            case .turns: return "in 0…\(WheelDecayRequest.turnRange.upperBound)"
            case .seed: return "in 0…\(UInt64.max)"
            case .minDuration, .maxDuration: return "in [0, 1e6] s"
            }
        }
    }

    public var mode: WheelSpinMode
    /// The friction models given, each by its field: ``Field/rate`` (UIScrollView's deceleration
    /// rate per millisecond), ``Field/drag`` (Flutter's drag per second), ``Field/friction``
    /// (Compose's friction multiplier) or ``Field/deceleration`` (constant, rad/s²); other keys
    /// are not read. At most one may be given.
    public var frictions: [Field: Double] = [:]
    /// Rest at a reproducible random offset inside the sector (nil: the centre).
    public var seed: UInt64?
    /// With a seed: the fraction of the sector's half-width kept clear of each edge.
    public var margin = 0.2
    /// Extra full turns (nil: the fewest whose rest time falls between the durations).
    public var turns: Int?
    /// Acceptable rest times, seconds.
    public var minDuration = 0.5, maxDuration = 12.0

    /// The extra turns allowed.
    public static let turnRange = 0...1_000_000
    /// UIScrollView's normal rate, the friction without one given.
    public static let defaultRate = 0.998
    /// The fields ``frictions`` holds, in the order an error lists them.
    public static let frictionFields: [Field] = [.rate, .drag, .friction, .deceleration]

    public init(mode: WheelSpinMode) { self.mode = mode }

    /// The friction fields given, in ``frictionFields`` order.
    public var givenFrictions: [Field] { Self.frictionFields.filter { frictions[$0] != nil } }

    /// The first rule broken, in this order: turns outside ``turnRange``; more than one friction
    /// model; a friction model or a seed with the seed mode; a friction parameter outside its
    /// domain; the margin outside [0, 1); not 0 ≤ minDuration ≤ maxDuration ≤ 1e6 s.
    public func validate() throws(WheelDecayRequestError) {
        if let turns, !Self.turnRange.contains(turns) { throw .turns(turns) }
        if givenFrictions.count > 1 { throw .severalFrictions(givenFrictions) }
        if mode == .seed, let first = givenFrictions.first { throw .notInSeedMode(first) }
        if mode == .seed, seed != nil { throw .notInSeedMode(.seed) }
        _ = try frictionModel()
        if !(margin >= 0 && margin < 1) { throw .outOfDomain(.margin, margin) }
        guard minDuration.isFinite, maxDuration.isFinite, minDuration >= 0, minDuration <= maxDuration, maxDuration <= 1e6 else {
            throw .durations(min: minDuration, max: maxDuration)
        }
    }

    /// The friction model given (UIScrollView's normal rate without one), checked by
    /// ``WheelFriction``'s constructors.
    public func frictionModel() throws(WheelDecayRequestError) -> WheelFriction {
        let field = givenFrictions.first ?? .rate
        let x = frictions[field] ?? Self.defaultRate
        do {
            switch field {
            case .drag: return try .flutter(drag: x)
            case .friction: return try .compose(friction: x)
            case .deceleration: return try .coulomb(deceleration: x)
            default: return try .uiScrollView(rate: x)
            }
        } catch {
            throw .outOfDomain(field, x)
        }
    }

    /// The plan of the first spin, or of the second (`secondSpin`: its random offset drawn with
    /// the next seed), after ``validate()``.
    public func plan(secondSpin: Bool = false) throws(WheelDecayRequestError) -> WheelDecayPlan {
        try validate()
        let offset = seed.map { WheelOffset.random(seed: secondSpin ? $0 &+ 1 : $0, margin: margin) } ?? .centre
        return WheelDecayPlan(friction: try frictionModel(), offset: offset, turns: turns, durationRange: minDuration...maxDuration)
    }
}

/// Why a ``WheelDecayRequest`` was refused.
public enum WheelDecayRequestError: Error, Sendable, Hashable {
    /// A field outside its ``WheelDecayRequest/Field/domainText``.
    case outOfDomain(WheelDecayRequest.Field, Double)
    /// Extra turns outside ``WheelDecayRequest/turnRange``.
    case turns(Int)
    /// More than one friction model, the ones given.
    case severalFrictions([WheelDecayRequest.Field])
    /// A friction model or a seed with the eased seed mode.
    case notInSeedMode(WheelDecayRequest.Field)
    /// Not 0 ≤ min ≤ max ≤ 1e6 s.
    case durations(min: Double, max: Double)
}
