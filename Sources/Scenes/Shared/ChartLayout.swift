import Curves

/// How a chart's data values become screen points (points, y down, origin top-left): the
/// geometry shared by the line chart (seed 003) and the curve chart (seed 000).
///
/// Point i of n values v₀…vₙ₋₁:
///
///     x_i = leftMargin + i·spacing,   spacing = pointSpacing ?? (width − leftMargin − rightMargin)/(n − 1)
///     y_i = topMargin + (max − v_i)·plotHeight/(max − min),   plotHeight = height − topMargin − bottomMargin
///
/// with `max = maxValue ?? max(v)` and `min = minValue ?? min(0, min(v))` (charts of counts start
/// at zero, as WYChart's example does with its delegate's `minValue 0`). When max = min the
/// line sits in the vertical middle of the plot. With ``roundsToWholePoints`` both coordinates
/// are rounded half away from zero, as WYChart's `roundf` does.
///
/// The canvas is ``height`` tall and `width ?? (leftMargin + (n − 1)·spacing + rightMargin)`
/// wide; the **baseline** (the x axis, where a chart's fill closes and the spring animation
/// starts) is its bottom edge, y = height.
///
/// Error bound: each unrounded coordinate is the formula's real value within four roundings
/// (≤ 4 ulp of the canvas extent); a rounded one is the nearest whole point to that.
public struct ChartLayout: Sendable, Hashable {
    /// Height of the chart view, points.
    public var height: Double
    /// Width of the chart view, points; nil fits the points (see the type's formula).
    public var width: Double?
    /// Space left of the first point, points.
    public var leftMargin: Double
    /// Space right of the last point, points (only used when ``pointSpacing`` is nil or for
    /// the fitted width).
    public var rightMargin: Double
    /// Distance from the top edge to the maximum value's y, points.
    public var topMargin: Double
    /// Distance from the minimum value's y to the bottom edge, points.
    public var bottomMargin: Double
    /// Horizontal distance between consecutive points, points; nil spreads the points over
    /// ``width``.
    public var pointSpacing: Double?
    /// The value drawn at the top of the plot; nil: the data's maximum.
    public var maxValue: Double?
    /// The value drawn at the bottom of the plot; nil: min(0, the data's minimum).
    public var minValue: Double?
    /// Round x and y to whole points (WYChart does; the seed-000 curve chart does not, which
    /// keeps its `y == 0` rule exact for the maximum).
    public var roundsToWholePoints: Bool

    public init(
        height: Double, width: Double? = nil, leftMargin: Double = 0, rightMargin: Double = 0, topMargin: Double = 0,
        bottomMargin: Double = 0, pointSpacing: Double? = nil, maxValue: Double? = nil, minValue: Double? = nil,
        roundsToWholePoints: Bool = false
    ) {
        self.height = height
        self.width = width
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
        self.topMargin = topMargin
        self.bottomMargin = bottomMargin
        self.pointSpacing = pointSpacing
        self.maxValue = maxValue
        self.minValue = minValue
        self.roundsToWholePoints = roundsToWholePoints
    }

    /// WYChart's line chart (`WYLineChartView` and `WYLineChartCalculator`) in its example app:
    /// a 300-point-tall view whose line view is 300 − 35 (x-axis labels) − 2 = 263 points tall;
    /// `lineTopMargin` 20 plus the calculator's fixed 30 = 50; `lineBottomMargin` 50;
    /// `lineLeftMargin` = `lineRightMargin` = 10; scrollable with a 60-point gap between points;
    /// coordinates rounded with `roundf`. The example's delegate returns max 90980 (its data's
    /// maximum) and min 0, which the default rule reproduces.
    public static let wyChart = ChartLayout(
        height: 263, leftMargin: 10, rightMargin: 10, topMargin: 50, bottomMargin: 50, pointSpacing: 60, roundsToWholePoints: true)

    /// The seed-000 curve chart. The article leaves "data → points" to the reader, so this
    /// is a choice: a 355 × 180-point chart (an iPhone's 375-point width less 10-point
    /// insets), points spread edge to edge, the maximum at y = 0 (the top, which the thinning
    /// rule's `y == 0` test relies on), the minimum or zero at the bottom, no rounding.
    public static let curveChart = ChartLayout(height: 180, width: 355)

    /// Checks the layout for `values`; nil when usable, else the offending field and why.
    public func problem(for values: [Double]) -> (field: String, message: String)? {
        let count = values.count
        let fields: [(String, Double?)] = [
            ("height", height), ("width", width), ("leftMargin", leftMargin), ("rightMargin", rightMargin),
            ("topMargin", topMargin), ("bottomMargin", bottomMargin), ("pointSpacing", pointSpacing),
            ("maxValue", maxValue), ("minValue", minValue),
        ]
        for (name, value) in fields {
            if let v = value, !v.isFinite { return (name, "must be a finite number") }
        }
        if !(height > 0) { return ("height", "must be > 0") }
        if let w = width, !(w > 0) { return ("width", "must be > 0") }
        for (name, value) in fields[2...5] where value! < 0 { return (name, "must be ≥ 0") }
        if let s = pointSpacing, !(s > 0) { return ("pointSpacing", "must be > 0") }
        if !(topMargin + bottomMargin < height) { return ("bottomMargin", "topMargin + bottomMargin must be < height") }
        if pointSpacing == nil, let w = width, !(leftMargin + rightMargin < w) {
            return ("rightMargin", "leftMargin + rightMargin must be < width")
        }
        if let hi = maxValue, let lo = minValue, !(hi > lo) { return ("maxValue", "must be > minValue") }
        if count < 2 { return ("values", "a chart line needs at least 2 values (got \(count))") }
        if let i = values.firstIndex(where: { !$0.isFinite }) { return ("values", "entry \(i + 1) is not a finite number") }
        let (lo, hi) = valueRange(for: values)
        if hi < lo { return (maxValue == nil ? "minValue" : "maxValue", "the value range is empty (max \(hi) < min \(lo))") }
        // (max − v)·plot and max − min must stay finite, or the points (and every arc length
        // measured along them) would be inf or NaN.
        if let i = points(for: values).firstIndex(where: { !($0.x.isFinite && $0.y.isFinite) }) {
            return ("values", "entry \(i + 1): the value range \(lo) … \(hi) is too wide to lay out (its point is not finite)")
        }
        return nil
    }

    /// The value range drawn from the top (`max`) to the bottom (`min`) of the plot.
    public func valueRange(for values: [Double]) -> (min: Double, max: Double) {
        let hi = maxValue ?? values.max() ?? 1
        let lo = minValue ?? Swift.min(0, values.min() ?? 0)
        return (lo, hi)
    }

    /// The horizontal distance between points for `count` values.
    public func spacing(count: Int) -> Double {
        if let s = pointSpacing { return s }
        let w = width ?? (leftMargin + rightMargin)
        return count > 1 ? (w - leftMargin - rightMargin) / Double(count - 1) : 0
    }

    /// The canvas width for `count` values.
    public func canvasWidth(count: Int) -> Double {
        width ?? (leftMargin + Double(Swift.max(count - 1, 0)) * spacing(count: count) + rightMargin)
    }

    /// The baseline (x axis): the bottom edge, y = ``height``.
    public var baseline: Double { height }

    /// The y of the plot's top (the maximum value), before rounding.
    public var plotTop: Double { topMargin }

    /// The screen points of `values` (see the type's formula).
    /// - Precondition: ``problem(for:)`` is nil.
    public func points(for values: [Double]) -> [Point] {
        let (lo, hi) = valueRange(for: values)
        let dx = spacing(count: values.count)
        let plot = height - topMargin - bottomMargin
        return values.indices.map { i in
            let x = leftMargin + Double(i) * dx
            let y = hi > lo ? topMargin + (hi - values[i]) * plot / (hi - lo) : topMargin + plot / 2
            return roundsToWholePoints ? Point(x.rounded(), y.rounded()) : Point(x, y)
        }
    }
}
