import Curves
import Dynamics
import FixtureSupport
import FrameIO
import PropertyBased
import SceneFiles
import Scenes
import Testing

/// The package root, from this file's path (Tests/ScenesTests/…), for data/scenes files.
let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

@Suite("Line chart (seed 003, WYChart)")
struct LineChartTests {
    static let wy = LineChartConfiguration()

    @Test("defaults are WYChart's numbers, each tied to its source")
    func seedDefaults() throws {
        let c = LineChartConfiguration()
        // "animationDuration": WYLineChartView DEFAULT_ANIMATION_DUIRATION 2.0; default style kWYLineChartAnimationDrawing.
        #expect(c.animationDuration == 2 && c.animation == .drawing)
        // "animateWithDuration: animationDuration + 0.5, usingSpringWithDamping: 0.15, initialSpringVelocity: 1.40".
        #expect(c.spring.dampingRatio == 0.15 && c.spring.velocity == 1.4 && c.springDuration == 2.5)
        // "the line rises 7 units" (DEFAULT_RISE_HEIGHT 7); width animation toValue DEFAULT_LINE_WIDTH 2.5; model width 2.
        #expect(c.riseHeight == 7 && c.animatedLineWidth == 2.5 && c.lineWidth == 2)
        // Gradient animations at speed 1.5; "a display link (60 Hz, in step with the screen)".
        #expect(c.gradientSpeed == 1.5 && c.fps == 60)
        // Quadratic curves ("built from quadratic curves through the same control points").
        #expect(c.curve == .quadratic)
        // WYLineChartCalculator geometry: 300 − 35 − 2 = 263 tall; top 20 + 30; bottom 50; left/right 10; gap 60; roundf.
        #expect(
            c.layout
                == ChartLayout(
                    height: 263, leftMargin: 10, rightMargin: 10, topMargin: 50, bottomMargin: 50, pointSpacing: 60,
                    roundsToWholePoints: true))
        #expect(c.values.count == 10 && c.values.max() == 90980)
    }

    @Test("layout: x = 10 + 60·i, y = roundf(50 + (max − v)·163/(max − min)) with WYChart's example max 90980, min 0")
    func layout() throws {
        let scene = try LineChartScene(Self.wy)
        // By hand: v₀ = 50503.134 → 50 + 40476.866·163/90980 = 122.52 → 123; v₂ = max → 50;
        // v₈ = 20216.48 → 176.78 → 177; v₄ = 30321.2 → 158.68 → 159.
        #expect(scene.points[0] == Point(10, 123))
        #expect(scene.points[2] == Point(130, 50))
        #expect(scene.points[4] == Point(250, 159))
        #expect(scene.points[8] == Point(490, 177))
        #expect(scene.canvasWidth == 10 + 9 * 60 + 10)
        // Unrounded, a value of min lands exactly on the plot's bottom, 263 − 50.
        var l = ChartLayout.wyChart
        l.roundsToWholePoints = false
        #expect(l.points(for: [0, 90980]) == [Point(10, 213), Point(70, 50)])
        // Without a spacing the points spread over the width; the range is [min(0, data min), data max],
        // so equal positive values sit at the top and all-zero values (an empty range) mid-plot.
        let spread = ChartLayout(height: 100, width: 200, leftMargin: 10, rightMargin: 10, topMargin: 20, bottomMargin: 20)
        #expect(spread.points(for: [5, 5, 5]) == [Point(10, 20), Point(100, 20), Point(190, 20)])
        #expect(spread.points(for: [0, 0, 0]) == [Point(10, 50), Point(100, 50), Point(190, 50)])
        #expect(spread.points(for: [-1, 1]) == [Point(10, 80), Point(190, 20)])
    }

    @Test("a value range whose points overflow (±1e308) is refused, naming the first entry without a finite point")
    func overflowingRange() {
        let l = ChartLayout.wyChart
        #expect(l.problem(for: [1e308, -1e308])?.field == "values")
        #expect(l.problem(for: [1e308, -1e308])?.message.hasPrefix("entry 2: the value range") == true)
        // (max − v)·163 overflows although max − min does not.
        #expect(l.problem(for: [1e308, 1])?.message.hasPrefix("entry 2:") == true)
        // The widest range that lays out: every point finite.
        #expect(l.problem(for: [1e305, -1e305]) == nil)
        #expect(l.points(for: [1e305, -1e305]).allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("wave quadratics: WYChart's direction-dependent higher/lower control rule reduces to ((x₀+x_M)/2, y₀), ((x_M+x₁)/2, y₁)")
    func waveQuadratics() async {
        // WYChart's rule, written out as its calculator states it.
        func wyChart(_ p0: Point, _ p1: Point) -> (Point, Point) {
            let m = Point((p0.x + p1.x) / 2, (p0.y + p1.y) / 2)
            func lower(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, min(a.y, b.y)) }
            func higher(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, max(a.y, b.y)) }
            return p0.y > p1.y ? (higher(p0, m), lower(m, p1)) : (lower(p0, m), higher(m, p1))
        }
        await seededPropertyCheck(count: 500, input: Gen.double(in: 0...300), Gen.double(in: 1...80), Gen.double(in: 0...300)) {
            y0, dx, y1 in
            let p0 = Point(10, y0), p1 = Point(10 + dx, y1)
            let q = ChartCurve.waveQuadratics(through: [p0, p1])
            let (c1, c2) = wyChart(p0, p1)
            #expect(q.count == 2)
            #expect(q[0].p0 == p0 && q[0].p1 == c1 && q[1].p1 == c2 && q[1].p2 == p1)
            #expect(q[0].p2 == q[1].p0 && q[0].p2 == Point((p0.x + p1.x) / 2, (p0.y + p1.y) / 2))
        }
    }

    @Test("drawing: strokeEnd = t/2 (linear), 1 from t = 2; the gradient fades in over 2/1.5 s from 7 pt below")
    func drawing() throws {
        let scene = try LineChartScene(Self.wy)
        #expect(scene.frame(at: 0).strokeEnd == 0)
        #expect(scene.frame(at: 1).strokeEnd == 0.5)
        #expect(abs(scene.frame(at: 0.4).strokeEnd - 0.2) <= 1e-16)
        #expect(scene.frame(at: 2).strokeEnd == 1)
        #expect(scene.frame(at: 1).fillOpacity == 0.75 && scene.frame(at: 1).fillOffsetY == 1.75)
        #expect(scene.frame(at: 4.0 / 3).fillOpacity == 1 && scene.frame(at: 4.0 / 3).fillOffsetY == 0)
        // The table: 60 Hz from 0 to 2 s.
        let table = try FrameTable(scene)
        #expect(table.rows.count == 121 * 10)
        #expect(table.numbers("time").last == 2)
    }

    @Test("drawing: the visible end lies on the curve at arc-length fraction strokeEnd (1e-9 pt)")
    func visibleEnd() async throws {
        var worst = 0.0
        await seededPropertyCheck(
            count: 200, input: Gen.double(in: 0...100).array(of: 2...12), Gen.double(in: 0...2.2), Gen.int(in: 0...2)
        ) { values, t, style in
            recordingErrors {
                var c = LineChartConfiguration()
                c.values = values
                c.curve = ChartCurveStyle.allCases[style]
                let f = try LineChartScene(c).frame(at: t)
                let measured = MeasuredPath(f.curve.path)
                let part = MeasuredPath(measured.trimmed(fromFraction: 0, toFraction: f.strokeEnd))
                // Tolerance: both lengths come from adaptive quadrature at 1e-12 each; 1e-9 is the
                // visible-point bound with room for the trimmed subsegments' re-measurement.
                #expect(abs(part.length - f.strokeEnd * measured.length) <= 1e-9 * max(1, measured.length))
                let end = part.segments.last?.end ?? f.curve.start
                #expect((end - f.visibleEnd).length <= 1e-9 * max(1, measured.length))
                #expect(f.strokeEnd == (t < 2 ? t / 2 : 1))
                worst = max(worst, abs(part.length - f.strokeEnd * measured.length), (end - f.visibleEnd).length)
            }
        }
        print("line chart drawing: worst visible-end error (pt)", worst)
    }

    @Test("alpha, width, rise: linear over 2 s, then the model value (width jumps from 2.5 to WYChart's model 2)")
    func basicAnimations() throws {
        var c = Self.wy
        c.animation = .alpha
        #expect(try LineChartScene(c).frame(at: 0.5).opacity == 0.25)
        c.animation = .width
        let width = try LineChartScene(c)
        #expect(width.frame(at: 0).lineWidth == 0 && width.frame(at: 1).lineWidth == 1.25)
        #expect(width.frame(at: 2).lineWidth == 2)
        c.animation = .rise
        let rise = try LineChartScene(c)
        let start = rise.frame(at: 0), half = rise.frame(at: 1), end = rise.frame(at: 2)
        // "a copy of its path shifted down" 7 points (y grows downwards): every end and control point.
        #expect(start.offsetY == 7 && half.offsetY == 3.5 && end.offsetY == 0)
        #expect(zip(start.points, rise.points).allSatisfy { $0.y == $1.y + 7 && $0.x == $1.x })
        #expect(start.curve == rise.curve.offset(dy: 7) && end.curve == rise.curve)
        #expect(start.velocities.allSatisfy { $0 == -3.5 } && end.velocities.allSatisfy { $0 == 0 })
    }

    /// The spring of WYChart's UIView animation, from the library's own closed form.
    static func referenceSprings(_ scene: LineChartScene, from start: (Point) -> Double) throws -> [SpringAnimation] {
        let spring = try Spring(uiKitDampingRatio: 0.15, duration: 2.5, initialVelocity: 1.4)
        return scene.points.map { SpringAnimation(spring: spring, from: start($0), to: $0.y, normalizedVelocity: 1.4) }
    }

    @Test("spring: every point's y equals the closed-form UIKit spring (damping 0.15, velocity 1.4, 2.5 s) to 1e-12, frame by frame")
    func springTrajectories() async throws {
        var worstSeen = 0.0
        await seededPropertyCheck(count: 40, input: Gen.double(in: -50...1000).array(of: 2...10), Gen.int(in: 0...1)) { values, origin in
            recordingErrors {
                var c = LineChartConfiguration()
                c.values = values
                c.animation = .spring
                c.springOrigin = origin == 0 ? .baseline : .mirror
                c.table = .points
                let scene = try LineChartScene(c)
                let mirror = scene.points[0].y + scene.points[values.count - 1].y
                let reference = try Self.referenceSprings(scene) { origin == 0 ? 263 : mirror - $0.y }
                let table = try FrameTable(scene)
                // 60 Hz from 0 to the UIView animation's completion at 2.5 s: 151 frames.
                #expect(table.rows.count == 151 * values.count)
                var worst = 0.0
                for row in table.rows {
                    let i = Int(row[2].number!), t = row[1].number!
                    let scale = max(1, abs(reference[i].distance))
                    worst = max(worst, abs(row[5].number! - reference[i].value(at: t)) / scale)
                    worst = max(worst, abs(row[6].number! - reference[i].velocity(at: t)) / (scale * 40))
                    #expect(row[4].number! == scene.points[i].x)
                }
                // Tolerance 1e-12 of the distance: the scene must *be* the closed form (it is, bit for bit).
                #expect(worst <= 1e-12)
                #expect(table.numbers("time").last == 2.5)
                worstSeen = max(worstSeen, worst)
            }
        }
        print("line chart spring: worst deviation from the closed form (relative to the distance)", worstSeen)
    }

    @Test("spring: starts on the baseline moving at 1.4 distances per second; each frame's curve is rebuilt through the current points")
    func springStartAndSegments() throws {
        var c = Self.wy
        c.animation = .spring
        let scene = try LineChartScene(c)
        let f0 = scene.frame(at: 0)
        #expect(f0.points.allSatisfy { $0.y == 263 })
        #expect(zip(f0.velocities, scene.points).allSatisfy { v, p in abs(v - 1.4 * (p.y - 263)) <= 1e-12 })
        let t = 0.3
        let f = scene.frame(at: t)
        #expect(f.curve == ChartCurve(through: f.points, style: .quadratic))
        c.table = .segments
        let segs = try FrameTable(LineChartScene(c)).filter("frame", equals: .integer(18))
        #expect(segs.rows.count == 18)
        for (i, s) in f.curve.segments.enumerated() {
            guard case .quadratic(let q) = s else { Issue.record("not a quadratic"); continue }
            #expect(segs[i, "kind"] == .text("quadratic"))
            #expect(segs[i, "x0"].number == q.p0.x && segs[i, "y0"].number == q.p0.y)
            #expect(segs[i, "c1x"].number == q.p1.x && segs[i, "c1y"].number == q.p1.y && segs[i, "c2y"].number == q.p1.y)
            #expect(segs[i, "x1"].number == q.p2.x && segs[i, "y1"].number == q.p2.y)
        }
        // Mirror origin: WYChart's code starts each point at 2·middleY − y, middleY = (y_first + y_last)/2.
        c.springOrigin = .mirror
        let mirrored = try LineChartScene(c).frame(at: 0)
        #expect(zip(mirrored.points, scene.points).allSatisfy { $0.y == 123 + 104 - $1.y })
    }

    @Test("the line table has the documented columns and agrees with frame(at:)")
    func lineTable() throws {
        var c = Self.wy
        c.table = .line
        let scene = try LineChartScene(c)
        #expect(
            scene.columnNames == [
                "frame", "time", "stroke_end", "end_x", "end_y", "opacity", "line_width", "offset_y", "fill_opacity", "fill_offset_y",
            ])
        let table = try FrameTable(scene)
        #expect(table.rows.count == 121)
        let f = scene.frame(at: 1)
        #expect(table[60, "end_x"].number == f.visibleEnd.x && table[60, "stroke_end"] == .real(0.5))
        #expect(Array(scene.rows) == table.rows)
    }

    @Test("data/scenes/line-wychart.json spells out the defaults (spring animation) and decodes to them")
    func sceneFile() throws {
        let decoded = try SceneFile.decode(LineChartConfiguration.self, fromFile: packageRoot + "/data/scenes/line-wychart.json")
        var expected = LineChartConfiguration()
        expected.animation = .spring
        expected.spring.duration = 2.5
        expected.layout.maxValue = 90980
        expected.layout.minValue = 0
        #expect(decoded == expected)
        #expect(try FrameTable(LineChartScene(decoded)) == (try FrameTable(LineChartScene(expected))))
    }

    @Test(
        "scene-file validation errors are located at the field",
        arguments: [
            (#"{"layout": {"height": 0}}"#, "x.json:1:23: layout.height: must be > 0"),
            (#"{"animationDuration": -1}"#, "x.json:1:23: animationDuration: must be a finite number > 0"),
            (#"{"values": [3]}"#, "x.json:1:12: values: a chart line needs at least 2 values (got 1)"),
            (
                #"{"animation": "bounce"}"#,
                "x.json:1:15: animation: unknown animation 'bounce' (expected drawing, alpha, width, rise or spring)"
            ),
            (#"{"spring": {"dampnig": 0.2}}"#, "x.json:1:13: unknown field 'dampnig' in spring (did you mean 'damping'?)"),
            (#"{"layout": {"maxValue": 1, "minValue": 2}}"#, "x.json:1:25: layout.maxValue: must be > minValue"),
        ])
    func sceneFileErrors(text: String, expected: String) {
        #expect(sceneFileError(LineChartConfiguration.self, text, name: "x.json") == expected)
    }

    @Test("the drawing: fill under the line (closed at the baseline), then the line with strokeEnd, width and opacity")
    func picture() throws {
        var c = Self.wy
        c.animation = .alpha
        let d = try LineChartScene(c).drawing(at: 0.5)
        #expect(d.width == 560 && d.height == 263 && d.marks.count == 2)
        guard case .path(let fill, let fillStyle) = d.marks[0], case .path(let line, let lineStyle) = d.marks[1] else {
            Issue.record("expected two paths")
            return
        }
        #expect(fillStyle.opacity == 0.375 && fill.subpaths[0].isClosed)
        #expect(fill.boundingBox!.maxY == 263)
        #expect(lineStyle.opacity == 0.25 && lineStyle.lineWidth == 2 && line.segments.count == 18)
    }
}
