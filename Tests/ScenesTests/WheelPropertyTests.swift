import Dynamics
import FixtureSupport
import PropertyBased
import RealModule
import Scenes
import Synchronization
import Testing

@Suite("Prize wheel properties")
struct WheelPropertyTests {
    static let wheel = Wheel.seed
    static let twoPi = 2 * Double.pi

    /// Crossings of boundary angles β by θ strictly between a and b, counted in closed form:
    /// #{m : lo < −β + 2πm < hi} = ⌈(hi + β)/2π⌉ − ⌊(lo + β)/2π⌋ − 1 per boundary.
    static func crossingCount(_ a: Double, _ b: Double) -> Int {
        let lo = min(a, b), hi = max(a, b)
        return wheel.boundaries.reduce(0) { n, beta in
            n + Int(((hi + beta) / twoPi).rounded(.up) - ((lo + beta) / twoPi).rounded(.down)) - 1
        }
    }

    /// 1000 random (prize, offset seed, margin, rate, model/snap) cases. Holds:
    /// - the motion's limit is the planned angle −(mid + offset) + 2πm (the sector centre with
    ///   the snap) to ≤ 1e-9 rad, and the target sector is under the pointer there and at the
    ///   rest time (the rest tolerance 1e-3 rad is far inside the margin of ≥ 0.02 rad... or the
    ///   sector centre);
    /// - at the rest time at most the rest tolerance (1e-3 rad) is left to go;
    /// - ω keeps the spin's direction (never reverses) at 500 times before rest and at every tick,
    ///   and neither reverses nor overshoots the rest angle at 500 times up to 20× the rest time;
    /// - ω is continuous at the decay → snap handover: |ω(h+ε) − ω(h−ε)| ≤ 1e-6·|ω(h)| with
    ///   ε = 1e-9·max(h, 1) (the acceleration is at most ~10²|ω|, so a continuous ω moves by
    ///   ~1e-7|ω| there; a jump would be of the order of |ω|);
    /// - the tick count equals the boundaries crossed between the start and the rest angle, and
    ///   consecutive events (start, ticks, rest) lie in different sectors.
    @Test("decay and decay + snap land in the target sector at the planned angle, ω continuous and one-signed, one tick per boundary")
    func landing() async {
        // Worst |limit − planned| (rad), worst relative ω jump at the handover, handovers seen, ticks.
        let stats = Mutex((limit: 0.0, jump: 0.0, handovers: 0, ticks: 0))
        defer {
            let s = stats.withLock { $0 }
            print(
                "wheel landing: worst |limit − planned| \(s.limit) rad, worst handover |Δω|/|ω| \(s.jump), handovers \(s.handovers), ticks \(s.ticks)"
            )
        }
        await seededPropertyCheck(
            count: 1000, input: Gen.int(in: 1...8), Gen.int(in: 0...1_000_000_000), Gen.double(in: 0.01...0.9),
            Gen.double(in: 0.99...0.999),
            Gen.int(in: 0...3)
        ) { prize, seed, margin, rate, kind in
            let sector = Self.wheel.sector(id: prize)!
            let friction: WheelFriction =
                kind < 2 ? try! .uiScrollView(rate: rate) : .constant(deceleration: 1 + 9 * (rate - 0.99) / 0.009)
            let snap = kind % 2 == 1
            let offset = WheelOffset.random(seed: UInt64(seed), margin: margin)
            let plan = WheelDecayPlan(friction: friction, offset: offset, durationRange: 0.5...20, snap: snap ? WheelSnap() : nil)
            let spin: WheelSpin
            do { spin = try WheelSpin.decay(wheel: Self.wheel, prize: prize, plan: plan) } catch {
                Issue.record("planning failed: \(error)")
                return
            }
            let off = try! offset.angle(in: sector)
            #expect(abs(off) <= (1 - margin) * 0.5 * sector.width)
            // Planned: −(mid + offset) + 2πm (centre with the snap), m an integer.
            let target = spin.restAngle
            let m = (target + sector.midAngle + (snap ? 0 : off)) / Self.twoPi
            #expect(abs(m - m.rounded()) * Self.twoPi <= 1e-9)
            #expect(Self.wheel.sector(underPointerAt: target)?.id == prize)
            // The motion's limit (long after rest) is the planned angle.
            let limit = spin.angle(at: 100 * spin.restTime + 100)
            #expect(abs(limit - target) <= 1e-9, "limit \(limit) vs planned \(target)")
            stats.withLock { $0.limit = max($0.limit, abs(limit - target)) }
            let atRest = spin.angle(at: spin.restTime)
            #expect(abs(atRest - target) <= 1e-3 * (1 + 1e-9))
            #expect(Self.wheel.sector(underPointerAt: atRest)?.id == prize)
            #expect(spin.direction == 1)
            // One sign before rest, and no reversal or overshoot after it either (a spring that
            // overshot the centre would reverse after the rest time): ω ≥ 0 and θ ≤ the rest
            // angle up to 20× the rest time.
            for k in 0..<500 {
                let t = spin.restTime * Double(k) / 500
                #expect(spin.angularVelocity(at: t) > 0)
                let later = spin.restTime * (1 + 19 * Double(k) / 500)
                #expect(spin.angularVelocity(at: later) >= 0)
                #expect(spin.angle(at: later) <= target + 1e-12 * abs(target))
            }
            // Continuity at the handover.
            if let h = spin.handoverTime, h > 0 {
                let eps = 1e-9 * max(h, 1)
                let jump = abs(spin.angularVelocity(at: h + eps) - spin.angularVelocity(at: h - eps))
                #expect(jump <= 1e-6 * abs(spin.angularVelocity(at: h)), "velocity jump \(jump) at handover \(h)")
                stats.withLock {
                    $0.jump = max($0.jump, jump / abs(spin.angularVelocity(at: h)))
                    $0.handovers += 1
                }
                #expect(
                    abs(spin.angle(at: h + eps) - spin.angle(at: h - eps)) <= 4 * eps * abs(spin.angularVelocity(at: h)) + 1e-13
                        * abs(spin.angle(at: h)))
            }
            // Ticks.
            let ticks = Self.wheel.ticks(of: spin)
            #expect(ticks.count == Self.crossingCount(spin.startAngle, spin.restAngle))
            stats.withLock { $0.ticks += ticks.count }
            var events = [spin.startAngle]
            for t in ticks {
                #expect(t.angularVelocity > 0)
                events.append(t.angle)
            }
            events.append(spin.restAngle)
            for (a, b) in zip(events, events.dropFirst()) {
                #expect(b > a)
                // Between two consecutive events the pointer stays in one sector: the midpoint's
                // sector differs from the next interval's midpoint sector.
                #expect(b - a <= 46 * Double.pi / 180 + 1e-12)
            }
            let mids = zip(events, events.dropFirst()).map { Self.wheel.sector(underPointerAt: 0.5 * ($0 + $1))?.id }
            for (p, q) in zip(mids, mids.dropFirst()) { #expect(p != q) }
        }
    }

    /// Seed mode for every prize and 0…20 turns at random start angles: the end angle is the
    /// seed's, the angle is monotone (ease-in-ease-out is increasing), ticks are one per boundary.
    @Test("seed mode from any start: monotone, lands on the prize, one tick per boundary")
    func seedMode() async {
        await seededPropertyCheck(count: 300, input: Gen.int(in: 1...8), Gen.int(in: 1...20), Gen.double(in: -0.3...0.3)) {
            prize, turns, start in
            let spin = try! WheelSpin.seed(wheel: Self.wheel, prize: prize, turns: turns, from: start)
            #expect(Self.wheel.sector(underPointerAt: spin.angle(at: spin.restTime))?.id == prize)
            var previous = spin.angle(at: 0)
            for k in 1...200 {
                let theta = spin.angle(at: spin.restTime * Double(k) / 200)
                #expect(theta >= previous)
                previous = theta
            }
            let ticks = Self.wheel.ticks(of: spin)
            #expect(ticks.count == Self.crossingCount(spin.startAngle, spin.restAngle))
            for t in ticks {
                let r = (spin.angle(at: t.time) + Self.wheel.boundaries[t.boundary]) / Self.twoPi
                #expect(abs(r - r.rounded()) * Self.twoPi <= 1e-12 * max(1, abs(t.angle)))
            }
        }
    }
}
