import Dynamics
import Easing
import Scenes
import Testing

@testable import Exports

/// The fit's bound, checked independently of the fitter's own check: the keyframes evaluated
/// by the cubic-bezier rule against the closed form at 5000 times past the end.
struct KeyframeFitTests {
    /// Springs of every regime: ζ = 0.05, 0.15, 0.5, 1, 2, 8, with and without velocity.
    static let springs: [(zeta: Double, omega: Double, v: Double)] = [
        (0.05, 12, 0), (0.15, 10, 1.4), (0.5, 15, 0), (1, 12, 0), (1, 20, -3), (2, 10, 5), (8, 30, 0),
    ]

    @Test(arguments: springs.indices)
    func springKeyframesStayWithinTheBound(_ i: Int) throws {
        let s = Self.springs[i]
        let animation = SpringAnimation(
            spring: Spring(naturalFrequency: s.omega, dampingRatio: s.zeta), from: 0, to: 1, normalizedVelocity: s.v)
        let bound = 0.001
        let motion = try ExportMotion(spring: animation, restTolerance: ExportMotion.restTolerance(forMaxError: bound))
        let (keys, report) = try LottieExport.keyframes(for: motion, maxError: bound, fps: 60)
        #expect(report.maxError <= bound)
        let end = motion.duration * 1.5
        var worst = 0.0
        for j in 0...5000 {
            let t = end * Double(j) / 5000
            worst = max(worst, abs(keys.value(at: t) - animation.value(at: t)))
        }
        #expect(worst <= bound, "ζ = \(s.zeta): \(worst) > \(bound) with \(keys.keyframes.count) keyframes")
        // Keyframes on frames, or on halvings of a frame where one frame is too long for the
        // bound (the fast start of ζ = 8); the rest exact.
        #expect(keys.keyframes.last!.value == 1)
        for k in keys.keyframes.dropLast() {
            let f = k.time * 60 * 4096
            #expect(abs(f - f.rounded()) < 1e-6)
        }
    }

    /// With x handles at 1/3 and 2/3 a segment is the cubic Hermite interpolant: its value at
    /// the midpoint is (s₀ + s₁)/2 + h(m₀ − m₁)/8.
    @Test func segmentIsTheHermiteCubic() throws {
        let motion = ExportMotion(duration: 1, restValue: 1, value: { $0 * $0 * $0 }, velocity: { 3 * $0 * $0 })
        let seg = try #require(BezierKeyframes.hermite(motion, from: 0.2, to: 0.6))
        let keys = BezierKeyframes(keyframes: [seg.start, seg.end])
        let h = 0.4, s0 = 0.008, s1 = 0.216, m0 = 0.12, m1 = 1.08
        let expected = (s0 + s1) / 2 + h * (m0 - m1) / 8
        #expect(abs(keys.value(at: 0.4) - expected) < 1e-12)
        // A cubic is reproduced exactly by its Hermite interpolant.
        #expect(abs(keys.value(at: 0.33) - 0.33 * 0.33 * 0.33) < 1e-12)
    }

    /// The shortest path is never longer than greedy longest-first segments on the same grid.
    @Test func fewestKeyframesBeatGreedy() throws {
        let animation = SpringAnimation(spring: Spring(naturalFrequency: 12, dampingRatio: 0.2), from: 0, to: 100, normalizedVelocity: 0)
        let motion = try ExportMotion(spring: animation, restTolerance: 0.05)
        let grid = BezierKeyframes.candidateTimes(for: motion, fps: 60)
        let fit = try BezierKeyframes(fitting: motion, maxError: 0.1, grid: grid)
        var greedy = 1, i = 0
        while i < grid.count - 1 {
            var j = i + 1
            while j + 1 < grid.count, let s = BezierKeyframes.hermite(motion, from: grid[i], to: grid[j + 1]),
                BezierKeyframes.segmentError(motion, s) <= 0.09
            { j += 1 }
            greedy += 1
            i = j
        }
        #expect(fit.keyframes.count <= greedy)
    }

    @Test func easingAndDecayExport() throws {
        let easing = try EasingParser.parse("ease-in-out")
        let m = try ExportMotion(easing: easing, from: 0, to: 1, duration: 0.3)
        let (keys, report) = try LottieExport.keyframes(for: m, maxError: 0.001, fps: 60)
        #expect(report.maxError <= 0.001)
        #expect(keys.keyframes.count <= 8)
        let decay = ExponentialDecay(decay: 2.002, position: 0, velocity: 1)
        let d = try ExportMotion(decay: decay, restTolerance: 0.0005)
        let (dk, dr) = try LottieExport.keyframes(for: d, maxError: 0.001, fps: 60)
        #expect(dr.maxError <= 0.001)
        #expect(dk.keyframes.last!.value == decay.finalValue)
    }
}
