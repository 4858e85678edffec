/// Everything a WYChart line chart (seed 003) is made of, each field defaulting to the seed's
/// number (WYChart's source and example app where the article is silent). A scene file
/// (`data/scenes/line*.json`) sets any subset; absent fields keep these defaults.
///
/// ```json
/// {"values": [3, 1, 4, 1, 5], "animation": "spring", "animationDuration": 1,
///  "layout": {"height": 200}, "spring": {"damping": 0.3}}
/// ```
public struct LineChartConfiguration: Sendable, Hashable, Decodable {
    /// The data values, in order (at least 2, finite).
    public var values: [Double] = Self.wyChartExampleValues
    /// Which animation plays (WYChart's default `kWYLineChartAnimationDrawing`).
    public var animation: LineChartAnimation = .drawing
    /// WYChart's `animationDuration`, seconds (`DEFAULT_ANIMATION_DUIRATION` 2.0).
    public var animationDuration: Double = 2
    /// How the line passes through the points (WYChart's example uses the wave line).
    public var curve: ChartCurveStyle = .quadratic
    /// Value → screen geometry (``ChartLayout/wyChart``).
    public var layout: ChartLayout = .wyChart
    /// The line layer's model line width, points (WYLineChartView `DEFAULT_LINE_WIDTH` 2).
    public var lineWidth: Double = 2
    /// The width animation's `toValue`, points (WYLineChartMainLineView `DEFAULT_LINE_WIDTH` 2.5).
    public var animatedLineWidth: Double = 2.5
    /// How far below the line the rise animation starts, points (`DEFAULT_RISE_HEIGHT` 7).
    public var riseHeight: Double = 7
    /// Draw the gradient fill under the line (WYChart's `drawGradient` default YES).
    public var drawGradient: Bool = true
    /// The gradient animations' `speed` (1.5 in WYChart: they last animationDuration / 1.5).
    public var gradientSpeed: Double = 1.5
    /// The spring animation's UIKit parameters.
    public var spring: SpringSettings = SpringSettings()
    /// Where the spring animation's points start.
    public var springOrigin: LineChartSpringOrigin = .baseline
    /// Display-link rate, frames per second (60 Hz, "in step with the screen").
    public var fps: Double = 60
    /// Which table the scene writes.
    public var table: LineChartTable = .points

    /// WYChart's example data (`LineChartViewController`): ten values whose maximum, 90980,
    /// is also the delegate's `maxValueForPointsInLineChartView`.
    public static let wyChartExampleValues: [Double] = [
        50503.134, 60623.4, 90980, 80890.34, 30321.2, 70706.89, 40446.85, 50555.67, 20216.48, 60664.45,
    ]

    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// arguments of the spring animation.
    public struct SpringSettings: Sendable, Hashable, Decodable {
        /// `usingSpringWithDamping` (damping ratio; WYChart: 0.15).
        public var dampingRatio: Double = 0.15
        /// `initialSpringVelocity`, distances per second (WYChart: 1.40).
        public var velocity: Double = 1.4
        /// `withDuration`, seconds; nil: `animationDuration + 0.5` (WYChart).
        public var duration: Double? = nil

        public init(dampingRatio: Double = 0.15, velocity: Double = 1.4, duration: Double? = nil) {
            self.dampingRatio = dampingRatio
            self.velocity = velocity
            self.duration = duration
        }

        enum CodingKeys: String, CodingKey {
            case dampingRatio = "damping", velocity, duration
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            dampingRatio = try c.decodeChecked(Double.self, forKey: .dampingRatio, Check.nonNegative) ?? dampingRatio
            velocity = try c.decodeChecked(Double.self, forKey: .velocity, Check.finite) ?? velocity
            duration = try c.decodeChecked(Double.self, forKey: .duration, Check.positive)
        }
    }

    public init() {}

    enum CodingKeys: String, CodingKey {
        case values, animation, animationDuration, curve, layout, lineWidth, animatedLineWidth, riseHeight, drawGradient
        case gradientSpeed, spring, springOrigin, fps, table
    }

    /// Decodes any subset of the fields; validates each value and the whole (a problem is a
    /// `DecodingError.dataCorrupted` at the offending field, e.g. `layout.height: must be > 0`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        values = try c.decodeIfPresent([Double].self, forKey: .values) ?? values
        animation = try c.decodeIfPresent(LineChartAnimation.self, forKey: .animation) ?? animation
        animationDuration = try c.decodeChecked(Double.self, forKey: .animationDuration, Check.positive) ?? animationDuration
        curve = try c.decodeIfPresent(ChartCurveStyle.self, forKey: .curve) ?? curve
        if let o = try c.decodeIfPresent(ChartLayout.Overrides.self, forKey: .layout) { layout = layout.applying(o) }
        lineWidth = try c.decodeChecked(Double.self, forKey: .lineWidth, Check.nonNegative) ?? lineWidth
        animatedLineWidth = try c.decodeChecked(Double.self, forKey: .animatedLineWidth, Check.nonNegative) ?? animatedLineWidth
        riseHeight = try c.decodeChecked(Double.self, forKey: .riseHeight, Check.finite) ?? riseHeight
        drawGradient = try c.decodeIfPresent(Bool.self, forKey: .drawGradient) ?? drawGradient
        gradientSpeed = try c.decodeChecked(Double.self, forKey: .gradientSpeed, Check.positive) ?? gradientSpeed
        spring = try c.decodeIfPresent(SpringSettings.self, forKey: .spring) ?? spring
        springOrigin = try c.decodeIfPresent(LineChartSpringOrigin.self, forKey: .springOrigin) ?? springOrigin
        fps = try c.decodeChecked(Double.self, forKey: .fps, Check.positive) ?? fps
        table = try c.decodeIfPresent(LineChartTable.self, forKey: .table) ?? table
        do { try validate() } catch { throw error.decodingError(under: c.codingPath) }
    }

    /// Checks every field: finite positive durations and rates, a usable layout, at least two
    /// finite values.
    public func validate() throws(ChartConfigurationError) {
        let need = ChartConfigurationError.require
        // Durations up to 1e6 s, as the command line's: with fps ≤ 1e6 every frame number stays
        // below 2⁵² (an animationDuration of 6.7e111 s in a scene file trapped the frame clock,
        // found by fuzzing).
        try need(
            animationDuration.isFinite && animationDuration > 0 && animationDuration <= 1e6, "animationDuration",
            "must be a number of seconds in (0, 1e6]")
        try need(lineWidth.isFinite && lineWidth >= 0, "lineWidth", "must be a finite number ≥ 0")
        try need(animatedLineWidth.isFinite && animatedLineWidth >= 0, "animatedLineWidth", "must be a finite number ≥ 0")
        try need(riseHeight.isFinite, "riseHeight", "must be a finite number")
        try need(gradientSpeed.isFinite && gradientSpeed > 0, "gradientSpeed", "must be a finite number > 0")
        // At most 1e6 frames/s, as the command line's --fps (a scene file's fps of 4.4e42 made a
        // frame count beyond 2⁵², found by fuzzing the curve chart's twin check).
        try need(fps.isFinite && fps > 0 && fps <= 1e6, "fps", "must be a finite number in (0, 1e6]")
        try need(spring.dampingRatio.isFinite && spring.dampingRatio >= 0, "spring.damping", "must be a finite number ≥ 0")
        try need(spring.velocity.isFinite, "spring.velocity", "must be a finite number")
        if let d = spring.duration {
            try need(d.isFinite && d > 0 && d <= 1e6, "spring.duration", "must be a number of seconds in (0, 1e6]")
        }
        try layout.validate(for: values)
    }

    /// The spring animation's UIKit duration: ``SpringSettings/duration`` or
    /// `animationDuration + 0.5`, seconds.
    public var springDuration: Double { spring.duration ?? animationDuration + 0.5 }
}
