import Foundation
import Testing

/// The help of every command and subcommand, compared byte for byte with the committed
/// snapshots in `Snapshots/help-<command>.txt`, rendered at a fixed width (COLUMNS=80) so the
/// wrapping is deterministic. After an intended change of the help, regenerate the snapshots
/// with `SPRINGSIM_UPDATE_SNAPSHOTS=1 swift test --filter HelpSnapshotTests` and review the diff.
@Suite("help snapshots")
struct HelpSnapshotTests {
    static let commands: [[String]] = [
        [], ["spring"], ["settle"], ["convert"], ["integrate"], ["ease"], ["keyframes"], ["path"], ["path", "length"], ["path", "at"],
        ["path", "trim"], ["path", "sample"], ["path", "text"], ["path", "tangent"], ["path", "bounds"], ["path", "extrema"],
        ["path", "inflections"], ["path", "nearest"], ["path", "area"], ["path", "split"], ["chart"], ["chart", "line"],
        ["chart", "curve"],
        ["chart", "bar"], ["chart", "pie"], ["refresh"], ["wheel"], ["render"], ["render", "plot"], ["render", "filmstrip"],
        ["follow"], ["fit"], ["fit", "spring"], ["fit", "bezier"], ["scroll"], ["sweep"], ["export"], ["metrics"], ["studio"],
    ]

    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Runs springsim with COLUMNS=80.
    static func help(_ command: [String]) throws -> CLITests.Run {
        try CLITests.run(command + ["--help"], environment: ["COLUMNS": "80", "LINES": nil])
    }

    @Test("every command's help matches its snapshot", arguments: commands)
    func snapshot(_ command: [String]) throws {
        let r = try Self.help(command)
        #expect(r.status == 0 && r.stderr.isEmpty)
        let name = "help-" + (command.isEmpty ? "springsim" : command.joined(separator: "-")) + ".txt"
        let file = Self.snapshots.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SPRINGSIM_UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try Data(r.stdout.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(
            r.stdout == expected,
            "help of '\(command.joined(separator: " "))' differs from Snapshots/\(name); if the change is intended, regenerate with SPRINGSIM_UPDATE_SNAPSHOTS=1 swift test --filter HelpSnapshotTests"
        )
    }

    @Test("help reads at 80 columns: no line wider, no option default stated twice")
    func width() throws {
        for command in Self.commands {
            let text = try Self.help(command).stdout
            for line in text.split(separator: "\n") where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "\(command): \(line)")
                #expect(!(line.contains("(default: ") && line.contains("(default ")), "\(command): \(line)")
            }
        }
    }

    @Test("the root help documents the exit statuses; help of an unknown topic is one error line, status 2")
    func exitCodes() throws {
        let root = try Self.help([]).stdout
        #expect(root.contains("Exit status: 0 success; 1 the run failed"))
        let r = try CLITests.run(["help", "frobnicate"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("springsim: error: help: unknown subcommand 'frobnicate'") && r.stderr.split(separator: "\n").count == 1)
        let nested = try CLITests.run(["help", "path", "nowhere"])
        #expect(nested.status == 2 && nested.stderr.contains("'nowhere'"))
        let known = try CLITests.run(["help", "path", "at"])
        #expect(known.status == 0 && known.stdout.contains("USAGE: springsim path at"))
        // Usage errors (ArgumentParser's and springsim's own domain checks) exit 2.
        #expect(try CLITests.run(["--bogus"]).status == 2)
        #expect(try CLITests.run(["--fps", "0"]).status == 2)
        // A file that cannot be read is a failed run: 1.
        #expect(try CLITests.run(["chart", "line", "--data", "/nonexistent/line.json"]).status == 1)
    }
}
