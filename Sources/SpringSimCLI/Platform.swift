// The C library, in one place: the only platform-specific file of the `springsim` executable.
// Every other file calls `Platform`, so porting the CLI to another C library means editing
// this file alone.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("springsim needs a C library module: Glibc, Musl or Darwin")
#endif

/// Thin forwards to the POSIX calls the CLI makes: same arguments, same results, same `errno`.
/// Names differ from the C names only so that the forwards do not call themselves.
enum Platform {
    static let standardInput = STDIN_FILENO
    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO

    /// `errno` of the calling thread.
    static var errorNumber: Int32 { errno }
    /// `strerror(errno)` as a Swift string.
    static var lastErrorMessage: String { String(cString: strerror(errno)) }
    static let interrupted = EINTR
    static let brokenPipe = EPIPE

    static func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }

    /// signal(SIGPIPE, SIG_IGN): a write to a closed pipe then fails with EPIPE instead of
    /// ending the process.
    static func ignoreBrokenPipeSignal() { _ = signal(SIGPIPE, SIG_IGN) }

    /// exit(3).
    static func exitProcess(_ status: Int32) -> Never { exit(status) }
}
