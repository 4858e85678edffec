import FixtureSupport
import PropertyBased
import SceneFiles
import Testing

/// A configuration shaped like the chart scenes': every field optional with a default,
/// validation through DecodingError.dataCorrupted.
private struct Config: Decodable, Equatable {
    struct Point: Decodable, Equatable {
        var x: Double
        var y: Double
    }

    var title = "chart"
    var fps = 60.0
    var count = 10
    var points: [Point] = []
    var tags: [String] = []
    var smooth = false
    var small: UInt8 = 0

    enum CodingKeys: String, CodingKey { case title, fps, count, points, tags, smooth, small }

    init() {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? title
        fps = try c.decodeIfPresent(Double.self, forKey: .fps) ?? fps
        guard fps > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .fps, in: c, debugDescription: "must be > 0 (got \(fps))")
        }
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? count
        points = try c.decodeIfPresent([Point].self, forKey: .points) ?? points
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? tags
        smooth = try c.decodeIfPresent(Bool.self, forKey: .smooth) ?? smooth
        small = try c.decodeIfPresent(UInt8.self, forKey: .small) ?? small
    }
}

@Suite("Scene files")
struct SceneFileTests {
    func error(_ text: String) -> String {
        do {
            _ = try SceneFile.decode(Config.self, from: text, name: "s.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("a full file decodes; omitted fields keep their defaults")
    func decodes() throws {
        let text = """
            {"title": "Sales \\u00e9\\ud83d\\ude00", "count": 3, "points": [{"x": 0, "y": 1.5e2}, {"x": -1, "y": 0.25}],
             "tags": [], "smooth": true, "small": 255}
            """
        let c = try SceneFile.decode(Config.self, from: text, name: "s.json")
        #expect(c.title == "Sales é😀")
        #expect(c.fps == 60 && c.count == 3 && c.smooth && c.small == 255)
        #expect(c.points == [.init(x: 0, y: 150), .init(x: -1, y: 0.25)])
        #expect(try SceneFile.decode(Config.self, from: "{}", name: "e.json") == Config())
    }

    @Test("errors name the file, line, column and field")
    func locatedErrors() {
        #expect(
            error("{\n  \"points\": [{\"x\": 1, \"y\": 2},\n    {\"x\": 1, \"y\": \"high\"}]\n}")
                == "s.json:3:19: points[1].y: expected a number, found a string")
        #expect(error("{\"fps\": -5}") == "s.json:1:9: fps: must be > 0 (got -5.0)")
        #expect(error("{\"count\": 2.5}") == "s.json:1:11: count: expected an integer in \(Int.min)…\(Int.max), found 2.5")
        #expect(error("{\"small\": 256}") == "s.json:1:11: small: expected an integer in 0…255, found 256.0")
        #expect(error("{\"points\": [{\"x\": 1}]}") == "s.json:1:13: points[0]: missing field 'y'")
        // decodeIfPresent treats an explicit null as absent (Foundation's JSONDecoder does the same).
        #expect(error("{\"title\": null}") == "no error")
        #expect(error("{\"points\": [null]}") == "s.json:1:13: points[0]: expected an object, found null")
        #expect(error("[1, 2]") == "s.json:1:1: expected an object, found an array")
        #expect(error("{\"tags\": [\"a\", 3]}") == "s.json:1:16: tags[1]: expected a string, found a number")
    }

    @Test("unknown fields are refused, with a suggestion when one is close")
    func unknownFields() {
        #expect(error("{\"fsp\": 30}") == "s.json:1:2: unknown field 'fsp' (did you mean 'fps'?)")
        #expect(error("{\n \"points\": [{\"x\": 1, \"y\": 2, \"z\": 3}]}") == "s.json:2:30: unknown field 'z' in points[0]")
        #expect(error("{\"colour\": \"red\"}") == "s.json:1:2: unknown field 'colour'")
    }

    @Test("syntax errors are located")
    func syntaxErrors() {
        #expect(error("") == "s.json:1:1: expected a JSON value, found end of file")
        #expect(error("{\"fps\": 30,}") == "s.json:1:12: trailing comma before '}'")
        #expect(error("{\"fps\": 30 \"count\": 2}") == "s.json:1:12: expected ',' or '}', found '\"'")
        #expect(error("{\"fps\": NaN}") == "s.json:1:9: expected a JSON value, found 'N'")
        #expect(error("{\"fps\": 1e999}") == "s.json:1:9: number 1e999 is out of range for a Double")
        #expect(error("{\"fps\": 012}") == "s.json:1:9: invalid number: leading zeros are not allowed")
        #expect(error("{\"fps\": 1, \"fps\": 2}") == "s.json:1:12: duplicate field 'fps'")
        #expect(error("{\"title\": \"a\nb\"}") == "s.json:1:13: control character in string (line breaks must be written \\n)")
        #expect(error("{\"title\": \"abc") == "s.json:1:11: unterminated string")
        #expect(error("{\"a\": [1, 2}") == "s.json:1:12: expected ',' or ']', found '}'")
        #expect(error("{} x") == "s.json:1:4: unexpected 'x' after the top-level value")
        #expect(error("{\"title\": tru}") == "s.json:1:11: invalid literal (expected 'true'; strings need double quotes)")
        #expect(error("{\n\t\"é\": 1, \"fps\": x}") == "s.json:2:17: expected a JSON value, found 'x'")
    }

    @Test("unreadable files give a one-line error naming the file")
    func unreadable() {
        do {
            _ = try SceneFile.decode(Config.self, fromFile: "/nonexistent-dir/scene.json")
            Issue.record("decoded a missing file")
        } catch {
            #expect(error.description == "/nonexistent-dir/scene.json: cannot read the file: No such file or directory")
        }
    }

    @Test("numbers round-trip exactly through the parser")
    func numbersRoundTrip() async {
        await seededPropertyCheck(count: 500, input: Gen.double(in: -1e300...1e300), Gen.int(in: -400...300)) { x, e in
            let scaled = x * 1e-300
            for v in [x, scaled, Double(sign: .plus, exponent: e, significand: 1.5)] where v.isFinite {
                let text = "{\"points\": [{\"x\": \(v), \"y\": \(-v)}]}"
                let c = try? SceneFile.decode(Config.self, from: text, name: "n.json")
                #expect(c?.points.first == .init(x: v, y: -v))
            }
        }
    }
}
