import Dynamics
import FrameIO

extension LineChartScene {
    /// When the line chart's spring animation completes for a spring given by platform
    /// parameters (`springsim chart line --animation spring` with spring flags): UIKit's family
    /// completes at its duration D as given (what `animate(withDuration:…)` calls its completion
    /// after), every other family when a 0 → 1 animation with `normalizedVelocity` settles to
    /// ε = 0.001 (`SpringAnimation/settlingDuration(epsilon:velocityEpsilon:)`), in seconds;
    /// +∞ for a spring that never settles.
    public static func springCompletion(of resolved: ResolvedSpring, normalizedVelocity: Double) -> Double {
        if let ui = resolved.uiKit { return ui.duration }
        return SpringAnimation(spring: resolved.spring, from: 0, to: 1, normalizedVelocity: normalizedVelocity).settlingDuration()
    }

    /// The chart's spring policy for spring parameters given by a caller (`springsim chart line`'s
    /// spring flags): nil when no field names a family (the chart keeps its own spring, WYChart's;
    /// a velocity alone only changes its velocity); UIKit's family given by its damping ratio
    /// alone takes the chart's spring duration `chartSpringDuration` (its animation duration +
    /// 0.5 s); any other family is taken as given.
    public static func springParameters(_ parameters: SpringParameters, chartSpringDuration: Double) -> SpringParameters? {
        let fields = parameters.familyFields
        guard !fields.isEmpty else { return nil }
        var p = parameters
        if fields == [.dampingRatio] { p.duration = chartSpringDuration }
        return p
    }
}
