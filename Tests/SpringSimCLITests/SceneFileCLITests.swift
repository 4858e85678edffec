import Foundation
import Testing

/// Every scene command reads its `--data FILE` through SceneFiles, so a malformed or invalid
/// scene file is refused the same way by each: one line located at FILE:LINE:COLUMN (with the
/// field when one is wrong), status 2, and no `--output` file. One table for all of them.
@Suite("scene files: located errors")
struct SceneFileCLITests {
    typealias R = CLITests

    @Test(
        "a malformed or invalid scene file: one line at FILE:LINE:COLUMN, status 2, no output file",
        arguments: [
            (["chart", "bar"], "{\n  \"values\": [3, -1]\n}\n", "2:17: values[1]: must be ≥ 0 (a count; got -1.0)"),
            (
                ["chart", "bar"], "{\n  \"values\": [3, 1],\n  \"dureation\": 0.3\n}\n",
                "3:3: unknown field 'dureation' (did you mean 'duration'?)"
            ),
            (["chart", "bar"], "{\"values\": [3, 1,]}", "1:18: trailing comma before ']'"),
            (["chart", "bar"], "{\"width\": \"wide\"}", "1:11: width: expected a number, found a string"),
            (["refresh"], "{\"progress\": [0, 0.5, 2]}", "1:23: progress[2]: must be in [0, 1] (got 2.0)"),
            (["refresh"], "{\"radius\": 0}", "1:12: radius: must be a finite number > 0 (got 0.0)"),
            (["refresh"], "{\"radius\": 10", "1:14: unterminated object (opened at line 1, column 1)"),
            (["refresh"], "{\"lineLenght\": 30}", "1:2: unknown field 'lineLenght' (did you mean 'lineLength'?)"),
            (
                ["chart", "line"], "{\n  \"values\": [1, 2],\n  \"layout\": {\"bottomMargin\": \"50\"}\n}\n",
                "3:30: layout.bottomMargin: expected a number, found a string"
            ),
            (["chart", "line"], "{\"values\": [1, 2,]}", "1:18: trailing comma before ']'"),
            (["chart", "pie"], "{\n  \"values\": [1, 2,\n  ]\n}", "3:3: trailing comma before ']'"),
            (
                ["chart", "curve"], "{\n  \"fillDelay\": 0.8,\n  \"strokeDuraton\": 1\n}\n",
                "3:3: unknown field 'strokeDuraton' (did you mean 'strokeDuration'?)"
            ),
        ] as [([String], String, String)])
    func located(_ command: [String], _ text: String, _ error: String) throws {
        let dir = try R.temporaryDirectory("springsim-scene-output")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.csv").path
        let (r, path) = try R.runSceneFile(command, text, extra: ["--output", out])
        R.expectRefusal(r, status: 2, context: "\(command)")
        #expect(r.stderr == "springsim: error: \(path):\(error)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
