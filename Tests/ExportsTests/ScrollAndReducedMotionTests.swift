import Dynamics
import Easing
import Scenes
import Testing

@testable import Exports

/// Flings under every scroll physics, and reduced-motion substitutes, exported within the bound.
struct ScrollAndReducedMotionTests {
    static func flings() throws -> [(String, any ScrollSimulation)] {
        [
            (
                "ios",
                try UIScrollViewFling(rate: UIScrollViewFling.normalRate, position: 0, velocity: 2000, extent: .unbounded, viewport: 844)
            ),
            (
                "ios-fast",
                try UIScrollViewFling(rate: UIScrollViewFling.fastRate, position: 0, velocity: 3000, extent: .unbounded, viewport: 844)
            ),
            ("android", try AndroidSplineFling(position: 0, velocity: 3000, extent: .unbounded)),
            ("flutter-bouncing", try FlutterBouncingScrollSimulation(position: 0, velocity: 2000, extent: .unbounded)),
            ("flutter-clamping", try FlutterClampingScrollSimulation(position: 0, velocity: 2000, extent: .unbounded)),
            (
                "framer-inertia",
                try FramerInertia(position: 0, velocity: 800, power: 0.8, timeConstant: 0.7, snapPoints: [], extent: .unbounded)
            ),
            // An edge: friction, overscroll and a bounce back (breakpoints at the phase changes).
            (
                "flutter-bouncing edge",
                try FlutterBouncingScrollSimulation(position: 0, velocity: 2000, extent: ScrollExtent(min: 0, max: 300))
            ),
        ]
    }

    /// The keyframes' own interpolation against the exact fling at 20 001 times on
    /// [0, 1.25 T]: within the bound everywhere, and resting exactly at the model's rest offset.
    @Test func everyScrollPhysicsExportsWithinTheBound() throws {
        for (name, fling) in try Self.flings() {
            let motion = try ExportMotion(scroll: fling)
            #expect(motion.restValue == fling.restOffset, "\(name)")
            // Framer's inertia snaps its last restDelta (1 pt) to the target: above half of it.
            let bound = name == "framer-inertia" ? 1.5 : 0.5
            let (keys, report) = try LottieExport.keyframes(for: motion, maxError: bound, fps: 60)
            var worst = 0.0
            for i in 0...20_000 {
                let t = 1.25 * motion.duration * Double(i) / 20_000
                worst = max(worst, abs(keys.value(at: t) - motion.value(at: t)))
            }
            #expect(worst <= bound && report.maxError <= bound, "\(name): \(worst) (reported \(report.maxError))")
            #expect(keys.value(at: 2 * motion.duration) == fling.restOffset, "\(name)")
        }
    }

    @Test func phaseChangesAreBreakpoints() throws {
        let fling = try FlutterBouncingScrollSimulation(position: 0, velocity: 2000, extent: ScrollExtent(min: 0, max: 300))
        let motion = try ExportMotion(scroll: fling)
        #expect(!motion.breakpoints.isEmpty)
        for b in motion.breakpoints {
            let h = 1e-9 * motion.duration
            #expect(
                fling.sample(at: b - 2 * h).phase != fling.sample(at: b + h).phase
                    || fling.sample(at: b).phase != fling.sample(at: b - 2 * h).phase)
        }
    }

    /// The substitute reaches 95 % at the motion's t₉₅ (as `springsim metrics` computes it),
    /// never overshoots, and rests where the motion does.
    @Test func reducedMotionSubstitute() throws {
        let animation = SpringAnimation(spring: Spring(naturalFrequency: 14, dampingRatio: 0.15), from: 0, to: 1, normalizedVelocity: 1.4)
        let motion = try ExportMotion(spring: animation, restTolerance: 0.0005)
        let substitute = try motion.reducedMotionSubstitute()
        let metrics = MotionMetrics(spring: animation)
        #expect(abs(substitute.duration - metrics.reducedMotionDuration) <= 1e-12 * metrics.reducedMotionDuration)
        #expect(abs(substitute.value(at: metrics.time95) - 0.95) <= 1e-9)
        #expect(substitute.restValue == 1 && substitute.startValue == 0)
        var previous = 0.0
        for i in 0...2000 {
            let x = substitute.value(at: substitute.duration * Double(i) / 2000)
            #expect(x >= previous && x <= 1)
            previous = x
        }
        let (_, report) = try LottieExport.document(for: substitute, maxError: 0.001)
        #expect(report.maxError <= 0.001)
        let still = ExportMotion(duration: 1, restValue: 0, value: { 4 * $0 * (1 - $0) }, velocity: { 4 - 8 * $0 })
        #expect(throws: ExportError.self) { try still.reducedMotionSubstitute() }
    }
}
