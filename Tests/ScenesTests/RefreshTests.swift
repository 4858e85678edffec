import Curves
import Dynamics
import Easing
import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import SceneFiles
import Scenes
import Testing

/// Seed 001's pull-to-refresh lines: the article's formulas through both phases, the phase
/// boundary, the closing circle, the half-turn symmetry, the arrows, clamping and the scene.
@Suite("Pull-to-refresh lines (seed 001)")
struct RefreshTests {
    static let article = try! RefreshConfiguration()
    static let indicator = RefreshIndicator(article)
    /// Coordinates are short expressions of values ≤ 100: 1e-13 is ~8 ulp of 100.
    static let tol = 1e-13

    static func close(_ a: Point, _ b: Point, _ tol: Double = tol) -> Bool { abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol }

    @Test("defaults: the demo's 30 × 100 view, h = 30, radius 10, arc π → 2π, arrow 3 at 30°, line width 2, no offset")
    func defaults() {
        let c = Self.article
        #expect(c.width == 30 && c.height == 100)  // CurveView frame (20, 0, 30, self.height) in a 200 × 100 view
        #expect(c.lineLength == 30)  // LineLength 30
        #expect(c.radius == 10)  // "radius 10"
        #expect(c.arcSweep == Double.pi)  // "from angle π towards 2π"
        #expect(c.arrowLength == 3 && c.arrowAngle == Double.pi / 6)  // "3 units at 30°"
        #expect(c.lineWidth == 2 && c.space == 0)
        #expect(c.progress == nil && c.duration == nil)
    }

    @Test("phase 1: yA = H/2 + h + (1 − 2p)(H/2 − h), yB = H/2 + (1 − 2p)(H/2 − h) for the left line at x = W/2 − r")
    func phase1() async {
        await seededPropertyCheck(count: 500, input: Gen.double(in: 0...0.5)) { p in
            let s = Self.indicator.state(progress: p)
            #expect(s.phase == 1)
            let H = 100.0, h = 30.0
            #expect(Self.close(s.left.start, Point(5, H / 2 + h + (1 - 2 * p) * (H / 2 - h))))
            #expect(Self.close(s.left.end, Point(5, H / 2 + (1 - 2 * p) * (H / 2 - h))))
            #expect(s.left.bend == 0 && s.left.tip == s.left.end)
            // The right line comes down from the top at x = W/2 + r.
            #expect(Self.close(s.right.start, Point(25, 2 * p * (H / 2 - h))))
            #expect(Self.close(s.right.end, Point(25, h + 2 * p * (H / 2 - h))))
        }
        // The ends of phase 1: from the bottom edge to the middle.
        let p0 = Self.indicator.state(progress: 0)
        #expect(p0.left.start == Point(5, 100) && p0.left.end == Point(5, 70))
        #expect(p0.right.start == Point(25, 0) && p0.right.end == Point(25, 30))
        let half = Self.indicator.state(progress: 0.5)
        #expect(half.left.start == Point(5, 80) && half.left.end == Point(5, 50))
        #expect(half.right.start == Point(25, 20) && half.right.end == Point(25, 50))
    }

    @Test("phase 2: B stays, yA = H/2 + h − 2h(p − 0.5), the arc sweeps π·2(p − 0.5) clockwise from π about (W/2, H/2)")
    func phase2() async {
        await seededPropertyCheck(count: 500, input: Gen.double(in: 0.5000001...1)) { p in
            let s = Self.indicator.state(progress: p)
            #expect(s.phase == 2)
            #expect(Self.close(s.left.start, Point(5, 50 + 30 - 2 * 30 * (p - 0.5))))
            #expect(s.left.end == Point(5, 50))
            #expect(s.left.arcCenter == Point(15, 50) && s.left.radius == 10)
            #expect(s.left.arcStartAngle == Double.pi && abs(s.left.bend - Double.pi * 2 * (p - 0.5)) <= 1e-15)
            // The tip lies on the circle, at the arc's end angle.
            let a = s.left.arcEndAngle
            #expect(Self.close(s.left.tip, Point(15 + 10 * cos(a), 50 + 10 * sin(a))))
            #expect(s.right.arcStartAngle == 0 && s.right.end == Point(25, 50))
        }
    }

    @Test("the phase boundary p = 0.5 is continuous: both formulas give the same points, and nearby progress moves them little")
    func continuity() {
        let at = Self.indicator.state(progress: 0.5)
        for eps in [1e-12, 1e-9, 1e-6] {
            let after = Self.indicator.state(progress: 0.5 + eps)
            #expect(after.phase == 2 && at.phase == 1)
            // Lipschitz: A moves 2h·eps = 60 eps, the tip r·π·2eps ≈ 63 eps, the arrow's end
            // that plus L·π·2eps ≈ 19 eps.
            for side in RefreshIndicator.Side.allCases {
                let bound = 90 * eps + Self.tol
                #expect(Self.close(at[side].start, after[side].start, bound))
                #expect(Self.close(at[side].end, after[side].end, bound))
                #expect(Self.close(at[side].tip, after[side].tip, bound))
                #expect(Self.close(at[side].arrowEnd, after[side].arrowEnd, bound))
            }
        }
    }

    @Test("p = 1: the tails reach the heads and the two arcs close into one circle about (W/2, H/2)")
    func fullCircle() {
        let s = Self.indicator.state(progress: 1)
        #expect(s.left.start == s.left.end && s.right.start == s.right.end)
        #expect(s.left.arcCenter == s.right.arcCenter && s.left.arcCenter == Point(15, 50))
        // [π, 2π] and [0, π]: together one turn, each arc ending where the other begins.
        #expect(s.left.arcStartAngle == Double.pi && s.left.arcEndAngle == 2 * Double.pi)
        #expect(s.right.arcStartAngle == 0 && s.right.arcEndAngle == Double.pi)
        #expect(s.left.bend + s.right.bend == 2 * Double.pi)
        #expect(Self.close(s.left.tip, s.right.end) && Self.close(s.right.tip, s.left.end))
        // The demo's 0.9π leaves a gap of 0.1π on each side.
        let demo = RefreshIndicator(try! RefreshConfiguration(space: 1, arcSweep: 0.9 * Double.pi)).state(progress: 1)
        #expect(abs(demo.left.bend - 0.9 * Double.pi) < 1e-15 && !Self.close(demo.left.tip, demo.right.end, 1))
    }

    @Test("with no offset the right line is the left one turned half a turn about the centre, at every progress")
    func halfTurnSymmetry() async {
        await seededPropertyCheck(
            count: 1000,
            input: Gen.double(in: 0...1), Gen.double(in: 10...400), Gen.double(in: 20...400), Gen.double(in: 0.05...0.5),
            Gen.double(in: 1...30), Gen.double(in: 0...1.5), Gen.double(in: 0...10)
        ) { p, W, H, hFraction, r, delta, L in
            let c = try! RefreshConfiguration(width: W, height: H, lineLength: hFraction * H, radius: r, arrowLength: L, arrowAngle: delta)
            let s = RefreshIndicator(c).state(progress: p)
            let turn = { (q: Point) in Point(W - q.x, H - q.y) }
            // Tolerance: 16 ulp of the largest coordinate (each side is ≤ 4 roundings plus sin/cos).
            let tol = 16 * (max(W, H) + r + L).ulp
            #expect(Self.close(s.right.start, turn(s.left.start), tol))
            #expect(Self.close(s.right.end, turn(s.left.end), tol))
            #expect(Self.close(s.right.arcCenter, turn(s.left.arcCenter), tol))
            #expect(Self.close(s.right.tip, turn(s.left.tip), tol))
            #expect(Self.close(s.right.arrowEnd, turn(s.left.arrowEnd), tol))
            #expect(s.right.arcStartAngle == s.left.arcStartAngle - Double.pi && s.right.bend == s.left.bend)
        }
    }

    @Test("measured: the half-turn symmetry of the article's indicator over 10001 progress values")
    func measuredSymmetry() {
        var worst = 0.0
        for k in 0...10000 {
            let s = Self.indicator.state(progress: Double(k) / 10000)
            for (r, l) in [
                (s.right.start, s.left.start), (s.right.end, s.left.end), (s.right.tip, s.left.tip), (s.right.arrowEnd, s.left.arrowEnd),
            ] {
                worst = max(worst, abs(r.x - (30 - l.x)), abs(r.y - (100 - l.y)))
            }
        }
        print("refresh: worst half-turn asymmetry \(worst) pt over 10001 progress values (bound 16 ulp of 113 = \(16 * 113.0.ulp))")
        #expect(worst <= 16 * 113.0.ulp)
    }

    @Test("the demo's offset (Space = 1) breaks the symmetry by exactly s(1 − 2p) in phase 1 and not at all in phase 2")
    func demoOffset() async {
        let demo = RefreshIndicator(try! RefreshConfiguration(space: 1, arcSweep: 0.9 * Double.pi))
        await seededPropertyCheck(count: 500, input: Gen.double(in: 0...1)) { p in
            let s = demo.state(progress: p)
            let expected = p <= 0.5 ? -(1 - 2 * p) : 0
            #expect(abs(s.right.start.y - (100 - s.left.start.y) - expected) <= Self.tol)
            #expect(abs(s.right.end.y - (100 - s.left.end.y) - expected) <= Self.tol)
            #expect(s.left.arcCenter == Point(15, 49) && s.right.arcCenter == Point(15, 51))
        }
    }

    @Test("arrows: (xB − 3 cos 30°, yB + 3 sin 30°) while straight, then turned with the head so the angle to the path holds")
    func arrows() async {
        let s0 = Self.indicator.state(progress: 0.3)
        let b = s0.left.end
        #expect(Self.close(s0.left.arrowEnd, Point(b.x - 3 * cos(Double.pi / 6), b.y + 3 * sin(Double.pi / 6))))
        #expect(Self.close(s0.right.arrowEnd, Point(s0.right.end.x + 3 * cos(Double.pi / 6), s0.right.end.y - 3 * sin(Double.pi / 6))))
        // The left head moves along (sin θ, −cos θ) after turning θ clockwise; the arrow's angle
        // to that direction stays what it was at θ = 0. Tolerance: a few ulp of π.
        func angleToPath(_ l: RefreshLine) -> Double {
            let theta = l.bend
            let forward = Point(sin(theta), -cos(theta))
            let arrow = l.arrowEnd - l.tip
            return atan2(forward.cross(arrow), forward.dot(arrow))
        }
        let straight = angleToPath(s0.left)
        #expect(abs(straight - -2 * Double.pi / 3) < 1e-12)  // 30° below the horizontal = 120° from "up"
        await seededPropertyCheck(count: 500, input: Gen.double(in: 0.5...1)) { p in
            let l = Self.indicator.state(progress: p).left
            #expect(abs(angleToPath(l) - straight) < 1e-12)
            #expect(abs((l.arrowEnd - l.tip).length - 3) < 1e-13)
        }
    }

    @Test("progress outside [0, 1] is clamped as the demo clamps its drag (NaN → 0)")
    func clamping() {
        #expect(Self.indicator.state(progress: -0.3) == Self.indicator.state(progress: 0))
        #expect(Self.indicator.state(progress: 1.7) == Self.indicator.state(progress: 1))
        #expect(Self.indicator.state(progress: .nan) == Self.indicator.state(progress: 0))
        #expect(Self.indicator.state(progress: 1.7).progress == 1)
    }

    @Test("a progress list drives one frame per entry at n / fps; entries outside [0, 1] are refused, naming the entry")
    func progressList() throws {
        let c = try RefreshConfiguration(progress: [0, 0.25, 0.5, 0.75, 1])
        let scene = RefreshScene(c, fps: 30)
        #expect(
            scene.columnNames == [
                "frame", "time", "progress", "phase", "line", "start_x", "start_y", "end_x", "end_y", "center_x", "center_y",
                "arc_start", "arc_end", "tip_x", "tip_y", "arrow_x", "arrow_y",
            ])
        let t = try FrameTable(scene)
        #expect(t.rows.count == 10)
        let times: [Double?] = (0..<10).map { Double($0 / 2) / 30 }
        #expect(t.numbers("time") == times)
        #expect(t.numbers("phase") == [1, 1, 1, 1, 1, 1, 2, 2, 2, 2])
        #expect(t[0, "line"] == .text("left") && t[1, "line"] == .text("right"))
        #expect(t[6, "start_y"] == .real(65) && t[9, "arc_end"] == .real(Double.pi))
        #expect(scene.progress(at: 2.0 / 30) == 0.5 && scene.progress(at: 2.5 / 30) == 0.5 && scene.progress(at: 9) == 1)
        for bad in [-0.1, 1.01, .nan] {
            #expect(throws: RefreshConfiguration.Invalid(field: "progress", index: 2, reason: "must be in [0, 1] (got \(bad))")) {
                try RefreshConfiguration(progress: [0, 0.5, bad])
            }
        }
        #expect(throws: RefreshConfiguration.Invalid.self) { try RefreshConfiguration(progress: []) }
        #expect(throws: RefreshConfiguration.Invalid.self) { try RefreshConfiguration(progress: [0.5], duration: 1) }
        // A duration whose frame count no clock can hold (found by the scene-json fuzz target:
        // 4.4e117 s trapped in FrameClock) is refused; the longest accepted builds its clock.
        for bad in [4.4e117, RefreshConfiguration.maximumDuration.nextUp, .infinity, 0] {
            #expect(throws: RefreshConfiguration.Invalid.self) { try RefreshConfiguration(duration: bad) }
        }
        let longest = RefreshScene(try RefreshConfiguration(duration: RefreshConfiguration.maximumDuration), fps: 1e6)
        #expect(longest.clock.count == 1_000_000_000_001)
    }

    @Test("driven by time: progress = t / D, linear, from 0 to 1 at D; an easing is applied to t / D and clamped")
    func timeDriven() throws {
        let scene = RefreshScene(try RefreshConfiguration(duration: 0.5))
        #expect(scene.clock.count == 31)
        let t = try FrameTable(scene)
        let left = t.filter("line", equals: .text("left"))
        #expect(left.numbers("progress").first == 0 && left.numbers("progress").last == 1)
        for (time, p) in zip(left.numbers("time"), left.numbers("progress")) { #expect(abs(p! - time! / 0.5) <= 1e-15) }
        // Neither list nor duration: 1 s.
        #expect(RefreshScene(Self.article).duration == 1)
        let eased = RefreshScene(try RefreshConfiguration(duration: 1), easing: CubicBezierEasing.easeInEaseOut)
        #expect(abs(eased.progress(at: 0.5) - 0.5) < 1e-12 && eased.progress(at: 0.25) < 0.25)
        let overshoot = RefreshScene(
            try RefreshConfiguration(duration: 1), easing: try EasingParser.parse("cubic-bezier(0.3, 1.8, 0.7, 1.4)"))
        #expect((0...20).allSatisfy { overshoot.progress(at: Double($0) / 20) <= 1 })
    }

    @Test("the drawing: both strokes, white, 2 pt, each the seed's path (line, arc once bent, then the arrow)")
    func drawing() throws {
        let scene = RefreshScene(try RefreshConfiguration(progress: [0.2, 1]))
        let d = scene.drawing(at: 1.0 / 60)
        #expect(d.width == 30 && d.height == 100 && d.marks.count == 2)
        guard case .path(let left, let style) = d.marks[0] else { Issue.record("not a path"); return }
        #expect(style.stroke == .white && style.lineWidth == 2 && style.fill == nil)
        #expect(left.subpaths.count == 2)  // the line with its arc, and the arrow
        // At p = 1 the left line's arc is the upper half circle (x from 5 to 25, y up to 40) and
        // its arrow, turned by π, points up-right from (25, 50).
        let box = try #require(left.boundingBox)
        #expect(abs(box.minX - 5) < 1e-12 && abs(box.maxX - (25 + 3 * cos(Double.pi / 6))) < 1e-12 && abs(box.minY - 40) < 1e-12)
        guard case .path(let early, _) = scene.drawing(at: 0).marks[0] else { return }
        #expect(early.segments.count == 2)  // straight: the line and the arrow
    }

    static let scenes = BarChartTests.scenes

    @Test("data/scenes/refresh.json is the article's indicator at progress 0, 0.1, …, 1; refresh-demo.json the book demo's")
    func sceneFiles() throws {
        let article = try SceneFile.decode(RefreshConfiguration.self, fromFile: Self.scenes.appendingPathComponent("refresh.json").path)
        #expect(try article.driven(byDuration: 1) == Self.article.driven(byDuration: 1))
        #expect(article.progress == (0...10).map { Double($0) / 10 })
        let demo = try SceneFile.decode(RefreshConfiguration.self, fromFile: Self.scenes.appendingPathComponent("refresh-demo.json").path)
        #expect(demo.space == 1 && demo.arcSweep == 0.9 * Double.pi && demo.duration == 1 && demo.progress == nil)
        #expect(try SceneFile.decode(RefreshConfiguration.self, from: "{}", name: "empty.json") == Self.article)
    }

    @Test(
        "malformed scene files: one located line naming the field",
        arguments: [
            ("{\"progress\": [0, 1.5]}", "refresh.json:1:18: progress[1]: must be in [0, 1] (got 1.5)"),
            ("{\"arcSweep\": 7}", "refresh.json:1:14: arcSweep: must be in (0, 2π] radians"),
            ("{\"progress\": [0], \"duration\": 1}", "refresh.json:1:31: duration: give either progress or duration"),
            ("{\"radius\": \"10\"}", "refresh.json:1:12: radius: expected a number"),
            ("{\"radious\": 10}", "refresh.json:1:2: unknown field 'radious'"),
        ])
    func malformed(text: String, expected: String) {
        let message = sceneFileError(RefreshConfiguration.self, text, name: "refresh.json")
        #expect(message.hasPrefix(expected), "\(text): \(message)")
    }
}
