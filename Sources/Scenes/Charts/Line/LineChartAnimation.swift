/// WYChart's five line-chart animations (`WYLineChartAnimationStyle`, seed 003).
///
/// The first four are `CABasicAnimation`s on the line layer over `animationDuration` with no
/// timing function set, which Core Animation paces **linearly**; after them the layer shows
/// its model value (the animations use the default `fillMode` removed). Meanwhile the
/// gradient fill fades in (opacity 0 → 1) and rises from 7 points below, over
/// `animationDuration` at `speed` 1.5 (so in ⅔ of the time).
public enum LineChartAnimation: String, Sendable, Hashable, CaseIterable, Decodable {
    public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder, what: "animation") }

    /// `strokeEnd` 0 → 1: the line draws itself from the first point to the last, by arc length.
    case drawing
    /// `opacity` 0 → 1.
    case alpha
    /// `lineWidth` 0 → 2.5 (WYLineChartMainLineView's `DEFAULT_LINE_WIDTH`), then the model's
    /// 2 (WYLineChartView's default) once the animation is removed — WYChart's own jump.
    case width
    /// `path` from a copy whose every end and control point is 7 points lower on screen
    /// (`pointBelowPoint:forDistance: DEFAULT_RISE_HEIGHT`) to the line: the line rises 7 points.
    case rise
    /// Each point springs from its start to its data point with UIKit's
    /// `animateWithDuration: animationDuration + 0.5, usingSpringWithDamping: 0.15,
    /// initialSpringVelocity: 1.40`; a 60 Hz display link rebuilds the curve through the
    /// current points every frame, until the UIView animation completes.
    case spring
}

/// Where the spring animation's points start.
public enum LineChartSpringOrigin: String, Sendable, Hashable, CaseIterable, Decodable {
    public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder, what: "spring origin") }

    /// From the baseline (the x axis at the chart's bottom edge) — the line springs up out of
    /// the axis (issue 6's reading of the seed).
    case baseline
    /// From the point mirrored about the mean of the first and last points' y,
    /// `2·(y_first + y_last)/2 − y` — what WYChart's `WYLineChartMainLineView` code does.
    case mirror
}

/// Which table a line-chart scene writes.
public enum LineChartTable: String, Sendable, Hashable, CaseIterable, Decodable {
    public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder, what: "table") }

    /// One row per frame and data point: `frame,time,point,value,x,y,vy`.
    case points
    /// One row per frame: the line layer's animated properties and the visible end point.
    case line
    /// One row per frame and curve segment: the rebuilt curve's end and control points.
    case segments
}
