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

    /// getenv(3): the value of an environment variable, or nil when it is not set.
    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// sysconf(_SC_NPROCESSORS_ONLN): the processors online (at least 1).
    static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// A pthread mutex with one condition variable, for the few threads of `springsim sweep`.
    final class Monitor: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

        init() {
            mutex.initialize(to: pthread_mutex_t())
            condition.initialize(to: pthread_cond_t())
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(condition, nil)
        }

        deinit {
            pthread_cond_destroy(condition)
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
            condition.deallocate()
        }

        /// Runs `body` holding the lock.
        func locked<T>(_ body: () throws -> T) rethrows -> T {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }

        /// Waits for a broadcast (call inside ``locked(_:)``).
        func wait() { pthread_cond_wait(condition, mutex) }

        /// Wakes every waiter.
        func broadcast() { pthread_cond_broadcast(condition) }
    }

    /// A started thread running `body`; ``join()`` waits for it.
    final class Thread {
        private var id = pthread_t()

        private final class Body { let run: () -> Void; init(_ run: @escaping () -> Void) { self.run = run } }

        init(_ body: @escaping @Sendable () -> Void) {
            let box = Unmanaged.passRetained(Body(body)).toOpaque()
            let status = pthread_create(
                &id, nil,
                { raw in
                    let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
                    body.run()
                    return nil
                }, box)
            precondition(status == 0, "pthread_create failed (\(status))")
        }

        func join() { pthread_join(id, nil) }
    }
}

extension Platform {
    /// readlink("/proc/self/exe") on Linux (argv[0] elsewhere): the running executable's path.
    static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first ?? "springsim"
    }

    /// execv(3): replaces this process with `path` run with `arguments` (argv[0] included);
    /// returns only on failure, with `errno` set.
    static func replaceProcess(_ path: String, _ arguments: [String]) {
        let argv = arguments.map { strdup($0) } + [nil]
        _ = execv(path, argv)
        argv.forEach { free($0) }
    }
}
