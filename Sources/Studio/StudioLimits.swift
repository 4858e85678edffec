/// The per-request bounds of the studio. Every one of them is named in the error a request that
/// exceeds it gets, so a client can tell which limit it hit.
public struct StudioLimits: Sendable, Equatable {
    /// The largest request body (standard input for `@-`, `fit`, `render plot`), bytes. → 413.
    public var maxBodyBytes: Int
    /// The largest response body (the command's standard output), bytes. → 413.
    public var maxOutputBytes: Int
    /// The wall time one command may take, seconds. → 422.
    public var maxSeconds: Double
    /// The longest request target (path and query), bytes. → 414 is not used: 413.
    public var maxTargetBytes: Int
    /// The most query parameters and positional arguments in one request. → 413.
    public var maxParameters: Int
    /// How many commands run at once; further requests wait for a slot.
    public var maxConcurrentCommands: Int
    /// The address space (RLIMIT_DATA) of each spawned command, bytes; 0 for none.
    public var maxCommandDataBytes: Int

    public init(
        maxBodyBytes: Int = 1 << 20, maxOutputBytes: Int = 16 << 20, maxSeconds: Double = 10, maxTargetBytes: Int = 16 << 10,
        maxParameters: Int = 64, maxConcurrentCommands: Int = 4, maxCommandDataBytes: Int = 1 << 30
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxOutputBytes = maxOutputBytes
        self.maxSeconds = maxSeconds
        self.maxTargetBytes = maxTargetBytes
        self.maxParameters = maxParameters
        self.maxConcurrentCommands = maxConcurrentCommands
        self.maxCommandDataBytes = maxCommandDataBytes
    }
}
