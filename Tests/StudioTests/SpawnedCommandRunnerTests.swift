import Testing

@testable import Studio

/// The spawning runner on system tools: standard input in, output out, and both limits.
@Suite struct SpawnedCommandRunnerTests {
    let directory = "/tmp"

    @Test func standardInputReachesTheCommand() async {
        let runner = SpawnedCommandRunner(executable: "/bin/cat", workingDirectory: directory, maxConcurrent: 2)
        let body = Array("time,value\n0,0\n".utf8)
        let result = await runner.run(arguments: [], standardInput: body, limits: StudioLimits())
        #expect(result.termination == .exited(0) && result.standardOutput == body)
    }

    @Test func exitStatusAndStandardError() async {
        let runner = SpawnedCommandRunner(executable: "/bin/sh", workingDirectory: directory, maxConcurrent: 2)
        let result = await runner.run(arguments: ["-c", "echo 'springsim: error: bad' >&2; exit 2"], standardInput: [], limits: StudioLimits())
        #expect(result.termination == .exited(2))
        #expect(APIResponse.cliMessage(result.standardError) == "bad")
    }

    @Test func outputPastTheLimitStopsTheCommand() async {
        let runner = SpawnedCommandRunner(executable: "/usr/bin/yes", workingDirectory: directory, maxConcurrent: 2)
        let result = await runner.run(arguments: [], standardInput: [], limits: StudioLimits(maxOutputBytes: 4096))
        #expect(result.termination == .outputLimit)
    }

    @Test func aCommandPastTheTimeLimitIsKilled() async {
        let runner = SpawnedCommandRunner(executable: "/bin/sleep", workingDirectory: directory, maxConcurrent: 2)
        let result = await runner.run(arguments: ["30"], standardInput: [], limits: StudioLimits(maxSeconds: 0.2))
        #expect(result.termination == .timeLimit)
    }

    @Test func aMissingExecutableIsReported() async {
        let runner = SpawnedCommandRunner(executable: "/nonexistent/springsim", workingDirectory: directory, maxConcurrent: 2)
        let result = await runner.run(arguments: [], standardInput: [], limits: StudioLimits())
        if case .notStarted = result.termination {} else { Issue.record("expected notStarted, got \(result.termination)") }
    }
}
