import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Darwin)
    typealias SpawnAttributes = posix_spawnattr_t?
#else
    typealias SpawnAttributes = posix_spawnattr_t
#endif

/// Calls `body` with `posix_spawn` attributes that start a child as a shell would: no signal
/// blocked and every signal at its default action. Foundation's `Process` passes the launching
/// thread's blocked-signal mask on to the child, so a SIGINT or SIGTERM sent to it in a test
/// would never arrive.
func withDefaultSignalAttributes<Result>(_ body: (inout SpawnAttributes) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
    #else
        var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return try body(&attributes)
}
