import Testing

@testable import Dynamics

/// The closed form against 32-digit mpmath references (matrix exponential at 80 digits,
/// cross-checked against the eigen-solution at 120 digits) on 25 trajectories that include
/// every trap: ζ = 0, ζ = 1 exactly, ζ = 1 ± 1e-9, ζ = 1 + 1e-6 with a zero crossing,
/// ζ = 50 over 250 s, ζ = 1e8 and 1e150, stiffness 1e-4 and 1e8, non-unit and subnormal
/// mass, ω₀ = 1e16, 1e18, 1e150 and 1e-150, and phases ω_d·t up to 2e5 rad at frame 10⁶.
///
/// Error measure: relative to the state's scale σ = √(x² + (v/ω₀)²) for the value and ω₀σ for
/// the velocity, since x itself passes through zero in every oscillating case; the bound
/// 1e-14 / 1e-13 is the one `SpringMotion` documents, plus its phase term 2⁻¹⁰⁴·ω_d·t.
@Suite("Closed form vs mpmath")
struct ReferenceTrajectoryTests {
    struct Worst { var value = 0.0, velocity = 0.0, acceleration = 0.0, phaseAllowance = 0.0 }

    static func measure() -> [String: Worst] {
        var worst: [String: Worst] = [:]
        for p in Fixtures.trajectories {
            let spring = Spring(mass: p.mass, stiffness: p.stiffness, dampingCoefficient: p.dampingCoefficient)
            let motion = SpringMotion(spring: spring, displacement: p.x0, velocity: p.v0)
            let w0 = spring.naturalFrequency
            let sigma = (p.x * p.x + (p.v / w0) * (p.v / w0)).squareRoot()
            let s = motion.sample(at: p.t)
            var w = worst[p.name, default: Worst()]
            w.value = max(w.value, abs(s.value - p.x) / sigma)
            w.velocity = max(w.velocity, abs(s.velocity - p.v) / (w0 * sigma))
            // Heavy overdamping: |a| ≈ 2ζω₀|v| can exceed ω₀²σ by far; a is measured against
            // the larger of the two.
            w.acceleration = max(w.acceleration, abs(s.acceleration - p.a) / max(w0 * (w0 * sigma), abs(p.a)))
            // The documented phase term: ω_d is carried to ~2⁻¹⁰⁴, so a phase ω_d·t adds up to
            // ω_d·t·2⁻¹⁰⁴ (6e-13 at ω_d·t = 1.4e19, the k = 1e36 case).
            w.phaseAllowance = max(w.phaseAllowance, spring.dampedFrequency * p.t * 0x1p-104)
            worst[p.name] = w
        }
        return worst
    }

    @Test("every reference trajectory within 1e-14 (value) and 1e-13 (velocity) of its scale")
    func trajectories() {
        let worst = Self.measure()
        #expect(worst.count >= 10)
        for (name, w) in worst.sorted(by: { $0.key < $1.key }) {
            print(String(describing: name), "value", w.value, "velocity", w.velocity, "acceleration", w.acceleration)
            #expect(w.value <= 1e-14 + w.phaseAllowance, "\(name): value error \(w.value)")
            #expect(w.velocity <= 1e-13 + w.phaseAllowance, "\(name): velocity error \(w.velocity)")
            #expect(w.acceleration <= 1e-13 + w.phaseAllowance, "\(name): acceleration error \(w.acceleration)")
        }
    }

    @Test("heavy overdamping keeps full relative accuracy in x, v and a (no cancellation)")
    func heavyOverdampingComponentwise() {
        for p in Fixtures.trajectories where p.name.hasPrefix("heavy_over") && p.t > 1 {
            let motion = SpringMotion(
                spring: Spring(mass: p.mass, stiffness: p.stiffness, dampingCoefficient: p.dampingCoefficient), displacement: p.x0,
                velocity: p.v0)
            let s = motion.sample(at: p.t)
            // Component-wise relative error: the textbook forms lose ~4 digits here at ζ = 50.
            #expect(abs(s.value - p.x) <= 1e-13 * abs(p.x), "\(p.name) t=\(p.t)")
            #expect(abs(s.velocity - p.v) <= 1e-13 * abs(p.v), "\(p.name) t=\(p.t)")
            #expect(abs(s.acceleration - p.a) <= 1e-13 * abs(p.a), "\(p.name) t=\(p.t)")
        }
    }
}
