/// An output file written all-or-nothing where the destination allows it.
///
/// What happens depends on what `path` names when the file is opened (a path that ends in `/`
/// names a directory and is refused):
///
/// - **A regular file, or nothing yet**: output goes to a temporary file
///   (`<target>.tmp-XXXXXX`) in the same directory, which ``commit()`` flushes to disk and
///   renames over the destination in one step, so a reader sees either the old file or the
///   complete new one. A replaced file keeps its permission bits (and, where the process may,
///   its owner); a new file gets `0666` less the umask, as the shell's `>` would give it. An
///   existing file that the process may not write is refused, as `>` would refuse it.
/// - **A symbolic link** (to a regular file or to nothing yet): the chain of links is followed
///   and its final target is replaced as above; the link itself stays a link.
/// - **`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`**: the process's own descriptor is
///   duplicated and written; nothing is opened, created or renamed.
/// - **Anything else that exists** (a FIFO, a character device such as `/dev/null`, a
///   terminal): opened for writing and written straight through. There is nothing to
///   replace, so ``abandon()`` cannot take back what was already written there.
///
/// ``abandon()`` — also called by `deinit` when neither was called — closes and deletes the
/// temporary file and leaves the destination as it was. So does a terminating signal: the
/// first `AtomicFile` installs handlers for `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGPIPE` (only
/// those still at their default, terminating disposition; ignored or otherwise handled
/// signals are left alone) that unlink every temporary file still open, using only
/// async-signal-safe calls, then re-raise the signal with its default disposition so the
/// process ends as it would have. The signals are blocked while a temporary file is created
/// or renamed, so no signal can land between creating a file and registering it for removal.
public final class AtomicFile {
    /// The destination as given.
    public let path: String
    /// The file descriptor to write to (the temporary file, or the destination itself).
    public let fileDescriptor: Int32
    /// Whether output goes through a temporary file renamed over the destination on commit.
    public var isReplacedAtomically: Bool { slot != nil }
    /// The file that commit replaces (`path` with symbolic links followed).
    private let target: String
    /// Index of the temporary file's path in the signal handlers' registry.
    private let slot: Int?
    private var finished = false

    /// Opens `path` for writing as described above.
    public init(path: String) throws(CSVWriteError) {
        guard !FileAccess.isDenied else { throw .io("cannot write '\(path)': this run may not open files") }
        self.path = path
        if let fd = Self.processDescriptor(path) {
            let copy = Platform.duplicate(fd)
            guard copy >= 0 else { throw .io("cannot write '\(path)': \(Self.lastError())") }
            fileDescriptor = copy
            target = path
            slot = nil
            return
        }
        // "name/" names a directory (or nothing): there is no file to create or replace.
        guard !path.hasSuffix("/") else { throw .io("cannot write '\(path)': the name ends in '/', so it names a directory") }
        let target = try Self.followLinks(path)
        self.target = target
        var info = Platform.FileStatus()
        let exists = Platform.status(ofPath: target, &info) == 0
        if exists && (info.st_mode & Platform.fileTypeMask) != Platform.regularFile {
            // FIFO, device, terminal (or a directory, which open refuses): write straight through.
            let fd = Platform.openFile(target, Platform.writeOnly | Platform.closeOnExec)
            guard fd >= 0 else { throw .io("cannot write '\(path)': \(Self.lastError())") }
            fileDescriptor = fd
            slot = nil
            return
        }
        if exists && Platform.isAccessible(target, Platform.writable) != 0 {
            throw .io("cannot write '\(path)': \(Self.lastError())")
        }
        let (fd, slot) = try TemporaryFiles.create(beside: target, for: path)
        fileDescriptor = fd
        self.slot = slot
        if exists {
            _ = Platform.changeOwner(fd, info.st_uid, info.st_gid)  // keeps the owner where permitted; harmless otherwise
            _ = Platform.changeMode(fd, info.st_mode & 0o7777)
        } else {
            let mask = Platform.setCreationMask(0)
            Platform.setCreationMask(mask)
            _ = Platform.changeMode(fd, 0o666 & ~mask)
        }
    }

    /// Finishes the output: flushes the temporary file to disk and renames it over the
    /// destination (or just closes a destination written straight through). On failure the
    /// temporary file is removed, the destination is left as it was, and the error says why.
    public func commit() throws(CSVWriteError) {
        guard !finished else { return }
        finished = true
        guard let slot else {
            if Platform.closeFile(fileDescriptor) != 0 && Platform.errorNumber != Platform.interrupted {
                throw .io("cannot write '\(path)': \(Self.lastError())")
            }
            return
        }
        var failure: String?
        if Platform.synchronize(fileDescriptor) != 0 && Platform.errorNumber != Platform.invalidArgument { failure = Self.lastError() }
        if Platform.closeFile(fileDescriptor) != 0 && failure == nil && Platform.errorNumber != Platform.interrupted {
            failure = Self.lastError()
        }
        if failure == nil, let message = TemporaryFiles.rename(slot, to: target) { failure = message }
        if let failure {
            TemporaryFiles.remove(slot)
            throw .io("cannot write '\(path)': \(failure)")
        }
    }

    /// Closes the output and deletes the temporary file; the destination is left as it was.
    public func abandon() {
        guard !finished else { return }
        finished = true
        Platform.closeFile(fileDescriptor)
        if let slot { TemporaryFiles.remove(slot) }
    }

    deinit { abandon() }

    /// The descriptor named by `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`.
    private static func processDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return Platform.standardOutput
        case "/dev/stderr": return Platform.standardError
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// `path` with the symbolic links of its last component followed (directories on the way
    /// need no following: the temporary file goes beside the final target, in its directory).
    private static func followLinks(_ path: String) throws(CSVWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = Platform.FileStatus()
            guard Platform.status(ofLink: current, &info) == 0, (info.st_mode & Platform.fileTypeMask) == Platform.symbolicLink else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(Platform.maximumPathLength) + 1)
            let n = Platform.readLink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw .io("cannot write '\(path)': \(lastError())") }
            let link = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + link
            } else {
                current = link
            }
        }
        throw .io("cannot write '\(path)': too many levels of symbolic links")
    }

    fileprivate static func lastError() -> String { Platform.lastErrorMessage }
}

/// The paths of the temporary files not yet renamed or removed, in a fixed table of C strings
/// that a signal handler can read without allocating or locking, and the handlers themselves.
private enum TemporaryFiles {
    static let capacity = 64
    /// Slot `i` holds a `malloc`ed, NUL-terminated path, or nil. Written only with the
    /// handled signals blocked; read by the handler.
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    nonisolated(unsafe) static var handlersInstalled = false
    /// Serialises the threads that claim and release slots (blocking signals only keeps this
    /// thread's handler out; two threads writing at once claimed the same free slot and one
    /// lost its temporary file). The handler reads the table without it.
    static let lock = Platform.Lock()
    static let signals: [Int32] = [Platform.interruptSignal, Platform.terminateSignal, Platform.hangUpSignal, Platform.pipeSignal]

    /// Creates `<target>.tmp-XXXXXX` and registers it; returns its descriptor and slot.
    static func create(beside target: String, for path: String) throws(CSVWriteError) -> (Int32, Int) {
        let table = paths
        let saved = blockSignals()
        defer { restoreSignals(saved) }
        return try lock.withLock { () throws(CSVWriteError) -> (Int32, Int) in try claim(table, beside: target, for: path) }
    }

    /// ``create(beside:for:)`` under the lock, with the handled signals blocked.
    private static func claim(
        _ table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, beside target: String, for path: String
    ) throws(CSVWriteError) -> (Int32, Int) {
        installHandlers()
        guard let slot = (0..<capacity).first(where: { table[$0] == nil }) else {
            throw .io("cannot write '\(path)': too many output files open at once")
        }
        guard let template = Platform.copyCString(target + ".tmp-XXXXXX") else {
            throw .io("cannot write '\(path)': out of memory")
        }
        let fd = Platform.makeTemporaryFile(template)
        guard fd >= 0 else {
            let message = AtomicFile.lastError()
            Platform.freeCString(template)
            throw .io("cannot create a file beside '\(path)': \(message)")
        }
        _ = Platform.setCloseOnExec(fd)
        table[slot] = template
        return (fd, slot)
    }

    /// Renames the temporary file in `slot` to `target`; nil on success, else the reason.
    static func rename(_ slot: Int, to target: String) -> String? {
        let saved = blockSignals()
        defer { restoreSignals(saved) }
        return lock.withLock {
            guard let temporary = paths[slot] else { return "temporary file lost" }
            let result = Platform.renameFile(temporary, target)
            guard result == 0 else { return AtomicFile.lastError() }
            paths[slot] = nil
            Platform.freeCString(temporary)
            return nil
        }
    }

    /// Deletes the temporary file in `slot` (if still there) and frees the slot.
    static func remove(_ slot: Int) {
        let saved = blockSignals()
        defer { restoreSignals(saved) }
        lock.withLock {
            guard let temporary = paths[slot] else { return }
            Platform.removeFile(temporary)
            paths[slot] = nil
            Platform.freeCString(temporary)
        }
    }

    private static func blockSignals() -> Platform.SignalSet { Platform.blockSignals(signals) }

    private static func restoreSignals(_ saved: Platform.SignalSet) { Platform.restoreSignals(saved) }

    /// Installs the handler for each signal still at its default disposition. Called with the
    /// signals blocked, so swapping a handler in and back out for an ignored signal is unseen.
    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for s in signals {
            let previous = Platform.setSignalHandler(s, removeAndReraise)
            if let previous, unsafeBitCast(previous, to: Int.self) != unsafeBitCast(removeAndReraise, to: Int.self) {
                Platform.setSignalHandler(s, previous)  // ignored or handled elsewhere: leave it so
            }
        }
    }

    /// The handler: unlink every registered temporary file, restore the default disposition
    /// and raise the signal again (delivered when the handler returns). Async-signal-safe:
    /// reads the fixed table and calls only unlink, signal and raise (`Platform`'s direct forwards).
    private static let removeAndReraise: @convention(c) (Int32) -> Void = { sig in
        let table = TemporaryFiles.paths
        for i in 0..<TemporaryFiles.capacity {
            if let p = table[i] { Platform.removeFile(p) }
        }
        Platform.setSignalHandler(sig, Platform.defaultDisposition)
        _ = Platform.raiseSignal(sig)
    }
}
