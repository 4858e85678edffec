import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a child's standard stream goes: a file opened with `flags`, or a copy of a descriptor.
enum ChildStream {
    case open(String, flags: Int32)
    case duplicate(Int32)

    /// Standard output and error to /dev/null.
    static let quiet: [(Int32, ChildStream)] = [
        (STDOUT_FILENO, .open("/dev/null", flags: O_WRONLY)), (STDERR_FILENO, .open("/dev/null", flags: O_WRONLY)),
    ]
}

/// Starts `argv` (`argv[0]` the executable's path) with this process's environment and its
/// standard streams redirected by `streams` (descriptor, where it goes), as a shell would: no
/// signal blocked and every signal at its default action. Foundation's `Process` passes the
/// launching thread's blocked-signal mask on to the child, so a SIGINT or SIGTERM sent to it in a
/// test would never arrive. Returns the child's process id.
func spawnAsShell(_ argv: [String], streams: [(Int32, ChildStream)]) throws -> pid_t {
    #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
    #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    posix_spawn_file_actions_init(&actions)
    defer {
        posix_spawnattr_destroy(&attributes)
        posix_spawn_file_actions_destroy(&actions)
    }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    for (descriptor, stream) in streams {
        switch stream {
        case .open(let path, let flags): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
        case .duplicate(let source): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
        }
    }
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { for a in cArgs { free(a) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, environ) == 0 else { throw CocoaError(.executableLoad) }
    return pid
}
