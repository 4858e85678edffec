import Easing
import FixtureSupport
import PropertyBased
import Testing

@Suite("cubic-bezier at a given x tolerance")
struct CubicBezierToleranceTests {
    /// |ê − e| ≤ max|dy/du|·tol near u: with tol = 1e-7 on curves whose slope stays below 5, within
    /// 5e-7 (plus rounding) of the 1e-12 solve; with tol = 1e-16 the same as it to 1e-12.
    @Test("value(at:xTolerance:) is within slope × tolerance of value(at:)")
    func bound() async {
        await seededPropertyCheck(count: 200, input: Gen.double(in: 0.05...0.95), Gen.double(in: 0...1), Gen.double(in: 0.05...0.95), Gen.double(in: 0...1)) {
            x1, y1, x2, y2 in
            recordingErrors {
                let curve = try CubicBezierEasing(x1, y1, x2, y2)
                for i in 0...200 {
                    let u = Double(i) / 200
                    let exact = curve.value(at: u)
                    let slope = abs(curve.slope(at: u) ?? 0)
                    #expect(abs(curve.value(at: u, xTolerance: 1e-7) - exact) <= 1e-7 * max(1, 4 * slope) + 1e-15, "u \(u)")
                    #expect(abs(curve.value(at: u, xTolerance: 1e-16) - exact) <= 1e-12, "u \(u)")
                }
                #expect(curve.value(at: 0, xTolerance: 1e-7) == 0 && curve.value(at: 1, xTolerance: 1e-7) == 1)
                #expect(curve.value(at: -0.5, xTolerance: 1e-7) == curve.value(at: -0.5))
            }
        }
    }
}
