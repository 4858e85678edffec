import LinearAlgebra

/// Levenberg–Marquardt on the spring model; see ``SpringFit`` for the method and its stopping
/// rules.
enum LevenbergMarquardt {
    /// The least-squares problem: residuals x(tᵢ; θ) − xᵢ and their Jacobian in the free
    /// parameters of θ = (a, b, w, from, to).
    struct Problem {
        let times: [Double]
        let values: [Double]
        let free: [Bool]

        func residuals(_ theta: [Double]) -> [Double] {
            let model = NormalisedSpringModel(a: theta[0], b: theta[1], w: theta[2])
            let d = theta[3] - theta[4]
            return times.indices.map { theta[4] + d * model.evaluate(at: times[$0]).g - values[$0] }
        }

        func residualsAndJacobian(_ theta: [Double]) -> (residuals: [Double], jacobian: Matrix) {
            let model = NormalisedSpringModel(a: theta[0], b: theta[1], w: theta[2])
            let d = theta[3] - theta[4]
            let p = free.filter { $0 }.count
            var r = [Double](repeating: 0, count: times.count)
            var j = Matrix.zeros(times.count, p)
            for i in times.indices {
                let e = model.evaluate(at: times[i])
                r[i] = theta[4] + d * e.g - values[i]
                // ∂x/∂a, ∂x/∂b, ∂x/∂w, ∂x/∂from, ∂x/∂to.
                let all = [d * e.da, d * e.db, d * e.dw, e.g, 1 - e.g]
                var column = 0
                for k in 0..<5 where free[k] {
                    j[i, column] = all[k]
                    column += 1
                }
            }
            return (r, j)
        }
    }

    /// Minimises ½‖r(θ)‖² over the free entries of θ (updated in place).
    static func minimise(
        times: [Double], values: [Double], theta: inout [Double], free: [Bool], maxIterations: Int = 500
    ) throws(LapackError) -> (converged: Bool, iterations: Int) {
        let problem = Problem(times: times, values: values, free: free)
        let indices = (0..<5).filter { free[$0] }
        let p = indices.count, n = times.count
        var (r, jac) = problem.residualsAndJacobian(theta)
        var cost = r.reduce(0) { $0 + $1 * $1 }
        var scale = [Double](repeating: 0, count: p)
        var lambda = 1e-3, nu = 2.0
        for iteration in 1...maxIterations {
            if cost == 0 { return (true, iteration - 1) }
            // Gradient test: the largest cosine between r and a column of J.
            var gradientCosine = 0.0
            for k in 0..<p {
                var dot = 0.0, norm2 = 0.0
                for i in 0..<n {
                    dot += jac[i, k] * r[i]
                    norm2 += jac[i, k] * jac[i, k]
                }
                scale[k] = Swift.max(scale[k], norm2.squareRoot())
                if norm2 > 0 { gradientCosine = Swift.max(gradientCosine, abs(dot) / (norm2 * cost).squareRoot()) }
            }
            if gradientCosine <= 1e-13 { return (true, iteration - 1) }
            // Inner loop: raise λ until a step lowers the cost.
            while true {
                var augmented = Matrix.zeros(n + p, p)
                for i in 0..<n {
                    for k in 0..<p { augmented[i, k] = jac[i, k] }
                }
                let root = lambda.squareRoot()
                for k in 0..<p { augmented[n + k, k] = root * (scale[k] > 0 ? scale[k] : 1) }
                let rhs = r.map { -$0 } + [Double](repeating: 0, count: p)
                let step = try LinearAlgebra.leastSquares(augmented, rhs).solution
                var trial = theta
                for (k, index) in indices.enumerated() { trial[index] += step[k] }
                var accepted = false
                if trial[0] > 0, trial[1] >= 0, trial.allSatisfy(\.isFinite) {
                    let rTrial = problem.residuals(trial)
                    let costTrial = rTrial.reduce(0) { $0 + $1 * $1 }
                    // Predicted reduction ‖r‖² − ‖r + J·δ‖².
                    let jd = jac * step
                    var predicted = 0.0
                    for i in 0..<n { predicted += r[i] * r[i] - (r[i] + jd[i]) * (r[i] + jd[i]) }
                    if costTrial.isFinite, costTrial <= cost, predicted > 0 || costTrial < cost {
                        let rho = predicted > 0 ? (cost - costTrial) / predicted : 1
                        let smallStep = indices.enumerated().allSatisfy { k, index in
                            abs(step[k]) <= 1e-13 * Swift.max(abs(theta[index]), abs(trial[index]))
                        }
                        theta = trial
                        (r, jac) = problem.residualsAndJacobian(theta)
                        let previous = cost
                        cost = costTrial
                        lambda *= Swift.max(1.0 / 3, 1 - (2 * rho - 1) * (2 * rho - 1) * (2 * rho - 1))
                        nu = 2
                        accepted = true
                        if smallStep || cost == previous { return (true, iteration) }
                    }
                }
                if accepted { break }
                lambda *= nu
                nu *= 2
                // λ so large that the step is below rounding of every parameter: a minimum.
                if lambda > 1e16 { return (cost.isFinite, iteration) }
            }
        }
        return (false, maxIterations)
    }
}
