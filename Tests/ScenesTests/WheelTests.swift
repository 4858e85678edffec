import Curves
import Dynamics
import Easing
import FrameIO
import RealModule
import SceneFiles
import Scenes
import Testing

@Suite("Prize wheel (seed 004)")
struct WheelTests {
    static let wheel = Wheel.seed
    static let twoPi = 2 * Double.pi

    /// The repository's data folder, found from this file's path.
    static var dataFile: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // ScenesTests/WheelTests.swift under Tests/
        return parts.joined(separator: "/") + "/data/scenes/wheel.json"
    }

    @Test("the seed's sectors: eight prizes tiling the turn, sectors 5 and 6 are 44° and 46°")
    func seedSectors() {
        let w = Self.wheel
        #expect(w.sectors.map(\.id) == Array(1...8))
        #expect(w.sector(id: 5)!.endDegrees - w.sector(id: 5)!.beginDegrees == 44)
        #expect(w.sector(id: 6)!.endDegrees - w.sector(id: 6)!.beginDegrees == 46)
        #expect(w.boundaries.count == 8)
        // The seed's sector view width factor sin(min(w/360, 0.5)·π): 45° → sin(π/8).
        #expect(abs(w.sector(id: 1)!.seedViewWidthFactor - 0.38268343236508984) < 1e-16)
    }

    @Test("data/scenes/wheel.json decodes (SceneFile) to the seed's prizes and constants")
    func sceneFile() throws {
        let config = try SceneFile.decode(WheelConfiguration.self, fromFile: Self.dataFile)
        #expect(config.sectors == WheelSector.seed)
        #expect(config.labelRadius == 75 && config.labelBaseAngleDegrees == 270)
        #expect(try config.makeWheel() == Self.wheel)
        // Every field defaults: an empty object is the seed.
        #expect(try SceneFile.decode(WheelConfiguration.self, from: "{}", name: "w.json") == WheelConfiguration())
    }

    @Test("scene-file errors are located: unknown field, end before begin, bad radius")
    func sceneFileErrors() {
        func message(_ text: String) -> String { sceneFileError(WheelConfiguration.self, text, name: "w.json") }
        let unknown = message(#"{"sectors": [{"id": 1, "begin": 0, "end": 360, "titel": "x"}]}"#)
        #expect(unknown.hasPrefix("w.json:1:"), "\(unknown)")
        #expect(unknown.contains("unknown field 'titel'"), "\(unknown)")
        let reversed = message(#"{"sectors": [{"id": 1, "begin": 10, "end": 5}]}"#)
        #expect(reversed.contains("sectors[0].end") && reversed.contains("must be greater than begin"), "\(reversed)")
        let radius = message(#"{"radius": -3}"#)
        #expect(radius.contains("radius") && radius.contains("> 0"), "\(radius)")
    }

    @Test("overlaps and duplicate ids in a scene file are located at the later sector; gaps wait for makeWheel")
    func sceneFileSectorErrors() throws {
        func failure(_ text: String) -> SceneFileError? {
            do {
                _ = try SceneFile.decode(WheelConfiguration.self, from: text, name: "w.json")
                return nil
            } catch { return error }
        }
        let overlap = failure(
            #"{"sectors": [{"id": 1, "begin": 0, "end": 200, "title": "a"}, {"id": 2, "begin": 100, "end": 360, "title": "b"}]}"#)
        #expect(overlap?.line == 1 && overlap?.column == 63 && overlap?.field == "sectors[1]", "\(String(describing: overlap))")
        #expect(overlap?.message == "sectors 1 and 2 overlap (1 ends at 200.0°, 2 begins at 100.0°)")
        // Listed out of order: of the two, the entry given later in the file (entry 1) is named.
        let unordered = failure(
            #"{"sectors": [{"id": 2, "begin": 100, "end": 360}, {"id": 1, "begin": 0, "end": 200}]}"#)
        #expect(unordered?.field == "sectors[1]", "\(String(describing: unordered))")
        let duplicate = failure(#"{"sectors": [{"id": 1, "begin": 0, "end": 180}, {"id": 1, "begin": 180, "end": 360}]}"#)
        #expect(duplicate?.field == "sectors[1]" && duplicate?.message == "duplicate prize id 1", "\(String(describing: duplicate))")
        let wrap = failure(#"{"sectors": [{"id": 1, "begin": 0, "end": 180}, {"id": 2, "begin": 180, "end": 370}]}"#)
        #expect(wrap?.field == "sectors[1]", "\(String(describing: wrap))")
        // A gap decodes (the caller may allow it) and is refused by makeWheel.
        let gapped = try SceneFile.decode(
            WheelConfiguration.self, from: #"{"sectors": [{"id": 1, "begin": 0, "end": 90}, {"id": 2, "begin": 180, "end": 360}]}"#,
            name: "w.json")
        #expect(throws: WheelError.self) { try gapped.makeWheel() }
        #expect(try gapped.makeWheel(allowGaps: true).sectors.count == 2)
    }

    @Test("overlaps, gaps (unless allowed) and duplicate ids are refused with one-line messages")
    func validation() throws {
        let a = WheelSector(id: 1, beginDegrees: 0, endDegrees: 180)
        let b = WheelSector(id: 2, beginDegrees: 170, endDegrees: 360)
        #expect(throws: WheelError.self) { try Wheel(sectors: [a, b]) }
        let c = WheelSector(id: 2, beginDegrees: 190, endDegrees: 360)
        do {
            _ = try Wheel(sectors: [a, c])
            Issue.record("a gap was accepted")
        } catch {
            #expect(error.description == "gap between sectors 1 and 2 (180.0° to 190.0°); pass --allow-gaps to allow it")
        }
        let gapped = try Wheel(sectors: [a, c], allowGaps: true)
        // Over the gap (wheel angle 185°, i.e. θ = −185°) no sector is under the pointer.
        #expect(gapped.sector(underPointerAt: -185 * Double.pi / 180) == nil)
        #expect(gapped.sector(underPointerAt: -100 * Double.pi / 180)?.id == 1)
        #expect(gapped.boundaries.count == 3)  // 0°, 180°, 190° (360° ≡ 0°)
        #expect(throws: WheelError.self) { try Wheel(sectors: [a, WheelSector(id: 1, beginDegrees: 180, endDegrees: 360)]) }
        // Overlap across the wrap: the last sector ends past the first's begin + 360°.
        #expect(throws: WheelError.self) { try Wheel(sectors: [a, WheelSector(id: 2, beginDegrees: 180, endDegrees: 370)]) }
        #expect(throws: WheelError.self) { try Wheel(sectors: []) }
    }

    @Test("the pointer convention: rotation −mid + 2πk puts that sector under the pointer at 12 o'clock")
    func pointer() {
        let w = Self.wheel
        for s in w.sectors {
            for k in -3...3 {
                #expect(w.sector(underPointerAt: -s.midAngle + Self.twoPi * Double(k))?.id == s.id)
                // Just inside both edges.
                #expect(w.sector(underPointerAt: -(s.begin + 1e-6) + Self.twoPi * Double(k))?.id == s.id)
                #expect(w.sector(underPointerAt: -(s.end - 1e-6) + Self.twoPi * Double(k))?.id == s.id)
            }
        }
        // Clockwise rotation moves the pointer to smaller wheel angles: from sector 1 into 8.
        #expect(w.sector(underPointerAt: 0.5)?.id == 8)
        #expect(w.sector(underPointerAt: -0.5)?.id == 2)
    }

    @Test("seed mode: the seed's toValue bit for bit, duration turns + 0.5 s, ease-in-ease-out, fill forwards")
    func seedMode() throws {
        var worstFloat = 0.0
        defer { print("wheel seed mode: Float end angle vs exact mid-angle, worst", worstFloat, "rad") }
        for s in Self.wheel.sectors {
            for turns in 0...6 {
                let spin = try WheelSpin.seed(wheel: Self.wheel, prize: s.id, turns: turns)
                // Seed 004, verbatim in its types (Float begin/end; CGFloat = Double on 64-bit iOS).
                let begin = Float(s.beginDegrees), end = Float(s.endDegrees)
                let rotationAngle = -Double((begin + end) / 360.0 * .pi)
                let toValue = rotationAngle + 360 * .pi / 180.0 * Double(turns)
                #expect(spin.restAngle == toValue)
                #expect(spin.restTime == Double(turns) + 0.5)
                #expect(spin.angle(at: spin.restTime) == toValue)
                #expect(spin.angle(at: spin.restTime + 10) == toValue)
                #expect(spin.angularVelocity(at: spin.restTime) == 0)
                // Float arithmetic vs the exact mid-angle: three single-precision roundings and
                // Float.pi's 2.8e-8 relative error, ≤ 2.2e-7·|mid|; still the centre.
                let floatError = abs(toValue - (-s.midAngle + Self.twoPi * Double(turns)))
                worstFloat = max(worstFloat, floatError)
                #expect(floatError <= 2.2e-7 * max(s.midAngle.magnitude, 1))
                #expect(Self.wheel.sector(underPointerAt: toValue)?.id == s.id)
                // Every time: θ = to·e(t/d) with CA's ease-in-ease-out (0.42, 0, 0.58, 1), exactly.
                for t in stride(from: 0.0, through: spin.restTime, by: 0.05) {
                    #expect(spin.angle(at: t) == 0 + (toValue - 0) * CubicBezierEasing.easeInEaseOut.value(at: t / spin.restTime))
                }
                #expect(spin.angularVelocity(at: 0) == 0)
            }
        }
        #expect(throws: WheelError.self) { try WheelSpin.seed(wheel: Self.wheel, prize: 9, turns: 3) }
        #expect(throws: WheelError.self) { try WheelSpin.seed(wheel: Self.wheel, prize: 1, turns: -1) }
    }

    @Test("ticks: every boundary passing the pointer, at the exact time (θ(t) on the boundary to 1e-12 rad)")
    func ticks() throws {
        let boundaries = Self.wheel.boundaries
        let spins: [WheelSpin] = [
            try WheelSpin.seed(wheel: Self.wheel, prize: 5, turns: 3),
            try WheelSpin.decay(wheel: Self.wheel, prize: 6, plan: WheelDecayPlan(offset: .random(seed: 7, margin: 0.2))),
            try WheelSpin.decay(wheel: Self.wheel, prize: 3, plan: WheelDecayPlan(friction: .constant(deceleration: 4))),
            try WheelSpin.decay(wheel: Self.wheel, prize: 2, plan: WheelDecayPlan(offset: .random(seed: 1, margin: 0), snap: WheelSnap())),
        ]
        var worst = 0.0
        for spin in spins {
            let ticks = Self.wheel.ticks(of: spin)
            #expect(ticks.count == Self.crossings(from: spin.startAngle, to: spin.restAngle))
            var last = -1.0
            for t in ticks {
                #expect(t.time > last)
                last = t.time
                // θ(t) ≡ −β (mod 2π).
                let theta = spin.angle(at: t.time)
                let residue = (theta + boundaries[t.boundary]) / Self.twoPi
                worst = max(worst, abs(residue - residue.rounded()) * Self.twoPi)
                #expect(t.angularVelocity == spin.angularVelocity(at: t.time))
                #expect(t.angularVelocity * spin.direction > 0)
            }
        }
        print("wheel ticks: worst |θ(t_tick) − boundary| =", worst, "rad")
        #expect(worst <= 1e-12)
    }

    /// The number of boundary crossings from θa to θb, counted independently of
    /// `Wheel.ticks`: changes of the sector under the pointer on a grid of 0.25° steps (every
    /// seed sector is ≥ 44° wide, so no two crossings fall into one step).
    static func crossings(from a: Double, to b: Double) -> Int {
        let step = 0.25 * Double.pi / 180
        let n = Int((abs(b - a) / step).rounded(.up))
        var count = 0
        var previous = wheel.sector(underPointerAt: a)?.id
        for k in 1...n {
            let theta = k == n ? b : a + (b - a) * Double(k) / Double(n)
            let id = wheel.sector(underPointerAt: theta)?.id
            if id != previous { count += 1 }
            previous = id
        }
        return count
    }

    @Test("decay planning: constant deceleration stops exactly at the planned angle at |ω₀|/a")
    func coulomb() throws {
        for prize in 1...8 {
            let plan = WheelDecayPlan(friction: .constant(deceleration: 3), offset: .random(seed: UInt64(prize), margin: 0.1))
            let spin = try WheelSpin.decay(wheel: Self.wheel, prize: prize, plan: plan)
            #expect(abs(spin.angle(at: spin.restTime) - spin.restAngle) <= 1e-12 * spin.restAngle)
            #expect(spin.angularVelocity(at: spin.restTime) == 0)
            #expect(spin.restTime == abs(spin.initialVelocity) / 3)
            #expect(plan.durationRange.contains(spin.restTime))
            #expect(Self.wheel.sector(underPointerAt: spin.restAngle)?.id == prize)
        }
    }

    @Test("decay planning chooses the turns for the duration range and refuses an impossible one")
    func durationRange() throws {
        // UIScrollView .fast (0.99): λ ≈ 10.05/s rests within ~1.5 s of any practical distance.
        let fast = try WheelFriction.uiScrollView(rate: 0.99)
        #expect(throws: WheelError.self) {
            try WheelSpin.decay(wheel: Self.wheel, prize: 1, plan: WheelDecayPlan(friction: fast, durationRange: 5...6))
        }
        let spin = try WheelSpin.decay(wheel: Self.wheel, prize: 1, plan: WheelDecayPlan(friction: fast, durationRange: 1...2))
        #expect((1...2).contains(spin.restTime))
        // The rate that makes a given distance rest after a given time, and back.
        let l = fast.parameter(restingAfter: 3, distance: 20, tolerance: 1e-3)
        #expect(abs(WheelFriction.exponential(decay: l).restDuration(distance: 20, tolerance: 1e-3) - 3) < 1e-14)
        let a = WheelFriction.constant(deceleration: 1).parameter(restingAfter: 3, distance: 20, tolerance: 1e-3)
        #expect(abs(WheelFriction.constant(deceleration: a).restDuration(distance: 20, tolerance: 1e-3) - 3) < 1e-14)
    }

    @Test("a new spin while one runs is refused (seed), or retargets with the current angle and velocity")
    func respin() throws {
        var spinner = WheelSpinner(wheel: Self.wheel)
        try spinner.spin(WheelSpinRequest(prize: 2, mode: .seed, turns: 3), at: 0)
        #expect(spinner.isSpinning(at: 1.2))
        var refused = spinner
        #expect(throws: WheelError.self) { try refused.spin(WheelSpinRequest(prize: 7, mode: .decay), at: 1.2) }
        // After rest a new spin is accepted and starts where the wheel is.
        var later = spinner
        try later.spin(WheelSpinRequest(prize: 7, mode: .seed, turns: 1), at: 4)
        #expect(later.angle(at: 4) == spinner.angle(at: 3.5))

        for mode in [WheelSpinMode.decay, .decaySnap] {
            var retargeted = spinner
            try retargeted.spin(WheelSpinRequest(prize: 7, mode: mode), at: 1.2, policy: .retarget)
            let before = spinner.angle(at: 1.2), after = retargeted.angle(at: 1.2)
            #expect(before == after)
            #expect(
                abs(spinner.angularVelocity(at: 1.2) - retargeted.angularVelocity(at: 1.2)) <= 1e-12 * abs(spinner.angularVelocity(at: 1.2))
            )
            let rest = retargeted.spins.last!.spin.restAngle
            #expect(Self.wheel.sector(underPointerAt: rest)?.id == 7)
            #expect(retargeted.sector(at: retargeted.restTime)?.id == 7)
            // The solved decay keeps the model's kind and is the closest in ratio to it.
            if case .exponential(let l) = retargeted.spins.last!.spin.friction! { #expect(l > 0.5 && l < 8) } else { Issue.record("kind") }
            // Ticks: the first spin's until 1.2 s, then the retarget's, in time order.
            let ticks = retargeted.ticks()
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.time < $1.time })
            #expect(ticks.contains { $0.time < 1.2 } && ticks.contains { $0.time > 1.2 })
        }
    }

    @Test("arc labels: Curves' text-on-path on the circle agrees with the closed form to 1e-9 pt")
    func labels() {
        let layout = WheelLabelLayout()
        var worst = 0.0
        for s in Self.wheel.sectors {
            let glyphs = layout.glyphs(for: s)
            let chars = Array(s.title)
            #expect(glyphs.count == chars.count)
            let advances = chars.map(layout.metrics.advance(of:))
            let total = advances.reduce(0, +)
            var run = -0.5 * total
            for (g, a) in zip(glyphs, advances) {
                let mid = run + 0.5 * a
                run += a
                let phi = layout.baseAngle + s.midAngle + mid / 75
                let tangent = phi + 0.5 * Double.pi
                let origin = Point(75 * cos(phi) - 0.5 * a * cos(tangent), 75 * sin(phi) - 0.5 * a * sin(tangent))
                var dAngle = (g.angle - tangent) / Self.twoPi
                dAngle -= dAngle.rounded()
                worst = max(worst, (g.origin - origin).length, abs(dAngle) * Self.twoPi * 75)
            }
        }
        print("wheel labels: worst deviation from the circle's closed form", worst, "pt")
        #expect(worst <= 1e-9)
        // Sector 1 ("1234567", 7 × 8.4 pt) is centred at 12 o'clock: glyph 3 straddles the top.
        let middle = layout.glyphs(for: Self.wheel.sector(id: 1)!)[3]
        #expect(abs(middle.origin.x + 4.2) < 1e-9 && abs(middle.origin.y + 75) < 1e-9 && abs(middle.angle) < 1e-12)
        #expect(WheelGlyphMetrics().advance(of: "奖") == 14 && WheelGlyphMetrics().advance(of: "A") == 14 * 0.6)
    }

    @Test("the scene: frame,time,angle,angular_velocity,sector up to the rest time; drawing has wedges, glyphs and the pointer")
    func scene() throws {
        var spinner = WheelSpinner(wheel: Self.wheel)
        try spinner.spin(WheelSpinRequest(prize: 5, mode: .seed, turns: 3), at: 0)
        let scene = WheelScene(spinner: spinner, fps: 60)
        let table = try FrameTable(scene)
        #expect(scene.columnNames == ["frame", "time", "angle", "angular_velocity", "sector"])
        #expect(table.rows.count == 211)  // 3.5 s at 60 fps, frames 0…210
        #expect(table[210, "time"] == .real(3.5))
        #expect(table[210, "sector"] == .integer(5))
        #expect(table[0, "sector"] == .integer(1))
        let drawing = scene.drawing(at: 1)
        let paths = drawing.marks.filter { if case .path = $0 { return true } else { return false } }
        let texts = drawing.marks.filter { if case .text = $0 { return true } else { return false } }
        #expect(paths.count == 9)
        #expect(texts.count == WheelSector.seed.map(\.title.count).reduce(0, +))
        #expect(drawing.width == 248 && drawing.height == 248)
    }
}

private func cos(_ x: Double) -> Double { Double.cos(x) }
private func sin(_ x: Double) -> Double { Double.sin(x) }
