import Curves
import Dynamics
import Easing

/// WYChart's animated line chart (seed 003): data points on a curve, with one of five
/// animations (``LineChartAnimation``), frame by frame.
///
/// Geometry: ``ChartLayout`` maps the values to screen points; ``ChartCurve`` draws the line
/// through them (WYChart's wave quadratics by default). Timeline, t in seconds from the
/// animation's start:
///
/// - drawing / alpha / width / rise: one linear `CABasicAnimation` on the line layer over
///   [0, D) (D = `animationDuration`), the model value from D on; the gradient fill's opacity
///   0 → 1 and its rise from `riseHeight` below over [0, D/1.5). The table ends at
///   max(D, D/gradientSpeed).
/// - spring: point i's y follows the closed-form UIKit spring
///   `SpringAnimation(spring, from: y_start, to: y_i, normalizedVelocity: 1.4)` (x fixed), the
///   curve is rebuilt through the current points at every display-link frame (60 Hz), and the
///   table ends when the UIView animation completes, at its duration D + 0.5. (UIKit's duration
///   springs are only "settled" by a criterion that ignores the cosine term, so at completion
///   WYChart's points can still be ~1% of their distance away; its completion block pauses the
///   display link, leaving the last frame's curve on screen. The last row is that frame, at
///   t = D + 0.5, from the closed form.)
///
/// Accuracy: spring positions are the Dynamics closed form (≤ ~1e-15 relative to the
/// distance, see the Dynamics accuracy table); basic-animation values are linear
/// interpolations within 2 roundings of exact (see `MediaTiming.linearValue(from:to:at:)`); the visible end point of the drawing animation is within
/// `ArcLength.defaultAccuracy` (1e-12 points) of the arc-length fraction `strokeEnd`.
public struct LineChartScene: Sendable {
    public let configuration: LineChartConfiguration
    /// The data points' final screen positions.
    public let points: [Point]
    /// The final line.
    public let curve: ChartCurve
    /// The canvas width, points (the layout's width, or fitted to the points).
    public let canvasWidth: Double
    /// Each point's y motion in the spring animation (empty for the other animations).
    public let pointSprings: [SpringAnimation]
    /// When the spring animation completes (UIKit's duration), seconds; nil for the others.
    public let springCompletion: Double?
    /// When the animation ends (the table's last frame), seconds.
    public let endTime: Double
    let measuredCurve: MeasuredPath

    /// The scene the configuration describes; the spring animation uses UIKit's spring for
    /// `configuration.spring` (damping ratio, velocity, duration `springDuration`).
    public init(_ configuration: LineChartConfiguration) throws(ChartConfigurationError) {
        try configuration.validate()
        let settings = configuration.spring
        let spring: Spring
        do {
            spring = try Spring(
                uiKitDampingRatio: settings.dampingRatio, duration: configuration.springDuration, initialVelocity: settings.velocity)
        } catch {
            throw ChartConfigurationError(field: "spring", error.message)
        }
        try self.init(configuration, spring: spring, normalizedVelocity: settings.velocity, completion: configuration.springDuration)
    }

    /// The scene with another spring for the spring animation: `spring` with the initial
    /// velocity `normalizedVelocity` (distances per second), completing at `completion` s.
    public init(
        _ configuration: LineChartConfiguration, spring: Spring, normalizedVelocity: Double, completion: Double
    ) throws(ChartConfigurationError) {
        try configuration.validate()
        guard normalizedVelocity.isFinite else { throw ChartConfigurationError(field: "spring.velocity", "must be a finite number") }
        guard completion.isFinite && completion > 0 else {
            throw ChartConfigurationError(field: "spring.duration", "must be a finite number > 0")
        }
        self.configuration = configuration
        let layout = configuration.layout
        points = layout.points(for: configuration.values)
        curve = ChartCurve(through: points, style: configuration.curve)
        canvasWidth = layout.canvasWidth(count: points.count)
        measuredCurve = MeasuredPath(curve.path)
        let d = configuration.animationDuration
        if configuration.animation == .spring {
            let mirrorAxis = points[0].y + points[points.count - 1].y
            var springs: [SpringAnimation] = []
            for p in points {
                let start = configuration.springOrigin == .baseline ? layout.baseline : mirrorAxis - p.y
                // Validated: a velocity × distance (or a motion) beyond the double range is refused.
                do {
                    springs.append(
                        try SpringAnimation(validatingSpring: spring, from: start, to: p.y, normalizedVelocity: normalizedVelocity))
                } catch {
                    throw ChartConfigurationError(field: "spring.velocity", "\(normalizedVelocity) gives \(error.message)")
                }
            }
            guard completion <= 1e6 else {
                throw ChartConfigurationError(
                    field: "spring.duration", "the spring completes after \(completion) s, beyond the 1e6 s a scene can last")
            }
            pointSprings = springs
            springCompletion = completion
            endTime = completion
        } else {
            let end = max(d, configuration.drawGradient ? d / configuration.gradientSpeed : 0)
            guard end <= 1e6 else {
                throw ChartConfigurationError(
                    field: "gradientSpeed",
                    "the gradient's fade lasts \(end) s (animationDuration / gradientSpeed), beyond the 1e6 s a scene can last")
            }
            pointSprings = []
            springCompletion = nil
            endTime = end
        }
    }

    /// The spring animation's chart at `time` with point i at height `y[i]` moving at `vy[i]`
    /// (pt and pt/s, y down; x fixed): the curve rebuilt through the points, as WYChart's
    /// display link does every frame. ``frame(at:)`` passes each point's own spring; a scene
    /// whose points move otherwise (NetworkScenes' coupled chart) passes its own heights and
    /// gets the same frame, and so the same table rows, from them.
    /// - Precondition: `y` and `vy` have one entry per point.
    public func springFrame(time: Double, y: [Double], vy: [Double]) -> LineChartFrame {
        precondition(y.count == points.count && vy.count == points.count, "LineChartScene.springFrame: one y and vy per point")
        var f = restingFrame(time: time)
        for i in f.points.indices { f.points[i].y = y[i] }
        f.velocities = vy
        f.curve = ChartCurve(through: f.points, style: configuration.curve)
        f.visibleEnd = f.curve.end
        return f
    }

    /// The chart at rest at its final points: every layer property at its model value.
    func restingFrame(time: Double) -> LineChartFrame {
        let c = configuration
        return LineChartFrame(
            time: time, points: points, velocities: Array(repeating: 0, count: points.count), curve: curve, strokeEnd: 1,
            visibleEnd: curve.end, opacity: 1, lineWidth: c.lineWidth, offsetY: 0, fillOpacity: c.drawGradient ? 1 : 0,
            fillOffsetY: 0)
    }

    /// The line layer's basic animation (linear, over [0, animationDuration)).
    var lineTiming: MediaTiming { MediaTiming(duration: configuration.animationDuration) }
    /// The gradient's animations (same duration, at `gradientSpeed`).
    var gradientTiming: MediaTiming { MediaTiming(duration: configuration.animationDuration, speed: configuration.gradientSpeed) }

    /// The chart at `time` seconds.
    public func frame(at time: Double) -> LineChartFrame {
        let c = configuration
        if c.animation == .spring {
            var y = [Double](repeating: 0, count: points.count), vy = y
            for (i, s) in pointSprings.enumerated() {
                let state = s.motion.state(at: time)
                y[i] = s.to + state.value
                vy[i] = state.velocity
            }
            return springFrame(time: time, y: y, vy: vy)
        }
        var f = restingFrame(time: time)
        let line = lineTiming
        func animated(from a: Double, to b: Double, model: Double) -> Double {
            line.linearValue(from: a, to: b, at: time) ?? model
        }
        switch c.animation {
        case .drawing:
            f.strokeEnd = animated(from: 0, to: 1, model: 1)
            if f.strokeEnd < 1 { f.visibleEnd = measuredCurve.position(atFraction: f.strokeEnd)!.point }
        case .alpha:
            f.opacity = animated(from: 0, to: 1, model: 1)
        case .width:
            f.lineWidth = animated(from: 0, to: c.animatedLineWidth, model: c.lineWidth)
        case .rise:
            f.offsetY = animated(from: c.riseHeight, to: 0, model: 0)
            if f.offsetY != 0 {
                f.curve = curve.offset(dy: f.offsetY)
                for i in f.points.indices { f.points[i].y += f.offsetY }
                f.visibleEnd = f.curve.end
            }
            if line.progress(at: time) != nil {
                let v = -c.riseHeight / c.animationDuration
                for i in f.velocities.indices { f.velocities[i] = v }
            }
        case .spring:
            break
        }
        if c.drawGradient {
            let g = gradientTiming
            f.fillOpacity = g.linearValue(from: 0, to: 1, at: time) ?? 1
            f.fillOffsetY = g.linearValue(from: c.riseHeight, to: 0, at: time) ?? 0
        }
        return f
    }
}

/// The state of a ``LineChartScene`` at one instant: what the layers show.
public struct LineChartFrame: Sendable, Hashable {
    /// Seconds since the animation began.
    public var time: Double
    /// The points where they are drawn now (the spring's current positions, the rise's offset).
    public var points: [Point]
    /// Each point's vertical velocity, points per second (y down).
    public var velocities: [Double]
    /// The line as drawn now (rebuilt through ``points`` in the spring animation).
    public var curve: ChartCurve
    /// The line layer's `strokeEnd`, a fraction of the arc length.
    public var strokeEnd: Double
    /// Where the drawn part of the line ends: the point at arc length strokeEnd·length.
    public var visibleEnd: Point
    /// The line layer's opacity.
    public var opacity: Double
    /// The line layer's line width, points.
    public var lineWidth: Double
    /// The line's vertical offset from its final place, points (the rise animation).
    public var offsetY: Double
    /// The gradient fill's opacity (0 when the chart has no gradient).
    public var fillOpacity: Double
    /// The gradient mask's vertical offset from its final place, points.
    public var fillOffsetY: Double
}

extension FrameClock {
    /// A uniform display link at `fps` from 0 to `end`, where an `end` within 1 ns of a grid
    /// frame n/fps counts as that frame (so 0.8 + 0.4 = 1.2000000000000002 s ends on frame
    /// 72 at 1.2 s instead of adding a frame 0.2 fs later).
    static func displayLink(fps: Double, end: Double) -> FrameClock {
        let n = (end * fps).rounded()
        let grid = n / fps
        return FrameClock(fps: fps, end: abs(grid - end) <= 1e-9 ? grid : end)
    }
}

extension MediaTiming {
    /// The value of a `CABasicAnimation` with this timing and no timing function (Core
    /// Animation's default, linear pacing) at `parentTime`: from + (to − from)·progress, or
    /// nil when the animation is removed (the layer's model value shows). Within two roundings
    /// of the exact value given the progress (which itself is one division from exact).
    func linearValue(from a: Double, to b: Double, at parentTime: Double) -> Double? {
        progress(at: parentTime).map { a + (b - a) * $0 }
    }
}
