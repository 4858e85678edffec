import Foundation
import FixtureSupport
@testable import LinearAlgebra
import PropertyBased
import Testing

@Suite("LAPACKE wrappers")
struct LinearAlgebraTests {
    @Test("solve: residual of a diagonally dominant random system is at rounding level")
    func solve() async throws {
        await checkRandomSystems(count: 100, rows: 4, columns: 4) { random, b in
            var a = random
            for i in 0..<4 { a[i, i] += 5 }
            let x = try LinearAlgebra.solve(a, b)
            let r = a * x
            for i in 0..<4 { #expect(abs(r[i] - b[i]) <= 1e-14) }
        }
    }

    @Test("singular matrices and bad shapes are typed errors")
    func errors() {
        #expect(throws: LapackError.singular(routine: "dgesv", pivot: 2)) {
            try LinearAlgebra.solve(Matrix([[1, 2], [2, 4]]), [1, 1])
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.solve(Matrix([[1, 2]]), [1]) }
    }

    @Test("multiplyTransposed: B·Aᵀ with row strides equals the plain product to k·u·Σ|b||a|")
    func blockedProduct() async throws {
        await seededPropertyCheck(count: 50, input: Gen.double(in: -1...1).array(of: 7 * 5), Gen.double(in: -1...1).array(of: 9 * 6)) {
            aEntries, bEntries in
            // A is 7×5; B is 6 rows of 5 entries, 9 apart; C is 6 rows of 7 entries, 8 apart.
            let a = Matrix(rows: 7, columns: 5, elements: aEntries)
            var c = [Double](repeating: .nan, count: 6 * 8)
            bEntries.withUnsafeBufferPointer { b in
                c.withUnsafeMutableBufferPointer { out in a.multiplyTransposed(leftRows: 6, b, leftStride: 9, into: out, resultStride: 8) }
            }
            for i in 0..<6 {
                for j in 0..<7 {
                    var exact = 0.0, scale = 0.0
                    for l in 0..<5 {
                        exact += bEntries[i * 9 + l] * a[j, l]
                        scale += abs(bEntries[i * 9 + l] * a[j, l])
                    }
                    #expect(abs(c[i * 8 + j] - exact) <= 10 * Double.ulpOfOne * scale)
                }
                #expect(c[i * 8 + 7].isNaN)  // the stride's gap is not written
            }
        }
    }

    @Test("symmetric eigen: the 2×2 spring-chain matrix [[2,−1],[−1,2]] has eigenvalues 1 and 3")
    func eigen() throws {
        let (values, vectors) = try LinearAlgebra.symmetricEigen(Matrix([[2, -1], [-1, 2]]))
        #expect(abs(values[0] - 1) < 1e-15 && abs(values[1] - 3) < 1e-15)
        // Columns are orthonormal.
        let dot = vectors[0, 0] * vectors[0, 1] + vectors[1, 0] * vectors[1, 1]
        #expect(abs(dot) < 1e-15)
    }
}

@Suite("singular value decompositions")
struct SingularValueTests {
    /// A graded lower bidiagonal matrix (entries from 0.75 to 1000, all exact doubles) and its
    /// singular values from mpmath at 50 digits, rounded to double. The squared spread
    /// σ²_max/σ²_min is 1.7e7: an eigensolver on BᵀB fixes σ_min only to ~1e-11 relative.
    static let diagonal: [Double] = [1, -1000, -0.75, -30]
    static let subdiagonal: [Double] = [1000, 1.25, 22]
    static let exact: [Double] = [1414.214015363396, 37.204796404968484, 1.2357702418304712, 0.3460435159342468]

    static var dense: Matrix {
        var b = Matrix.diagonal(diagonal)
        for i in 0..<3 { b[i + 1, i] = subdiagonal[i] }
        return b
    }

    /// max |σ̂ᵢ − σᵢ|/σᵢ.
    static func relativeError(_ values: [Double]) -> Double {
        zip(values, exact).map { abs($0 - $1) / $1 }.max()!
    }

    /// ‖U·Σ·Vᵀ − A‖ (largest entry) and the largest deviation of UᵀU and VᵀV from I.
    static func residuals(
        _ a: Matrix, _ svd: (values: [Double], left: Matrix, right: Matrix)
    ) -> (reconstruction: Double, orthogonality: Double) {
        var us = svd.left
        for i in 0..<us.rows {
            for j in 0..<us.columns { us[i, j] *= svd.values[j] }
        }
        let reconstruction = (us * svd.right.transposed - a).maxAbs
        let n = svd.right.columns
        let orthogonality = max(
            (svd.left.transposed * svd.left - Matrix.identity(n)).maxAbs, (svd.right.transposed * svd.right - Matrix.identity(n)).maxAbs)
        return (reconstruction, orthogonality)
    }

    @Test("dgejsv: each singular value of a graded matrix to a few ulp relative, where BᵀB's eigenvalues lose digits")
    func jacobiRelativeAccuracy() throws {
        let svd = try LinearAlgebra.singularValueDecomposition(Self.dense)
        let error = Self.relativeError(svd.values)
        let eigen = try LinearAlgebra.symmetricEigen(Self.dense.transposed * Self.dense).values
        let eigenError = abs(eigen[0].squareRoot() - Self.exact[3]) / Self.exact[3]
        print("graded 4×4: dgejsv relative error \(error); √(eigenvalue of BᵀB) for σ_min: \(eigenError)")
        #expect(error <= 4 * Double.ulpOfOne, "\(svd.values)")
        let (reconstruction, orthogonality) = Self.residuals(Self.dense, svd)
        #expect(reconstruction <= 1e-12 && orthogonality <= 1e-15)
    }

    @Test("dbdsqr: the same graded matrix as lower bidiagonal, and its transpose as upper: the same values, left and right swapped")
    func bidiagonalRelativeAccuracy() throws {
        let lower = try LinearAlgebra.bidiagonalSingularValueDecomposition(
            diagonal: Self.diagonal, offDiagonal: Self.subdiagonal, lower: true)
        let upper = try LinearAlgebra.bidiagonalSingularValueDecomposition(diagonal: Self.diagonal, offDiagonal: Self.subdiagonal)
        print("graded 4×4: dbdsqr relative error \(Self.relativeError(lower.values)), \(Self.relativeError(upper.values))")
        #expect(Self.relativeError(lower.values) <= 4 * Double.ulpOfOne && Self.relativeError(upper.values) <= 4 * Double.ulpOfOne)
        for (matrix, svd) in [(Self.dense, lower), (Self.dense.transposed, upper)] {
            let (reconstruction, orthogonality) = Self.residuals(matrix, svd)
            #expect(reconstruction <= 1e-12 && orthogonality <= 1e-15)
        }
    }

    @Test("dbdsdc (divide and conquer): U·Σ·Vᵀ = B and orthonormal factors to rounding; values within p(n)·u·σ₁ of dbdsqr's")
    func bidiagonalDivideAndConquer() async {
        await seededPropertyCheck(count: 20, input: Gen.int(in: 1...90), Gen.double(in: 0.1...2).array(of: 180), Gen.bool) { n, entries, lower in
            recordingErrors {
                let d = Array(entries[0..<n]), e = Array(entries[90..<(90 + n - 1)])
                let svd = try LinearAlgebra.bidiagonalSingularValueDecompositionDivideAndConquer(diagonal: d, offDiagonal: e, lower: lower)
                let qr = try LinearAlgebra.bidiagonalSingularValueDecomposition(diagonal: d, offDiagonal: e, lower: lower, vectors: .none)
                var b = Matrix.zeros(n, n)
                for i in 0..<n { b[i, i] = d[i] }
                for i in 0..<(n - 1) {
                    if lower { b[i + 1, i] = e[i] } else { b[i, i + 1] = e[i] }
                }
                let (reconstruction, orthogonality) = Self.residuals(b, svd)
                let tolerance = 8 * Double(n) * Double.ulpOfOne
                #expect(reconstruction <= tolerance * svd.values[0] && orthogonality <= tolerance, "n = \(n)")
                for j in 0..<n { #expect(abs(svd.values[j] - qr.values[j]) <= tolerance * svd.values[0], "n = \(n), σ\(j)") }
                #expect(qr.left.rows == n && qr.values == qr.values.sorted(by: >))
            }
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.bidiagonalSingularValueDecompositionDivideAndConquer(diagonal: [1, 2], offDiagonal: []) }
        #expect(throws: LapackError.nonFinite(routine: "dbdsdc")) {
            try LinearAlgebra.bidiagonalSingularValueDecompositionDivideAndConquer(diagonal: [1, .nan], offDiagonal: [1])
        }
    }

    @Test("random rectangular matrices: U·Σ·Vᵀ = A, orthonormal factors, values descending")
    func randomFactorisations() async {
        await seededPropertyCheck(count: 100, input: Gen.int(in: 1...6), Gen.int(in: 0...3), Gen.double(in: -1...1).array(of: 54)) {
            n, extra, r in
            recordingErrors {
                let m = n + extra
                let a = Matrix(rows: m, columns: n, elements: Array(r.prefix(m * n)))
                let svd = try LinearAlgebra.singularValueDecomposition(a)
                #expect(svd.left.rows == m && svd.left.columns == n && svd.right.rows == n && svd.right.columns == n)
                #expect(zip(svd.values, svd.values.dropFirst()).allSatisfy { $0 >= $1 } && svd.values.last! >= 0)
                let (reconstruction, orthogonality) = Self.residuals(a, svd)
                #expect(reconstruction <= 1e-14 && orthogonality <= 1e-14, "\(m)×\(n): \(reconstruction), \(orthogonality)")
                let b = try LinearAlgebra.bidiagonalSingularValueDecomposition(
                    diagonal: Array(r.prefix(n)), offDiagonal: Array(r.suffix(n - 1)), lower: extra % 2 == 1)
                var dense = Matrix.diagonal(Array(r.prefix(n)))
                for i in 0..<(n - 1) {
                    if extra % 2 == 1 { dense[i + 1, i] = r[54 - (n - 1) + i] } else { dense[i, i + 1] = r[54 - (n - 1) + i] }
                }
                let (bReconstruction, bOrthogonality) = Self.residuals(dense, b)
                #expect(bReconstruction <= 1e-14 && bOrthogonality <= 1e-14, "bidiagonal \(n): \(bReconstruction), \(bOrthogonality)")
            }
        }
    }

    @Test("rank deficiency: exact zero singular values (a zero row, a zero diagonal entry)")
    func rankDeficient() throws {
        let svd = try LinearAlgebra.singularValueDecomposition(Matrix([[1, -1], [0, 0], [0, 0]]))
        #expect(abs(svd.values[0] - 2.0.squareRoot()) <= 2.0.squareRoot() * Double.ulpOfOne && svd.values[1] <= 1e-16)
        let b = try LinearAlgebra.bidiagonalSingularValueDecomposition(diagonal: [3, 0], offDiagonal: [4])
        #expect(b.values == [5, 0])
    }

    @Test("shapes and non-finite input are typed errors")
    func errors() {
        #expect(throws: LapackError.dimensionMismatch("singularValueDecomposition needs rows ≥ columns (got 1×2)")) {
            try LinearAlgebra.singularValueDecomposition(Matrix([[1, 2]]))
        }
        #expect(throws: LapackError.nonFinite(routine: "dgejsv")) {
            try LinearAlgebra.singularValueDecomposition(Matrix([[1], [.nan]]))
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.bidiagonalSingularValueDecomposition(diagonal: [1, 2], offDiagonal: []) }
        #expect(throws: LapackError.nonFinite(routine: "dbdsqr")) {
            try LinearAlgebra.bidiagonalSingularValueDecomposition(diagonal: [1, .infinity], offDiagonal: [0])
        }
    }
}

@Suite("LAPACKE least squares and thin SVD")
struct LeastSquaresTests {
    @Test("thinSingularValueDecomposition: U·Σ·Vᵀ = A with orthonormal columns, tall and wide")
    func thinSVD() async throws {
        await seededPropertyCheck(count: 50, input: Gen.bool, Gen.double(in: -1...1).array(of: 15)) { wide, entries in
            recordingErrors {
                let a = wide ? Matrix(rows: 3, columns: 5, elements: entries) : Matrix(rows: 5, columns: 3, elements: entries)
                let (s, u, v) = try LinearAlgebra.thinSingularValueDecomposition(a)
                #expect(s.count == 3 && u.columns == 3 && v.columns == 3)
                #expect(zip(s, s.dropFirst()).allSatisfy { $0 >= $1 })
                let back = u * Matrix.diagonal(s) * v.transposed
                #expect((back - a).maxAbs <= 1e-14)
                #expect((u.transposed * u - Matrix.identity(3)).maxAbs <= 1e-14)
                #expect((v.transposed * v - Matrix.identity(3)).maxAbs <= 1e-14)
            }
        }
    }

    @Test("leastSquares: the residual is orthogonal to the columns (normal equations hold)")
    func normalEquations() async throws {
        await checkRandomSystems(count: 50, rows: 8, columns: 3) { a, b in
            let (x, rank, s) = try LinearAlgebra.leastSquares(a, b)
            #expect(rank == 3 && s.count == 3)
            let r = zip(a * x, b).map { $0 - $1 }
            let g = a.transposed * r
            for gi in g { #expect(abs(gi) <= 1e-13) }
        }
    }

    @Test("triangularFactor: RᵀR = AᵀA to rounding, R upper triangular; R of [A | b] gives the least-squares solution")
    func triangularFactor() async throws {
        await checkRandomSystems(count: 50, rows: 8, columns: 4) { a, b in
            let r = try LinearAlgebra.triangularFactor(a)
            #expect(r.rows == 4 && r.columns == 4)
            for i in 0..<4 { for j in 0..<i { #expect(r[i, j] == 0) } }
            // Backward stability: ‖RᵀR − AᵀA‖ ≤ a small multiple of u·‖A‖²_F (here ‖A‖²_F ≤ 32).
            let gram = a.transposed * a, rr = r.transposed * r
            for k in gram.elements.indices { #expect(abs(gram.elements[k] - rr.elements[k]) <= 32 * 32 * 1.2e-16) }
            // [A | b] = Q·R̃: R·x = −c solves min ‖A·x + b‖ — compare with dgelsd.
            var augmented = Matrix.zeros(8, 5)
            for i in 0..<8 {
                for j in 0..<4 { augmented[i, j] = a[i, j] }
                augmented[i, 4] = b[i]
            }
            let full = try LinearAlgebra.triangularFactor(augmented)
            var x = [Double](repeating: 0, count: 4)
            for i in stride(from: 3, through: 0, by: -1) {
                var sum = full[i, 4]
                for j in (i + 1)..<4 { sum -= full[i, j] * x[j] }  // R·x = c here: min ‖A·x − b‖
                x[i] = sum / full[i, i]
            }
            let reference = try LinearAlgebra.leastSquares(a, b).solution
            for j in 0..<4 { #expect(abs(x[j] - reference[j]) <= 1e-11 * Swift.max(1, abs(reference[j]))) }
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.triangularFactor(Matrix.zeros(2, 3)) }
        #expect(throws: LapackError.nonFinite(routine: "dgeqrf")) { try LinearAlgebra.triangularFactor(Matrix([[1], [.nan]])) }
    }

    @Test("triangularPentagonalFactor (dtpqrt2): min ‖[3; 4]·x − [5; 0]‖ has x = 3/5 and residual |R₁₁| = 4")
    func triangularPentagonalClosedForm() throws {
        // Augmented: A = [3 5; 0 0], B = [4 0]; Householder gives R = [±5 ±3; 0 ±4], 15/25 = 3/5.
        var a = [3.0, 0, 5, 0], b = [4.0, 0], t = [Double](repeating: 0, count: 4)
        try LinearAlgebra.triangularPentagonalFactor(&a, &b, reflectors: &t, order: 2, pentagonalRows: 1, trapezoidRows: 1)
        #expect(abs(abs(a[0]) - 5) <= 4 * 1e-16 * 5)
        #expect(abs(abs(a[3]) - 4) <= 4 * 1e-16 * 5)
        var x = [a[2]]
        try LinearAlgebra.solveTriangular(a, order: 1, leadingDimension: 2, &x)
        #expect(abs(x[0] - 0.6) <= 2 * 1e-16)
    }

    @Test(
        "triangularPentagonalFactor: RᵀR = CᵀC to rounding for C = [A; B], B pentagonal; the damped step equals dgelsd's on the stacked matrix"
    )
    func triangularPentagonalFactor() async throws {
        await seededPropertyCheck(count: 50, input: Gen.double(in: -1...1).array(of: 16), Gen.double(in: -1...1).array(of: 12)) {
            upper, lower in
            recordingErrors {
                // A 4×4 upper triangular, B 3×4 with l = 2 (one dense row, then a 2-row trapezoid).
                let n = 4, m = 3, l = 2
                var a = [Double](repeating: 0, count: n * n), b = [Double](repeating: 0, count: m * n)
                var c = Matrix.zeros(n + m, n)
                for j in 0..<n {
                    for i in 0...j { a[i + j * n] = upper[i + j * n]; c[i, j] = upper[i + j * n] }
                    // Row i of B (0-based) is referenced from column i − (m − l) on.
                    for i in 0..<m where i < m - l || j >= i - (m - l) { b[i + j * m] = lower[i + j * m]; c[n + i, j] = lower[i + j * m] }
                }
                var t = [Double](repeating: 0, count: n * n)
                try LinearAlgebra.triangularPentagonalFactor(&a, &b, reflectors: &t, order: n, pentagonalRows: m, trapezoidRows: l)
                var r = Matrix.zeros(n, n)
                for j in 0..<n { for i in 0...j { r[i, j] = a[i + j * n] } }
                // Backward stability: ‖RᵀR − CᵀC‖ ≤ a small multiple of u·‖C‖²_F (here ‖C‖²_F ≤ 19).
                let gram = c.transposed * c, rr = r.transposed * r
                for k in gram.elements.indices { #expect(abs(gram.elements[k] - rr.elements[k]) <= 19 * 19 * 1.2e-16) }

                // The damped step: min ‖[R₀; diag(d)]·x − [y; 0]‖ by one dtpqrt2 on the augmented
                // columns and dtrtrs, against dgelsd on the stacked 6×3 matrix.
                let p = 3, w = p + 1
                var top = [Double](repeating: 0, count: w * w), bottom = [Double](repeating: 0, count: p * w)
                var stacked = Matrix.zeros(2 * p, p), rhs = [Double](repeating: 0, count: 2 * p)
                for j in 0..<p {
                    for i in 0...j { top[i + j * w] = upper[i + j * n]; stacked[i, j] = upper[i + j * n] }
                    top[j + p * w] = lower[j]
                    rhs[j] = lower[j]
                    let d = 0.1 + abs(lower[p + j])
                    bottom[j + j * p] = d
                    stacked[p + j, j] = d
                }
                var tt = [Double](repeating: 0, count: w * w)
                try LinearAlgebra.triangularPentagonalFactor(&top, &bottom, reflectors: &tt, order: w, pentagonalRows: p, trapezoidRows: p)
                var x = (0..<p).map { top[$0 + p * w] }
                try LinearAlgebra.solveTriangular(top, order: p, leadingDimension: w, &x)
                let reference = try LinearAlgebra.leastSquares(stacked, rhs).solution
                // [R₀; diag(d)] has σ_min ≥ 0.1 and σ_max ≤ 4: κ ≤ 40, so both agree to ≈ κ²·u.
                for j in 0..<p { #expect(abs(x[j] - reference[j]) <= 1e-12 * Swift.max(1, abs(reference[j]))) }
                // |R[p, p]| of the augmented factor is the least-squares residual's norm.
                let residual = stacked * reference
                let norm = zip(residual, rhs).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
                #expect(abs(abs(top[p + p * w]) - norm) <= 1e-13)
            }
        }
    }

    @Test("solveTriangular (dtrtrs): a 2×2 upper triangle, as is and transposed; a zero diagonal, shapes and NaN are typed errors")
    func solveTriangular() throws {
        // T = [2 1; 0 4] column-major; T·x = (4, 8) → x = (1, 2); Tᵀ·x = (4, 8) → x = (2, 1.5).
        let t = [2.0, 0, 1, 4]
        var x = [4.0, 8]
        try LinearAlgebra.solveTriangular(t, order: 2, leadingDimension: 2, &x)
        #expect(x == [1, 2])
        x = [4, 8]
        try LinearAlgebra.solveTriangular(t, order: 2, leadingDimension: 2, transposed: true, &x)
        #expect(x == [2, 1.5])
        var y = [1.0, 1]
        #expect(throws: LapackError.singular(routine: "dtrtrs", pivot: 2)) {
            try LinearAlgebra.solveTriangular([2, 0, 1, 0], order: 2, leadingDimension: 2, &y)
        }
        #expect(y == [1, 1])
        #expect(throws: LapackError.nonFinite(routine: "dtrtrs")) {
            try LinearAlgebra.solveTriangular([2, 0, .nan, 4], order: 2, leadingDimension: 2, &y)
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.solveTriangular(t, order: 2, leadingDimension: 1, &y) }
        var a = [1.0], b = [1.0, 1], r = [0.0]
        #expect(throws: LapackError.self) {
            try LinearAlgebra.triangularPentagonalFactor(&a, &b, reflectors: &r, order: 1, pentagonalRows: 2, trapezoidRows: 2)
        }
        b = [.infinity]
        #expect(throws: LapackError.nonFinite(routine: "dtpqrt2")) {
            try LinearAlgebra.triangularPentagonalFactor(&a, &b, reflectors: &r, order: 1, pentagonalRows: 1, trapezoidRows: 1)
        }
    }

    @Test("leastSquares: a rank-deficient system gets the minimum-norm solution")
    func minimumNorm() throws {
        // Columns equal: x₁ + x₂ = 2 in every row, minimum norm (1, 1).
        let a = Matrix([[1, 1], [2, 2], [3, 3]])
        let (x, rank, _) = try LinearAlgebra.leastSquares(a, [2, 4, 6], relativeCutoff: 1e-12)
        #expect(rank == 1)
        #expect(abs(x[0] - 1) <= 1e-14 && abs(x[1] - 1) <= 1e-14)
        #expect(throws: LapackError.nonFinite(routine: "dgelsd")) { try LinearAlgebra.leastSquares(a, [1, .nan, 1]) }
        #expect(throws: LapackError.self) { try LinearAlgebra.leastSquares(a, [1, 2]) }
    }
}

@Suite("matrix exponential")
struct MatrixExponentialTests {
    @Test("rotations e^[[0, θ], [−θ, 0]] = [[cos θ, sin θ], [−sin θ, cos θ]] to a few ulp of θ, θ up to 200", arguments: [0.001, 0.7, 3, 13, 60, 200])
    func rotation(theta: Double) throws {
        let e = try LinearAlgebra.exponential(Matrix([[0, theta], [-theta, 0]]))
        let (c, s) = (Foundation.cos(theta), Foundation.sin(theta))
        let tolerance = 16 * Double.ulpOfOne * Swift.max(theta, 1)
        #expect(abs(e[0, 0] - c) <= tolerance && abs(e[1, 1] - c) <= tolerance, "\(e)")
        #expect(abs(e[0, 1] - s) <= tolerance && abs(e[1, 0] + s) <= tolerance, "\(e)")
    }

    @Test("a defective block e^[[λ, 1], [0, λ]] = e^λ·[[1, 1], [0, 1]]", arguments: [-40.0, -2, 0, 0.5])
    func defective(lambda: Double) throws {
        let e = try LinearAlgebra.exponential(Matrix([[lambda, 1], [0, lambda]]))
        let x = Foundation.exp(lambda)
        for (value, expected) in [(e[0, 0], x), (e[0, 1], x), (e[1, 1], x)] {
            #expect(abs(value - expected) <= 1e-14 * Swift.max(1, Swift.abs(lambda)) * x, "\(e)")
        }
        #expect(e[1, 0] == 0)
    }

    /// A generator like a network's in modal coordinates, [[0, I], [−Ω², −D]]·h (ω up to 90 rad/s,
    /// h = 1/60): ‖A‖₁ = 135 asks Higham (2005) for 5 squarings, but ‖Aᵏ‖^(1/k) is near ρ(A) ≈ 1.5,
    /// and Al-Mohy–Higham's rule takes none. The result: each 2×2 block equals the damped
    /// oscillator's exact propagator.
    @Test("squarings follow ‖Aᵏ‖^(1/k), not ‖A‖: none for an oscillator generator of norm 135, and the result exact")
    func oscillatorGenerator() throws {
        let n = 20, h = 1.0 / 60
        var a = Matrix.zeros(2 * n, 2 * n)
        var omegas: [Double] = []
        for i in 0..<n {
            let w = 5.0 + 85.0 * Double(i) / Double(n - 1)
            omegas.append(w)
            a[i, n + i] = h
            a[n + i, i] = -w * w * h
            a[n + i, n + i] = -0.1 * w * h
        }
        let a2 = a * a, a4 = a2 * a2, a6 = a4 * a2
        #expect(a.norm1 > 100)
        #expect(LinearAlgebra.squarings(a, norm: a.norm1, a4: a4, a6: a6) == 0)
        let e = try LinearAlgebra.exponential(a)
        for (i, w) in omegas.enumerated() {
            // x″ + 0.1ω x′ + ω² x = 0 over h: ζ = 0.05.
            let zeta = 0.05, wd = w * (1 - zeta * zeta).squareRoot(), decay = Foundation.exp(-zeta * w * h)
            let (c, s) = (Foundation.cos(wd * h), Foundation.sin(wd * h))
            let xx = decay * (c + zeta * w / wd * s), xv = decay * s / wd
            let vx = -decay * w * w / wd * s, vv = decay * (c - zeta * w / wd * s)
            #expect(abs(e[i, i] - xx) <= 1e-14 && abs(e[i, n + i] - xv) <= 1e-14 / w, "ω \(w)")
            #expect(abs(e[n + i, i] - vx) <= 1e-14 * w && abs(e[n + i, n + i] - vv) <= 1e-14, "ω \(w)")
        }
    }
}

/// A seeded property check (`seededPropertyCheck`, the calling test's draws) over random linear
/// systems: A with `rows` × `columns` entries and b with `rows`, every entry uniform in [−1, 1];
/// an error the body throws is recorded as an issue.
func checkRandomSystems(
    count: Int, rows: Int, columns: Int, fileID: String = #fileID, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (Matrix, [Double]) throws -> Void
) async {
    await seededPropertyCheck(
        count: count, input: Gen.double(in: -1...1).array(of: rows * columns), Gen.double(in: -1...1).array(of: rows),
        perform: { entries, b in recordingErrors { try body(Matrix(rows: rows, columns: columns, elements: entries), b) } },
        fileID: fileID, function: function, sourceLocation: sourceLocation)
}
