import Dynamics
import FixtureSupport
import PropertyBased
import RealModule
import Testing

@testable import Fitting

/// Coverage counts of the 95 % intervals over seeded noisy trials.
final class CoverageCounter {
    var trials = 0
    var covered: [SpringFitParameter: Int] = [:]
    var unidentified = 0
    var sigmaSum = 0.0
    var rmsSum = 0.0
}

@Suite("Spring fit: noise, identifiability and bad input")
struct SpringFitStatisticsTests {
    /// Gaussian noise of standard deviation `sigma` from uniform draws (Box–Muller).
    static func gaussian(_ uniforms: [Double], sigma: Double) -> [Double] {
        stride(from: 0, to: uniforms.count - 1, by: 2).flatMap { i -> [Double] in
            let r = (-2 * Double.log(1 - uniforms[i])).squareRoot()
            let angle = 2 * Double.pi * uniforms[i + 1]
            return [sigma * r * Double.cos(angle), sigma * r * Double.sin(angle)]
        }
    }

    /// 100 seeded trials each (ω₀ = 10, from 0, to 1, v = 1.5, Gaussian noise σ): the true k, c,
    /// v, from and to each lie inside their 95 % intervals in at least 85 of 100 trials.
    ///
    /// Measured: over the default seed and seeds 1–5 (6 × 4 regimes × 5 parameters × 100 =
    /// 12 000 intervals) 94.45 % covered, the per-check counts ranging 87–99. At a true coverage
    /// of 94.45 % a count ≤ 84 has binomial probability 1.3e-4, so one of the 20 checks fails
    /// under a fresh seed about 0.25 % of the time: a failure points to the intervals, not to luck.
    /// Not asserted here: when an overdamped fast mode lasts about one sample spacing (ζ = 2.5,
    /// ω₀ = 10, 120 samples over 3 s, σ = 0.005) the intervals covered k and c in only 67 of 100
    /// trials, but 97 of the 100 fits were flagged unidentifiable, so the flag, not the interval,
    /// carries the warning there.
    @Test(
        "95 % intervals cover the true parameters in ≥ 85 of 100 noisy trials",
        arguments: [(0.35, 150, 1.2, 0.01), (1.0, 200, 1.5, 0.002), (1.5, 200, 1.5, 0.002), (2.5, 300, 2.0, 0.002)])
    func coverage(zeta: Double, count: Int, span: Double, sigma: Double) async {
        let spring = Spring(naturalFrequency: 10, dampingRatio: zeta)
        let (from, to, v) = (0.0, 1.0, 1.5)
        let times = (0..<count).map { span * Double($0) / Double(count - 1) }
        let clean = samples(spring, from: from, to: to, velocity: v, times: times)
        let truth: [SpringFitParameter: Double] = [
            .stiffness: spring.stiffness, .dampingCoefficient: spring.dampingCoefficient, .initialVelocity: v, .from: from, .to: to,
        ]
        let counter = CoverageCounter()
        await seededPropertyCheck(count: 100, label: "ζ \(zeta)", input: Gen.double(in: 0..<1).array(of: count)) { uniforms in
            recordingErrors {
                let noisy = zip(clean, Self.gaussian(uniforms, sigma: sigma)).map { $0 + $1 }
                let fit = try SpringFit.fit(times: times, values: noisy)
                counter.trials += 1
                if !fit.identifiable { counter.unidentified += 1 }
                for (parameter, value) in truth where fit.confidence95[parameter]!.contains(value) {
                    counter.covered[parameter, default: 0] += 1
                }
            }
        }
        #expect(counter.trials == 100)
        #expect(counter.unidentified == 0)
        for parameter in SpringFitParameter.allCases {
            #expect(counter.covered[parameter, default: 0] >= 85, "\(parameter): \(counter.covered[parameter, default: 0]) of 100")
        }
    }

    /// 200 seeded trials per regime at σ = 10⁻³ of the amplitude (from 0 to 1, velocity 1.4,
    /// response 0.5 s, 2 s at 60 fps: 121 samples, 5 parameters): each parameter's 95 % interval
    /// holds the true value in at least 180 of the 200 trials (90 %), and the noise is estimated
    /// without bias: the mean of σ̂ = √(RSS/(n − p)) is within 1 % of σ, and the mean RMS within
    /// 1 % of σ·√((n − p)/n), the fraction of the noise the fit cannot absorb. Prints the coverage
    /// table (`swift test --filter coverageTable`); docs/FITTING.md shows it.
    @Test("σ = 1e-3 of the amplitude: 95 % intervals cover in ≥ 180 of 200 trials; σ̂ within 1 % of σ", arguments: [0.15, 0.5, 1, 2])
    func coverageTable(zeta: Double) async throws {
        let spring = Spring(response: 0.5, dampingRatio: zeta)
        let (from, to, v, sigma) = (0.0, 1.0, 1.4, 1e-3)
        let times = (0...120).map { Double($0) / 60 }
        let (n, p) = (Double(times.count), 5.0)
        let clean = samples(spring, from: from, to: to, velocity: v, times: times)
        let truth: [SpringFitParameter: Double] = [
            .stiffness: spring.stiffness, .dampingCoefficient: spring.dampingCoefficient, .initialVelocity: v, .from: from, .to: to,
        ]
        let counter = CoverageCounter()
        await seededPropertyCheck(count: 200, label: "ζ \(zeta)", input: Gen.double(in: 0..<1).array(of: 2 * 61)) { uniforms in
            recordingErrors {
                let noisy = zip(clean, Self.gaussian(uniforms, sigma: sigma)).map { $0 + $1 }
                let fit = try SpringFit.fit(times: times, values: noisy)
                counter.trials += 1
                counter.sigmaSum += fit.residualStandardError
                counter.rmsSum += fit.rms
                if !fit.identifiable { counter.unidentified += 1 }
                for (parameter, value) in truth where fit.confidence95[parameter]!.contains(value) {
                    counter.covered[parameter, default: 0] += 1
                }
            }
        }
        #expect(counter.trials == 200)
        #expect(counter.unidentified == 0)
        let meanSigma = counter.sigmaSum / 200, meanRMS = counter.rmsSum / 200
        #expect(abs(meanSigma / sigma - 1) <= 0.01, "mean σ̂ \(meanSigma)")
        #expect(abs(meanRMS / (sigma * ((n - p) / n).squareRoot()) - 1) <= 0.01, "mean RMS \(meanRMS)")
        for parameter in SpringFitParameter.allCases {
            #expect(counter.covered[parameter, default: 0] >= 180, "\(parameter): \(counter.covered[parameter, default: 0]) of 200")
        }
        let row = SpringFitParameter.allCases.map { "\($0.rawValue) \(counter.covered[$0, default: 0])" }.joined(separator: ", ")
        print("coverage of 200 at ζ \(zeta): \(row); mean σ̂/σ \(meanSigma / sigma), mean RMS/σ \(meanRMS / sigma)")
    }

    @Test("the covariance's diagonal gives the intervals; it is symmetric; a given parameter has a zero row")
    func covariance() throws {
        let spring = Spring(naturalFrequency: 9, dampingRatio: 0.3)
        let times = (0...90).map { Double($0) / 60 }
        let clean = samples(spring, from: 10, to: 30, velocity: -2, times: times)
        var state: UInt64 = 7
        let noisy = clean.map { x -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return x + 0.02 * (Double(state >> 11) / Double(1 << 53) - 0.5)
        }
        let fit = try SpringFit.fit(times: times, values: noisy, to: 30, mass: 3)
        let tq = StudentT.twoSidedQuantile(level: 0.95, degrees: times.count - 4)
        for (i, parameter) in SpringFitParameter.allCases.enumerated() {
            let range = fit.confidence95[parameter]!
            let half = (range.upperBound - range.lowerBound) / 2
            #expect(abs(half - tq * fit.covariance[i][i].squareRoot()) <= 1e-12 * Swift.max(half, 1e-300), "\(parameter)")
            for j in 0..<5 { #expect(fit.covariance[i][j] == fit.covariance[j][i] || abs(fit.covariance[i][j] - fit.covariance[j][i]) <= 1e-14 * abs(fit.covariance[i][j])) }
        }
        #expect(fit.covariance[4] == [0, 0, 0, 0, 0])
        #expect(fit.covariance[0][0] > 0 && fit.covariance[1][1] > 0)
    }

    @Test("a record too short to show curvature is flagged")
    func tooShort() throws {
        let spring = Spring(naturalFrequency: 2, dampingRatio: 0.5)
        let times = (0..<50).map { 0.002 * Double($0) / 49 }
        let fit = try SpringFit.fit(times: times, values: samples(spring, from: 0, to: 1, velocity: 0, times: times))
        #expect(!fit.identifiable)
        #expect(fit.reasons.contains { $0.contains("do not determine") })
    }

    @Test("a short record under noise is flagged: its stiffness interval reaches zero")
    func shortAndNoisy() async {
        await seededPropertyCheck(count: 10, input: Gen.double(in: 0..<1).array(of: 60)) { uniforms in
            recordingErrors {
                let spring = Spring(naturalFrequency: 2, dampingRatio: 0.5)
                let times = (0..<60).map { 0.1 * Double($0) / 59 }
                let clean = samples(spring, from: 0, to: 1, velocity: 0, times: times)
                let noisy = zip(clean, Self.gaussian(uniforms, sigma: 1e-3)).map { $0 + $1 }
                let fit = try SpringFit.fit(times: times, values: noisy)
                #expect(!fit.identifiable)
                #expect(!fit.reasons.isEmpty)
            }
        }
    }

    @Test("a pure exponential (one mode of an overdamped spring) is flagged: the other root is free")
    func singleMode() throws {
        let spring = Spring(naturalFrequency: 5, dampingRatio: 2)
        let slow = -5 * (2 - 3.0.squareRoot())  // r₁
        // g′(0) = r₁ puts all of the motion in the slow mode: normalised velocity −r₁.
        let times = (0..<100).map { 3 * Double($0) / 99 }
        let fit = try SpringFit.fit(times: times, values: samples(spring, from: 0, to: 1, velocity: -slow, times: times))
        #expect(!fit.identifiable)
        #expect(!fit.reasons.isEmpty)
    }

    @Test("a straight line (no oscillation, no curvature) is flagged")
    func straightLine() throws {
        let times = (0..<40).map { Double($0) / 39 }
        let fit = try SpringFit.fit(times: times, values: times.map { 1 + 0.5 * $0 })
        #expect(!fit.identifiable)
        #expect(!fit.reasons.isEmpty)
    }

    @Test("a kick (from = to, all motion from the velocity) is flagged: the normalised velocity is undefined")
    func kick() throws {
        let motion = SpringMotion(spring: Spring(naturalFrequency: 8, dampingRatio: 0.4), displacement: 0, velocity: 3)
        let times = (0..<120).map { 1.5 * Double($0) / 119 }
        let fit = try SpringFit.fit(times: times, values: times.map { 2 + motion.value(at: $0) })
        #expect(!fit.identifiable)
        #expect(!fit.reasons.isEmpty)
    }

    @Test("arbitrary samples never trap: a typed error or a result with finite residuals")
    func arbitrarySamples() async {
        await seededPropertyCheck(
            count: 60, input: Gen.double(in: 0.001...1).array(of: 6...80), Gen.double(in: -1...1).array(of: 80), Gen.int(in: 0...3)
        ) { gaps, steps, given in
            let times = gaps.reduce(into: [Double]()) { t, g in t.append((t.last ?? 0) + g) }
            let values = (0..<times.count).reduce(into: [Double]()) { x, i in x.append((x.last ?? 0) + steps[i]) }
            do {
                let fit = try SpringFit.fit(
                    times: times, values: values, from: given & 1 == 1 ? values[0] : nil, to: given & 2 == 2 ? values.last! + 0.5 : nil)
                #expect(fit.rms.isFinite && fit.maxError.isFinite && fit.stiffness > 0 && fit.dampingCoefficient >= 0)
                if fit.identifiable { #expect(fit.conditionNumber <= SpringFit.acceptedCondition) } else { #expect(!fit.reasons.isEmpty) }
            } catch let error as SpringFitError {
                switch error {
                case .tooFewSamples, .fromEqualsTo: break
                default: Issue.record("unexpected \(error)")
                }
            } catch {
                Issue.record("not a SpringFitError: \(error)")
            }
        }
    }

    @Test("bad input throws typed errors")
    func badInput() {
        let t = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5], x = [0.0, 0.5, 0.9, 1.1, 1.05, 1.0]
        #expect(throws: SpringFitError.mismatchedLengths(times: 6, values: 5)) { try SpringFit.fit(times: t, values: Array(x.dropLast())) }
        #expect(throws: SpringFitError.tooFewSamples(count: 5, needed: 6)) {
            try SpringFit.fit(times: Array(t.dropLast()), values: Array(x.dropLast()))
        }
        #expect(throws: SpringFitError.tooFewSamples(count: 4, needed: 5)) {
            try SpringFit.fit(times: Array(t.prefix(4)), values: Array(x.prefix(4)), to: 1)
        }
        var bad = x
        bad[2] = .nan
        #expect(throws: SpringFitError.nonFiniteValue(index: 2)) { try SpringFit.fit(times: t, values: bad) }
        var badTimes = t
        badTimes[3] = .infinity
        #expect(throws: SpringFitError.nonFiniteTime(index: 3)) { try SpringFit.fit(times: badTimes, values: x) }
        badTimes = t
        badTimes[0] = -0.1
        #expect(throws: SpringFitError.negativeTime(index: 0)) { try SpringFit.fit(times: badTimes, values: x) }
        badTimes = t
        badTimes[4] = 0.3
        #expect(throws: SpringFitError.timesNotIncreasing(index: 4)) { try SpringFit.fit(times: badTimes, values: x) }
        badTimes[4] = 0.25
        #expect(throws: SpringFitError.timesNotIncreasing(index: 4)) { try SpringFit.fit(times: badTimes, values: x) }
        #expect(throws: SpringFitError.constantData) { try SpringFit.fit(times: t, values: t.map { _ in 2 }) }
        #expect(throws: SpringFitError.invalidMass(0)) { try SpringFit.fit(times: t, values: x, mass: 0) }
        #expect(throws: SpringFitError.fromEqualsTo) { try SpringFit.fit(times: t, values: x, from: 1, to: 1) }
        #expect(throws: SpringFitError.nonFiniteGiven("to")) { try SpringFit.fit(times: t, values: x, to: .nan) }
        #expect(
            SpringFitError.timesNotIncreasing(index: 4).description
                == "sample 5: the time is not after the previous one (times must strictly increase)")
    }
}

/// Velocity samples of the animation (distance per second) at `times`.
func velocitySamples(_ spring: Spring, from: Double, to: Double, velocity v: Double, times: [Double]) -> [Double] {
    let animation = SpringAnimation(spring: spring, from: from, to: to, normalizedVelocity: v)
    return times.map { animation.velocity(at: $0) }
}

@Suite("Spring fit: a velocity column")
struct SpringFitVelocityTests {
    @Test("velocity rows: residuals and Jacobian agree with the closed form and central differences", arguments: [0.3, 1.0, 2.5])
    func jacobian(zeta: Double) {
        let spring = Spring(naturalFrequency: 6, dampingRatio: zeta)
        let times = (0..<40).map { Double($0) / 30 }
        let (from, to, v) = (2.0, -1.0, 1.3)
        let x = samples(spring, from: from, to: to, velocity: v, times: times)
        let xv = velocitySamples(spring, from: from, to: to, velocity: v, times: times)
        let problem = LevenbergMarquardt.Problem(
            times: times, values: x, free: [true, true, true, true, true], velocities: xv, velocityWeight: 0.7)
        let theta = [spring.stiffness, spring.dampingCoefficient, -v, from, to]
        let (r, j) = problem.residualsAndJacobian(theta)
        // At the truth every residual is rounding.
        for i in r.indices { #expect(abs(r[i]) <= 1e-12 * 40, "row \(i): \(r[i])") }
        for k in 0..<5 {
            var plus = theta, minus = theta
            let h = 1e-6 * Swift.max(abs(theta[k]), 1)
            plus[k] += h
            minus[k] -= h
            let rp = problem.residuals(plus), rm = problem.residuals(minus)
            for i in r.indices {
                let numeric = (rp[i] - rm[i]) / (2 * h)
                #expect(abs(j[i, k] - numeric) <= 1e-6 * Swift.max(1, abs(numeric)), "row \(i) column \(k): \(j[i, k]) vs \(numeric)")
            }
        }
    }

    @Test("exact values and velocities: every parameter to 1e-8", arguments: [0.05, 0.5, 1, 3])
    func exact(zeta: Double) throws {
        let spring = Spring(response: 0.4, dampingRatio: zeta)
        let times = (0...90).map { Double($0) / 60 }
        let x = samples(spring, from: 5, to: -3, velocity: 2, times: times)
        let xv = velocitySamples(spring, from: 5, to: -3, velocity: 2, times: times)
        let fit = try SpringFit.fit(times: times, values: x, velocities: xv)
        #expect(fit.identifiable, "\(fit.reasons)")
        #expect(relativeError(fit.stiffness, spring.stiffness) <= 1e-8)
        #expect(relativeError(fit.dampingCoefficient, spring.dampingCoefficient) <= 1e-8)
        #expect(abs(fit.initialVelocity - 2) <= 1e-8 * 2)
        #expect(relativeError(fit.from, 5) <= 1e-8 && relativeError(fit.to, -3) <= 1e-8)
        #expect(fit.velocityRMS! <= 1e-9 && fit.velocityMaxError! <= 1e-8)
    }

    /// Values with σ = 1e-3 and velocities with σ_v = 0.05 per second (50× the values' noise, about
    /// what differencing 60 Hz positions gives): the joint intervals still cover (≥ 180 of 200)
    /// and are narrower than the values' alone for stiffness and damping.
    @Test("noisy values and velocities: intervals cover in ≥ 180 of 200 trials and narrow")
    func noisy() async throws {
        let spring = Spring(response: 0.5, dampingRatio: 0.4)
        let times = (0...120).map { Double($0) / 60 }
        let clean = samples(spring, from: 0, to: 1, velocity: 1.4, times: times)
        let cleanV = velocitySamples(spring, from: 0, to: 1, velocity: 1.4, times: times)
        let truth: [SpringFitParameter: Double] = [
            .stiffness: spring.stiffness, .dampingCoefficient: spring.dampingCoefficient, .initialVelocity: 1.4, .from: 0, .to: 1,
        ]
        let counter = CoverageCounter()
        var narrower = 0
        await seededPropertyCheck(count: 200, input: Gen.double(in: 0..<1).array(of: 4 * 61)) { uniforms in
            recordingErrors {
                let noise = SpringFitStatisticsTests.gaussian(uniforms, sigma: 1)
                let x = (0..<times.count).map { clean[$0] + 1e-3 * noise[$0] }
                let v = (0..<times.count).map { cleanV[$0] + 0.05 * noise[122 + $0] }
                let joint = try SpringFit.fit(times: times, values: x, velocities: v)
                let alone = try SpringFit.fit(times: times, values: x)
                counter.trials += 1
                if !joint.identifiable { counter.unidentified += 1 }
                for (parameter, value) in truth where joint.confidence95[parameter]!.contains(value) {
                    counter.covered[parameter, default: 0] += 1
                }
                func width(_ f: SpringFitResult, _ p: SpringFitParameter) -> Double { f.confidence95[p]!.upperBound - f.confidence95[p]!.lowerBound }
                if width(joint, .stiffness) < width(alone, .stiffness) && width(joint, .dampingCoefficient) < width(alone, .dampingCoefficient) {
                    narrower += 1
                }
            }
        }
        #expect(counter.trials == 200 && counter.unidentified == 0)
        for parameter in SpringFitParameter.allCases {
            #expect(counter.covered[parameter, default: 0] >= 180, "\(parameter): \(counter.covered[parameter, default: 0]) of 200")
        }
        #expect(narrower == 200, "narrower in \(narrower) of 200")
        let row = SpringFitParameter.allCases.map { "\($0.rawValue) \(counter.covered[$0, default: 0])" }.joined(separator: ", ")
        print("coverage of 200 with velocities: \(row)")
    }

    @Test("bad velocity columns are typed errors")
    func badInput() {
        let t = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5], x = [0.0, 0.5, 0.9, 1.1, 1.05, 1.0]
        #expect(throws: SpringFitError.mismatchedVelocities(times: 6, velocities: 5)) {
            try SpringFit.fit(times: t, values: x, velocities: [1, 1, 1, 1, 1])
        }
        #expect(throws: SpringFitError.nonFiniteVelocity(index: 3)) { try SpringFit.fit(times: t, values: x, velocities: [1, 1, 1, .nan, 1, 1]) }
    }
}
