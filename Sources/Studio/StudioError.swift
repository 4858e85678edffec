/// A request the studio refuses: an HTTP status and the one-line message of its JSON body,
/// `{"error": "<message>"}`.
public struct StudioError: Error, Sendable, Equatable {
    public var status: Int
    public var message: String

    public init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    public static func badRequest(_ message: String) -> StudioError { StudioError(status: 400, message) }
    public static func tooLarge(_ message: String) -> StudioError { StudioError(status: 413, message) }
    public static func unprocessable(_ message: String) -> StudioError { StudioError(status: 422, message) }

    /// `{"error": "…"}` with a newline, the message JSON-escaped on one line.
    public var jsonBody: [UInt8] { Array(("{\"error\": \"" + JSONText.escaped(message) + "\"}\n").utf8) }
}

/// JSON string escaping (RFC 8259 §7): quote, backslash and control characters.
enum JSONText {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
