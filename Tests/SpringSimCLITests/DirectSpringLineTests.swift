import FixtureSupport
import Foundation
import PropertyBased
import Testing

@testable import SpringSimCommands

/// The default table's direct reader (`DirectSpringLine`, which skips ArgumentParser's start-up)
/// must be invisible: on every command line, the output, the error and the exit status are those
/// of ArgumentParser's path (forced by `SPRINGSIM_ARGUMENT_PARSER=1`), byte for byte.
@Suite("default table: direct reader against ArgumentParser")
struct DirectSpringLineTests {
    static func run(_ args: [String], argumentParser: Bool) throws -> CLITests.Run {
        try CLITests.run(args, environment: ["SPRINGSIM_ARGUMENT_PARSER": argumentParser ? "1" : nil])
    }

    static func expectSame(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let direct = try run(args, argumentParser: false)
        let parsed = try run(args, argumentParser: true)
        #expect(direct.status == parsed.status, "status of \(args)", sourceLocation: sourceLocation)
        #expect(direct.stdout == parsed.stdout, "stdout of \(args)", sourceLocation: sourceLocation)
        #expect(direct.stderr == parsed.stderr, "stderr of \(args)", sourceLocation: sourceLocation)
    }

    /// Plain lines the direct reader takes (it returns a job), and lines it leaves to ArgumentParser.
    @Test("which lines the direct reader takes")
    func takes() {
        let plain: [[String]] = [
            ["--damping", "0.15", "--velocity", "1.4"],
            ["--damping", "0.15", "--velocity=-1.4", "--until", "0"],
            ["spring", "--response", "0.5", "--damping", "0.825", "--fps", "120", "--times", "0,0.1"],
            ["--tension", "230", "--friction", "19", "--origami", "--max-rows", "100", "--output=-"],
            [],
        ]
        for args in plain { #expect(DirectSpringLine.job(Arguments.joiningNegativeValues(args)) != nil, "\(args)") }
        let others: [[String]] = [
            ["--help"], ["-h"], ["--version"], ["settle", "--damping", "0.15"], ["--damping", "0.15", "--damping", "0.2"],
            ["--damping", "abc"], ["--damping", "-1"], ["--bogus", "1"], ["-o", "x.csv"], ["--origami=true"], ["--damping"],
            ["--fps", "0"], ["--until", "soon"], ["--max-rows", "1.5"], ["--output", "-"], ["--", "--damping", "1"],
        ]
        for args in others { #expect(DirectSpringLine.job(Arguments.joiningNegativeValues(args)) == nil, "\(args)") }
    }

    @Test("hand-picked lines: the same bytes both ways")
    func handPicked() throws {
        for line in [
            "--damping 0.15 --velocity 1.4", "--damping 0.15 --velocity -1.4 --until 0.5", "--damping=0 --until 1 --fps 10",
            "--damping 0", "--damping 2 --velocity 1e309", "--damping 1e-300 --until 0.1", "--preset bouncy --until 0.2",
            "--preset nope", "--mass 1e-300 --stiffness 1e300", "--tension -5 --friction 3 --origami --until 0.1",
            "--damping 0.5 --times 0.3,0.1", "--damping 0.5 --times @/nonexistent", "--damping 0.5 --max-rows 3",
            "--damping 0.5 --epsilon 1", "--from 1 --to 1 --damping 0.5", "--stiffness 200 --damping 0.4 --until duration",
            "--duration 0.4 --bounce 0.3 --until duration --fps 30", "--bounciness 12 --speed 4 --until 0.3",
            "--damping 0.5 --velocity-epsilon 0.01", "--damping 0.5 --output /nonexistent-dir/x.csv", "spring --damping 0.5 --until 0",
        ] {
            try Self.expectSame(line.split(separator: " ").map(String.init))
        }
    }

    /// Random command lines over the default table's options, odd values and stray tokens.
    @Test("random lines: the same bytes both ways")
    func randomLines() async throws {
        let options = [
            "damping", "duration", "velocity", "response", "bounce", "mass", "stiffness", "damping-coefficient", "bounciness",
            "speed", "tension", "friction", "preset", "from", "to", "fps", "until", "times", "epsilon", "velocity-epsilon",
            "max-rows", "origami", "output", "bogus",
        ]
        let values = [
            "0.15", "1.4", "-1.4", "0", "-0", "0.5", "2", "10", "100", "1e-9", "1e309", "-1e309", "nan", "inf", "abc", "", "0x1p-3",
            "settle", "duration", "0,0.1,0.2", "0.2,0.1", "-", "bouncy", "smooth", "3", "60", "0.999", "1", "+2", "1_0",
        ]
        let strays = ["spring", "--help", "-h", "-o", "--", "--version", "settle", "--origami"]
        let token = PropertyBased.zip(Gen.int(in: 0...(options.count - 1)), Gen.int(in: 0...(values.count - 1)), Gen.int(in: 0...9))
        await seededPropertyCheck(count: 120, input: token.array(of: 0...5)) { picks in
            var args: [String] = []
            for (o, v, form) in picks {
                switch form {
                case 0: args.append(strays[v % strays.count])
                case 1...4: args += ["--" + options[o], values[v]]
                default: args.append("--" + options[o] + "=" + values[v])
                }
            }
            // Short tables only: a few frames at most, whatever the spring.
            args += ["--max-rows", "2000"]
            try Self.expectSame(args)
        }
    }
}
