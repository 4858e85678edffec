import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim keyframes`.
@Suite("springsim keyframes")
struct KeyframesCLITests {
    typealias R = CLITests

    @Test("1-D linear: frame,time,value,velocity through every keyframe; the piecewise lerp")
    func linear() throws {
        let r = try R.run(["keyframes", "--times", "0,0.5,1", "--values", "0,1,-1", "--fps", "4"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(
            r.stdout == """
                frame,time,value,velocity
                0,0.0,0.0,2.0
                1,0.25,0.5,2.0
                2,0.5,1.0,-4.0
                3,0.75,0.0,-4.0
                4,1.0,-1.0,-4.0

                """)
    }

    @Test("2-D arc: frame,time,x,y,vx,vy on the quarter circle at constant speed πr/(2Δt)")
    func arc() throws {
        let r = try R.run([
            "keyframes", "--times", "0,1", "--values", "0:0,10:10", "--interpolation", "arc", "--arc-mode", "below", "--fps", "8",
        ])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "frame,time,x,y,vx,vy")
        #expect(lines.count == 10)
        for line in lines.dropFirst() {
            let f = line.split(separator: ",").map { Double($0)! }
            #expect(abs(Double.hypot(f[2] - 10, f[3]) - 10) <= 1e-12, "\(line)")
            #expect(abs(Double.hypot(f[4], f[5]) - 5 * Double.pi) <= 1e-11, "\(line)")
        }
    }

    @Test("--format jsonl, --output, easings with commas inside parentheses, negative values")
    func formats() throws {
        let dir = try CLITests.temporaryDirectory("springsim-kf")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("k.jsonl").path
        let r = try R.run([
            "keyframes", "--times", "0,0.4,1", "--values", "-3,100,60", "--easing", "ease-in, cubic-bezier(0.2, 0, 0, 1)", "--format",
            "jsonl",
            "--output", out, "--fps", "5",
        ])
        #expect(r.status == 0 && r.stdout.isEmpty)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix(#"{"frame":0,"time":0.0,"value":-3.0,"velocity":0.0}"#))
        #expect(text.split(separator: "\n").count == 6)
    }

    @Test("the library's table and the command agree byte for byte")
    func library() throws {
        let keyframes = try Keyframes(
            times: [0, 0.25, 1], values: [Point(0, 0), Point(3, 0), Point(1, 0)], dimension: 1, interpolation: .monotoneSpline,
            easings: [try EasingParser.parse("ease-out"), try EasingParser.parse("react-native-bezier(0.4, 0, 0.2, 1)")])
        let table = KeyframeTable(keyframes, fps: 30)
        let csv = try CSVWriter.text(columns: table.columnNames) { try table.emitTable(into: $0) }
        let r = try R.run([
            "keyframes", "--times", "0,0.25,1", "--values", "0,3,1", "--interpolation", "mono-spline", "--easing",
            "ease-out,react-native-bezier(0.4, 0, 0.2, 1)", "--fps", "30",
        ])
        #expect(r.status == 0)
        #expect(r.stdout == csv)
        #expect(csv.split(separator: "\n").count == 32)
    }
}
