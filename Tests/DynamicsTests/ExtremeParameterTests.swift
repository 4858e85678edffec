import Testing

@testable import Dynamics

/// Every combination of extreme masses, stiffnesses and damping coefficients (1e-300, the
/// smallest subnormal, a mid subnormal, 1, 1e300, the greatest finite double, and negative
/// greatest finite) either gives a finite motion that meets closed-form identities to its
/// error bound, or a typed ``SpringParameterError`` — never NaN or ±∞ in a sample, never a
/// trap, and never a hang (the suite's time limit is the only timing here; it guards the
/// bounded searches of the settling time).
@Suite("Extreme spring parameters", .timeLimit(.minutes(2)))
struct ExtremeParameterTests {
    static let magnitudes: [Double] = [
        1e-300, .leastNonzeroMagnitude, 0x1p-1030, 1, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    static let dampings: [Double] = [0] + magnitudes

    struct Outcome { var answered = 0, refused = 0 }

    /// Runs one combination; returns true when the library answered (false when it refused).
    static func check(mass m: Double, stiffness k: Double, dampingCoefficient c: Double, velocity: Double) -> Bool {
        let spring: Spring
        do { spring = try Spring(validatingMass: m, stiffness: k, dampingCoefficient: c) } catch {
            #expect(!error.message.isEmpty)
            #expect(m <= 0 || k <= 0 || c < 0, "refused a valid (m, k, c) = (\(m), \(k), \(c)): \(error.message)")
            return false
        }
        let animation: SpringAnimation
        do {
            animation = try SpringAnimation(validatingSpring: spring, from: 0, to: 1, normalizedVelocity: velocity)
        } catch {
            // The message names the quantity leaving the double range.
            #expect(error.message.contains("exceeds") || error.message.contains("below"), "\(error.message)")
            return false
        }
        let motion = animation.motion
        let scales = try? spring.validatedScales()
        #expect(scales != nil)
        // Closed-form identities at t = 0: x(0) = x₀, v(0) = v₀ (to the stated 8u of the scale).
        let s0 = motion.sample(at: 0)
        #expect(abs(s0.value - -1) <= 1e-15, "(\(m), \(k), \(c)) x(0) = \(s0.value)")
        #expect(abs(s0.velocity - velocity) <= 1e-15 * abs(velocity), "(\(m), \(k), \(c)) v(0) = \(s0.velocity)")
        // Settling: bounded, finite or +∞ (ζ = 0, or beyond the double range), never NaN.
        let settle = animation.settlingDuration(epsilon: 1e-3)
        #expect(!settle.isNaN && settle >= 0, "(\(m), \(k), \(c)) settling \(settle)")
        var times: [Double] = [1e-300, 1e-10, 1, 1e10, 1e300, .greatestFiniteMagnitude]
        if settle.isFinite {
            times += [settle / 2, settle]
            // The definition: |x(T)| = ε at the last crossing (or T = 0 if never above ε).
            // (Only where x is resolved: a phase ω_d·T < 1e15, so that x carries its full
            // bound and the peaks are more than 2⁻⁵⁰·T apart.)
            if settle > 0 && spring.dampedFrequency * settle < 1e15 {
                // T is a double: consecutive doubles near T are ω·ulp(T) apart in phase, so
                // |x| moves by up to ε·ω₀·ulp(T)·(1 + ω₀/ω_d) between them.
                let xT = abs(motion.value(at: settle))
                let grid = 4 * spring.naturalFrequency * settle.ulp * max(1, spring.naturalFrequency / spring.dampedFrequency)
                #expect(abs(xT - 1e-3) <= 1e-3 * (1e-9 + grid), "(\(m), \(k), \(c)) |x(T)| = \(xT)")
                for factor in [1.5, 2, 10] where (settle * factor).isFinite {
                    #expect(abs(motion.value(at: settle * factor)) < 1e-3 * (1 + 1e-9))
                }
            }
        }
        for t in times {
            let s = motion.sample(at: t)
            #expect(s.value.isFinite && s.velocity.isFinite && s.acceleration.isFinite, "(\(m), \(k), \(c)) t = \(t): \(s)")
        }
        // Time scaling (an exact identity of the equation): k·4ʲ, c·2ʲ at t/2ʲ is the same motion.
        let j = k > 1 ? -64 : 64
        if let scaled = try? Spring(validatingMass: m, stiffness: k * pow2(2 * j), dampingCoefficient: c * pow2(j)),
            let other = try? SpringMotion(validating: scaled, displacement: -1, velocity: velocity * pow2(j))
        {
            // Only where the phase term ω_d·t·2⁻¹⁰⁴ of the bound is negligible.
            for t in [1e-3, 1.0] where settle.isFinite && spring.dampedFrequency * t * settle < 1e12 {
                let u = t * max(settle, 1e-300)
                let a = motion.state(at: u), b = other.state(at: u * pow2(-j))
                let sigma = max(abs(a.value), 1e-300)
                #expect(abs(a.value - b.value) <= 1e-13 * max(sigma, 1), "(\(m), \(k), \(c)) scaled x(\(u)) \(a.value) vs \(b.value)")
            }
        }
        return true
    }

    @Test("every extreme (m, k, c) answers finitely within its bound or refuses with a typed error")
    func table() {
        var outcome = Outcome()
        for m in Self.magnitudes {
            for k in Self.magnitudes {
                for c in Self.dampings {
                    for velocity in [0.0, 1.4] {
                        if Self.check(mass: m, stiffness: k, dampingCoefficient: c, velocity: velocity) {
                            outcome.answered += 1
                        } else {
                            outcome.refused += 1
                        }
                    }
                }
            }
        }
        print("extreme parameters: answered", outcome.answered, "refused", outcome.refused)
        #expect(outcome.answered > 100)
    }

    @Test("the reported hangs finish: k = 1e32 and 1e36 with c = 1 settle in ln(1000)/(c/2m) s")
    func reportedHangs() throws {
        for k in [1e32, 1e36, 1e300] {
            let spring = try Spring(validatingMass: 1, stiffness: k, dampingCoefficient: 1)
            let animation = try SpringAnimation(validatingSpring: spring, from: 0, to: 1, normalizedVelocity: 0)
            let t = animation.settlingDuration()
            // ζ ≈ 1e-16…1e-150: the peaks decay as e^{−t/2} exactly, so T = 2·ln(1000) to
            // within one half period π/ω₀ (≤ 3.2e-16 s here).
            #expect(abs(t - 2 * 6.907755278982137) <= 1e-12 * t, "k = \(k): \(t)")
            var sampler = UniformSampler(animation: animation, fps: 60, count: 900)
            var rows = 0
            while let s = sampler.next() {
                #expect(s.value.isFinite && s.velocity.isFinite && s.acceleration.isFinite)
                rows += 1
            }
            #expect(rows == 900)
        }
    }

    @Test("platform parameterisations refuse derived parameters outside the doubles with a typed error")
    func parameterisations() {
        let tiny = Double.leastNonzeroMagnitude, huge = Double.greatestFiniteMagnitude
        // Each either answers with a spring in the closed form's domain or throws; none traps.
        let attempts: [(String, () throws(SpringParameterError) -> Spring)] = [
            ("response tiny", { () throws(SpringParameterError) in try Spring.validated(response: tiny, dampingRatio: 0.5) }),
            ("response huge", { () throws(SpringParameterError) in try Spring.validated(response: huge, dampingRatio: 0.5) }),
            ("response, ζ huge", { () throws(SpringParameterError) in try Spring.validated(response: 1e-10, dampingRatio: huge) }),
            ("duration/bounce tiny", { () throws(SpringParameterError) in try Spring.validated(duration: tiny, bounce: 0.2) }),
            ("duration/bounce huge", { () throws(SpringParameterError) in try Spring.validated(duration: huge, bounce: 0.2) }),
            ("compose, ζ huge", { () throws(SpringParameterError) in try Spring(validatingComposeStiffness: huge, dampingRatio: huge) }),
            ("flutter huge", { () throws(SpringParameterError) in try Spring(flutterDuration: huge, bounce: 0) }),
            ("web visual tiny", { () throws(SpringParameterError) in try FramerMotionSpring.spring(visualDuration: tiny, bounce: 0) }),
            ("web visual huge", { () throws(SpringParameterError) in try FramerMotionSpring.spring(visualDuration: huge, bounce: 0) }),
            (
                "swiftUI mass huge",
                { () throws(SpringParameterError) in try Spring.validated(swiftUIMass: huge, stiffness: huge, dampingCoefficient: huge) }
            ),
            ("UIKit tiny duration", { () throws(SpringParameterError) in try Spring(uiKitDampingRatio: 0.5, duration: 1e-300) }),
        ]
        var refused = 0
        for (name, make) in attempts {
            do {
                let spring = try make()
                #expect(spring.stiffness.isFinite && spring.stiffness > 0 && spring.dampingCoefficient.isFinite, "\(name)")
            } catch {
                #expect(error.message.contains("must be"), "\(name): \(error.message)")
                refused += 1
            }
        }
        #expect(refused >= 6)
    }

    @Test("a spring with ζ = 0 never settles (+∞), at any stiffness")
    func undampedNeverSettles() {
        for k in [1e-300, 1, 1e32, 1e300] {
            let animation = SpringAnimation(spring: Spring(mass: 1, stiffness: k, dampingCoefficient: 0), from: 0, to: 1)
            #expect(animation.settlingDuration() == .infinity)
        }
    }

    @Test("subnormal and huge tolerances neither trap nor hang")
    func tolerances() {
        let animation = SpringAnimation(
            spring: Spring(mass: 1, stiffness: 117.4, dampingCoefficient: 2 * 0.15 * 117.4.squareRoot()), from: 0, to: 1,
            normalizedVelocity: 1.4)
        for eps in [Double.leastNonzeroMagnitude, 1e-300, 1e-16, 0.5, 0.999_999] {
            let t = animation.settlingDuration(epsilon: eps, velocityEpsilon: eps)
            #expect(t.isFinite && t >= 0, "ε = \(eps): \(t)")
        }
        // ε = 5e-324 at ζ = 0.15, ω₀ = 10.8: ln(1/ε)/α ≈ 744.4/1.625 ≈ 458 s.
        let t = animation.settlingDuration(epsilon: .leastNonzeroMagnitude)
        #expect(t > 450 && t < 470)
    }
}

/// 2ᵉ, exactly.
private func pow2(_ e: Int) -> Double { Double(sign: .plus, exponent: e, significand: 1) }
