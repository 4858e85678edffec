import NumericsCore

/// What ``IntegratedMotion`` and ``ForwardIntegration`` use of an adaptive Runge–Kutta solver
/// with dense output — Dormand–Prince 5(4) and DOP853 — so the loops that drive one are written
/// once for both: the time and state reached, the work counters, and one accepted step up to a
/// limit with its dense segment.
protocol AdaptiveDenseSolver {
    associatedtype State
    associatedtype Segment: DenseSegmentProtocol where Segment.State == State
    var t: Double { get }
    var y: State { get }
    var statistics: IntegrationStatistics { get }
    mutating func step(limit: Double) throws(IntegrationFailure) -> Segment
}

/// One accepted step [t0, t1] of an ``AdaptiveDenseSolver`` and its continuous extension.
protocol DenseSegmentProtocol {
    associatedtype State
    var t0: Double { get }
    var t1: Double { get }
    func state(at t: Double) -> State
}

extension DormandPrince: AdaptiveDenseSolver {}
extension DormandPrince.DenseSegment: DenseSegmentProtocol {}
extension DOP853: AdaptiveDenseSolver {}
extension DOP853.DenseSegment: DenseSegmentProtocol {}

extension AdaptiveDenseSolver where State == SIMD2<Double> {
    /// Steps to `horizon`, returning every segment; with `stopsAtRest`, stops after the step in
    /// which a motion that started with velocity `v0` comes to rest, and returns where
    /// (``restStop(v0:vEnd:in:)``).
    mutating func segments(
        to horizon: Double, v0: Double, stopsAtRest: Bool
    ) throws(IntegrationFailure) -> (segments: [Segment], rest: (time: Double, state: SIMD2<Double>)?) {
        var segments: [Segment] = []
        while t < horizon {
            let seg = try step(limit: horizon)
            segments.append(seg)
            if stopsAtRest, let stop = Self.restStop(v0: v0, vEnd: y[1], in: seg) { return (segments, stop) }
        }
        return (segments, nil)
    }

    /// Where an adaptive step brings a motion that started with velocity v0 ≠ 0 to rest: when
    /// the step's end velocity `vEnd` is 0 or has the other sign, the first zero of its dense output's
    /// velocity (bracketed root), with the state there at zero velocity; nil otherwise.
    static func restStop(v0: Double, vEnd: Double, in segment: Segment) -> (time: Double, state: SIMD2<Double>)? {
        guard v0 != 0, vEnd == 0 || (vEnd > 0) != (v0 > 0) else { return nil }
        let tStop = BracketedRoot.solve(in: segment.t0, segment.t1) { segment.state(at: $0)[1] }.nearSideOfA
        return (tStop, SIMD2(segment.state(at: tStop)[0], 0))
    }

    /// Steps on until `segment` is the one ``IntegratedMotion`` answers `t` from — the last
    /// whose start is ≤ t (the first when none is) — or the horizon is reached.
    mutating func advance(_ segment: inout Segment?, toward t: Double, horizon: Double) throws(IntegrationFailure) {
        while self.t < horizon && (segment == nil || self.t <= t) {
            segment = try step(limit: horizon)
        }
    }
}
