/// A line plot of one or more series (e.g. value and velocity against time) as an SVG
/// document: axes with nice ticks (``SVGNiceScale``) and light grid lines, a title, axis
/// labels and a legend of the named series to the right of the plot area. Coordinates are
/// written to 0.01 pt (invisible on any screen).
///
/// Each series is drawn through ``PolylineReduction`` at ``resolution`` columns per point:
/// per column, the first, last and extreme samples of each run, so a series of any length
/// draws in O(plot width) vertices with its extremes exactly where they are, and the picture
/// is the full polyline's to within anti-aliasing (compared pixel by pixel in the tests).
/// Series shorter than that are drawn sample for sample.
///
/// Series of different units (a value and its velocity) go in separate panels
/// (``Series/panel``), stacked over one shared x axis, each with its own y axis and label; a
/// panel's y range covers every finite sample of its series, the x range every finite x.
/// Non-finite samples break a series' line (nothing is drawn through them).
public struct SVGPlot: Sendable {
    /// One line of the plot.
    public struct Series: Sendable {
        public var name: String
        public var x: [Double]
        public var y: [Double]
        /// The panel the series is drawn in (0 the top one): quantities of different units
        /// (a value and its velocity) each get a panel with its own y axis.
        public var panel: Int

        /// A series of points (x[i], y[i]); the two arrays must have the same length.
        public init(name: String, x: [Double], y: [Double], panel: Int = 0) {
            precondition(x.count == y.count, "SVGPlot.Series: x and y must have the same length")
            precondition(panel >= 0, "SVGPlot.Series: the panel index must not be negative")
            self.name = name
            self.x = x
            self.y = y
            self.panel = panel
        }
    }

    public var series: [Series]
    public var title: String?
    public var xLabel: String
    /// The y-axis label of each panel, top to bottom (missing ones are empty).
    public var yLabels: [String]
    /// The top panel's y-axis label (the only one of a single-panel plot).
    public var yLabel: String {
        get { yLabels.first ?? "" }
        set { if yLabels.isEmpty { yLabels = [newValue] } else { yLabels[0] = newValue } }
    }
    /// Document size in points.
    public var width: Double
    public var height: Double
    /// Columns per point in which each series keeps only its first, last and extreme samples
    /// (``PolylineReduction``); 2 keeps every detail a 2× (Retina) raster shows. nil draws every
    /// sample.
    public var resolution: Double? = 2

    /// The pixel columns a plot area `width` points wide has at ``resolution``: the count a
    /// caller that streams samples into ``PolylineReduction`` before building the plot should use.
    public static func columns(width: Double, resolution: Double = 2) -> Int {
        max(1, Int((width * resolution).rounded(.up)))
    }

    public init(series: [Series], title: String? = nil, xLabel: String = "", yLabel: String = "", width: Double = 640, height: Double = 400)
    {
        precondition(width > 0 && height > 0, "SVGPlot: width and height must be positive")
        self.series = series
        self.title = title
        self.xLabel = xLabel
        self.yLabels = [yLabel]
        self.width = width
        self.height = height
    }

    /// The tab10 palette (matplotlib's default cycle), so the CLI's plots and the notebooks'
    /// figures colour series alike.
    public static let palette = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
    ]

    /// A plot of several panels stacked over one shared x axis; `yLabels[p]` labels panel p.
    public init(series: [Series], title: String? = nil, xLabel: String = "", yLabels: [String], width: Double = 640, height: Double = 400) {
        self.init(series: series, title: title, xLabel: xLabel, width: width, height: height)
        self.yLabels = yLabels
    }

    /// The number of panels: one more than the largest ``Series/panel`` (at least one).
    public var panelCount: Int { max(1, (series.map(\.panel).max() ?? 0) + 1, yLabels.count) }

    /// The scales the plot uses: nice ranges covering every finite sample (unit range if none);
    /// y is the top panel's.
    public var scales: (x: SVGNiceScale, y: SVGNiceScale) { (xScale, yScale(panel: 0)) }

    /// The shared x scale: a nice range covering every finite x of every series.
    public var xScale: SVGNiceScale {
        let r = Self.range(series.map(\.x))
        return SVGNiceScale(min: r.0, max: r.1, targetTicks: 8)
    }

    /// Panel `panel`'s y scale: a nice range covering every finite y of its series.
    public func yScale(panel: Int) -> SVGNiceScale {
        let r = Self.range(series.filter { $0.panel == panel }.map(\.y))
        return SVGNiceScale(min: r.0, max: r.1, targetTicks: panelCount > 2 ? 4 : panelCount > 1 ? 5 : 6)
    }

    private static func range(_ values: [[Double]]) -> (Double, Double) {
        var lo = Double.infinity, hi = -Double.infinity
        for v in values.joined() where v.isFinite {
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return lo <= hi ? (lo, hi) : (0, 1)
    }

    /// The document: background and title; each panel's grid, axes and frame; the axis
    /// labels; the series, clipped to their panels; the legend.
    public func document() -> String {
        let layout = Layout(self)
        var svg = SVGBuilder()
        svg.openDocument(width: width, height: height)
        svg.empty("rect", [("width", n(width)), ("height", n(height)), ("fill", "#ffffff")])
        appendTitle(layout, to: &svg)
        for (p, panel) in layout.panels.enumerated() { appendGrid(panel, xTickLabels: p == layout.panels.count - 1, to: &svg) }
        appendXLabel(layout, to: &svg)
        for (p, panel) in layout.panels.enumerated() { appendYLabel(p < yLabels.count ? yLabels[p] : "", panel, to: &svg) }
        svg.open("defs")
        for panel in layout.panels {
            svg.open("clipPath", [("id", panel.clipID)])
            svg.empty("rect", [("x", n(panel.left)), ("y", n(panel.top)), ("width", n(panel.width)), ("height", n(panel.height))])
            svg.close()
        }
        svg.close()
        for (p, panel) in layout.panels.enumerated() { appendSeries(of: p, in: panel, to: &svg) }
        appendLegend(layout, to: &svg)
        return svg.finish()
    }

    // MARK: The document's parts

    static let font = "Helvetica, Arial, sans-serif"

    private func n(_ v: Double) -> String { SVGMarkup.number(v, decimals: 2) }

    /// Where everything goes: margins, the legend's width and each panel's rectangle and scales.
    struct Layout {
        struct Panel {
            var left, top, width, height: Double
            var x: SVGNiceScale, y: SVGNiceScale
            var clipID: String
            func px(_ v: Double) -> Double { left + (v - x.lower) / (x.upper - x.lower) * width }
            func py(_ v: Double) -> Double { top + (y.upper - v) / (y.upper - y.lower) * height }
        }

        var panels: [Panel]
        /// The named series (index in the plot, series), in order, and the legend box's width.
        var named: [(offset: Int, element: Series)]
        var legendWidth: Double
        var left, top, plotWidth, plotHeight: Double

        init(_ plot: SVGPlot) {
            // The legend sits right of the plot area (never over the data); its width is
            // estimated from the longest name at ~6.2 pt per character of 11 pt sans-serif.
            named = plot.series.enumerated().filter { !$0.element.name.isEmpty }
            legendWidth = named.isEmpty ? 0 : 36 + 6.2 * Double(named.map(\.element.name.count).max()!)
            left = 72
            top = plot.title == nil ? 20 : 44
            let right = named.isEmpty ? 20.0 : legendWidth + 28
            let bottom = plot.xLabel.isEmpty ? 40.0 : 56.0
            plotWidth = max(plot.width - left - right, 10)
            plotHeight = max(plot.height - top - bottom, 10)
            let count = plot.panelCount, gap = 14.0
            let each = max((plotHeight - gap * Double(count - 1)) / Double(count), 10)
            let xs = plot.xScale, (x0, y0, w) = (left, top, plotWidth)
            panels = (0..<count).map { p in
                Panel(
                    left: x0, top: y0 + Double(p) * (each + gap), width: w, height: each, x: xs, y: plot.yScale(panel: p),
                    clipID: p == 0 ? "plot-area" : "plot-area-\(p + 1)")
            }
        }
    }

    private func appendTitle(_ layout: Layout, to svg: inout SVGBuilder) {
        guard let title else { return }
        svg.element(
            "text",
            [
                ("x", n(layout.left + layout.plotWidth / 2)), ("y", "26"), ("text-anchor", "middle"), ("font-family", Self.font),
                ("font-size", "15"), ("font-weight", "bold"), ("fill", "#222222"),
            ], content: title)
    }

    /// A panel's grid lines, ticks, tick labels (x's only under the bottom panel), zero line and frame.
    private func appendGrid(_ panel: Layout.Panel, xTickLabels: Bool, to svg: inout SVGBuilder) {
        let top = panel.top, bottom = panel.top + panel.height, left = panel.left, right = panel.left + panel.width
        svg.open("g", [("font-family", Self.font), ("font-size", "11"), ("fill", "#333333")])
        for t in panel.x.ticks {
            let x = n(panel.px(t))
            svg.empty("line", [("x1", x), ("y1", n(top)), ("x2", x), ("y2", n(bottom)), ("stroke", "#e6e6e6"), ("stroke-width", "1")])
            svg.empty("line", [("x1", x), ("y1", n(bottom)), ("x2", x), ("y2", n(bottom + 5)), ("stroke", "#333333")])
            if xTickLabels {
                svg.element("text", [("x", x), ("y", n(bottom + 18)), ("text-anchor", "middle")], content: panel.x.label(t))
            }
        }
        for t in panel.y.ticks {
            let y = n(panel.py(t))
            svg.empty("line", [("x1", n(left)), ("y1", y), ("x2", n(right)), ("y2", y), ("stroke", "#e6e6e6"), ("stroke-width", "1")])
            svg.empty("line", [("x1", n(left - 5)), ("y1", y), ("x2", n(left)), ("y2", y), ("stroke", "#333333")])
            svg.element("text", [("x", n(left - 8)), ("y", n(panel.py(t) + 4)), ("text-anchor", "end")], content: panel.y.label(t))
        }
        svg.close()
        // Zero line, when zero is inside the y range but not at its edge.
        if panel.y.lower < 0 && panel.y.upper > 0 {
            let y = n(panel.py(0))
            svg.empty("line", [("x1", n(left)), ("y1", y), ("x2", n(right)), ("y2", y), ("stroke", "#999999"), ("stroke-width", "1")])
        }
        svg.empty(
            "rect",
            [
                ("x", n(left)), ("y", n(top)), ("width", n(panel.width)), ("height", n(panel.height)), ("fill", "none"),
                ("stroke", "#333333"),
            ])
    }

    private func appendXLabel(_ layout: Layout, to svg: inout SVGBuilder) {
        guard !xLabel.isEmpty else { return }
        svg.element(
            "text",
            [
                ("x", n(layout.left + layout.plotWidth / 2)), ("y", n(height - 12)), ("text-anchor", "middle"), ("font-family", Self.font),
                ("font-size", "12"), ("fill", "#222222"),
            ], content: xLabel)
    }

    /// The y label, rotated, centred on the panel's height.
    private func appendYLabel(_ label: String, _ panel: Layout.Panel, to svg: inout SVGBuilder) {
        guard !label.isEmpty else { return }
        let cx = 16.0, cy = panel.top + panel.height / 2
        svg.element(
            "text",
            [
                ("x", n(cx)), ("y", n(cy)), ("text-anchor", "middle"), ("font-family", Self.font), ("font-size", "12"), ("fill", "#222222"),
                ("transform", "rotate(-90 \(n(cx)) \(n(cy)))"),
            ], content: label)
    }

    /// Panel `p`'s series: one polyline per unbroken run of finite samples (reduced per pixel
    /// column at ``resolution``), a dot for a lone sample, clipped to the panel.
    private func appendSeries(of p: Int, in panel: Layout.Panel, to svg: inout SVGBuilder) {
        svg.open("g", [("clip-path", "url(#\(panel.clipID))"), ("fill", "none"), ("stroke-width", "1.75"), ("stroke-linejoin", "round")])
        for (i, s) in series.enumerated() where s.panel == p {
            let color = Self.palette[i % Self.palette.count]
            var run: [String] = []
            func flush() {
                if run.count == 1 {
                    // A lone sample: a dot, so it is not lost.
                    let xy = run[0].split(separator: ",")
                    svg.empty("circle", [("cx", String(xy[0])), ("cy", String(xy[1])), ("r", "2"), ("fill", color)])
                } else if run.count > 1 {
                    svg.empty("polyline", [("points", run.joined(separator: " ")), ("stroke", color)])
                }
                run.removeAll(keepingCapacity: true)
            }
            var (sx, sy) = (s.x, s.y)
            if let resolution, resolution > 0, resolution.isFinite {
                (sx, sy) = PolylineReduction.reduce(x: s.x, y: s.y) { ((panel.px($0) - panel.left) * resolution).rounded(.down) }
            }
            for (x, y) in zip(sx, sy) {
                if x.isFinite && y.isFinite { run.append(n(panel.px(x)) + "," + n(panel.py(y))) } else { flush() }
            }
            flush()
        }
        svg.close()
    }

    /// The legend: right of the plot area, top-aligned, for the named series.
    private func appendLegend(_ layout: Layout, to svg: inout SVGBuilder) {
        guard !layout.named.isEmpty else { return }
        let boxWidth = layout.legendWidth, boxHeight = 8 + 18 * Double(layout.named.count)
        let x0 = layout.left + layout.plotWidth + 12, y0 = layout.top
        svg.open("g", [("font-family", Self.font), ("font-size", "11"), ("fill", "#222222")])
        svg.empty(
            "rect",
            [
                ("x", n(x0)), ("y", n(y0)), ("width", n(boxWidth)), ("height", n(boxHeight)), ("fill", "#ffffff"), ("fill-opacity", "0.85"),
                ("stroke", "#cccccc"),
            ])
        for (row, (i, s)) in layout.named.enumerated() {
            let y = y0 + 14 + 18 * Double(row)
            svg.empty(
                "line",
                [
                    ("x1", n(x0 + 8)), ("y1", n(y - 4)), ("x2", n(x0 + 28)), ("y2", n(y - 4)),
                    ("stroke", Self.palette[i % Self.palette.count]),
                    ("stroke-width", "2"),
                ])
            svg.element("text", [("x", n(x0 + 32)), ("y", n(y))], content: s.name)
        }
        svg.close()
    }
}
