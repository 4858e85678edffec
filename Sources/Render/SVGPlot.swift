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
/// Non-finite samples break a series' line (nothing is drawn through them). The y range
/// covers every finite sample of every series; the x range likewise.
public struct SVGPlot: Sendable {
    /// One line of the plot.
    public struct Series: Sendable {
        public var name: String
        public var x: [Double]
        public var y: [Double]

        /// A series of points (x[i], y[i]); the two arrays must have the same length.
        public init(name: String, x: [Double], y: [Double]) {
            precondition(x.count == y.count, "SVGPlot.Series: x and y must have the same length")
            self.name = name
            self.x = x
            self.y = y
        }
    }

    public var series: [Series]
    public var title: String?
    public var xLabel: String
    public var yLabel: String
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
        self.yLabel = yLabel
        self.width = width
        self.height = height
    }

    /// The tab10 palette (matplotlib's default cycle), so the CLI's plots and the notebooks'
    /// figures colour series alike.
    public static let palette = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
    ]

    /// The scales the plot uses: nice ranges covering every finite sample (unit range if none).
    public var scales: (x: SVGNiceScale, y: SVGNiceScale) {
        func range(_ values: [[Double]]) -> (Double, Double) {
            var lo = Double.infinity, hi = -Double.infinity
            for v in values.joined() where v.isFinite {
                lo = min(lo, v)
                hi = max(hi, v)
            }
            return lo <= hi ? (lo, hi) : (0, 1)
        }
        let xr = range(series.map(\.x)), yr = range(series.map(\.y))
        return (SVGNiceScale(min: xr.0, max: xr.1, targetTicks: 8), SVGNiceScale(min: yr.0, max: yr.1, targetTicks: 6))
    }

    public func document() -> String {
        let font = "Helvetica, Arial, sans-serif"
        func n(_ v: Double) -> String { SVGMarkup.number(v, decimals: 2) }
        let (xs, ys) = scales
        // The legend sits right of the plot area (never over the data); its width is estimated
        // from the longest name at ~6.2 pt per character of 11 pt sans-serif.
        let named = series.enumerated().filter { !$0.element.name.isEmpty }
        let legendWidth = named.isEmpty ? 0 : 36 + 6.2 * Double(named.map(\.element.name.count).max()!)
        let left = 72.0, right = named.isEmpty ? 20.0 : legendWidth + 28, top = title == nil ? 20.0 : 44.0
        let bottom = xLabel.isEmpty ? 40.0 : 56.0
        let plotWidth = max(width - left - right, 10), plotHeight = max(height - top - bottom, 10)
        func px(_ x: Double) -> Double { left + (x - xs.lower) / (xs.upper - xs.lower) * plotWidth }
        func py(_ y: Double) -> Double { top + (ys.upper - y) / (ys.upper - ys.lower) * plotHeight }

        var svg = SVGBuilder()
        svg.openDocument(width: width, height: height)
        svg.empty("rect", [("width", n(width)), ("height", n(height)), ("fill", "#ffffff")])
        if let title {
            svg.element(
                "text",
                [
                    ("x", n(left + plotWidth / 2)), ("y", "26"), ("text-anchor", "middle"), ("font-family", font), ("font-size", "15"),
                    ("font-weight", "bold"), ("fill", "#222222"),
                ], content: title)
        }
        // Grid, ticks and tick labels.
        svg.open("g", [("font-family", font), ("font-size", "11"), ("fill", "#333333")])
        for t in xs.ticks {
            let x = n(px(t))
            svg.empty(
                "line", [("x1", x), ("y1", n(top)), ("x2", x), ("y2", n(top + plotHeight)), ("stroke", "#e6e6e6"), ("stroke-width", "1")])
            svg.empty("line", [("x1", x), ("y1", n(top + plotHeight)), ("x2", x), ("y2", n(top + plotHeight + 5)), ("stroke", "#333333")])
            svg.element("text", [("x", x), ("y", n(top + plotHeight + 18)), ("text-anchor", "middle")], content: xs.label(t))
        }
        for t in ys.ticks {
            let y = n(py(t))
            svg.empty(
                "line", [("x1", n(left)), ("y1", y), ("x2", n(left + plotWidth)), ("y2", y), ("stroke", "#e6e6e6"), ("stroke-width", "1")])
            svg.empty("line", [("x1", n(left - 5)), ("y1", y), ("x2", n(left)), ("y2", y), ("stroke", "#333333")])
            svg.element("text", [("x", n(left - 8)), ("y", n(py(t) + 4)), ("text-anchor", "end")], content: ys.label(t))
        }
        svg.close()
        // Zero line, when zero is inside the y range but not at its edge.
        if ys.lower < 0 && ys.upper > 0 {
            let y = n(py(0))
            svg.empty(
                "line", [("x1", n(left)), ("y1", y), ("x2", n(left + plotWidth)), ("y2", y), ("stroke", "#999999"), ("stroke-width", "1")])
        }
        svg.empty(
            "rect",
            [("x", n(left)), ("y", n(top)), ("width", n(plotWidth)), ("height", n(plotHeight)), ("fill", "none"), ("stroke", "#333333")])
        if !xLabel.isEmpty {
            svg.element(
                "text",
                [
                    ("x", n(left + plotWidth / 2)), ("y", n(height - 12)), ("text-anchor", "middle"), ("font-family", font),
                    ("font-size", "12"), ("fill", "#222222"),
                ], content: xLabel)
        }
        if !yLabel.isEmpty {
            let cx = 16.0, cy = top + plotHeight / 2
            svg.element(
                "text",
                [
                    ("x", n(cx)), ("y", n(cy)), ("text-anchor", "middle"), ("font-family", font), ("font-size", "12"), ("fill", "#222222"),
                    ("transform", "rotate(-90 \(n(cx)) \(n(cy)))"),
                ], content: yLabel)
        }
        // Series: one polyline per unbroken run of finite samples, clipped to the plot area.
        svg.open("defs")
        svg.open("clipPath", [("id", "plot-area")])
        svg.empty("rect", [("x", n(left)), ("y", n(top)), ("width", n(plotWidth)), ("height", n(plotHeight))])
        svg.close()
        svg.close()
        svg.open("g", [("clip-path", "url(#plot-area)"), ("fill", "none"), ("stroke-width", "1.75"), ("stroke-linejoin", "round")])
        for (i, s) in series.enumerated() {
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
                (sx, sy) = PolylineReduction.reduce(x: s.x, y: s.y) { ((px($0) - left) * resolution).rounded(.down) }
            }
            for (x, y) in zip(sx, sy) {
                if x.isFinite && y.isFinite { run.append(n(px(x)) + "," + n(py(y))) } else { flush() }
            }
            flush()
        }
        svg.close()
        // Legend: right of the plot area, top-aligned, for the named series.
        if !named.isEmpty {
            let boxWidth = legendWidth, boxHeight = 8 + 18 * Double(named.count)
            let x0 = left + plotWidth + 12, y0 = top
            svg.open("g", [("font-family", font), ("font-size", "11"), ("fill", "#222222")])
            svg.empty(
                "rect",
                [
                    ("x", n(x0)), ("y", n(y0)), ("width", n(boxWidth)), ("height", n(boxHeight)), ("fill", "#ffffff"),
                    ("fill-opacity", "0.85"), ("stroke", "#cccccc"),
                ])
            for (row, (i, s)) in named.enumerated() {
                let y = y0 + 14 + 18 * Double(row)
                svg.empty(
                    "line",
                    [
                        ("x1", n(x0 + 8)), ("y1", n(y - 4)), ("x2", n(x0 + 28)), ("y2", n(y - 4)),
                        ("stroke", Self.palette[i % Self.palette.count]), ("stroke-width", "2"),
                    ])
                svg.element("text", [("x", n(x0 + 32)), ("y", n(y))], content: s.name)
            }
            svg.close()
        }
        return svg.finish()
    }
}
