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
}
