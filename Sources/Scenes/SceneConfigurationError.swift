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
