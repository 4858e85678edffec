// The C library, in one place: FrameIO's only platform-specific file. Every other file calls
// `Platform`, so porting FrameIO to another C library means editing this file alone.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("FrameIO needs a C library module: Glibc, Musl or Darwin")
#endif

/// Thin forwards to the POSIX calls FrameIO (and SceneFiles, through `package` access) makes:
/// same arguments, same results, same `errno`. Names differ from the C names only so that the
/// forwards do not call themselves.
package enum Platform {
    // MARK: Errors

    /// `errno` of the calling thread.
    package static var errorNumber: Int32 { errno }
    /// `strerror(code)` as a Swift string.
    package static func errorMessage(_ code: Int32) -> String { String(cString: strerror(code)) }
    /// `strerror(errno)`.
    package static var lastErrorMessage: String { errorMessage(errno) }
    package static let interrupted = EINTR
    package static let invalidArgument = EINVAL
    package static let brokenPipe = EPIPE

    // MARK: Descriptors

    package static let standardInput = STDIN_FILENO
    package static let standardOutput = STDOUT_FILENO
    package static let standardError = STDERR_FILENO
    package static let readOnly = O_RDONLY
    package static let writeOnly = O_WRONLY
    package static let closeOnExec = O_CLOEXEC

    /// open(2) without a mode (the file must exist, or the flags create none); -1 with EACCES
    /// while ``FileAccess/isDenied``.
    package static func openFile(_ path: String, _ flags: Int32) -> Int32 {
        if FileAccess.isDenied {
            errno = EACCES
            return -1
        }
        return open(path, flags)
    }
    @discardableResult
    package static func closeFile(_ fd: Int32) -> Int32 { close(fd) }
    package static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
    package static func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
    package static func duplicate(_ fd: Int32) -> Int32 { dup(fd) }
    package static func synchronize(_ fd: Int32) -> Int32 { fsync(fd) }
    /// lseek(fd, 0, SEEK_SET) == 0.
    package static func rewind(_ fd: Int32) -> Bool { lseek(fd, 0, SEEK_SET) == 0 }
    /// An anonymous temporary file open for reading and writing (tmpfile(3)'s descriptor; the
    /// caller closes it with ``closeTemporaryFile(_:)``), or nil.
    package static func anonymousTemporaryFile() -> (descriptor: Int32, handle: OpaquePointer)? {
        guard let file = tmpfile() else { return nil }
        return (fileno(file), OpaquePointer(file))
    }
    package static func closeTemporaryFile(_ handle: OpaquePointer) { fclose(UnsafeMutablePointer(handle)) }
    /// fcntl(fd, F_SETFD, FD_CLOEXEC).
    package static func setCloseOnExec(_ fd: Int32) -> Int32 { fcntl(fd, F_SETFD, FD_CLOEXEC) }

    // MARK: File status, modes and names

    package typealias FileStatus = stat
    package static let fileTypeMask = S_IFMT
    package static let regularFile = S_IFREG
    package static let directory = S_IFDIR
    package static let symbolicLink = S_IFLNK
    package static let writable = W_OK
    package static let maximumPathLength = PATH_MAX

    package static func status(ofPath path: String, _ info: inout FileStatus) -> Int32 { stat(path, &info) }
    package static func status(ofLink path: String, _ info: inout FileStatus) -> Int32 { lstat(path, &info) }
    package static func status(ofDescriptor fd: Int32, _ info: inout FileStatus) -> Int32 { fstat(fd, &info) }
    package static func isAccessible(_ path: String, _ mode: Int32) -> Int32 { access(path, mode) }
    package static func readLink(_ path: String, _ buffer: inout [CChar], _ count: Int) -> Int { readlink(path, &buffer, count) }
    package static func changeOwner(_ fd: Int32, _ owner: uid_t, _ group: gid_t) -> Int32 { fchown(fd, owner, group) }
    package static func changeMode(_ fd: Int32, _ mode: mode_t) -> Int32 { fchmod(fd, mode) }
    @discardableResult
    package static func setCreationMask(_ mask: mode_t) -> mode_t { umask(mask) }
    package static func renameFile(_ from: UnsafePointer<CChar>, _ to: String) -> Int32 { rename(from, to) }
    @discardableResult
    package static func removeFile(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }

    // MARK: C strings and temporary files

    package static func copyCString(_ s: String) -> UnsafeMutablePointer<CChar>? { strdup(s) }
    package static func freeCString(_ p: UnsafeMutablePointer<CChar>) { free(p) }
    /// mkstemp(3): replaces the template's trailing XXXXXX in place.
    package static func makeTemporaryFile(_ template: UnsafeMutablePointer<CChar>) -> Int32 { mkstemp(template) }

    // MARK: Signals

    package typealias SignalHandler = @convention(c) (Int32) -> Void
    package typealias SignalSet = sigset_t
    package static let interruptSignal = SIGINT
    package static let terminateSignal = SIGTERM
    package static let hangUpSignal = SIGHUP
    package static let pipeSignal = SIGPIPE

    /// signal(2); nil restores the default disposition (SIG_DFL). Returns the previous handler.
    @discardableResult
    package static func setSignalHandler(_ s: Int32, _ handler: SignalHandler?) -> SignalHandler? { signal(s, handler) }
    /// SIG_DFL (computed, so a signal handler can read it without a lazy initialiser).
    package static var defaultDisposition: SignalHandler? { SIG_DFL }
    package static func raiseSignal(_ s: Int32) -> Int32 { raise(s) }

    /// A process-wide mutual-exclusion lock (a `pthread_mutex_t` that lives as long as the
    /// process): for state that several threads update and a signal handler only reads.
    package final class Lock: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        package init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
    }

    /// Blocks `signals` for the calling thread; returns the previous mask for ``restoreSignals(_:)``.
    package static func blockSignals(_ signals: [Int32]) -> SignalSet {
        var set = sigset_t(), saved = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, &saved)
        return saved
    }

    /// Restores a mask ``blockSignals(_:)`` returned.
    package static func restoreSignals(_ saved: SignalSet) {
        var saved = saved
        pthread_sigmask(SIG_SETMASK, &saved, nil)
    }
}
