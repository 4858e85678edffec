import Curves
import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import SceneFiles
import Scenes
import Testing

/// The repository's data/scenes folder, found from this file's location.
let scenesDataFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("data/scenes")

/// Seed 000's ring chart: every default tied to the seed sentence it implements.
@Suite("Ring chart (seed 000)")
struct RingChartTests {
    let layout = RingChartLayout()

    @Test("geometry: centre (w/2, h/2+40), R = h/2 − 8·pad − 7, stroke 4·pad, inner R − 3·pad + 3.5 stroke 14, connectors, icons")
    func geometry() {
        // Defaults: BAPadding = 10 and a 375 × (667/2) view (the seed's app); exact arithmetic.
        #expect(layout.pad == 10 && layout.width == 375 && layout.height == 333.5)
        #expect(layout.center == Point(187.5, 206.75))  // (w/2, h/2 + 40)
        #expect(layout.outerRadius == 166.75 - 80 - 7)  // h/2 − 8·pad − 7 = 79.75
        #expect(layout.outerLineWidth == 40)  // 4·pad
        #expect(layout.innerRadius == 79.75 - 30 + 3.5)  // R − 3·pad + 3.5 = 53.25
        #expect(RingChartLayout.innerLineWidth == 14)
        #expect(layout.iconDistance == 166.75 - 40)  // h/2 − 40
        #expect(layout.connectorStart == 79.75 + 20)  // R + 2·pad
        #expect(layout.connectorEnd == 126.75 - 12.5)  // iconDistance − 12.5
        #expect(RingChartLayout.iconSize == 27.5)
        #expect(layout.hitInnerRadius == 43.25 && layout.hitOuterRadius == 99.75)
        // Another size scales as the formulas say.
        let other = RingChartLayout(width: 414, height: 448, pad: 8)
        #expect(other.outerRadius == 224 - 64 - 7 && other.center == Point(207, 264))
    }

    @Test("slices start at −π/2 and run clockwise with angle ∝ value/total; the last ends at exactly −π/2 + 2π")
    func angles() {
        let values = [3.0, 1, 4, 1, 5]
        let a = PieAngles.slices(values)
        #expect(a[0].start == -Double.pi / 2)
        #expect(a[4].end == -Double.pi / 2 + 2 * Double.pi)
        for i in 0..<4 { #expect(a[i].end == a[i + 1].start) }
        // Widths 2π·v/14 to within 4 ulps of 2π (prefix sum, division, product, sum).
        for (i, v) in values.enumerated() { #expect(abs((a[i].end - a[i].start) - 2 * Double.pi * v / 14) <= 4 * (2 * Double.pi).ulp) }
    }

    @Test("timing: slice i draws over 1.2 s·v_i/Σv starting when slice i−1 ends; durations sum to 1.2 s; badges fade in over 0.4 s after")
    func timing() throws {
        let values = [500.0, 100, 50, 30, 15]
        let scene = RingChartScene(RingChartConfiguration(values: values))
        let total = values.reduce(0, +)
        #expect(scene.drawTimes.first == 0)
        #expect(scene.drawTimes.last == 1.2)  // exactly: "1.2 s" in total
        var sum = 0.0
        for (i, v) in values.enumerated() {
            let d = scene.drawTimes[i + 1] - scene.drawTimes[i]
            sum += d
            // d = 1.2·v/Σv within 4 ulps of 1.2 (rounding of the prefix form).
            #expect(abs(d - 1.2 * v / total) <= 4 * (1.2).ulp)
            // Linear strokeEnd (CABasicAnimation's default timing): half way at the midpoint.
            let mid = scene.drawTimes[i] + d / 2
            #expect(abs(scene.strokeEnd(slice: i, at: mid) - 0.5) <= 1e-12)
            #expect(scene.strokeEnd(slice: i, at: scene.drawTimes[i] - 1e-9) == 0)
            #expect(scene.strokeEnd(slice: i, at: scene.drawTimes[i + 1]) == 1)
        }
        #expect(abs(sum - 1.2) <= 1e-15)
        #expect(scene.badgeOpacity(at: 1.2 - 1e-9) == 0)
        #expect(abs(scene.badgeOpacity(at: 1.4) - 0.5) <= 1e-12)
        #expect(scene.badgeOpacity(at: 1.6) == 1)
        // The table: 60 fps from 0 to 1.6 s, five rows per frame.
        let table = try FrameTable(scene)
        #expect(table.rows.count == 97 * 5)
        #expect(
            table.columns.map(\.name) == [
                "frame", "time", "slice", "value", "start_angle", "end_angle", "stroke_end", "badge_opacity", "offset_x", "offset_y",
                "moved_out", "centre_selected",
            ])
        let last = table.filter("frame", equals: .integer(96))
        #expect(last.numbers("stroke_end").allSatisfy { $0 == 1 } && last.numbers("badge_opacity").allSatisfy { $0 == 1 })
        // At any frame at most one slice is mid-draw, and those before it are complete.
        for f in 0..<97 {
            let s = table.filter("frame", equals: .integer(f)).numbers("stroke_end").map { $0! }
            let drawing = s.indices.filter { s[$0] > 0 && s[$0] < 1 }
            #expect(drawing.count <= 1)
            if let k = drawing.first { #expect(s[..<k].allSatisfy { $0 == 1 } && s[(k + 1)...].allSatisfy { $0 == 0 }) }
        }
    }

    /// The seed's `angleForStartPoint:EndPoint:` as written: acos of the normalised dot product
    /// with +x, negated above the centre, moved into (π, 3π/2) from (−π, −π/2).
    static func seedAngle(center c: Point, _ p: Point) -> Double {
        let a = p.x - c.x, b = p.y - c.y
        var rads = acos((a * 100) / (sqrt(a * a + b * b) * 100))
        if c.y > p.y { rads = -rads }
        if rads < -Double.pi / 2 && rads > -Double.pi { rads += 2 * Double.pi }
        return rads
    }

    @Test("hit testing agrees with the seed's angle/radius rule on random points")
    func hitProperty() async {
        let values = [500.0, 100, 50, 30, 15]
        let angles = PieAngles.slices(values)
        let c = layout.center
        let inner = layout.innerRadius - layout.pad, outer = layout.outerRadius + 2 * layout.pad
        await seededPropertyCheck(count: 1000, input: Gen.double(in: 0...375), Gen.double(in: 0...333.5)) { x, y in
            let p = Point(x, y)
            let d = sqrt((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y))
            let seedA = Self.seedAngle(center: c, p)
            // Skip points within 1e-9 of a boundary, where acos's lost digits may decide.
            let nearEdge =
                abs(d - inner) < 1e-9 || abs(d - outer) < 1e-9
                || angles.contains { abs($0.start - seedA) < 1e-6 || abs($0.end - seedA) < 1e-6 }
            guard !nearEdge else { return }
            var expected = RingChartHit.none
            if d < inner {
                expected = .centre
            } else if d > inner && d < outer, let i = angles.firstIndex(where: { $0.start < seedA && $0.end > seedA }) {
                expected = .slice(i)
            }
            #expect(layout.hit(p, angles: angles) == expected, "\(p)")
            if d > 1e-6 { #expect(abs(layout.seedAngle(of: p) - seedA) <= 1e-6) }
        }
    }

    @Test("hit testing: straight up is a boundary (none), the centre and far away")
    func hitExamples() {
        let angles = PieAngles.slices([1, 1, 1, 1])
        let c = layout.center
        #expect(layout.hit(c, angles: angles) == .centre)
        #expect(layout.hit(c + Point(0, -60), angles: angles) == .none)  // angle −π/2: no slice has start < −π/2
        #expect(layout.hit(c + Point(60, -1), angles: angles) == .slice(0))
        #expect(layout.hit(c + Point(60, 1), angles: angles) == .slice(1))
        #expect(layout.hit(c + Point(-60, 1), angles: angles) == .slice(2))
        #expect(layout.hit(c + Point(-60, -1), angles: angles) == .slice(3))  // angle near 3π/2 after +2π
        #expect(layout.hit(c + Point(200, 0), angles: angles) == .none)
        #expect(layout.hit(c + Point(layout.hitInnerRadius, 0), angles: angles) == .none)  // exactly on the circle
    }

    @Test("selection: a hit slice moves out by pad along its mid-direction; again moves it back; another moves it back; the centre toggles")
    func selection() throws {
        var s = RingChartSelection()
        s.apply(.slice(1))
        #expect(s.movedOut == 1)
        s.apply(.slice(2))
        #expect(s.movedOut == 2)
        s.apply(.slice(2))
        #expect(s.movedOut == nil)
        s.apply(.slice(0))
        s.apply(.centre)
        #expect(s.movedOut == nil && s.centreSelected)
        s.apply(.none)
        #expect(s.centreSelected)
        s.apply(.slice(3))
        #expect(s.movedOut == 3 && !s.centreSelected)
        s.apply(.centre)
        s.apply(.centre)
        #expect(!s.centreSelected && s.movedOut == nil)

        // The scene: tap slice 0 at 2 s, slice 1 at 3 s; moves run 0.25 s, linearly.
        let angles = PieAngles.slices(RingChartConfiguration.defaultValues)
        let mid0 = 0.5 * (angles[0].start + angles[0].end), mid1 = 0.5 * (angles[1].start + angles[1].end)
        let p0 = layout.point(atAngle: mid0, distance: 80), p1 = layout.point(atAngle: mid1, distance: 80)
        let scene = RingChartScene(
            RingChartConfiguration(taps: [RingChartTap(x: p0.x, y: p0.y, time: 2), RingChartTap(x: p1.x, y: p1.y, time: 3)]))
        #expect(scene.tapResults.map(\.hit) == [.slice(0), .slice(1)])
        let out0 = scene.offset(slice: 0, at: 2.25)
        #expect(abs(out0.length - 10) <= 1e-12 && abs(out0.angle - mid0) <= 1e-12)
        let half = scene.offset(slice: 0, at: 2.125)
        #expect(abs(half.x - out0.x / 2) <= 1e-12 && abs(half.y - out0.y / 2) <= 1e-12)
        #expect(scene.offset(slice: 0, at: 3.25) == .zero && scene.offset(slice: 1, at: 3.25).length > 9.999)
        #expect(scene.clock.time(ofFrame: scene.clock.count - 1) == 3.25)
    }

    @Test("a touch during a move retargets from where the slice is")
    func retargetMove() {
        let angles = PieAngles.slices(RingChartConfiguration.defaultValues)
        let mid = 0.5 * (angles[0].start + angles[0].end)
        let p = layout.point(atAngle: mid, distance: 80)
        let scene = RingChartScene(
            RingChartConfiguration(taps: [RingChartTap(x: p.x, y: p.y, time: 2), RingChartTap(x: p.x, y: p.y, time: 2.1)]))
        let at = scene.offset(slice: 0, at: 2.1)
        #expect(abs(at.length - 10 * 0.1 / 0.25) <= 1e-12)  // 40 % of the way out
        #expect(scene.offset(slice: 0, at: 2.35) == .zero)
        // Continuous at the retarget: a frame just after is within the linear speed × dt.
        #expect((scene.offset(slice: 0, at: 2.1 + 1e-6) - at).length <= 40 * 1e-6 * 1.0001)
    }

    @Test("the example scene file decodes to the seed's numbers; bad files give located errors")
    func sceneFile() throws {
        guard case .ring(let c) = try examplePieChartFile("ring-chart.json") else {
            Issue.record("ring-chart.json is not a ring chart")
            return
        }
        #expect(c.values == RingChartConfiguration.defaultValues && c.pad == 10 && c.height == 333.5 && c.moveDuration == 0.25)
        #expect(c.taps.count == 3)
        let scene = RingChartScene(c)
        #expect(scene.tapResults.map(\.hit) == [.slice(0), .slice(0), .centre])
        #expect(throws: SceneFileError.self) {
            try SceneFile.decode(RingChartConfiguration.self, from: #"{"values": [1, -2]}"#, name: "r.json")
        }
        #expect(
            sceneFileError(RingChartConfiguration.self, "{\"values\": [1, -2]}", name: "r.json")
                == "r.json:1:16: values[1]: must be a finite number > 0")
        let pad = sceneFileError(RingChartConfiguration.self, "{\"pad\": 40}", name: "r.json")
        #expect(pad.hasPrefix("r.json:1:1: ") && pad.contains("too small for pad 40"), "\(pad)")
    }

    @Test("the drawing: two arcs, a connector and an icon per slice, plus the centre icon; hidden slices have strokeEnd 0")
    func drawing() {
        let scene = RingChartScene(RingChartConfiguration())
        let d0 = scene.drawing(at: 0)
        #expect(d0.marks.count == 5 * 4 + 1 && d0.width == 375 && d0.height == 333.5)
        guard case .path(_, let style) = d0.marks[4] else { Issue.record("not a path"); return }
        #expect(style.strokeEnd == 0 && style.lineWidth == 40)
        guard case .path(_, let line) = scene.drawing(at: 1.4).marks[2] else { Issue.record("not a path"); return }
        #expect(abs(line.opacity - 0.5) <= 1e-12)
    }

    @Test("moveDuration beyond an hour is refused (with tap times up to an hour, the clock stays countable)")
    func moveDurationLimit() {
        var c = RingChartConfiguration()
        c.moveDuration = 1e300
        #expect(c.problem()?.field == "moveDuration")
        c.moveDuration = 3600
        #expect(c.problem() == nil)
    }
}
