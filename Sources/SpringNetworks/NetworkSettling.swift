import LinearAlgebra

extension NetworkSolution {
    /// The largest time that ``settlingTime(epsilon:velocityEpsilon:)`` looks at: 10⁶ s.
    public static let settlingHorizon = 1e6

    /// The size of the motion, for a settling threshold (`springsim network` settles to 0.001 of
    /// it): the largest initial distance from rest, max |x₀ᵢ − x*ᵢ|, or the largest amplitude a
    /// kick would give a node if its neighbours held still, max |v₀ᵢ|·√(mᵢ/Kᵢᵢ), whichever is
    /// larger. For one node it is the larger of the spring's initial displacement and its
    /// undamped amplitude from the velocity alone. 0 for a network that starts at rest.
    /// - Throws: ``NetworkError/solver(_:)`` for a network with a free (rigid-body) part.
    public func displacementScale() throws(NetworkError) -> Double {
        guard let rest = restPositions else {
            throw .solver("the network has a free (rigid-body) part, so no rest position to settle at; give an end time")
        }
        var scale = 0.0
        for i in rest.indices {
            let kii = matrices.stiffness[i, i]
            let amplitude = kii > 0 ? abs(initialVelocities[i]) * (matrices.masses[i] / kii).squareRoot() : 0
            scale = Swift.max(scale, abs(initialPositions[i] - rest[i]), amplitude)
        }
        return scale
    }

    /// ½(x − x*)ᵀK(x − x*) + ½ẋᵀMẋ.
    static func energy(_ state: NetworkState, rest: [Double], matrices: NetworkMatrices) -> Double {
        let n = rest.count
        let k = matrices.stiffness
        var e = 0.0
        for i in 0..<n {
            let di = state.positions[i] - rest[i]
            var row = 0.0
            for j in 0..<n { row += k[i, j] * (state.positions[j] - rest[j]) }
            e += 0.5 * di * row + 0.5 * matrices.masses[i] * state.velocities[i] * state.velocities[i]
        }
        return Swift.max(e, 0)
    }

    /// The rest positions, half the lowest ω² (a safe floor: LAPACK's absolute error is about
    /// N·u·ω²_max) and the smallest mass.
    func energyBound() throws(NetworkError) -> (rest: [Double], omega2: Double, mMin: Double) {
        guard let rest = restPositions else {
            throw .solver("the network has a free (rigid-body) part, so no rest position to settle at; give an end time")
        }
        let lowest: Double
        do {
            lowest = try LinearAlgebra.generalizedSymmetricEigen(matrices.stiffness, Matrix.diagonal(matrices.masses)).values.first ?? 0
        } catch { throw .solver("settling time: \(error)") }
        let omega2 = 0.5 * lowest
        guard omega2 > 0 else { throw .solver("the network has a free (rigid-body) part, so no rest position to settle at") }
        return (rest, omega2, matrices.masses.min()!)
    }

    /// The settling time of the network: the last time t at which some node is at least
    /// `epsilon` away from its rest position x* (K x* = f), |xᵢ(t) − x*ᵢ| ≥ ε, or (when
    /// `velocityEpsilon` is given) moves at least that fast, |ẋᵢ(t)| ≥ ε_v. After it every node
    /// stays within ε for ever. 0 when the network starts (and therefore stays) inside.
    ///
    /// **Method.** The energy E(t) = ½(x − x*)ᵀK(x − x*) + ½ẋᵀMẋ never increases for a passive
    /// network, and bounds every node: |xᵢ − x*ᵢ| ≤ √(2E/(ω²_min·mᵢ)) and |ẋᵢ| ≤ √(2E/mᵢ), with ω_min
    /// the lowest natural frequency of (K, M) (LAPACK `dsygvd`). The exact state is evaluated at
    /// t = 1/64, 1/32, … s until that bound is below the thresholds (time T); then [0, T] is
    /// scanned backwards in steps of at most a quarter period of the fastest mode for the last
    /// sample outside, and the crossing after it is found by bisection to the resolution of
    /// doubles. The result is exact (to a few ulps of t) when no excursion beyond ε starts and
    /// ends between two samples, i.e. shorter than a quarter period of the fastest mode (the scan
    /// takes at most 10⁶ samples, fewer for large N, so a very stiff, slowly settling network
    /// is sampled more coarsely than that).
    ///
    /// - Throws: ``NetworkError/solver(_:)`` when the network has a free (rigid-body) part and
    ///   so no rest position, when it is undamped, when it does not settle within
    ///   ``settlingHorizon``, or when a threshold is not finite and > 0.
    public func settlingTime(epsilon: Double, velocityEpsilon: Double? = nil) throws(NetworkError) -> Double {
        guard epsilon.isFinite, epsilon > 0 else { throw .solver("epsilon must be a finite number > 0 (got \(epsilon))") }
        if let ev = velocityEpsilon, !(ev.isFinite && ev > 0) {
            throw .solver("the velocity epsilon must be a finite number > 0 (got \(ev))")
        }
        let (rest, omega2, mMin) = try energyBound()
        guard !matrices.isUndamped else { throw .solver("the network is undamped: it never settles; give an end time") }
        let n = matrices.masses.count

        var state = NetworkState(count: n)
        func energy(at t: Double) throws(NetworkError) -> Double {
            try self.state(at: t, into: &state)
            return Self.energy(state, rest: rest, matrices: matrices)
        }
        func inside(_ e: Double) -> Bool {
            let x = (2 * e / (omega2 * mMin)).squareRoot()
            let v = (2 * e / mMin).squareRoot()
            return x < epsilon && (velocityEpsilon.map { v < $0 } ?? true)
        }
        /// How far outside the thresholds a state is (≥ 0: outside).
        func excessOf(_ state: NetworkState) -> Double {
            var worst = -Double.infinity
            for i in 0..<n {
                worst = Swift.max(worst, abs(state.positions[i] - rest[i]) / epsilon - 1)
                if let ev = velocityEpsilon { worst = Swift.max(worst, abs(state.velocities[i]) / ev - 1) }
            }
            return worst
        }
        /// How far outside the thresholds the state at t is (≥ 0: outside).
        func excess(at t: Double) throws(NetworkError) -> Double {
            try self.state(at: t, into: &state)
            var worst = -Double.infinity
            for i in 0..<n {
                worst = Swift.max(worst, abs(state.positions[i] - rest[i]) / epsilon - 1)
                if let ev = velocityEpsilon { worst = Swift.max(worst, abs(state.velocities[i]) / ev - 1) }
            }
            return worst
        }

        // 1. A time after which the energy bound keeps every node inside.
        if inside(try energy(at: 0)) { return 0 }
        var bound = 1.0 / 64
        while !inside(try energy(at: bound)) {
            bound *= 2
            if bound > Self.settlingHorizon {
                throw .solver("the network does not settle within \(Self.settlingHorizon) s (an undamped mode?); give an end time")
            }
        }
        // 2. The last sample outside, scanning back from the bound.
        // The fastest rate: the modes' on the modal paths; ‖Ã‖₁, a bound on every |s|, on the
        // exponential path (whose modes need an eigen-decomposition the motion does not).
        let fastest =
            exponential != nil
            ? generatorNorm : modes.map { Swift.max($0.omega, abs($0.omega * $0.dampingRatio)) }.filter(\.isFinite).max() ?? 1
        let quarter = fastest > 0 ? (Double.pi / 2) / fastest : bound
        // At most 10⁶ samples, and about 10⁸ multiply-adds in all (a sample costs ~N²).
        let cap = Swift.max(64, Swift.min(1_000_000, 100_000_000 / (n * n)))
        let wanted = (bound / Swift.min(quarter, bound / 64)).rounded(.up)
        let samples = Swift.min(Swift.max(Int(Swift.min(wanted, 1e9)), 64), cap)
        let step = bound / Double(samples)
        var k = samples
        if let e = exponential {
            // The exponential path: one propagator over a sample step, marched forward (a direct
            // evaluation would take one matrix exponential per sample); the crossing itself is
            // then bisected on direct evaluations.
            let p = try e.propagator(over: step)
            var w = e.initial, next = w
            var last = -1
            for j in 0...samples {
                if j > 0 {
                    w.withUnsafeBufferPointer { wc in next.withUnsafeMutableBufferPointer { o in p.multiply(wc, into: o) } }
                    swap(&w, &next)
                }
                e.write(w, into: &state)
                if excessOf(state) >= 0 { last = j }
            }
            if last < 0 { return 0 }
            k = last
        } else {
            while k > 0, try excess(at: Double(k) * step) < 0 { k -= 1 }
            if k == 0, try excess(at: 0) < 0 { return 0 }
        }
        // 3. The crossing between sample k (outside) and k + 1 (inside), by bisection.
        var lo = Double(k) * step, hi = Swift.min(Double(k + 1) * step, bound)
        while hi - lo > 2 * hi.ulp {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if try excess(at: mid) >= 0 { lo = mid } else { hi = mid }
        }
        return lo
    }
}
