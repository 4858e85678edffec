/// A request for the pie chart's table (`springsim chart pie`): seed 000's ring chart with its
/// touches, or seed 002's animated edits — a scene file's configuration (or the seed's) with the
/// values, touches, edits, layout and timing given on top of it, checked once by ``setup()``.
///
/// The edits are chosen by the file (one with edits) or by edits given here; the touches, the
/// pad, the move duration and the frame-table flag apply to the ring chart only, the edits'
/// duration to the edits only. Domains: a move duration in [0, 3600] s; everything else as the
/// configurations check it (``RingChartConfiguration/problem()``, ``PieEditConfiguration/problem()``).
///
/// ```swift
/// var request = PieChartRequest(values: [10, 10, 10])
/// request.edits = [PieEdit(.delete(index: 0), at: 0)]
/// let setup = try request.setup()
/// ```
public struct PieChartRequest: Sendable, Hashable {
    /// A field of the request, as an error names it (`rawValue`: the option's long name).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case values, hit, edit, frames, pad
        case moveDuration = "move-duration"
        case duration, fps, width, height, alphas

        /// The field a configuration's problem names (its scene-file key).
        init?(configurationKey key: String) {
            switch key {
            case "taps": self = .hit
            case "edits": self = .edit
            case "moveDuration": self = .moveDuration
            default: self.init(rawValue: key)
            }
        }
    }

    /// The chart a request sets up.
    public enum Setup: Sendable, Hashable {
        case ring(RingChartConfiguration)
        case edits(PieEditConfiguration)
    }

    /// A scene file's chart (nil: the seed's ring chart, or its edits when ``edits`` are given).
    public var file: PieChartFile?
    /// The values (replace the configuration's).
    public var values: [Double]?
    /// Ring chart: touches, after the configuration's.
    public var taps: [RingChartTap] = []
    /// Ring chart with touches: the frame table (moves animated) rather than one row per touch.
    public var tapFrames = false
    /// Edits, after the configuration's.
    public var edits: [PieEdit] = []
    /// Ring chart: the layout constant pad (pt) and the seconds a slice takes to move.
    public var pad: Double?, moveDuration: Double?
    /// Edits: the seconds each edit animates.
    public var duration: Double?
    /// Frames per second and the view's size (pt), for either chart.
    public var fps: Double?, width: Double?, height: Double?

    public init(file: PieChartFile? = nil, values: [Double]? = nil) {
        self.file = file
        self.values = values
    }

    /// Whether the request sets up the edits: the file holds them, or edits are given.
    public var isEdits: Bool {
        if case .edits = file { return true }
        return !edits.isEmpty
    }

    /// The check that needs no configuration: a move duration in [0, 3600] s.
    public func validate() throws(PieChartRequestError) {
        if let m = moveDuration, !(m >= 0 && m <= 3600) { throw .outOfDomain(.moveDuration, m) }
    }

    /// The configuration, after ``validate()``, then: ring-chart fields with the edits; a
    /// duration with the ring chart; the configuration's first problem.
    public func setup() throws(PieChartRequestError) -> Setup {
        try validate()
        if isEdits {
            if !taps.isEmpty || pad != nil || moveDuration != nil || tapFrames { throw .ringFieldsWithEdits }
            var c: PieEditConfiguration
            if case .edits(let fileConfig) = file { c = fileConfig } else { c = PieEditConfiguration() }
            c.edits += edits
            if let duration { c.duration = duration }
            return .edits(try configured(c))
        }
        if duration != nil { throw .durationWithoutEdits }
        var c: RingChartConfiguration
        if case .ring(let fileConfig) = file { c = fileConfig } else { c = RingChartConfiguration() }
        c.taps += taps
        if let pad { c.pad = pad }
        if let moveDuration { c.moveDuration = moveDuration }
        return .ring(try configured(c))
    }

    /// `c` with the fields both charts take, then its first problem refused.
    private func configured<C: PieChartFields>(_ c: C) throws(PieChartRequestError) -> C {
        var c = c
        if let values { c.values = values }
        if let fps { c.fps = fps }
        if let width { c.width = width }
        if let height { c.height = height }
        if let p = c.problem() { throw .configuration(Field(configurationKey: p.field) ?? .values, index: p.index, p.message) }
        return c
    }
}

/// The fields the ring chart and the edits both take, and their own check.
protocol PieChartFields {
    var values: [Double] { get set }
    var fps: Double { get set }
    var width: Double { get set }
    var height: Double { get set }
    func problem() -> (field: String, index: Int?, message: String)?
}

extension RingChartConfiguration: PieChartFields {}
extension PieEditConfiguration: PieChartFields {}

/// Why a ``PieChartRequest`` was refused; ``message(naming:)`` words it with the caller's names
/// for the fields.
public enum PieChartRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field outside its domain.
    case outOfDomain(PieChartRequest.Field, Double)
    /// Touches, the frame-table flag, the pad or the move duration with the edits.
    case ringFieldsWithEdits
    /// An edits' duration with the ring chart.
    case durationWithoutEdits
    /// The configuration's first problem: the field, the entry (from 0) and a message.
    case configuration(PieChartRequest.Field, index: Int?, String)

    /// The value the refusal is about (index from 0, the reason alone), if any.
    public var entry: (field: PieChartRequest.Field, index: Int, reason: String)? {
        guard case .configuration(.values, let i?, let message) = self else { return nil }
        return (.values, i, message)
    }

    /// The refusal as one line, each field named by `name`.
    public func message(naming name: (PieChartRequest.Field) -> String) -> String {
        switch self {
        case .outOfDomain(let field, let x): return "\(name(field)) must be in [0, 3600] s (got \(x))"
        case .ringFieldsWithEdits:
            return "\(name(.hit)), \(name(.frames)), \(name(.pad)) and \(name(.moveDuration)) apply to the ring chart, not to edits"
        case .durationWithoutEdits: return "\(name(.duration)) applies to edits (\(name(.edit))); the ring chart's timing is the seed's"
        case .configuration(let field, let index, let message): return "\(name(field))\(index.map { " entry \($0 + 1)" } ?? ""): \(message)"
        }
    }

    public var description: String { message { $0.rawValue } }
}
