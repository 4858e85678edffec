import FixtureSupport
import LinearAlgebra
import PropertyBased
import Testing

@Suite("LAPACKE wrappers")
struct LinearAlgebraTests {
    @Test("solve: residual of a diagonally dominant random system is at rounding level")
    func solve() async throws {
        await seededPropertyCheck(count: 100, input: Gen.double(in: -1...1).array(of: 16), Gen.double(in: -1...1).array(of: 4)) {
            entries, b in
            recordingErrors {
                var a = Matrix(rows: 4, columns: 4, elements: entries)
                for i in 0..<4 { a[i, i] += 5 }
                let x = try LinearAlgebra.solve(a, b)
                let r = a * x
                for i in 0..<4 { #expect(abs(r[i] - b[i]) <= 1e-14) }
            }
        }
    }

    @Test("singular matrices and bad shapes are typed errors")
    func errors() {
        #expect(throws: LapackError.singular(routine: "dgesv", pivot: 2)) {
            try LinearAlgebra.solve(Matrix([[1, 2], [2, 4]]), [1, 1])
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.solve(Matrix([[1, 2]]), [1]) }
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
