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
        /// Velocity samples at the same times, if recorded: rows n…2n−1 of the problem, each
        /// residual multiplied by `velocityWeight` (≈ σ_value/σ_velocity, so both kinds of row
        /// carry noise of one scale).
        var velocities: [Double]? = nil
        var velocityWeight = 1.0

        /// Rows of the least-squares problem: one per value, one per velocity.
        var rowCount: Int { times.count + (velocities?.count ?? 0) }

        func residuals(_ theta: [Double]) -> [Double] {
            var r = [Double](repeating: 0, count: rowCount)
            var j = Matrix.zeros(rowCount, free.filter { $0 }.count)
            _ = fill(theta, residuals: &r, jacobian: &j)
            return r
        }

        func residualsAndJacobian(_ theta: [Double]) -> (residuals: [Double], jacobian: Matrix) {
            var r = [Double](repeating: 0, count: rowCount)
            var j = Matrix.zeros(rowCount, free.filter { $0 }.count)
            _ = fill(theta, residuals: &r, jacobian: &j)
            return (r, j)
        }

        /// Writes the residuals and the Jacobian at θ into `r` (rowCount) and `jacobian`
        /// (rowCount×p, p the free parameters, in θ's order); returns ‖r‖².
        ///
        /// Velocity rows: x′(t) = (from − to)·g′(t), with g = φ₁ + w·φ₂ in the fundamental
        /// solutions (φ₁(0) = 1, φ₁′(0) = 0; φ₂(0) = 0, φ₂′(0) = 1) and, from the equation,
        /// φ₁′ = −a·φ₂, φ₂′ = φ₁ − b·φ₂, so g′ = w·φ₁ − (a + b·w)·φ₂. φ₁, φ₂ and their a-, b-
        /// derivatives come from the model at w = 0 and w = 1 (g is affine in w).
        func fill(_ theta: [Double], residuals r: inout [Double], jacobian: inout Matrix) -> Double {
            let (a, b, w) = (theta[0], theta[1], theta[2])
            let model = NormalisedSpringModel(a: a, b: b, w: w)
            let d = theta[3] - theta[4]
            let p = jacobian.columns, n = times.count
            var cost = 0.0
            r.withUnsafeMutableBufferPointer { r in
                jacobian.elements.withUnsafeMutableBufferPointer { j in
                    func write(row: Int, _ dA: Double, _ dB: Double, _ dW: Double, _ dFrom: Double, _ dTo: Double) {
                        var column = row * p
                        for k in 0..<5 where free[k] {
                            switch k {
                            case 0: j[column] = dA
                            case 1: j[column] = dB
                            case 2: j[column] = dW
                            case 3: j[column] = dFrom
                            default: j[column] = dTo
                            }
                            column += 1
                        }
                    }
                    for i in 0..<n {
                        let e = model.evaluate(at: times[i])
                        r[i] = theta[4] + d * e.g - values[i]
                        cost += r[i] * r[i]
                        // ∂x/∂a, ∂x/∂b, ∂x/∂w, ∂x/∂from, ∂x/∂to.
                        write(row: i, d * e.da, d * e.db, d * e.dw, e.g, 1 - e.g)
                    }
                    guard let velocities else { return }
                    let m = velocityWeight
                    let first = NormalisedSpringModel(a: a, b: b, w: 0), second = NormalisedSpringModel(a: a, b: b, w: 1)
                    for i in 0..<n {
                        let e0 = first.evaluate(at: times[i]), e1 = second.evaluate(at: times[i])
                        let phi1 = e0.g, phi2 = e0.dw
                        let phi1a = e0.da, phi1b = e0.db
                        let phi2a = e1.da - e0.da, phi2b = e1.db - e0.db
                        let c = a + b * w
                        let gp = w * phi1 - c * phi2
                        let gpa = w * phi1a - phi2 - c * phi2a
                        let gpb = w * phi1b - w * phi2 - c * phi2b
                        let gpw = phi1 - b * phi2
                        r[n + i] = m * (d * gp - velocities[i])
                        cost += r[n + i] * r[n + i]
                        write(row: n + i, m * d * gpa, m * d * gpb, m * d * gpw, m * gp, -m * gp)
                    }
                }
            }
            return cost
        }
    }

    /// One refinement from one start, advanced a few iterations at a time (so that several
    /// starts can be raced; ``SpringFit``).
    ///
    /// Each iteration factors [J | r] = Q·R̃ once (`dgeqrf`); R̃ holds J's triangular factor R
    /// and c, the first p entries of Qᵀr. Each trial λ then solves the 2p×p problem
    /// min ‖[R; √λ·D]·δ + [c; 0]‖ (`dampedStep`: `dtpqrt2` and `dtrtrs`; `dgelsd` when
    /// that is singular), which has the same solution as the augmented
    /// (n + p)×p problem min ‖J·δ + r‖² + λ‖D·δ‖² (their objectives differ by a constant), and
    /// the predicted reduction ‖r‖² − ‖r + J·δ‖² = ‖c‖² − ‖c + R·δ‖².
    struct Run {
        let problem: Problem
        let indices: [Int]
        var theta: [Double]
        var cost: Double
        var converged = false
        var finished = false
        var iterations = 0
        private(set) var r: [Double]
        private var jacobian: Matrix
        private var trialR: [Double]
        private var trialJacobian: Matrix
        private var stacked: Matrix
        private var scale: [Double]
        // Scratch of the inner loop (allocated once): c, √λ·D, the step, the trial θ, and the
        // column-major arrays `dampedStep` hands to LAPACK.
        private var c: [Double]
        private var diagonal: [Double]
        private var step: [Double]
        private var trial: [Double]
        private var scratch: StepScratch
        private var lambda = 1e-3, nu = 2.0

        init(problem: Problem, theta: [Double]) {
            self.problem = problem
            indices = (0..<5).filter { problem.free[$0] }
            let n = problem.rowCount, p = indices.count
            self.theta = theta
            r = [Double](repeating: 0, count: n)
            jacobian = Matrix.zeros(n, p)
            trialR = r
            trialJacobian = jacobian
            stacked = Matrix.zeros(n, p + 1)
            scale = [Double](repeating: 0, count: p)
            c = scale
            diagonal = scale
            step = scale
            trial = theta
            scratch = StepScratch(parameters: p)
            cost = problem.fill(theta, residuals: &r, jacobian: &jacobian)
        }

        /// Iterates until converged, stalled, or `limit` iterations in all.
        mutating func advance(to limit: Int) throws(LapackError) {
            let n = problem.rowCount, p = indices.count
            while !finished && iterations < limit {
                iterations += 1
                if cost == 0 { return finish(converged: true, uncounted: true) }
                // Gradient test: the largest cosine between r and a column of J.
                var gradientCosine = 0.0
                for k in 0..<p {
                    var dot = 0.0, norm2 = 0.0
                    for i in 0..<n {
                        dot += jacobian[i, k] * r[i]
                        norm2 += jacobian[i, k] * jacobian[i, k]
                    }
                    scale[k] = Swift.max(scale[k], norm2.squareRoot())
                    if norm2 > 0 { gradientCosine = Swift.max(gradientCosine, abs(dot) / (norm2 * cost).squareRoot()) }
                }
                if gradientCosine <= 1e-13 { return finish(converged: true, uncounted: true) }
                guard cost.isFinite, jacobian.elements.allSatisfy(\.isFinite) else { return finish(converged: false) }
                for i in 0..<n {
                    for k in 0..<p { stacked[i, k] = jacobian[i, k] }
                    stacked[i, p] = r[i]
                }
                let factor = try LinearAlgebra.triangularFactor(stacked)
                for k in 0..<p { c[k] = factor[k, p] }
                // Inner loop: raise λ until a step lowers the cost.
                while true {
                    let root = lambda.squareRoot()
                    for k in 0..<p { diagonal[k] = root * (scale[k] > 0 ? scale[k] : 1) }
                    if try !Self.dampedStep(factor: factor, c: c, diagonal: diagonal, into: &step, scratch: &scratch) {
                        // [R; √λ·D] numerically singular: the minimum-norm solution by SVD.
                        var augmented = Matrix.zeros(2 * p, p)
                        for i in 0..<p {
                            for k in i..<p { augmented[i, k] = factor[i, k] }
                        }
                        for k in 0..<p { augmented[p + k, k] = diagonal[k] }
                        step = try LinearAlgebra.leastSquares(augmented, c.map { -$0 } + [Double](repeating: 0, count: p)).solution
                    }
                    for index in 0..<5 { trial[index] = theta[index] }
                    for (k, index) in indices.enumerated() { trial[index] += step[k] }
                    var accepted = false
                    if trial[0] > 0, trial[1] >= 0, trial.allSatisfy(\.isFinite) {
                        let costTrial = problem.fill(trial, residuals: &trialR, jacobian: &trialJacobian)
                        // Predicted reduction ‖c‖² − ‖c + R·δ‖².
                        var predicted = 0.0
                        for i in 0..<p {
                            var rd = c[i]
                            for k in i..<p { rd += factor[i, k] * step[k] }
                            predicted += c[i] * c[i] - rd * rd
                        }
                        if costTrial.isFinite, costTrial <= cost, predicted > 0 || costTrial < cost {
                            let rho = predicted > 0 ? (cost - costTrial) / predicted : 1
                            let smallStep = indices.enumerated().allSatisfy { k, index in
                                abs(step[k]) <= 1e-13 * Swift.max(abs(theta[index]), abs(trial[index]))
                            }
                            swap(&theta, &trial)
                            swap(&r, &trialR)
                            swap(&jacobian, &trialJacobian)
                            let previous = cost
                            cost = costTrial
                            lambda *= Swift.max(1.0 / 3, 1 - (2 * rho - 1) * (2 * rho - 1) * (2 * rho - 1))
                            nu = 2
                            accepted = true
                            if smallStep || cost == previous { return finish(converged: true) }
                        }
                    }
                    if accepted { break }
                    lambda *= nu
                    nu *= 2
                    // λ so large that the step is below rounding of every parameter: a minimum.
                    if lambda > 1e16 { return finish(converged: cost.isFinite) }
                }
            }
        }

        /// Column-major scratch of ``dampedStep(factor:c:diagonal:into:scratch:)`` for p free
        /// parameters, allocated once per refinement: the (p + 1)×(p + 1) triangle [R | −c; 0],
        /// the p×(p + 1) block [√λ·D | 0] below it, and `dtpqrt2`'s (p + 1)×(p + 1) factor T.
        struct StepScratch {
            var top: [Double]
            var bottom: [Double]
            var reflectors: [Double]

            init(parameters p: Int) {
                top = [Double](repeating: 0, count: (p + 1) * (p + 1))
                bottom = [Double](repeating: 0, count: p * (p + 1))
                reflectors = top
            }
        }

        /// The step δ minimising ‖[R; diag(d)]·δ + [c; 0]‖ (R the leading p×p upper triangle of
        /// `factor`, d = √λ·D > 0) by LAPACK: `dtpqrt2` factors the triangular-pentagonal matrix
        /// [R | −c; 0 | 0; diag(d) | 0] (the right-hand side as an extra column, so the reflectors
        /// apply to it as they are made) into an upper triangle [S | e] with SᵀS = RᵀR + diag(d)²,
        /// and `dtrtrs` solves S·δ = e. Backward stable (Householder QR, then a triangular solve):
        /// the computed δ solves a problem within a few p·u of the given one. Returns false,
        /// leaving `step` undefined, when S is singular to working precision (a diagonal entry at
        /// most p·u times the largest) or δ is not finite: the caller then takes the minimum-norm
        /// solution by SVD. Allocates nothing.
        static func dampedStep(
            factor: Matrix, c: [Double], diagonal: [Double], into step: inout [Double], scratch: inout StepScratch
        ) throws(LapackError) -> Bool {
            let p = c.count, n = p + 1
            // top (column-major, n×n): R in the leading p×p, −c in column p, row p zero.
            for j in 0..<p {
                for i in 0..<n { scratch.top[i + j * n] = i <= j ? factor[i, j] : 0 }
                scratch.top[j + p * n] = -c[j]
            }
            scratch.top[p + p * n] = 0
            // bottom (column-major, p×n): diag(d), then the zero right-hand side.
            for k in scratch.bottom.indices { scratch.bottom[k] = 0 }
            for k in 0..<p { scratch.bottom[k + k * p] = diagonal[k] }
            try LinearAlgebra.triangularPentagonalFactor(
                &scratch.top, &scratch.bottom, reflectors: &scratch.reflectors, order: n, pentagonalRows: p, trapezoidRows: p)
            var largest = 0.0
            for j in 0..<p { largest = Swift.max(largest, abs(scratch.top[j + j * n])) }
            let floor = Double(p) * Double.ulpOfOne * largest
            for j in 0..<p where !(abs(scratch.top[j + j * n]) > floor) { return false }
            for i in 0..<p { step[i] = scratch.top[i + p * n] }
            try LinearAlgebra.solveTriangular(scratch.top, order: p, leadingDimension: n, &step)
            for i in 0..<p where !step[i].isFinite { return false }
            return true
        }

        private mutating func finish(converged: Bool, uncounted: Bool = false) {
            self.converged = converged
            finished = true
            if uncounted { iterations -= 1 }
        }
    }

    /// Minimises ½‖r(θ)‖² over the free entries of θ (updated in place).
    static func minimise(
        times: [Double], values: [Double], theta: inout [Double], free: [Bool], maxIterations: Int = 500
    ) throws(LapackError) -> (converged: Bool, iterations: Int) {
        var run = Run(problem: Problem(times: times, values: values, free: free), theta: theta)
        try run.advance(to: maxIterations)
        theta = run.theta
        return (run.converged, run.iterations)
    }
}
