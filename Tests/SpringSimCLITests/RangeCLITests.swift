import Foundation
import Testing

/// Spring options across the whole finite range, errors that name the option, and `integrate`
/// refusing an unstable step before it writes a row.
@Suite("spring ranges and integrate stability", .timeLimit(.minutes(2)))
struct RangeCLITests {
    static func run(_ args: [String]) throws -> CLITests.Run { try CLITests.run(args) }

    /// The number after `marker` in `text` (up to the next space, comma or semicolon).
    static func number(after marker: String, in text: String) -> Double? {
        guard let r = text.range(of: marker) else { return nil }
        return Double(text[r.upperBound...].prefix(while: { $0 != " " && $0 != "," && $0 != ";" && $0 != ")" && $0 != "\n" }))
    }

    @Test("masses, distances and velocities far outside 1e±6 are answered; overflow is refused naming the options")
    func wideRanges() throws {
        for args in [
            ["--mass", "1e-9", "--stiffness", "1", "--damping-coefficient", "1e-5", "--times", "0,1e-5"],
            ["--mass", "1e9", "--stiffness", "1e9", "--damping-coefficient", "1e9", "--until", "1"],
            ["--from=-1e300", "--to", "1e300", "--stiffness", "100", "--damping", "0.5", "--until", "1"],
            ["--stiffness", "100", "--damping", "0.5", "--velocity", "1e300", "--times", "0,0.01,1"],
        ] {
            let r = try Self.run(args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            #expect(!r.stdout.contains("inf") && !r.stdout.contains("nan"), "\(args)")
        }
        let omega = try Self.run(["--mass", "5e-324", "--stiffness", "1e300", "--damping-coefficient", "1"])
        #expect(omega.status == 2 && omega.stdout.isEmpty)
        #expect(omega.stderr.contains("--mass") && omega.stderr.contains("--stiffness") && omega.stderr.contains("natural frequency"))
        let distance = try Self.run(["--from=-1.7976931348623157e308", "--to", "1.7976931348623157e308", "--until", "0.1"])
        #expect(distance.status == 2 && distance.stderr.contains("--from") && distance.stderr.contains("--to"))
        let pop = try Self.run(["--bounciness", "1e300", "--speed", "12", "--until", "1"])
        #expect(pop.status == 2 && pop.stderr.contains("--bounciness"), "\(pop.stderr)")
    }

    @Test("explicit Euler at h = 0.1 on ω₀ = 100, ζ = 0.01: refused with ρ = √(1 − 2ζω₀h + ω₀²h²) and the bound h ≤ 2ζ/ω₀")
    func eulerDiverges() throws {
        let r = try Self.run([
            "integrate", "--method", "euler", "--dt", "0.1", "--stiffness", "10000", "--damping", "0.01", "--until", "100",
        ])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty, "a half-written table")
        #expect(r.stderr.contains("--dt 0.1"))
        // ρ² = 1 − 0.2 + 100 = 100.8: ρ = 10.04, printed to 3 digits.
        #expect(r.stderr.contains("growth 10.0 per step"), "\(r.stderr)")
        let h = try #require(Self.number(after: "use --dt ≤ ", in: r.stderr), "\(r.stderr)")
        // Euler's disk |1 + hλ| ≤ 1 meets λ = ω₀(−ζ ± i√(1 − ζ²)) at h = 2ζ/ω₀ = 2e-4.
        #expect(h <= 2e-4 && h >= 2e-4 * 0.99, "\(h)")
        let ok = try Self.run([
            "integrate", "--method", "euler", "--dt", "\(h)", "--stiffness", "10000", "--damping", "0.01", "--until", "2",
        ])
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test("undamped Verlet and RK4: the suggested step is the stability limit ω₀h = 2 and 2√2")
    func stabilityLimits() throws {
        for (method, limit) in [("verlet", 2.0), ("rk4", 2 * 2.0.squareRoot())] {
            let r = try Self.run(["integrate", "--method", method, "--dt", "0.5", "--stiffness", "1e4", "--damping", "0", "--until", "100"])
            #expect(r.status == 2 && r.stdout.isEmpty)
            let h = try #require(Self.number(after: "use --dt ≤ ", in: r.stderr), "\(r.stderr)")
            #expect(h * 100 <= limit && h * 100 >= limit * 0.99, "\(method): \(h)")
        }
        // ρ = √(1 + ω₀²h²) = √2: 30000 steps pass 1.8e308 (1000 would only reach 1e150, and are written).
        let euler = try Self.run([
            "integrate", "--method", "euler", "--dt", "0.1", "--stiffness", "100", "--damping", "0", "--until", "3000",
        ])
        #expect(euler.status == 2 && euler.stderr.contains("no step size is stable"), "\(euler.stderr)")
    }

    @Test("--substeps: the suggested count is stable; a platform policy names its fixed step")
    func substepsAndPolicies() throws {
        let args = ["integrate", "--method", "euler", "--stiffness", "1e6", "--damping", "0.01", "--until", "5"]
        let r = try Self.run(args + ["--substeps", "2"])
        #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains("--substeps 2"))
        let n = try #require(Self.number(after: "use --substeps ≥ ", in: r.stderr), "\(r.stderr)")
        let ok = try Self.run(args + ["--substeps", "\(Int(n))"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let pop = try Self.run(["integrate", "--policy", "pop", "--stiffness", "1e9", "--damping", "0.01", "--until", "10"])
        #expect(pop.status == 2 && pop.stdout.isEmpty && pop.stderr.contains("--policy pop"))
    }

    @Test("dopri5 over a span of 1e300 s is refused at once, naming --max-steps")
    func dopriSpan() throws {
        let r = try Self.run(["integrate", "--method", "dopri5", "--times", "0,1e300"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains("--max-steps") && r.stderr.contains("dopri5"), "\(r.stderr)")
    }

    @Test("errors name the option: --until, --dt, --preset, --damping, --times in a file")
    func namedErrors() throws {
        let until = try Self.run(["--damping", "0.5", "--until", "1e300"])
        #expect(until.stderr.contains("--until") && until.stderr.contains("--max-rows"))
        let dt = try Self.run(["integrate", "--method", "rk4", "--dt", "1e-300"])
        #expect(dt.stderr.contains("--dt") && dt.stderr.contains("--max-steps"))
        let preset = try Self.run(["--preset", "nope"])
        #expect(preset.stderr.contains("--preset"))
        // chart line's spring: the widened flags are refused by name where the scene cannot follow.
        for (args, option) in [
            (["--velocity", "1.7e308"], "--velocity"), (["--velocity", "1e305"], "--velocity"),
            (["--stiffness", "1e-300", "--damping", "1"], "--stiffness"),
        ] {
            let r = try Self.run(["chart", "line", "--animation", "spring"] + args)
            #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains(option), "\(args): \(r.stderr)")
        }
        let line = try Self.run(["chart", "line", "--animation", "spring", "--damping", "0"])
        #expect(line.status == 2 && line.stderr.contains("--damping"))
    }
}
