import Studio

/// `springsim-studio [--port 8080] [--host 127.0.0.1] [--open] [--runner in-process|spawn]` and
/// the limits, read by hand (the same words `springsim studio` forwards).
struct StudioOptions {
    var port = 8080
    var host = "127.0.0.1"
    var open = false
    var springsim: String?
    var web: String?
    var runner = Runner.inProcess
    /// Whether --jobs was given (else the runner picks: cores in-process, 2 × cores spawned).
    var jobsGiven = false
    var limits = StudioLimits()

    /// Where commands run: in the server's process (the default), or one `springsim` process per
    /// request.
    enum Runner: String {
        case inProcess = "in-process"
        case spawn
    }

    static let usage = """
        USAGE: springsim studio [--port <port>] [--host <address>] [--open] [--runner <in-process|spawn>]

        Serves the studio page at / and the CLI as an HTTP API at /api/ (see docs/STUDIO.md).

        OPTIONS:
          --port <port>           TCP port, in [0, 65535]; 0 picks a free one (default: 8080).
          --host <address>        Address to bind (default: 127.0.0.1, loopback only). Any other
                                  address makes the studio reachable from other machines.
          --open                  Open the page in the default browser (xdg-open / open).
          --runner <runner>       in-process (default): commands run on the server's threads;
                                  spawn: one springsim process per request. In-process,
                                  network, follow, fit, sweep and --coupling still run spawned.
          --springsim <path>      The springsim executable to run (default: the one beside this).
          --web <dir>             Serve the page from this directory instead of the bundled copy.
          --max-body-bytes <n>    Largest request body, bytes (default: 1048576).
          --max-output-bytes <n>  Largest response body, bytes (default: 16777216).
          --max-seconds <s>       Time per request, seconds, in (0, 3600] (default: 10).
          --jobs <n>              Commands run at once, in [1, 256] (default: cores in-process,
                                  2 × cores spawned).
          -h, --help              Show help information.

        """

    struct UsageError: Error { var message: String }

    static func parse(_ arguments: [String], cores: Int) throws(UsageError) -> StudioOptions {
        var options = StudioOptions()
        options.limits.maxConcurrentCommands = max(2, 2 * cores)
        var tokens = arguments[...]
        func value(_ name: String) throws(UsageError) -> String {
            guard let next = tokens.popFirst() else { throw UsageError(message: "missing value for '\(name)'") }
            return next
        }
        func integer(_ name: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
            let text = try value(name)
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(message: "\(name) must be an integer in [\(range.lowerBound), \(range.upperBound)] (got '\(text)')")
            }
            return number
        }
        while let token = tokens.popFirst() {
            var name = token
            if let equals = token.firstIndex(of: "="), token.hasPrefix("--") {
                name = String(token[..<equals])
                tokens.insert(String(token[token.index(after: equals)...]), at: tokens.startIndex)
            }
            switch name {
            case "--port": options.port = try integer(name, 0...65535)
            case "--host":
                options.host = try value(name)
                if options.host.isEmpty { throw UsageError(message: "--host must not be empty") }
            case "--open": options.open = true
            case "--springsim": options.springsim = try value(name)
            case "--web": options.web = try value(name)
            case "--max-body-bytes": options.limits.maxBodyBytes = try integer(name, 0...(1 << 30))
            case "--max-output-bytes": options.limits.maxOutputBytes = try integer(name, 1...(1 << 31))
            case "--jobs":
                options.limits.maxConcurrentCommands = try integer(name, 1...256)
                options.jobsGiven = true
            case "--runner":
                let text = try value(name)
                guard let runner = Runner(rawValue: text) else {
                    throw UsageError(message: "--runner must be in-process or spawn (got '\(text)')")
                }
                options.runner = runner
            case "--max-seconds":
                let text = try value(name)
                guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                    throw UsageError(message: "--max-seconds must be in (0, 3600] (got '\(text)')")
                }
                options.limits.maxSeconds = seconds
            default: throw UsageError(message: "unknown option '\(token)'")
            }
        }
        return options
    }

    /// Loopback addresses: 127.0.0.0/8, ::1 and localhost.
    var isLoopback: Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}
