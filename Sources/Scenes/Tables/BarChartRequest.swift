/// A request for the lollipop bar chart's frame table (`springsim chart bar`): the chart's
/// configuration (a scene file's, or the seed's), the counts given on top of it and the frame
/// rate, checked once by ``configured()`` before the scene is built.
///
/// Domains: fps in (0, 1e6]; the counts as ``BarChartConfiguration`` takes them (finite, ≥ 0, at
/// least one > 0), every other constant the configuration's own.
///
/// ```swift
/// let scene = try BarChartRequest(values: [3, 1, 4], fps: 120).scene()
/// ```
public struct BarChartRequest: Sendable, Hashable {
    /// A field of the request, as an error names it (`rawValue`: the option's long name).
    public enum Field: String, Sendable, Hashable, CaseIterable { case values, fps }

    /// The constants, and the counts when ``values`` is nil.
    public var configuration: BarChartConfiguration
    /// The counts, one per bar (replace the configuration's).
    public var values: [Double]?
    /// Frames per second of the table.
    public var fps: Double

    /// The seed's chart (its ten made-up counts).
    public static let seed = try! BarChartConfiguration()

    public init(configuration: BarChartConfiguration = Self.seed, values: [Double]? = nil, fps: Double = 60) {
        self.configuration = configuration
        self.values = values
        self.fps = fps
    }

    /// The checks that need no configuration: fps in (0, 1e6].
    public func validate() throws(BarChartRequestError) {
        guard fps > 0 && fps <= 1e6 else { throw .fps(fps) }
    }

    /// The configuration with the counts given, after ``validate()``, checked by
    /// ``BarChartConfiguration``.
    public func configured() throws(BarChartRequestError) -> BarChartConfiguration {
        try validate()
        guard let values else { return configuration }
        let c = configuration
        do {
            return try BarChartConfiguration(
                values: values, width: c.width, height: c.height, barWidth: c.barWidth, knobRadius: c.knobRadius, margin: c.margin,
                stagger: c.stagger, duration: c.duration, childDuration: c.childDuration)
        } catch {
            throw .configuration(error)
        }
    }

    /// The scene, after every check.
    public func scene() throws(BarChartRequestError) -> BarChartScene { BarChartScene(try configured(), fps: fps) }
}

/// Why a ``BarChartRequest`` was refused; ``message(naming:)`` words it with the caller's names
/// for the fields.
public enum BarChartRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// fps outside (0, 1e6].
    case fps(Double)
    /// The configuration refused the counts.
    case configuration(SceneConfigurationError)

    /// The count the refusal is about (index from 0, the reason alone), if any.
    public var entry: (field: BarChartRequest.Field, index: Int, reason: String)? {
        guard case .configuration(let e) = self, e.field == "values", let i = e.index else { return nil }
        return (.values, i, e.reason)
    }

    /// The refusal as one line, each field named by `name`.
    public func message(naming name: (BarChartRequest.Field) -> String) -> String {
        switch self {
        case .fps(let f): return "\(name(.fps)) must be a finite number > 0 and ≤ 1e6 (got \(f))"
        case .configuration(let e) where e.field == "values":
            return "\(name(.values)):\(e.index.map { " entry \($0 + 1)" } ?? "") \(e.reason)"
        case .configuration(let e): return e.description
        }
    }

    public var description: String { message { $0.rawValue } }
}
