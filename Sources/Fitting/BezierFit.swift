import Easing
import LinearAlgebra

/// The CSS `cubic-bezier(x₁, y₁, x₂, y₂)` closest to a target curve in the maximum norm:
/// ``BezierFit/fit(progress:values:)`` for samples, ``BezierFit/fit(function:gridCount:checkCount:)``
/// and ``BezierFit/fit(_:gridCount:checkCount:)`` for a curve that can be evaluated anywhere.
///
/// ## Objective
/// The target is a function f of progress u ∈ [0, 1] with f(0) = 0 and f(1) = 1 when it is
/// normalised (an easing, or a motion mapped from → to onto 0 → 1). The curve is
/// B(t) = 3(1−t)²t·P₁ + 3(1−t)t²·P₂ + t³, and its value at u is y(t(u)), t(u) the root of
/// x(t) = u; x₁, x₂ ∈ [0, 1] keep x(t) non-decreasing, so y is a function of u. The fit solves
///
///     min over x₁, x₂ ∈ [0, 1], y₁, y₂ ∈ ℝ of  E = max over uᵢ of |y(t(uᵢ)) − f(uᵢ)|
///
/// on the points uᵢ (the samples, or an even grid; more than ``BezierFit/searchPoints`` samples are
/// searched on that many and checked on all). Every cubic-bezier passes through (0, 0) and
/// (1, 1), so the errors at u = 0 and u = 1 are f(0) and f(1) − 1 whatever the fit: a floor.
///
/// ## Method
/// For fixed x₁, x₂ the curve is linear in y₁, y₂:
///
///     y(t(u)) = 3(1−t)²t·y₁ + 3(1−t)t²·y₂ + t³,   t = t(u; x₁, x₂),
///
/// so the problem separates into a convex inner problem in (y₁, y₂) and a two-dimensional outer
/// one in (x₁, x₂).
///
/// 1. **Least squares.** The inner least-squares problem (`dgelsd`) on a 7 × 7 grid of (x₁, x₂)
///    picks starts; from the three best, projected Levenberg–Marquardt on all four parameters
///    (x clamped into [0, 1]) minimises Σ rᵢ², with the analytic Jacobian
///    ∂y/∂y₁ = 3(1−t)²t, ∂y/∂y₂ = 3(1−t)t², ∂y/∂x₁ = −y′(t)·3(1−t)²t / x′(t),
///    ∂y/∂x₂ = −y′(t)·3(1−t)t² / x′(t) (implicit differentiation of x(t) = u). A target that is a
///    cubic-bezier has zero residual there, and Gauss–Newton converges to it quadratically.
/// 2. **Minimax in y (inner).** For fixed x₁, x₂ the exact discrete minimax in (y₁, y₂) by the
///    exchange algorithm (Stiefel 1959, the discrete Remez algorithm): a reference of three
///    points, the levelled solution with errors ±h alternating there (a 3×3 system, `dgesv`),
///    the point of largest error swapped in, until that error equals |h| to 1e-13. The basis
///    3(1−t)²t, 3(1−t)t² is a Haar system on the interior points, so this ends at the minimax,
///    certified by de la Vallée Poussin's bound |h| ≤ minimax ≤ max error
///    (``BezierFitResult/lowerBound``). Where it cannot run (fewer than three interior points),
///    Lawson's iteratively reweighted least squares (C. L. Lawson, thesis, UCLA 1961) instead.
/// 3. **Minimax in x (outer).** Nelder–Mead on the inner minimax as a function of (x₁, x₂),
///    clamped into [0, 1]², from the least-squares solution (initial steps 0.05), restarted once
///    from its result (steps 0.005); each run stops when the simplex spans less than 1e-10 or
///    after 300 evaluations. For a function target the error can peak between the fitted grid
///    points: the peaks of the error on the check grid (within 10 % of its maximum) and their
///    neighbours join the points and the search resumes (steps 0.001), up to three times — the
///    discretisation refinement of semi-infinite minimax. The better of this and the
///    least-squares fit is kept.
///
/// ## How close to the minimax
/// The inner minimax is exact and certified for the final x₁, x₂. The outer problem is not
/// convex: the result is a local minimax in (x₁, x₂) from the least-squares basin, not a
/// certified global one. Checked independently (`Scripts/check-bezier-minimax.py`): on six
/// springs SciPy's differential evolution (a global search) polished by Nelder–Mead on a
/// 20001-point grid finds no better bezier (the two maxima agree to 1e-5 relative), and the error
/// equioscillates — its maximum is reached with alternating signs at five points, the signature
/// of a best approximation from a four-parameter family (three or four when x₂ = 0 or x₁ = 0 is
/// active). ``BezierFitResult/maxError`` is measured on the points
/// fitted, and for a function also on a grid of `checkCount` points (the maximum between grid
/// points can exceed it by the curve's variation over one grid step).
///
/// ## Conditioning accepted
/// Near x₁ = 0 or x₂ = 1 the curve has a vertical tangent at an end (x′(t) = 0) and the
/// x-derivatives grow without bound; the least-squares steps use `dgelsd` (SVD, minimum-norm
/// steps on a nearly singular Jacobian) and points where x′(t) = 0 contribute no x-derivative.
/// The parameter t(u) comes from `CubicBezierEasing`, accurate to 1e-12 in y for every curve.
/// The minimax E is flat at its minimum, so the x₁, x₂ of a fit that is not exact are determined
/// only as well as E's flatness allows (the search stops at a 1e-10 simplex), not to machine
/// precision; an exact target is recovered by the least-squares stage to rounding.
public enum BezierFit {
    /// The fewest samples accepted: the four parameters plus one.
    public static let minimumSamples = 5
    /// The largest |value| accepted (normalised values are about 1): sums of squares of the
    /// residuals stay finite, and the fitted y₁, y₂ within `CubicBezierEasing`'s ±1e306.
    public static let maximumValue = 1e100

    /// Fits samples `values[i]` at progress `progress[i]` (in [0, 1], strictly increasing).
    /// - Throws: ``BezierFitError``.
    public static func fit(progress: [Double], values: [Double]) throws(BezierFitError) -> BezierFitResult {
        guard progress.count == values.count else { throw .mismatchedLengths(progress: progress.count, values: values.count) }
        for i in progress.indices {
            guard progress[i].isFinite else { throw .nonFiniteProgress(index: i) }
            guard values[i].isFinite else { throw .nonFiniteValue(index: i) }
            guard abs(values[i]) <= maximumValue else { throw .valueTooLarge(index: i) }
            guard (0...1).contains(progress[i]) else { throw .progressOutOfRange(index: i) }
            if i > 0, progress[i] <= progress[i - 1] { throw .notAFunction(index: i) }
        }
        guard progress.count >= minimumSamples else { throw .tooFewSamples(count: progress.count, needed: minimumSamples) }
        do {
            return try solve(progress: progress, values: values, check: nil)
        } catch {
            throw .linearAlgebra(error)
        }
    }

    /// Fits a function of progress, fitted on `gridCount` evenly spaced points of [0, 1] and its
    /// maximum error measured on `checkCount` (at least 5 each).
    /// - Throws: ``BezierFitError/nonFiniteTarget(progress:)`` when f is not finite, or beyond
    ///   ±``maximumValue``, somewhere on the grids.
    public static func fit(
        function f: (Double) -> Double, gridCount: Int = 801, checkCount: Int = 20001
    ) throws(BezierFitError) -> BezierFitResult {
        let n = Swift.max(gridCount, minimumSamples), m = Swift.max(checkCount, minimumSamples)
        let progress = (0..<n).map { Double($0) / Double(n - 1) }
        let values = progress.map(f)
        if let i = values.firstIndex(where: { !(abs($0) <= maximumValue) }) { throw .nonFiniteTarget(progress: progress[i]) }
        let checkProgress = (0..<m).map { Double($0) / Double(m - 1) }
        let checkValues = checkProgress.map(f)
        if let i = checkValues.firstIndex(where: { !(abs($0) <= maximumValue) }) {
            throw .nonFiniteTarget(progress: checkProgress[i])
        }
        do {
            return try solve(progress: progress, values: values, check: (checkProgress, checkValues))
        } catch {
            throw .linearAlgebra(error)
        }
    }

    /// Fits an easing curve (any `Easing`: a spring, a Penner curve, `linear()`, `steps()`, …).
    public static func fit(
        _ easing: any Easing, gridCount: Int = 801, checkCount: Int = 20001
    ) throws(BezierFitError) -> BezierFitResult {
        try fit(function: { easing.value(at: $0) }, gridCount: gridCount, checkCount: checkCount)
    }

    // MARK: - The curve's rows

    /// For fixed x₁, x₂: y(t(uᵢ)) = aᵢ·y₁ + bᵢ·y₂ + cᵢ, with t and x′(t) at each point.
    struct Rows {
        var a: [Double] = [], b: [Double] = [], c: [Double] = [], t: [Double] = [], dx: [Double] = []

        init(x1: Double, x2: Double, progress: [Double]) {
            // Only x(t) matters for t(u): the ordinates are placeholders.
            let curve = try! CubicBezierEasing(x1, 0, x2, 1)
            for u in progress {
                let t = curve.parameter(for: u), s = 1 - t
                a.append(3 * s * s * t)
                b.append(3 * s * t * t)
                c.append(t * t * t)
                self.t.append(t)
                dx.append(3 * s * s * x1 + 6 * s * t * (x2 - x1) + 3 * t * t * (1 - x2))
            }
        }

        func residuals(y1: Double, y2: Double, values: [Double]) -> [Double] {
            values.indices.map { i in a[i] * y1 + b[i] * y2 + c[i] - values[i] }
        }
    }

    static func maxAbs(_ r: [Double]) -> (value: Double, index: Int) {
        var best = (value: -1.0, index: 0)
        for i in r.indices where abs(r[i]) > best.value { best = (abs(r[i]), i) }
        return best
    }

    /// The inner least-squares ordinates for fixed x₁, x₂ (rows weighted by `weights` if given).
    static func ordinates(_ rows: Rows, values: [Double], weights: [Double]? = nil) throws(LapackError) -> (y1: Double, y2: Double) {
        let n = values.count
        var m = Matrix.zeros(n, 2)
        var rhs = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let s = weights.map { $0[i].squareRoot() } ?? 1
            (m[i, 0], m[i, 1]) = (s * rows.a[i], s * rows.b[i])
            rhs[i] = s * (values[i] - rows.c[i])
        }
        let y = try LinearAlgebra.leastSquares(m, rhs).solution
        return (y[0], y[1])
    }

    /// Lawson's algorithm for the inner minimax: the best ordinates found, their maximum error
    /// (upper bound) and the certified lower bound.
    static func innerMinimax(
        _ rows: Rows, values: [Double], iterations: Int
    ) throws(LapackError) -> (y1: Double, y2: Double, upper: Double, lower: Double) {
        let n = values.count
        var w = [Double](repeating: 1 / Double(n), count: n)
        var best = (y1: 0.0, y2: 0.0, upper: Double.infinity)
        var lower = 0.0
        for _ in 0..<iterations {
            let y = try ordinates(rows, values: values, weights: w)
            let r = rows.residuals(y1: y.y1, y2: y.y2, values: values)
            var weighted = 0.0, total = 0.0
            for i in 0..<n { weighted += w[i] * r[i] * r[i]; total += w[i] }
            lower = Swift.max(lower, (weighted / total).squareRoot())
            let upper = maxAbs(r).value
            if upper < best.upper { best = (y.y1, y.y2, upper) }
            if best.upper - lower <= 1e-6 * best.upper { break }
            var sum = 0.0
            for i in 0..<n {
                w[i] *= abs(r[i])
                sum += w[i]
            }
            guard sum > 0 else { break }  // every weighted residual zero: an exact fit
            for i in 0..<n { w[i] /= sum }
        }
        return (best.y1, best.y2, best.upper, Swift.min(lower, best.upper))
    }

    /// The exact discrete minimax in (y₁, y₂) for fixed x₁, x₂, by the exchange algorithm
    /// (Stiefel, 1959; the discrete Remez algorithm): a reference of three points u_{i₁} < u_{i₂} <
    /// u_{i₃}, the levelled solution aᵢy₁ + bᵢy₂ + cᵢ − fᵢ = ±h with alternating signs (a 3×3
    /// system, `dgesv`), then the point of largest error swapped in so the signs still alternate,
    /// until that error is |h| to 1e-13 relative. The basis 3(1−t)²t, 3(1−t)t² is a Haar system
    /// on the interior points (a combination 3t(1−t)(α(1−t) + βt) vanishes at most once in (0, 1)),
    /// so the levelled systems are regular, |h| rises strictly at every exchange, and the end is the
    /// minimax, certified by de la Vallée Poussin: |h| ≤ minimax ≤ max error. The end points, where
    /// both basis functions vanish, keep their fixed error |f − c| and enter only the maximum.
    /// Nil when the reference cannot be formed (fewer than three interior points) or a levelled
    /// system is singular; the caller then uses Lawson's iteration.
    static func exchangeMinimax(_ rows: Rows, values: [Double]) throws(LapackError) -> (y1: Double, y2: Double, upper: Double, lower: Double)? {
        let interior = values.indices.filter { rows.a[$0] != 0 || rows.b[$0] != 0 }
        guard interior.count >= 3 else { return nil }
        var fixed = 0.0
        for i in values.indices where rows.a[i] == 0 && rows.b[i] == 0 { fixed = Swift.max(fixed, abs(rows.c[i] - values[i])) }
        var reference = [interior[0], interior[interior.count / 2], interior[interior.count - 1]]
        var best: (y1: Double, y2: Double, upper: Double, lower: Double)?
        for _ in 0..<200 {
            var m = Matrix.zeros(3, 3)
            var rhs = [Double](repeating: 0, count: 3)
            for (k, i) in reference.enumerated() {
                (m[k, 0], m[k, 1], m[k, 2]) = (rows.a[i], rows.b[i], k == 1 ? 1 : -1)
                rhs[k] = values[i] - rows.c[i]
            }
            let solution: [Double]
            do { solution = try LinearAlgebra.solve(m, rhs) } catch { return best }
            let (y1, y2, h) = (solution[0], solution[1], solution[2])
            guard y1.isFinite, y2.isFinite, h.isFinite else { return best }
            // Residual at reference point k is −h, +h, −h (k = 0, 1, 2).
            var worst = -1.0, j = 0
            for i in interior {
                let e = abs(rows.a[i] * y1 + rows.b[i] * y2 + rows.c[i] - values[i])
                if e > worst { (worst, j) = (e, i) }
            }
            let upper = Swift.max(worst, fixed)
            if best == nil || upper < best!.upper { best = (y1, y2, upper, Swift.max(abs(h), fixed)) }
            if worst <= abs(h) * (1 + 1e-13) || reference.contains(j) { break }
            // Swap j in, keeping the signs alternating.
            func sign(_ i: Int) -> Bool { rows.a[i] * y1 + rows.b[i] * y2 + rows.c[i] - values[i] >= 0 }
            let sj = sign(j)
            if j < reference[0] {
                if sign(reference[0]) == sj { reference[0] = j } else { reference = [j, reference[0], reference[1]] }
            } else if j > reference[2] {
                if sign(reference[2]) == sj { reference[2] = j } else { reference = [reference[1], reference[2], j] }
            } else {
                let k = j < reference[1] ? 0 : 1
                if sign(reference[k]) == sj { reference[k] = j } else { reference[k + 1] = j }
            }
        }
        return best
    }

    /// The inner minimax for fixed x₁, x₂: the exchange algorithm, or Lawson's iteration where
    /// the exchange cannot run.
    static func inner(_ rows: Rows, values: [Double], lawsonIterations: Int) throws(LapackError) -> (
        y1: Double, y2: Double, upper: Double, lower: Double
    ) {
        if let exact = try exchangeMinimax(rows, values: values) { return exact }
        return try innerMinimax(rows, values: values, iterations: lawsonIterations)
    }

    // MARK: - Least squares on all four parameters

    /// Projected Levenberg–Marquardt on θ = (x₁, y₁, x₂, y₂) minimising Σ rᵢ².
    static func leastSquaresFit(_ start: [Double], progress: [Double], values: [Double]) throws(LapackError) -> [Double] {
        func cost(_ theta: [Double]) -> Double {
            Rows(x1: theta[0], x2: theta[2], progress: progress).residuals(y1: theta[1], y2: theta[3], values: values)
                .reduce(0) { $0 + $1 * $1 }
        }
        var theta = start
        var current = cost(theta)
        var lambda = 1e-3
        let n = progress.count
        for _ in 0..<200 {
            if current == 0 { break }
            let rows = Rows(x1: theta[0], x2: theta[2], progress: progress)
            let r = rows.residuals(y1: theta[1], y2: theta[3], values: values)
            var jacobian = Matrix.zeros(n, 4)
            for i in 0..<n {
                let t = rows.t[i], s = 1 - t
                let dy = 3 * s * s * theta[1] + 6 * s * t * (theta[3] - theta[1]) + 3 * t * t * (1 - theta[3])
                let slope = rows.dx[i] > 0 ? dy / rows.dx[i] : 0
                jacobian[i, 0] = -slope * rows.a[i]
                jacobian[i, 1] = rows.a[i]
                jacobian[i, 2] = -slope * rows.b[i]
                jacobian[i, 3] = rows.b[i]
            }
            var scale = [Double](repeating: 0, count: 4)
            for j in 0..<4 {
                for i in 0..<n { scale[j] += jacobian[i, j] * jacobian[i, j] }
                scale[j] = Swift.max(scale[j].squareRoot(), 1e-300)
            }
            var improved = false
            var smallStep = false
            while lambda <= 1e16 {
                var augmented = Matrix.zeros(n + 4, 4)
                for i in 0..<n {
                    for j in 0..<4 { augmented[i, j] = jacobian[i, j] }
                }
                for j in 0..<4 { augmented[n + j, j] = lambda.squareRoot() * scale[j] }
                let rhs = r.map { -$0 } + [0, 0, 0, 0]
                let step = try LinearAlgebra.leastSquares(augmented, rhs).solution
                var trial = (0..<4).map { theta[$0] + step[$0] }
                trial[0] = Swift.min(Swift.max(trial[0], 0), 1)
                trial[2] = Swift.min(Swift.max(trial[2], 0), 1)
                let moved = (0..<4).map { abs(trial[$0] - theta[$0]) / Swift.max(abs(theta[$0]), 1) }.max()!
                let trialCost = cost(trial)
                if trialCost < current {
                    theta = trial
                    current = trialCost
                    lambda = Swift.max(lambda / 3, 1e-12)
                    improved = true
                    smallStep = moved <= 1e-14
                    break
                }
                if moved <= 1e-15 { break }
                lambda *= 4
            }
            if !improved || smallStep { break }
        }
        return theta
    }

    // MARK: - The whole fit

    /// The most points the searches (least squares, Nelder–Mead) run on: beyond it they run on
    /// this many evenly chosen samples (first and last included), and only the final inner
    /// minimax and the reported errors use every sample.
    public static let searchPoints = 2001

    static func solve(
        progress allProgress: [Double], values allValues: [Double], check: (progress: [Double], values: [Double])?
    ) throws(LapackError) -> BezierFitResult {
        var progress = allProgress, values = allValues
        if allProgress.count > searchPoints {
            let last = allProgress.count - 1
            let chosen = (0..<searchPoints).map { k in (k * last + (searchPoints - 1) / 2) / (searchPoints - 1) }
            progress = chosen.map { allProgress[$0] }
            values = chosen.map { allValues[$0] }
        }
        // 1. Starts from a grid of abscissae, inner least squares for the ordinates.
        let grid = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]
        var starts: [(theta: [Double], cost: Double)] = []
        for x1 in grid {
            for x2 in grid {
                let rows = Rows(x1: x1, x2: x2, progress: progress)
                let y = try ordinates(rows, values: values)
                let cost = rows.residuals(y1: y.y1, y2: y.y2, values: values).reduce(0) { $0 + $1 * $1 }
                if cost.isFinite { starts.append(([x1, y.y1, x2, y.y2], cost)) }
            }
        }
        starts.sort { $0.cost < $1.cost }
        var l2: (theta: [Double], cost: Double)?
        for start in starts.prefix(3) {
            let theta = try leastSquaresFit(start.theta, progress: progress, values: values)
            let cost = Rows(x1: theta[0], x2: theta[2], progress: progress).residuals(y1: theta[1], y2: theta[3], values: values)
                .reduce(0) { $0 + $1 * $1 }
            if l2 == nil || cost < l2!.cost { l2 = (theta, cost) }
        }
        let l2Theta = l2!.theta
        let l2Error = maxAbs(
            Rows(x1: l2Theta[0], x2: l2Theta[2], progress: allProgress).residuals(y1: l2Theta[1], y2: l2Theta[3], values: allValues)
        ).value

        // 2–3. Minimax: Nelder–Mead over (x₁, x₂) on Lawson's inner minimax.
        var theta = l2Theta
        var bestError = l2Error
        var lower = 0.0
        if l2Error > 0 {
            var searchProgress = progress, searchValues = values
            var finalProgress = allProgress, finalValues = allValues
            func objective(_ x: [Double]) throws(LapackError) -> Double {
                let rows = Rows(x1: x[0], x2: x[1], progress: searchProgress)
                return try inner(rows, values: searchValues, lawsonIterations: 60).upper
            }
            var x = [l2Theta[0], l2Theta[2]]
            for step in [0.05, 0.005] {
                x = try nelderMead(start: x, step: step, objective)
            }
            // A function's error can peak between the grid points fitted: the peaks of the error
            // on the check grid (and their neighbours) join the points, and the search resumes —
            // the discretisation refinement of semi-infinite minimax (Remez's second algorithm
            // adds the extrema the same way).
            if let check {
                for _ in 0..<3 {
                    let rows = Rows(x1: x[0], x2: x[1], progress: searchProgress)
                    let y = try inner(rows, values: searchValues, lawsonIterations: 60)
                    guard let curve = try? CubicBezierEasing(x[0], y.y1, x[1], y.y2) else { break }
                    let e = check.progress.indices.map { abs(curve.value(at: check.progress[$0]) - check.values[$0]) }
                    let top = e.max() ?? 0
                    guard top > y.upper * (1 + 1e-9) else { break }
                    var added: [(Double, Double)] = []
                    for i in e.indices where e[i] >= 0.9 * top && (i == 0 || e[i] >= e[i - 1]) && (i == e.count - 1 || e[i] >= e[i + 1]) {
                        for k in Swift.max(i - 1, 0)...Swift.min(i + 1, e.count - 1) { added.append((check.progress[k], check.values[k])) }
                    }
                    func merge(_ p: [Double], _ v: [Double]) -> ([Double], [Double]) {
                        var all = zip(p, v).map { ($0, $1) } + added
                        all.sort { $0.0 < $1.0 }
                        var outP: [Double] = [], outV: [Double] = []
                        for (u, f) in all where outP.last != u {
                            outP.append(u)
                            outV.append(f)
                        }
                        return (outP, outV)
                    }
                    (searchProgress, searchValues) = merge(searchProgress, searchValues)
                    (finalProgress, finalValues) = merge(finalProgress, finalValues)
                    x = try nelderMead(start: x, step: 0.001, objective)
                }
            }
            let rows = Rows(x1: x[0], x2: x[1], progress: finalProgress)
            let final = try inner(rows, values: finalValues, lawsonIterations: 2000)
            if final.upper < bestError {
                theta = [x[0], final.y1, x[1], final.y2]
                bestError = final.upper
                lower = final.lower
            }
        }
        // The reported maximum: over the fitted points, and the check grid when there is one.
        var points = zip(allProgress, allValues).map { ($0, $1) }
        if let check { points += zip(check.progress, check.values).map { ($0, $1) } }
        func maximumError(_ curve: CubicBezierEasing) -> (error: Double, at: Double) {
            var maxError = -1.0, at = 0.0
            for (u, f) in points {
                let e = abs(curve.value(at: u) - f)
                if e > maxError { (maxError, at) = (e, u) }
            }
            return (maxError, at)
        }
        var curve = try! CubicBezierEasing(theta[0], theta[1], theta[2], theta[3])
        var (maxError, at) = maximumError(curve)
        // The simplest coordinates that fit as well: the fit rounded to 1, 2, … 6 decimals, the
        // first whose maximum error is no larger (or at rounding level, ≤ 1e-12). A target that is
        // itself a cubic-bezier comes back exactly even where its curve hardly depends on a control
        // point (ease-in's P2 = P3: sliding P2 along the end tangent moves y only at second order,
        // so the search stops 1.5e-4 away with a max error of 7.6e-13). Fits of other targets are
        // unchanged: rounding moves their error by far more than rounding level.
        for digits in 1...6 {
            let scale = Double.pow(10, Double(digits))
            let rounded = theta.map { ($0 * scale).rounded() / scale }
            guard let candidate = try? CubicBezierEasing(rounded[0], rounded[1], rounded[2], rounded[3]) else { continue }
            let e = maximumError(candidate)
            if e.error <= Swift.max(maxError, 1e-12) {
                (curve, maxError, at) = (candidate, e.error, e.at)
                break
            }
        }
        return BezierFitResult(
            curve: curve, maxError: maxError, atProgress: at, lowerBound: lower, leastSquaresMaxError: l2Error,
            leastSquares: try! CubicBezierEasing(l2Theta[0], l2Theta[1], l2Theta[2], l2Theta[3]))
    }

    /// Nelder–Mead (standard coefficients 1, 2, ½, ½) on [0, 1]², every point clamped into the
    /// box; stops when the simplex spans less than 1e-10 or after 300 evaluations.
    static func nelderMead(
        start: [Double], step: Double, _ f: ([Double]) throws(LapackError) -> Double
    ) throws(LapackError) -> [Double] {
        func clamp(_ p: [Double]) -> [Double] { p.map { Swift.min(Swift.max($0, 0), 1) } }
        var simplex = [start, [start[0] + step, start[1]], [start[0], start[1] + step]].map(clamp)
        if simplex[1] == simplex[0] { simplex[1] = clamp([start[0] - step, start[1]]) }
        if simplex[2] == simplex[0] { simplex[2] = clamp([start[0], start[1] - step]) }
        var values: [Double] = []
        for p in simplex { values.append(try f(p)) }
        var evaluations = 3
        while evaluations < 300 {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            let span = (1...2).map { k in Swift.max(abs(simplex[k][0] - simplex[0][0]), abs(simplex[k][1] - simplex[0][1])) }.max()!
            if span < 1e-10 { break }
            let centroid = [(simplex[0][0] + simplex[1][0]) / 2, (simplex[0][1] + simplex[1][1]) / 2]
            func along(_ c: Double) -> [Double] {
                clamp([centroid[0] + c * (simplex[2][0] - centroid[0]), centroid[1] + c * (simplex[2][1] - centroid[1])])
            }
            let reflected = along(-1)
            let fr = try f(reflected)
            evaluations += 1
            if fr < values[0] {
                let expanded = along(-2)
                let fe = try f(expanded)
                evaluations += 1
                (simplex[2], values[2]) = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < values[1] {
                (simplex[2], values[2]) = (reflected, fr)
            } else {
                let contracted = fr < values[2] ? along(-0.5) : along(0.5)
                let fc = try f(contracted)
                evaluations += 1
                if fc < Swift.min(fr, values[2]) {
                    (simplex[2], values[2]) = (contracted, fc)
                } else {
                    for k in 1...2 {
                        simplex[k] = clamp([(simplex[0][0] + simplex[k][0]) / 2, (simplex[0][1] + simplex[k][1]) / 2])
                        values[k] = try f(simplex[k])
                        evaluations += 1
                    }
                }
            }
        }
        let best = values.indices.min { values[$0] < values[$1] }!
        return simplex[best]
    }
}

/// The best cubic-bezier found by ``BezierFit``.
public struct BezierFitResult: Sendable {
    /// The fitted curve: `cubic-bezier(x1, y1, x2, y2)`.
    public let curve: CubicBezierEasing
    /// The largest |curve − target| found (over the fitted points, and the check grid for a
    /// function).
    public let maxError: Double
    /// The progress where ``maxError`` occurs.
    public let atProgress: Double
    /// A certified lower bound on the smallest maximum error over the fitted points for the
    /// fitted x₁, x₂ (the exchange algorithm's levelled error |h|, de la Vallée Poussin's bound,
    /// or Lawson's weighted least-squares bound where the exchange cannot run; 0 when the
    /// least-squares fit was kept).
    public let lowerBound: Double
    /// The least-squares fit's maximum error on the fitted points (the minimax stage's start).
    public let leastSquaresMaxError: Double
    /// The least-squares fit.
    public let leastSquares: CubicBezierEasing

    public var x1: Double { curve.x1 }
    public var y1: Double { curve.y1 }
    public var x2: Double { curve.x2 }
    public var y2: Double { curve.y2 }
    /// The CSS text, `cubic-bezier(x1, y1, x2, y2)`, each coordinate rounded to 6 decimal places
    /// (`CubicBezierEasing.cssText`); ``x1``…``y2`` keep every digit.
    public var css: String { curve.cssText }
}

/// Why a target could not be fitted.
public enum BezierFitError: Error, Sendable, Equatable, CustomStringConvertible {
    case mismatchedLengths(progress: Int, values: Int)
    case tooFewSamples(count: Int, needed: Int)
    case nonFiniteProgress(index: Int)
    case nonFiniteValue(index: Int)
    /// A progress value outside [0, 1].
    case progressOutOfRange(index: Int)
    /// The progress at `index` is not after the one before: the samples are not a function of
    /// progress (or not in order).
    case notAFunction(index: Int)
    /// A value beyond ±``BezierFit/maximumValue``.
    case valueTooLarge(index: Int)
    /// The target function is not finite (or beyond ±``BezierFit/maximumValue``) at this progress.
    case nonFiniteTarget(progress: Double)
    case linearAlgebra(LapackError)

    public var description: String {
        switch self {
        case .mismatchedLengths(let p, let v): return "\(p) progress values but \(v) values"
        case .tooFewSamples(let c, let n): return "\(c) samples are too few: the fit needs at least \(n)"
        case .nonFiniteProgress(let i): return "sample \(i + 1): the progress is not a finite number"
        case .nonFiniteValue(let i): return "sample \(i + 1): the value is not a finite number"
        case .progressOutOfRange(let i): return "sample \(i + 1): the progress is outside [0, 1]"
        case .notAFunction(let i):
            return "sample \(i + 1): the progress is not after the previous one: the samples are not a function of progress in order"
        case .valueTooLarge(let i): return "sample \(i + 1): the value is beyond ±1e100 (after mapping onto 0 → 1)"
        case .nonFiniteTarget(let u): return "the target is not a finite number within ±1e100 at progress \(u)"
        case .linearAlgebra(let e): return e.description
        }
    }
}
