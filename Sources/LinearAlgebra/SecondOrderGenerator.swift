import CLAPACKE

extension LinearAlgebra {
    /// The generator of a damped, forced second-order system in first-order form, with a diagonal
    /// coupling and a diagonal restoring block: the (2N + 1)×(2N + 1) matrix
    ///
    ///     A = [[0, diag(s), 0], [diag(r), D, g], [0, 0, 0]]
    ///
    /// acting on z = (y, v, 1) — y′ = s∘v, v′ = r∘y + D v + g. A spring network in undamped modal
    /// coordinates has this form (y = S q, v = q̇: s = max(ω, 1), r = −ω²/s, D = −ΦᵀCΦ, g = Φᵀf).
    ///
    /// Its structure makes a left product cheap: A·X needs N·N·(2N + 1) multiply-adds (the block
    /// D times the middle rows of X) instead of (2N + 1)³ — a quarter — which
    /// ``LinearAlgebra/exponential(_:)-(SecondOrderGenerator)`` uses for every power of A.
    public struct SecondOrderGenerator: Sendable, Equatable {
        /// s (N): the entries A[i, N + i].
        public let scales: [Double]
        /// r (N): the entries A[N + i, i].
        public let restoring: [Double]
        /// D (N×N): the block A[N..<2N, N..<2N].
        public let damping: Matrix
        /// g (N): the entries A[N + i, 2N].
        public let forcing: [Double]

        public init(scales: [Double], restoring: [Double], damping: Matrix, forcing: [Double]) {
            let n = scales.count
            precondition(
                restoring.count == n && forcing.count == n && damping.rows == n && damping.columns == n,
                "SecondOrderGenerator: s, r, g of \(scales.count), \(restoring.count), \(forcing.count) entries and D \(damping.rows)×\(damping.columns)"
            )
            self.scales = scales
            self.restoring = restoring
            self.damping = damping
            self.forcing = forcing
        }

        /// N.
        public var count: Int { scales.count }

        /// A as a dense (2N + 1)×(2N + 1) matrix.
        public var matrix: Matrix {
            let n = count, size = 2 * n + 1
            var a = Matrix.zeros(size, size)
            for i in 0..<n {
                a[i, n + i] = scales[i]
                a[n + i, i] = restoring[i]
                for j in 0..<n { a[n + i, n + j] = damping[i, j] }
                a[n + i, 2 * n] = forcing[i]
            }
            return a
        }

        /// t·A (each block scaled; exact for a power of two).
        public static func * (t: Double, a: SecondOrderGenerator) -> SecondOrderGenerator {
            SecondOrderGenerator(
                scales: a.scales.map { t * $0 }, restoring: a.restoring.map { t * $0 }, damping: t * a.damping,
                forcing: a.forcing.map { t * $0 })
        }

        /// A·X for X with 2N + 1 rows: rows i < N are sᵢ·X[N + i], rows N + i are
        /// rᵢ·X[i] + (D·X[N..<2N])ᵢ + gᵢ·X[2N] (BLAS `dgemm` for the block product), the last row
        /// zero. Each entry within (N + 2)·u·Σ|aᵢₗ||xₗⱼ|.
        func times(_ x: Matrix, blas: springsim_lapacke) -> Matrix {
            let n = count, size = 2 * n + 1, k = x.columns
            precondition(x.rows == size, "SecondOrderGenerator.times: \(size)×\(size) times \(x.rows)×\(k)")
            if n == 0 || k == 0 { return Matrix.zeros(size, k) }
            // Every entry is written below (dgemm with β = 0 overwrites, never reads, its output).
            let c = [Double](unsafeUninitializedCapacity: size * k) { ce, initialized in
                x.elements.withUnsafeBufferPointer { xe in
                    LinearAlgebra.serialized {
                        blas.dgemm(
                            CblasRowMajor, CblasNoTrans, CblasNoTrans, Int32(n), Int32(k), Int32(n), 1, damping.elements, Int32(n),
                            xe.baseAddress! + n * k, Int32(k), 0, ce.baseAddress! + n * k, Int32(k))
                    }
                    for i in 0..<n {
                        let s = scales[i], r = restoring[i], g = forcing[i]
                        let top = i * k, middle = (n + i) * k, source = (n + i) * k, low = i * k, last = 2 * n * k
                        for j in 0..<k {
                            ce[top + j] = s * xe[source + j]
                            ce[middle + j] += r * xe[low + j] + g * xe[last + j]
                        }
                    }
                    for j in (2 * n * k)..<(size * k) { (ce.baseAddress! + j).initialize(to: 0) }
                }
                initialized = size * k
            }
            return Matrix(rows: size, columns: k, elements: c)
        }

        /// ℓ(A, m) of Al-Mohy and Higham (``LinearAlgebra/backwardErrorSquarings(_:norm:degree:scaling:)``),
        /// its 2m + 1 products rᵀ·|A| by the structure: N·N multiply-adds each (BLAS `dgemv` with
        /// |D|) instead of (2N + 1)². The same exact ‖|A|^(2m+1)‖₁ up to the order of additions.
        func backwardErrorSquarings(norm: Double, degree m: Int, blas: springsim_lapacke) -> Int {
            let n = count
            let absoluteDamping = damping.elements.map { abs($0) }
            return absoluteDamping.withUnsafeBufferPointer { d in
                LinearAlgebra.backwardErrorSquarings(size: 2 * n + 1, norm: norm, degree: m, scaling: 0) { r, x in
                    // x_N+j = Σᵢ r_N+i·|Dᵢⱼ| (dgemv: |D| row-major is |D|ᵀ column-major), + rⱼ·|sⱼ|.
                    LinearAlgebra.serialized {
                        blas.dgemv(
                            CblasRowMajor, CblasTrans, Int32(n), Int32(n), 1, d.baseAddress, Int32(n), r.baseAddress! + n, 1, 0,
                            x.baseAddress! + n, 1)
                    }
                    var last = 0.0
                    for j in 0..<n {
                        x[n + j] += r[j] * abs(scales[j])
                        last += r[n + j] * abs(forcing[j])
                    }
                    for j in 0..<n { x[j] = r[n + j] * abs(restoring[j]) }
                    x[2 * n] = last
                }
            }
        }
    }

    /// e^A for a ``SecondOrderGenerator``, by scaling and squaring with a diagonal Padé
    /// approximant whose degree m ∈ {3, 5, 7, 9, 13} and scaling s follow Al-Mohy and Higham, "A
    /// new scaling and squaring algorithm for the matrix exponential", SIAM J. Matrix Anal. Appl.
    /// 31(3), 2009, Algorithm 5.1, on the powers of A themselves: m = 3 or 5 when
    /// η₁ = max(d₄, d₆) ≤ θₘ, m = 7 or 9 when η₃ = max(d₆, d₈) ≤ θₘ (dₖ = ‖Aᵏ‖₁^(1/k), exact
    /// here: every power is one structured product, a quarter of a dense one), each only when
    /// ℓ(A, m) = 0 (the leading term of the backward error series, |c₂ₘ₊₁|·‖|A|²ᵐ⁺¹‖₁/‖A‖₁,
    /// within u); otherwise degree 13 with the squarings of ``LinearAlgebra/exponential(_:)-(Matrix)``. The
    /// approximant is r = (V − U)⁻¹(V + U) with U = A·Σ b₂ₖ₊₁A²ᵏ and V = Σ b₂ₖA²ᵏ formed from the
    /// explicit powers (LAPACK `dgesv` for the solve, in column-major order as (V + U)(V − U)⁻¹:
    /// the two commute); its last row is set to the exact (0, …, 0, 1).
    ///
    /// A network's generator in modal coordinates over one 60 Hz frame has ‖A‖₁ ≈ 29 (its forcing
    /// column) but η₃ ≈ 1.95 ≤ θ₉ = 2.10: degree 9 on eight structured products, where the dense
    /// route takes degree 13 on six dense ones (about 2.4 times the work).
    ///
    /// Error bound: as for ``LinearAlgebra/exponential(_:)-(Matrix)`` — each θₘ makes the approximant of the
    /// scaled matrix exactly e^(A + ΔA) with ‖ΔA‖₁ ≤ u·‖A‖₁; the rounding of the evaluation adds
    /// a forward error of order κ_exp(A)·n·u (the tests measure it against 50-digit references).
    public static func exponential(_ a: SecondOrderGenerator) throws(LapackError) -> Matrix {
        let dense = a.matrix
        try checkFinite(dense.elements, "expm")
        let size = dense.rows
        if a.count == 0 { return Matrix.identity(size) }
        let blas = try lapacke()
        let norm = dense.norm1
        let identity = Matrix.identity(size)
        var powers = [identity, dense]  // Aᵏ
        var norms: [Int: Double] = [:]  // ‖Aᵏ‖₁, each computed once
        func power(_ k: Int) -> Matrix {
            while powers.count <= k { powers.append(a.times(powers[powers.count - 1], blas: blas)) }
            return powers[k]
        }
        /// dₖ ≤ θ, as ‖Aᵏ‖₁ ≤ θᵏ (divided k times: no roots; underflow only says "below").
        func root(_ k: Int, atMost theta: Double) -> Bool {
            var r: Double
            if let known = norms[k] {
                r = known
            } else {
                r = power(k).norm1
                norms[k] = r
            }
            for _ in 0..<k { r /= theta }
            return r <= 1
        }
        for (m, theta) in PadeTables.lowThetas {
            // η₁ = max(d₄, d₆) for degrees 3 and 5, η₃ = max(d₆, d₈) for 7 and 9.
            let eta = m <= 5 ? [4, 6] : [6, 8]
            if eta.allSatisfy({ root($0, atMost: theta) }), a.backwardErrorSquarings(norm: norm, degree: m, blas: blas) == 0 {
                return lastRowExact(try pade(m, power, times: { a.times($0, blas: blas) }))
            }
        }
        let s = squarings(dense, norm: norm, a4: power(4), a6: power(6))
        var x = a, xPowers = powers
        if s > 0 {
            // The powers of 2⁻ˢA, formed anew (those of A may have overflowed where its norm is huge).
            x = Double(sign: .plus, exponent: -s, significand: 1) * a
            xPowers = [identity, x.matrix]
        }
        func xPower(_ k: Int) -> Matrix {
            while xPowers.count <= k { xPowers.append(x.times(xPowers[xPowers.count - 1], blas: blas)) }
            return xPowers[k]
        }
        var r = lastRowExact(try pade(13, xPower, times: { x.times($0, blas: blas) }))
        for _ in 0..<s { r = r * r }  // the last row stays e_last exactly: 0·x and 1·x are exact
        return r
    }

    /// e^A's last row is exactly (0, …, 0, 1), as A's is zero: written so, where the solve left it
    /// within a few u (the BLAS triangular solves multiply by a rounded reciprocal of the pivot).
    static func lastRowExact(_ r: Matrix) -> Matrix {
        var r = r
        let last = r.rows - 1
        for j in 0..<r.columns { r[last, j] = j == last ? 1 : 0 }
        return r
    }

    /// The degree-m diagonal Padé approximant from the even powers `power(2k)` of a matrix X and
    /// its left product `times`: U = X·Σ b₂ₖ₊₁X²ᵏ, V = Σ b₂ₖX²ᵏ (k = 0 … ⌊m/2⌋, term by term in
    /// that order), r = (V − U)⁻¹(V + U) (``solveCommuting(_:_:)``: V ± U commute).
    static func pade(_ m: Int, _ power: (Int) -> Matrix, times: (Matrix) -> Matrix) throws(LapackError) -> Matrix {
        let b = PadeTables.coefficients(m)
        let even = (1...(m / 2)).map { power(2 * $0) }
        let v = combination(even.enumerated().map { (b[2 * $0.offset + 2], $0.element) }, identity: b[0])
        let u = times(combination(even.enumerated().map { (b[2 * $0.offset + 3], $0.element) }, identity: b[1]))
        return try solveCommuting(combination([(1, v), (-1, u)]), combination([(1, v), (1, u)]))
    }

    /// P⁻¹Q for square P and Q that commute (here two polynomials in one matrix), computed as
    /// Q·P⁻¹: the row-major arrays of P and Q are the column-major arrays of Pᵀ and Qᵀ, so LAPACK
    /// `dgesv` in column-major order solves Pᵀ·Y = Qᵀ on them in place, and Y's column-major array
    /// is the row-major array of Yᵀ = Q·P⁻¹ — without LAPACKE's row-major transposes (four copies
    /// of an n×n matrix). Same bound as ``solve(_:_:)-(Matrix,Matrix)``.
    static func solveCommuting(_ p: Matrix, _ q: Matrix) throws(LapackError) -> Matrix {
        let n = p.rows
        precondition(p.columns == n && q.rows == n && q.columns == n, "solveCommuting needs two n×n matrices")
        try checkFinite(p.elements, "dgesv")
        try checkFinite(q.elements, "dgesv")
        if n == 0 { return q }
        var lu = p.elements
        var x = q.elements
        var pivots = [Int32](repeating: 0, count: n)
        let info = try LinearAlgebra.serialized(lapacke()) {
            $0.dgesv(LAPACK_COL_MAJOR, Int32(n), Int32(n), &lu, Int32(n), &pivots, &x, Int32(n))
        }
        if info < 0 { throw .illegalArgument(routine: "dgesv", index: Int(-info)) }
        if info > 0 { throw .singular(routine: "dgesv", pivot: Int(info)) }
        return Matrix(rows: n, columns: n, elements: x)
    }
}
