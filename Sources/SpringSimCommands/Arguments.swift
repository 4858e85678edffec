import ArgumentParser
import SpringSim

/// Command-line conventions shared by every subcommand: negative values, domains, lists, row
/// limits and exit codes.
enum Arguments {
    /// Joins `--option -3` into `--option=-3` wherever the token after a long option starts
    /// like a negative number (`-3`, `-.5`, `-2,5,-1`, `-0.5@1`, `-inf`): ArgumentParser would
    /// otherwise read it as a short flag and report "Missing value". One rewrite covers every
    /// option — numbers, lists, text such as `--title -5` — while a genuine mistake such as
    /// `--velocity --damping 1` is left alone and still gets ArgumentParser's "Missing value
    /// for '--velocity <v>'". Nothing after a `--` terminator is touched (`render filmstrip`
    /// rewrites its scene command itself when it parses it).
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" {
                result += arguments[i...]
                break
            }
            if a.hasPrefix("--"), a.count > 2, !a.contains("="), i + 1 < arguments.count, looksNegative(arguments[i + 1]) {
                result.append(a + "=" + arguments[i + 1])
                i += 2
                continue
            }
            result.append(a)
            i += 1
        }
        return result
    }

    /// `-` followed by a digit, `.digit`, `inf` or `nan` (any case).
    static func looksNegative(_ token: String) -> Bool {
        guard token.hasPrefix("-") else { return false }
        let rest = token.dropFirst()
        guard let first = rest.first else { return false }
        if first.isASCII && first.isNumber { return true }
        if first == ".", let second = rest.dropFirst().first, second.isASCII && second.isNumber { return true }
        let lower = rest.lowercased()
        return lower.hasPrefix("inf") || lower.hasPrefix("nan")
    }

    /// The default of `--max-rows`.
    static let defaultMaxRows = 10_000_000
}

/// A value's documented domain: the text the help shows and the check `validate()` makes.
struct Domain: Sendable {
    let text: String
    let contains: @Sendable (Double) -> Bool
    private let explicitSentence: String?

    init(text: String, sentence: String? = nil, contains: @escaping @Sendable (Double) -> Bool) {
        self.text = text
        self.explicitSentence = sentence
        self.contains = contains
    }

    static let finite = Domain(text: "finite") { $0.isFinite }
    static let positive = Domain(text: "> 0, finite") { $0.isFinite && $0 > 0 }
    static let nonNegative = Domain(text: "≥ 0, finite") { $0.isFinite && $0 >= 0 }
    static let unitInterval = Domain(text: "in [0, 1]") { $0 >= 0 && $0 <= 1 }
    static let openUnitInterval = Domain(text: "in (0, 1)") { $0 > 0 && $0 < 1 }
    /// Frame rates: > 0 and at most a million frames per second.
    static let fps = Domain(text: "in (0, 1e6]", sentence: "a finite number > 0 and ≤ 1e6") { $0 > 0 && $0 <= 1e6 }
    /// Durations and instants in seconds: ≥ 0 and at most 1e6 s (11.6 days) so that every frame
    /// index fits an integer.
    static let seconds = Domain(text: "in [0, 1e6] s") { $0 >= 0 && $0 <= 1e6 }
    static let positiveSeconds = Domain(text: "in (0, 1e6] s", sentence: "a finite number > 0 and ≤ 1e6 (seconds)") { $0 > 0 && $0 <= 1e6 }
    static func closed(_ lo: Double, _ hi: Double, _ unit: String = "") -> Domain {
        Domain(text: "in [\(fmt(lo)), \(fmt(hi))]\(unit)") { $0 >= lo && $0 <= hi }
    }

    /// `--option must be DOMAIN (got X)` unless `value` is inside.
    func check(_ value: Double, _ option: String) throws {
        guard contains(value) else { throw CLIError("\(option) must be \(sentence) (got \(value))") }
    }

    func check(_ value: Double?, _ option: String) throws {
        if let value { try check(value, option) }
    }

    /// The domain as it reads after "must be".
    var sentence: String {
        if let explicitSentence { return explicitSentence }
        switch text {
        case "finite": return "a finite number"
        case "> 0, finite": return "a finite number > 0"
        case "≥ 0, finite": return "a finite number ≥ 0"
        default: return text
        }
    }

    /// 0, 3600, 1e6, 1e-6: powers of ten from 1e4 on (and below 1e-3) as `1eN`.
    static func fmt(_ x: Double) -> String {
        let e = x > 0 ? Double.log10(x).rounded() : 0
        if x > 0, abs(e) >= 4 || e <= -3, Double.pow(10, e) == x { return "1e\(Int(e))" }
        return x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}

/// Checks the timing of a scene configuration, whether it came from options or a scene file:
/// the frame rate in (0, 1e6] and every duration in [0, 1e6] s, so that every frame index fits
/// an integer. `source` names the scene file (or nil: the values came from the defaults and
/// options, already checked).
func checkSceneTiming(fps: Double, seconds: [(String, Double)], source: String?) throws {
    let prefix = source.map { "\($0): " } ?? ""
    guard Domain.fps.contains(fps) else { throw CLIError("\(prefix)fps must be in (0, 1e6] (got \(fps))") }
    for (name, value) in seconds where !Domain.seconds.contains(value) {
        throw CLIError("\(prefix)\(name) must be in [0, 1e6] s (got \(value))")
    }
}

/// Checks an integer option against `range`: `--option must be in lo…hi (got n)`.
func checkInteger(_ value: Int?, _ option: String, _ range: ClosedRange<Int>) throws {
    guard let value else { return }
    guard range.contains(value) else { throw CLIError("\(option) must be in \(range.lowerBound)…\(range.upperBound) (got \(value))") }
}

/// List options (`--values`, `--times`, …): inline, `@FILE`, `@-`, `@FILE.csv:COLUMN`, with
/// one-line errors naming the option or the file, line and column.
enum ListOption {
    /// The entries of `argument` for `option`.
    static func entries(_ argument: String, option: String) throws -> ListArgument {
        if !ListArgument.isFileReference(argument) && argument.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" }) {
            throw CLIError("\(option) is empty; give at least one entry")
        }
        do { return try ListArgument(argument, option: option, standardInput: Console.readStandardInput) } catch {
            throw CLIError(error.description, readFailure: error.message.hasPrefix("cannot read"))
        }
    }

    /// The finite numbers of `argument`, each inside `domain` (a located error otherwise), and
    /// when `nonDecreasing`, none less than the one before it (the first decrease is located).
    static func numbers(
        _ argument: String, option: String, domain: Domain = .finite, nonDecreasing: Bool = false
    ) throws -> [Double] {
        let list = try entries(argument, option: option)
        let values: [Double]
        do { values = try nonDecreasing ? list.nonDecreasingNumbers() : list.numbers() } catch { throw CLIError(error.description) }
        if let bad = values.firstIndex(where: { !domain.contains($0) }) {
            throw CLIError(list.error(at: bad, "must be \(domain.sentence)").description)
        }
        return values
    }

    /// At most one option may read standard input (`@-`).
    static func checkStandardInputOnce(_ arguments: [String?]) throws {
        let readers = arguments.compactMap { $0 }.filter { $0 == "@-" || $0.hasPrefix("@-:") }
        if readers.count > 1 { throw CLIError("standard input (@-) can be read by one option only") }
    }
}

/// `--max-rows N`: the largest table a command writes.
struct RowLimitOptions: ParsableArguments {
    @Option(name: .customLong(SpringTableOption.maxRows.name), help: Help.maxRows) var maxRows: Int = Arguments.defaultMaxRows

    func validate() throws { try rowLimit.validate() }

    /// The limit as a plain value.
    var rowLimit: RowLimit { RowLimit(maxRows: maxRows) }

    /// See ``RowLimit/check(rows:qualifier:source:)``.
    func check(rows: Double, qualifier: String = "", source: String? = nil) throws {
        try rowLimit.check(rows: rows, qualifier: qualifier, source: source)
    }

    /// See ``RowLimit/check(fps:end:)``.
    func check(fps: Double, end: Double) throws { try rowLimit.check(fps: fps, end: end) }

    /// See ``RowLimit/check(_:)``.
    func check(_ table: some Table) throws { try rowLimit.check(table) }
}

/// `--max-rows` as a plain value: the checks every table-writing command makes before it writes.
struct RowLimit {
    var maxRows: Int

    func validate() throws {
        try checkInteger(maxRows, "--max-rows", 1...Int.max)
    }

    /// Refuses `rows` (exact, or an estimate when `about`) above the limit. `source` names the
    /// options that set the row count (`--until 1e300 at --fps 60`), when they are known.
    func check(rows: Double, qualifier: String = "", source: String? = nil) throws {
        guard rows <= Double(maxRows) else {
            let count = rows < 1e15 ? String(Int(rows)) : rows.isFinite ? "\(rows)" : "unboundedly many"
            let subject = source.map { "\($0) would write" } ?? "the table would have"
            throw CLIError(
                "\(subject) \(qualifier)\(count) rows, more than --max-rows \(maxRows); pass a larger --max-rows to allow it"
            )
        }
    }

    /// Refuses, before a scene builds it, a uniform clock at `fps` from 0 to `end` with more
    /// frames than the limit (every frame has at least one row) or than a ``FrameClock`` counts.
    func check(fps: Double, end: Double) throws {
        try check(rows: FrameClock.frameCount(fps: fps, duration: end), qualifier: "at least ")
        do { _ = try FrameClock.checked(fps: fps, end: end) } catch { throw CLIError(error.description) }
    }

    /// Refuses a table whose ``Table/rowEstimate()`` exceeds the limit; a scene's frame count
    /// first (every frame has at least one row), before any of its frames is evaluated.
    func check(_ table: some Table) throws {
        if let scene = table as? any Scene { try check(rows: Double(scene.clock.count), qualifier: "at least ") }
        let estimate = try table.rowEstimate()
        try check(rows: estimate.rows, qualifier: Self.qualifier(estimate.kind))
    }

    private static func qualifier(_ kind: RowCount.Kind) -> String {
        switch kind {
        case .exact: return ""
        case .atLeast: return "at least "
        case .atMost: return "up to "
        case .about: return "about "
        }
    }
}
