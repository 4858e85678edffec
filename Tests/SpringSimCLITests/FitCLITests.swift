import Foundation
import Testing

@Suite("springsim fit spring")
struct FitCLITests {
    typealias R = CLITests

    static func file(_ contents: String) throws -> String {
        let dir = try CLITests.temporaryDirectory("springsim-fit")
        let url = dir.appendingPathComponent("samples.csv")
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test("a velocity column joins the fit (velocity_rms reported); without one velocity_rms is null; a bad velocity is refused")
    func velocityColumn() throws {
        let table = try R.run(["--response", "0.4", "--damping", "0.6", "--velocity", "-1", "--to", "5", "--until", "1.5"])
        #expect(table.status == 0)
        let withVelocity = try R.run(["fit", "spring", "--samples", try Self.file(table.stdout), "--format", "json"])
        #expect(withVelocity.status == 0 && withVelocity.stderr.isEmpty, "\(withVelocity.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(withVelocity.stdout.utf8)) as! [String: Any]
        let rms = try #require(object["velocity_rms"] as? Double)
        #expect(rms <= 1e-9)
        let valuesOnly = table.stdout.split(separator: "\n").map { line in line.split(separator: ",").enumerated().filter { $0.offset == 1 || $0.offset == 2 }.map(\.element).joined(separator: ",") }.joined(separator: "\n")
        let without = try R.run(["fit", "spring", "--samples", try Self.file(valuesOnly), "--format", "json"])
        let object2 = try JSONSerialization.jsonObject(with: Data(without.stdout.utf8)) as! [String: Any]
        #expect(object2["velocity_rms"] is NSNull)
        let bad = try R.run(["fit", "spring", "--samples", try Self.file("time,value,velocity\n0,0,1\n0.1,0.5,x\n0.2,0.8,1\n0.3,1,1\n0.4,1,1\n0.5,1,1\n0.6,1,0\n")])
        #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
    }

    @Test("data/fitting's noisy recording (dropped frames, σ = 10⁻³ of the distance): every true value inside its 95 % interval")
    func recording() throws {
        let root = GoldenOutputTests.packageRoot
        let csv = root.appendingPathComponent("data/fitting/recorded-spring.csv").path
        let truthData = try Data(contentsOf: root.appendingPathComponent("data/fitting/recorded-spring.truth.json"))
        let truth = try JSONSerialization.jsonObject(with: truthData) as! [String: Any]
        let r = try R.run(["fit", "spring", "--samples", csv, "--format", "json"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(object["identifiable"] as? Bool == true)
        let intervals = try #require(object["confidence95"] as? [String: [Double]])
        for key in ["stiffness", "damping_coefficient", "initial_velocity", "from", "to"] {
            let value = try #require(truth[key] as? Double), range = try #require(intervals[key])
            #expect(range[0] <= value && value <= range[1], "\(key) \(value) ∉ \(range)")
        }
        let sigma = try #require(object["sigma"] as? Double)
        #expect(abs(sigma / 0.12 - 1) < 0.2, "σ̂ \(sigma)")
    }

    @Test("a springsim table piped in comes back as its spring; JSON has the documented keys and the conversion")
    func roundTrip() throws {
        let r = try R.run(
            ["--response", "0.5", "--damping", "0.35", "--velocity", "1.4", "--from", "2", "--to", "-3"],
            pipeTo: "'\(R.binary.path)' fit spring --samples - --format json")
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(
            Set(object.keys)
                == [
                    "mass", "stiffness", "damping_coefficient", "damping_ratio", "response", "initial_velocity", "from", "to", "rms",
                    "max_error", "sigma", "condition_number", "velocity_rms", "velocity_max_error", "confidence95", "covariance", "identifiable", "convert",
                ])
        // "convert": the fitted spring in every platform's parameters, as `springsim convert --json`.
        let conversion = try #require(object["convert"] as? [String: Any])
        #expect(conversion["popBounciness"] != nil && conversion["uiKit"] != nil, "\(conversion.keys)")
        let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        func close(_ key: String, _ truth: Double) -> Bool { abs((object[key] as! Double) - truth) <= 1e-8 * max(1, abs(truth)) }
        #expect(close("mass", 1) && close("stiffness", k) && close("damping_coefficient", 2 * 0.35 * k.squareRoot()))
        #expect(close("damping_ratio", 0.35) && close("response", 0.5) && close("initial_velocity", 1.4))
        #expect(close("from", 2) && close("to", -3))
        #expect(object["identifiable"] as? Bool == true)
        let intervals = object["confidence95"] as! [String: [Double]]
        #expect(Set(intervals.keys) == ["stiffness", "damping_coefficient", "initial_velocity", "from", "to"])
        #expect(intervals["stiffness"]![0] <= k * (1 + 1e-12) && intervals["stiffness"]![1] >= k * (1 - 1e-12))
    }

    @Test("--from, --to and --mass are honoured; text output names every quantity")
    func givenValues() throws {
        let r = try R.run(
            ["--response", "0.4", "--damping", "1.3"], pipeTo: "'\(R.binary.path)' fit spring --samples - --from 0 --to 1 --mass 2")
        #expect(r.status == 0, "\(r.stderr)")
        let w = 2 * Double.pi / 0.4
        let stiffness = r.stdout.split(separator: "\n").first { $0.hasPrefix("stiffness") }!
        let value = Double(stiffness.split(separator: " ", omittingEmptySubsequences: true)[1])!
        #expect(abs(value - 2 * w * w) <= 1e-8 * 2 * w * w)
        for label in [
            "mass", "damping coefficient", "damping ratio", "response", "initial velocity", "from", "to", "rms", "max error",
            "identifiable",
        ] {
            #expect(r.stdout.contains("\n" + label) || r.stdout.hasPrefix(label), "\(label)")
        }
    }

    /// Bad sample tables (`--samples`, read the same way by both fits) and what each fit says of
    /// them; nil: that fit accepts the table (`fit spring` fits values of 1e-300).
    @Test(
        "bad samples: one-line errors, exit 2, from fit spring and fit bezier",
        arguments: [
            ("time,value\n0,0\n0.1,0.5\n0.4,1\n", "too few: the fit needs at least 6", "too few: the fit needs at least 5"),
            ("time,value\n0,0\n0.1,0.5\n0.1,0.9\n0.3,1\n0.4,1\n0.5,1\n0.6,1\n", "strictly increase", "not a function of progress"),
            ("time,value\n0,0\n0.2,0.5\n0.1,0.9\n0.3,1\n0.4,1\n0.5,1\n0.6,1\n", "strictly increase", "not a function of progress"),
            (
                "time,value\n0,0\n0.1,nan\n0.2,0.9\n0.3,1\n0.4,1\n0.5,1\n", "sample 2: the value is not a finite number",
                "sample 2: the value is not a finite number"
            ),
            (
                "time,value\n0,0\n0.1,0.4\ninf,0.9\n0.3,1\n0.4,1\n0.5,1\n", "sample 3: the time is not a finite number",
                "sample 3: the time is not a finite number"
            ),
            (
                "time,value\n0,0\n-0.1,0.5\n0.2,0.9\n0.3,1\n0.4,1\n0.5,1\n", "sample 2: the time is negative",
                "sample 2: the time is negative"
            ),
            ("time,value\n0,1\n0.1,1\n0.2,1\n0.3,1\n0.4,1\n0.5,1\n", "no motion", "must differ"),
            ("time,value\n0,0\n0.1,1e-300\n0.2,1\n0.3,0.5e-300\n0.4,1e-300\n0.5,1e-300\n", nil, "beyond ±1e100"),
            ("time,position\n0,1\n0.1,2\n", "no column 'value'", "no column 'value'"),
            ("time,value\n0,0\n0.1,x\n", "'x' is not a number", "'x' is not a number"),
        ] as [(String, String?, String?)])
    func badSamples(csv: String, spring: String?, bezier: String?) throws {
        let file = try Self.file(csv)
        for (fit, message) in [("spring", spring), ("bezier", bezier)] {
            let r = try R.run(["fit", fit, "--samples", file])
            if let message {
                R.expectRefusal(r, message, status: 2, context: "fit \(fit)")
            } else {
                #expect(r.status == 0, "fit \(fit): \(r.stderr)")
            }
        }
    }

    @Test("an unidentifiable record says so: identifiable false and a warning with the reason")
    func unidentifiable() throws {
        let csv = "time,value\n" + (0..<40).map { i in "\(Double(i) / 39),\(1 + 0.5 * Double(i) / 39)" }.joined(separator: "\n") + "\n"
        let r = try R.run(["fit", "spring", "--samples", try Self.file(csv), "--format", "json"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"identifiable\": false"))
        #expect(r.stderr.hasPrefix("springsim: warning: not identifiable: "))
    }
}
