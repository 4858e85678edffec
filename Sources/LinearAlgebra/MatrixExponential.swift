extension LinearAlgebra {
    /// The matrix exponential e^A by scaling and squaring with a diagonal Padé approximant
    /// (Higham, "The scaling and squaring method for the matrix exponential revisited",
    /// SIAM J. Matrix Anal. Appl. 26(4), 2005, Algorithm 2.3): the degree m ∈ {3, 5, 7, 9, 13}
    /// is the smallest whose θₘ bounds ‖A‖₁; beyond θ₁₃ = 5.37 the matrix is scaled by 2⁻ˢ and
    /// the result squared s times. The one solve (V − U)·R = V + U goes to LAPACK `dgesv`.
    ///
    /// Error bound: the θₘ are chosen so that the Padé approximant of the (scaled) matrix is
    /// exactly e^(A + ΔA) with ‖ΔA‖₁ ≤ u·‖A‖₁ (u = 2⁻⁵³: backward error at the level of rounding
    /// the input). Rounding in the evaluation and the squarings adds a forward error of order
    /// κ_exp(A)·n·u, small for the dissipative systems of spring networks (κ_exp ≈ ‖A‖·t for a
    /// normal A); the tests measure it against a 50-digit reference.
    ///
    /// Defective matrices (repeated eigenvalues without a full set of eigenvectors, e.g. a
    /// critically damped mode) need no special case: the Padé approximant is a rational
    /// function of A, not of its eigenvalues.
    public static func exponential(_ a: Matrix) throws(LapackError) -> Matrix {
        guard a.rows == a.columns else { throw .dimensionMismatch("exponential needs a square matrix (got \(a.rows)×\(a.columns))") }
        try checkFinite(a.elements, "expm")
        let n = a.rows
        if n == 0 { return a }
        let norm = a.norm1
        let identity = Matrix.identity(n)
        for (m, theta) in PadeTables.lowThetas where norm <= theta {
            let b = PadeTables.coefficients(m)
            let a2 = a * a
            var powers = [identity, a2]  // A⁰, A², A⁴, …
            while powers.count <= m / 2 { powers.append(powers[powers.count - 1] * a2) }
            var oddSum = Matrix.zeros(n, n), evenSum = Matrix.zeros(n, n)
            for k in 0...(m / 2) {
                evenSum = evenSum + b[2 * k] * powers[k]
                oddSum = oddSum + b[2 * k + 1] * powers[k]
            }
            let u = a * oddSum
            return try solve(evenSum - u, evenSum + u)
        }
        // Degree 13 on A / 2ˢ.
        let theta13 = PadeTables.theta13
        var s = 0
        if norm > theta13 {
            let ratio = norm / theta13
            // s = ⌈log₂(‖A‖₁/θ₁₃)⌉, exactly: the exponent, plus one unless the ratio is a power of two.
            s = ratio.significandWidth == 0 ? Int(ratio.exponent) : Int(ratio.exponent) + 1
        }
        let scale = Double(sign: .plus, exponent: -s, significand: 1)
        let x = s == 0 ? a : combination([(scale, a)])
        let b = PadeTables.coefficients(13)
        let x2 = x * x, x4 = x2 * x2, x6 = x4 * x2
        // Each linear combination in one pass, into one new matrix (their allocation and element
        // loops were a third of the time beside BLAS products).
        let inner1 = combination([(b[13], x6), (b[11], x4), (b[9], x2)])
        let u = x * combination([(1, x6 * inner1), (b[7], x6), (b[5], x4), (b[3], x2)], identity: b[1])
        let inner2 = combination([(b[12], x6), (b[10], x4), (b[8], x2)])
        let v = combination([(1, x6 * inner2), (b[6], x6), (b[4], x4), (b[2], x2)], identity: b[0])
        var r = try solve(combination([(1, v), (-1, u)]), combination([(1, v), (1, u)]))
        for _ in 0..<s { r = r * r }
        return r
    }

    /// Σ cₖ·Mₖ (+ d·I): all matrices n×n; one allocation, one pass over the entries. Each entry
    /// is the sum in the order given, as the operators would compute it.
    static func combination(_ terms: [(Double, Matrix)], identity d: Double = 0) -> Matrix {
        let n = terms[0].1.rows
        var out = [Double](repeating: 0, count: n * n)
        out.withUnsafeMutableBufferPointer { o in
            for (c, m) in terms {
                m.elements.withUnsafeBufferPointer { e in
                    for i in 0..<(n * n) { o[i] += c * e[i] }
                }
            }
            if d != 0 { for i in 0..<n { o[i * n + i] += d } }
        }
        return Matrix(rows: n, columns: n, elements: out)
    }
}

/// The Padé coefficients bₖ and thresholds θₘ of Higham (2005), Table 2.3 and eq. (2.11).
enum PadeTables {
    static let lowThetas: [(Int, Double)] = [
        (3, 1.495585217958292e-2), (5, 2.539398330063230e-1), (7, 9.504178996162932e-1), (9, 2.097847961257068),
    ]
    static let theta13 = 5.371920351148152

    static func coefficients(_ m: Int) -> [Double] {
        switch m {
        case 3: return [120, 60, 12, 1]
        case 5: return [30240, 15120, 3360, 420, 30, 1]
        case 7: return [17_297_280, 8_648_640, 1_995_840, 277_200, 25200, 1512, 56, 1]
        case 9: return [17_643_225_600, 8_821_612_800, 2_075_673_600, 302_702_400, 30_270_240, 2_162_160, 110_880, 3960, 90, 1]
        default:
            return [
                64_764_752_532_480_000, 32_382_376_266_240_000, 7_771_770_303_897_600, 1_187_353_796_428_800,
                129_060_195_264_000, 10_559_470_521_600, 670_442_572_800, 33_522_128_640, 1_323_241_920, 40_840_800,
                960_960, 16380, 182, 1,
            ]
        }
    }
}
