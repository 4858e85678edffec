import Curves
import Easing
import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import SceneFiles
import Scenes
import Testing

/// A small deterministic generator for random edit sequences, seeded by the property test's
/// input so failures reproduce from the printed seed.
private typealias SplitMix = FixtureSupport.SplitMix64

/// Seed 002: animated insert, delete and update by interpolating angles.
@Suite("Pie chart edits (seed 002)")
struct PieEditTests {
    static let top = -Double.pi / 2, bottom = -Double.pi / 2 + 2 * Double.pi

    /// Checks one instant: ordered, non-overlapping, non-negative widths; at rest, exactly the
    /// layout of the live values tiling [−π/2, 3π/2].
    static func check(_ t: PieTransitions, at time: Double, values: [Double]? = nil) -> Bool {
        let s = t.slices(at: time)
        var ok = true
        for (a, b) in zip(s, s.dropFirst()) where a.end > b.start { ok = false }  // end_i ≤ start_{i+1}, exactly
        for x in s where !(x.end >= x.start) || !(x.opacity >= 0 && x.opacity <= 1) { ok = false }
        if !t.isAnimating(at: time), let first = s.first, let last = s.last {
            if first.start != top || last.end != bottom { ok = false }
            if s.contains(where: { $0.index == nil }) { ok = false }
            if let values, s.map(\.value) != values { ok = false }
        }
        return ok
    }

    @Test("defaults tie to seed 002: 0.5 s per edit, Core Animation's default timing, 60 Hz, slices of 10")
    func defaults() {
        let c = PieEditConfiguration()
        #expect(c.duration == 0.5)  // the demo's animation-speed slider starts at 0.5
        #expect(PieEditConfiguration.easing == (try! CubicBezierEasing(0.25, 0.1, 0.25, 1)))  // kCAMediaTimingFunctionDefault
        #expect(c.fps == 60)  // the 1/60 s NSTimer
        #expect(c.values == [10, 10, 10])  // "+" adds a slice of value 10
        // Untimed edits follow one another.
        let e = PieEditConfiguration(edits: [
            PieEdit(.delete(index: 0)), PieEdit(.delete(index: 0)), PieEdit(.update(index: 0, value: 3), at: 0.2),
        ])
        #expect(e.editTimes == [0, 0.5, 0.2])
        #expect(e.editOrder == [0, 2, 1])
    }

    @Test("insert grows from zero width at its boundary; update re-lays out; both end at the new layout exactly")
    func insertAndUpdate() {
        let t = PieTransitions(
            values: [1, 1], edits: [(0.5, .insert(index: 1, value: 2)), (1.5, .update(index: 0, value: 4))], duration: 0.5,
            easing: .caDefault)
        let at = t.slices(at: 0.5)
        #expect(at.count == 3 && at[1].id == 2 && at[1].start == at[1].end && at[1].start == Double.pi / 2)
        let rest = t.slices(at: 1.0)
        let expected = PieAngles.slices([1, 2, 1])
        #expect(rest.map(\.start) == expected.map(\.start) && rest.map(\.end) == expected.map(\.end))
        let mid = t.slices(at: 0.75)
        #expect(mid[1].end - mid[1].start > 0 && mid[1].end - mid[1].start < Double.pi)
        let final = t.slices(at: 2.0)
        #expect(final.map(\.value) == [4, 2, 1] && final.map(\.start) == PieAngles.slices([4, 2, 1]).map(\.start))
        #expect(t.endTime == 2.0)
        // Core Animation's default easing: at 25 % of the time the boundary has moved
        // caDefault(0.25) of the way (within the easing's 1e-12).
        let w = CubicBezierEasing.caDefault.value(at: 0.25)
        let b = t.slices(at: 0.625)[1].start
        #expect(abs(b - (Double.pi / 2 + w * (0 - Double.pi / 2))) <= 1e-12)
    }

    @Test("a second delete while the first is running (the seed's known defect): both shrink away, the rest tiles the circle")
    func doubleDelete() throws {
        let c = PieEditConfiguration(
            values: [10, 10, 10], edits: [PieEdit(.delete(index: 0), at: 0), PieEdit(.delete(index: 0), at: 0.1)])
        let scene = PieEditScene(c)
        let t = scene.transitions
        #expect(Self.check(t, at: 0.05) && Self.check(t, at: 0.1) && Self.check(t, at: 0.3))
        // At 0.2 s: slices 0 and 1 are both removing, slice 2 is live with data index 0.
        let mid = t.slices(at: 0.2)
        #expect(mid.map(\.id) == [0, 1, 2] && mid.map(\.index) == [nil, nil, 0])
        // The second delete starts from exactly what was on screen.
        let before = t.slices(at: 0.1 - 1e-12), after = t.slices(at: 0.1)
        for (a, b) in zip(before, after) { #expect(abs(a.start - b.start) <= 1e-9 && abs(a.end - b.end) <= 1e-9) }
        // It ends 0.5 s after the second delete with one slice, the whole circle.
        #expect(t.endTime == 0.6)
        let end = t.slices(at: 0.6)
        #expect(end.count == 1 && end[0].id == 2 && end[0].start == Self.top && end[0].end == Self.bottom)
        // Removing slices never grow.
        var last = [Double](repeating: .infinity, count: 2)
        for f in 0..<scene.clock.count {
            let s = t.slices(at: scene.clock.time(ofFrame: f))
            for x in s where x.index == nil {
                #expect(x.end - x.start <= last[x.id] + 1e-15)
                last[x.id] = x.end - x.start
            }
        }
        let table = try FrameTable(scene)
        #expect(table.columns.map(\.name) == ["frame", "time", "slice", "index", "value", "start_angle", "end_angle", "opacity", "state"])
        #expect(table.filter("state", equals: .text("removing")).rows.count > 0)
    }

    @Test("deleting every slice fades the last out in place; an insert afterwards grows a full circle")
    func deleteAll() {
        let t = PieTransitions(
            values: [5], edits: [(0, .delete(index: 0)), (1, .insert(index: 0, value: 2))], duration: 0.5, easing: .caDefault)
        let mid = t.slices(at: 0.25)
        #expect(mid.count == 1 && mid[0].start == Self.top && mid[0].end == Self.bottom && mid[0].opacity > 0 && mid[0].opacity < 1)
        #expect(t.slices(at: 0.5).isEmpty)
        #expect(t.slices(at: 1.0).count == 1 && t.slices(at: 1.0)[0].end == t.slices(at: 1.0)[0].start)
        let end = t.slices(at: 1.5)
        #expect(end.count == 1 && end[0].start == Self.top && end[0].end == Self.bottom && end[0].opacity == 1)
    }

    @Test("random edit sequences at random times never overlap or go negative at any frame; at rest they tile the circle")
    func randomEdits() async {
        await seededPropertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 1...6), Gen.int(in: 1...10)) {
            seed, n, m in
            var rng = SplitMix(state: UInt64(seed))
            var values = (0..<n).map { _ in 0.5 + 20 * rng.unit() }
            var edits: [(time: Double, operation: PieEdit.Operation)] = []
            var time = 0.0
            for _ in 0..<m {
                // Gaps from 0 (simultaneous) to 0.8 s: many edits start while others run.
                time += rng.int(3) == 0 ? 0 : 0.8 * rng.unit()
                let op: PieEdit.Operation
                switch values.isEmpty ? 0 : rng.int(3) {
                case 0:
                    let i = rng.int(values.count + 1), v = 0.1 + 10 * rng.unit()
                    op = .insert(index: i, value: v)
                    values.insert(v, at: i)
                case 1:
                    let i = rng.int(values.count)
                    op = .delete(index: i)
                    values.remove(at: i)
                default:
                    let i = rng.int(values.count), v = 0.1 + 10 * rng.unit()
                    op = .update(index: i, value: v)
                    values[i] = v
                }
                edits.append((time, op))
            }
            var rng2 = SplitMix(state: UInt64(seed))
            let initial = (0..<n).map { _ in 0.5 + 20 * rng2.unit() }
            let transitions = PieTransitions(values: initial, edits: edits, duration: 0.5, easing: .caDefault)
            var frame = 0.0
            var failures = 0
            while frame <= transitions.endTime + 0.1 {
                if !Self.check(transitions, at: frame) { failures += 1 }
                frame += 1.0 / 60
            }
            // Exactly at each edit time and at the end too.
            for e in edits where !Self.check(transitions, at: e.time) { failures += 1 }
            #expect(Self.check(transitions, at: transitions.endTime, values: values), "seed \(seed)")
            #expect(failures == 0, "seed \(seed), n \(n), m \(m)")
        }
    }

    @Test("the example scene file decodes (insert, two overlapping deletes, update); bad edits give located errors")
    func sceneFile() throws {
        guard case .edits(let c) = try examplePieChartFile("pie-edits.json") else {
            Issue.record("pie-edits.json is not an edit scene")
            return
        }
        #expect(c.values == [10, 10, 10] && c.edits.count == 4 && c.duration == 0.5)
        let scene = PieEditScene(c)
        let end = scene.transitions.slices(at: scene.transitions.endTime)
        #expect(end.map(\.value) == [10, 30] && end.map(\.id) == [2, 3])
        #expect(
            sceneFileError(PieChartFile.self, "{\"edits\": [{\"op\": \"delete\", \"index\": 3}]}", name: "p.json")
                == "p.json:1:12: edits[0]: delete:3: delete index 3 is out of range (3 slices)")
        let unknownOp = sceneFileError(PieChartFile.self, "{\"edits\": [{\"op\": \"remove\", \"index\": 0}]}", name: "p.json")
        #expect(unknownOp.contains("edits[0].op: expected 'insert', 'delete' or 'update'"), "\(unknownOp)")
        #expect(throws: SceneFileError.self) {
            try SceneFile.decode(PieChartFile.self, from: "{\"edits\": [], \"taps\": []}", name: "p.json")
        }
    }

    @Test("the drawing: one wedge per visible slice and a label per live one")
    func drawing() {
        let scene = PieEditScene(PieEditConfiguration(values: [1, 2], edits: [PieEdit(.delete(index: 0), at: 0)]))
        #expect(scene.drawing(at: 0.25).marks.count == 2 + 1)
        #expect(scene.drawing(at: 0.5).marks.count == 1 + 1)
        #expect(scene.radius == 333.5 / 2 - 10)
    }
}
