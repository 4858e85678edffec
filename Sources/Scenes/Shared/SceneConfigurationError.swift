/// Why a scene configuration was refused: the field (its scene-file key), the element index
/// when the field is a list, and a short reason — printed as `values[2]: must be ≥ 0`.
public struct SceneConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public let field: String
    public let index: Int?
    public let reason: String

    public init(field: String, index: Int?, reason: String) {
        self.field = field
        self.index = index
        self.reason = reason
    }

    public var description: String { "\(field)\(index.map { "[\($0)]" } ?? ""): \(reason)" }
}

extension SceneConfigurationError {
    /// The same problem as a `DecodingError` at `codingPath` + the field (dotted names such as
    /// `layout.height` become one key per component) + the index, so a scene-file decoder
    /// points at the offending JSON value (`values[2]: must be ≥ 0`).
    public func decodingError(under codingPath: [any CodingKey]) -> DecodingError {
        var path = codingPath + field.split(separator: ".").map { SceneCodingKey(String($0)) as any CodingKey }
        if let index { path.append(SceneCodingKey(index: index)) }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: reason))
    }

    /// Throws a configuration's first problem (from its `problem()`, nil when there is none)
    /// as the `DecodingError` of ``decodingError(under:)``.
    static func throwing(_ problem: (field: String, index: Int?, message: String)?, under codingPath: [any CodingKey]) throws {
        if let p = problem {
            throw SceneConfigurationError(field: p.field, index: p.index, reason: p.message).decodingError(under: codingPath)
        }
    }
}

/// A coding key for locating configuration errors: a field name, or an array position (whose
/// text is `Index n`, as the standard library's own unkeyed containers name positions).
public struct SceneCodingKey: CodingKey, Sendable {
    public let stringValue: String
    public let intValue: Int?

    public init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    public init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    public init?(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { self.init(index: intValue) }
}
