import Foundation
import Testing

/// Golden outputs: every command the notebooks record in `data/demo/` and the commands of
/// `Golden/commands.txt` (every subcommand and output form, README examples and a few refusals),
/// run and compared byte for byte with what was committed. A move of code between modules must
/// leave every one of these unchanged; an intended change of output regenerates them
/// (`SPRINGSIM_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests`; `data/demo/` with
/// `Scripts/make-demo-data.sh`) and says so in its commit.
@Suite("golden outputs")
struct GoldenOutputTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()
    static let golden = here.appendingPathComponent("Golden")

    struct Output: Equatable {
        var status: Int32
        var stdout: Data
        var stderr: Data

        /// The stored form: the exit status, then each stream behind a marker line.
        var text: Data {
            var d = Data("status: \(status)\n--- stdout\n".utf8)
            d.append(stdout)
            d.append(Data("\n--- stderr\n".utf8))
            d.append(stderr)
            return d
        }
    }

    /// Runs a command line by `/bin/sh` in a fresh temporary working directory that links the
    /// package's top-level entries (`ScratchWorkingDirectory`: relative paths read as from the
    /// package root, and any file written lands in the temporary directory), `springsim` replaced
    /// by the built binary (quoted words and redirections work as in a terminal).
    static func run(_ command: String) throws -> Output {
        precondition(command.hasPrefix("springsim"))
        let p = Process()
        let scratch = try ScratchWorkingDirectory()
        defer { scratch.remove() }
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "'\(CLITests.binary.path)'" + command.dropFirst("springsim".count)]
        p.currentDirectoryURL = scratch.url
        var environment = CLITests.pinningBLASKernels(ProcessInfo.processInfo.environment)
        environment["COLUMNS"] = "80"
        environment["LINES"] = nil
        p.environment = environment
        // Standard error goes to a file, so a large table cannot block on a full pipe.
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("springsim-golden-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errURL.path])
        }
        defer { try? FileManager.default.removeItem(at: errURL) }
        let err = try FileHandle(forWritingTo: errURL)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try err.close()
        let errData = try Self.contents(of: errURL)
        return Output(status: p.terminationStatus, stdout: o, stderr: errData)
    }

    /// A file's bytes, read through a FileHandle (Foundation's `Data(contentsOf:)` keeps its
    /// buffer past the Data's lifetime on Linux, which LeakSanitizer reports).
    static func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }

    /// The demo recordings: `data/demo/INDEX.tsv` maps file → command; each file is the exact
    /// standard output of its command, which exits 0.
    static var demoCases: [String] {
        let index = packageRoot.appendingPathComponent("data/demo/INDEX.tsv")
        guard let text = try? String(contentsOf: index, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("file\t") }.map(String.init)
    }

    @Test("data/demo: every recorded command prints its recording byte for byte")
    func demo() throws {
        let cases = Self.demoCases
        #expect(cases.count >= 100, "data/demo/INDEX.tsv lists \(cases.count) commands")
        for line in cases {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            try #require(parts.count == 2, "malformed INDEX.tsv line: \(line)")
            let expected = try Self.contents(of: Self.packageRoot.appendingPathComponent("data/demo/" + parts[0]))
            let r = try Self.run(parts[1])
            #expect(r.status == 0, "\(parts[1]): exit \(r.status)")
            #expect(r.stdout == expected, "\(parts[1]) differs from data/demo/\(parts[0])")
        }
    }

    static var commands: [String] {
        let file = golden.appendingPathComponent("commands.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    @Test("Golden/commands.txt: status, standard output and standard error byte for byte")
    func commands() throws {
        let commands = Self.commands
        #expect(commands.count >= 60)
        let update = ProcessInfo.processInfo.environment["SPRINGSIM_UPDATE_GOLDEN"] == "1"
        let outputs = Self.golden.appendingPathComponent("outputs")
        if update { try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true) }
        for (i, command) in commands.enumerated() {
            let file = outputs.appendingPathComponent(String(format: "%03d.txt", i + 1))
            let r = try Self.run(command)
            var stored = Data("$ \(command)\n".utf8)
            stored.append(r.text)
            if update {
                try stored.write(to: file)
                continue
            }
            let expected = try Self.contents(of: file)
            #expect(
                stored == expected,
                "\(command): output differs from Golden/outputs/\(file.lastPathComponent); if intended, regenerate with SPRINGSIM_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests"
            )
        }
    }
}
