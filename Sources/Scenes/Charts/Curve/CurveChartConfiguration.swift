/// Which table a curve-chart scene writes.
public enum CurveChartTable: String, Sendable, Hashable, CaseIterable, Decodable {
    public init(from decoder: any Decoder) throws { self = try Self.decodeChoice(from: decoder, what: "table") }

    /// One row per frame: `frame,time,stroke_end,end_x,end_y,fill_opacity`.
    case line
    /// The static curve, one row per segment at frame 0:
    /// `frame,time,segment,from_point,to_point,x0,y0,c1x,c1y,c2x,c2y,x1,y1`.
    case geometry
    /// Every data point at frame 0 and whether thinning kept it:
    /// `frame,time,point,value,x,y,kept`.
    case points
}

/// Everything seed 000's curve chart is made of, each field defaulting to the seed's number;
/// a scene file (`data/scenes/curve*.json`) sets any subset.
///
/// The article gives the drawing and timing code but no data or chart size: ``values`` and
/// ``ChartLayout/curveChart`` are illustrative choices (31 daily counts, so that the
/// count / 15 thinning rule and its `y == 0` exception both show).
public struct CurveChartConfiguration: Sendable, Hashable, Decodable {
    /// The data values, in order (at least 2, finite).
    public var values: [Double] = Self.exampleValues
    /// Value → screen geometry.
    public var layout: ChartLayout = .curveChart
    /// The thinning rule's divisor: `ignoreSpace = count / thinningDivisor` (seed: 15).
    public var thinningDivisor: Int = 15
    /// The line's width, points (seed: `borderShapeLayer.lineWidth = 2.f`).
    public var lineWidth: Double = 2
    /// `strokeEnd` 0 → 1 takes this long, seconds (seed: `animation1.duration = 0.8`).
    public var strokeDuration: Double = 0.8
    /// The fill's fade starts this long after the stroke, seconds (seed:
    /// `performSelector:… afterDelay:0.8`).
    public var fillDelay: Double = 0.8
    /// The fill's opacity 0 → 1 takes this long, seconds (seed: `animation2.duration = 0.4`).
    public var fillDuration: Double = 0.4
    /// The gradient's alpha at the top (seed: `colorWithAlphaComponent:0.5`; clear at the bottom).
    public var fillTopAlpha: Double = 0.5
    /// Frames per second.
    public var fps: Double = 60
    /// Which table the scene writes.
    public var table: CurveChartTable = .line

    /// Illustrative data: 31 daily counts whose maximum (63, day 22) is off the thinning
    /// grid, so the `y == 0` rule keeps it.
    public static let exampleValues: [Double] = [
        12, 18, 15, 22, 30, 26, 19, 24, 35, 41, 38, 29, 33, 45, 52, 48, 60, 55, 47, 39, 44, 58, 63, 57, 49, 42, 51, 46, 38, 30, 27,
    ]

    public init() {}

    enum CodingKeys: String, CodingKey {
        case values, layout, thinningDivisor, lineWidth, strokeDuration, fillDelay, fillDuration, fillTopAlpha, fps, table
    }

    /// Decodes any subset of the fields; validates each value and the whole (a problem is a
    /// `DecodingError.dataCorrupted` at the offending field).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        values = try c.decodeIfPresent([Double].self, forKey: .values) ?? values
        if let o = try c.decodeIfPresent(ChartLayout.Overrides.self, forKey: .layout) { layout = layout.applying(o) }
        thinningDivisor =
            try c.decodeChecked(Int.self, forKey: .thinningDivisor) { $0 >= 1 ? nil : "must be an integer ≥ 1" } ?? thinningDivisor
        lineWidth = try c.decodeChecked(Double.self, forKey: .lineWidth, Check.nonNegative) ?? lineWidth
        strokeDuration = try c.decodeChecked(Double.self, forKey: .strokeDuration, Check.positive) ?? strokeDuration
        fillDelay = try c.decodeChecked(Double.self, forKey: .fillDelay, Check.nonNegative) ?? fillDelay
        fillDuration = try c.decodeChecked(Double.self, forKey: .fillDuration, Check.positive) ?? fillDuration
        fillTopAlpha = try c.decodeChecked(Double.self, forKey: .fillTopAlpha, Check.unit) ?? fillTopAlpha
        fps = try c.decodeChecked(Double.self, forKey: .fps, Check.positive) ?? fps
        table = try c.decodeIfPresent(CurveChartTable.self, forKey: .table) ?? table
        do { try validate() } catch { throw error.decodingError(under: c.codingPath) }
    }

    /// Checks every field and the layout for the values.
    public func validate() throws(ChartConfigurationError) {
        let need = ChartConfigurationError.require
        try need(thinningDivisor >= 1, "thinningDivisor", "must be an integer ≥ 1")
        try need(lineWidth.isFinite && lineWidth >= 0, "lineWidth", "must be a finite number ≥ 0")
        // Times up to 1e6 s and rates up to 1e6 frames/s keep every frame number below 2⁵² (the
        // scene's FrameClock needs it; fps 4.4e42 in a scene file trapped there, found by fuzzing).
        try need(
            strokeDuration.isFinite && strokeDuration > 0 && strokeDuration <= 1e6, "strokeDuration",
            "must be a number of seconds in (0, 1e6]")
        try need(fillDelay.isFinite && fillDelay >= 0 && fillDelay <= 1e6, "fillDelay", "must be a number of seconds in [0, 1e6]")
        try need(
            fillDuration.isFinite && fillDuration > 0 && fillDuration <= 1e6, "fillDuration", "must be a number of seconds in (0, 1e6]")
        try need(fillTopAlpha >= 0 && fillTopAlpha <= 1, "fillTopAlpha", "must be in [0, 1]")
        try need(fps.isFinite && fps > 0 && fps <= 1e6, "fps", "must be a finite number in (0, 1e6]")
        try layout.validate(for: values)
    }
}
