import Foundation
import FixtureSupport
@testable import LinearAlgebra
import PropertyBased
import Testing

@Suite("symmetric eigen by divide and conquer")
struct SymmetricEigenDivideAndConquerTests {
    @Test("dsyevd: [[2,−1],[−1,2]] has eigenvalues 1 and 3 with orthonormal vectors")
    func twoByTwo() throws {
        let (values, vectors) = try LinearAlgebra.symmetricEigenDivideAndConquer(Matrix([[2, -1], [-1, 2]]))
        #expect(abs(values[0] - 1) < 1e-15 && abs(values[1] - 3) < 1e-15)
        #expect(abs(vectors[0, 0] * vectors[0, 1] + vectors[1, 0] * vectors[1, 1]) < 1e-15)
    }

    @Test("dsyevd on random symmetric matrices (1–80 rows): A·V = V·Λ and VᵀV = I to n·u·‖A‖, values as dsyev's")
    func random() async {
        await seededPropertyCheck(count: 20, input: Gen.int(in: 1...80), Gen.double(in: -1...1).array(of: 400)) { n, r in
            var a = Matrix.zeros(n, n)
            for i in 0..<n { for j in i..<n { a[i, j] = r[(i * 31 + j * 7) % 400]; a[j, i] = a[i, j] } }
            let (values, v) = try LinearAlgebra.symmetricEigenDivideAndConquer(a)
            let reference = try LinearAlgebra.symmetricEigen(a).values
            let norm = Swift.max(a.norm1, 1e-300), tolerance = 4 * Double(n) * Double.ulpOfOne * norm
            for j in 0..<n { #expect(abs(values[j] - reference[j]) <= tolerance, "N \(n) value \(j)") }
            #expect(values == values.sorted())
            let av = a * v, vtv = v.transposed * v
            for i in 0..<n {
                for j in 0..<n {
                    #expect(abs(av[i, j] - v[i, j] * values[j]) <= tolerance, "N \(n) (\(i), \(j))")
                    #expect(abs(vtv[i, j] - (i == j ? 1 : 0)) <= 4 * Double(n) * Double.ulpOfOne, "N \(n) (\(i), \(j))")
                }
            }
        }
    }

    @Test("dsyevd: shapes and non-finite input are typed errors")
    func errors() {
        #expect(throws: LapackError.nonFinite(routine: "dsyevd")) {
            try LinearAlgebra.symmetricEigenDivideAndConquer(Matrix([[1, .nan], [.nan, 1]]))
        }
        #expect(throws: LapackError.self) { try LinearAlgebra.symmetricEigenDivideAndConquer(Matrix.zeros(2, 3)) }
    }
}
