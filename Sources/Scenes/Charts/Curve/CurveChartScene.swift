import Curves
import Dynamics
import Easing

/// Seed 000's curve chart: the data points, thinned by the count / 15 rule, joined by cubic
/// Béziers with midpoint controls; the line draws itself, then its gradient fill fades in.
///
/// Timeline (t in seconds; both are `CABasicAnimation`s with no timing function, i.e.
/// linear, and the default `fillMode`, so the model value shows after them):
///
/// - the line's `strokeEnd` goes 0 → 1 over [0, strokeDuration) = [0, 0.8), then is 1;
/// - the fill layer is hidden (opacity 0 here) until `fillDelay` = 0.8 s, then its opacity
///   goes 0 → 1 over [0.8, 0.8 + 0.4), then is 1. The table ends at
///   max(strokeDuration, fillDelay + fillDuration) = 1.2 s.
///
/// Accuracy: the fractions are linear interpolations within two roundings of exact; the visible end point
/// lies within `ArcLength.defaultAccuracy` (1e-12 points) of the arc-length fraction
/// `strokeEnd` of the curve.
public struct CurveChartScene: Sendable {
    public let configuration: CurveChartConfiguration
    /// Every data point's screen position.
    public let points: [Point]
    /// The indices of the points the thinning rule keeps.
    public let keptIndices: [Int]
    /// The line through the kept points.
    public let curve: ChartCurve
    /// The canvas width, points.
    public let canvasWidth: Double
    /// When the animation ends, seconds.
    public let endTime: Double
    let measuredCurve: MeasuredPath

    public init(_ configuration: CurveChartConfiguration) throws(ChartConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
        let layout = configuration.layout
        let points = layout.points(for: configuration.values)
        let kept = ChartThinning(divisor: configuration.thinningDivisor, top: layout.plotTop).keptIndices(of: points)
        self.points = points
        keptIndices = kept
        curve = ChartCurve(through: kept.map { points[$0] }, style: .cubic)
        canvasWidth = layout.canvasWidth(count: points.count)
        measuredCurve = MeasuredPath(curve.path)
        endTime = max(configuration.strokeDuration, configuration.fillDelay + configuration.fillDuration)
    }

    /// The line's `strokeEnd` at `time`.
    public func strokeEnd(at time: Double) -> Double {
        MediaTiming(duration: configuration.strokeDuration).linearValue(from: 0, to: 1, at: time) ?? (time < 0 ? 0 : 1)
    }

    /// The fill's opacity at `time` (0 while hidden, before `fillDelay`).
    public func fillOpacity(at time: Double) -> Double {
        let c = configuration
        if time < c.fillDelay { return 0 }
        return MediaTiming(beginTime: c.fillDelay, duration: c.fillDuration).linearValue(from: 0, to: 1, at: time) ?? 1
    }

    /// The visible end of the line at `time`: the point at arc length strokeEnd·length.
    public func visibleEnd(at time: Double) -> Point {
        measuredCurve.position(atFraction: strokeEnd(at: time))!.point
    }

    /// The fill path: from the bottom-left corner (0, height) up to the first point, along the
    /// curve, then to the bottom-right corner (width, height) and back (the seed's `fillPath`).
    public var fillPath: Path {
        let h = configuration.layout.height
        return curve.fillPath(left: 0, right: canvasWidth, baseline: h, leadIn: Point(0, h))
    }
}
