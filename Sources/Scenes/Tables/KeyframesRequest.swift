import Curves
import Easing

/// A request for a keyframe animation's frame table (`springsim keyframes`): the keyframes, the
/// interpolation by name with its per-segment or per-keyframe parameters, and the easings, the
/// whole checked once by ``validate()`` before the ``Keyframes`` are built.
///
/// Parameters go with their modes: arc modes (one per segment) with ``Mode/arc``; tension,
/// continuity and bias (one per keyframe, in [-1, 1], 0 without them) with ``Mode/cubic`` and
/// ``Mode/cubicPaced``; easings (one per segment) with every mode but the paced ones, which
/// move at constant speed. What ``Keyframes`` itself refuses (times not strictly increasing,
/// values whose slope overflows, a paced path of zero length) comes back as
/// ``KeyframesRequestError/keyframes(_:)``.
///
/// ```swift
/// let request = KeyframesRequest(times: [0, 0.3, 1], values: [Point(0, 0), Point(1, 0), Point(0.4, 0)])
/// let table = try request.table(fps: 60)
/// ```
public struct KeyframesRequest: Sendable {
    /// The interpolations by the names a caller gives them (see ``Keyframes/Interpolation``).
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case linear, hermite
        case monoSpline = "mono-spline"
        case composeSpline = "compose-spline"
        case arc, cubic, paced
        case cubicPaced = "cubic-paced"

        /// Whether the mode moves at constant speed (and so takes no easings).
        public var isPaced: Bool { self == .paced || self == .cubicPaced }
        /// Whether the mode takes tension, continuity and bias.
        public var isCubic: Bool { self == .cubic || self == .cubicPaced }
    }

    /// A list of the request, as an error names it (`rawValue`: the option's long name).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case times, values, easing
        case arcMode = "arc-mode"
        case tension, continuity, bias
    }

    /// Seconds.
    public var times: [Double]
    /// One per time; y = 0 for 1-D values.
    public var values: [Point]
    /// 1 (numbers) or 2 (x:y pairs).
    public var dimension: Int
    public var mode: Mode
    /// One per segment (nil entries: linear time); nil: none.
    public var easings: [(any Easing)?]?
    /// ``Mode/arc``: one per segment; nil: below everywhere.
    public var arcModes: [Keyframes.ArcMode]?
    /// Cubic modes: one per keyframe each; nil: 0 everywhere.
    public var tension: [Double]?
    public var continuity: [Double]?
    public var bias: [Double]?

    public init(
        times: [Double], values: [Point], dimension: Int = 1, mode: Mode = .linear, easings: [(any Easing)?]? = nil,
        arcModes: [Keyframes.ArcMode]? = nil, tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil
    ) {
        self.times = times
        self.values = values
        self.dimension = dimension
        self.mode = mode
        self.easings = easings
        self.arcModes = arcModes
        self.tension = tension
        self.continuity = continuity
        self.bias = bias
    }

    /// Refuses parameters given to a mode that does not take them, before any list is read:
    /// tension, continuity or bias without a cubic mode, then arc modes without ``Mode/arc``.
    public static func check(mode: Mode, given: Set<Field>) throws(KeyframesRequestError) {
        if !mode.isCubic, !given.isDisjoint(with: [.tension, .continuity, .bias]) { throw .needsCubic }
        if mode != .arc, given.contains(.arcMode) { throw .needsArc }
    }

    /// The lists given besides times and values.
    public var givenFields: Set<Field> {
        let given: [(Field, Bool)] = [
            (.easing, easings != nil), (.arcMode, arcModes != nil), (.tension, tension != nil), (.continuity, continuity != nil),
            (.bias, bias != nil),
        ]
        return Set(given.filter(\.1).map(\.0))
    }

    /// The first rule broken, in this order: ``check(mode:given:)``; two equal neighbouring
    /// times; fewer than two times; a count of values, easings, arc modes, tension, continuity
    /// or bias other than one per time, segment or keyframe; easings with a paced mode.
    public func validate() throws(KeyframesRequestError) {
        try Self.check(mode: mode, given: givenFields)
        if let k = times.indices.dropLast().first(where: { times[$0] == times[$0 + 1] }) { throw .repeatedTime(index: k, times[k]) }
        let n = times.count
        guard n >= 2 else { throw .tooFewTimes(n) }
        let counts: [(Field, Int?, Int)] = [
            (.values, values.count, n), (.easing, easings?.count, n - 1), (.arcMode, arcModes?.count, n - 1),
            (.tension, tension?.count, n), (.continuity, continuity?.count, n), (.bias, bias?.count, n),
        ]
        for case (let field, let given?, let expected) in counts where given != expected {
            throw .count(field, given: given, expected: expected)
        }
        if easings != nil && mode.isPaced { throw .easingWithPaced(mode) }
    }

    /// The library's interpolation, with the defaults filled in. - Precondition: ``validate()`` passed.
    public var interpolation: Keyframes.Interpolation {
        let n = times.count
        let zeros = Array(repeating: 0.0, count: n)
        switch mode {
        case .linear: return .linear
        case .hermite: return .hermite
        case .monoSpline: return .monotoneSpline
        case .composeSpline: return .composeMonoSpline
        case .paced: return .paced
        case .arc: return .arc(arcModes ?? Array(repeating: .below, count: n - 1))
        case .cubic: return .kochanekBartels(tension: tension ?? zeros, continuity: continuity ?? zeros, bias: bias ?? zeros)
        case .cubicPaced: return .cubicPaced(tension: tension ?? zeros, continuity: continuity ?? zeros, bias: bias ?? zeros)
        }
    }

    /// The keyframes, after ``validate()``.
    public func keyframes() throws(KeyframesRequestError) -> Keyframes {
        try validate()
        do {
            return try Keyframes(times: times, values: values, dimension: dimension, interpolation: interpolation, easings: easings)
        } catch {
            throw .keyframes(error)
        }
    }

    /// Frames at `fps` from the first keyframe time to the last (see ``KeyframeTable``).
    /// - Precondition: fps finite and > 0, and few enough frames for `FrameClock`.
    public func table(fps: Double) throws(KeyframesRequestError) -> KeyframeTable { KeyframeTable(try keyframes(), fps: fps) }
}

/// Why a ``KeyframesRequest`` was refused.
public enum KeyframesRequestError: Error, Sendable, Equatable {
    /// Tension, continuity or bias without a cubic mode.
    case needsCubic
    /// Arc modes without ``KeyframesRequest/Mode/arc``.
    case needsArc
    /// Times `index` and `index + 1` (from 0) are equal.
    case repeatedTime(index: Int, Double)
    /// Fewer than two times.
    case tooFewTimes(Int)
    /// A list with `given` entries where `expected` are needed.
    case count(KeyframesRequest.Field, given: Int, expected: Int)
    /// Easings with a paced mode.
    case easingWithPaced(KeyframesRequest.Mode)
    /// What ``Keyframes`` refused.
    case keyframes(KeyframeError)
}
