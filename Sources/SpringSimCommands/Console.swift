import SpringSim

/// The standard streams of one command line: the process's own descriptors when `springsim`
/// runs, or bytes in memory when a command line runs inside another program (see
/// ``SpringSimTool/run(_:standardInput:)``). Every command reads standard input and writes
/// standard output and error through ``current``, never through a descriptor number.
public struct Console: Sendable {
    public var standardInput: ByteSource
    public var standardOutput: ByteDestination
    public var standardError: ByteDestination

    public init(standardInput: ByteSource, standardOutput: ByteDestination, standardError: ByteDestination) {
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's descriptors 0, 1 and 2.
    public static let process = Console(
        standardInput: .standardInput, standardOutput: .fileDescriptor(Platform.standardOutput),
        standardError: .fileDescriptor(Platform.standardError))

    /// The streams of the command line being run (``process`` unless a caller bound others).
    @TaskLocal static var current: Console = .process

    /// Standard input read to its end, as `@-` lists read it.
    static func readStandardInput() throws(ListArgumentError) -> [UInt8] {
        try ListArgument.readStandardInput(from: current.standardInput)
    }
}
