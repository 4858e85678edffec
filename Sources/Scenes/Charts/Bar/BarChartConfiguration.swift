/// The inputs of the lollipop bar chart of seed 000 (BulletAnalyzer's word-frequency chart):
/// the data and every constant of its layout and animation, each defaulting to the seed's.
///
/// Seed sentences and the fields that implement them (lengths in points, times in seconds):
///
/// - "`CGFloat maxHeight = _chart.height`" — ``height``, the tallest bar's height.
/// - "`CGFloat width = 2`" — ``barWidth``.
/// - "`CGFloat margin = _chart.width / 9`" with ten bars — ``margin`` (nil: width / (n − 1),
///   which is width / 9 for the seed's ten bars).
/// - "`radius:width * 2`" — ``knobRadius`` (nil: 2 × ``barWidth`` = 4).
/// - "`afterDelay:i * 0.1`" — ``stagger``.
/// - "`animationGroup.duration = 0.3`" — ``duration``.
/// - the children (`transform.scale.y`, `transform.translation.y`) set no duration of their
///   own — ``childDuration`` (nil: they run over the group's whole duration; see the note there).
///
/// The chart size is the app's (`BAReportWordsChartWidth` × `BAReportWordsChartHeight` in
/// BulletAnalyzer's prefix header: screen width − 8 × 10 by screen height / 3 − 40) on a
/// 375 × 667-point screen (iPhone 6/7/8): 295 × 182.333… The seed gives no data (the counts
/// are word frequencies from a live chat); ``defaultValues`` is ten made-up counts.
///
/// The scene-file form (`data/scenes/bar*.json`) has these fields, all optional:
/// `values`, `width`, `height`, `barWidth`, `knobRadius`, `margin`, `stagger`, `duration`,
/// `childDuration`. Out-of-range values are refused with the field's path.
public struct BarChartConfiguration: Sendable, Hashable {
    /// Ten counts standing in for the app's top-ten word frequencies (not from the seed).
    public static let defaultValues: [Double] = [62, 35, 100, 48, 77, 21, 90, 54, 30, 69]
    /// `BAReportWordsChartWidth` on a 375-point-wide screen: 375 − 8 × 10.
    public static let defaultWidth = 295.0
    /// `BAReportWordsChartHeight` on a 667-point-tall screen: 667 / 3 − 40.
    public static let defaultHeight = 667.0 / 3 - 40

    /// The counts, one per bar, left to right; finite, ≥ 0, at least one > 0.
    public let values: [Double]
    /// Chart width (pt).
    public let width: Double
    /// Chart height (pt) = `maxHeight`, the height of the bar with the largest count; the
    /// baseline is at y = height (screen y grows downwards).
    public let height: Double
    /// Width of each bar's rectangle (pt).
    public let barWidth: Double
    /// Knob radius override (pt); nil means 2 × ``barWidth``.
    public let knobRadius: Double?
    /// Bar spacing override (pt); nil means width / (n − 1) (0 for a single bar).
    public let margin: Double?
    /// Delay between consecutive bars' starts (s).
    public let stagger: Double
    /// The animation group's duration (s).
    public let duration: Double
    /// The children's own duration (s); nil means the group's ``duration``.
    ///
    /// The seed never sets the children's `duration`. Core Animation clips children to the
    /// group's duration and does not scale them; a child left at 0 runs for the group's
    /// duration (nil here). Pass 0.25 to model a child that takes Core Animation's default
    /// instead: it then reaches its end at 0.25 s and the layer shows the model value (the same
    /// end state) for the group's last 0.05 s.
    public let childDuration: Double?

    /// The largest `stagger`, `duration` and `childDuration` accepted (s).
    public static let maximumSeconds = 3600.0

    /// Why a configuration was refused (the field, the element index for `values`, a reason).
    public typealias Invalid = SceneConfigurationError

    /// A validated configuration; every argument defaults to the seed's value.
    public init(
        values: [Double] = Self.defaultValues, width: Double = Self.defaultWidth, height: Double = Self.defaultHeight,
        barWidth: Double = 2, knobRadius: Double? = nil, margin: Double? = nil, stagger: Double = 0.1,
        duration: Double = 0.3, childDuration: Double? = nil
    ) throws(Invalid) {
        func positive(_ v: Double, _ field: String) throws(Invalid) {
            guard v.isFinite, v > 0 else { throw Invalid(field: field, index: nil, reason: "must be a finite number > 0 (got \(v))") }
        }
        func nonNegative(_ v: Double, _ field: String) throws(Invalid) {
            guard v.isFinite, v >= 0 else { throw Invalid(field: field, index: nil, reason: "must be a finite number ≥ 0 (got \(v))") }
        }
        guard !values.isEmpty else { throw Invalid(field: "values", index: nil, reason: "must hold at least one count") }
        for (i, v) in values.enumerated() {
            guard v.isFinite else { throw Invalid(field: "values", index: i, reason: "must be a finite number (got \(v))") }
            guard v >= 0 else { throw Invalid(field: "values", index: i, reason: "must be ≥ 0 (a count; got \(v))") }
        }
        guard values.contains(where: { $0 > 0 }) else {
            throw Invalid(field: "values", index: nil, reason: "must hold at least one count > 0 (bar heights are count / max count)")
        }
        try positive(width, "width")
        try positive(height, "height")
        try positive(barWidth, "barWidth")
        if let r = knobRadius { try nonNegative(r, "knobRadius") }
        if let m = margin { try nonNegative(m, "margin") }
        try nonNegative(stagger, "stagger")
        try positive(duration, "duration")
        if let c = childDuration { try positive(c, "childDuration") }
        // Times up to an hour, like the other scene files: the animation then ends within
        // stagger·(n − 1) + duration, a frame count a clock can hold for any sane fps.
        func atMostAnHour(_ v: Double, _ field: String) throws(Invalid) {
            guard v <= Self.maximumSeconds else {
                throw Invalid(field: field, index: nil, reason: "must be at most \(Int(Self.maximumSeconds)) s (got \(v))")
            }
        }
        try atMostAnHour(stagger, "stagger")
        try atMostAnHour(duration, "duration")
        if let c = childDuration { try atMostAnHour(c, "childDuration") }
        self.values = values
        self.width = width
        self.height = height
        self.barWidth = barWidth
        self.knobRadius = knobRadius
        self.margin = margin
        self.stagger = stagger
        self.duration = duration
        self.childDuration = childDuration
    }

    /// The knob radius in use (pt): the override, else 2 × bar width.
    public var resolvedKnobRadius: Double { knobRadius ?? 2 * barWidth }
    /// The spacing in use (pt): the override, else width / (n − 1), 0 for one bar.
    public var resolvedMargin: Double { margin ?? (values.count > 1 ? width / Double(values.count - 1) : 0) }
    /// The children's duration in use (s).
    public var resolvedChildDuration: Double { childDuration ?? duration }
}

extension BarChartConfiguration: Decodable {
    enum CodingKeys: String, CodingKey {
        case values, width, height, barWidth, knobRadius, margin, stagger, duration, childDuration
    }

    /// Decodes a scene file's object: every field optional (the seed's default when absent),
    /// then validated; a refused value becomes `DecodingError.dataCorrupted` at its key (and
    /// index, for `values`), which FrameIO's `SceneFile` reports with line and column.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                values: c.decodeIfPresent([Double].self, forKey: .values) ?? Self.defaultValues,
                width: c.decodeIfPresent(Double.self, forKey: .width) ?? Self.defaultWidth,
                height: c.decodeIfPresent(Double.self, forKey: .height) ?? Self.defaultHeight,
                barWidth: c.decodeIfPresent(Double.self, forKey: .barWidth) ?? 2,
                knobRadius: c.decodeIfPresent(Double.self, forKey: .knobRadius),
                margin: c.decodeIfPresent(Double.self, forKey: .margin),
                stagger: c.decodeIfPresent(Double.self, forKey: .stagger) ?? 0.1,
                duration: c.decodeIfPresent(Double.self, forKey: .duration) ?? 0.3,
                childDuration: c.decodeIfPresent(Double.self, forKey: .childDuration))
        } catch let invalid as Invalid {
            throw invalid.decodingError(under: c.codingPath)
        }
    }
}
