import Dynamics
import LinearAlgebra
import RealModule

/// A spring identified from samples of its motion: ``SpringFit/fit(times:values:from:to:mass:)``.
///
/// ## Model
/// The samples (tᵢ, xᵢ), tᵢ ≥ 0 measured from the release, are taken to follow
///
///     x(t) = to + (from − to)·g(t; a, b, w) + noise,
///
/// g the normalised motion of x″ + b·x′ + a·x = 0 with g(0) = 1, g′(0) = w (see the closed form
/// in `SpringMotion`; `NormalisedSpringModel` evaluates the same function with its parameter
/// derivatives). Only a = k/m and b = c/m are identifiable from a motion, so the mass is 1 unless
/// given, and k = m·a, c = m·b. The initial velocity is reported normalised as UIKit takes it,
/// v₀/(to − from) = −w. Unknown parameters: a, b, w and whichever of `from`, `to` are not given.
///
/// ## Estimator
/// The fit minimises Σ (x(tᵢ) − xᵢ)² (the maximum-likelihood estimator for independent Gaussian
/// noise of equal variance). It starts from the matrix-pencil estimates of the modes (no initial
/// guess needed; `MatrixPencil`: the two-mode estimate, and critically and over-damped springs
/// with the dominant mode's rate) and from critically damped springs with ω₀ = 8/span and
/// 1/span (under noise every pencil mode can be one of the noise), takes the linear parameters (to, from − to, (from − to)·w)
/// from a linear least-squares fit with those modes fixed. The first pencil start is refined
/// alone; when it converges to a certified minimum (`certified`) and is identifiable, that
/// is the fit. Otherwise the starts are raced: each gets 10 Levenberg–Marquardt iterations, then
/// the one of least residual is refined to convergence; if that fit is not identifiable (or does
/// not converge), every start is refined in full and the least residual kept. The refinement is
/// Levenberg–Marquardt (Moré, "The Levenberg–Marquardt algorithm: implementation and theory",
/// 1978; damping update of Nielsen, 1999): each step solves the augmented problem
/// min ‖J·δ + r‖² + λ‖D·δ‖², reduced by one QR factorisation of [J | r] per iteration (`dgeqrf`)
/// to a 2p×p problem per trial λ, solved by LAPACK's triangular-pentagonal QR (`dtpqrt2` of
/// [R; √λ·D], the right-hand side carried as an extra column) and `dtrtrs`, or by
/// `dgelsd` when that triangle is singular to working precision (SVD-based, so a nearly singular
/// J gives a minimum-norm step instead of a blow-up), D the running maximum of the column norms of the
/// analytic Jacobian J. Steps leaving a > 0, b ≥ 0 are refused (λ grows). It stops when a step
/// changes no parameter by more than 1e-13 relative, or the gradient's cosine with the residual is
/// below 1e-13, or the residual is zero, or no step lowers the cost even at λ = 1e16 (a minimum to
/// rounding); after 500 iterations it reports no convergence.
///
/// **Consistency.** Nonlinear least squares is consistent and asymptotically normal when the
/// model is identifiable and JᵀJ/n has a positive definite limit (Jennrich, "Asymptotic
/// properties of non-linear least squares estimators", Ann. Math. Stat. 40(2), 1969): with more
/// samples over a fixed motion the estimate converges to the true spring, and its covariance is
/// σ²(JᵀJ)⁻¹. The confidence intervals use exactly that: σ̂² = RSS/(n − p), the covariance from
/// the SVD of the column-scaled Jacobian at the solution, and the two-sided Student t quantile
/// t₀.₉₇₅,ₙ₋ₚ. They are linearised intervals: with noise large against the motion, or short
/// records, their coverage falls below 95 % (the tests measure it).
///
/// **Identifiability.** Scale each Jacobian column to unit norm; its condition number κ says
/// how close the data come to not determining some combination of parameters. A fit with κ ≤ 1e8
/// is accepted as identified (then the intervals are meaningful, and on exact samples the
/// parameters come back to about κ·u ≤ 1e-8 relative); above, or when the refinement did not
/// converge, ``SpringFitResult/identifiable`` is false and the reason names the parameter with
/// the largest share in the least-determined direction; likewise when the noise leaves the
/// stiffness's 95 % interval reaching zero (a conditioned fit that bounds no frequency). That is
/// what happens on records too short to see curvature (a straight line fits a and b alike), on a
/// pure exponential (one mode: the other root is free), when from = to hides w, and on short
/// records under noise.
public enum SpringFit {
    /// The largest condition number of the column-scaled Jacobian accepted as identifying the
    /// parameters.
    public static let acceptedCondition = 1e8

    /// Levenberg–Marquardt iterations each start gets before the one of least cost is refined
    /// alone.
    static let raceIterations = 10

    /// Fits a spring to samples `values[i]` at `times[i]` (seconds from the release; ≥ 0 and
    /// strictly increasing, irregular spacing allowed). `from` and `to`, when given, are held
    /// fixed; `mass` scales the reported stiffness and damping coefficient.
    ///
    /// `velocities`, when recorded (distance per second at the same times), join the fit: the
    /// values alone give the start, then the velocity residuals are added as rows weighted by
    /// σ̂_value/σ̂_velocity (each estimated from the residuals of the fit before; twice), so both
    /// kinds of row carry noise of one scale, and the intervals come from the joint Jacobian.
    ///
    /// `guess`, when given, is where one Levenberg–Marquardt refinement starts, as SciPy's
    /// `curve_fit(p0=…)` does. When it converges to a certified minimum (residuals at rounding
    /// level or without serial correlation) that is identifiable, that is the fit; otherwise the search without a guess runs as well and the fit of least residual
    /// is kept, so a poor guess costs time, never the minimum.
    /// - Throws: ``SpringFitError`` for unusable input (see its cases) and when LAPACK fails.
    public static func fit(
        times: [Double], values: [Double], velocities: [Double]? = nil, from: Double? = nil, to: Double? = nil, mass: Double = 1,
        guess: SpringFitGuess? = nil
    ) throws(SpringFitError) -> SpringFitResult {
        let free = [true, true, true, from == nil, to == nil]
        let p = free.filter { $0 }.count
        try validate(times: times, values: values, from: from, to: to, mass: mass, parameters: p)
        if let velocities {
            guard velocities.count == times.count else { throw .mismatchedVelocities(times: times.count, velocities: velocities.count) }
            if let i = velocities.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteVelocity(index: i) }
        }
        var start: [Double]?
        if let guess {
            let theta = [
                guess.stiffness / mass, guess.dampingCoefficient / mass, -guess.initialVelocity, from ?? guess.from, to ?? guess.to,
            ]
            guard theta.allSatisfy(\.isFinite), theta[0] > 0, theta[1] >= 0 else { throw .invalidGuess }
            start = theta
        }
        do {
            var alone: (result: SpringFitResult, theta: [Double])
            if let start {
                alone = try fromGuess(times: times, values: values, theta: start, from: from, to: to, mass: mass, free: free)
            } else {
                alone = try solve(times: times, values: values, from: from, to: to, mass: mass, free: free)
            }
            guard let velocities else { return alone.result }
            return try joint(times: times, values: values, velocities: velocities, free: free, mass: mass, start: alone.theta, notes: alone.result.reasons)
        } catch {
            throw .linearAlgebra(error)
        }
    }

    /// The fit of values and velocities together, from the fit of the values alone.
    static func joint(
        times: [Double], values: [Double], velocities: [Double], free: [Bool], mass: Double, start: [Double], notes: [String]
    ) throws(LapackError) -> SpringFitResult {
        let n = times.count
        func range(_ x: [Double]) -> Double { (x.max()! - x.min()!) }
        var problem = LevenbergMarquardt.Problem(times: times, values: values, free: free, velocities: velocities, velocityWeight: 1)
        var theta = start
        var run: LevenbergMarquardt.Run?
        for _ in 0..<2 {
            problem.velocityWeight = 1
            let r = problem.residuals(theta)
            let sx = (r[0..<n].reduce(0) { $0 + $1 * $1 } / Double(n)).squareRoot()
            let sv = (r[n...].reduce(0) { $0 + $1 * $1 } / Double(n)).squareRoot()
            let scales = range(values) / Swift.max(range(velocities), .leastNormalMagnitude)
            let weight = sx > 0 && sv > 0 ? sx / sv : scales
            problem.velocityWeight = weight.isFinite && weight > 0 ? weight : 1
            var next = LevenbergMarquardt.Run(problem: problem, theta: theta)
            try next.advance(to: 500)
            if next.cost.isFinite { theta = next.theta }
            run = next
        }
        return try report(
            problem: problem, theta: theta, mass: mass, converged: run!.converged, iterations: run!.iterations,
            notes: notes + ["velocities fitted with the values, weighted \(Double(Float(problem.velocityWeight))) (σ̂ of the values over σ̂ of the velocities)"])
    }

    static func validate(
        times: [Double], values: [Double], from: Double?, to: Double?, mass: Double, parameters p: Int
    ) throws(SpringFitError) {
        guard times.count == values.count else { throw .mismatchedLengths(times: times.count, values: values.count) }
        guard mass.isFinite, mass > 0 else { throw .invalidMass(mass) }
        if let from, !from.isFinite { throw .nonFiniteGiven("from") }
        if let to, !to.isFinite { throw .nonFiniteGiven("to") }
        if let from, let to, from == to { throw .fromEqualsTo }
        for i in times.indices {
            guard times[i].isFinite else { throw .nonFiniteTime(index: i) }
            guard values[i].isFinite else { throw .nonFiniteValue(index: i) }
            guard times[i] >= 0 else { throw .negativeTime(index: i) }
            if i > 0, times[i] <= times[i - 1] { throw .timesNotIncreasing(index: i) }
        }
        // One residual degree of freedom at least: the noise variance, and so the intervals,
        // need it.
        guard times.count > p else { throw .tooFewSamples(count: times.count, needed: p + 1) }
        guard let first = values.first, values.contains(where: { $0 != first }) else { throw .constantData }
    }

    /// One refinement from a guess θ; when it does not converge to a certified minimum that is
    /// identifiable, the search without a guess as well, keeping the fit of least residual.
    static func fromGuess(
        times: [Double], values: [Double], theta: [Double], from: Double?, to: Double?, mass: Double, free: [Bool]
    ) throws(LapackError) -> (result: SpringFitResult, theta: [Double]) {
        let problem = LevenbergMarquardt.Problem(times: times, values: values, free: free)
        var run = LevenbergMarquardt.Run(problem: problem, theta: theta)
        try run.advance(to: 500)
        if run.converged, certified(run) {
            let result = try report(problem: problem, theta: run.theta, mass: mass, converged: true, iterations: run.iterations, notes: [])
            if result.identifiable { return (result, run.theta) }
        }
        let searched = try solve(times: times, values: values, from: from, to: to, mass: mass, free: free)
        let searchedCost = problem.residuals(searched.theta).reduce(0) { $0 + $1 * $1 }
        guard run.cost < searchedCost else { return searched }
        let result = try report(
            problem: problem, theta: run.theta, mass: mass, converged: run.converged, iterations: run.iterations,
            notes: ["started from the guess (the search without it found a larger residual)"])
        return (result, run.theta)
    }

    // θ = (a, b, w, from, to); `free` says which are estimated.
    static func solve(
        times: [Double], values: [Double], from: Double?, to: Double?, mass: Double, free: [Bool]
    ) throws(LapackError) -> (result: SpringFitResult, theta: [Double]) {
        var starts = try MatrixPencil.starts(times: times, values: values, to: to)
        var notes: [String] = []
        // Critically damped springs settling over the record (ω₀ = 8/span) and slower than it
        // (ω₀ = 1/span): always tried as well, since under noise every pencil estimate can be a
        // mode of the noise; alone when the pencil finds no decaying mode.
        let span = times[times.count - 1] - times[0]
        let guesses = [8 / span, 1 / span].map { w in (a: Swift.max(w * w, 1e-300), b: 2 * w) }
        let pencilStarts = starts.count
        if pencilStarts == 0 { notes.append("the matrix pencil found no decaying mode; started from critically damped guesses") }
        starts += guesses.filter { $0.a.isFinite && $0.b.isFinite }
        // Race the starts: each gets a few iterations, then the one of least cost is refined to
        // convergence. When that fit is not identifiable (or did not converge), every start is
        // refined in full and the least cost kept, as a slower, more thorough search.
        var runs: [(run: LevenbergMarquardt.Run, limit: Int)] = []
        let problem = LevenbergMarquardt.Problem(times: times, values: values, free: free)
        var next = 0
        // Appends the runs of starts[next…] until `count` runs exist or the starts run out.
        func addRuns(upTo count: Int) throws(LapackError) {
            while next < starts.count && runs.count < count {
                let k = next, (a0, b0) = starts[k]
                next += 1
                let linear = try linearStart(times: times, values: values, a: a0, b: b0, from: from, to: to)
                let theta = [a0, b0, linear.w, linear.from, linear.to]
                guard theta.allSatisfy(\.isFinite) else { continue }
                // A guess beside pencil starts gets 100 iterations: it matters only when it finds a
                // lower basin than theirs, and then a fit that has not converged is flagged anyway.
                runs.append((LevenbergMarquardt.Run(problem: problem, theta: theta), k >= pencilStarts && pencilStarts > 0 ? 100 : 500))
            }
        }
        func leastCost() -> Int? { runs.indices.min { runs[$0].run.cost < runs[$1].run.cost } }
        // The first pencil start alone first: when its refinement ends at a certified minimum
        // (`certified`) that is identifiable, the other starts are not set up.
        try addRuns(upTo: 1)
        if pencilStarts > 0, !runs.isEmpty {
            try runs[0].run.advance(to: runs[0].limit)
            let run = runs[0].run
            if run.converged, certified(run) {
                let result = try report(
                    problem: problem, theta: run.theta, mass: mass, converged: true, iterations: run.iterations, notes: notes)
                if result.identifiable { return (result, run.theta) }
            }
        }
        try addRuns(upTo: starts.count)
        if !runs.isEmpty {
            for i in runs.indices { try runs[i].run.advance(to: Swift.min(raceIterations, runs[i].limit)) }
            let leader = leastCost()!
            try runs[leader].run.advance(to: runs[leader].limit)
            let run = runs[leader].run
            if run.converged {
                let result = try report(problem: problem, theta: run.theta, mass: mass, converged: true, iterations: run.iterations, notes: notes)
                if result.identifiable { return (result, run.theta) }
            }
            for i in runs.indices { try runs[i].run.advance(to: runs[i].limit) }
        }
        var best: (theta: [Double], cost: Double, converged: Bool, iterations: Int)?
        if let i = leastCost() { best = (runs[i].run.theta, runs[i].run.cost, runs[i].run.converged, runs[i].run.iterations) }
        if best == nil {
            // Every linear start was non-finite (from − to at rounding level): start from the
            // guess with w = 0 and the first and last samples as from and to.
            var theta: [Double] = [guesses[0].a, guesses[0].b, 0, from ?? values[0], to ?? values[values.count - 1]]
            let lm = try LevenbergMarquardt.minimise(times: times, values: values, theta: &theta, free: free)
            best = (theta, 0, lm.converged, lm.iterations)
            notes.append("no pencil start gave finite linear parameters; started from the end samples")
        }
        let chosen = best!
        let result = try report(
            problem: problem, theta: chosen.theta, mass: mass, converged: chosen.converged, iterations: chosen.iterations, notes: notes)
        return (result, chosen.theta)
    }

    /// Whether a converged refinement is taken as the least-squares minimum without trying the
    /// other starts: its residuals are at rounding level (RMS ≤ 1e-9 of the largest |value|; exact
    /// samples of a spring, whose minimum is 0), or they look like independent noise, lag-one
    /// autocorrelation Σrᵢrᵢ₊₁/Σrᵢ² ≤ 0.5. A fit in another basin leaves part of the motion in
    /// the residuals, smooth from sample to sample (autocorrelation near 1 at UI frame rates);
    /// independent noise gives about 0 ± 1/√n (0.5 is 2.7 standard deviations at n = 30). A
    /// heuristic, not a proof: a lower minimum with white residuals is not excluded, and the
    /// benchmark and `Scripts/compare-curve-fit.py` measure that none is missed on their sets.
    static func certified(_ run: LevenbergMarquardt.Run) -> Bool {
        let r = run.r
        let n = run.problem.times.count
        guard n >= 3 else { return false }
        var sum2 = 0.0, lag = 0.0, largest = 0.0
        for i in 0..<n {
            sum2 += r[i] * r[i]
            if i > 0 { lag += r[i] * r[i - 1] }
            largest = Swift.max(largest, abs(run.problem.values[i]))
        }
        if (sum2 / Double(n)).squareRoot() <= 1e-9 * largest { return true }
        return lag <= 0.5 * sum2
    }

    /// With a and b fixed the model is linear in (to, D = from − to, P = D·w):
    /// x = to + D·(e^{−αt}C + α·t·e^{−αt}S) + P·t·e^{−αt}S. Least squares (`dgelsd`) for the
    /// unknown ones.
    static func linearStart(
        times: [Double], values: [Double], a: Double, b: Double, from: Double?, to: Double?
    ) throws(LapackError) -> (w: Double, from: Double, to: Double) {
        let alpha = b / 2
        let unit = NormalisedSpringModel(a: a, b: b, w: -alpha)  // g = e^{−αt}C: w = −α cancels α
        var phi1 = [Double](), phi2 = [Double]()
        for t in times {
            let e = unit.evaluate(at: t)
            phi1.append(e.g + alpha * e.dw)  // e^{−αt}C + α·t·e^{−αt}S
            phi2.append(e.dw)  // t·e^{−αt}S
        }
        let n = times.count
        switch (from, to) {
        case (nil, nil):
            var m = Matrix.zeros(n, 3)
            for i in 0..<n { (m[i, 0], m[i, 1], m[i, 2]) = (1, phi1[i], phi2[i]) }
            let x = try LinearAlgebra.leastSquares(m, values).solution
            return (x[1] == 0 ? 0 : x[2] / x[1], x[0] + x[1], x[0])
        case (nil, let to?):
            var m = Matrix.zeros(n, 2)
            for i in 0..<n { (m[i, 0], m[i, 1]) = (phi1[i], phi2[i]) }
            let x = try LinearAlgebra.leastSquares(m, values.map { $0 - to }).solution
            return (x[0] == 0 ? 0 : x[1] / x[0], to + x[0], to)
        case (let from?, nil):
            var m = Matrix.zeros(n, 2)
            for i in 0..<n { (m[i, 0], m[i, 1]) = (1 - phi1[i], phi2[i]) }
            let y = (0..<n).map { values[$0] - from * phi1[$0] }
            let x = try LinearAlgebra.leastSquares(m, y).solution
            let d = from - x[0]
            return (d == 0 ? 0 : x[1] / d, from, x[0])
        case (let from?, let to?):
            let d = from - to
            let m = Matrix(rows: n, columns: 1, elements: phi2)
            let y = (0..<n).map { values[$0] - to - d * phi1[$0] }
            let x = try LinearAlgebra.leastSquares(m, y).solution
            return (x[0] / d, from, to)
        }
    }

    static func report(
        problem model: LevenbergMarquardt.Problem, theta: [Double], mass: Double, converged: Bool, iterations: Int, notes: [String]
    ) throws(LapackError) -> SpringFitResult {
        let n = model.rowCount, samples = model.times.count
        let free = model.free
        let (residuals, jacobian) = model.residualsAndJacobian(theta)
        let p = jacobian.columns
        let rss = residuals.reduce(0) { $0 + $1 * $1 }
        let valueResiduals = residuals[0..<samples]
        let rms = (valueResiduals.reduce(0) { $0 + $1 * $1 } / Double(samples)).squareRoot()
        let maxError = valueResiduals.reduce(0) { Swift.max($0, abs($1)) }
        var velocityRMS: Double?, velocityMaxError: Double?
        if n > samples {
            let v = residuals[samples...].map { $0 / model.velocityWeight }
            velocityRMS = (v.reduce(0) { $0 + $1 * $1 } / Double(v.count)).squareRoot()
            velocityMaxError = v.reduce(0) { Swift.max($0, abs($1)) }
        }
        // Column-scaled Jacobian: its SVD gives κ and (JᵀJ)⁻¹ = S⁻¹·V·Σ⁻²·Vᵀ·S⁻¹.
        var norms = [Double](repeating: 0, count: p)
        for j in 0..<p {
            var s = 0.0
            for i in 0..<n { s += jacobian[i, j] * jacobian[i, j] }
            norms[j] = s.squareRoot()
        }
        var scaled = jacobian
        for i in 0..<n {
            for j in 0..<p { scaled[i, j] = norms[j] == 0 ? 0 : jacobian[i, j] / norms[j] }
        }
        let svd = try LinearAlgebra.thinSingularValueDecomposition(scaled)
        let smallest = svd.values[p - 1]
        let condition = smallest > 0 ? svd.values[0] / smallest : .infinity
        let sigma2 = rss / Double(n - p)
        let tq = StudentT.twoSidedQuantile(level: 0.95, degrees: n - p)
        var halfWidths = [Double](repeating: .infinity, count: p)
        if smallest > 0 {
            for j in 0..<p where norms[j] > 0 {
                var v = 0.0
                for k in 0..<p { v += (svd.right[j, k] / svd.values[k]) * (svd.right[j, k] / svd.values[k]) }
                halfWidths[j] = tq * (sigma2 * v).squareRoot() / norms[j]
            }
        }
        // Map free-parameter columns back to θ indices.
        let indices = (0..<5).filter { free[$0] }
        var half = [Double](repeating: 0, count: 5)
        for (column, index) in indices.enumerated() { half[index] = halfWidths[column] }
        // σ̂²(JᵀJ)⁻¹ in the reported parameters: k = m·a, c = m·b, v = −w, from, to.
        let signs = [mass, mass, -1, 1, 1]
        var covariance = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        for (j, row) in indices.enumerated() {
            for (l, column) in indices.enumerated() {
                var v = 0.0
                if smallest > 0 {
                    for k in 0..<p { v += svd.right[j, k] * svd.right[l, k] / (svd.values[k] * svd.values[k]) }
                    v = sigma2 * v / (norms[j] * norms[l])
                } else {
                    v = .infinity
                }
                covariance[row][column] = signs[row] * signs[column] * v
            }
        }
        let names: [SpringFitParameter] = [.stiffness, .dampingCoefficient, .initialVelocity, .from, .to]
        var reasons = notes
        var identifiable = converged
        if !converged { reasons.append("the refinement did not converge in \(iterations) iterations") }
        if !(condition <= acceptedCondition) {
            identifiable = false
            let last = (0..<p).max { abs(svd.right[$0, p - 1]) < abs(svd.right[$1, p - 1]) }!
            let shown = condition.isFinite ? "\(Double(Float(condition)))" : "infinite"
            reasons.append(
                "the samples do not determine \(names[indices[last]].rawValue) (scaled Jacobian condition number \(shown) > \(acceptedCondition)); record a longer or less noisy motion"
            )
        }
        // The noise can leave a well-conditioned fit undetermined: a stiffness interval reaching
        // zero means the samples do not bound the frequency at all.
        if identifiable && !(half[0] < theta[0]) {
            identifiable = false
            reasons.append(
                "the samples do not determine stiffness: its 95 % interval ±\(Double(Float(mass * half[0]))) reaches zero; record a longer or less noisy motion"
            )
        }
        let a = theta[0], b = theta[1]
        func interval(_ value: Double, _ h: Double) -> ClosedRange<Double> { (value - h)...(value + h) }
        let confidence: [SpringFitParameter: ClosedRange<Double>] = [
            .stiffness: interval(mass * a, mass * half[0]),
            .dampingCoefficient: interval(mass * b, mass * half[1]),
            .initialVelocity: interval(-theta[2], half[2]),
            .from: interval(theta[3], half[3]),
            .to: interval(theta[4], half[4]),
        ]
        return SpringFitResult(
            mass: mass, stiffness: mass * a, dampingCoefficient: mass * b, initialVelocity: -theta[2], from: theta[3],
            to: theta[4], rms: rms, residualStandardError: sigma2.squareRoot(), maxError: maxError, velocityRMS: velocityRMS,
            velocityMaxError: velocityMaxError, confidence95: confidence, covariance: covariance, identifiable: identifiable,
            reasons: reasons, conditionNumber: condition, iterations: iterations)
    }
}

/// A parameter of a fitted spring with a confidence interval; the raw value is the key the
/// command line's JSON uses.
public enum SpringFitParameter: String, Sendable, Hashable, CaseIterable {
    case stiffness
    case dampingCoefficient = "damping_coefficient"
    case initialVelocity = "initial_velocity"
    case from, to
}

/// The result of ``SpringFit/fit(times:values:from:to:mass:)``.
public struct SpringFitResult: Sendable, Equatable {
    /// The mass given (1 by default): only k/m and c/m are determined by a motion.
    public let mass: Double
    /// k = mass·a.
    public let stiffness: Double
    /// c = mass·b.
    public let dampingCoefficient: Double
    /// The initial velocity normalised as UIKit takes it: v₀ / (to − from), distances per second.
    public let initialVelocity: Double
    public let from: Double
    public let to: Double
    /// Root mean square of the residuals, √(RSS/n). Under independent noise of standard deviation
    /// σ it averages about σ·√((n − p)/n): p parameters absorb part of the noise.
    public let rms: Double
    /// The residual standard error √(RSS/(n − p)), p the number of fitted parameters: the estimate
    /// σ̂ of the noise's standard deviation that the intervals use (σ̂² is unbiased for σ²).
    public let residualStandardError: Double
    /// The largest absolute residual over the samples.
    public let maxError: Double
    /// Root mean square and largest absolute residual of the velocity samples, when they were
    /// fitted (distance per second); nil otherwise.
    public let velocityRMS: Double?
    public let velocityMaxError: Double?
    /// 95 % confidence intervals, value ± t₀.₉₇₅,ₙ₋ₚ·√(σ̂²(JᵀJ)⁻¹)ⱼⱼ; a parameter that was given
    /// has the zero-width interval at its value, one the data do not determine an infinite one.
    public let confidence95: [SpringFitParameter: ClosedRange<Double>]
    /// The estimated covariance σ̂²(JᵀJ)⁻¹ of the reported parameters, rows and columns in the
    /// order of ``SpringFitParameter/allCases`` (stiffness, damping coefficient, initial velocity,
    /// from, to; units their products); zero rows and columns for a given parameter, infinite
    /// entries when the Jacobian is singular. The linearised uncertainty of anything computed
    /// from the fit, e.g. a band around the fitted curve: Var f ≈ ∇fᵀ·covariance·∇f.
    public let covariance: [[Double]]
    /// Whether the samples determine every parameter (scaled Jacobian condition number at most
    /// ``SpringFit/acceptedCondition`` and the refinement converged); `reasons` says why not.
    public let identifiable: Bool
    /// Why the fit is not identifiable, and notes on how it was started.
    public let reasons: [String]
    /// The condition number of the column-scaled Jacobian at the solution.
    public let conditionNumber: Double
    /// Levenberg–Marquardt iterations taken.
    public let iterations: Int

    /// The damping ratio ζ = c/(2√(k·m)).
    public var dampingRatio: Double { dampingCoefficient / (2 * (stiffness * mass).squareRoot()) }
    /// The undamped period 2π/√(k/m), SwiftUI's response, in seconds.
    public var response: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }
    /// The fitted spring (nil only if the fit left the spring's domain: stiffness not > 0).
    public var spring: Spring? { try? Spring(validatingMass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient) }
}

/// Why samples could not be fitted.
public enum SpringFitError: Error, Sendable, Equatable, CustomStringConvertible {
    case mismatchedLengths(times: Int, values: Int)
    /// Fewer samples than the unknown parameters plus one (the noise variance needs one more).
    case tooFewSamples(count: Int, needed: Int)
    case nonFiniteTime(index: Int)
    case nonFiniteValue(index: Int)
    case negativeTime(index: Int)
    /// The time at `index` is not greater than the one before it (duplicate or decreasing).
    case timesNotIncreasing(index: Int)
    /// Every value is the same: no motion to fit.
    case constantData
    case invalidMass(Double)
    case nonFiniteGiven(String)
    /// from and to were both given and are equal: the normalised velocity is undefined.
    case fromEqualsTo
    /// A velocity column of another length than the times.
    case mismatchedVelocities(times: Int, velocities: Int)
    case nonFiniteVelocity(index: Int)
    /// The guess has a stiffness not > 0, a damping coefficient < 0, or a non-finite entry.
    case invalidGuess
    case linearAlgebra(LapackError)

    public var description: String {
        switch self {
        case .mismatchedLengths(let t, let v): return "\(t) times but \(v) values"
        case .tooFewSamples(let c, let n): return "\(c) samples are too few: the fit needs at least \(n)"
        case .nonFiniteTime(let i): return "sample \(i + 1): the time is not a finite number"
        case .nonFiniteValue(let i): return "sample \(i + 1): the value is not a finite number"
        case .negativeTime(let i): return "sample \(i + 1): the time is negative (times are seconds from the release)"
        case .timesNotIncreasing(let i): return "sample \(i + 1): the time is not after the previous one (times must strictly increase)"
        case .constantData: return "every value is the same: the samples hold no motion to fit"
        case .invalidMass(let m): return "the mass must be a finite number > 0 (got \(m))"
        case .nonFiniteGiven(let name): return "\(name) must be a finite number"
        case .fromEqualsTo: return "from and to are equal: the normalised velocity is undefined"
        case .mismatchedVelocities(let t, let v): return "\(t) times but \(v) velocities"
        case .nonFiniteVelocity(let i): return "sample \(i + 1): the velocity is not a finite number"
        case .invalidGuess: return "the guess needs a finite stiffness > 0, damping coefficient ≥ 0, and finite velocity, from and to"
        case .linearAlgebra(let e): return e.description
        }
    }
}
