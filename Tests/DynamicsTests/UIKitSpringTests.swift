import Testing

@testable import Dynamics

@Suite("UIKit duration parameterisation")
struct UIKitSpringTests {
    /// Every positive root of the settling equation, against mpmath (50 digits, roots confirmed by
    /// a sign change across ±1e-45 and counted against the unimodality argument).
    @Test("all roots of the settling equation match mpmath to 1e-12")
    func rootsMatchReference() throws {
        let rows = Fixtures.rows("uikit_roots")
        #expect(rows.count >= 60)
        var worst = 0.0
        for r in rows {
            let z = Double(r["zeta"]!)!, v = Double(r["velocity"]!)!, d = Double(r["duration"]!)!
            let expected = r["roots"]!.isEmpty ? [] : r["roots"]!.split(separator: ";").map { Double(String($0))! }
            let found = try UIKitSpring(dampingRatio: z, duration: d, initialVelocity: v).naturalFrequencyRoots
            #expect(found.count == expected.count, "ζ=\(z) v=\(v) D=\(d): \(found) vs \(expected)")
            for (a, b) in zip(found, expected) { worst = max(worst, abs(a - b) / b) }
        }
        print("UIKit roots: worst relative error", worst)
        #expect(worst <= 1e-12)
    }

    @Test("Framer's published vector: D = 3 s, ζ = 0.25 gives stiffness 54.83363359078326")
    func framerVector() throws {
        let s = try Spring(uiKitDampingRatio: 0.25, duration: 3)
        #expect(abs(s.stiffness - 54.83363359078326) <= 1e-12 * 54.83363359078326)
        #expect(abs(s.dampingCoefficient - 3.702486785620688) <= 1e-12 * 3.702486785620688)
        let framer = try FramerMotionSpring.spring(duration: 3, bounce: 0.75)
        #expect(abs(framer.stiffness - 54.83363359078326) <= 1e-12 * 54.83363359078326)
    }

    @Test("WYChart's spring has three roots; the largest is chosen")
    func wyChartRoots() throws {
        let ui = try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let roots = ui.naturalFrequencyRoots
        #expect(roots.count == 3)
        #expect(ui.naturalFrequency == roots.last)
        // Continuity of the rule at v₀ = 0: the chosen root moves smoothly as v₀ → 0.
        let at0 = try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 0).naturalFrequency!
        let near0 = try UIKitSpring(dampingRatio: 0.15, duration: 1, initialVelocity: 1e-6).naturalFrequency!
        #expect(abs(near0 - at0) < 1e-5 * at0)
    }

    @Test("duration read-back inverts the conversion to 1e-12 (largest root, 0 < ζ < 1)")
    func durationRoundTrip() throws {
        for z in [0.05, 0.15, 0.5, 0.9, 0.999] {
            for v in [-2.0, 0, 1.4, 5] {
                for d in [0.05, 0.3, 1, 2.5, 9.5] {
                    let spring = try Spring(uiKitDampingRatio: z, duration: d, initialVelocity: v)
                    let back = try #require(UIKitSpring.duration(for: spring, initialVelocity: v))
                    #expect(abs(back - d) <= 1e-12 * d, "ζ=\(z) v=\(v) D=\(d): \(back)")
                }
            }
        }
        #expect(UIKitSpring.duration(for: Spring(naturalFrequency: 10, dampingRatio: 1.5)) == nil)
    }

    @Test("clamps: ζ > 1 acts as 1, D is clamped to [0.01, 10]")
    func clamps() throws {
        let a = try Spring(uiKitDampingRatio: 3, duration: 1)
        let b = try Spring(uiKitDampingRatio: 1, duration: 1)
        #expect(a == b)
        #expect(try Spring(uiKitDampingRatio: 0.5, duration: 100) == Spring(uiKitDampingRatio: 0.5, duration: 10))
        #expect(try Spring(uiKitDampingRatio: 0.5, duration: 0.001) == Spring(uiKitDampingRatio: 0.5, duration: 0.01))
    }

    @Test("no root is a typed error, not a crash")
    func noRoot() {
        #expect(throws: SpringParameterError.self) { try Spring(uiKitDampingRatio: 0, duration: 1) }
        #expect(throws: SpringParameterError.self) { try UIKitSpring(dampingRatio: -1, duration: 1) }
        #expect(throws: SpringParameterError.self) { try UIKitSpring(dampingRatio: 0.5, duration: .nan) }
    }
}

/// Found by the easing fuzz target: `spring(damping=.42, velocity=1e-309)` trapped in the
/// root finder (the kink ω = v/ζ was subnormal and the slope there ∞ − ∞).
@Suite("UIKit springs with subnormal velocities")
struct UIKitSubnormalVelocityTests {
    @Test("a velocity below the normal range gives the v = 0 spring (no trap, same ω₀)")
    func subnormalVelocity() throws {
        for zeta in [0.05, 0.15, 0.42, 0.9, 0.999, 1, 1.5] {
            let still = try Spring(uiKitDampingRatio: zeta, duration: 1, initialVelocity: 0)
            // Subnormal decimals parsed at run time (as literals they would warn of underflow).
            for v in ["1e-309", "-1e-309", "5e-324", "-5e-324", "1e-320", "2e-308"].map({ Double($0)! }) {
                let spring = try Spring(uiKitDampingRatio: zeta, duration: 1, initialVelocity: v)
                #expect(
                    abs(spring.naturalFrequency - still.naturalFrequency) <= 1e-12 * still.naturalFrequency,
                    "ζ = \(zeta), v = \(v): \(spring.naturalFrequency) vs \(still.naturalFrequency)")
            }
        }
    }
}
