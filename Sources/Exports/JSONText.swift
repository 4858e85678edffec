/// A JSON value written compactly, with every number as the shortest decimal that reads back
/// as the same double (what Swift's `description` prints; never NaN or infinity).
public indirect enum JSONText: Sendable, Hashable {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([JSONText])
    /// Members in the order given (the order is part of the output).
    case object([(String, JSONText)])

    public static func == (a: JSONText, b: JSONText) -> Bool { a.text == b.text }
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
            precondition(x.isFinite, "JSONText: numbers must be finite")
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

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}
