import RealModule
import Testing

@testable import Dynamics

/// The other platforms' rest rules as parameters of the scroll models — Flutter's
/// `Tolerance.velocity` (a scroll's rest speed), Motion's inertia `restDelta` and `restSpeed` —
/// and Framer inertia's time constant below 1 ms, each against the platform's own formula.
@Suite("Scroll physics: rest speed, rest delta, time constants")
struct ScrollRestConventionTests {
    /// Flutter's default `Tolerance` (physics/tolerance.dart) has velocity 1e-3; its scroll
    /// physics use 1/(0.050·dpr). UIScrollView decelerates as v₀·e^(−λt), λ = −1000·ln r: the
    /// speed reaches v_ε at ln(|v₀|/v_ε)/λ.
    @Test("ios: rest at the exact time the speed falls to --rest-speed", arguments: [1e-3, 1e-6, 20.0 / 3, 50, 2499])
    func iosRestSpeed(restSpeed: Double) throws {
        let v0 = 2500.0, rate = UIScrollViewFling.normalRate
        let tolerance = ScrollTolerance(distance: ScrollTolerance.standard.distance, velocity: restSpeed)
        let fling = try UIScrollViewFling(position: 10, velocity: v0, tolerance: tolerance)
        let lambda = -1000 * Double.log(rate)
        let exact = Double.log(v0 / restSpeed) / lambda
        #expect(abs(fling.restTime - exact) <= 1e-13 * exact, "\(fling.restTime) vs \(exact)")
        // Just before the rest time the speed is still above the rest speed.
        let before = fling.sample(at: fling.restTime * (1 - 1e-9))
        #expect(abs(before.velocity) >= restSpeed * (1 - 1e-12) && before.phase == .decelerate)
    }

    /// Flutter's `FrictionSimulation.isDone`: |dx(t)| < tolerance.velocity, dx = v₀·drag^t, so
    /// the friction phase of `BouncingScrollSimulation` ends at ln(v_ε/|v₀|)/ln(drag).
    @Test("flutter-bouncing: the friction's isDone at Flutter's tolerance velocity", arguments: [1e-3, 1.0, 100])
    func flutterBouncingRestSpeed(restSpeed: Double) throws {
        let v0 = -3000.0
        let tolerance = ScrollTolerance(distance: 1e-3, velocity: restSpeed)
        let sim = try FlutterBouncingScrollSimulation(position: 0, velocity: v0, extent: .unbounded, tolerance: tolerance)
        let exact = Double.log(restSpeed / abs(v0)) / Double.log(FlutterBouncingScrollSimulation.drag)
        #expect(abs(sim.restTime - exact) <= 1e-13 * exact, "\(sim.restTime) vs \(exact)")
    }

    /// `ClampingScrollPhysics.createBallisticSimulation` returns null (no fling) when
    /// |v| < tolerance.velocity; otherwise the fling runs to its duration, whatever the tolerance.
    @Test("flutter-clamping: no fling below the rest speed; the same fling above it")
    func flutterClampingRestSpeed() throws {
        let fast = ScrollTolerance(distance: 1, velocity: 5000)
        let still = try FlutterClampingScrollSimulation(position: 40, velocity: 4000, tolerance: fast)
        #expect(still.restTime == 0 && still.restOffset == 40)
        let moving = try FlutterClampingScrollSimulation(position: 40, velocity: 6000, tolerance: fast)
        let standard = try FlutterClampingScrollSimulation(position: 40, velocity: 6000)
        #expect(moving.restTime == standard.restTime && moving.restOffset == standard.restOffset)
    }

    /// Motion's inertia (`inertia.ts`): the glide is done when |target − x| ≤ restDelta, i.e.
    /// at τ·ln(|A|/restDelta); `restSpeed` and `restDelta` go to the bounce spring.
    @Test("framer-inertia: the glide rests at τ·ln(|A|/restDelta), Motion's rule", arguments: [0.5, 1e-6, 1, 1e3])
    func framerRestDelta(restDelta: Double) throws {
        let sim = try FramerInertia(position: 100, velocity: 2000, timeConstant: 0.325, restDelta: restDelta)
        let amplitude = 0.8 * 2000.0
        let exact = amplitude <= restDelta ? 0 : 0.325 * Double.log(amplitude / restDelta)
        #expect(abs(sim.restTime - exact) <= 1e-14 * max(exact, 1))
        if exact > 0 {
            let gap = sim.target - sim.glideState(at: exact).value
            #expect(abs(gap - restDelta) <= 1e-12 * amplitude, "gap \(gap) at the rest time")
        }
    }

    @Test("framer-inertia: the bounce spring rests once |x − bound| < restDelta and |v| < restSpeed for good")
    func framerBounceRest() throws {
        for (delta, speed) in [(0.5, 2.0), (1.0 / 3, 20.0 / 3), (1e-3, 1e-3)] {
            let tolerance = ScrollTolerance(distance: delta, velocity: speed)
            let sim = try FramerInertia(
                position: 0, velocity: 3000, extent: ScrollExtent(min: 0, max: 500), restDelta: delta, tolerance: tolerance)
            #expect(sim.springStart.isFinite && sim.restOffset == 500)
            // From the rest time on the spring stays inside the tolerance (sampled densely).
            for k in 0...400 {
                let t = sim.restTime + Double(k) * 0.005
                let s = try #require(sim.bounce).state(at: t)
                #expect(abs(s.value - 500) <= delta * (1 + 1e-9) && abs(s.velocity) <= speed * (1 + 1e-9), "(\(delta), \(speed)) t=\(t)")
            }
            // Just before it, it is not yet inside for good: somewhere in the last swing it is out.
            let before = try #require(sim.bounce).state(at: sim.restTime * (1 - 1e-6))
            #expect(abs(before.value - 500) >= delta * (1 - 1e-3) || abs(before.velocity) >= speed * (1 - 1e-3))
        }
    }

    /// The smallest time constant is the one that keeps A/τ finite: τ = |A|/greatest finite
    /// (to rounding). At that edge the glide is still exact: v(0) = A/τ, t/τ overflowing reads
    /// e^(−t/τ) = 0, and the velocity where e^(−t/τ) is subnormal is checked against the
    /// product of two normal factors, (A/τ·e^(−x/2))·e^(−x/2).
    @Test("framer-inertia: τ down to |A|/greatest finite, exact at the edge; one ulp below is refused")
    func framerTinyTimeConstant() throws {
        let amplitude = 800.0  // v₀ = 1000, power 0.8
        var tau = amplitude / .greatestFiniteMagnitude
        while !(amplitude / tau).isFinite { tau = tau.nextUp }
        while (amplitude / tau.nextDown).isFinite { tau = tau.nextDown }
        #expect(tau < 1e-305)
        let sim = try FramerInertia(position: 0, velocity: 1000, timeConstant: tau)
        #expect(throws: SpringParameterError.self) { try FramerInertia(position: 0, velocity: 1000, timeConstant: tau.nextDown) }
        let s0 = sim.glideState(at: 0)
        #expect(s0.value == 0 && s0.velocity == amplitude / tau && s0.velocity.isFinite)
        // Rest: τ·ln(800/1), a few ulps.
        #expect(abs(sim.restTime - tau * Double.log(800)) <= 4 * (tau * Double.log(800)).ulp)
        // Past the rest time: rest. At a frame time t/τ overflows: e^(−t/τ) = 0, x = target.
        #expect(sim.sample(at: 1.0 / 60) == ScrollSample(offset: 800, velocity: 0, phase: .rest))
        let late = sim.glideState(at: 1.0 / 60)
        #expect(late.value == 800 && late.velocity == 0)
        // Where e^(−x) is subnormal (x in (708.4, 1400)) and A/τ is huge, the velocity keeps its digits.
        for x in stride(from: 710.0, through: 1400, by: 30) {
            let t = x * tau, xt = t / tau  // the quotient the glide sees
            let v = sim.glideState(at: t).velocity
            let reference = (amplitude / tau * Double.exp(-xt / 2)) * Double.exp(-xt / 2)
            #expect(v.isFinite && reference.isNormal)
            #expect(abs(v - reference) <= 4e-13 * reference, "x = \(x): \(v) vs \(reference)")
        }
        // Sub-millisecond constants in between behave like any other: rest at τ·ln(|A|/δ).
        for tau in [1e-4, 1e-9, 1e-100] {
            let sim = try FramerInertia(position: 5, velocity: -1000, timeConstant: tau, snapPoints: [-300])
            #expect(sim.target == -300 && abs(sim.restTime - tau * Double.log(305)) <= 1e-15 * sim.restTime)
            #expect(sim.glideState(at: 0).velocity == -305 / tau)
        }
    }

    @Test("a spring hand-off at a sub-millisecond τ: finite offsets and velocities until rest")
    func framerTinyTimeConstantBounce() throws {
        let sim = try FramerInertia(position: 0, velocity: 1000, timeConstant: 1e-290, extent: ScrollExtent(min: 0, max: 100))
        #expect(sim.springStart.isFinite && sim.restTime.isFinite)
        for k in 0...Int(sim.restTime * 60) + 1 {
            let s = sim.sample(at: Double(k) / 60)
            #expect(s.offset.isFinite && s.velocity.isFinite, "frame \(k): \(s)")
        }
    }
}
