import FrameIO

/// A JSON value written compactly, with every number as the shortest decimal that reads back
/// as the same double (what Swift's `description` prints; never NaN or infinity).
public indirect enum JSONValue: Sendable, Hashable {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    /// Members in the order given (the order is part of the output).
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }
    public func hash(into h: inout Hasher) { h.combine(text) }

    /// The compact text.
    public var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        switch self {
        case .number(let x):
            precondition(x.isFinite, "JSONValue: numbers must be finite")
            out += Self.decimal(x)
        case .integer(let i): out += String(i)
        case .string(let s): Self.quote(s, into: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// The shortest round-trip decimal, integers without ".0", zero without a sign.
    static func decimal(_ x: Double) -> String {
        if x == 0 { return "0" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return x.description
    }

    /// RFC 8259 string quoting: FrameIO's (the JSON Lines writer's), one implementation.
    static func quote(_ s: String, into out: inout String) { out += JSONText.quoted(s) }
}
