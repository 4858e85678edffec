import Foundation
import SpringSimCommands
import Testing

@testable import Studio

/// The in-process runner: the CLI's bytes, its limits (output, time, files) and concurrent runs.
@Suite struct InProcessCommandRunnerTests {
    let limits = StudioLimits()

    @Test func sameBytesAsTheToolRunsInProcess() {
        for line in [
            ["--damping", "0.15", "--velocity", "1.4"], ["settle", "--response", "0.5", "--damping", "0.825", "--json"],
            ["--damping", "-1"],
        ] {
            let result = InProcessCommandRunner.runHere(arguments: line, standardInput: [], limits: limits)
            let tool = SpringSimTool.run(line)
            #expect(result.termination == .exited(tool.status))
            #expect(result.standardOutput == tool.standardOutput && result.standardError == tool.standardError)
        }
    }

    @Test func outputPastTheLimitStopsTheCommand() {
        var small = limits
        small.maxOutputBytes = 1000
        let result = InProcessCommandRunner.runHere(
            arguments: ["--damping", "0.15", "--until", "100", "--fps", "1000"], standardInput: [], limits: small)
        #expect(result.termination == .outputLimit && result.standardOutput.isEmpty)
        // Exactly at the limit is not past it.
        let table = SpringSimTool.run(["--damping", "0.15", "--velocity", "1.4"]).standardOutput
        small.maxOutputBytes = table.count
        #expect(
            InProcessCommandRunner.runHere(arguments: ["--damping", "0.15", "--velocity", "1.4"], standardInput: [], limits: small)
                .termination
                == .exited(0))
    }

    @Test func aCommandStillWritingAtItsDeadlineStops() {
        var short = limits
        short.maxSeconds = 0.05
        short.maxOutputBytes = 1 << 40
        // 5·10⁶ rows: far more than 50 ms of writing.
        let result = InProcessCommandRunner.runHere(
            arguments: ["--damping", "0.15", "--until", "5000", "--fps", "1000"], standardInput: [], limits: short)
        #expect(result.termination == .timeLimit)
    }

    @Test func noFileIsOpened() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("studio-in-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = directory.appendingPathComponent("frames.csv").path
        let read = directory.appendingPathComponent("values.txt").path
        try Data("3,1,4\n".utf8).write(to: URL(fileURLWithPath: read))
        let output = InProcessCommandRunner.runHere(
            arguments: ["--damping", "0.15", "--output", written], standardInput: [], limits: limits)
        #expect(output.termination == .exited(1) && !FileManager.default.fileExists(atPath: written))
        let stdout = InProcessCommandRunner.runHere(
            arguments: ["--damping", "0.15", "--output", "/dev/stdout"], standardInput: [], limits: limits)
        #expect(stdout.termination == .exited(1) && stdout.standardOutput.isEmpty)
        let input = InProcessCommandRunner.runHere(arguments: ["chart", "line", "--values", "@" + read], standardInput: [], limits: limits)
        #expect(input.termination != .exited(0) && input.standardOutput.isEmpty)
        // The tool itself, outside the runner, still may.
        #expect(SpringSimTool.run(["chart", "line", "--values", "@" + read]).status == 0)
    }

    @Test func theRunnerRoutesLAPACKAndThreadedCommands() {
        #expect(InProcessCommandRunner.needsOwnProcess(["network", "--chain", "3"]))
        #expect(InProcessCommandRunner.needsOwnProcess(["fit", "bezier", "--damping", "0.15"]))
        #expect(InProcessCommandRunner.needsOwnProcess(["chart", "line", "--values", "3,1", "--coupling", "300"]))
        #expect(InProcessCommandRunner.needsOwnProcess(["render", "filmstrip", "--", "chart", "line", "--coupling=3"]))
        #expect(!InProcessCommandRunner.needsOwnProcess(["--damping", "0.15"]))
        #expect(!InProcessCommandRunner.needsOwnProcess(["chart", "line", "--values", "3,1"]))
    }

    @Test func concurrentRunsGiveTheSequentialBytes() async {
        let runner = InProcessCommandRunner(threads: 4, spawned: nil)
        let lines: [[String]] = (0..<24).map { i in
            switch i % 4 {
            case 0: ["--damping", "0.15", "--velocity", "\(Double(i) / 10)"]
            case 1: ["chart", "line", "--animation", "spring", "--values", "3,1,4,\(i)"]
            case 2: ["ease", "spring(damping=0.\(i % 9 + 1))", "--samples", "50"]
            default: ["wheel", "--prize", "\(i % 5 + 1)", "--mode", "decay-snap", "--rate", "0.998", "--seed", "\(i)"]
            }
        }
        let sequential = lines.map { InProcessCommandRunner.runHere(arguments: $0, standardInput: [], limits: limits) }
        let concurrent = await withTaskGroup(of: (Int, CommandResult).self) { group in
            for (index, line) in lines.enumerated() {
                group.addTask { (index, await runner.run(arguments: line, standardInput: [], limits: limits)) }
            }
            var results = [CommandResult?](repeating: nil, count: lines.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        for index in lines.indices {
            #expect(concurrent[index] == sequential[index], "\(lines[index])")
            #expect(sequential[index].termination == .exited(0), "\(lines[index])")
        }
    }
}
