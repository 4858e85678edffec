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
    /// min ‖[R; √λ·D]·δ + [c; 0]‖ (`dampedStep`; `dgelsd` when
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
        // p×p triangle plus one row that `dampedStep` rotates.
        private var c: [Double]
        private var diagonal: [Double]
        private var step: [Double]
        private var trial: [Double]
        private var work: [Double]
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
            work = [Double](repeating: 0, count: p * p + 2 * p)
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
                    if !Self.dampedStep(factor: factor, c: c, diagonal: diagonal, into: &step, work: &work) {
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

        /// The step δ minimising ‖[R; diag(d)]·δ + [c; 0]‖ (R the leading p×p upper triangle of
        /// `factor`, d = √λ·D > 0) by Givens rotations, as MINPACK's `qrsolv`: each row dₖ·eₖᵀ
        /// is rotated into a copy of R, leaving an upper triangle S with SᵀS = RᵀR + diag(d)²,
        /// and the rotated right-hand side is solved by back substitution. Backward stable (the
        /// rotations are orthogonal): the computed δ solves a problem within a few p·u of the
        /// given one. Returns false, leaving `step` undefined, when S is singular to working
        /// precision (a diagonal below p·u times the largest): the caller then takes the
        /// minimum-norm solution by SVD.
        static func dampedStep(factor: Matrix, c: [Double], diagonal: [Double], into step: inout [Double], work: inout [Double]) -> Bool {
            let p = c.count
            return work.withUnsafeMutableBufferPointer { w in
                // w[0..<p²]: S row-major; w[p²..<p²+p]: its right-hand side; then the row rotated in.
                let rhs = p * p, row = p * p + p
                for i in 0..<p {
                    for k in 0..<p { w[i * p + k] = k >= i ? factor[i, k] : 0 }
                    w[rhs + i] = -c[i]
                }
                for k in 0..<p {
                    for j in 0..<p { w[row + j] = 0 }
                    w[row + k] = diagonal[k]
                    var extra = 0.0  // the rotated row's right-hand side
                    for j in k..<p where w[row + j] != 0 {
                        let sjj = w[j * p + j], u = w[row + j]
                        let cs: Double, sn: Double
                        if abs(sjj) < abs(u) {
                            let t = sjj / u
                            sn = 1 / (1 + t * t).squareRoot()
                            cs = sn * t
                        } else {
                            let t = u / sjj
                            cs = 1 / (1 + t * t).squareRoot()
                            sn = cs * t
                        }
                        for l in j..<p {
                            let a = w[j * p + l], b = w[row + l]
                            w[j * p + l] = cs * a + sn * b
                            w[row + l] = -sn * a + cs * b
                        }
                        let a = w[rhs + j]
                        w[rhs + j] = cs * a + sn * extra
                        extra = -sn * a + cs * extra
                    }
                }
                var largest = 0.0
                for j in 0..<p { largest = Swift.max(largest, abs(w[j * p + j])) }
                let floor = Double(p) * Double.ulpOfOne * largest
                for j in 0..<p where !(abs(w[j * p + j]) > floor) { return false }
                for i in stride(from: p - 1, through: 0, by: -1) {
                    var s = w[rhs + i]
                    for k in (i + 1)..<p { s -= w[i * p + k] * step[k] }
                    step[i] = s / w[i * p + i]
                    if !step[i].isFinite { return false }
                }
                return true
            }
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
