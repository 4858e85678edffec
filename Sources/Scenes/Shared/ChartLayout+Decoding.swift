/// A chart configuration that cannot be used: the field (a dotted path such as
/// `layout.height`) and why, e.g. "must be > 0".
public struct ChartConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var field: String
    public var message: String

    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }

    /// Throws the problem `message` at `field` unless `ok`: one line per check in a `validate()`.
    static func require(_ ok: Bool, _ field: String, _ message: String) throws(ChartConfigurationError) {
        if !ok { throw ChartConfigurationError(field: field, message) }
    }

    /// The same problem as a `DecodingError` located at `codingPath` + the field's path, so a
    /// scene-file decoder can point at the offending JSON value.
    public func decodingError(under codingPath: [any CodingKey]) -> DecodingError {
        SceneConfigurationError(field: field, index: nil, reason: message).decodingError(under: codingPath)
    }
}

extension ChartLayout {
    /// The fields of a ``ChartLayout`` a scene file may set (`"layout": {"height": 300, …}`),
    /// each optional; absent fields keep the scene's own default layout. The optional fields
    /// (`width`, `pointSpacing`, `maxValue`, `minValue`) accept `null` to clear the default
    /// (e.g. `"pointSpacing": null` with a `width` spreads the points over the width).
    public struct Overrides: Decodable, Sendable, Hashable {
        public var height: Double?
        public var width: Double??
        public var leftMargin: Double?
        public var rightMargin: Double?
        public var topMargin: Double?
        public var bottomMargin: Double?
        public var pointSpacing: Double??
        public var maxValue: Double??
        public var minValue: Double??
        public var roundsToWholePoints: Bool?

        public init() {}

        enum CodingKeys: String, CodingKey {
            case height, width, leftMargin, rightMargin, topMargin, bottomMargin, pointSpacing, maxValue, minValue, roundsToWholePoints
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            func clearable(_ key: CodingKeys) throws -> Double?? {
                guard c.contains(key) else { return nil }
                if try c.decodeNil(forKey: key) { return .some(nil) }
                return .some(try c.decode(Double.self, forKey: key))
            }
            height = try c.decodeIfPresent(Double.self, forKey: .height)
            width = try clearable(.width)
            leftMargin = try c.decodeIfPresent(Double.self, forKey: .leftMargin)
            rightMargin = try c.decodeIfPresent(Double.self, forKey: .rightMargin)
            topMargin = try c.decodeIfPresent(Double.self, forKey: .topMargin)
            bottomMargin = try c.decodeIfPresent(Double.self, forKey: .bottomMargin)
            pointSpacing = try clearable(.pointSpacing)
            maxValue = try clearable(.maxValue)
            minValue = try clearable(.minValue)
            roundsToWholePoints = try c.decodeIfPresent(Bool.self, forKey: .roundsToWholePoints)
        }
    }

    /// This layout with the fields `overrides` sets replaced.
    public func applying(_ overrides: Overrides) -> ChartLayout {
        var l = self
        if let v = overrides.height { l.height = v }
        if let v = overrides.width { l.width = v }
        if let v = overrides.leftMargin { l.leftMargin = v }
        if let v = overrides.rightMargin { l.rightMargin = v }
        if let v = overrides.topMargin { l.topMargin = v }
        if let v = overrides.bottomMargin { l.bottomMargin = v }
        if let v = overrides.pointSpacing { l.pointSpacing = v }
        if let v = overrides.maxValue { l.maxValue = v }
        if let v = overrides.minValue { l.minValue = v }
        if let v = overrides.roundsToWholePoints { l.roundsToWholePoints = v }
        return l
    }

    /// ``problem(for:)`` as a throwing check; layout fields are reported under `layout.`.
    public func validate(for values: [Double]) throws(ChartConfigurationError) {
        guard let p = problem(for: values) else { return }
        throw ChartConfigurationError(field: p.field == "values" ? p.field : "layout." + p.field, p.message)
    }
}

extension KeyedDecodingContainer {
    /// `decodeIfPresent` that also checks the value: `check` returns a problem message or nil;
    /// a problem becomes a `DecodingError.dataCorrupted` located at `key`.
    func decodeChecked<T: Decodable>(_ type: T.Type, forKey key: Key, _ check: (T) -> String?) throws -> T? {
        guard let v = try decodeIfPresent(type, forKey: key) else { return nil }
        if let problem = check(v) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem)
        }
        return v
    }
}

/// Common checks for ``KeyedDecodingContainer/decodeChecked(_:forKey:_:)``.
enum Check {
    static func positive(_ v: Double) -> String? { v.isFinite && v > 0 ? nil : "must be a finite number > 0" }
    static func nonNegative(_ v: Double) -> String? { v.isFinite && v >= 0 ? nil : "must be a finite number ≥ 0" }
    static func finite(_ v: Double) -> String? { v.isFinite ? nil : "must be a finite number" }
    static func unit(_ v: Double) -> String? { v.isFinite && v >= 0 && v <= 1 ? nil : "must be in [0, 1]" }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// Decodes one of the cases by name, with a message listing them (`unknown animation
    /// 'sprnig' (expected drawing, alpha, width, rise or spring)`) instead of the
    /// standard library's "Cannot initialize … from invalid String value".
    static func decodeChoice(from decoder: any Decoder, what: String) throws -> Self {
        let c = try decoder.singleValueContainer()
        let name = try c.decode(String.self)
        if let v = Self(rawValue: name) { return v }
        let names = allCases.map(\.rawValue)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
        throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown \(what) '\(name)' (expected \(list))")
    }
}
