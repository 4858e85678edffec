import ArgumentParser
import SpringSim

/// `springsim`: the numerics of UI motion on the command line.
struct SpringSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springsim",
        abstract:
            "The numerics of UI motion: exact per-frame spring tables, settling times, every platform's spring parameters, and the frames of the seed charts and the prize wheel.",
        discussion: """
            Spring flags, one family at a time (the combination names the API mirrored):
              --damping Z [--duration D] [--velocity V]
                UIKit animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)
              --response R --damping Z
                SwiftUI Spring(response:dampingRatio:)
              --duration D --bounce B
                SwiftUI Spring(duration:bounce:)
              --mass M --stiffness K --damping-coefficient C
                Core Animation CASpringAnimation (defaults 1, 100, 10)
              --stiffness K --damping Z
                Jetpack Compose spring(dampingRatio, stiffness)
              --bounciness B --speed S
                pop / rebound
              --tension T --friction F [--mass M] [--origami]
                react-spring / rebound / pop (physical, or Origami values)
              --preset NAME
                a named platform spring
            --damping is always the ratio ζ; --velocity is always normalised to the \
            distance.

            Table options (the default `spring` subcommand; see `springsim spring --help`):
              --from A --to B (default 0, 1)   --fps N (60)   --epsilon E (0.001)
              --until settle|duration|SECONDS (settle)   --times t1,t2,…
              --output FILE   --format csv|jsonl (csv)   --max-rows N (10000000)

            Numbers: every numeric option states its domain in its help, and a value \
            outside it is refused before anything is written. Negative values are \
            written as they are: --velocity -3, --values -2,5,-1.
            Lists (--values, --times, --progress, --at, --advances, --edit, --y) are \
            separated by commas, spaces or line breaks, or read from a file: @FILE, @- \
            (standard input) or @FILE.csv:COLUMN (a column of a CSV table with a header \
            row). SVG path data may be given as @FILE too.

            Exit status: 0 success; 1 the run failed (a file could not be read or \
            written, or a computation could not finish); 2 the command line or an \
            input is invalid (an unknown option, a missing value, a value outside its \
            domain, a malformed input file). Errors are one line on standard error.

            Examples:
              springsim --damping 0.15 --velocity 1.4 > frames.csv
              springsim settle --response 0.5 --damping 0.825 --json
              springsim convert --damping 0.15 --velocity 1.4
              springsim integrate --method rk4 --damping 0.15 --velocity 1.4 --stats
              springsim integrate --policy rebound --tension 230.2 --friction 19
              springsim chart line --animation spring --values 3,1,4,1,5
              springsim chart pie --values 500,100,50 --edit delete:0@0,delete:0@0.1
              springsim wheel --prize 5 --mode decay-snap --rate 0.998 --ticks
              springsim scroll --physics ios --velocity 2500 --extent 0:1200
              springsim refresh --progress 0,0.25,0.5,0.75,1
              springsim network --chain 10 --stiffness 100 --damping-coefficient 0.5
            """,
        version: "0.1.0",
        subcommands: [
            SpringCommand.self, SettleCommand.self, ConvertCommand.self, IntegrateCommand.self, EaseCommand.self, KeyframesCommand.self,
            PathCommand.self,
            ChartCommand.self, RefreshCommand.self, WheelCommand.self, NetworkCommand.self, RenderCommand.self, FollowCommand.self,
            FitCommand.self, ScrollCommand.self, SweepCommand.self,
            ExportCommand.self, MetricsCommand.self, StudioCommand.self,
        ],
        defaultSubcommand: SpringCommand.self
    )
}

/// The `springsim` program as a library: run a command line on the process's streams
/// (``runAsProcess()``, the executable's whole `main`) or in-process on bytes
/// (``run(_:standardInput:)``, for a program that serves the same answers, such as a local studio).
/// Both take the same path: the direct reader of the plain spring table, else ArgumentParser;
/// then the command's request, its table and the one writer.
public enum SpringSimTool {
    /// What a command line printed and its exit status.
    public struct Output: Sendable, Equatable {
        public var standardOutput: [UInt8]
        public var standardError: [UInt8]
        public var status: Int32
    }

    /// Runs `arguments` (without the program name) inside this process: standard input is
    /// `standardInput`, standard output and error are collected, and the process's own file
    /// descriptors are never touched (`--output FILE` still writes FILE).
    public static func run(_ arguments: [String], standardInput: [UInt8] = []) -> Output {
        let out = ByteBuffer(), err = ByteBuffer()
        let console = Console(standardInput: .bytes(standardInput), standardOutput: .memory(out), standardError: .memory(err))
        let status = run(arguments, console: console)
        return Output(standardOutput: out.bytes, standardError: err.bytes, status: status)
    }

    /// `springsim`'s `main`: the command line of the process on its standard streams; exits with
    /// the command's status. A closed pipe (`springsim … | head`) ends it quietly, not by SIGPIPE.
    public static func runAsProcess() -> Never {
        Platform.ignoreBrokenPipeSignal()
        var given = CommandLine.arguments
        if !given.isEmpty { given.removeFirst() }  // (not Array(dropFirst()): an ArraySlice costs start-up)
        Platform.exitProcess(run(given, console: .process))
    }

    /// Runs `given` with `console` as its standard streams; returns the exit status. (A caller
    /// that bounds the output, such as a server, passes ``ByteDestination/memory(_:)`` buffers
    /// with a limit and a deadline.)
    public static func run(_ given: [String], console: Console) -> Int32 {
        Console.$current.withValue(console) { run(given) }
    }

    private static func run(_ given: [String]) -> Int32 {
        let arguments = Arguments.joiningNegativeValues(given)
        do {
            if let job = DirectSpringLine.job(arguments) {
                // The plain default table: ArgumentParser's start-up is skipped (see DirectSpringLine).
                try job.run()
                return ExitStatus.success
            }
            try checkHelpTopic(arguments)
            try checkSubcommands(arguments)
            var command = try SpringSimCommand.parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch let error as CSVWriteError where error == .closedPipe {
            return ExitStatus.success
        } catch let error as CLIError {
            return fail(error.description, code: error.exitCode)
        } catch let error as CSVWriteError {
            return fail(error.description, code: ExitStatus.failure)
        } catch let error as SceneFileError {
            // Line 0: the file could not be read; otherwise its content is invalid.
            return fail(error.description, code: error.line == 0 ? ExitStatus.failure : ExitStatus.usage)
        } catch {
            let code = SpringSimCommand.exitCode(for: error)
            if code == .success {
                // --help, --version: the full text, on stdout.
                do { try Console.current.standardOutput.write(SpringSimCommand.fullMessage(for: error) + "\n") } catch {
                    if error != .closedPipe { return fail(error.description, code: ExitStatus.failure) }
                }
                return ExitStatus.success
            }
            // ArgumentParser's parse and validation errors (its own status would be 64).
            let message = oneLine(SpringSimCommand.message(for: error)).replacingPrefix("Error: ", with: "")
            return fail(message + choices(missing: message, arguments), code: ExitStatus.usage)
        }
    }

    /// ArgumentParser's error message as one line: its first line, and when that line ends in a
    /// colon, the bulleted list after it ("Please provide one of the following:\n  - euler\n  - rk4"
    /// becomes "… one of the following: euler, rk4").
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true)
        guard var text = lines.first.map(String.init) else { return "invalid arguments" }
        if text.hasSuffix(":") {
            let items = lines.dropFirst().map(\.trimmingSpaces).prefix { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
            if !items.isEmpty { text += " " + items.joined(separator: ", ") }
        }
        return text
    }

    /// For "Missing value for '--method <name>'" (or "Missing expected argument …") of an option
    /// with a fixed set of values, "; one of: euler, rk4, …" — the list ArgumentParser gives for an
    /// invalid value, asked for by parsing the line again with one (nothing runs); "" otherwise.
    static func choices(missing message: String, _ arguments: [String]) -> String {
        let prefixes = ["Missing value for '--", "Missing expected argument '--"]
        guard let prefix = prefixes.first(where: message.hasPrefix) else { return "" }
        let name = "--" + message.dropFirst(prefix.count).prefix { $0 != " " && $0 != "'" }
        var probe = arguments.filter { $0 != name }
        probe.append(name + "=?")
        do { _ = try SpringSimCommand.parseAsRoot(probe) } catch {
            let text = oneLine(SpringSimCommand.message(for: error))
            let marker = "Please provide one of the following: "
            if text.contains("'?' is invalid for '\(name)"), let range = text.firstRange(of: marker) {
                return "; one of: " + text[range.upperBound...]
            }
        }
        return ""
    }

    /// The subcommands of `command` by the names a command line uses.
    static func subcommandNames(_ command: ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.map { $0.configuration.commandName ?? "\($0)".lowercased() }
    }

    /// The subcommand of `command` called `name`, if there is one.
    static func subcommand(_ command: ParsableCommand.Type, named name: String) -> ParsableCommand.Type? {
        command.configuration.subcommands.first { $0.configuration.commandName == name || "\($0)".lowercased() == name }
    }

    /// `springsim help NAME…` must name subcommands that exist (ArgumentParser would show the
    /// root help for a misspelt one and exit 0).
    static func checkHelpTopic(_ arguments: [String]) throws {
        guard arguments.first == "help" else { return }
        var command: ParsableCommand.Type = SpringSimCommand.self
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            guard let sub = subcommand(command, named: name) else {
                throw CLIError("help: unknown subcommand '\(name)' (subcommands: \(subcommandNames(command).joined(separator: ", ")))")
            }
            command = sub
        }
    }

    /// A word where a subcommand is expected must name one: `springsim sttle` gets "unknown
    /// subcommand 'sttle' (did you mean 'settle'?)" instead of the default table's "unexpected
    /// argument" (misspelt options get ArgumentParser's own suggestion).
    static func checkSubcommands(_ arguments: [String]) throws {
        var command: ParsableCommand.Type = SpringSimCommand.self
        for word in arguments {
            let names = subcommandNames(command)
            guard !names.isEmpty, !word.hasPrefix("-"), word != "help" else { return }
            guard let sub = subcommand(command, named: word) else {
                let path = command == SpringSimCommand.self ? "" : "\(command.configuration.commandName ?? "") "
                let guess = Spelling.closest(to: word, in: names).map { "did you mean '\(path)\($0)'?" }
                throw CLIError(
                    "unknown subcommand '\(path)\(word)' (\(guess ?? "subcommands: " + names.joined(separator: ", ")))")
            }
            command = sub
        }
    }

    static func fail(_ message: String, code: Int32) -> Int32 {
        writeStandardError("springsim: error: \(message)\n")
        return code == 0 ? ExitStatus.failure : code
    }

    /// Writes `text` to standard error (``Console/current``'s); a failure to write it is ignored.
    static func writeStandardError(_ text: String) {
        try? Console.current.standardError.write(text)
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
