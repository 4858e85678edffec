import ArgumentParser

/// `springsim studio`: runs `springsim-studio`, the executable beside this one, with the same
/// arguments. The HTTP server lives there so that no other command links or loads it.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve the studio page and the CLI as an HTTP API on this machine (see docs/STUDIO.md).",
        discussion: """
            Binds loopback unless --host is given (then it warns that the studio is reachable \
            from other machines), prints its URL, and stops on Ctrl-C or SIGTERM. \
            GET /api/<subcommand words>?<long option>=<value>&… answers with the bytes the CLI \
            prints; run `springsim-studio --help` for the limits it takes.
            """
    )

    @Option(help: Help.port) var port: Int = 8080

    @Option(help: Help.host) var host: String = "127.0.0.1"

    @Flag(help: Help.open) var open = false

    /// Where the studio server runs each request's command (`springsim-studio --runner`).
    enum Runner: String, ExpressibleByArgument, CaseIterable {
        case inProcess = "in-process"
        case spawn
    }

    @Option(help: Help.runner) var runner: Runner = .inProcess

    func validate() throws {
        guard (0...65535).contains(port) else { throw CLIError("--port must be an integer in [0, 65535] (got \(port))") }
    }

    func run() throws {
        let directory = Platform.executablePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let server = (directory.isEmpty ? "." : directory) + "/springsim-studio"
        var arguments = [server, "--port", String(port), "--host", host]
        if open { arguments.append("--open") }
        arguments += ["--runner", runner.rawValue]
        Platform.replaceProcess(server, arguments)
        throw CLIError(
            runtime: "cannot run \(server): \(Platform.lastErrorMessage) (build it with `swift build --product springsim-studio`)")
    }
}
