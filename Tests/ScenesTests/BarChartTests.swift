import Curves
import Dynamics
import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import SceneFiles
import Scenes
import Testing

/// The lollipop bar chart of seed 000: every default tied to the seed sentence it implements,
/// Core Animation's group timing and transform composition, and the frame table.
@Suite("Bar chart (seed 000)")
struct BarChartTests {
    static let seed = try! BarChartConfiguration()
    static let chart = BarChart(seed)
    static let H = BarChartConfiguration.defaultHeight

    @Test("defaults: maxHeight = chart height, width 2, margin = width / 9, knob radius width * 2, 0.1 s apart, 0.3 s groups")
    func defaults() {
        let c = Self.seed
        // "CGFloat maxHeight = _chart.height" and the app's chart size on a 375 × 667 screen.
        #expect(c.width == 375 - 8 * 10 && c.height == 667.0 / 3 - 40)
        // "CGFloat width = 2"; "radius:width * 2".
        #expect(c.barWidth == 2 && c.resolvedKnobRadius == 4)
        // "CGFloat margin = _chart.width / 9" for ten bars; bar i at "margin * idx".
        #expect(c.values.count == 10 && c.resolvedMargin == c.width / 9)
        for i in 0..<10 { #expect(Self.chart.x(ofBar: i) == c.width / 9 * Double(i)) }
        // "afterDelay:i * 0.1"; "animationGroup.duration = 0.3"; children have no duration of their own.
        #expect(c.stagger == 0.1 && c.duration == 0.3 && c.childDuration == nil && c.resolvedChildDuration == 0.3)
    }

    @Test("heights: maxHeight * count / maxCount; the largest count reaches the chart's top")
    func heights() {
        let maxCount = Self.seed.values.max()!
        for (i, v) in Self.seed.values.enumerated() {
            #expect(Self.chart.height(ofBar: i) == Self.H * (v / maxCount))
            #expect(Self.chart.topY(ofBar: i) == Self.H - Self.H * (v / maxCount))
            // The seed's evaluation order, (maxHeight · count) / maxCount, differs by ≤ 1 ulp of H.
            #expect(abs(Self.chart.height(ofBar: i) - Self.H * v / maxCount) <= Self.H.ulp)
        }
        #expect(Self.chart.topY(ofBar: Self.seed.values.firstIndex(of: maxCount)!) == 0)
    }

    @Test("order: step i animates bar 9 - i, so the rightmost bar starts at 0 and the leftmost at 0.9 s")
    func order() {
        for step in 0..<10 {
            let bar = 9 - step  // "_barLayerArray[9 - i]"
            #expect(Self.chart.step(ofBar: bar) == step)
            #expect(Self.chart.startTime(ofBar: bar) == Double(step) * 0.1)
        }
        #expect(Self.chart.totalDuration == 0.1 * 9 + 0.3)
    }

    @Test("one bar through its group: hidden before, flat on the baseline at the start, linear growth, the model state after")
    func oneBar() {
        let bar = 4  // step 5: starts at 0.5 s
        let begin = Self.chart.startTime(ofBar: bar), h = Self.chart.height(ofBar: bar)
        let before = Self.chart.state(ofBar: bar, at: begin - 0.01)
        #expect(!before.visible)
        // Hidden, the presentation layer reports the model transform (identity).
        #expect(before.scaleY == 1 && before.translationY == 0)
        let start = Self.chart.state(ofBar: bar, at: begin)
        #expect(start.visible && start.scaleY == 0 && start.translationY == Self.H)
        #expect(start.barTopY == Self.H && start.knobTopY == Self.H)
        // A third of the way: scale 1/3, translation 2H/3, the top a third of the way up.
        // Tolerance 4 ulp of H: u = (t − begin)/0.3 is one rounding, the top three more.
        let third = Self.chart.state(ofBar: bar, at: begin + 0.1)
        let tol = 4 * Self.H.ulp
        #expect(abs(third.scaleY - 1.0 / 3) < 4 * (1.0 / 3).ulp)
        #expect(abs(third.translationY - Self.H * 2 / 3) < tol)
        #expect(abs(third.barTopY - (Self.H - h / 3)) < tol)
        #expect(abs(third.knobTopY - (third.knobY - 4.0 / 3)) < tol)
        // At and after the end the group is removed: identity, the full bar.
        for t in [begin + 0.3, begin + 1, 100] {
            let s = Self.chart.state(ofBar: bar, at: t)
            #expect(s.visible && s.scaleY == 1 && s.translationY == 0)
            #expect(s.barTopY == Self.H - h && s.knobTopY == Self.H - h - 4)
        }
    }

    @Test("translation · scale about the chart's origin keeps the baseline at y = H: the bar grows from the baseline")
    func baselineFixed() async {
        // Tolerance 4 ulp of H (s·H + t with t = H + (0 − H)·u: three roundings).
        await seededPropertyCheck(count: 1000, input: Gen.int(in: 0...9), Gen.double(in: -0.2...1.5)) { bar, t in
            let s = Self.chart.state(ofBar: bar, at: t)
            #expect(abs(s.baseY - Self.H) <= 4 * Self.H.ulp)
            // The top lies between the baseline and the bar's full top, and equals H − s·h.
            let h = Self.chart.height(ofBar: bar)
            #expect(abs(s.barTopY - (Self.H - s.scaleY * h)) <= 4 * Self.H.ulp)
            #expect(s.barTopY >= Self.H - h - 4 * Self.H.ulp && s.barTopY <= Self.H + 4 * Self.H.ulp)
            // Composed the other way (scale · translation) the baseline would sink to s·(H + t).
            // That is H − H(1 − s)²: more than a point off while s < 0.9.
            if s.scaleY < 0.9 { #expect(abs(s.scaleY * (Self.H + s.translationY) - Self.H) > 1) }
        }
    }

    @Test("measured: over the seed's 60 fps table the baseline and the tops stay within 4 ulp of H of the exact formulas")
    func measuredBaseline() throws {
        var worstBase = 0.0, worstTop = 0.0
        let scene = BarChartScene(Self.seed)
        for n in 0..<scene.clock.count {
            let t = scene.clock.time(ofFrame: n)
            for i in 0..<10 {
                let s = Self.chart.state(ofBar: i, at: t)
                worstBase = max(worstBase, abs(s.baseY - Self.H))
                worstTop = max(worstTop, abs(s.barTopY - (Self.H - s.scaleY * Self.chart.height(ofBar: i))))
            }
        }
        print("bar chart: worst baseline drift \(worstBase) pt, worst top vs H − s·h \(worstTop) pt (4 ulp of H = \(4 * Self.H.ulp))")
        #expect(worstBase <= 4 * Self.H.ulp && worstTop <= 4 * Self.H.ulp)
    }

    @Test("each bar's top only rises (screen y never increases) over time")
    func monotone() async {
        await seededPropertyCheck(count: 500, input: Gen.int(in: 0...9), Gen.double(in: 0...1.3), Gen.double(in: 0...0.1)) { bar, t, dt in
            let a = Self.chart.state(ofBar: bar, at: t), b = Self.chart.state(ofBar: bar, at: t + dt)
            if a.visible { #expect(b.barTopY <= a.barTopY + 4 * Self.H.ulp) }
        }
    }

    @Test("the frame table: 60 fps to the last group's end, ten rows per frame, stable columns")
    func table() throws {
        let scene = BarChartScene(Self.seed)
        #expect(
            scene.columnNames == ["frame", "time", "bar", "x", "visible", "scale_y", "translation_y", "bar_top_y", "knob_y", "knob_top_y"])
        let table = try FrameTable(scene)
        #expect(scene.clock.count == 73)  // frames 0…72 at n/60; 72/60 is the end 0.1·9 + 0.3 = 1.2
        #expect(table.rows.count == 730)
        #expect(table.numbers("time").last! == Self.chart.totalDuration)
        // At the end every bar is full and visible. Bar 0's group began at 0.1·9 and the frame
        // is at 1.2: 1.2 − 0.9 rounds to 0.3 − 6e-17, so it shows u = 1 − 2e-16 rather than
        // the model state; hence the tolerance of 4 ulp of H.
        let last = table.filter("frame", equals: .integer(72))
        #expect(last.numbers("visible").allSatisfy { $0 == 1 })
        #expect(last.numbers("bar_top_y").enumerated().allSatisfy { i, y in abs(y! - Self.chart.topY(ofBar: i)) <= 4 * Self.H.ulp })
        // Frame 6 (t = 0.1): bar 9 a third grown, bar 8 just starting, the rest hidden.
        let f6 = table.filter("frame", equals: .integer(6))
        #expect(f6.numbers("visible") == [0, 0, 0, 0, 0, 0, 0, 0, 1, 1])
        #expect(f6[8, "scale_y"] == .real(0))
        #expect(abs(f6.numbers("scale_y")[9]! - 1.0 / 3) < 1e-15)
    }

    @Test("the drawing: visible bars only, each the seed's rectangle and knob under the transform")
    func drawing() throws {
        let scene = BarChartScene(Self.seed)
        #expect(scene.drawing(at: 0).marks.isEmpty)  // bar 9 at scale 0 has no area
        let end = scene.drawing(at: 2)
        #expect(end.marks.count == 10 && end.width == 295 && end.height == Self.H)
        // Bar 3 fully grown: x ± 4 (the knob is wider than the bar), from its knob's top to the baseline.
        guard case .path(let path, let style) = end.marks[3] else { Issue.record("not a path"); return }
        let box = try #require(path.boundingBox)
        let x = Self.chart.x(ofBar: 3), top = Self.chart.topY(ofBar: 3)
        #expect(abs(box.minX - (x - 4)) < 1e-12 && abs(box.maxX - (x + 4)) < 1e-12)
        #expect(abs(box.minY - (top - 4)) < 1e-12 && abs(box.maxY - Self.H) < 1e-12)
        #expect(style.fill == DrawingColor.white.withAlpha(0.8) && style.stroke == nil)
        // Mid-growth the knob is an ellipse of vertical radius 4·s.
        let mid = BarChartScene(Self.seed).chart.transformedPath(ofBar: 3, scaleY: 0.5, translationY: Self.H / 2)
        let midBox = try #require(mid.boundingBox)
        #expect(abs(midBox.minY - (0.5 * top + Self.H / 2 - 2)) < 1e-12 && abs(midBox.maxY - Self.H) < 1e-12)
    }

    @Test("any number of bars: three values spread over the width, animated right to left")
    func threeBars() throws {
        let c = try BarChartConfiguration(values: [1, 3, 2], width: 100, height: 60)
        let chart = BarChart(c)
        #expect(chart.x(ofBar: 2) == 100 && chart.x(ofBar: 1) == 50)
        #expect(chart.height(ofBar: 0) == 20 && chart.height(ofBar: 1) == 60)
        #expect(chart.startTime(ofBar: 2) == 0 && chart.startTime(ofBar: 0) == 0.2)
        let single = try BarChartConfiguration(values: [5])
        #expect(BarChart(single).x(ofBar: 0) == 0 && BarChart(single).totalDuration == 0.3)
    }

    @Test("children at Core Animation's 0.25 s default: full at 0.25 s, then the model value")
    func childDuration() throws {
        let c = try BarChartConfiguration(childDuration: 0.25)
        let chart = BarChart(c)
        #expect(chart.state(ofBar: 9, at: 0.125).scaleY == 0.5)
        #expect(chart.state(ofBar: 9, at: 0.27).scaleY == 1 && chart.state(ofBar: 9, at: 0.27).translationY == 0)
    }

    @Test(
        "refused configurations name the field",
        arguments: [
            ([Double](), "values"), ([1, .nan], "values[1]"), ([1, -2], "values[1]"), ([0, 0], "values"), ([1, .infinity], "values[1]"),
        ])
    func refused(values: [Double], field: String) {
        do {
            _ = try BarChartConfiguration(values: values)
            Issue.record("accepted \(values)")
        } catch {
            #expect(error.description.hasPrefix(field + ":"))
        }
    }

    @Test("refused constants", arguments: ["width", "duration", "stagger", "barWidth"])
    func refusedConstants(field: String) {
        let bad = -1.0
        do {
            switch field {
            case "width": _ = try BarChartConfiguration(width: bad)
            case "duration": _ = try BarChartConfiguration(duration: bad)
            case "stagger": _ = try BarChartConfiguration(stagger: bad)
            default: _ = try BarChartConfiguration(barWidth: bad)
            }
            Issue.record("accepted \(field) = \(bad)")
        } catch {
            #expect(error.field == field)
        }
    }

    @Test("times beyond an hour are refused at their key (a stagger of 1e300 s trapped in the frame clock)")
    func hourLimit() throws {
        for (field, text) in [
            ("stagger", #"{"values": [3, 1, 4], "stagger": 1e300}"#), ("duration", #"{"duration": 3600.5}"#),
            ("childDuration", #"{"childDuration": 1e9}"#),
        ] {
            do {
                _ = try SceneFile.decode(BarChartConfiguration.self, from: text, name: "bar.json")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.field == field && error.line == 1 && error.message.hasPrefix("must be at most 3600 s"), "\(error)")
            }
        }
        // The largest accepted times make a clock any frame rate up to 1e6 fps can count.
        let c = try BarChartConfiguration(values: [1, 2, 3], stagger: 3600, duration: 3600, childDuration: 3600)
        #expect(BarChart(c).totalDuration == 3 * 3600)
        #expect(try FrameClock.checked(fps: 1e6, end: BarChart(c).totalDuration).count == 10_800_000_001)
    }

    /// data/scenes/ in this repository.
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/scenes")

    @Test("data/scenes/bar.json spells out the defaults: decoding it gives the seed's configuration")
    func sceneFile() throws {
        let decoded = try SceneFile.decode(BarChartConfiguration.self, fromFile: Self.scenes.appendingPathComponent("bar.json").path)
        #expect(decoded.values == Self.seed.values && decoded.width == Self.seed.width && decoded.height == Self.seed.height)
        #expect(decoded.resolvedKnobRadius == 4 && decoded.stagger == 0.1 && decoded.duration == 0.3)
        #expect(try FrameTable(BarChartScene(decoded)) == FrameTable(BarChartScene(Self.seed)))
        // Every field is optional: an empty object is the seed's chart.
        #expect(try SceneFile.decode(BarChartConfiguration.self, from: "{}", name: "empty.json") == Self.seed)
    }

    @Test(
        "malformed scene files: one located line naming the field",
        arguments: [
            ("{\"values\": [1, -2]}", "bar.json:1:16: values[1]: must be ≥ 0 (a count; got -2.0)"),
            ("{\"values\": []}", "bar.json:1:12: values: must hold at least one count"),
            ("{\"values\": [0, 0]}", "bar.json:1:12: values: must hold at least one count > 0"),
            ("{\"values\": [1, \"2\"]}", "bar.json:1:16: values[1]: expected a number"),
            ("{\"duration\": 0}", "bar.json:1:14: duration: must be a finite number > 0"),
            ("{\"valeus\": [1]}", "bar.json:1:2: unknown field 'valeus'"),
            ("{\"values\": [1,]}", "bar.json:1:"),
        ])
    func malformed(text: String, expected: String) {
        let message = sceneFileError(BarChartConfiguration.self, text, name: "bar.json")
        #expect(message.hasPrefix(expected), "\(text): \(message)")
        #expect(!message.contains("\n"))
    }
}
