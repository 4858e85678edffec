import Curves
import Dynamics
import FixtureSupport
import FrameIO
import PropertyBased
import SceneFiles
import Scenes
import Testing

@Suite("Curve chart (seed 000)")
struct CurveChartTests {
    static func points(_ ys: [Double]) -> [Point] { ys.enumerated().map { Point(Double($0.offset) * 10, $0.element) } }

    @Test("thinning: fewer than 15 points keep all (ignoreSpace = count / 15 = 0)")
    func fewPointsKeepAll() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 1...100).array(of: 1...14)) { ys in
            #expect(ChartThinning().keptIndices(of: Self.points(ys)) == Array(ys.indices))
        }
    }

    @Test("thinning: 31 points → ignoreSpace 2, every third point kept; a y == 0 point is kept off the grid")
    func thirtyOne() {
        let flat = Self.points(Array(repeating: 50, count: 31))
        #expect(ChartThinning().keptIndices(of: flat) == [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30])
        var ys = Array(repeating: 50.0, count: 31)
        ys[22] = 0  // the top of the chart (the maximum)
        #expect(ChartThinning().keptIndices(of: Self.points(ys)) == [0, 3, 6, 9, 12, 15, 18, 21, 22, 25, 28, 30])
        // 30 points: ignoreSpace 2 too; the last point is kept although off the grid.
        #expect(ChartThinning().keptIndices(of: Self.points(Array(repeating: 50, count: 30))) == [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 29])
        // 45 points: ignoreSpace 3, every fourth.
        #expect(ChartThinning().keptIndices(of: Self.points(Array(repeating: 50, count: 45))) == Array(stride(from: 0, through: 44, by: 4)))
    }

    @Test("thinning: the kept set is exactly the seed's rule (first, last, y == 0, lastKept + ignoreSpace + 1)")
    func thinningRule() async {
        await seededPropertyCheck(count: 500, input: Gen.int(in: 0...4).array(of: 2...120)) { levels in
            let ys = levels.map { Double($0) * 25 }  // y == 0 for about one point in five
            let kept = ChartThinning().keptIndices(of: Self.points(ys))
            let space = ys.count / 15
            #expect(kept.first == 0 && kept.last == ys.count - 1)
            for (a, b) in zip(kept, kept.dropFirst()) {
                #expect(b == a + space + 1 || b == ys.count - 1 || ys[b] == 0)
                // Every skipped point between them is neither on the grid, nor the top, nor the last.
                for i in (a + 1)..<b { #expect(ys[i] != 0 && i < a + space + 1) }
            }
        }
    }

    @Test("control points: ((x₀+x₁)/2, y₀) and ((x₀+x₁)/2, y₁) between consecutive kept points")
    func controlPoints() throws {
        let scene = try CurveChartScene(CurveChartConfiguration())
        let kept = scene.keptIndices.map { scene.points[$0] }
        #expect(scene.curve.segments.count == kept.count - 1)
        for (i, s) in scene.curve.segments.enumerated() {
            guard case .cubic(let c) = s else { Issue.record("not a cubic"); continue }
            let p0 = kept[i], p1 = kept[i + 1]
            #expect(c.p0 == p0 && c.p3 == p1)
            #expect(c.p1 == Point((p0.x + p1.x) / 2, p0.y) && c.p2 == Point((p0.x + p1.x) / 2, p1.y))
        }
        // The default data's maximum (63, index 22) is off the every-third grid and kept by the y == 0 rule.
        #expect(scene.keptIndices == [0, 3, 6, 9, 12, 15, 18, 21, 22, 25, 28, 30])
        #expect(scene.points[22].y == 0)
    }

    @Test("timeline: strokeEnd 0 → 1 over 0.8 s; the fill hidden until 0.8 s, then opacity 0 → 1 by 1.2 s")
    func timeline() throws {
        let c = CurveChartConfiguration()
        // "strokeEnd goes 0 → 1 in 0.8 s; then (0.8 s later) the gradient fill's opacity goes 0 → 1 in 0.4 s".
        #expect(c.strokeDuration == 0.8 && c.fillDelay == 0.8 && c.fillDuration == 0.4 && c.lineWidth == 2 && c.thinningDivisor == 15)
        let scene = try CurveChartScene(c)
        #expect(scene.strokeEnd(at: 0) == 0)
        #expect(scene.strokeEnd(at: 0.4) == 0.5)
        #expect(scene.strokeEnd(at: 0.8) == 1 && scene.strokeEnd(at: 1.2) == 1)
        #expect(scene.fillOpacity(at: 0.79) == 0 && scene.fillOpacity(at: 0.8) == 0)
        // 1.0 − 0.8 rounds to 0.19999999999999996: tolerance 2 ulp of 1.
        #expect(abs(scene.fillOpacity(at: 1.0) - 0.5) <= 2.3e-16)
        #expect(abs(scene.fillOpacity(at: 1.2) - 1) <= 2.3e-16 && scene.fillOpacity(at: 1.3) == 1)
        let table = try FrameTable(scene)
        #expect(table.rows.count == 73)  // 60 Hz from 0 to 1.2 s
        #expect(table[24, "stroke_end"] == .real(0.5) && table[24, "time"] == .real(0.4))
        #expect(table[48, "fill_opacity"] == .real(0) && table[48, "stroke_end"] == .real(1))
        #expect(table.numbers("time").last == 1.2)
    }

    @Test("the visible end lies on the curve at arc-length fraction strokeEnd (1e-9 pt)")
    func visibleEnd() async throws {
        var worst = 0.0
        await seededPropertyCheck(count: 200, input: Gen.double(in: 1...100).array(of: 2...40), Gen.double(in: 0...1)) { values, t in
            recordingErrors {
                var c = CurveChartConfiguration()
                c.values = values
                let scene = try CurveChartScene(c)
                let measured = MeasuredPath(scene.curve.path)
                let s = scene.strokeEnd(at: t)
                let part = MeasuredPath(measured.trimmed(fromFraction: 0, toFraction: s))
                // Tolerance: two adaptive arc lengths at 1e-12 each, on curves a few hundred points long.
                #expect(abs(part.length - s * measured.length) <= 1e-9 * measured.length)
                let end = part.segments.last?.end ?? scene.curve.start
                #expect((end - scene.visibleEnd(at: t)).length <= 1e-9 * measured.length)
                worst = max(worst, abs(part.length - s * measured.length), (end - scene.visibleEnd(at: t)).length)
            }
        }
        print("curve chart: worst visible-end error (pt)", worst)
    }

    @Test("the fill path: from (0, h) up to the first point, along the curve, to (w, h), closed")
    func fill() throws {
        let scene = try CurveChartScene(CurveChartConfiguration())
        let sub = scene.fillPath.subpaths[0]
        #expect(sub.start == Point(0, 180) && sub.isClosed)
        #expect(sub.segments[0].end == scene.curve.start)
        #expect(sub.segments[sub.segments.count - 3].end == Point(355, 180))
        let d = scene.drawing(at: 1.0)
        guard case .path(_, let fillStyle) = d.marks[0], case .path(_, let line) = d.marks[1] else { Issue.record("two paths"); return }
        #expect(line.strokeEnd == 1 && line.lineWidth == 2 && abs(fillStyle.opacity - 0.5) <= 2.3e-16)
    }

    @Test("geometry and points tables: one frame at t = 0")
    func staticTables() throws {
        var c = CurveChartConfiguration()
        c.table = .geometry
        let g = try FrameTable(CurveChartScene(c))
        #expect(g.rows.count == 11 && g.numbers("time").allSatisfy { $0 == 0 })
        #expect(g[7, "from_point"] == .integer(21) && g[7, "to_point"] == .integer(22) && g[7, "y1"] == .real(0))
        c.table = .points
        let p = try FrameTable(CurveChartScene(c))
        #expect(p.rows.count == 31 && p.numbers("kept").reduce(0) { $0 + $1! } == 12)
    }

    @Test("data/scenes/curve-example.json spells out the defaults")
    func sceneFile() throws {
        let decoded = try SceneFile.decode(CurveChartConfiguration.self, fromFile: packageRoot + "/data/scenes/curve-example.json")
        #expect(decoded == CurveChartConfiguration())
    }

    @Test(
        "scene-file validation errors are located at the field",
        arguments: [
            (#"{"thinningDivisor": 0}"#, "c.json:1:21: thinningDivisor: must be an integer ≥ 1"),
            (#"{"fillDuration": 0}"#, "c.json:1:18: fillDuration: must be a finite number > 0"),
            (#"{"values": []}"#, "c.json:1:12: values: a chart line needs at least 2 values (got 0)"),
            (#"{"layout": {"width": -5}}"#, "c.json:1:22: layout.width: must be > 0"),
        ])
    func sceneFileErrors(text: String, expected: String) {
        #expect(sceneFileError(CurveChartConfiguration.self, text, name: "c.json") == expected)
    }
}

/// Found by the scene-json fuzz target: a scene file's fps of 4.4e42 decoded, and reading the
/// scene's clock trapped (more than 2⁵² frames).
@Suite("chart scene files: frame rates and times beyond the clock")
struct ChartFrameRateLimitTests {
    @Test("fps beyond 1e6 and curve-chart times beyond 1e6 s are refused with the field named")
    func refused() {
        let fps = #"{"values": [12, 18, 30, 224, 30], "fps": 4444444444444444444444444444444444444444460}"#
        for (name, decode) in [
            ("curve", { _ = try SceneFile.decode(CurveChartConfiguration.self, from: fps, name: "s.json") }),
            ("line", { _ = try SceneFile.decode(LineChartConfiguration.self, from: fps, name: "s.json") }),
        ] as [(String, () throws -> Void)] {
            do {
                try decode()
                Issue.record("\(name): accepted fps 4.4e42")
            } catch {
                #expect("\(error)".contains("fps"), "\(name): \(error)")
            }
        }
        for field in ["strokeDuration", "fillDuration", "fillDelay"] {
            let text = #"{"values": [1, 2, 3], ""# + field + #"": 1e300}"#
            #expect(throws: (any Error).self, "\(field)") {
                _ = try SceneFile.decode(CurveChartConfiguration.self, from: text, name: "s.json")
            }
        }
    }

    /// Found by the scene-json fuzz target: a line chart's animationDuration of 6.7e111 s
    /// decoded, and its spring scene's clock trapped. Every way a line chart's end time can pass
    /// 1e6 s is refused at a field.
    @Test("line-chart durations beyond 1e6 s, and ends beyond it, are refused with the field named")
    func lineDurations() throws {
        let long = #"{"values": [3, 1, 4], "animation": "spring", "animationDuration": 6.7e111}"#
        #expect {
            _ = try SceneFile.decode(LineChartConfiguration.self, from: long, name: "s.json")
        } throws: { "\($0)".contains("animationDuration") }
        let spring = #"{"values": [3, 1, 4], "animation": "spring", "spring": {"duration": 2e6}}"#
        #expect {
            _ = try SceneFile.decode(LineChartConfiguration.self, from: spring, name: "s.json")
        } throws: { "\($0)".contains("spring.duration") }
        // Each field in range, the end out of it: 1e6 s / 1e-3 of a gradient fade.
        let slow = #"{"values": [3, 1, 4], "animationDuration": 1e6, "gradientSpeed": 1e-3}"#
        let c = try SceneFile.decode(LineChartConfiguration.self, from: slow, name: "s.json")
        #expect {
            _ = try LineChartScene(c)
        } throws: { "\($0)".contains("gradientSpeed") }
        // The largest accepted duration still gives a clock.
        let edge = #"{"values": [3, 1, 4], "animation": "spring", "animationDuration": 999999.5}"#
        let scene = try LineChartScene(try SceneFile.decode(LineChartConfiguration.self, from: edge, name: "s.json"))
        #expect(scene.clock.count > 0)
    }
}
