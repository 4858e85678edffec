import Dynamics
import FixtureSupport
import Foundation
import Testing

@testable import Exports
import Scenes

/// MotionMetrics against 30-digit mpmath references (Scripts/reference_metrics.py) for 23
/// springs: ζ from 0.001 to 100 (ζ = 1 exactly), velocities 0, 1.4, −3, 50 and 1000.
struct MotionMetricsTests {
    static let rows = CSVFixture.rows("metrics", in: .module)

    @Test(arguments: rows.indices)
    func springMetricsMatchMpmath(_ i: Int) throws {
        let row = Self.rows[i]
        func d(_ key: String) -> Double { Double(row[key]!)! }
        let spring = Spring(mass: 1, stiffness: d("stiffness"), dampingCoefficient: d("damping_coefficient"))
        let a = SpringAnimation(spring: spring, from: 0, to: 1, initialVelocity: d("velocity"))
        let m = MotionMetrics(spring: a, scale: 100)
        let label = "k \(d("stiffness")) c \(d("damping_coefficient")) v \(d("velocity"))"
        // Times, peaks and the sensitivity: roots and extrema solved to full precision, so
        // 1e-9 relative holds with a wide margin; the jerk integral (8-point Gauss–Legendre on
        // 4096 intervals graded towards 0) 1e-7.
        let checks: [(String, Double, Double)] = [
            ("time_90", m.time90, 1e-9), ("time_95", m.time95, 1e-9), ("time_99", m.time99, 1e-9),
            ("settling_time", m.settlingTime, 1e-9), ("peak_velocity", m.peakVelocity, 1e-9),
            ("peak_acceleration", m.peakAcceleration, 1e-9), ("peak_jerk", m.peakJerk, 1e-9), ("rms_jerk", m.rmsJerk, 1e-7),
            ("frame_rate_sensitivity", m.frameRateSensitivity / 100, 1e-9),
        ]
        for (key, got, tolerance) in checks {
            let want = d(key)
            #expect(abs(got - want) <= tolerance * max(abs(want), 1e-300), "\(label): \(key) \(got) vs \(want)")
        }
        let over = d("overshoot")
        #expect(abs(m.overshoot - over) <= 1e-9 * max(over, 1e-6), "\(label): overshoot \(m.overshoot) vs \(over)")
    }

    @Test func decayMetrics() {
        let decay = ExponentialDecay(decay: 2, position: 0, velocity: 2)  // rests at 1
        let m = MotionMetrics(decay: decay)
        // x = 1 − e^(−2t): 90 % at ln(10)/2, no overshoot, peak velocity 2 at t = 0, jerk 8.
        #expect(abs(m.time90 - Foundation.log(10) / 2) < 1e-12)
        #expect(m.overshoot == 0 && m.visibleOscillations == 0)
        #expect(abs(m.peakVelocity - 2) < 1e-12 && abs(m.peakJerk - 8) < 1e-9)
        // Reduced motion: ease-out reaching 95 % at the same time.
        #expect(m.reducedMotionDuration > m.time95)
    }
}
