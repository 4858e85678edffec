import Foundation
import SpringSim
import Testing

@testable import SpringSimCommands

/// The direct reader of the default table (`DirectSpringLine`) and ArgumentParser's `spring`
/// command must know the same options: an option added to one of `spring`'s groups that the
/// direct reader does not read sends such lines to ArgumentParser (nothing skipped), but a name
/// the direct reader reads that `spring` does not declare would accept a line ArgumentParser
/// refuses. The two trees are compared here through ArgumentParser's own dump of `spring`.
@Suite("command trees: direct reader against ArgumentParser")
struct CommandTreeTests {
    /// The long names of `spring`'s arguments, split into options (taking a value) and flags.
    static func springArguments(_ command: String = "spring") throws -> (options: Set<String>, flags: Set<String>) {
        let dump = SpringSimTool.run([command, "--experimental-dump-help"])
        #expect(dump.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(dump.standardOutput)) as! [String: Any]
        let command = json["command"] as! [String: Any]
        var options: Set<String> = [], flags: Set<String> = []
        for argument in command["arguments"] as! [[String: Any]] {
            let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.map {
                $0["name"] as! String
            }
            switch argument["kind"] as? String {
            case "option": options.formUnion(names)
            case "flag": flags.formUnion(names)
            default: break
            }
        }
        return (options, flags.subtracting(["help", "version"]))
    }

    @Test("the direct reader's option names are exactly the spring command's")
    func sameOptions() throws {
        let (options, flags) = try Self.springArguments()
        #expect(Set(DirectSpringLine.valueOptions) == options)
        #expect(DirectSpringLine.valueOptions.count == Set(DirectSpringLine.valueOptions).count)
        #expect(flags == [SpringFlags.name(.origami)])
        // The table options are those of the one list both readers use.
        #expect(Set(SpringTableOption.allCases.map(\.name)).isSubset(of: options))
    }

    @Test("sweep declares the same spring flags as spring (one option group, two styles)")
    func sweepSpringFlags() throws {
        let (spring, _) = try Self.springArguments()
        let (sweep, sweepFlags) = try Self.springArguments("sweep")
        let names = Set(SpringField.allCases.filter { $0 != .origami }.map(SpringFlags.name))
        #expect(names.isSubset(of: spring) && names.isSubset(of: sweep))
        #expect(sweepFlags.contains(SpringFlags.name(.origami)))
    }

    /// The arguments of `command` (words, e.g. `["fit", "spring"]`) in ArgumentParser's dump.
    static func dumpedArguments(_ command: [String]) throws -> [[String: Any]] {
        let dump = SpringSimTool.run(command + ["--experimental-dump-help"])
        #expect(dump.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(dump.standardOutput)) as! [String: Any]
        return (json["command"] as! [String: Any])["arguments"] as? [[String: Any]] ?? []
    }

    /// The options declared once in an option group and used by several commands: each long
    /// name with the commands that take it.
    static let sharedOptions: [(name: String, commands: [[String]])] = [
        ("format", [["spring"], ["integrate"], ["network"], ["path", "tangent"], ["path", "nearest"]]),
        ("times", [["spring"], ["integrate"], ["network"]]),
        ("decay-rate", [["export"], ["metrics"]]),
        ("scale", [["export"], ["metrics"]]),
        ("samples", [["fit", "spring"], ["fit", "bezier"]]),
        ("format", [["fit", "spring"], ["fit", "bezier"]]),
        ("exact", [["convert"], ["fit", "spring"]]),
        ("title", [["render", "plot"], ["render", "filmstrip"]]),
        ("distance", [["path", "at"], ["path", "tangent"], ["path", "split"]]),
        ("fraction", [["path", "at"], ["path", "tangent"], ["path", "split"]]),
    ]

    @Test("an option shared through a group reads the same in every command that takes it", arguments: sharedOptions)
    func sharedOptionReadsTheSame(_ name: String, _ commands: [[String]]) throws {
        var seen: [String] = []
        for command in commands {
            let argument = try Self.dumpedArguments(command).first { argument in
                (argument["names"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "long" && $0["name"] as? String == name }
            }
            let help = argument.map { "\($0["kind"] ?? "") \($0["valueName"] ?? "") \($0["abstract"] ?? "")" }
            #expect(help != nil, "\(command) has no --\(name)")
            seen.append(help ?? "")
        }
        #expect(Set(seen).count == 1, "--\(name): \(zip(commands, seen).map { "\($0): \($1)" })")
    }

    @Test("every subcommand word is known to the subcommand check, and a misspelt one is suggested")
    func subcommandSuggestion() {
        let r = SpringSimTool.run(["sttle", "--damping", "0.5"])
        #expect(r.status == 2)
        #expect(
            String(decoding: r.standardError, as: UTF8.self) == "springsim: error: unknown subcommand 'sttle' (did you mean 'settle'?)\n")
        let nested = SpringSimTool.run(["chart", "lin", "--values", "1,2"])
        #expect(
            String(decoding: nested.standardError, as: UTF8.self)
                == "springsim: error: unknown subcommand 'chart lin' (did you mean 'chart line'?)\n")
        let far = SpringSimTool.run(["zzzzzz"])
        #expect(
            String(decoding: far.standardError, as: UTF8.self).hasPrefix(
                "springsim: error: unknown subcommand 'zzzzzz' (subcommands: spring, settle,"))
    }
}
