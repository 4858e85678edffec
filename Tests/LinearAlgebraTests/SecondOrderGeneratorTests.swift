import Foundation
import FixtureSupport
@testable import LinearAlgebra
import PropertyBased
import Testing

@Suite("second-order generator: structured products and exponential")
struct SecondOrderGeneratorTests {
    /// Uncoupled forced oscillators in the modal form of a spring network: y = ω q, v = q̇ with
    /// q̈ = −ω²q − 0.1ω q̇ + g, so A = [[0, ω, 0], [−ω, −0.1ω, g], [0, 0, 0]] blockwise.
    static func oscillators(_ n: Int, forcing: Double) -> (LinearAlgebra.SecondOrderGenerator, [Double]) {
        let omegas = (0..<n).map { 5.0 + 85.0 * Double($0) / Double(max(n - 1, 1)) }
        var damping = Matrix.zeros(n, n)
        for i in 0..<n { damping[i, i] = -0.1 * omegas[i] }
        let a = LinearAlgebra.SecondOrderGenerator(
            scales: omegas, restoring: omegas.map { -$0 }, damping: damping, forcing: [Double](repeating: forcing, count: n))
        return (a, omegas)
    }

    @Test("A·X by the structure equals the dense product to (N + 2)·u·Σ|a||x|")
    func structuredProduct() async {
        await seededPropertyCheck(count: 30, input: Gen.int(in: 1...12), Gen.double(in: -2...2).array(of: 600)) { n, r in
            let size = 2 * n + 1
            var damping = Matrix.zeros(n, n)
            for i in 0..<n { for j in 0..<n { damping[i, j] = r[i * n + j] } }
            let a = LinearAlgebra.SecondOrderGenerator(
                scales: (0..<n).map { 1 + abs(r[200 + $0]) }, restoring: (0..<n).map { r[250 + $0] }, damping: damping,
                forcing: (0..<n).map { r[300 + $0] })
            let x = Matrix(rows: size, columns: 3, elements: (0..<(3 * size)).map { r[350 + $0] })
            let blas = try LinearAlgebra.lapacke()
            let structured = a.times(x, blas: blas)
            let dense = a.matrix * x
            let absA = Matrix(rows: size, columns: size, elements: a.matrix.elements.map(abs))
            let bound = absA * Matrix(rows: size, columns: 3, elements: x.elements.map(abs))
            for i in 0..<(3 * size) {
                #expect(abs(structured.elements[i] - dense.elements[i]) <= Double(n + 2) * 0x1p-53 * bound.elements[i], "N \(n) entry \(i)")
            }
        }
    }

    static let steps: [Double] = [6000, 1200, 400, 60, 6, 1].map { 1 / $0 }

    /// h from 1/6000 s to 1 s takes every degree (3 … 9 by η, 13 with up to six squarings): each
    /// block and the forcing column against the damped oscillator's exact propagator.
    @Test(
        "e^(A h) of uncoupled forced oscillators is their exact propagator, every Padé degree and squarings",
        arguments: Self.steps)
    func oscillatorPropagator(h: Double) throws {
        let n = 12, g = 250.0
        let (a, omegas) = Self.oscillators(n, forcing: g)
        let e = try LinearAlgebra.exponential(h * a)
        let tolerance = 4e-15 * Swift.max(1, 90 * h)
        for (i, w) in omegas.enumerated() {
            let zeta = 0.05, wd = w * (1 - zeta * zeta).squareRoot(), decay = Foundation.exp(-zeta * w * h)
            let (c, s) = (Foundation.cos(wd * h), Foundation.sin(wd * h))
            // (q, q̇) from (1, 0) and from (0, 1); in y = ω q the off-diagonal entries scale by ω.
            let xx = decay * (c + zeta * w / wd * s), xv = decay * s / wd
            let vx = -decay * w * w / wd * s, vv = decay * (c - zeta * w / wd * s)
            #expect(abs(e[i, i] - xx) <= tolerance && abs(e[i, n + i] - w * xv) <= tolerance, "ω \(w), h \(h)")
            #expect(abs(e[n + i, i] - vx / w) <= tolerance && abs(e[n + i, n + i] - vv) <= tolerance, "ω \(w), h \(h)")
            // The forcing column: from rest at y = v = 0 towards q* = g/ω², y* = g/ω.
            let rest = g / w
            let y = rest * (1 - xx), v = -rest / w * vx
            #expect(abs(e[i, 2 * n] - y) <= tolerance * rest && abs(e[n + i, 2 * n] - v) <= tolerance * rest * w, "ω \(w), h \(h)")
            // Other modes' entries: zero up to the rounding the solve's pivoting mixes in.
            for j in 0..<(2 * n) where j != i && j != n + i {
                #expect(abs(e[i, j]) <= tolerance && abs(e[n + i, j]) <= tolerance * w, "ω \(w), h \(h), column \(j)")
            }
        }
        #expect((0...(2 * n)).allSatisfy { e[2 * n, $0] == ($0 == 2 * n ? 1 : 0) })
    }

    @Test("coupled random generators: the structured exponential equals the dense one to 1e-13 of its norm")
    func againstDense() async {
        await seededPropertyCheck(
            count: 24, input: Gen.int(in: 1...30), Gen.double(in: 0...1).array(of: 1000), Gen.double(in: -4...0.5)
        ) { n, r, logH in
            // Modal-like: s = max(ω, 1), r = −ω²/s, D symmetric positive semi-definite (−BᵀB), g.
            let omegas = (0..<n).map { 0.5 + 100 * r[$0] }
            var b = Matrix.zeros(n, n)
            for i in 0..<n { for j in 0..<n { b[i, j] = 2 * r[(100 + i * n + j) % 1000] - 1 } }
            let damping = -0.3 * (b.transposed * b)
            let a = LinearAlgebra.SecondOrderGenerator(
                scales: omegas.map { Swift.max($0, 1) }, restoring: omegas.map { -$0 * $0 / Swift.max($0, 1) }, damping: damping,
                forcing: (0..<n).map { 50 * (r[900 + $0 % 100] - 0.5) })
            let h = Foundation.pow(10, logH)
            let structured = try LinearAlgebra.exponential(h * a)
            let dense = try LinearAlgebra.exponential((h * a).matrix)
            let scale = dense.norm1
            for i in dense.elements.indices {
                #expect(abs(structured.elements[i] - dense.elements[i]) <= 1e-13 * scale, "N \(n), h \(h), entry \(i)")
            }
        }
    }

    @Test("an empty generator's exponential is the 1×1 identity; NaN is a typed error")
    func edges() throws {
        let empty = LinearAlgebra.SecondOrderGenerator(scales: [], restoring: [], damping: Matrix.zeros(0, 0), forcing: [])
        #expect(try LinearAlgebra.exponential(empty) == Matrix.identity(1))
        let bad = LinearAlgebra.SecondOrderGenerator(scales: [1], restoring: [.nan], damping: Matrix.zeros(1, 1), forcing: [0])
        #expect(throws: LapackError.nonFinite(routine: "expm")) { try LinearAlgebra.exponential(bad) }
    }
}
