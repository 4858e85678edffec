import Curves

/// The lollipop bar chart of seed 000, laid out: where each bar stands and what its
/// `CAShapeLayer` draws. Screen coordinates of the chart view: points, origin top-left, y down.
///
/// Bar i (0-based, left to right) is centred at x = margin·i; its height is
/// hᵢ = maxHeight · countᵢ / maxCount with maxHeight = the chart height and maxCount the
/// largest count (the seed takes the first of its descending word list); the baseline is at
/// y = H, the top at y = H − hᵢ. Its path is the seed's: from the baseline centre (x, H) a
/// `barWidth`-wide rectangle up to the top, back to (x, H), then a full circle of radius
/// `knobRadius` (2 × barWidth = 4) centred at the top (x, H − hᵢ), which `UIBezierPath`
/// reaches by a line from (x, H) — the line and the fill's implicit closing line coincide, so
/// the filled shape is exactly rectangle ∪ disc. Fill white at alpha 0.8.
///
/// Error bound: x, hᵢ and the top are one to three roundings of the inputs, within
/// 2 ulp of the chart's size.
public struct BarChart: Sendable, Hashable {
    public let configuration: BarChartConfiguration
    /// The largest count (> 0 by validation).
    public let maxCount: Double

    public init(_ configuration: BarChartConfiguration) {
        self.configuration = configuration
        self.maxCount = configuration.values.max()!
    }

    /// Number of bars.
    public var count: Int { configuration.values.count }
    /// The baseline's y (pt): the chart height.
    public var baselineY: Double { configuration.height }

    /// x of bar i's centre line (pt): margin·i.
    public func x(ofBar i: Int) -> Double { configuration.resolvedMargin * Double(i) }

    /// Bar i's full height (pt): maxHeight · (countᵢ / maxCount), so the tallest bar is
    /// exactly maxHeight and its top exactly 0 (the seed's order, (maxHeight · count) / maxCount,
    /// can miss by an ulp of H).
    public func height(ofBar i: Int) -> Double { configuration.height * (configuration.values[i] / maxCount) }

    /// y of bar i's top, un-animated (pt): H − hᵢ.
    public func topY(ofBar i: Int) -> Double { configuration.height - height(ofBar: i) }

    /// The bar's path as the seed builds it, in its layer's coordinates — which are the
    /// chart's, because the layer has zero bounds at position (0, 0).
    public func path(ofBar i: Int) -> Path {
        transformedPath(ofBar: i, scaleY: 1, translationY: 0)
    }

    /// The bar's path after the layer transform y ↦ s·y + t (x unchanged): the rectangle's
    /// corners map point by point and the knob's circle becomes an ellipse with radii
    /// (r, r·s) around the mapped centre — the exact image of the seed's path.
    public func transformedPath(ofBar i: Int, scaleY s: Double, translationY t: Double) -> Path {
        let x = self.x(ofBar: i), w = configuration.barWidth, r = configuration.resolvedKnobRadius
        let base = s * baselineY + t, top = s * topY(ofBar: i) + t
        var p = Path()
        p.move(to: Point(x, base))
        p.addLine(to: Point(x - w / 2, base))
        p.addLine(to: Point(x - w / 2, top))
        p.addLine(to: Point(x + w / 2, top))
        p.addLine(to: Point(x + w / 2, base))
        p.addLine(to: Point(x, base))
        let knob = EllipticalArc(center: Point(x, top), radii: Point(r, r * s), startAngle: 0, sweep: 2 * Double.pi)
        p.addLine(to: knob.start)
        p.append(.arc(knob))
        return p
    }
}
