import FixtureSupport
import PropertyBased
import Testing

@testable import Dynamics

/// Identities every scroll model must hold on random flings (seeded, see docs/TESTING.md).
@Suite("Scroll physics: properties")
struct ScrollPropertyTests {
    /// A random fling: start inside [0, length] (or anywhere, unbounded), velocity ±20…9000 pt/s.
    static let starts = (Gen.double(in: 0...1), Gen.double(in: -9000...9000), Gen.double(in: 50...5000), Gen.double(in: 200...1200))

    /// Every model for one start; `extent` nil = unbounded.
    static func models(fraction: Double, velocity: Double, length: Double, viewport: Double) throws -> [(String, any ScrollSimulation)] {
        let extent = ScrollExtent(min: 0, max: length)
        let x0 = fraction * length
        return [
            ("ios", try UIScrollViewFling(position: x0, velocity: velocity, extent: extent, viewport: viewport)),
            (
                "ios-fast",
                try UIScrollViewFling(
                    rate: UIScrollViewFling.fastRate, position: x0, velocity: velocity, extent: extent, viewport: viewport)
            ),
            ("flutter-bouncing", try FlutterBouncingScrollSimulation(position: x0, velocity: velocity, extent: extent)),
            ("flutter-clamping", try FlutterClampingScrollSimulation(position: x0, velocity: velocity, extent: extent)),
            ("android", try AndroidSplineFling(position: x0, velocity: velocity, extent: extent)),
            ("framer-inertia", try FramerInertia(position: x0, velocity: velocity, extent: extent)),
            (
                "framer-snap",
                try FramerInertia(position: x0, velocity: velocity, snapPoints: [0, length / 3, 2 * length / 3, length], extent: extent)
            ),
        ]
    }

    /// Sample times: a dense grid over [0, restTime] plus the phase boundaries' neighbours.
    static func times(_ sim: any ScrollSimulation) -> [Double] {
        let end = sim.restTime
        return (0...400).map { end * Double($0) / 400 } + [end.nextDown, end, end + 1]
    }

    @Test("hand-offs are continuous: position and velocity across the switch within 1e-12 of their scale")
    func handOffs() async {
        await seededPropertyCheck(count: 300, input: Self.starts.0, Self.starts.1, Self.starts.2, Self.starts.3) { f, v, length, viewport in
            let extent = ScrollExtent(min: 0, max: length)
            let x0 = f * length
            let scale = length + abs(v), vScale = abs(v)
            func check(_ name: String, _ before: MotionState, _ after: ScrollSample) {
                #expect(abs(before.value - after.offset) <= 1e-12 * scale, "\(name) x0=\(x0) v=\(v) length=\(length): \(before) → \(after)")
                #expect(
                    abs(before.velocity - after.velocity) <= 1e-12 * vScale,
                    "\(name) x0=\(x0) v=\(v) length=\(length): \(before) → \(after)")
            }
            let ios = try UIScrollViewFling(position: x0, velocity: v, extent: extent, viewport: viewport)
            if ios.bounceStart.isFinite && ios.bounceStart < ios.restTime {
                check("ios", ios.decay.state(at: ios.bounceStart), ios.sample(at: ios.bounceStart))
                #expect(abs(ios.sample(at: ios.bounceStart).offset - (v > 0 ? length : 0)) <= 1e-12 * scale)
            }
            let flutter = try FlutterBouncingScrollSimulation(position: x0, velocity: v, extent: extent)
            if flutter.springStart.isFinite && flutter.springStart < flutter.restTime {
                let before = flutter.friction.decay.state(at: flutter.springStart)
                if before.velocity <= FlutterBouncingScrollSimulation.maxSpringTransferVelocity {
                    check("flutter-bouncing", before, flutter.sample(at: flutter.springStart))
                } else {
                    #expect(flutter.sample(at: flutter.springStart).velocity == FlutterBouncingScrollSimulation.maxSpringTransferVelocity)
                }
            }
            let framer = try FramerInertia(position: x0, velocity: v, extent: extent)
            if framer.springStart.isFinite && framer.springStart < framer.restTime {
                check("framer-inertia", framer.glideState(at: framer.springStart), framer.sample(at: framer.springStart))
            }
            // The clamping models stop at the edge: the fling is exactly on it at the crossing.
            let clamping = try FlutterClampingScrollSimulation(position: x0, velocity: v, extent: extent)
            if clamping.edgeTime.isFinite && clamping.edgeTime > 0 {
                #expect(abs(clamping.flingState(at: clamping.edgeTime).value - clamping.restOffset) <= 1e-12 * scale)
            }
            let android = try AndroidSplineFling(position: x0, velocity: v, extent: extent)
            if android.edgeTime.isFinite && android.edgeTime > 0 {
                #expect(abs(android.flingState(at: android.edgeTime).value - android.restOffset) <= 1e-12 * scale)
            }
        }
    }

    @Test("decelerations are monotone: |v| never increases while decelerating")
    func monotone() async {
        await seededPropertyCheck(count: 150, input: Self.starts.0, Self.starts.1, Self.starts.2, Self.starts.3) { f, v, length, viewport in
            for (name, sim) in try Self.models(fraction: f, velocity: v, length: length, viewport: viewport) {
                var previous = Double.infinity
                for t in Self.times(sim) {
                    let s = sim.sample(at: t)
                    guard s.phase == .decelerate else { break }
                    #expect(abs(s.velocity) <= previous * (1 + 1e-14), "\(name) f=\(f) v=\(v) t=\(t)")
                    previous = abs(s.velocity)
                }
            }
        }
    }

    @Test("bounded models stay within [min − limit, max + limit]; the clamping ones within [min, max]")
    func bounds() async {
        await seededPropertyCheck(count: 150, input: Self.starts.0, Self.starts.1, Self.starts.2, Self.starts.3) { f, v, length, viewport in
            // Limits from the closed forms: the rubber band shows less than the viewport; a spring
            // with ζ ≥ 1 started on the edge with speed s peaks below s/(ω₀e); an underdamped one
            // below s/ω_d.
            let bouncing = FlutterBouncingScrollSimulation.defaultSpring
            // Flutter hands over min(v, 5000): the cap binds positive velocities only.
            let flutterLimit = (v > 0 ? min(v, 5000) : -v) / (bouncing.naturalFrequency * Double.exp(1))
            let framer = FramerInertia.bounceSpring
            for (name, sim) in try Self.models(fraction: f, velocity: v, length: length, viewport: viewport) {
                let limit: Double
                switch name {
                case "ios", "ios-fast": limit = viewport
                case "flutter-bouncing": limit = flutterLimit * (1 + 1e-12)
                case "framer-inertia", "framer-snap": limit = abs(v) * 0.8 / 0.7 / framer.dampedFrequency * (1 + 1e-12)
                default: limit = 0
                }
                for t in Self.times(sim) {
                    let x = sim.sample(at: t).offset
                    #expect(x >= -limit && x <= length + limit, "\(name) f=\(f) v=\(v) length=\(length) t=\(t): \(x), limit \(limit)")
                }
            }
        }
    }

    @Test("rest is reached in finite time, at restOffset with velocity 0, and not before")
    func rest() async {
        await seededPropertyCheck(count: 150, input: Self.starts.0, Self.starts.1, Self.starts.2, Self.starts.3) { f, v, length, viewport in
            var models = try Self.models(fraction: f, velocity: v, length: length, viewport: viewport)
            // Unbounded flings too.
            models += [
                ("ios-open", try UIScrollViewFling(position: f, velocity: v)),
                ("clamping-open", try FlutterClampingScrollSimulation(position: f, velocity: v)),
                ("android-open", try AndroidSplineFling(position: f, velocity: v)),
                ("framer-open", try FramerInertia(position: f, velocity: v)),
            ]
            for (name, sim) in models {
                #expect(sim.restTime.isFinite && sim.restTime >= 0 && sim.restTime < 60, "\(name): \(sim.restTime)")
                #expect(sim.sample(at: sim.restTime) == ScrollSample(offset: sim.restOffset, velocity: 0, phase: .rest))
                if sim.restTime > 0 { #expect(sim.sample(at: sim.restTime.nextDown).phase != .rest, "\(name)") }
            }
        }
    }

    @Test("starts past an edge spring back (iOS within the viewport, Flutter, Framer); Android refuses")
    func outsideStarts() throws {
        let extent = ScrollExtent(min: 0, max: 500)
        let ios = try UIScrollViewFling(position: 560, velocity: 300, extent: extent, viewport: 844)
        #expect(
            ios.bounceStart == 0 && abs(ios.sample(at: 0).offset - 560) < 1e-12 * 560 && abs(ios.sample(at: 0).velocity - 300) < 1e-12 * 300
        )
        #expect(ios.sample(at: 0).phase == .overscroll && ios.restOffset == 500)
        let flutter = try FlutterBouncingScrollSimulation(position: -40, velocity: 0, extent: extent)
        #expect(flutter.sample(at: 0.01).phase == .bounce && flutter.restOffset == 0)
        let framer = try FramerInertia(position: 600, velocity: 0, extent: extent)
        #expect(framer.sample(at: 0).offset == 600 && framer.restOffset == 500)
        #expect(throws: SpringParameterError.self) { try AndroidSplineFling(position: -1, velocity: 100, extent: extent) }
    }

    @Test("Framer snap points: the glide rests exactly on the snap point nearest the projection")
    func snap() throws {
        let f = try FramerInertia(position: 0, velocity: 1000, snapPoints: [0, 300, 600, 900])
        #expect(f.target == 900 && f.amplitude == 900 && f.restOffset == 900)  // ideal 800 → 900
        #expect(abs(f.glideState(at: 0).velocity - 900 / 0.7) <= 1e-12 * 1300)
        let g = try FramerInertia(position: 0, velocity: 0, snapPoints: [-50, 50])
        #expect(g.target == -50)  // a tie goes to the lower point
    }
}
