import Foundation
import SpringSim
import Testing

/// The spring flags map to the library's typed fields in one place: every flag sets its field,
/// and the library's typed errors come back naming the flags.
@Suite("springsim spring flags")
struct SpringFlagsCLITests {
    typealias R = CLITests

    @Test(
        "each flag sets its field: convert names the family with the values given",
        arguments: [
            (["--mass", "2"], "Core Animation CASpringAnimation(mass: 2.0, stiffness: 100.0, damping: 10.0)"),
            (["--stiffness", "300"], "Core Animation CASpringAnimation(mass: 1.0, stiffness: 300.0, damping: 10.0)"),
            (["--damping-coefficient", "5"], "Core Animation CASpringAnimation(mass: 1.0, stiffness: 100.0, damping: 5.0)"),
            (
                ["--damping", "0.3", "--duration", "0.8", "--velocity", "2"],
                "UIKit animate(withDuration: 0.8, usingSpringWithDamping: 0.3, initialSpringVelocity: 2.0)"
            ),
            (["--response", "0.4", "--damping", "0.6"], "SwiftUI Spring(response: 0.4, dampingRatio: 0.6)"),
            (["--duration", "0.7", "--bounce", "0.2"], "SwiftUI Spring(duration: 0.7, bounce: 0.2)"),
            (["--stiffness", "400", "--damping", "0.5"], "Compose spring(dampingRatio = 0.5, stiffness = 400.0)"),
            (["--bounciness", "10", "--speed", "8"], "pop springBounciness 10.0, springSpeed 8.0"),
            (["--tension", "40", "--friction", "7", "--origami"], "rebound SpringConfig.fromOrigamiTensionAndFriction(40.0, 7.0)"),
            (["--preset", "compose"], "preset compose"),
        ])
    func flagsSetFields(_ flags: [String], _ source: String) throws {
        let r = try R.run(["convert"] + flags)
        #expect(r.status == 0 && r.stdout.hasPrefix("source            \(source)\n"), "\(r.stdout)\(r.stderr)")
    }

    @Test(
        "typed resolver errors name the flags (the family signature bare), status 2",
        arguments: [
            (
                ["--damping", "0.3", "--mass", "2"],
                "conflicting spring parameters: --mass cannot be combined with --damping (one family at a time)"
            ),
            (
                ["--damping-coefficient", "5", "--damping", "0.5"],
                "conflicting spring parameters: --damping-coefficient cannot be combined with --damping (one family at a time)"
            ),
            (["--origami"], "--origami needs --friction --tension (family: tension/friction (tension friction [mass] [origami]))"),
            (["--response", "0.5"], "--response needs --damping (family: SwiftUI response (response damping))"),
            (["--preset", "nope"], "unknown --preset 'nope' (known: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))"),
            (
                ["--bounciness", "1e200"],
                "--bounciness 1e+200, --speed 12.0 gives a spring outside the double range (damping coefficient must be a finite number (got "
            ),
            (
                ["--tension", "40", "--friction", "7", "--mass", "2", "--origami"],
                "--mass cannot be combined with --origami (Origami springs have mass 1)"
            ),
        ])
    func errorsNameFlags(_ flags: [String], _ message: String) throws {
        let r = try R.run(["convert"] + flags)
        #expect(
            r.status == 2 && r.stdout.isEmpty && r.stderr.hasPrefix("springsim: error: \(message)") && r.stderr.hasSuffix(")\n"),
            "\(r.stderr)")
    }

    @Test("an error about a derived quantity is prefixed with the flags given")
    func derivedPrefixed() throws {
        let r = try R.run(["convert", "--mass", "5e-324", "--stiffness", "1e300", "--damping-coefficient", "1"])
        #expect(
            r.status == 2
                && r.stderr.hasPrefix("springsim: error: --mass 5e-324 --stiffness 1e+300 --damping-coefficient 1.0: natural frequency"))
    }

    @Test("the export bound is named --max-error")
    func maxError() throws {
        let r = try R.run(["ease", "spring(damping=0.5)", "--export", "css-linear", "--max-error", "1e-10"])
        #expect(r.status == 2 && r.stderr == "springsim: error: --max-error below 1e-9 would need too many points\n", "\(r.stderr)")
    }
}
