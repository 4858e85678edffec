import CLAPACKE

extension LinearAlgebra {
    /// The matrix exponential e^A by scaling and squaring with a diagonal Padé approximant
    /// (Higham, "The scaling and squaring method for the matrix exponential revisited",
    /// SIAM J. Matrix Anal. Appl. 26(4), 2005, Algorithm 2.3): the degree m ∈ {3, 5, 7, 9, 13}
    /// is the smallest whose θₘ bounds ‖A‖₁; beyond θ₁₃ = 5.37 the matrix is scaled by 2⁻ˢ and
    /// the result squared s times, s by Al-Mohy and Higham (2009)'s rule on ‖Aᵏ‖₁^(1/k) where that
    /// needs fewer squarings (``squarings(_:norm:a4:a6:)``: none, instead of five, for a spring
    /// network's generator over one 60 Hz frame). The one solve (V − U)·R = V + U goes to LAPACK
    /// `dgesv`.
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
            // V = Σ b₂ₖA²ᵏ, A·Σ b₂ₖ₊₁A²ᵏ = U: each sum in one pass (``combination(_:identity:)``),
            // term by term in the order k = 0, 1, … as the operators would add them.
            let evenSum = combination((0...(m / 2)).map { (b[2 * $0], powers[$0]) })
            let u = a * combination((0...(m / 2)).map { (b[2 * $0 + 1], powers[$0]) })
            return try solve(combination([(1, evenSum), (-1, u)]), combination([(1, evenSum), (1, u)]))
        }
        // Degree 13 on A / 2ˢ, s chosen by Al-Mohy and Higham's refinement (below).
        let a2 = a * a, a4 = a2 * a2, a6 = a4 * a2
        let s = squarings(a, norm: norm, a4: a4, a6: a6)
        let x = s == 0 ? a : combination([(Double(sign: .plus, exponent: -s, significand: 1), a)])
        // The powers of A / 2ˢ are those of A scaled by powers of two (exact).
        func scaled(_ m: Matrix, _ k: Int) -> Matrix {
            s == 0 ? m : combination([(Double(sign: .plus, exponent: -k * s, significand: 1), m)])
        }
        let x2 = scaled(a2, 2), x4 = scaled(a4, 4), x6 = scaled(a6, 6)
        let b = PadeTables.coefficients(13)
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

    /// The number of squarings s for the degree-13 approximant, by Al-Mohy and Higham, "A new
    /// scaling and squaring algorithm for the matrix exponential", SIAM J. Matrix Anal. Appl.
    /// 31(3), 2009, Algorithm 5.1: the Padé backward error depends on A through
    /// d_k = ‖Aᵏ‖₁^(1/k) for large k, which can lie far below ‖A‖₁ (a rotation-like generator:
    /// ‖A‖₁ ≫ ρ(A)), so s = ⌈log₂(η₅/θ₁₃)⌉ with η₅ = min(max(d₆, d₈), max(d₈, d₁₀)) and
    /// θ₁₃ = 4.25, then raised by ℓ(2⁻ˢA, 13) — the guard against a relative backward error
    /// above u that the leading term of the error series, |c₂₇|·‖|2⁻ˢA|²⁷‖₁/‖2⁻ˢA‖₁, would show.
    ///
    /// The paper estimates the norms (a 1-norm estimator); here d₄ and d₆ are exact (the powers
    /// are formed anyway), d₈ ≤ d₄ and d₁₀ ≤ (‖A⁴‖₁‖A⁶‖₁)^(1/10) are upper bounds (so η₅ is never
    /// below the paper's, and s never smaller), and ‖|A|²⁷‖₁ is exact: for a non-negative matrix
    /// the 1-norm is the largest entry of 1ᵀ·|A|²⁷, 27 vector–matrix products. Both rules bound
    /// the backward error by u on their own, so the smaller s of this and Higham (2005)'s
    /// ⌈log₂(‖A‖₁/5.37)⌉ is taken.
    static func squarings(_ a: Matrix, norm: Double, a4: Matrix, a6: Matrix) -> Int {
        let n4 = a4.norm1, n6 = a6.norm1
        // d_k ≤ T  ⟺  ‖Aᵏ‖ ≤ Tᵏ, tested by dividing k times (no roots or logarithms needed;
        // underflow to 0 only says "below"). d₈ ≤ T is implied by ‖A⁴‖ ≤ T⁴, d₁₀ by ‖A⁴‖‖A⁶‖ ≤ T¹⁰.
        func atMost(_ value: Double, _ k: Int, _ t: Double) -> Bool {
            var r = value
            for _ in 0..<k { r /= t }
            return r <= 1
        }
        func eta5AtMost(_ t: Double) -> Bool {
            let d8 = atMost(n4, 4, t)
            return (atMost(n6, 6, t) && d8) || (d8 && atMost(n4 * n6, 10, t)) || atMost(norm, 1, t)
        }
        var s = 0
        while s < 2100 && !eta5AtMost(PadeTables.theta13Refined * Double(sign: .plus, exponent: s, significand: 1)) { s += 1 }
        // Higham (2005)'s choice is valid on its own, and ℓ ≥ 0: when it needs no more squarings
        // than s, the result is it, and ℓ's walk (27 products with |A|) is not needed.
        var s2005 = 0
        if norm > PadeTables.theta13 {
            let ratio = norm / PadeTables.theta13
            s2005 = ratio.significandWidth == 0 ? Int(ratio.exponent) : Int(ratio.exponent) + 1
        }
        if s2005 <= s { return s2005 }
        // Whichever of the two rules needs fewer squarings.
        return Swift.min(s + backwardErrorSquarings(a, norm: norm, degree: 13, scaling: s), s2005)
    }

    /// ℓ(2⁻ˢA, m) of Al-Mohy and Higham (2009): the least integer ℓ ≥ 0 with α/u ≤ 2^(2mℓ), where
    /// α = ‖|2⁻ˢA|^(2m+1)‖₁ / (‖2⁻ˢA‖₁·c₂ₘ₊₁) = 2^(−2ms)·‖|A|^(2m+1)‖₁ / (‖A‖₁·c₂ₘ₊₁) is the
    /// leading term of the degree-m approximant's relative backward error series (u = 2⁻⁵³,
    /// c₂ₘ₊₁ = (2m)!·(2m+1)!/(m!)², ``PadeTables/reciprocalLeading(_:)``). ‖|A|^(2m+1)‖₁ is exact:
    /// for a non-negative matrix the 1-norm is the largest entry of 1ᵀ·|A|^(2m+1), 2m + 1
    /// vector–matrix products.
    static func backwardErrorSquarings(_ a: Matrix, norm: Double, degree m: Int, scaling s: Int) -> Int {
        let n = a.rows
        // 1ᵀ·|A|ᵏ as |A|ᵀ·(…) by BLAS `dgemv` (|A| row-major is |A|ᵀ column-major); a loop when
        // LAPACKE cannot be loaded.
        let absolute = a.elements.map { abs($0) }
        let blas = springsim_lapacke_load()
        return absolute.withUnsafeBufferPointer { e in
            backwardErrorSquarings(size: n, norm: norm, degree: m, scaling: s) { r, x in
                if let blas {
                    LinearAlgebra.serialized {
                        blas.pointee.dgemv(
                            CblasRowMajor, CblasTrans, Int32(n), Int32(n), 1, e.baseAddress, Int32(n), r.baseAddress, 1, 0,
                            x.baseAddress, 1)
                    }
                } else {
                    for j in 0..<n { x[j] = 0 }
                    for i in 0..<n where r[i] != 0 {
                        let ri = r[i], base = i * n
                        for j in 0..<n { x[j] += ri * e[base + j] }
                    }
                }
            }
        }
    }

    /// ℓ as ``backwardErrorSquarings(_:norm:degree:scaling:)``, with the row-vector product
    /// x = rᵀ·|A| (`size` entries) supplied by the caller (a structured matrix's own).
    static func backwardErrorSquarings(
        size n: Int, norm: Double, degree m: Int, scaling s: Int,
        rowTimesAbsolute: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void
    ) -> Int {
        // 1ᵀ·|A|ᵏ, rescaled by a power of two after each product.
        var row = [Double](repeating: 1, count: n), next = [Double](repeating: 0, count: n)
        var scaleExponent = 0  // ‖|A|ᵏ‖₁ = max(row)·2^scaleExponent
        row.withUnsafeMutableBufferPointer { r in
            next.withUnsafeMutableBufferPointer { x in
                for _ in 0..<(2 * m + 1) {
                    rowTimesAbsolute(r, x)
                    var top = 0.0
                    for j in 0..<n { top = Swift.max(top, x[j]) }
                    guard top > 0, top.isFinite else {
                        for j in 0..<n { r[j] = x[j] }
                        continue
                    }
                    let k = Int(top.exponent)
                    scaleExponent += k
                    let f = Double(sign: .plus, exponent: -k, significand: 1)
                    for j in 0..<n { r[j] = x[j] * f }
                }
            }
        }
        let top = row.max() ?? 0
        guard top > 0, norm > 0 else { return 0 }
        // α/u = top·2^(scaleExponent − 2ms + 53) / (‖A‖₁·c₂ₘ₊₁): its binary exponent, rounded up.
        let mantissa = top / (norm * PadeTables.reciprocalLeading(m))
        guard mantissa > 0, mantissa.isFinite else { return 0 }
        let exponent =
            Int(mantissa.exponent) + (mantissa.significandWidth == 0 && mantissa.significand == 1 ? 0 : 1) + scaleExponent - 2 * m * s + 53
        return exponent <= 0 ? 0 : (exponent + 2 * m - 1) / (2 * m)
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
    /// θ₁₃ of Al-Mohy and Higham (2009), used with their η₅ rather than ‖A‖₁.
    static let theta13Refined = 4.25
    /// c₁₃ = 26!·27!/(13!)², the reciprocal of the leading coefficient of the degree-13 Padé
    /// approximant's backward error series (Al-Mohy and Higham, 2009).
    static let c13 = 1.1325077560602111e35

    /// c₂ₘ₊₁ = (2m)!·(2m+1)!/(m!)² for m ∈ {3, 5, 7, 9, 13} (``c13`` for 13).
    static func reciprocalLeading(_ m: Int) -> Double {
        switch m {
        case 3: return 100_800
        case 5: return 10_059_033_600
        case 7: return 4_487_938_430_976_000
        case 9: return 5.914_384_781_877_411_84e21
        default: return c13
        }
    }

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
