import Foundation
import SpringSim
import Testing

@testable import SpringSimCommands

/// `SpringSimTool.run(_:standardInput:)` runs a command line inside the calling process: the same
/// parse → request → table → writer path as the `springsim` executable, with standard input,
/// output and error in memory. It must print exactly what the executable prints.
@Suite("in-process runs against the executable")
struct InProcessTests {
    /// Runs the executable with `input` on its standard input.
    static func subprocess(_ args: [String], input: [UInt8]) throws -> SpringSimTool.Output {
        let r = try CLITests.launch(CLITests.binary, args, input: Data(input))
        return SpringSimTool.Output(standardOutput: Array(r.stdout), standardError: Array(r.stderr), status: r.status)
    }

    static let samples = Array(
        "time,value\n0,0\n0.05,0.2864\n0.1,0.7129\n0.15,1.0261\n0.2,1.1564\n0.25,1.1402\n0.3,1.0627\n0.35,0.9938\n0.4,0.9621\n0.5,0.9818\n0.6,1.0035\n"
            .utf8)

    /// A dozen command lines over the direct reader, ArgumentParser, every writer, standard
    /// input, help, and each kind of error.
    static let lines: [(String, [UInt8])] = [
        ("--damping 0.15 --velocity 1.4 --until 0.5", []),
        ("spring --response 0.5 --damping 0.825 --format jsonl --until 0.2", []),
        ("settle --response 0.5 --damping 0.825 --json", []),
        ("convert --damping 0.15 --velocity 1.4", []),
        ("integrate --method rk4 --damping 0.15 --velocity 1.4 --until 0.3 --stats", []),
        ("ease cubic-bezier(0.25,0.1,0.25,1) --count 5 --format jsonl", []),
        ("chart bar --values 3,1,4 --format jsonl", []),
        ("wheel --prize 5 --mode decay-snap --rate 0.998 --ticks", []),
        ("refresh --progress @-", Array("0 0.5 1\n".utf8)),
        ("fit spring --to 1", samples),
        ("sweep --damping 0.2:0.6:3 --table summary --format jsonl", []),
        ("path length 'M0 0 L3 4'", []),
        ("settle --help", []),
        ("--damping -1", []),
        ("sttle --damping 0.5", []),
        ("--damping 0 --until settle", []),
    ]

    @Test("a dozen command lines: the same bytes and status in-process as from the executable")
    func sameBytes() throws {
        for (line, input) in Self.lines {
            let args = Self.words(line)
            let inProcess = SpringSimTool.run(args, standardInput: input)
            let executable = try Self.subprocess(args, input: input)
            #expect(inProcess.status == executable.status, "status of \(line)")
            #expect(inProcess.standardOutput == executable.standardOutput, "stdout of \(line)")
            #expect(inProcess.standardError == executable.standardError, "stderr of \(line)")
            #expect(!inProcess.standardOutput.isEmpty || !inProcess.standardError.isEmpty, "\(line) printed nothing")
        }
    }

    /// Splits `line` at spaces, keeping single-quoted words whole.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false
        for c in line {
            if c == "'" {
                quoted.toggle()
            } else if c == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
