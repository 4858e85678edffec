import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output FILE` end to end: a regular file is replaced atomically (permissions kept), a
/// symbolic link is written through to its target and stays a link, FIFOs, `/dev/null` and
/// `/dev/stdout` are written straight through, and neither a failure nor a terminating signal
/// leaves a temporary file behind or touches the previous file.
@Suite("springsim --output files")
struct OutputFileCLITests {
    static let spring = ["--damping", "0.15", "--velocity", "1.4"]

    /// A fresh scratch folder, removed by the caller.
    /// Runs `body` in a fresh scratch directory, removed afterwards.
    static func inScratch(_ body: (String) throws -> Void) throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    /// The previous file kept ("old\n") and no temporary file left beside it.
    static func expectUntouched(_ path: String, in dir: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try read(path) == "old\n", sourceLocation: sourceLocation)
        #expect(try leftovers(in: dir).isEmpty, sourceLocation: sourceLocation)
    }

    /// A file `name` in `dir` holding "old\n"; its path.
    static func oldFile(_ name: String, in dir: String) throws -> String {
        let path = dir + "/" + name
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("springsim-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        return dir
    }

    static func leftovers(in dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode : 0
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    @Test("a regular file is replaced with the table and keeps its permission bits")
    func replacesRegularFile() throws {
        try Self.inScratch { dir in
            let expected = try CLITests.run(Self.spring).stdout
            let path = try Self.oldFile("frames.csv", in: dir)
            #expect(chmod(path, 0o640) == 0)
            let r = try CLITests.run(Self.spring + ["--output", path])
            #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty)
            #expect(try Self.read(path) == expected)
            #expect(Self.mode(path) & 0o7777 == 0o640)
            #expect(try Self.leftovers(in: dir).isEmpty)
        }
    }

    @Test("a new file gets 0666 less the umask, like the shell's >")
    func newFileMode() throws {
        try Self.inScratch { dir in
            let path = dir + "/new.csv"
            let mask = umask(0o022)
            defer { umask(mask) }
            let r = try CLITests.run(Self.spring + ["--output", path])
            #expect(r.status == 0)
            #expect(Self.mode(path) & 0o7777 == 0o644)
        }
    }

    @Test("a symbolic link stays a link; its target gets the content and keeps its mode")
    func symbolicLink() throws {
        try Self.inScratch { dir in
            let expected = try CLITests.run(Self.spring).stdout
            try FileManager.default.createDirectory(atPath: dir + "/data", withIntermediateDirectories: false)
            let target = dir + "/data/real.csv"
            try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
            #expect(chmod(target, 0o600) == 0)
            // A relative link, through a second link: both are followed, neither replaced.
            #expect(symlink("data/real.csv", dir + "/first.csv") == 0)
            #expect(symlink("first.csv", dir + "/link.csv") == 0)
            let r = try CLITests.run(Self.spring + ["--output", dir + "/link.csv"])
            #expect(r.status == 0 && r.stderr.isEmpty)
            #expect(Self.isSymbolicLink(dir + "/link.csv") && Self.isSymbolicLink(dir + "/first.csv"))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.csv") == "first.csv")
            #expect(try Self.read(target) == expected)
            #expect(Self.mode(target) & 0o7777 == 0o600)
            #expect(try Self.leftovers(in: dir).isEmpty && Self.leftovers(in: dir + "/data").isEmpty)

            // A dangling link: the file it names is created.
            #expect(symlink("missing.csv", dir + "/dangling.csv") == 0)
            let d = try CLITests.run(Self.spring + ["--output", dir + "/dangling.csv"])
            #expect(d.status == 0)
            #expect(Self.isSymbolicLink(dir + "/dangling.csv"))
            #expect(try Self.read(dir + "/missing.csv") == expected)
        }
    }

    @Test("a FIFO is written straight through to its reader")
    func fifo() throws {
        try Self.inScratch { dir in
            let expected = try CLITests.run(Self.spring).stdout
            let fifo = dir + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/bin/sh")
            reader.arguments = ["-c", "exec cat \"$0\" > \"$0.copy\"", fifo]
            try reader.run()
            let r = try CLITests.run(Self.spring + ["--output", fifo])
            // Should springsim have failed before opening the FIFO, release the waiting reader.
            let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
            if unblock >= 0 { close(unblock) }
            reader.waitUntilExit()
            #expect(r.status == 0 && r.stderr.isEmpty)
            #expect(try Self.read(fifo + ".copy") == expected)
            #expect(Self.mode(fifo) & S_IFMT == S_IFIFO)
            #expect(try Self.leftovers(in: dir).isEmpty)
        }
    }

    /// Stops a test whose device another program on the machine has replaced by a file.
    static func requireDevice(_ path: String) throws {
        try #require(mode(path) & S_IFMT == S_IFCHR, "\(path) is not a character device before the test: the machine's is broken")
    }

    @Test("/dev/null is written, not replaced")
    func devNull() throws {
        try Self.requireDevice("/dev/null")
        let r = try CLITests.run(Self.spring + ["--output", "/dev/null"])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty)
        #expect(Self.mode("/dev/null") & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix("null.tmp-") }.isEmpty)
    }

    @Test("/dev/stdout writes to standard output")
    func devStdout() throws {
        let expected = try CLITests.run(Self.spring).stdout
        let r = try CLITests.run(Self.spring + ["--output", "/dev/stdout"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout == expected)
        let text = try CLITests.run(["convert"] + Self.spring + ["--output", "/dev/stdout"])
        let plain = try CLITests.run(["convert"] + Self.spring)
        #expect(text.status == 0 && text.stdout == plain.stdout)
    }

    @Test("an error after output began leaves the previous file untouched and no temporary file")
    func failureAfterOpening() throws {
        try Self.inScratch { dir in
            let path = try Self.oldFile("table.csv", in: dir)
            // Explicit Euler with a step far beyond its stability limit would overflow after a few
            // thousand rows: refused before the first row (its amplification is known up front),
            // and the previous file is kept all the same.
            let r = try CLITests.run([
                "integrate", "--method", "euler", "--dt", "0.5", "--stiffness", "1e6", "--damping", "0.01", "--until", "1000",
                "--output", path,
            ])
            #expect(r.status != 0)
            #expect(r.stderr.hasPrefix("springsim: error: ") && r.stderr.contains("unstable at --dt 0.5"), "\(r.stderr)")
            try Self.expectUntouched(path, in: dir)
        }
    }

    @Test("a full disk (here: the file size limit) leaves the previous file untouched and names the file")
    func writeFailure() throws {
        try Self.inScratch { dir in
            let path = try Self.oldFile("table.csv", in: dir)
            // ulimit -f 64: at most 64 KiB per file; SIGXFSZ ignored so write(2) fails with EFBIG.
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = [
                "-c", "ulimit -f 64; trap '' XFSZ; exec \"$0\" --damping 0.15 --until 100 --output \"$1\"", CLITests.binary.path, path,
            ]
            let err = Pipe()
            p.standardError = err
            try p.run()
            let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus != 0)
            #expect(e.hasPrefix("springsim: error: cannot write '\(path)': "))
            #expect(e.split(separator: "\n").count == 1)
            try Self.expectUntouched(path, in: dir)
        }
    }

    @Test("a missing directory or an unwritable destination is one error line", arguments: ["/nonexistent-dir/f.csv", "/dev/full"])
    func unwritable(path: String) throws {
        if path.hasPrefix("/dev/") { try Self.requireDevice(path) }
        let r = try CLITests.run(Self.spring + ["--output", path])
        #expect(r.status != 0)
        #expect(r.stderr.hasPrefix("springsim: error: ") && r.stderr.contains(path))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    /// How a child process ended: its exit status, or the signal that ended it.
    enum Ending: Equatable { case exit(Int32), signal(Int32) }

    /// Starts a long table into `path` as a shell would (see `spawnAsShell`), waits until the
    /// temporary file has content, sends `signal`, and returns how it ended.
    static func interrupted(by signal: Int32, writing path: String, in dir: String) throws -> Ending {
        let argv = [CLITests.binary.path, "--damping", "0.15", "--until", "100000", "--output", path]
        let pid = try spawnAsShell(argv, streams: ChildStream.quiet)
        // Hard bound against a hang only (the temporary file appears within milliseconds).
        let deadline = Date().addingTimeInterval(60)
        var started = false
        var status: Int32 = 0
        var exited = false
        while !started && !exited && Date() < deadline {
            for name in try leftovers(in: dir) {
                let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/" + name)[.size] as? Int) ?? 0
                if size > 0 { started = true }
            }
            if !started {
                exited = waitpid(pid, &status, WNOHANG) == pid
                usleep(2_000)
            }
        }
        #expect(started, "the temporary file never received output")
        if !exited {
            kill(pid, signal)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        let terminating = status & 0x7f
        return terminating == 0 ? .exit((status >> 8) & 0xff) : .signal(terminating)
    }

    @Test("SIGTERM or SIGINT mid-write: no temporary file, the previous file untouched", arguments: [SIGTERM, SIGINT])
    func terminatingSignal(signal: Int32) throws {
        try Self.inScratch { dir in
            let path = try Self.oldFile("f.csv", in: dir)
            let ending = try Self.interrupted(by: signal, writing: path, in: dir)
            #expect(ending == .signal(signal))
            #expect(try Self.leftovers(in: dir).isEmpty)
            #expect(try Self.read(path) == "old\n")
        }
    }

    @Test("SIGPIPE mid-write is ignored by springsim (writes report EPIPE instead): the table completes")
    func sigpipe() throws {
        try Self.inScratch { dir in
            let path = try Self.oldFile("f.csv", in: dir)
            let ending = try Self.interrupted(by: SIGPIPE, writing: path, in: dir)
            #expect(ending == .exit(0))
            #expect(try Self.leftovers(in: dir).isEmpty)
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(size > 100_000_000)
        }
    }
}
