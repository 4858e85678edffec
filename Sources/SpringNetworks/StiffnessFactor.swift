import LinearAlgebra

/// The stiffness matrix factored spring by spring, and the modes from its singular values.
///
/// K = Bᵀ D B, with B the incidence matrix (one row per spring of positive stiffness: +1 at its
/// first node and −1 at its second, or a single +1 for a spring to an anchor) and D = diag(k). So
/// the mass-scaled M^(−½) K M^(−½) = GᵀG with
///
///     G = D^½ B M^(−½):   row (i, j) = √k·(eᵢ/√mᵢ − eⱼ/√mⱼ),   anchor row = √k·eᵢ/√mᵢ,
///
/// every entry within 3 ulp of exact, formed without a single subtraction. The singular values of
/// G are the natural frequencies ω (not ω²), and G = D₁·B·D₂ is an integer matrix of modest
/// condition (κ(B) grows about linearly along a chain) between two diagonal scalings, the
/// structure for which LAPACK's singular value decompositions keep every σ to high *relative*
/// accuracy — a theorem for `dbdsqr` on a bidiagonal G (Demmel–Kahan), and for `dgejsv` proved
/// under column scaling and documented, with its full row pivoting, for D₁·C·D₂ (Drmač–Veselić;
/// measured here by the reference tests). A stiffness ratio of 10⁶ costs nothing, where an
/// eigensolver on K or on M^(−½) K M^(−½) fixes each ω² only to an absolute p(N)·u·ω²_max — which
/// is why one (`dsyevd` on GᵀG, faster) is used only for networks of more than 25 nodes whose
/// frequencies span at most a factor 32 (``modes(_:chain:divideAndConquer:)``). The right singular
/// vectors V are the orthonormal modes of M^(−½) K M^(−½), and Φ = M^(−½) V.
enum StiffnessFactor {
    /// A chain's factor as LAPACK's bidiagonal routines take it (``bidiagonal(_:)``).
    typealias BidiagonalForm = (diagonal: [Double], offDiagonal: [Double], lower: Bool, transposed: Bool)

    /// Natural frequencies ω ascending and V (column j belonging to ω[j]).
    ///
    /// Rigid-body modes are decided by the network's structure, not by a threshold: one per
    /// connected part (springs of positive stiffness) that no anchor holds. Each gets ω = 0
    /// exactly and the exact shape V = M^½·1/√(Σm) on its part (Φ: the part translating as one);
    /// they replace the as many smallest computed singular values and vectors, which are zero
    /// to rounding.
    ///
    /// `chain`: the bidiagonal form of a chain (``bidiagonal(_:)``) by LAPACK `dbdsqr`, when the
    /// chain has one; otherwise (and for every other network) G by `dgejsv`, or, for more than 25
    /// nodes whose frequencies span at most a factor 32, the eigen-decomposition of GᵀG by
    /// `dsyevd` (then its absolute bound on ω² keeps the slowest ω within 512·p(N)·u relative —
    /// measured against the 50-digit references and against the Jacobi path).
    static func modes(
        _ network: SpringNetwork, chain: Bool, divideAndConquer: Bool = true, stiffness: Matrix? = nil
    ) throws(LapackError) -> (omega: [Double], v: Matrix) {
        let n = network.count
        var sigma: [Double]
        var v: Matrix
        if chain, let form = bidiagonal(network) {
            let svd = try bidiagonalModes(form)
            if form.transposed {
                // [Gᵀ; 0] (one zero row appended): its left singular vectors are G's right ones, plus
                // e_N for the appended row's zero singular value (exact: dbdsqr deflates it), dropped.
                let spurious = (0...n).max { abs(svd.left[n, $0]) < abs(svd.left[n, $1]) }!
                let keep = (0...n).filter { $0 != spurious }
                sigma = keep.map { svd.values[$0] }
                v = Matrix(rows: n, columns: n, elements: (0..<n).flatMap { i in keep.map { svd.left[i, $0] } })
            } else {
                sigma = svd.values
                v = svd.right
            }
        } else {
            var decomposition: (values: [Double], left: Matrix, right: Matrix)?
            if divideAndConquer && n > 25 {
                // The eigenvalues of GᵀG = M^(−½)KM^(−½) by `dsyevd` (divide and conquer; about
                // twice as fast as `dgesdd` on G, five times Jacobi, at 50 nodes), formed from the
                // assembled K when the caller has it (`stiffness`: Kᵢⱼ/√(mᵢmⱼ), each entry within a
                // few u; no G and no product) or as GᵀG. An eigensolver
                // fixes each ω² only to an absolute p(N)·u·ω²_max (forming the matrix adds less), so ωⱼ
                // is within ½·p(N)·u·(ω_max/ωⱼ)² of itself and each mode within an angle of
                // (ω_max/2ωⱼ) times `dgesdd`'s bound: kept when σ₁ ≤ 32·σ_min (the rigid-body modes,
                // exact zeros, left out), so the slowest ω is within 512·p(N)·u relative (≈ 3e-12
                // at N = 50 for the worst-case p(N) = N; measured at most 1e-13 against Jacobi's)
                // — far inside the exponential path's error bound; otherwise Jacobi.
                let scaled: Matrix
                if let k = stiffness {
                    let r = network.masses.map { 1 / $0.squareRoot() }
                    scaled = Matrix(
                        rows: n, columns: n,
                        elements: [Double](unsafeUninitializedCapacity: n * n) { out, initialized in
                            k.elements.withUnsafeBufferPointer { e in
                                for i in 0..<n {
                                    for j in 0..<n { (out.baseAddress! + i * n + j).initialize(to: e[i * n + j] * r[i] * r[j]) }
                                }
                            }
                            initialized = n * n
                        })
                } else {
                    let g = factor(network)
                    scaled = g.transposed * g
                }
                let eigen = try LinearAlgebra.symmetricEigenDivideAndConquer(scaled)
                // Descending, as the SVD wrappers return them: σ = √max(λ, 0).
                let fast = (
                    values: eigen.values.reversed().map { Swift.max($0, 0).squareRoot() }, left: Matrix.zeros(0, 0),
                    right: Matrix(
                        rows: n, columns: n,
                        elements: [Double](unsafeUninitializedCapacity: n * n) { out, initialized in
                            for i in 0..<n {
                                for j in 0..<n { (out.baseAddress! + i * n + j).initialize(to: eigen.vectors.elements[i * n + n - 1 - j]) }
                            }
                            initialized = n * n
                        })
                )
                let rigid = freeParts(network).count
                if rigid < n, fast.values.count == n, fast.values[n - 1 - rigid] > 0, fast.values[0] <= 32 * fast.values[n - 1 - rigid] {
                    decomposition = fast
                }
            }
            let svd: (values: [Double], left: Matrix, right: Matrix)
            if let decomposition { svd = decomposition } else { svd = try LinearAlgebra.singularValueDecomposition(factor(network)) }
            sigma = svd.values
            v = svd.right
        }
        // Ascending (the SVD wrappers return them descending).
        var omega = Array(sigma.reversed())
        v = Matrix(
            rows: n, columns: n,
            elements: [Double](unsafeUninitializedCapacity: n * n) { out, initialized in
                v.elements.withUnsafeBufferPointer { e in
                    for i in 0..<n {
                        for j in 0..<n { (out.baseAddress! + i * n + j).initialize(to: e[i * n + n - 1 - j]) }
                    }
                }
                initialized = n * n
            })
        for (j, part) in freeParts(network).enumerated() {
            omega[j] = 0
            let total = part.reduce(0.0) { $0 + network.masses[$1] }
            for i in 0..<n { v[i, j] = 0 }
            for i in part { v[i, j] = (network.masses[i] / total).squareRoot() }
        }
        return (omega, v)
    }

    /// The singular values of a chain's bidiagonal factor by `dbdsqr` without vectors (O(n²),
    /// each to a relative p(n)·u), and the vectors by divide and conquer (`dbdsdc`, several times
    /// faster than accumulating `dbdsqr`'s rotations) when that costs no accuracy that matters:
    /// its vector bound p(n)·u·σ₁/gapⱼ (absolute gaps) against `dbdsqr`'s p(n)·u·σⱼ/gapⱼ (relative
    /// ones), accepted when its worst over the modes is within 100× of `dbdsqr`'s worst — true of
    /// uniform chains, whose closest frequencies are the fast ones, false where stiff springs crowd
    /// slow modes together far below σ₁; then, and for n ≤ 25 (where `dbdsdc` runs the QR
    /// iteration anyway), `dbdsqr` with vectors.
    static func bidiagonalModes(_ form: BidiagonalForm) throws(LapackError) -> (values: [Double], left: Matrix, right: Matrix) {
        let vectors: LinearAlgebra.SingularVectors = form.transposed ? .left : .right
        let n = form.diagonal.count
        guard n > 25 else {
            return try LinearAlgebra.bidiagonalSingularValueDecomposition(
                diagonal: form.diagonal, offDiagonal: form.offDiagonal, lower: form.lower, vectors: vectors)
        }
        let values = try LinearAlgebra.bidiagonalSingularValueDecomposition(
            diagonal: form.diagonal, offDiagonal: form.offDiagonal, lower: form.lower, vectors: .none
        ).values
        guard divideAndConquerKeepsVectors(values) else {
            return try LinearAlgebra.bidiagonalSingularValueDecomposition(
                diagonal: form.diagonal, offDiagonal: form.offDiagonal, lower: form.lower, vectors: vectors)
        }
        var svd = try LinearAlgebra.bidiagonalSingularValueDecompositionDivideAndConquer(
            diagonal: form.diagonal, offDiagonal: form.offDiagonal, lower: form.lower)
        svd.values = values
        return svd
    }

    /// Whether `dbdsdc`'s vector bound, worst over the modes, is within 100× of `dbdsqr`'s, for
    /// singular values `values` (descending): max σ₁/gapⱼ ≤ 100·max σⱼ/gapⱼ, gapⱼ the distance to
    /// the nearest other value (zero gaps, repeated values fixed only as a subspace by either
    /// routine, left out).
    static func divideAndConquerKeepsVectors(_ values: [Double]) -> Bool {
        var divideAndConquer = 0.0, qr = 0.0
        for j in values.indices {
            var gap = Double.infinity
            if j > 0 { gap = Swift.min(gap, values[j - 1] - values[j]) }
            if j < values.count - 1 { gap = Swift.min(gap, values[j] - values[j + 1]) }
            guard gap > 0, gap.isFinite else { continue }
            divideAndConquer = Swift.max(divideAndConquer, values[0] / gap)
            qr = Swift.max(qr, values[j] / gap)
        }
        return divideAndConquer <= 100 * qr
    }

    /// G = D^½ B M^(−½), one row per spring of positive stiffness, padded with zero rows to at
    /// least N rows (the SVD wants rows ≥ columns; a zero row changes no singular value).
    static func factor(_ network: SpringNetwork) -> Matrix {
        let n = network.count
        let scale = network.masses.map { 1 / $0.squareRoot() }
        var rows: [[Double]] = []
        for spring in network.springs where spring.stiffness > 0 {
            var row = [Double](repeating: 0, count: n)
            let root = spring.stiffness.squareRoot()
            row[spring.from] = root * scale[spring.from]
            if case .node(let j) = spring.to { row[j] = -root * scale[j] }
            rows.append(row)
        }
        while rows.count < n { rows.append([Double](repeating: 0, count: n)) }
        return Matrix(rows)
    }

    /// A chain's G as one square bidiagonal matrix, when it has that form: springs only between
    /// neighbours i, i + 1 (parallel ones merged: their stiffnesses add) and anchors only on the
    /// end nodes. Row i of G is then the spring (i − 1, i) or (i, i + 1), and
    ///
    /// - first node anchored (or N = 1): G is N×N lower bidiagonal, the anchor its first row;
    /// - last node anchored, or none: N×N upper bidiagonal, the anchor (or, unanchored, a zero
    ///   row for the rigid-body mode) its last row;
    /// - both ends: G is (N + 1)×N; `transposed` then gives the upper bidiagonal [Gᵀ; 0], whose
    ///   left singular vectors are G's right ones (only when every link is a spring: otherwise a
    ///   free middle part's zero singular value would share its singular space with the appended
    ///   row's, and the general path takes the chain).
    ///
    /// nil for any other chain (an anchor on an inner node): ``modes(_:chain:)`` then factors it
    /// like any network.
    static func bidiagonal(_ network: SpringNetwork) -> BidiagonalForm? {
        let n = network.count
        var link = [Double](repeating: 0, count: max(n - 1, 0))
        var anchor = [Double](repeating: 0, count: n)
        for spring in network.springs where spring.stiffness > 0 {
            switch spring.to {
            case .anchor: anchor[spring.from] += spring.stiffness
            case .node(let j):
                guard abs(j - spring.from) == 1 else { return nil }
                link[min(j, spring.from)] += spring.stiffness
            }
        }
        if n > 2 && anchor[1..<(n - 1)].contains(where: { $0 > 0 }) { return nil }
        let r = network.masses.map { 1 / $0.squareRoot() }
        let s = link.map { $0.squareRoot() }
        let first = anchor[0].squareRoot() * r[0], last = anchor[n - 1].squareRoot() * r[n - 1]
        if n == 1 { return ([first], [], false, false) }
        switch (first > 0, last > 0) {
        case (true, false):
            // Row 0: the anchor; row i ≥ 1: spring (i − 1, i) = s·(e_{i−1}/√m_{i−1} − eᵢ/√mᵢ).
            let d = [first] + (1..<n).map { -s[$0 - 1] * r[$0] }
            let e = (1..<n).map { s[$0 - 1] * r[$0 - 1] }
            return (d, e, true, false)
        case (false, _):
            // Row i < N − 1: spring (i, i + 1); row N − 1: the last anchor, or zero.
            let d = (0..<(n - 1)).map { s[$0] * r[$0] } + [last]
            let e = (0..<(n - 1)).map { -s[$0] * r[$0 + 1] }
            return (d, e, false, false)
        case (true, true):
            guard !link.contains(0) else { return nil }
            // G's rows: anchor, springs (0, 1) … (N − 2, N − 1), anchor; Gᵀ is N×(N + 1) upper
            // bidiagonal, and one zero row makes it square.
            let d = [first] + (1..<n).map { -s[$0 - 1] * r[$0] } + [0]
            let e = (0..<(n - 1)).map { s[$0] * r[$0] } + [last]
            return (d, e, false, true)
        }
    }

    /// The connected parts (through springs of positive stiffness) that no anchor spring holds,
    /// each as its nodes ascending, ordered by their first node.
    static func freeParts(_ network: SpringNetwork) -> [[Int]] {
        let n = network.count
        var parent = Array(0..<n)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        var held = [Bool](repeating: false, count: n)
        for spring in network.springs where spring.stiffness > 0 {
            switch spring.to {
            case .anchor: held[spring.from] = true
            case .node(let j):
                let a = root(spring.from), b = root(j)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var parts: [Int: [Int]] = [:]
        var anchored = Set<Int>()
        for i in 0..<n {
            let r = root(i)
            parts[r, default: []].append(i)
            if held[i] { anchored.insert(r) }
        }
        return parts.keys.sorted().filter { !anchored.contains($0) }.map { parts[$0]! }
    }
}
