import NumericsCore
import Testing

@Suite("RK4 step matrix for linear oscillators")
struct RK4LinearTests {
    struct Oscillator: SecondOrderSystem {
        let k: Double, c: Double
        func acceleration(at t: Double, position x: Double, velocity v: Double) -> Double { -c * v - k * x }
    }

    /// The step matrix against the four-stage scalar form over 10⁴ steps: the two walks differ by
    /// rounding only — within 1e-13 of the amplitude — for damping ratios from 0 to 3 and steps up
    /// to hω = 0.5.
    @Test("the step matrix walks with the scalar RK4 to rounding", arguments: [(100.0, 0.0, 1e-3), (100, 2, 1e-5), (400, 40, 1e-3), (25, 30, 0.05), (1e4, 20, 5e-3)])
    func matchesScalar(k: Double, c: Double, h: Double) {
        let system = Oscillator(k: k, c: c)
        let matrix = RungeKutta4.LinearPropagator(stiffness: k, damping: c, step: h)
        var (x, v) = (1.0, 0.5)
        var (y, w) = (1.0, 0.5)
        var worst = 0.0
        for i in 0..<10_000 {
            (x, v) = RungeKutta4.step(system, t: Double(i) * h, x: x, v: v, h: h)
            (y, w) = matrix.step(x: y, v: w)
            worst = max(worst, abs(x - y), abs(v - w) / k.squareRoot())
        }
        #expect(worst <= 1e-13, "k \(k) c \(c) h \(h): \(worst)")
    }
}

@Suite("RK4 stages with the step folded into a linear right-hand side")
struct RK4FoldedStagesTests {
    /// The textbook stages (no `linearCoefficients`: `v + (h/2)·a(x, v)`).
    struct Opaque: SecondOrderSystem {
        let k: Double, c: Double
        func acceleration(at t: Double, position x: Double, velocity v: Double) -> Double { -c * v - k * x }
    }
    /// The same oscillator declaring its coefficients: stepped by `step(damping:stiffness:x:v:h:)`.
    struct Linear: SecondOrderSystem {
        let k: Double, c: Double
        func acceleration(at t: Double, position x: Double, velocity v: Double) -> Double { -c * v - k * x }
        var linearCoefficients: (damping: Double, stiffness: Double)? { (c, k) }
    }

    /// Over 10⁴ steps the folded stages walk with the textbook ones to rounding — within 1e-13
    /// of the amplitude — for damping ratios from 0 to 3 and steps up to hω = 0.5, and a single
    /// step from a unit state differs by at most a few u.
    @Test("the folded stages walk with the textbook stages to rounding", arguments: [(100.0, 0.0, 1e-3), (100, 2, 1e-5), (400, 40, 1e-3), (25, 30, 0.05), (1e4, 20, 5e-3)])
    func matchesTextbook(k: Double, c: Double, h: Double) {
        let opaque = Opaque(k: k, c: c), linear = Linear(k: k, c: c)
        var (x, v) = (1.0, 0.5)
        var (y, w) = (1.0, 0.5)
        var worst = 0.0
        for i in 0..<10_000 {
            (x, v) = RungeKutta4.step(opaque, t: Double(i) * h, x: x, v: v, h: h)
            (y, w) = RungeKutta4.step(linear, t: Double(i) * h, x: y, v: w, h: h)
            worst = max(worst, abs(x - y), abs(v - w) / k.squareRoot())
        }
        #expect(worst <= 1e-13, "k \(k) c \(c) h \(h): \(worst)")
        let a = RungeKutta4.step(opaque, t: 0, x: 1, v: -0.75, h: h)
        let b = RungeKutta4.step(linear, t: 0, x: 1, v: -0.75, h: h)
        let u = 0x1p-53
        #expect(abs(a.x - b.x) <= 4 * u * (1 + h), "x: \(a.x) vs \(b.x)")
        #expect(abs(a.v - b.v) <= 4 * u * (0.75 + h * (c * 0.75 + k)) + 4 * u, "v: \(a.v) vs \(b.v)")
    }
}
