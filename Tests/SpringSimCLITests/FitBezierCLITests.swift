import Foundation
import Testing

@Suite("springsim fit bezier")
struct FitBezierCLITests {
    typealias R = CLITests

    static func json(_ r: R.Run) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
    }

    @Test("an easing that is a cubic-bezier comes back; JSON has exactly the documented keys")
    func recovery() throws {
        let r = try R.run(["fit", "bezier", "--easing", "cubic-bezier(0.25, 0.1, 0.25, 1)", "--format", "json"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let object = try Self.json(r)
        #expect(Set(object.keys) == ["x1", "y1", "x2", "y2", "max_error", "at_progress", "css"])
        let (x1, y1, x2, y2) = (object["x1"] as! Double, object["y1"] as! Double, object["x2"] as! Double, object["y2"] as! Double)
        #expect(abs(x1 - 0.25) <= 1e-9 && abs(y1 - 0.1) <= 1e-9 && abs(x2 - 0.25) <= 1e-9 && abs(y2 - 1) <= 1e-9)
        #expect((object["max_error"] as! Double) <= 1e-12)
        // The css string carries the same four numbers rounded to 6 decimal places, as browsers serialise them.
        let css = object["css"] as! String
        #expect(css.hasPrefix("cubic-bezier(") && css.hasSuffix(")"))
        let numbers = css.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))!
        }
        #expect(
            numbers.count == 4 && zip(numbers, [x1, y1, x2, y2]).allSatisfy { abs($0 - ($1 * 1e6).rounded() / 1e6) <= 1e-15 }, "\(css)")
        #expect(css == "cubic-bezier(0.25, 0.1, 0.25, 1)", "\(css)")
    }

    @Test("spring flags and a springsim table of the same spring give the same curve to the sampling's accuracy")
    func springAndSamples() throws {
        let direct = try Self.json(try R.run(["fit", "bezier", "--response", "0.5", "--damping", "1", "--format", "json"]))
        let piped = try R.run(
            ["--response", "0.5", "--damping", "1", "--from", "3", "--to", "-1", "--fps", "600"],
            pipeTo: "'\(R.binary.path)' fit bezier --samples - --format json")
        #expect(piped.status == 0, "\(piped.stderr)")
        let sampled = try Self.json(piped)
        let a = direct["max_error"] as! Double, b = sampled["max_error"] as! Double
        #expect(a > 0.005 && a < 0.02 && abs(a - b) <= 0.1 * a, "\(a) vs \(b)")
    }

    // Bad sample tables: FitCLITests.badSamples runs each through both fits.
}
