import Foundation
import Hummingbird
import Studio

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `springsim-studio`: the studio's HTTP server (run as `springsim studio`). It binds loopback
/// unless `--host` says otherwise, prints its URL, serves until SIGINT or SIGTERM, then stops
/// cleanly and removes its temporary directory.
@main
enum StudioMain {
    static func main() async {
        let options: StudioOptions
        do {
            options = try StudioOptions.parse(Array(CommandLine.arguments.dropFirst()), cores: ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            fail(error.message, code: 2)
        }
        if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
            print(StudioOptions.usage, terminator: "")
            return
        }
        // Writing to a command that has exited must not end the server.
        signal(SIGPIPE, SIG_IGN)
        // A shell starts a background job with SIGINT ignored, and an ignored signal never reaches
        // the graceful-shutdown handler: take the default disposition back before it is installed.
        signal(SIGINT, SIG_DFL)
        let directory = executableDirectory()
        let springsim = options.springsim ?? directory + "/springsim"
        guard access(springsim, X_OK) == 0 else {
            fail("no springsim executable at \(springsim) (build it, or pass --springsim PATH)", code: 1)
        }
        let webDirectory = options.web ?? directory + "/SpringSim_SpringSimStudio.resources/Web"
        let files: StaticFiles
        do { files = try StaticFiles(directory: webDirectory) } catch { fail("cannot read the page's files in \(webDirectory)", code: 1) }
        var template = Array((NSTemporaryDirectory() + "/springsim-studio.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fail("cannot make a temporary directory", code: 1) }
        let temporary = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: temporary) }

        if !options.isLoopback {
            writeStandardError(
                "springsim studio: warning: listening on \(options.host): the studio is reachable from other machines, and anyone who can reach it can run springsim commands on this one\n"
            )
        }
        if getenv("LOG_LEVEL") == nil { setenv("LOG_LEVEL", "warning", 1) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let spawned = SpawnedCommandRunner(
            executable: springsim, workingDirectory: temporary,
            maxConcurrent: options.jobsGiven ? options.limits.maxConcurrentCommands : max(2, 2 * cores))
        let runner: any CommandRunner
        switch options.runner {
        case .spawn: runner = spawned
        case .inProcess:
            runner = InProcessCommandRunner(
                threads: options.jobsGiven ? options.limits.maxConcurrentCommands : max(1, cores), spawned: spawned)
        }
        let responder = StudioResponder(runner: runner, files: files, limits: options.limits)
        let host = options.host
        let open = options.open
        let app = Application(
            responder: responder,
            configuration: .init(address: .hostname(host, port: options.port), serverName: "springsim-studio", backlog: 1024),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
                let url = "http://\(shown):\(port)/"
                FileHandle.standardOutput.write(Data("springsim studio: serving \(url) (Ctrl-C to stop)\n".utf8))
                if open { openInBrowser(url) }
            }
        )
        do {
            try await app.runService()
        } catch {
            fail("\(error)", code: 1)
        }
        FileHandle.standardOutput.write(Data("springsim studio: stopped\n".utf8))
    }

    static func executableDirectory() -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (path as NSString).deletingLastPathComponent
    }

    /// `xdg-open URL` (macOS: `open URL`), not waited for; a failure is only a warning.
    static func openInBrowser(_ url: String) {
        #if os(macOS)
            let tool = "/usr/bin/open"
        #else
            let tool = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url]
        do { try process.run() } catch {
            writeStandardError("springsim studio: warning: could not open a browser (\(tool)); open \(url)\n")
        }
    }

    static func writeStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func fail(_ message: String, code: Int32) -> Never {
        writeStandardError("springsim studio: error: \(message)\n")
        exit(code)
    }
}
