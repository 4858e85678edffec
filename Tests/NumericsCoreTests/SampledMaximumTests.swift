import FixtureSupport
import NumericsCore
import PropertyBased
import RealModule
import Testing

@Suite("Sampled maximum")
struct SampledMaximumTests {
    @Test("a smooth single peak anywhere in the interval: within f″·δ²/2 of the true maximum, never above")
    func parabola() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 0.01...0.99), Gen.double(in: 0.5...4)) { peak, height in
            // f(x) = h − 10·(x − p)² on [0, 1]; the refined abscissa is within 2/48·0.618³⁰ ≈ 2e-8 of p.
            let found = SampledMaximum.estimate(on: 0, 1, refinements: 30) { x in height - 10 * (x - peak) * (x - peak) }
            #expect(found <= height)
            #expect(height - found <= 10 * 2.5e-8 * 2.5e-8 + 4 * height.ulp)
        }
    }

    @Test("fewer refinements: the bound loosens as 0.618^steps (24 steps: δ ≈ 4e-7)")
    func fewerSteps() {
        let found = SampledMaximum.estimate(on: 2, 3, refinements: 24) { x in Double.sin(Double.pi * (x - 2)) }
        #expect(found <= 1)
        #expect(1 - found <= 0.5 * Double.pi * Double.pi * 4e-7 * 4e-7 + 4 * 1.0.ulp)
    }
}
