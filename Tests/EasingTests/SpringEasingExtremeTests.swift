import Dynamics
import Testing

@testable import Easing

/// Spring easing at extreme parameters: the settling search is bounded (the suite's time
/// limit guards it), the curve is finite, and what cannot be answered is a typed
/// `EasingError` naming the domain.
@Suite("spring() easing at extreme parameters", .timeLimit(.minutes(1)))
struct SpringEasingExtremeTests {
    @Test("stiffness 1e32 and 1e36 with damping coefficient 1: finite curve over T = 2·ln(1000) s")
    func stiffHangsFinish() throws {
        for k in ["1e32", "1e36", "1e300"] {
            let easing = try EasingParser.parse("spring(mass=1, stiffness=\(k), damping-coefficient=1)")
            let spring = try #require(easing as? SpringEasing)
            // Peaks decay as e^{−t/2}: the last one above 0.001 is within π/ω₀ of 2·ln(1000).
            #expect(abs(spring.duration - 2 * 6.907755278982137) <= 1e-12 * spring.duration)
            for u in stride(from: 0.0, through: 1, by: 1.0 / 64) {
                let y = spring.value(at: u)
                #expect(y.isFinite && abs(y - 1) <= 1 + 1e-12, "k = \(k), u = \(u): \(y)")
            }
            #expect(spring.value(at: 1) == 1)
        }
    }

    @Test("unrepresentable springs and ζ = 0 are refused with a message naming the domain")
    func refusals() {
        func message(_ text: String) -> String? {
            do { _ = try EasingParser.parse(text); return nil } catch { return error.message }
        }
        let overflow = message("spring(mass=1e-300, stiffness=1e300, damping-coefficient=1)")
        #expect(overflow?.contains("exceeds the largest finite double") == true, "\(overflow ?? "accepted")")
        let slow = message("spring(mass=1e300, stiffness=5e-324)")
        #expect(slow?.contains("natural frequency") == true, "\(slow ?? "accepted")")
        let undamped = message("spring(mass=1, stiffness=100, damping-coefficient=0)")
        #expect(undamped?.contains("never settles") == true, "\(undamped ?? "accepted")")
    }

    @Test("a slope beyond the double range is refused; every accepted slope is finite")
    func slopeRange() throws {
        // v₀·T = 1e306 × 1.4e4 s: no double.
        #expect(throws: EasingError.self) {
            try SpringEasing(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 0.1), velocity: 1e306)
        }
        // Accepted up to |v₀| + ω₀ ≤ 8.9e307 / T: every slope on a fine grid is finite.
        for v in [1e300, -1e300, 1e303, 1e-300] {
            let e = try SpringEasing(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 10), velocity: v)
            for u in stride(from: 0.0, through: 1, by: 1.0 / 256) {
                let slope = try #require(e.slope(at: u))
                #expect(slope.isFinite, "v₀ = \(v), u = \(u): \(slope)")
            }
        }
    }

    @Test("ζ = 1e8 and ζ beyond the double range settle, finitely")
    func heavyOverdamping() throws {
        let a = try SpringEasing(spring: Spring(mass: 1, stiffness: 100, dampingCoefficient: 2e9))
        // r₁ = −ω₀/(ζ + √(ζ² − 1)) ≈ −5e-8/s: T ≈ ln(1000)/5e-8 s.
        #expect(abs(a.duration - 6.907755278982137 / 5e-8) <= 1e-6 * a.duration)
        // m = 1e-300, k = 1, c = 1e200: ζ = 5e349 has no double, r₁ = −k/c = −1e-200/s.
        let b = try SpringEasing(spring: Spring(mass: 1e-300, stiffness: 1, dampingCoefficient: 1e200))
        #expect(abs(b.duration - 6.907755278982137e200) <= 1e-14 * b.duration)
        // e(½) = v(T/2) + ½(1 − v(T)) = 1 − 1000^{−½} + ½·0.001.
        #expect(abs(b.value(at: 0.5) - (1 - 1 / 1000.0.squareRoot() + 0.0005)) <= 1e-14)
        // k = 1e-300, c = 1e300: r₁ = −1e-600/s, a settling time of 7e600 s has no double.
        #expect(throws: EasingError.self) { try SpringEasing(spring: Spring(mass: 1, stiffness: 1e-300, dampingCoefficient: 1e300)) }
    }
}
