import SpringSim

/// A tiny ordered JSON value for the CLI's `--json` output (keys keep their order, numbers
/// use the shortest round-trip decimal, non-finite numbers become `null`).
indirect enum JSON {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    static func num(_ x: Double?) -> JSON { x.map { $0.isFinite ? .number($0) : .null } ?? .null }

    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .number(let x): return x.isFinite ? x.description : "null"
        case .string(let s): return JSON.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[" + items.map { $0.rendered(indent: indent + 1) }.joined(separator: ", ") + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n" + pairs.map { "\(pad)\(JSON.quote($0.0)): \($0.1.rendered(indent: indent + 1))" }.joined(separator: ",\n")
                + "\n\(end)}"
        }
    }

    /// RFC 8259 string quoting (FrameIO's, shared with the JSON Lines writer).
    static func quote(_ s: String) -> String { JSONText.quoted(s) }
}
