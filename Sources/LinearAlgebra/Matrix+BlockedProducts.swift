import CLAPACKE

extension Matrix {
    /// C = B·Aᵀ for A = `self` (rows × columns) and B with `leftRows` rows of `columns` entries,
    /// B and C row-major in buffers the caller owns, each row of B `leftStride` apart and each
    /// row of C `resultStride` apart (at least `columns` and `rows`): no allocation. For
    /// per-frame loops that map a block of frames at once — each frame one row of B, its image
    /// one row of C — so the mapping is one BLAS `dgemm` that reads A once per block instead of
    /// a `dgemv` per frame (a loop when LAPACKE cannot be loaded). Each entry within
    /// columns·u·Σₗ|bᵢₗ||aⱼₗ| (u = 2⁻⁵³).
    public func multiplyTransposed(
        leftRows k: Int, _ b: UnsafeBufferPointer<Double>, leftStride: Int? = nil, into c: UnsafeMutableBufferPointer<Double>,
        resultStride: Int? = nil
    ) {
        let ldb = leftStride ?? columns, ldc = resultStride ?? rows
        precondition(
            k >= 0 && ldb >= columns && ldc >= rows && (k == 0 || (b.count >= (k - 1) * ldb + columns && c.count >= (k - 1) * ldc + rows)),
            "Matrix.multiplyTransposed: \(k)×\(columns) (stride \(ldb)) times (\(rows)×\(columns))ᵀ into stride \(ldc)")
        if rows == 0 || k == 0 { return }
        if columns == 0 {
            for i in 0..<k { for j in 0..<rows { c[i * ldc + j] = 0 } }
            return
        }
        if let blas = springsim_lapacke_load() {
            elements.withUnsafeBufferPointer { e in
                LinearAlgebra.serialized {
                    blas.pointee.dgemm(
                        CblasRowMajor, CblasNoTrans, CblasTrans, Int32(k), Int32(rows), Int32(columns), 1, b.baseAddress,
                        Int32(ldb), e.baseAddress, Int32(columns), 0, c.baseAddress, Int32(ldc))
                }
            }
            return
        }
        elements.withUnsafeBufferPointer { e in
            for i in 0..<k {
                for j in 0..<rows {
                    var s = 0.0
                    for l in 0..<columns { s += b[i * ldb + l] * e[j * columns + l] }
                    c[i * ldc + j] = s
                }
            }
        }
    }
}
