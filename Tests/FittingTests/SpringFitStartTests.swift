import Dynamics
import FixtureSupport
import LinearAlgebra
import RealModule
import Testing

@testable import Fitting

@Suite("Spring fit: the damped step, certified minima and fits from a guess")
struct SpringFitStartTests {
    /// The solution of min ‖[R; diag(d)]·δ + [c; 0]‖ by `dtpqrt2` + `dtrtrs` agrees with
    /// `dgelsd` on the same 2p×p problem: 200 seeded problems (p = 3…5, R upper triangular with
    /// entries in [−1, 1] and diagonal of magnitude 10⁻³…1, d in 10⁻⁴…1) agree to 1e-9 relative
    /// in ‖δ‖; measured largest 1.5e-11 (the Givens rotations before: 2.1e-13). That difference is
    /// `dgelsd`'s: on the worst problem (p = 5, κ₂ ≈ 1.2e4), solved at 50 digits with mpmath, the
    /// `dtpqrt2` step is 4.3e-13 off, `dgelsd`'s 1.5e-11, the Givens step 4.9e-13. The normal matrix RᵀR + diag(d)² has condition ≤ about 10⁸ here, so both
    /// backward-stable solvers agree to about κ·u.
    @Test("the damped step by dtpqrt2 and dtrtrs agrees with dgelsd")
    func dampedStepAgreesWithSVD() throws {
        var random = SplitMix64(state: 20_261_128)
        var worst = 0.0
        for trial in 0..<200 {
            let p = 3 + random.int(3)
            var factor = Matrix.zeros(p + 1, p + 1)
            for i in 0..<p {
                for k in i..<p { factor[i, k] = random.uniform(-1...1) }
                factor[i, i] = (random.unit() < 0.5 ? -1 : 1) * Double.pow(10, random.uniform(-3...0))
            }
            let c = (0..<p).map { _ in random.uniform(-1...1) }
            let d = (0..<p).map { _ in Double.pow(10, random.uniform(-4...0)) }
            var step = [Double](repeating: 0, count: p), scratch = LevenbergMarquardt.Run.StepScratch(parameters: p)
            #expect(
                try LevenbergMarquardt.Run.dampedStep(factor: factor, c: c, diagonal: d, into: &step, scratch: &scratch), "trial \(trial)")
            var augmented = Matrix.zeros(2 * p, p)
            for i in 0..<p {
                for k in i..<p { augmented[i, k] = factor[i, k] }
                augmented[p + i, i] = d[i]
            }
            let reference = try LinearAlgebra.leastSquares(augmented, c.map { -$0 } + [Double](repeating: 0, count: p)).solution
            let norm = reference.reduce(0) { $0 + $1 * $1 }.squareRoot()
            let difference = zip(step, reference).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
            worst = Swift.max(worst, difference / norm)
        }
        #expect(worst <= 1e-9, "largest relative difference \(worst)")
    }

    /// A zero row in R and a zero damping entry make S singular: the step reports failure (the
    /// refinement then takes dgelsd's minimum-norm solution).
    @Test("a singular damped problem is refused, not divided by zero")
    func singularStepRefused() throws {
        var factor = Matrix.zeros(4, 4)
        factor[0, 0] = 1
        factor[0, 1] = 2
        factor[1, 1] = 1
        var step = [0.0, 0, 0], scratch = LevenbergMarquardt.Run.StepScratch(parameters: 3)
        #expect(try !LevenbergMarquardt.Run.dampedStep(factor: factor, c: [1, 1, 1], diagonal: [1, 1, 0], into: &step, scratch: &scratch))
    }

    static let springs: [(zeta: Double, omega: Double, velocity: Double)] = [
        (0.05, 20, -3), (0.35, 12, 0), (1, 8, 2), (2.5, 15, 1.4), (5, 6, 0),
    ]

    /// Exact samples (60 fps, 1.5 s) fitted from scipy_fitting.py's guess (the truth off by
    /// 20–30 %) and from a guess 10× off in stiffness: every parameter to 1e-8 relative, as
    /// without a guess.
    @Test("fits from a guess recover exact springs, a poor guess as well", arguments: springs)
    func fromGuess(zeta: Double, omega: Double, velocity: Double) throws {
        let spring = Spring(naturalFrequency: omega, dampingRatio: zeta)
        let times = (0..<91).map { Double($0) / 60 }
        let x = samples(spring, from: -2, to: 3, velocity: velocity, times: times)
        let d = 5.0
        let guesses = [
            SpringFitGuess(
                stiffness: 1.3 * spring.stiffness, dampingCoefficient: 0.7 * spring.dampingCoefficient, initialVelocity: velocity + 0.5,
                from: -2 + 0.05 * d, to: 3 - 0.05 * d),
            SpringFitGuess(stiffness: 10 * spring.stiffness, dampingCoefficient: 0, from: 0, to: 1),
        ]
        for guess in guesses {
            let fit = try SpringFit.fit(times: times, values: x, guess: guess)
            #expect(fit.identifiable, "\(fit.reasons)")
            #expect(relativeError(fit.stiffness, spring.stiffness) <= 1e-8)
            #expect(relativeError(fit.dampingCoefficient, spring.dampingCoefficient) <= 1e-8)
            #expect(relativeError(fit.initialVelocity, velocity) <= 1e-8)
            #expect(relativeError(fit.from, -2) <= 1e-8 && relativeError(fit.to, 3) <= 1e-8)
        }
    }

    /// Noisy samples (σ = 10⁻³ of the distance, 20 seeded records per spring): the fit from a
    /// 20–30 % guess never ends above the fit without a guess, in residual sum of squares, by
    /// more than 1e-9 relative.
    @Test("from a guess, noisy records end no higher than without", arguments: springs)
    func guessNoHigherUnderNoise(zeta: Double, omega: Double, velocity: Double) throws {
        let spring = Spring(naturalFrequency: omega, dampingRatio: zeta)
        let times = (0..<91).map { Double($0) / 60 }
        let clean = samples(spring, from: 0, to: 1, velocity: velocity, times: times)
        var random = SplitMix64(state: UInt64(1000 * zeta + omega))
        let guess = SpringFitGuess(
            stiffness: 1.3 * spring.stiffness, dampingCoefficient: 0.7 * spring.dampingCoefficient, initialVelocity: velocity + 0.5,
            from: 0.05,
            to: 0.95)
        for record in 0..<20 {
            let noise = SpringFitStatisticsTests.gaussian((0..<92).map { _ in random.unit() }, sigma: 1e-3)
            let x = zip(clean, noise).map { $0 + $1 }
            let alone = try SpringFit.fit(times: times, values: x)
            let started = try SpringFit.fit(times: times, values: x, guess: guess)
            func rss(_ f: SpringFitResult) -> Double { f.residualStandardError * f.residualStandardError * Double(times.count - 5) }
            #expect(rss(started) <= rss(alone) * (1 + 1e-9), "record \(record): \(rss(started)) > \(rss(alone))")
        }
    }

    @Test("a guess outside the spring's domain is refused")
    func invalidGuess() {
        let times = (0..<30).map { Double($0) / 60 }
        let x = samples(Spring(naturalFrequency: 10, dampingRatio: 0.5), from: 0, to: 1, velocity: 0, times: times)
        for guess in [
            SpringFitGuess(stiffness: 0, dampingCoefficient: 1, from: 0, to: 1),
            SpringFitGuess(stiffness: 100, dampingCoefficient: -1, from: 0, to: 1),
            SpringFitGuess(stiffness: 100, dampingCoefficient: 1, from: .nan, to: 1),
        ] {
            #expect(throws: SpringFitError.invalidGuess) { try SpringFit.fit(times: times, values: x, guess: guess) }
        }
    }

    /// The certificate: at the least-squares minimum of a noisy record the residuals pass (lag-one
    /// autocorrelation near 0); at a start in another basin (the frequency halved) the residuals
    /// carry the motion and fail.
    @Test("white residuals certify a minimum, a motion left in them does not")
    func certificate() {
        let spring = Spring(naturalFrequency: 12, dampingRatio: 0.2)
        let times = (0..<91).map { Double($0) / 60 }
        var random = SplitMix64(state: 7)
        let noise = SpringFitStatisticsTests.gaussian((0..<92).map { _ in random.unit() }, sigma: 1e-3)
        let x = zip(samples(spring, from: 0, to: 1, velocity: 0, times: times), noise).map { $0 + $1 }
        let problem = LevenbergMarquardt.Problem(times: times, values: x, free: [true, true, true, true, true])
        let truth = [spring.stiffness, spring.dampingCoefficient, 0, 0, 1]
        #expect(SpringFit.certified(LevenbergMarquardt.Run(problem: problem, theta: truth)))
        let wrong = [spring.stiffness / 4, spring.dampingCoefficient, 0, 0, 1]
        #expect(!SpringFit.certified(LevenbergMarquardt.Run(problem: problem, theta: wrong)))
    }
}
