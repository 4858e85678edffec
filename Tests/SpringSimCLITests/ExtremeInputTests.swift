import Foundation
import SpringSim
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The adversarial user, table-driven: every case of `ExtremeInputCases.table` runs the built
/// `springsim` once (plus the extra runs its value checks need) in a fresh folder, and must
///
/// - end by itself (no trap, no signal) within `ExtremeInputTests.timeLimit` seconds;
/// - `ok`: exit 0, no `nan`/`inf` token on stdout, output where it was asked for;
/// - `err`: exit non-zero, exactly one line on stderr starting `springsim: error: `, nothing on
///   stdout, no output file (and an existing one untouched);
/// - `any`: either of the two (for inputs whose right answer is a matter of taste, such as hex
///   floats or a spring too stiff for Double);
/// - never leave a `.tmp` file behind;
/// - pass the case's checks (see `ExtremeInputCase.Check`), which compare values against the
///   library's closed forms, identities between runs, and definitions.
@Suite("springsim under extreme and malformed input")
struct ExtremeInputTests {
    /// A hard bound against hangs: a case still running after this many seconds is killed and fails.
    /// `SPRINGSIM_TIME_LIMIT_SCALE` multiplies it for instrumented builds (Scripts/sanitize.sh
    /// sets 10: AddressSanitizer runs the debug binary several times slower).
    static let timeLimit = 10.0 * (ProcessInfo.processInfo.environment["SPRINGSIM_TIME_LIMIT_SCALE"].flatMap(Double.init) ?? 1)
    /// Standard output kept per run; a runaway table is cut here (and then killed by the time limit).
    static let outputCap = 32 << 20

    @Test("the case table is well formed")
    func tableIsWellFormed() throws {
        let cases = ExtremeInputCase.all
        #expect(cases.count >= 400, "only \(cases.count) cases")
        #expect(Set(cases.map(\.id)).count == cases.count, "duplicate case ids")
        let inputs = cases.map { $0.args + $0.checks.compactMap { if case .stdin(let name) = $0 { name } else { nil } } }
        #expect(Set(inputs).count == cases.count, "the same input appears twice")
        for c in cases {
            for name in c.referencedFixtures where ExtremeInputCase.fixtures[name] == nil && !ExtremeInputCase.plainNames.contains(name) {
                Issue.record("\(c.id): unknown placeholder {\(name)}")
            }
            for check in c.checks { if case .unknown(let text) = check { Issue.record("\(c.id): unknown check '\(text)'") } }
        }
        let valueChecks = cases.filter { $0.checks.contains { $0.checksValues } }.count
        #expect(valueChecks >= 30, "only \(valueChecks) value-checking cases")
    }

    @Test("extreme input", arguments: ExtremeInputCase.all)
    func extreme(_ c: ExtremeInputCase) throws {
        let dir = try CLITests.temporaryDirectory("springsim-extreme")
        defer { try? FileManager.default.removeItem(at: dir) }
        var context = CaseContext(dir: dir)
        let args = try c.args.map { try context.substitute($0) }
        for check in c.checks { if case .setup(let name) = check { _ = try context.substitute("{\(name)}") } }
        let stdin = c.checks.lazy.compactMap { if case .stdin(let name) = $0 { return name } else { return nil } }.first
        let stdinPath = try stdin.map { try context.substitute("{\($0)}") }
        let fifo = try c.checks.lazy.compactMap { if case .fifo(let name) = $0 { return name } else { return nil } }.first.map {
            try FIFOReader(path: context.substitute("{\($0)}"))
        }
        let before = try Self.listing(dir)
        let fileContents = Self.regularFiles(dir, before)

        let signal = c.checks.lazy.compactMap { if case .signal(let number, let after) = $0 { (number, after) } else { nil } }.first
        let r = try Self.run(args, in: dir, stdin: stdinPath, signal: signal)
        let fifoData = fifo?.finish()
        let after = try Self.listing(dir)
        let label = "\(c.id): springsim \(c.args.joined(separator: " "))"

        // Never: a hang, a trap, a signal, a temporary file left behind.
        if r.timedOut { Issue.record("\(label): HANG (killed after \(Self.timeLimit) s; \(r.stdout.utf8.count) bytes of stdout)"); return }
        if let sent = signal, r.interrupted, r.status != 0 || r.signal != nil {
            // Interrupted while running: whatever it had written must be gone.
            let new = Set(after).subtracting(before)
            #expect(new.isEmpty, "\(label): interrupted by signal \(sent.0) but left \(new.sorted()) behind")
            #expect(r.signal == nil || r.signal == sent.0, "\(label): interrupted, then died of signal \(r.signal!)")
            return
        }
        if let signal = r.signal {
            Issue.record("\(label): TRAP (signal \(signal)): \(r.stderr.split(separator: "\n").first ?? "")")
            return
        }
        for name in after where name.contains(".tmp") { Issue.record("\(label): left a temporary file behind: \(name)") }

        let outputTarget = Self.outputTarget(args)
        let succeeded = r.status == 0
        switch c.expect {
        case .ok where !succeeded:
            Issue.record("\(label): expected success, got exit \(r.status): \(r.stderr.prefix(300))")
            return
        case .error where succeeded:
            Issue.record("\(label): expected an error, got exit 0 with stdout: \(r.stdout.prefix(200))")
            return
        default: break
        }
        if succeeded {
            let bad = Self.nonFiniteTokens(r.stdout)
            #expect(bad.isEmpty, "\(label): non-finite tokens on stdout: \(bad.prefix(3))")
            if let target = outputTarget, target.hasPrefix(dir.path + "/") {
                let name = String(target.dropFirst(dir.path.count + 1))
                #expect(r.stdout.isEmpty, "\(label): wrote to stdout and --output")
                let resolved = URL(fileURLWithPath: target).resolvingSymlinksInPath()
                let written = fifoData ?? (try? Data(contentsOf: resolved)) ?? Data()
                #expect(!written.isEmpty, "\(label): --output \(name) is empty or missing")
                #expect(Self.nonFiniteTokens(String(decoding: written, as: UTF8.self)).isEmpty, "\(label): non-finite tokens in \(name)")
            } else if outputTarget == nil {
                #expect(!r.stdout.isEmpty, "\(label): exit 0 but nothing on stdout")
            }
        } else {
            let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
            #expect(lines.count == 1, "\(label): stderr should be one line, got \(lines.count): \(r.stderr.prefix(300))")
            #expect(r.stderr.hasPrefix("springsim: error: "), "\(label): stderr: \(r.stderr.prefix(200))")
            #expect(r.stdout.isEmpty, "\(label): failed (exit \(r.status)) but wrote \(r.stdout.utf8.count) bytes to stdout")
            let new = Set(after).subtracting(before)
            #expect(new.isEmpty, "\(label): failed but left \(new.sorted()) behind")
            for (name, data) in fileContents where Self.regularFiles(dir, [name])[name] != data {
                Issue.record("\(label): failed but changed the existing file \(name)")
            }
        }

        var checker = CaseChecker(label: label, args: args, run: r, succeeded: succeeded, context: context, fifoData: fifoData)
        for check in c.checks { try checker.apply(check) }
    }

    // MARK: running the binary

    struct Run {
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
        var truncated: Bool
        var interrupted: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs the built `springsim` with `args` in `dir`, standard input from `stdin` (or empty),
    /// both outputs read concurrently (so a large table cannot block it) and a hard time bound.
    static func run(_ args: [String], in dir: URL, stdin: String? = nil, signal: (Int32, Double)? = nil) throws -> Run {
        let child = try spawn([CLITests.binary.path] + args, in: dir.path, stdin: stdin ?? "/dev/null")
        let outBox = Drain(FileHandle(fileDescriptor: child.stdout, closeOnDealloc: true), cap: outputCap)
        let errBox = Drain(FileHandle(fileDescriptor: child.stderr, closeOnDealloc: true), cap: 1 << 16)
        outBox.start()
        errBox.start()
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false, interrupted = false
        let interruptAt = signal.map { Date().addingTimeInterval($0.1) }
        var status: Int32 = 0
        while waitpid(child.pid, &status, WNOHANG) == 0 {
            if let signal, let interruptAt, !interrupted, Date() > interruptAt {
                interrupted = true
                kill(child.pid, signal.0)
            }
            if Date() > deadline {
                timedOut = true
                kill(child.pid, SIGKILL)
                _ = waitpid(child.pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        let o = outBox.wait(), e = errBox.wait()
        // The wait status: the low 7 bits are the signal that ended the process, or 0 for an exit.
        let died: Int32? = !timedOut && status & 0x7F != 0 ? status & 0x7F : nil
        return Run(
            status: died == nil ? (status >> 8) & 0xFF : 128 + (status & 0x7F), signal: died, timedOut: timedOut,
            truncated: o.count >= outputCap, interrupted: interrupted, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// Starts `argv` in `dir` as a shell would (see `spawnAsShell`), standard input from `stdin`,
    /// stdout and stderr to new pipes.
    static func spawn(_ argv: [String], in dir: String, stdin: String) throws -> (pid: pid_t, stdout: Int32, stderr: Int32) {
        // One spawn at a time, so no other case's child inherits these pipes before they are close-on-exec.
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&out) == 0, pipe(&err) == 0 else { throw CocoaError(.fileWriteUnknown) }
        for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The shell changes to `dir` and execs the command; the signal state passes through exec.
        let shell = ["/bin/sh", "-c", "cd -- \"$1\" || exit 126; shift; exec \"$@\"", "sh", dir] + argv
        let spawned = Result {
            try spawnAsShell(shell, streams: [(0, .open(stdin, flags: O_RDONLY)), (1, .duplicate(out[1])), (2, .duplicate(err[1]))])
        }
        close(out[1])
        close(err[1])
        guard case .success(let pid) = spawned else {
            close(out[0])
            close(err[0])
            throw CocoaError(.executableLoad)
        }
        return (pid, out[0], err[0])
    }

    static let spawnLock = NSLock()

    /// Reads a pipe to its end on its own thread, keeping at most `cap` bytes.
    final class Drain: @unchecked Sendable {
        let handle: FileHandle
        let cap: Int
        var data = Data()
        let done = DispatchSemaphore(value: 0)
        init(_ handle: FileHandle, cap: Int) {
            self.handle = handle
            self.cap = cap
        }
        func start() {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    if data.count < cap { data.append(chunk.prefix(cap - data.count)) }
                }
                done.signal()
            }
        }
        func wait() -> Data {
            done.wait()
            return data
        }
    }

    /// Reads a FIFO while the CLI writes into it, without ever blocking the test: the FIFO is held
    /// open read–write (so opening it for writing never waits) and drained without blocking.
    final class FIFOReader: @unchecked Sendable {
        let fd: Int32
        var data = Data()
        let lock = NSLock()
        var finished = false
        let done = DispatchSemaphore(value: 0)
        init(path: String) throws {
            fd = open(path, O_RDWR | O_NONBLOCK)
            if fd < 0 { throw CocoaError(.fileReadUnknown) }
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let n = read(fd, &buffer, buffer.count)
                    if n > 0 {
                        lock.withLock { data.append(contentsOf: buffer[0..<n]) }
                        continue
                    }
                    if lock.withLock({ finished }) { break }
                    usleep(2_000)
                }
                done.signal()
            }
        }
        func finish() -> Data {
            lock.withLock { finished = true }
            done.wait()
            close(fd)
            return lock.withLock { data }
        }
    }

    /// The contents of those of `names` that are (or link to) regular files: FIFOs are never read.
    static func regularFiles(_ dir: URL, _ names: [String]) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in names {
            let url = dir.appendingPathComponent(name).resolvingSymlinksInPath()
            let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
            if type == .typeRegular { result[name] = try? Data(contentsOf: url) }
        }
        return result
    }

    static func listing(_ dir: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    /// The value of `--output`/`-o` in `args`, if any.
    static func outputTarget(_ args: [String]) -> String? {
        var target: String?
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--" { break }
            if (a == "--output" || a == "-o"), i + 1 < args.count {
                target = args[i + 1]
                i += 1
            } else if a.hasPrefix("--output=") {
                target = String(a.dropFirst("--output=".count))
            }
            i += 1
        }
        return target
    }

    /// Tokens of `text` that spell a non-finite number (nan, inf, infinity with any sign and case).
    static func nonFiniteTokens(_ text: String) -> [String] {
        let separators = CharacterSet(charactersIn: "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+-.").inverted
        return text.components(separatedBy: separators).filter { token in
            let t = token.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
            return t == "nan" || t == "inf" || t == "infinity" || t.hasPrefix("nan(")
        }
    }
}

/// The per-case folder and the fixture files written into it on first use.
struct CaseContext {
    let dir: URL
    var written: Set<String> = []

    /// Replaces each `{name}` in `word` by the path of `name` in the case folder, writing the
    /// fixture of that name first if there is one (`{tmp}` is the folder itself).
    mutating func substitute(_ word: String) throws -> String {
        var result = ""
        var rest = Substring(word)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += try path(of: name)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    mutating func path(of name: String) throws -> String {
        if name == "tmp" { return dir.path }
        // URL.path drops a trailing slash, which some cases are about (`{out.csv/}`).
        let path = dir.appendingPathComponent(name).path + (name.hasSuffix("/") ? "/" : "")
        if let fixture = ExtremeInputCase.fixtures[name], !written.contains(name) {
            written.insert(name)
            switch fixture {
            case .text(let text): try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            case .bytes(let bytes): try Data(bytes).write(to: URL(fileURLWithPath: path))
            case .symlink(let target): try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            case .fifo: if mkfifo(path, 0o644) != 0 { throw CocoaError(.fileWriteUnknown) }
            case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            }
        }
        return path
    }
}
