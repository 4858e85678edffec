import FixtureSupport
import NumericsCore
import PropertyBased
import RealModule
import Testing

@Suite("Bracketed root finding")
struct BracketedRootTests {
    @Test("converges to adjacent doubles around the sign change of a smooth function")
    func cubic() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: -100...100)) { r in
            // f(x) = (x − r)·(x² + 1): a single simple root at r.
            let result = BracketedRoot.solve(in: -200, 200) { x in (x - r) * (x * x + 1) }
            let lo = min(result.nearSideOfA, result.nearSideOfB), hi = max(result.nearSideOfA, result.nearSideOfB)
            #expect(lo <= r.nextUp && hi >= r.nextDown)
            #expect(hi - lo <= 8 * max(abs(r), 1e-300).ulp + 1e-300)
            #expect(result.evaluations < 80)
        }
    }

    @Test("keeps the sign of each end: the 'last point where f ≥ 0' is exact")
    func orientation() {
        let r = BracketedRoot.solve(in: 0, 3) { x in 2 - x * x }  // f(0) > 0 > f(3)
        #expect(r.valueNearA >= 0 && r.valueNearB < 0)
        #expect(abs(r.nearSideOfA - 2.0.squareRoot()) <= 4 * 2.0.squareRoot().ulp)
    }

    @Test("a step function still converges (bisection guard)")
    func step() {
        let r = BracketedRoot.solve(in: 0, 1) { x in x < 0.3 ? -1 : 1 }
        #expect(abs(r.root - 0.3) <= 4 * 0.3.ulp)
    }

    @Test("bisection ends on adjacent doubles with either orientation, an exact zero, or a tiny root")
    func bisection() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: -100...100)) { r in
            let rising = BracketedRoot.bisect(in: -200, 200) { x in (x - r) * (x * x + 1) }
            let falling = BracketedRoot.bisect(in: 200, -200) { x in (r - x) * (x * x + 1) }
            for result in [rising, falling] {
                let lo = min(result.nearSideOfA, result.nearSideOfB), hi = max(result.nearSideOfA, result.nearSideOfB)
                #expect(lo <= r && r <= hi)
                #expect(hi == lo || hi == lo.nextUp)
            }
        }
        #expect(BracketedRoot.bisect(in: -1, 3) { $0 }.root == 0)
        let tiny = BracketedRoot.bisect(in: 0, 1) { $0 - 1e-300 }
        #expect(tiny.root == 1e-300 && tiny.nearSideOfB <= tiny.nearSideOfA.nextUp)
    }

    @Test("double-double square root carries ~106 bits")
    func squareRoot() async {
        await seededPropertyCheck(count: 300, input: Gen.double(in: 1e-10...1e10)) { x in
            let (hi, lo) = ErrorFree.squareRoot(x, 0)
            // (hi + lo)² − x, evaluated in double-double, is far below ulp(x).
            let sq = Augmented.product(hi, hi)
            let residual = (sq.head - x) + sq.tail + 2 * hi * lo
            #expect(abs(residual) <= 1e-30 * x + 4 * Double.ulpOfOne * Double.ulpOfOne * x)
        }
    }
}
