/// What runs one `springsim` command line for the studio.
///
/// The HTTP side never computes anything itself: it maps a request to the arguments and the
/// standard input of one command line (``APIRequest``), hands them to a runner, and maps the
/// ``CommandResult`` back to a response (``APIResponse``). A runner produces exactly the bytes the
/// CLI would print for the same arguments, so the API has no second implementation.
/// ``SpawnedCommandRunner`` runs the `springsim` executable; an in-process runner can take its
/// place without touching the mapping.
public protocol CommandRunner: Sendable {
    /// Runs `springsim` with `arguments` (not including the program name), `standardInput` on
    /// its standard input, within `limits` (output bytes and wall time).
    func run(arguments: [String], standardInput: [UInt8], limits: StudioLimits) async -> CommandResult
}

/// The outcome of one command line: its exit status and what it wrote.
public struct CommandResult: Sendable, Equatable {
    /// How the command ended.
    public enum Termination: Sendable, Equatable {
        /// It exited with this status (0 success, 1 failure, 2 invalid input).
        case exited(Int32)
        /// It wrote more than ``StudioLimits/maxOutputBytes`` and was stopped.
        case outputLimit
        /// It ran longer than ``StudioLimits/maxSeconds`` and was stopped.
        case timeLimit
        /// It could not be started (the message says why).
        case notStarted(String)
    }

    public var termination: Termination
    public var standardOutput: [UInt8]
    public var standardError: [UInt8]

    public init(termination: Termination, standardOutput: [UInt8], standardError: [UInt8]) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
