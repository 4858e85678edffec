import Dynamics
import Easing
import FixtureSupport
import PropertyBased
import Testing

@testable import Fitting

/// The number of alternating-sign runs of e(u) = curve − target whose largest |e| is within
/// `tolerance` (relative) of the maximum error: equioscillation points.
func equioscillationPoints(_ fit: BezierFitResult, _ f: (Double) -> Double, count: Int = 20001, tolerance: Double = 0.01) -> Int {
    var points = 0, runSign = 0.0, runMax = 0.0
    for k in 0..<count {
        let u = Double(k) / Double(count - 1)
        let e = fit.curve.value(at: u) - f(u)
        if e == 0 { continue }
        let sign: Double = e > 0 ? 1 : -1
        if sign != runSign {
            if runMax >= (1 - tolerance) * fit.maxError { points += 1 }
            (runSign, runMax) = (sign, 0)
        }
        runMax = Swift.max(runMax, abs(e))
    }
    return points + (runMax >= (1 - tolerance) * fit.maxError ? 1 : 0)
}

@Suite("Best cubic-bezier")
struct BezierFitTests {
    @Test(
        "a target that is a cubic-bezier comes back exactly",
        // CSS's named easings (ease, ease-in, ease-out, ease-in-out, linear) and one more. ease-in and
        // ease-out put a control point on an end point, where the curve depends on that point's
        // slide along the end tangent only at second order: the search alone stopped 1.5e-4 away.
        arguments: [
            (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0), (0.0, 0.0, 1.0, 1.0),
            (0.3, 0.2, 0.7, 0.9),
        ])
    func recovery(x1: Double, y1: Double, x2: Double, y2: Double) throws {
        let truth = try CubicBezierEasing(x1, y1, x2, y2)
        let fit = try BezierFit.fit(truth)
        if x1 == y1 && x2 == y2 {
            // Every curve with both control points on the diagonal is the identity (exactly, as
            // CSS's `linear` keyword): the fit may return any of them.
            #expect(fit.x1 == fit.y1 && fit.x2 == fit.y2, "\(fit.css)")
        } else {
            #expect(abs(fit.x1 - x1) <= 1e-9 && abs(fit.x2 - x2) <= 1e-9, "\(fit.css)")
            #expect(abs(fit.y1 - y1) <= 1e-9 && abs(fit.y2 - y2) <= 1e-9, "\(fit.css)")
        }
        #expect(fit.maxError <= 1e-12, "\(fit.maxError)")
    }

    @Test("random cubic-beziers sampled at random progress come back exactly")
    func randomRecovery() async {
        await seededPropertyCheck(
            count: 3, input: Gen.double(in: 0.1...0.9), Gen.double(in: -0.3...1.3), Gen.double(in: 0.1...0.9), Gen.double(in: -0.3...1.3)
        ) { x1, y1, x2, y2 in
            recordingErrors {
                let truth = try CubicBezierEasing(x1, y1, x2, y2)
                // Uneven progress: u + 0.3·u(1 − u)(u − ½) is increasing on [0, 1].
                let progress: [Double] = (0...300).map { k in
                    let u = Double(k) / 300
                    let bend: Double = 0.3 * u * (1 - u) * (u - 0.5)
                    return u + bend
                }
                let fit = try BezierFit.fit(progress: progress, values: progress.map(truth.value(at:)))
                #expect(abs(fit.x1 - x1) <= 1e-9 && abs(fit.x2 - x2) <= 1e-9, "\(fit.css) vs \(truth)")
                #expect(abs(fit.y1 - y1) <= 1e-9 && abs(fit.y2 - y2) <= 1e-9, "\(fit.css) vs \(truth)")
                #expect(fit.maxError <= 1e-12)
            }
        }
    }

    @Test(
        "a spring or a curve that is not a cubic-bezier: the minimax beats least squares and equioscillates",
        arguments: ["spring(response=0.5, damping=1)", "spring(response=0.5, damping=0.5)", "easeInOutSine"])
    func minimax(text: String) throws {
        let easing = try EasingParser.parse(text)
        let fit = try BezierFit.fit(easing)
        #expect(fit.maxError < 0.9 * fit.leastSquaresMaxError, "\(fit.maxError) vs \(fit.leastSquaresMaxError)")
        // The inner minimax is certified: Lawson's lower bound within 0.1 % of the maximum.
        #expect(fit.lowerBound <= fit.maxError && fit.lowerBound >= 0.999 * fit.maxError, "\(fit.lowerBound) vs \(fit.maxError)")
        // The reported maximum and its place are the curve's error on the grids (801 and 20001
        // even points).
        var worst = (error: 0.0, at: 0.0)
        for n in [801, 20001] {
            for k in 0..<n {
                let u = Double(k) / Double(n - 1)
                let e = abs(fit.curve.value(at: u) - easing.value(at: u))
                if e > worst.error { worst = (e, u) }
            }
        }
        #expect(worst.error == fit.maxError && worst.at == fit.atProgress, "\(worst) vs \(fit.maxError) at \(fit.atProgress)")
        let points = equioscillationPoints(fit) { easing.value(at: $0) }
        #expect(points >= 3, "\(points) equioscillation points")
    }

    @Test("more samples than the search uses: the max error is over every sample, not only those searched")
    func manySamples() throws {
        let truth = try CubicBezierEasing(0.3, -0.2, 0.7, 1.3)
        let n = 3 * BezierFit.searchPoints
        let progress = (0..<n).map { Double($0) / Double(n - 1) }
        // A bump between search points: only the check over every sample sees it.
        var values = progress.map(truth.value(at:))
        values[n / 2 + 1] += 0.01
        let fit = try BezierFit.fit(progress: progress, values: values)
        let errors = (0..<n).map { abs(fit.curve.value(at: progress[$0]) - values[$0]) }
        #expect(fit.maxError == errors.max()! && fit.atProgress == progress[errors.firstIndex(of: errors.max()!)!])
        // The minimax levels the bump: about half of it on either side (0.0049999997 measured),
        // certified by the exchange algorithm's lower bound for the fitted x₁, x₂.
        #expect(fit.maxError >= 0.005 * (1 - 1e-6) && fit.maxError <= 0.01, "\(fit.maxError) lower \(fit.lowerBound)")
        #expect(fit.lowerBound >= fit.maxError * (1 - 1e-12))
    }

    @Test("samples that are not a function of progress, not finite, too few or out of range are refused")
    func badSamples() {
        let u = [0, 0.25, 0.5, 0.75, 1.0], v = [0, 0.3, 0.6, 0.9, 1.0]
        #expect(throws: BezierFitError.notAFunction(index: 2)) { try BezierFit.fit(progress: [0, 0.5, 0.5, 0.75, 1], values: v) }
        #expect(throws: BezierFitError.notAFunction(index: 1)) { try BezierFit.fit(progress: [0.5, 0.25, 0.6, 0.75, 1], values: v) }
        #expect(throws: BezierFitError.nonFiniteValue(index: 3)) { try BezierFit.fit(progress: u, values: [0, 0.3, 0.6, .nan, 1]) }
        #expect(throws: BezierFitError.nonFiniteProgress(index: 4)) {
            try BezierFit.fit(progress: [0, 0.25, 0.5, 0.75, .infinity], values: v)
        }
        #expect(throws: BezierFitError.progressOutOfRange(index: 4)) { try BezierFit.fit(progress: [0, 0.25, 0.5, 0.75, 1.5], values: v) }
        #expect(throws: BezierFitError.tooFewSamples(count: 4, needed: 5)) {
            try BezierFit.fit(progress: [0, 0.25, 0.5, 1], values: [0, 0.3, 0.6, 1])
        }
        #expect(throws: BezierFitError.mismatchedLengths(progress: 5, values: 4)) {
            try BezierFit.fit(progress: u, values: [0, 0.3, 0.6, 1])
        }
        #expect(throws: BezierFitError.nonFiniteTarget(progress: 0)) { try BezierFit.fit(function: { 1 / $0 }) }
        #expect(throws: BezierFitError.valueTooLarge(index: 2)) { try BezierFit.fit(progress: u, values: [0, 0.3, 1e101, 0.9, 1]) }
        #expect(throws: BezierFitError.nonFiniteTarget(progress: 1)) { try BezierFit.fit(function: { $0 == 1 ? 1e200 : $0 }) }
    }
}
