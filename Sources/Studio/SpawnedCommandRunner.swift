import Foundation
import StudioShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the `springsim` executable once per command line (posix_spawn), with the request body on
/// its standard input, in the server's own temporary directory, and within the limits: output
/// past ``StudioLimits/maxOutputBytes`` or a run past ``StudioLimits/maxSeconds`` kills it
/// (SIGKILL), and its data segment is capped at ``StudioLimits/maxCommandDataBytes`` (prlimit).
/// At most ``StudioLimits/maxConcurrentCommands`` run at once; further requests wait.
public final class SpawnedCommandRunner: CommandRunner {
    /// The `springsim` executable.
    public let executable: String
    /// The working directory of every command (the server's temporary space).
    public let workingDirectory: String
    private let slots: AsyncSlots

    public init(executable: String, workingDirectory: String, maxConcurrent: Int) {
        self.executable = executable
        self.workingDirectory = workingDirectory
        self.slots = AsyncSlots(count: max(1, maxConcurrent))
    }

    public func run(arguments: [String], standardInput: [UInt8], limits: StudioLimits) async -> CommandResult {
        await slots.acquire()
        defer { Task { await slots.release() } }
        let executable = self.executable
        let directory = workingDirectory
        return await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: Self.runBlocking(
                        executable: executable, arguments: arguments, standardInput: standardInput, directory: directory, limits: limits))
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Spawns, feeds and drains the command; blocks the calling thread until it ends.
    static func runBlocking(
        executable: String, arguments: [String], standardInput: [UInt8], directory: String, limits: StudioLimits
    ) -> CommandResult {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard studio_pipe_cloexec(&inPipe) == 0 else {
            return .init(termination: .notStarted("pipe: errno \(errno)"), standardOutput: [], standardError: [])
        }
        guard studio_pipe_cloexec(&outPipe) == 0 else {
            close(inPipe[0]); close(inPipe[1])
            return .init(termination: .notStarted("pipe: errno \(errno)"), standardOutput: [], standardError: [])
        }
        guard studio_pipe_cloexec(&errPipe) == 0 else {
            close(inPipe[0]); close(inPipe[1]); close(outPipe[0]); close(outPipe[1])
            return .init(termination: .notStarted("pipe: errno \(errno)"), standardOutput: [], standardError: [])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        studio_spawn_chdir(&actions, directory)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal dispositions (the server ignores SIGPIPE).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            return .init(
                termination: .notStarted("\(executable): \(String(cString: strerror(spawned)))"), standardOutput: [], standardError: [])
        }
        if limits.maxCommandDataBytes > 0 {
            _ = studio_limit_data(pid, UInt64(limits.maxCommandDataBytes))
        }
        for fd in [inPipe[1], outPipe[0], errPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        var output: [UInt8] = []
        var errors: [UInt8] = []
        var termination: CommandResult.Termination?
        var inputFD: Int32 = inPipe[1]
        var written = 0
        var outFD: Int32 = outPipe[0]
        var errFD: Int32 = errPipe[0]
        if standardInput.isEmpty { close(inputFD); inputFD = -1 }
        let deadline = monotonicSeconds() + limits.maxSeconds
        var buffer = [UInt8](repeating: 0, count: 65536)
        while outFD >= 0 || errFD >= 0 {
            let remaining = deadline - monotonicSeconds()
            if remaining <= 0 { termination = .timeLimit; break }
            var fds = [
                pollfd(fd: outFD, events: Int16(POLLIN), revents: 0), pollfd(fd: errFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0),
            ]
            let ready = poll(&fds, 3, Int32(min(remaining * 1000, 1000)) + 1)
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 { continue }
            if inputFD >= 0 && fds[2].revents != 0 {
                let count = standardInput.withUnsafeBytes { raw in write(inputFD, raw.baseAddress! + written, raw.count - written) }
                if count > 0 { written += count }
                if count < 0 && errno != EAGAIN && errno != EINTR { written = standardInput.count }
                if written >= standardInput.count { close(inputFD); inputFD = -1 }
            }
            if outFD >= 0 && fds[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(outFD, $0.baseAddress!, $0.count) }
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                    if output.count > limits.maxOutputBytes { termination = .outputLimit; break }
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    close(outFD); outFD = -1
                }
            }
            if errFD >= 0 && fds[1].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(errFD, $0.baseAddress!, $0.count) }
                if count > 0 {
                    if errors.count < 65536 { errors.append(contentsOf: buffer[0..<min(count, 65536 - errors.count)]) }
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    close(errFD); errFD = -1
                }
            }
        }
        for fd in [inputFD, outFD, errFD] where fd >= 0 { close(fd) }
        if termination != nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if let termination { return .init(termination: termination, standardOutput: [], standardError: errors) }
        let exited = status & 0x7f == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return .init(termination: .exited(code), standardOutput: output, standardError: errors)
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}

/// A counting semaphore for async callers: at most `count` holders at once, the rest wait in order.
actor AsyncSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
