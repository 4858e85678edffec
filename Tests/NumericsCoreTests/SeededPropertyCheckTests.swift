import PropertyBased
import Synchronization
import Testing

@testable import FixtureSupport

/// The seeded property-check helper every property test uses: its draws depend only on the base
/// seed, the check's key and the case index, and a failing case names the command that replays it.
@Suite("Seeded property checks")
struct SeededPropertyCheckTests {
    static let gen = zip(Gen.double(in: -1e6...1e6), Gen.int(in: 0...1_000_000))

    static func draws(seed: PropertySeed, key: String, count: Int) -> [String] {
        (0..<count).map { index in
            var rng = seed.generator(key: key, index: index)
            return "\(gen.run(using: &rng))"
        }
    }

    @Test("the same base seed, key and index give the same draws; any change gives others")
    func deterministic() {
        let seed = PropertySeed(base: 42)
        let first = Self.draws(seed: seed, key: "Module/Suite/test()", count: 50)
        #expect(first == Self.draws(seed: seed, key: "Module/Suite/test()", count: 50))
        #expect(first != Self.draws(seed: PropertySeed(base: 43), key: "Module/Suite/test()", count: 50))
        #expect(first != Self.draws(seed: seed, key: "Module/Suite/other()", count: 50))
        #expect(Set(first).count == first.count)
        // Pinned: the draws must not depend on the process (Swift's Hasher is seeded per process).
        #expect(PropertySeed.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(PropertySeed.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(SplitMix64.mixed(0) == 0)
        var mix = SplitMix64(state: 0)
        #expect(mix.next() == 0xe220_a839_7b1d_cdaf)
    }

    @Test("base seeds parse as decimal, 0x-hexadecimal or `random`, and print as hexadecimal")
    func parsing() {
        #expect(PropertySeed(parsing: "1234") == PropertySeed(base: 1234))
        #expect(PropertySeed(parsing: " 0x4d2\n") == PropertySeed(base: 1234))
        #expect(PropertySeed(parsing: "0XFF") == PropertySeed(base: 255))
        #expect(PropertySeed(parsing: "random") != nil)
        #expect(PropertySeed(parsing: "seed") == nil)
        #expect(PropertySeed(parsing: "-1") == nil)
        #expect(PropertySeed(base: 1234).text == "0x4d2")
    }

    @Test("two runs of a check in one process see the same inputs")
    func sameInputsTwice() async {
        let seen = Mutex<[[String]]>([])
        for _ in 0..<2 {
            let run = Mutex<[String]>([])
            await seededPropertyCheck(count: 20, input: Gen.int(in: 0...1_000_000), Gen.bool()) { n, flag in
                run.withLock { $0.append("\(n) \(flag)") }
            }
            seen.withLock { $0.append(run.withLock { $0 }) }
        }
        let runs = seen.withLock { $0 }
        #expect(runs.count == 2 && runs[0].count == 20 && runs[0] == runs[1])
    }

    /// Runs `body` with every issue it records captured instead of reported (an outer issue
    /// handler, so the helper's own handler sees them as ordinary failures first, which
    /// `withKnownIssue` would not let it).
    static func capturingIssues(_ body: @Sendable () async -> Void) async -> [Issue] {
        let issues = Mutex<[Issue]>([])
        let capture = IssueHandlingTrait.compactMapIssues { issue in
            issues.withLock { $0.append(issue) }
            return nil
        }
        try? await capture.provideScope(for: Test.current!, testCase: Test.Case.current) { await body() }
        return issues.withLock { $0 }
    }

    @Test("a failing case stops the check and reports its index, seed and the command that replays it")
    func failureReportsSeed() async {
        let calls = Mutex(0)
        let issues = await Self.capturingIssues {
            await seededPropertyCheck(count: 100, input: Gen.int(in: 0...9)) { n in
                calls.withLock { $0 += 1 }
                #expect(n < 0)
            }
        }
        #expect(calls.withLock { $0 } == 1)
        let messages = issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") }
        #expect(messages.count == 2)  // the #expect, annotated, and the summary
        #expect(messages.allSatisfy { $0.contains("case 0 of 100") })
        #expect(messages.allSatisfy { $0.contains("SPRINGSIM_PROPERTY_SEED=0x") })
        let filter = "swift test --filter 'NumericsCoreTests\\.SeededPropertyCheckTests/failureReportsSeed\\(\\)'"
        #expect(messages.allSatisfy { $0.contains(filter) })
    }

    @Test("an error thrown by the body fails the check")
    func thrownErrorFails() async {
        struct Boom: Error {}
        let issues = await Self.capturingIssues {
            await seededPropertyCheck(count: 10, input: Gen.int(in: 0...9)) { _ in throw Boom() }
        }
        #expect(issues.count == 2)
        #expect(issues.contains { $0.error is Boom })
        #expect(issues.contains { $0.comments.contains { $0.rawValue.contains("Property failed at case 0 of 10") } })
    }
}
