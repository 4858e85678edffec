/// A command's result as an HTTP response: 200 with the command's standard output, byte for byte,
/// or a 4xx/5xx with `{"error": "<the CLI's one-line message>"}`.
public struct APIResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    public static let jsonContentType = "application/json; charset=utf-8"

    /// The response for a refused request.
    public init(error: StudioError) {
        self.init(status: error.status, contentType: Self.jsonContentType, body: error.jsonBody)
    }

    /// The response for `result`, a run of `arguments` within `limits`.
    ///
    /// Exit 0 → 200 and the output; exit 2 (invalid input) → 400; exit 1 (the run failed) → 422;
    /// the output limit → 413; the time limit or a command stopped by a signal (its memory
    /// limit) → 422; a command that could not start → 500.
    public init(result: CommandResult, arguments: [String], limits: StudioLimits) {
        switch result.termination {
        case .exited(0):
            self.init(
                status: 200, contentType: ContentType.of(output: result.standardOutput, arguments: arguments), body: result.standardOutput)
        case .exited(let code):
            let message = Self.cliMessage(result.standardError) ?? "the command failed with exit status \(code)"
            switch code {
            case 2: self.init(error: .badRequest(message))
            case 1: self.init(error: .unprocessable(message))
            case 128...:
                self.init(
                    error: .unprocessable(
                        "the command was stopped by signal \(code - 128) (its memory limit is \(limits.maxCommandDataBytes) bytes)"))
            default: self.init(error: StudioError(status: 500, message))
            }
        case .outputLimit:
            self.init(
                error: .tooLarge("the output exceeds the \(limits.maxOutputBytes)-byte limit per response (ask for fewer rows or points)"))
        case .timeLimit:
            self.init(error: .unprocessable("the command exceeded the \(Self.seconds(limits.maxSeconds))-second time limit per request"))
        case .notStarted(let why):
            self.init(error: StudioError(status: 500, "the command could not be started: \(why)"))
        }
    }

    /// The CLI's error line without its `springsim: error: ` prefix.
    static func cliMessage(_ standardError: [UInt8]) -> String? {
        let text = String(decoding: standardError, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.contains("error: ") }) ?? text.split(separator: "\n").first else {
            return nil
        }
        let prefix = "springsim: error: "
        return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
