import enum FrameIO.JSONText

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
    /// (FrameIO's quoting, the one the JSON Lines writer uses.)
    public var jsonBody: [UInt8] { Array(("{\"error\": " + JSONText.quoted(message) + "}\n").utf8) }
}
