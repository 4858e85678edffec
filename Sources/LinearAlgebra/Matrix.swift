import CLAPACKE

/// A dense real matrix in row-major order: the only shape LinearAlgebra's routines take.
///
/// The arithmetic here (products, norms, sums) is plain and exact to the usual rounding:
/// each entry of a product carries at most n·u·Σ|aᵢₖ||bₖⱼ| of error (u = 2⁻⁵³). The
/// factorisations and eigen-decompositions go to LAPACK (``LinearAlgebra``).
public struct Matrix: Sendable, Hashable {
    public let rows: Int
    public let columns: Int
    /// Entries, row after row.
    public var elements: [Double]

    public init(rows: Int, columns: Int, elements: [Double]) {
        precondition(
            rows >= 0 && columns >= 0 && elements.count == rows * columns, "Matrix: \(rows)×\(columns) needs \(rows * columns) elements")
        self.rows = rows
        self.columns = columns
        self.elements = elements
    }

    /// A matrix from its rows (all of equal length).
    public init(_ rowArrays: [[Double]]) {
        let c = rowArrays.first?.count ?? 0
        precondition(rowArrays.allSatisfy { $0.count == c }, "Matrix: rows of unequal length")
        self.init(rows: rowArrays.count, columns: c, elements: rowArrays.flatMap { $0 })
    }

    /// The `rows`×`columns` zero matrix.
    public static func zeros(_ rows: Int, _ columns: Int) -> Matrix {
        Matrix(rows: rows, columns: columns, elements: [Double](repeating: 0, count: rows * columns))
    }

    /// The n×n identity.
    public static func identity(_ n: Int) -> Matrix {
        var m = zeros(n, n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    /// The square matrix with `d` on its diagonal.
    public static func diagonal(_ d: [Double]) -> Matrix {
        var m = zeros(d.count, d.count)
        for i in d.indices { m[i, i] = d[i] }
        return m
    }

    /// Entry (i, j), bounds-checked through `elements` (inlinable: callers' loops over entries
    /// compile to plain loads and stores).
    @inlinable
    public subscript(i: Int, j: Int) -> Double {
        get { elements[i * columns + j] }
        set { elements[i * columns + j] = newValue }
    }

    /// The transpose.
    public var transposed: Matrix {
        let r = rows, c = columns
        let t = [Double](unsafeUninitializedCapacity: r * c) { out, initialized in
            elements.withUnsafeBufferPointer { e in
                for i in 0..<r {
                    for j in 0..<c { (out.baseAddress! + j * r + i).initialize(to: e[i * c + j]) }
                }
            }
            initialized = r * c
        }
        return Matrix(rows: c, columns: r, elements: t)
    }

    /// The 1-norm: the largest column sum of absolute values. The column sums are accumulated
    /// row by row (contiguous reads), each in the same order as a column walk: the same value.
    public var norm1: Double {
        let r = rows, c = columns
        if r == 0 || c == 0 { return 0 }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: c) { sums in
            elements.withUnsafeBufferPointer { e in
                for j in 0..<c { sums[j] = abs(e[j]) }
                for i in 1..<r {
                    let row = i * c
                    for j in 0..<c { sums[j] += abs(e[row + j]) }
                }
            }
            var best = 0.0
            for j in 0..<c { best = Swift.max(best, sums[j]) }
            return best
        }
    }

    /// The largest absolute entry.
    public var maxAbs: Double { elements.reduce(0) { Swift.max($0, abs($1)) } }

    /// The matrix–vector product.
    public static func * (a: Matrix, x: [Double]) -> [Double] {
        precondition(a.columns == x.count, "Matrix * vector: \(a.rows)×\(a.columns) times \(x.count)")
        var y = [Double](repeating: 0, count: a.rows)
        a.elements.withUnsafeBufferPointer { e in
            for i in 0..<a.rows {
                var s = 0.0
                let row = i * a.columns
                for j in 0..<a.columns { s += e[row + j] * x[j] }
                y[i] = s
            }
        }
        return y
    }

    /// The matrix product. Products of at least 16³ multiply-adds go to BLAS `dgemm` (the BLAS
    /// LAPACKE loads; a tuned one such as OpenBLAS runs them at several times the speed of a
    /// plain loop), smaller ones, or any when LAPACKE cannot be loaded, to an i-k-j loop (rows of
    /// `b` stream through the cache). Error: each entry within k·u·Σ|aᵢₗ||bₗⱼ| (k = the inner
    /// dimension), for either route.
    public static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.columns == b.rows, "Matrix product: \(a.rows)×\(a.columns) times \(b.rows)×\(b.columns)")
        var c = [Double](repeating: 0, count: a.rows * b.columns)
        let n = b.columns
        if a.rows * a.columns * n >= 4096, a.rows > 0, n > 0, let blas = springsim_lapacke_load() {
            LinearAlgebra.serialized {
                blas.pointee.dgemm(
                    CblasRowMajor, CblasNoTrans, CblasNoTrans, Int32(a.rows), Int32(n), Int32(a.columns), 1, a.elements,
                    Int32(Swift.max(a.columns, 1)), b.elements, Int32(n), 0, &c, Int32(n))
            }
            return Matrix(rows: a.rows, columns: n, elements: c)
        }
        a.elements.withUnsafeBufferPointer { ae in
            b.elements.withUnsafeBufferPointer { be in
                c.withUnsafeMutableBufferPointer { ce in
                    for i in 0..<a.rows {
                        for k in 0..<a.columns {
                            let aik = ae[i * a.columns + k]
                            if aik == 0 { continue }
                            let brow = k * n, crow = i * n
                            for j in 0..<n { ce[crow + j] += aik * be[brow + j] }
                        }
                    }
                }
            }
        }
        return Matrix(rows: a.rows, columns: b.columns, elements: c)
    }

    /// C = A·B for B with `columns` columns, both row-major in buffers the caller owns (B holds
    /// `self.columns × columns` entries, C `rows × columns`): no allocation, for per-frame loops
    /// that map several vectors at once (BLAS `dgemm`, which reads A once for all of them; a loop
    /// when LAPACKE cannot be loaded). Each entry within k·u·Σ|aᵢₗ||bₗⱼ|.
    public func multiply(columns k: Int, _ b: UnsafeBufferPointer<Double>, into c: UnsafeMutableBufferPointer<Double>) {
        precondition(
            k >= 0 && b.count >= self.columns * k && c.count >= rows * k,
            "Matrix.multiply(columns:): \(rows)×\(self.columns) times \(self.columns)×\(k)")
        if rows == 0 || k == 0 { return }
        if self.columns == 0 {
            for i in 0..<(rows * k) { c[i] = 0 }
            return
        }
        if let blas = springsim_lapacke_load() {
            elements.withUnsafeBufferPointer { e in
                LinearAlgebra.serialized {
                    blas.pointee.dgemm(
                        CblasRowMajor, CblasNoTrans, CblasNoTrans, Int32(rows), Int32(k), Int32(self.columns), 1, e.baseAddress,
                        Int32(self.columns), b.baseAddress, Int32(k), 0, c.baseAddress, Int32(k))
                }
            }
            return
        }
        elements.withUnsafeBufferPointer { e in
            for i in 0..<rows {
                for j in 0..<k { c[i * k + j] = 0 }
                for l in 0..<self.columns {
                    let a = e[i * self.columns + l]
                    for j in 0..<k { c[i * k + j] += a * b[l * k + j] }
                }
            }
        }
    }

    /// y = A·x (or, with `accumulate`, y += A·x) into a buffer the caller owns: no allocation,
    /// for per-frame loops. BLAS `dgemv` when LAPACKE is loaded, else a row-by-row loop; each
    /// entry within n·u·Σⱼ|aᵢⱼxⱼ|.
    /// - Precondition: x has `columns` entries and y `rows`.
    public func multiply(_ x: UnsafeBufferPointer<Double>, into y: UnsafeMutableBufferPointer<Double>, accumulate: Bool = false) {
        precondition(x.count >= columns && y.count >= rows, "Matrix.multiply: \(rows)×\(columns) with x[\(x.count)], y[\(y.count)]")
        if rows == 0 { return }
        if columns == 0 {
            if !accumulate { for i in 0..<rows { y[i] = 0 } }
            return
        }
        if let blas = springsim_lapacke_load() {
            elements.withUnsafeBufferPointer { e in
                LinearAlgebra.serialized {
                    blas.pointee.dgemv(
                        CblasRowMajor, CblasNoTrans, Int32(rows), Int32(columns), 1, e.baseAddress, Int32(columns), x.baseAddress, 1,
                        accumulate ? 1 : 0, y.baseAddress, 1)
                }
            }
            return
        }
        elements.withUnsafeBufferPointer { e in
            for i in 0..<rows {
                var s = accumulate ? y[i] : 0
                let row = i * columns
                for j in 0..<columns { s += e[row + j] * x[j] }
                y[i] = s
            }
        }
    }

    public static func + (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.rows == b.rows && a.columns == b.columns, "Matrix sum: shapes differ")
        return Matrix(rows: a.rows, columns: a.columns, elements: zip(a.elements, b.elements).map { $0 + $1 })
    }

    public static func - (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.rows == b.rows && a.columns == b.columns, "Matrix difference: shapes differ")
        return Matrix(rows: a.rows, columns: a.columns, elements: zip(a.elements, b.elements).map { $0 - $1 })
    }

    public static func * (s: Double, a: Matrix) -> Matrix {
        Matrix(rows: a.rows, columns: a.columns, elements: a.elements.map { s * $0 })
    }
}
