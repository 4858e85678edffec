import Testing

@testable import SpringSimCommands

/// `springsim studio` reads its options and forwards them to `springsim-studio` (which it
/// replaces, so only the reading and the refusals are tested here).
@Suite("studio CLI")
struct StudioCLITests {
    typealias R = CLITests

    @Test("--runner in-process (the default) or spawn, forwarded by name")
    func runner() throws {
        #expect(try StudioCommand.parse([]).runner == .inProcess)
        #expect(try StudioCommand.parse(["--runner", "spawn"]).runner == .spawn)
        #expect(try StudioCommand.parse(["--runner", "in-process"]).runner.rawValue == "in-process")
        R.expectRefusal(try R.run(["studio", "--runner", "fork"]), "'fork' is invalid for '--runner", status: 2)
        R.expectRefusal(try R.run(["studio", "--port", "70000"]), "--port must be an integer in [0, 65535]", status: 2)
    }
}
