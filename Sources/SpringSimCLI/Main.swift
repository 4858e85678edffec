import ArgumentParser
import SpringSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `springsim`: the numerics of UI motion on the command line.
struct SpringSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springsim",
        abstract:
            "The numerics of UI motion: exact per-frame spring tables, settling times, every platform's spring parameters, and the frames of the seed charts and the prize wheel.",
        discussion: """
            Spring flags (one family at a time; the combination names the platform API mirrored):
              --damping Z [--duration D] [--velocity V]        UIKit animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)
              --response R --damping Z                         SwiftUI Spring(response:dampingRatio:)
              --duration D --bounce B                          SwiftUI Spring(duration:bounce:)
              --mass M --stiffness K --damping-coefficient C   Core Animation CASpringAnimation (defaults 1, 100, 10)
              --stiffness K --damping Z                        Jetpack Compose spring(dampingRatio, stiffness)
              --bounciness B --speed S                         pop / rebound
              --tension T --friction F [--mass M] [--origami]  react-spring / rebound / pop (physical, or Origami values)
              --preset NAME                                    a named platform spring
            --damping is always the ratio ζ; --velocity is always normalised to the distance.

            Table options (the default `spring` subcommand; see `springsim spring --help`):
              --from A --to B (0, 1)   --fps N (60)   --until settle|duration|SECONDS (settle)
              --times t1,t2,…   --epsilon E (0.001)   --output FILE

            Examples:
              springsim --damping 0.15 --velocity 1.4 > frames.csv
              springsim settle --response 0.5 --damping 0.825 --json
              springsim convert --damping 0.15 --velocity 1.4
              springsim integrate --method rk4 --dt 0.001 --damping 0.15 --velocity 1.4 --stats
              springsim integrate --policy rebound --tension 230.2 --friction 19 --fps 62.5
              springsim chart line --animation spring --values 3,1,4,1,5
              springsim chart pie --values 500,100,50 --edit delete:0@0,delete:0@0.1
              springsim wheel --prize 5 --mode decay-snap --rate 0.998 --ticks
              springsim refresh --progress 0,0.25,0.5,0.75,1
            """,
        version: "0.1.0",
        subcommands: [
            SpringCommand.self, SettleCommand.self, ConvertCommand.self, IntegrateCommand.self, EaseCommand.self, PathCommand.self,
            ChartCommand.self, RefreshCommand.self, WheelCommand.self, RenderCommand.self,
        ],
        defaultSubcommand: SpringCommand.self
    )
}

@main
enum Main {
    static func main() {
        // A closed pipe (`springsim … | head`) must end the program quietly, not by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try SpringSimCommand.parseAsRoot()
            try command.run()
        } catch let error as CSVWriteError where error == .closedPipe {
            exit(0)
        } catch let error as CLIError {
            fail(error.description, code: 1)
        } catch let error as CSVWriteError {
            fail(error.description, code: 1)
        } catch let error as SceneFileError {
            fail(error.description, code: 1)
        } catch {
            let code = SpringSimCommand.exitCode(for: error)
            if code == .success {
                // --help, --version: the full text, on stdout.
                print(SpringSimCommand.fullMessage(for: error))
                exit(0)
            }
            let message = SpringSimCommand.message(for: error)
            let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "invalid arguments"
            fail(firstLine.replacingPrefix("Error: ", with: ""), code: code.rawValue)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        writeStandardError("springsim: error: \(message)\n")
        exit(code == 0 ? 1 : code)
    }

    static func writeStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
