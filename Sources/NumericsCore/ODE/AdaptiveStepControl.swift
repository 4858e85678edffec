import RealModule

/// What Dormand–Prince 5(4) and DOP853 share outside their tableaux and error estimates
/// (Hairer, Nørsett & Wanner, "Solving ODEs I", §II.4): the error weights and RMS norm, the
/// first step (`hinit`), and the checks before every trial step. Everything the step calls is
/// inlined into it, so the step runs the same instructions as with the code written in place.
@usableFromInline
enum AdaptiveStepControl<System: ODESystem> {
    @usableFromInline typealias State = System.State
    @usableFromInline typealias Options = DormandPrince<System>.Options

    /// The error weights atol + rtol·max(|aᵢ|, |bᵢ|).
    @inlinable @inline(__always)
    static func errorWeights(_ a: State, _ b: State, _ options: Options) -> State {
        var sc = State()
        for i in sc.indices {
            sc[i] = options.absoluteTolerance + options.relativeTolerance * max(abs(a[i]), abs(b[i]))
        }
        return sc
    }

    /// Hairer's weighted RMS norm √(Σvᵢ²/n) (as DOPRI5, DOP853 and SciPy use).
    @inlinable @inline(__always)
    static func rmsNorm(_ v: State) -> Double { meanSquare(v).squareRoot() }

    /// Σvᵢ²/n, the square of ``rmsNorm(_:)``.
    @inlinable @inline(__always)
    static func meanSquare(_ v: State) -> Double { (v * v).sum() / Double(v.scalarCount) }

    /// The first step from (t₀, y₀) with f₀ = f(t₀, y₀), clamped to [minStep, maxStep], and the
    /// evaluations of f it cost: `options.initialStep` when given (none), else Hairer's `hinit`
    /// (one): h₀ from ‖y₀‖/‖f₀‖, one Euler probe for the second derivative, then
    /// h = min(100h₀, (0.01/max(‖f₀‖, ‖f′‖))^exponent) with exponent = 1/order of the method.
    static func firstStep(
        _ system: System, t0 t: Double, y0 y: State, f0: State, options: Options, exponent: Double
    ) -> (h: Double, evaluations: Int) {
        var h: Double
        var evaluations = 0
        if let given = options.initialStep {
            h = given
        } else {
            let sc = errorWeights(y, y, options)
            let d0 = rmsNorm(y / sc), d1 = rmsNorm(f0 / sc)
            var h0 = (d0 < 1e-5 || d1 < 1e-5) ? 1e-6 : 0.01 * d0 / d1
            h0 = min(h0, options.maxStep)
            let f1 = system.derivative(at: t + h0, y + h0 * f0)
            evaluations += 1
            let d2 = rmsNorm((f1 - f0) / sc) / h0
            let h1 = max(d1, d2) <= 1e-15 ? max(1e-6, h0 * 1e-3) : Double.pow(0.01 / max(d1, d2), exponent)
            h = min(100 * h0, h1)
        }
        h = min(max(h, options.minStep), options.maxStep)
        return (h, evaluations)
    }

    /// The size of the next trial step from t toward `limit`, the controller having proposed
    /// `proposed`: at most maxStep, landing on the limit exactly when within 1% of a step of it
    /// (no sliver of a last step). Throws when maxSteps steps (accepted and rejected) are spent,
    /// or the step falls below minStep short of the limit or no longer moves t.
    @inlinable @inline(__always)
    static func trialStep(
        proposed: Double, t: Double, limit: Double, options: Options, statistics: IntegrationStatistics
    ) throws(IntegrationFailure) -> Double {
        if statistics.steps + statistics.rejectedSteps >= options.maxSteps { throw .tooManySteps(t: t, limit: options.maxSteps) }
        var h = min(proposed, options.maxStep)
        if t + 1.01 * h >= limit { h = limit - t }
        if h < options.minStep && t + h < limit { throw .stepTooSmall(t: t, h: h) }
        if !(h > 0) || t + h == t { throw .stepTooSmall(t: t, h: h) }
        return h
    }
}
