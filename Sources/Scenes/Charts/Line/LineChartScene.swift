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
///
/// Memory: the scene holds its configuration (the values), the final points and, per
/// animation, one more array — the spring animation each point's four motion coefficients
/// (one ``SpringMotion`` serves every point: they share the spring), the drawing animation one
/// arc-length offset per curve segment. The curve is rebuilt from the points where needed, and
/// a table frame is written point by point without building a ``LineChartFrame``, so a chart of
/// N points holds about 56·N bytes (spring) or 40·N (drawing, wave quadratics) however many
/// frames it writes.
public struct LineChartScene: Sendable {
    public let configuration: LineChartConfiguration
    /// The data points' final screen positions.
    public let points: [Point]
    /// The canvas width, points (the layout's width, or fitted to the points).
    public let canvasWidth: Double
    /// When the spring animation completes (UIKit's duration), seconds; nil for the others.
    public let springCompletion: Double?
    /// When the animation ends (the table's last frame), seconds.
    public let endTime: Double
    /// The spring animation's motions (nil for the other animations).
    let springs: PointSprings?
    /// The drawing animation's arc-length table (nil for the other animations).
    let stroke: LineChartStroke?

    /// Every point's spring motion, stored as one motion of the shared spring and each point's
    /// coefficients (32 bytes a point instead of a ``SpringAnimation``'s 168).
    struct PointSprings: Sendable {
        /// The spring, the normalised initial velocity and where the motions start.
        let spring: Spring
        let normalizedVelocity: Double
        /// Point 0's motion: its ``SpringMotion/basis(at:)`` is every point's.
        let reference: SpringMotion
        /// Point i's coefficients.
        let coefficients: [SpringMotion.Coefficients]
    }

    /// The final line: the curve through ``points`` (built on each use; the scene keeps only
    /// the points).
    public var curve: ChartCurve { ChartCurve(through: points, style: configuration.curve) }

    /// Each point's y motion in the spring animation (empty for the other animations), built
    /// on each use from the shared spring: point i's `SpringAnimation(spring, from: start_i,
    /// to: points[i].y, normalizedVelocity:)`.
    public var pointSprings: [SpringAnimation] {
        guard let springs else { return [] }
        return points.indices.map { i in
            SpringAnimation(
                spring: springs.spring, from: springStart(i), to: points[i].y, normalizedVelocity: springs.normalizedVelocity)
        }
    }

    /// Where point i's spring starts: the baseline, or its mirror about the first and last
    /// points' mean y.
    func springStart(_ i: Int) -> Double {
        configuration.springOrigin == .baseline
            ? configuration.layout.baseline : points[0].y + points[points.count - 1].y - points[i].y
    }

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
        let points = layout.points(for: configuration.values)
        self.points = points
        canvasWidth = layout.canvasWidth(count: points.count)
        let d = configuration.animationDuration
        if configuration.animation == .drawing {
            let style = configuration.curve
            stroke = LineChartStroke(segmentCount: ChartCurve.segmentCount(points: points.count, style: style)) { i in
                let k = ChartCurve.pointIndex(ofSegment: i, style: style)
                return ChartCurve.segment(i, style: style, from: points[k], to: points[k + 1])
            }
        } else {
            stroke = nil
        }
        if configuration.animation == .spring {
            let mirrorAxis = points[0].y + points[points.count - 1].y
            var coefficients: [SpringMotion.Coefficients] = []
            coefficients.reserveCapacity(points.count)
            var reference: SpringMotion?
            for p in points {
                let start = configuration.springOrigin == .baseline ? layout.baseline : mirrorAxis - p.y
                // Validated: a velocity × distance (or a motion) beyond the double range is refused.
                let motion: SpringMotion
                do {
                    motion = try SpringAnimation(validatingSpring: spring, from: start, to: p.y, normalizedVelocity: normalizedVelocity)
                        .motion
                } catch {
                    throw ChartConfigurationError(field: "spring.velocity", "\(normalizedVelocity) gives \(error.message)")
                }
                if reference == nil { reference = motion }
                coefficients.append(motion.coefficients)
            }
            guard completion <= 1e6 else {
                throw ChartConfigurationError(
                    field: "spring.duration", "the spring completes after \(completion) s, beyond the 1e6 s a scene can last")
            }
            springs = PointSprings(
                spring: spring, normalizedVelocity: normalizedVelocity, reference: reference!, coefficients: coefficients)
            springCompletion = completion
            endTime = completion
        } else {
            let end = max(d, configuration.drawGradient ? d / configuration.gradientSpeed : 0)
            guard end <= 1e6 else {
                throw ChartConfigurationError(
                    field: "gradientSpeed",
                    "the gradient's fade lasts \(end) s (animationDuration / gradientSpeed), beyond the 1e6 s a scene can last")
            }
            springs = nil
            springCompletion = nil
            endTime = end
        }
    }

    /// The bytes of the arrays the scene holds (element counts × strides: the values, the
    /// points, the spring coefficients or the arc-length offsets) — what grows with the
    /// number of points. A frame needs nothing more when it is written as a table.
    public var storageBytes: Int {
        configuration.values.count * MemoryLayout<Double>.stride + points.count * MemoryLayout<Point>.stride
            + (springs?.coefficients.count ?? 0) * MemoryLayout<SpringMotion.Coefficients>.stride
            + (stroke?.offsets.count ?? 0) * MemoryLayout<Double>.stride
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
        let layers = restingLayers
        let curve = self.curve
        return LineChartFrame(
            time: time, points: points, velocities: Array(repeating: 0, count: points.count), curve: curve,
            strokeEnd: layers.strokeEnd, visibleEnd: curve.end, opacity: layers.opacity, lineWidth: layers.lineWidth,
            offsetY: layers.offsetY, fillOpacity: layers.fillOpacity, fillOffsetY: layers.fillOffsetY)
    }

    /// The line layer's basic animation (linear, over [0, animationDuration)).
    var lineTiming: MediaTiming { MediaTiming(duration: configuration.animationDuration) }
    /// The gradient's animations (same duration, at `gradientSpeed`).
    var gradientTiming: MediaTiming { MediaTiming(duration: configuration.animationDuration, speed: configuration.gradientSpeed) }

    /// The layer properties at rest (every model value), the visible end at the last point.
    var restingLayers: LineChartLayers {
        LineChartLayers(
            strokeEnd: 1, visibleEnd: points[points.count - 1], opacity: 1, lineWidth: configuration.lineWidth, offsetY: 0,
            fillOpacity: configuration.drawGradient ? 1 : 0, fillOffsetY: 0, velocity: 0)
    }

    /// The layer properties of the basic animations (drawing, alpha, width, rise) at `time`;
    /// the resting ones for the spring animation. The visible end of a line that has risen by
    /// `offsetY` is the last point moved by it.
    func layers(at time: Double) -> LineChartLayers {
        let c = configuration
        var f = restingLayers
        guard c.animation != .spring else { return f }
        let line = lineTiming
        func animated(from a: Double, to b: Double, model: Double) -> Double {
            line.linearValue(from: a, to: b, at: time) ?? model
        }
        switch c.animation {
        case .drawing:
            f.strokeEnd = animated(from: 0, to: 1, model: 1)
            if f.strokeEnd < 1, let stroke {
                f.visibleEnd = stroke.point(atFraction: f.strokeEnd) { i in staticSegment(i) }
            }
        case .alpha:
            f.opacity = animated(from: 0, to: 1, model: 1)
        case .width:
            f.lineWidth = animated(from: 0, to: c.animatedLineWidth, model: c.lineWidth)
        case .rise:
            f.offsetY = animated(from: c.riseHeight, to: 0, model: 0)
            if f.offsetY != 0 { f.visibleEnd = f.visibleEnd + Point(0, f.offsetY) }
            if line.progress(at: time) != nil { f.velocity = -c.riseHeight / c.animationDuration }
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

    /// Segment i of the final line (``curve``'s segment i), from the points.
    func staticSegment(_ i: Int) -> PathSegment {
        let style = configuration.curve
        let k = ChartCurve.pointIndex(ofSegment: i, style: style)
        return ChartCurve.segment(i, style: style, from: points[k], to: points[k + 1])
    }

    /// The chart at `time` seconds.
    public func frame(at time: Double) -> LineChartFrame {
        if let springs {
            let b = springs.reference.basis(at: time)
            var y = [Double](repeating: 0, count: points.count), vy = y
            for i in points.indices {
                let state = SpringMotion.state(of: springs.coefficients[i], at: b)
                y[i] = points[i].y + state.value
                vy[i] = state.velocity
            }
            return springFrame(time: time, y: y, vy: vy)
        }
        let layers = self.layers(at: time)
        var f = restingFrame(time: time)
        f.strokeEnd = layers.strokeEnd
        f.visibleEnd = layers.visibleEnd
        f.opacity = layers.opacity
        f.lineWidth = layers.lineWidth
        f.offsetY = layers.offsetY
        f.fillOpacity = layers.fillOpacity
        f.fillOffsetY = layers.fillOffsetY
        if layers.offsetY != 0 {
            f.curve = f.curve.offset(dy: layers.offsetY)
            for i in f.points.indices { f.points[i].y += layers.offsetY }
        }
        for i in f.velocities.indices { f.velocities[i] = layers.velocity }
        return f
    }
}

/// The line layer's and the gradient's values at one instant: a ``LineChartFrame`` without its
/// points and curve.
struct LineChartLayers {
    var strokeEnd: Double
    var visibleEnd: Point
    var opacity: Double
    var lineWidth: Double
    var offsetY: Double
    var fillOpacity: Double
    var fillOffsetY: Double
    /// Every point's vertical velocity in the basic animations (the rise's, or 0), pt/s.
    var velocity: Double
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
