import Dynamics
import FrameIO

/// A request for a fling's frame table (`springsim scroll`): the platform's scroll physics, the
/// fling, the content's edges and the physics' own parameters, each optional one filled in with
/// the platform's default and the whole checked once by ``validate()`` before any simulation is
/// built.
///
/// Domains (points, seconds, points per second): velocity in [-1e6, 1e6]; position, the edges
/// and snap points in [-1e12, 1e12]; viewport in (0, 1e12]; rate in (0, 1); power in [0, 1e3];
/// time constant in (0, 1e3]; rest speed in [1e-6, 1e6]; rest delta in [1e-6, 1e12]. A field
/// applies only to the physics ``Field/physics`` lists; giving it to another is refused rather
/// than ignored. The bounds keep every product the models form (x·d·c, power·v, |x|/τ) finite.
///
/// ```swift
/// let request = ScrollRequest(physics: .ios, velocity: 2500, extent: try ScrollRequest.extent(min: 0, max: 1200))
/// let table = try request.table(fps: 60)
/// ```
public struct ScrollRequest: Sendable, Hashable {
    /// The scroll physics a request names (see docs/SCROLL.md).
    public enum Physics: String, Sendable, Hashable, CaseIterable {
        case ios, iosFast = "ios-fast", android, flutterBouncing = "flutter-bouncing", flutterClamping = "flutter-clamping"
        case framerInertia = "framer-inertia"
    }

    /// A field of the request, as an error names it (`rawValue`: the option's long name).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case velocity, position, viewport, rate, power
        case timeConstant = "time-constant", restSpeed = "rest-speed", restDelta = "rest-delta", snap, extent

        /// Where the field's values must lie, as an error states it (after "must be").
        public var domainText: String {
            switch self {
            case .velocity: return "in [-1e6, 1e6] pt/s"
            case .position, .snap: return "in [-1e12, 1e12] pt"
            case .extent: return "in [-1e12, 1e12]"
            case .viewport: return "in (0, 1e12] pt"
            case .rate: return "in (0, 1)"
            case .power: return "in [0, 1e3]"
            case .timeConstant: return "in (0, 1e3] s"
            case .restSpeed: return "in [1e-6, 1e6] pt/s"
            case .restDelta: return "in [1e-6, 1e12] pt"
            }
        }

        /// Whether `x` lies in ``domainText``'s interval (NaN never does).
        public func contains(_ x: Double) -> Bool {
            switch self {
            case .velocity: return x >= -1e6 && x <= 1e6
            case .position, .snap, .extent: return x >= -1e12 && x <= 1e12
            case .viewport: return x > 0 && x <= 1e12
            case .rate: return x > 0 && x < 1
            case .power: return x >= 0 && x <= 1e3
            case .timeConstant: return x > 0 && x <= 1e3
            case .restSpeed: return x >= 1e-6 && x <= 1e6
            case .restDelta: return x >= 1e-6 && x <= 1e12
            }
        }

        /// The physics the field applies to: the rubber band's viewport (ios, ios-fast), the
        /// normal rate (ios only), the glide's fields (framer-inertia), a rest speed (all but
        /// android, whose fling ends at its duration whatever its speed).
        public var physics: Set<Physics> {
            switch self {
            case .velocity, .position, .extent: return Set(Physics.allCases)
            case .viewport: return [.ios, .iosFast]
            case .rate: return [.ios]
            case .power, .timeConstant, .snap, .restDelta: return [.framerInertia]
            case .restSpeed: return Set(Physics.allCases).subtracting([.android])
            }
        }
    }

    public var physics: Physics
    /// Points per second.
    public var velocity: Double
    /// Points.
    public var position: Double
    /// The content's offsets (``ScrollExtent/unbounded``: no edges); see ``extent(min:max:)``.
    public var extent: ScrollExtent
    /// The optional fields given, each a number: ``Field/viewport`` (ios, ios-fast: the rubber
    /// band's d, default ``defaultViewport``), ``Field/rate`` (ios: per millisecond, default
    /// ``UIScrollViewFling/normalRate``), ``Field/power`` and ``Field/timeConstant``
    /// (framer-inertia: defaults ``FramerInertia/defaultPower``, ``FramerInertia/defaultTimeConstant``),
    /// ``Field/restSpeed`` (default ``ScrollTolerance/standard``'s) and ``Field/restDelta``
    /// (framer-inertia: default 1 for the glide, 1/3 for the spring).
    public var parameters: [Field: Double] = [:]
    /// framer-inertia: the points the glide may rest on (nil: none).
    public var snapPoints: [Double]?

    /// The viewport without one given: an iPhone's 844 pt.
    public static let defaultViewport = 844.0

    public init(physics: Physics, velocity: Double, position: Double = 0, extent: ScrollExtent = .unbounded) {
        self.physics = physics
        self.velocity = velocity
        self.position = position
        self.extent = extent
    }

    /// The extent `min…max` of edges given as numbers: each in [-1e12, 1e12], min ≤ max.
    public static func extent(min: Double, max: Double) throws(ScrollRequestError) -> ScrollExtent {
        guard Field.extent.contains(min), Field.extent.contains(max) else { throw .edgesOutOfDomain(min: min, max: max) }
        guard min <= max else { throw .edgesReversed(min: min, max: max) }
        return ScrollExtent(min: min, max: max)
    }

    /// The fields ``parameters`` holds (other keys are not read).
    public static let parameterFields: [Field] = [.viewport, .rate, .power, .timeConstant, .restSpeed, .restDelta]

    /// The optional fields given, in ``Field`` order.
    public var givenFields: [Field] {
        Self.parameterFields.filter { parameters[$0] != nil } + (snapPoints != nil ? [.snap] : [])
    }

    /// The first rule broken, in this order: velocity, then position outside its domain; an
    /// optional field given to physics it does not apply to (viewport, rate, the framer-inertia
    /// fields, rest speed); an optional field outside its domain (in ``Field`` order, a snap
    /// point by its index); a finite edge outside [-1e12, 1e12] (``extent(min:max:)`` checks
    /// edges given as numbers, and their order, before).
    public func validate() throws(ScrollRequestError) {
        if !Field.velocity.contains(velocity) { throw .outOfDomain(.velocity, velocity) }
        if !Field.position.contains(position) { throw .outOfDomain(.position, position) }
        for field in [Field.viewport, .rate, .power, .timeConstant, .snap, .restDelta, .restSpeed]
        where givenFields.contains(field) && !field.physics.contains(physics) {
            throw .notApplicable(field, physics)
        }
        for field in Self.parameterFields { if let x = parameters[field], !field.contains(x) { throw .outOfDomain(field, x) } }
        for (i, x) in (snapPoints ?? []).enumerated() where !Field.snap.contains(x) { throw .snapPoint(index: i, x) }
        for x in [extent.min, extent.max] where x.isFinite && !Field.extent.contains(x) {
            throw .edgesOutOfDomain(min: extent.min, max: extent.max)
        }
    }

    /// The simulation the request names, with the defaults filled in (Flutter's tolerance on a
    /// 3× screen unless a rest speed or delta is given), after ``validate()``.
    public func simulation() throws(ScrollRequestError) -> any ScrollSimulation {
        try validate()
        let standard = ScrollTolerance.standard
        let restDelta = parameters[.restDelta]
        let tolerance = ScrollTolerance(distance: restDelta ?? standard.distance, velocity: parameters[.restSpeed] ?? standard.velocity)
        do throws(SpringParameterError) {
            switch physics {
            case .ios, .iosFast:
                let r = physics == .iosFast ? UIScrollViewFling.fastRate : parameters[.rate] ?? UIScrollViewFling.normalRate
                return try UIScrollViewFling(
                    rate: r, position: position, velocity: velocity, extent: extent,
                    viewport: parameters[.viewport] ?? Self.defaultViewport,
                    tolerance: tolerance)
            case .android:
                return try AndroidSplineFling(position: position, velocity: velocity, extent: extent)
            case .flutterBouncing:
                return try FlutterBouncingScrollSimulation(position: position, velocity: velocity, extent: extent, tolerance: tolerance)
            case .flutterClamping:
                return try FlutterClampingScrollSimulation(position: position, velocity: velocity, extent: extent, tolerance: tolerance)
            case .framerInertia:
                return try FramerInertia(
                    position: position, velocity: velocity, power: parameters[.power] ?? FramerInertia.defaultPower,
                    timeConstant: parameters[.timeConstant] ?? FramerInertia.defaultTimeConstant, snapPoints: snapPoints ?? [],
                    extent: extent,
                    restDelta: restDelta ?? FramerInertia.defaultRestDelta, tolerance: tolerance)
            }
        } catch {
            throw .simulation(physics, error)
        }
    }

    /// The frame table at `fps` until the fling rests. - Precondition: fps finite and > 0, and
    /// the row count ``ScrollTable/frameCount(restTime:fps:)`` of the simulation's rest time
    /// below 2⁵² (check it first for untrusted input).
    public func table(fps: Double) throws(ScrollRequestError) -> ScrollTable { ScrollTable(try simulation(), fps: fps) }
}

/// Why a ``ScrollRequest`` was refused.
public enum ScrollRequestError: Error, Sendable, Equatable {
    /// A field outside its ``ScrollRequest/Field/domainText``.
    case outOfDomain(ScrollRequest.Field, Double)
    /// A field given to physics it does not apply to (see ``ScrollRequest/Field/physics``).
    case notApplicable(ScrollRequest.Field, ScrollRequest.Physics)
    /// The snap point at `index` (from 0) outside the position domain.
    case snapPoint(index: Int, Double)
    /// A finite edge outside [-1e12, 1e12] (an infinite one is an open side).
    case edgesOutOfDomain(min: Double, max: Double)
    /// min > max.
    case edgesReversed(min: Double, max: Double)
    /// The model refused its parameters (a product or a time that overflows).
    case simulation(ScrollRequest.Physics, SpringParameterError)
}
