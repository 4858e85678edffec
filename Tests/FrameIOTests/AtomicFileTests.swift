import Foundation
import FrameIO
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Atomic output files")
struct AtomicFileTests {
    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        return dir
    }

    /// A fresh scratch directory holding f.txt with the text "old", and that file's path.
    static func scratchWithOldFile() throws -> (dir: String, path: String) {
        let dir = try scratch()
        let path = dir + "/f.txt"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        return (dir, path)
    }

    static func put(_ text: String, _ fd: Int32) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) } == bytes.count)
    }

    static func entries(_ dir: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

    @Test("commit replaces the file in one step; until then the old contents stay")
    func commitReplaces() throws {
        let (dir, path) = try Self.scratchWithOldFile()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(chmod(path, 0o604) == 0)
        let file = try AtomicFile(path: path)
        #expect(file.isReplacedAtomically)
        Self.put("new", file.fileDescriptor)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try Self.entries(dir).count == 2)  // f.txt and its temporary file
        try file.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try Self.entries(dir) == ["f.txt"])
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o604)
    }

    @Test("abandon, or dropping the file uncommitted, keeps the old file and removes the temporary one")
    func abandonKeepsOld() throws {
        let (dir, path) = try Self.scratchWithOldFile()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try AtomicFile(path: path)
        Self.put("partial", file.fileDescriptor)
        file.abandon()
        try file.commit()  // after abandon: nothing happens
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try Self.entries(dir) == ["f.txt"])
        do {
            let dropped = try AtomicFile(path: path)
            Self.put("partial", dropped.fileDescriptor)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try Self.entries(dir) == ["f.txt"])
    }

    @Test("a missing directory is a typed error naming the path")
    func missingDirectory() throws {
        #expect(throws: CSVWriteError.self) { try AtomicFile(path: "/nonexistent-dir-for-test/f.txt") }
    }

    @Test("a name ending in '/' is refused and creates nothing (it names a directory)")
    func trailingSlash() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: CSVWriteError.io("cannot write '\(dir)/out.csv/': the name ends in '/', so it names a directory")) {
            try AtomicFile(path: dir + "/out.csv/")
        }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        #expect(throws: CSVWriteError.self) { try AtomicFile(path: dir + "/sub/") }
        #expect(try Self.entries(dir) == ["sub"])
        #expect(try Self.entries(dir + "/sub").isEmpty)
    }

    @Test("a character device is written straight through, not replaced")
    func device() throws {
        var before = stat()
        try #require(
            stat("/dev/null", &before) == 0 && (before.st_mode & S_IFMT) == S_IFCHR,
            "/dev/null is not a character device before the test: the machine's is broken")
        let file = try AtomicFile(path: "/dev/null")
        #expect(!file.isReplacedAtomically)
        Self.put("x", file.fileDescriptor)
        try file.commit()
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }
}

/// The temporary-file table is shared by the whole process: threads writing output files at
/// once must each keep their own slot (two claimed the same one, and one write failed with
/// "temporary file lost", seen as a flaky CSV writer test while the CLI tests ran beside it).
@Suite("atomic files from many threads")
struct AtomicFileConcurrencyTests {
    @Test("8 threads × 40 files written and committed at once: every file lands whole")
    func concurrentCommits() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-threads-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for t in 0..<8 {
                group.addTask {
                    for i in 0..<40 {
                        let file = try AtomicFile(path: "\(dir)/t\(t)-\(i).txt")
                        let text = Array("thread \(t) file \(i)\n".utf8)
                        _ = text.withUnsafeBytes { write(file.fileDescriptor, $0.baseAddress, $0.count) }
                        try file.commit()
                    }
                }
            }
            try await group.waitForAll()
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(names.count == 320, "\(names.count) files, leftovers: \(names.filter { $0.contains(".tmp-") })")
        for t in 0..<8 {
            for i in [0, 39] {
                #expect(try String(contentsOfFile: "\(dir)/t\(t)-\(i).txt", encoding: .utf8) == "thread \(t) file \(i)\n")
            }
        }
    }
}
