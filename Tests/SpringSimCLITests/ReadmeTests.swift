import Foundation
import Testing

/// Every ```console block of README.md and of `docs/*.md`, run and compared with what the tool
/// prints.
///
/// In a block, a line `$ springsim …` is a command (run by `/bin/sh` in a fresh temporary
/// working directory that links the package's top-level entries, so `data/…` paths read as from
/// the package root and nothing is written into it, with the built binary in place of
/// `springsim`, so pipes such as `| head -4` and trailing
/// `# comments` work as in a terminal; standard error is shown interleaved with standard
/// output, as a terminal shows it). The lines after it, up to the next command or the end of
/// the block (blank lines at the end left out), are its expected output:
/// - a line that is just `…` stands for any number of lines (none included);
/// - `…` inside a line stands for any text;
/// - a number matches when the printed number agrees to the digits shown (within half a unit
///   of the last digit shown: `9.10` matches `9.098555322078179`);
/// - everything else must be printed exactly.
///
/// The LAPACK-backed samples (`network`, `follow`, `fit`) run with OpenBLAS's kernels pinned as
/// in the golden tests (`CLITests.pinningBLASKernels`), since their last digits depend on them.
///
/// The README's ```swift block must also appear, line for line, in `ReadmeSnippetTests.swift`,
/// where it is compiled and run.
@Suite("README and docs samples")
struct ReadmeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Sample: CustomStringConvertible {
        var file: String
        var line: Int
        var command: String
        var expected: [String]
        var description: String { "\(file):\(line): $ \(command)" }
    }

    /// The commands of every ```console block of `text` (the file `file`) with their expected output.
    static func samples(in text: String, file: String = "README.md") -> [Sample] {
        var samples: [Sample] = []
        var inConsole = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("```") {
                inConsole = !inConsole && line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                samples.append(Sample(file: file, line: index + 1, command: String(line.dropFirst(2)), expected: []))
            } else if !samples.isEmpty {
                samples[samples.count - 1].expected.append(line)
            }
        }
        for i in samples.indices {
            while samples[i].expected.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { samples[i].expected.removeLast() }
        }
        return samples
    }

    static let numberPattern = #"-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?"#

    /// A compiled expected line: a regular expression with one group per number shown, and
    /// the numbers with the half-unit each must be met within.
    struct LinePattern {
        var regex: NSRegularExpression
        var numbers: [(value: Double, tolerance: Double)]

        init(_ expected: String) throws {
            let numberRegex = try NSRegularExpression(pattern: ReadmeTests.numberPattern)
            var pattern = "^"
            var numbers: [(Double, Double)] = []
            let ns = expected as NSString
            var cursor = 0
            func literal(_ s: String) -> String {
                s.components(separatedBy: "…").map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".*?")
            }
            for match in numberRegex.matches(in: expected, range: NSRange(location: 0, length: ns.length)) {
                pattern += literal(ns.substring(with: NSRange(location: cursor, length: match.range.location - cursor)))
                let shown = ns.substring(with: match.range)
                pattern += "(" + ReadmeTests.numberPattern + ")"
                numbers.append((Double(shown)!, Self.halfUnit(shown)))
                cursor = match.range.location + match.range.length
            }
            pattern += literal(ns.substring(from: cursor)) + "$"
            regex = try NSRegularExpression(pattern: pattern)
            self.numbers = numbers
        }

        /// Half a unit in the last digit of a number as written (`2.776` → 0.0005, `1e-3` → 5e-4).
        static func halfUnit(_ shown: String) -> Double {
            var mantissa = Substring(shown)
            var exponent = 0
            if let e = shown.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                mantissa = shown[..<e]
                exponent = Int(shown[shown.index(after: e)...])!
            }
            let decimals = mantissa.firstIndex(of: ".").map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
            return 0.5 * pow(10, Double(exponent - decimals))
        }

        func matches(_ actual: String) -> Bool {
            let ns = actual as NSString
            guard let m = regex.firstMatch(in: actual, range: NSRange(location: 0, length: ns.length)) else { return false }
            for (i, n) in numbers.enumerated() {
                guard let v = Double(ns.substring(with: m.range(at: i + 1))), abs(v - n.value) <= n.tolerance else { return false }
            }
            return true
        }
    }

    /// Whether `actual` fits `expected`, a line `…` standing for any run of lines.
    static func fits(_ actual: [String], _ expected: [String]) throws -> Bool {
        let patterns = try expected.map { $0 == "…" ? nil : try LinePattern($0) }
        // fit[i][j]: expected[i...] fits actual[j...].
        var fit = [[Bool]](repeating: [Bool](repeating: false, count: actual.count + 1), count: patterns.count + 1)
        fit[patterns.count][actual.count] = true
        for i in stride(from: patterns.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count, through: 0, by: -1) {
                if let p = patterns[i] {
                    fit[i][j] = j < actual.count && fit[i + 1][j + 1] && p.matches(actual[j])
                } else {
                    fit[i][j] = fit[i + 1][j] || (j < actual.count && fit[i][j + 1])
                }
            }
        }
        return fit[0][0]
    }

    static func output(of command: String) throws -> [String] {
        let binary = CLITests.binary.path
        let script = command.replacingOccurrences(
            of: #"(^|\|\s*)springsim\b"#, with: "$1'" + binary + "'", options: .regularExpression)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script]
        let scratch = try ScratchWorkingDirectory()
        defer { scratch.remove() }
        p.currentDirectoryURL = scratch.url
        p.environment = CLITests.pinningBLASKernels(ProcessInfo.processInfo.environment)
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func text(_ relativePath: String) -> String {
        (try? String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)) ?? ""
    }

    static let readme = text("README.md")

    /// `docs/*.md`, by name.
    static let documents: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// Every sample of README.md, then of each `docs/*.md` in name order.
    static let allSamples: [Sample] =
        samples(in: readme) + documents.flatMap { samples(in: text($0), file: $0) }

    @Test("README.md and docs/*.md have console samples to check")
    func found() {
        let inReadme = Self.samples(in: Self.readme).count
        #expect(inReadme >= 3, "README.md has \(inReadme) console samples")
        #expect(Self.documents.contains("docs/CLI.md"))
        #expect(Self.allSamples.count >= 40, "\(Self.allSamples.count) console samples in README.md and docs/*.md")
        let inDocs = Self.allSamples.count - inReadme
        print("README samples: \(Self.allSamples.count) console samples, \(inReadme) in README.md, \(inDocs) in docs/*.md")
    }

    @Test("every console sample in README.md and docs/*.md prints what it shows", arguments: allSamples)
    func sample(_ sample: Sample) throws {
        let actual = try Self.output(of: sample.command)
        #expect(
            try Self.fits(actual, sample.expected),
            "\(sample) printed:\n\(actual.prefix(12).joined(separator: "\n"))\(actual.count > 12 ? "\n… (\(actual.count) lines)" : "")")
    }

    /// The code lines of each ```swift block of `text` (blank lines and `import` lines left out).
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var inSwift = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") {
                inSwift = !inSwift && line == "```swift"
                if inSwift { blocks.append([]) }
                continue
            }
            let code = line.trimmingCharacters(in: .whitespaces)
            if inSwift && !code.isEmpty && !code.hasPrefix("import ") { blocks[blocks.count - 1].append(code) }
        }
        return blocks
    }

    @Test("the README's Swift snippet is the one ReadmeSnippetTests compiles and runs, line for line")
    func swiftSnippet() throws {
        let blocks = Self.swiftBlocks(in: Self.readme)
        #expect(!blocks.isEmpty)
        let test = Self.text("Tests/SpringSimCLITests/ReadmeSnippetTests.swift")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for block in blocks {
            // The block's lines, consecutive, somewhere in the test file.
            let found = test.indices.contains { start in
                start + block.count <= test.count && Array(test[start..<(start + block.count)]) == block
            }
            #expect(found, "README.md's swift block is not in ReadmeSnippetTests.swift:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test("the matcher rejects a wrong digit, a missing line and extra output; accepts … and rounding")
    func matcher() throws {
        #expect(try Self.fits(["a,1.25,x"], ["a,1.25,x"]))
        #expect(try Self.fits(["a,1.2549,x"], ["a,1.25,x"]))
        #expect(try !Self.fits(["a,1.26,x"], ["a,1.25,x"]))
        #expect(try !Self.fits(["a,1.25,y"], ["a,1.25,x"]))
        #expect(try Self.fits(["h", "1", "2", "3"], ["h", "…", "3"]))
        #expect(try Self.fits(["h", "3"], ["h", "…", "3"]))
        #expect(try !Self.fits(["h", "1", "2"], ["h", "1"]))
        #expect(try !Self.fits(["h"], ["h", "1"]))
        #expect(try Self.fits(["linear(0 0%, 0.5 50%, 0.7 70%, 1 100%)"], ["linear(0 0%, …, 1 100%)"]))
        #expect(try !Self.fits(["linear(0 0%, 0.5 50%, 1 99%)"], ["linear(0 0%, …, 1 100%)"]))
        #expect(try Self.fits(["x 1.8369701987210294e-16"], ["x 1.84e-16"]))
        #expect(try !Self.fits(["x 1.8369701987210294e-15"], ["x 1.84e-16"]))
    }
}
