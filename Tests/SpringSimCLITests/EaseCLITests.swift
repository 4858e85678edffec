import Foundation
import Testing

/// End-to-end tests of `springsim ease`.
@Suite("springsim ease")
struct EaseCLITests {
    typealias R = CLITests

    @Test("samples: CSV input,output,slope with an empty slope where undefined")
    func samples() throws {
        let r = try R.run(["ease", "cubic-bezier(0.42, 0, 0.58, 1)", "--samples", "5"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "input,output,slope")
        #expect(lines.count == 6)
        #expect(lines[3].hasPrefix("0.5,0.5,"))
        let steps = try R.run(["ease", "steps(4)", "--at", "0.25,0.3"])
        #expect(steps.stdout == "input,output,slope\n0.25,0.25,\n0.3,0.25,0.0\n")
        let before = try R.run(["ease", "step-start", "--at", "0", "--before"])
        #expect(before.stdout == "input,output,slope\n0.0,0.0,\n")
    }

    @Test("--export css-linear: a linear() string within the bound; keyframes: values and keyTimes")
    func export() throws {
        let r = try R.run(["ease", "spring(damping=0.3, duration=0.8)", "--export", "css-linear", "--max-error", "0.005"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("linear(0 0%, ") && r.stdout.hasSuffix(" 1 100%)\n"))
        let k = try R.run(["ease", "spring(preset=swiftui-bouncy)", "--export", "keyframes"])
        #expect(k.status == 0)
        let lines = k.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("values = [0.0, ") && lines[1].hasPrefix("keyTimes = [0.0, ") && lines[2].hasPrefix("duration = "))
    }

    @Test("path() and React Native easings from the command line; refusals are one line with exit 2")
    func pathAndReactNative() throws {
        let p = try R.run(["ease", "path(M0,0 L0.5,0.25 L1,1)", "--at", "0.25,0.75"])
        #expect(p.status == 0 && p.stderr.isEmpty)
        #expect(p.stdout == "input,output,slope\n0.25,0.125,0.5\n0.75,0.625,1.5\n")
        let b = try R.run(["ease", "react-native-back", "--at", "0.5"])
        #expect(b.stdout == "input,output,slope\n0.5,\(0.5 * 0.5 * (2.70158 * 0.5 - 1.70158)),\(3 * 2.70158 * 0.25 - 2 * 1.70158 * 0.5)\n")
        for (bad, message) in [
            ("path(M0,0 L0.5,0.5 M0.6,0.5 L1,1)", "gap"), ("path(M0,0 L0.5,0.5)", "must reach x = 0 and x = 1"),
            ("path(M0,0 L1,1 Z)", "closed"), ("react-native-poly(0)", "exponent must be a finite number > 0"),
        ] {
            let r = try R.run(["ease", bad])
            #expect(r.status == 2 && r.stdout.isEmpty, "\(bad)")
            #expect(r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(bad): \(r.stderr)")
        }
    }

    @Test("an --at input outside the curve's domain is refused by name, before anything is written")
    func atOutsideDomain() throws {
        let r = try CLITests.run(["ease", "react-native-poly(2.5)", "--at", "0.5,-0.5"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains("--at -0.5") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        // An integer exponent is defined at negative inputs, as in JavaScript.
        let ok = try CLITests.run(["ease", "react-native-poly(3)", "--at", "-0.5"])
        #expect(ok.status == 0 && ok.stdout.contains("-0.125"))
    }

    @Test("an invalid choice lists the valid ones on the same line")
    func choices() throws {
        let r = try CLITests.run(["integrate", "--method", "bogus", "--damping", "0.5"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("euler") && r.stderr.contains("rk4") && r.stderr.contains("dop853"), "\(r.stderr)")
    }
}
