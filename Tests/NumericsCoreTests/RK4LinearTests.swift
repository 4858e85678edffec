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
