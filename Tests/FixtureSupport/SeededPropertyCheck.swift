import PropertyBased
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Property checks with reproducible draws.
//
// swift-property-based's `propertyCheck` seeds every case from the system generator, so a CI run
// never sees the same inputs twice, and its `.fixedSeed` trait runs one case and always records an
// issue, so it cannot be committed. `seededPropertyCheck` has the same shape (`count:`, `input:` with
// one to eight generators, an async throwing body) but draws case i of a check from a seed that
// depends only on
//
//     the base seed (`PropertySeed.defaultBase`, or `SPRINGSIM_PROPERTY_SEED` when set),
//     the test's identity (module, suite and function name — not its line, so adding or moving
//     tests leaves every other test's draws alone), an optional `label` for a test holding
//     several checks, and i.
//
// A failing case stops the check and records one issue naming the case index, its seed, the input
// and the command that replays the run; every issue recorded by the failing case carries the same
// note. An error thrown by the body is recorded as an issue, so it fails the test (propertyCheck
// runs bodies under `try?`, which is why `recordingErrors` exists). There is no shrinking: the
// reported input is the drawn one.

/// The seeds behind `seededPropertyCheck`.
public struct PropertySeed: Sendable, Equatable {
    /// The project's base seed, used unless `SPRINGSIM_PROPERTY_SEED` overrides it.
    public static let defaultBase: UInt64 = 0x5350_5249_4E47_5349  // "SPRINGSI"

    /// The name of the environment variable that overrides the base seed.
    public static let environmentVariable = "SPRINGSIM_PROPERTY_SEED"

    /// The base seed shared by every check in the run.
    public var base: UInt64

    public init(base: UInt64) { self.base = base }

    /// Parses a base seed: decimal, or hexadecimal with a `0x` prefix; `random` draws one.
    public init?(parsing text: String) {
        let text = text.trimmingWhitespace()
        if text == "random" {
            var system = SystemRandomNumberGenerator()
            self.init(base: system.next())
        } else if text.hasPrefix("0x") || text.hasPrefix("0X"), let value = UInt64(text.dropFirst(2), radix: 16) {
            self.init(base: value)
        } else if let value = UInt64(text) {
            self.init(base: value)
        } else {
            return nil
        }
    }

    /// The base seed for this process: `SPRINGSIM_PROPERTY_SEED` if set, else `defaultBase`.
    /// Nil when the variable is set but does not parse.
    public static let current: PropertySeed? = {
        guard let raw = getenv(environmentVariable) else { return PropertySeed(base: defaultBase) }
        return PropertySeed(parsing: String(cString: raw))
    }()

    /// The seed text to put in `SPRINGSIM_PROPERTY_SEED=…`.
    public var text: String { "0x" + String(base, radix: 16) }

    /// The Xoshiro state for case `index` of the check identified by `key`.
    public func state(key: String, index: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        var mix = SplitMix64(state: base ^ Self.fnv1a(key))
        mix.state ^= SplitMix64.mixed(UInt64(index))
        return (mix.next(), mix.next(), mix.next(), mix.next())
    }

    /// A generator for case `index` of the check identified by `key`.
    public func generator(key: String, index: Int) -> Xoshiro {
        Xoshiro(seed: state(key: key, index: index))
    }

    /// FNV-1a over the UTF-8 bytes: stable across processes and platforms, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014), the usual way to expand one word into a Xoshiro state,
/// and the tests' deterministic stream of numbers (a seed in, the same sequence out on every
/// machine).
public struct SplitMix64: Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        return Self.mixed(state)
    }

    /// A double in [0, 1): the top 53 bits of the next word, times 2⁻⁵³.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// lower + unit()·(upper − lower).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// An integer in 0..<n (by remainder: the bias is below n/2⁶⁴).
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    static func mixed(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// Identity of the running check: the key its seeds derive from and a `--filter` pattern that
/// selects its test.
struct PropertyCheckIdentity {
    var key: String
    var filter: String

    init(test: Test?, label: String, fileID: String, function: String) {
        if let test {
            let names = [test.id.moduleName] + test.id.nameComponents
            key = names.joined(separator: "/")
            let suites = test.id.nameComponents.dropLast().map(Self.escaped)
            let leaf = test.id.nameComponents.last.map(Self.escaped) ?? ""
            filter = ([Self.escaped(test.id.moduleName)] + suites).joined(separator: "\\.") + "/" + leaf
        } else {
            key = fileID + "/" + function
            filter = function
        }
        if !label.isEmpty { key += "#" + label }
    }

    /// Escapes regular-expression metacharacters (`swift test --filter` takes a regex).
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// The command that replays a run with the given base seed.
func reproductionCommand(seed: PropertySeed, filter: String) -> String {
    "\(PropertySeed.environmentVariable)=\(seed.text) swift test --filter '\(filter)'"
}

/// Calls `body` with `count` inputs drawn by `input` from fixed seeds; see the notes at the top of
/// this file. Use `label` to tell apart several checks in one test.
public func seededPropertyCheck<Value>(
    count: Int = 100,
    label: String = "",
    input: Generator<Value, some Sequence>,
    perform body: (Value) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    precondition(count >= 0, "count must be a non-negative number")
    guard let seed = PropertySeed.current else {
        Issue.record(
            "\(PropertySeed.environmentVariable) must be a decimal or 0x-hexadecimal UInt64, or `random`.",
            sourceLocation: sourceLocation)
        return
    }
    let identity = PropertyCheckIdentity(test: Test.current, label: label, fileID: fileID, function: function)
    let command = reproductionCommand(seed: seed, filter: identity.filter)

    for index in 0..<count {
        guard !Task.isCancelled else { return }
        var rng = seed.generator(key: identity.key, index: index)
        let caseSeed = rng.currentState
        let note = "case \(index) of \(count), base seed \(seed.text), case seed \(caseSeed); reproduce with: \(command)"

        let value: Value
        do {
            value = try input.run(using: &rng, limit: 10_000)
        } catch {
            Issue.record("Generator failed: \(error) (\(note))", sourceLocation: sourceLocation)
            return
        }

        let failures = await countingFailures(annotating: note, isolation: isolation) {
            try await body(value)
        }
        if failures > 0 {
            Issue.record(
                """
                Property failed at case \(index) of \(count) with input \(String(describingForTest: value)).
                Base seed \(seed.text), check key "\(identity.key)", case seed \(caseSeed).
                Reproduce with: \(command)
                """,
                sourceLocation: sourceLocation)
            return
        }
    }
}

/// Runs `body`, recording a thrown error as an issue, and returns how many failing issues it
/// recorded; each issue gets `note` appended to its comments.
func countingFailures(
    annotating note: String,
    isolation: isolated (any Actor)?,
    _ body: () async throws -> Void
) async -> Int {
    let failures = Mutex(0)
    let handler = IssueHandlingTrait.compactMapIssues { issue in
        var issue = issue
        if issue.isFailure {
            failures.withLock { $0 += 1 }
            issue.comments.append(Comment(rawValue: note))
        }
        return issue
    }
    // The handler's scope takes a @Sendable closure; the body only runs inside this call, on the
    // caller's isolation, so passing it through is safe.
    nonisolated(unsafe) let call = body
    guard let test = Test.current else {
        preconditionFailure("seededPropertyCheck must be called from within a test.")
    }
    do {
        try await handler.provideScope(for: test, testCase: Test.Case.current) {
            await runRecordingErrors(call, isolation: isolation)
        }
    } catch {
        Issue.record(error)
    }
    return failures.withLock { $0 }
}

private func runRecordingErrors(_ body: () async throws -> Void, isolation: isolated (any Actor)?) async {
    do { try await body() } catch { Issue.record(error) }
}

// MARK: - Several generators

// One overload per arity, zipping the generators as swift-property-based's own propertyCheck
// overloads do (its parameter-pack version is blocked by a compiler crash, see
// PropertyCheck+Pack.swift upstream).

public func seededPropertyCheck<A, B>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>,
    perform body: (A, B) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1), perform: { try await body($0.0, $0.1) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    perform body: (A, B, C) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1, g2), perform: { try await body($0.0, $0.1, $0.2) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>,
    perform body: (A, B, C, D) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1, g2, g3), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>,
    perform body: (A, B, C, D, E) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1, g2, g3, g4),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E, F>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>, _ g5: Generator<F, some Sequence>,
    perform body: (A, B, C, D, E, F) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1, g2, g3, g4, g5),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E, F, G>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>, _ g5: Generator<F, some Sequence>,
    _ g6: Generator<G, some Sequence>,
    perform body: (A, B, C, D, E, F, G) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1, g2, g3, g4, g5, g6),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E, F, G, H>(
    count: Int = 100, label: String = "",
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>, _ g5: Generator<F, some Sequence>,
    _ g6: Generator<G, some Sequence>, _ g7: Generator<H, some Sequence>,
    perform body: (A, B, C, D, E, F, G, H) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, label: label, input: zip(g0, g1, g2, g3, g4, g5, g6, g7),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) },
        isolation: isolation, fileID: fileID, function: function, sourceLocation: sourceLocation)
}
