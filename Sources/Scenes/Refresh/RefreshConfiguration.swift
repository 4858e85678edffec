/// The constants of seed 001's pull-to-refresh lines (Kitten Yang's "A Guide to iOS
/// Animation", `CurveLayer`), each defaulting to the article, and optionally what drives them.
///
/// Seed sentences and constants (points, radians):
///
/// - "H is the view height" — ``height``; W — ``width``. The article gives neither; the
///   book's demo (`KYPullToCurveVeiw`) hosts the curve view in a 200 × 100 refresh view at
///   `CGRectMake(20, 0, 30, self.height)`: W = 30, H = 100.
/// - "h the segment length" — ``lineLength``; the demo's `LineLength` is 30.
/// - "centre (W/2, H/2), radius 10" — ``radius``; the lines stand at x = W/2 ∓ radius so each
///   head meets its arc (the demo's `self.frame.size.width/2 ∓ Radius`).
/// - "clockwise from angle π towards 2π in proportion to the phase" — ``arcSweep`` = π, the
///   sweep at progress 1 (the article; the demo draws 0.9π, `M_PI*9/10`, leaving a gap).
/// - The article's formulas have the two lines meet exactly at H/2; the demo shifts the left
///   line up and the right line down by `Space` = 1 — ``space`` = 0 (the article).
/// - "an arrow stroke 3 units long at 30°: (xB − 3 cos 30°, yB + 3 sin 30°)" — ``arrowLength``
///   3 and ``arrowAngle`` π/6, measured from the +x axis as the seed's `cosf(Degree)` is.
/// - "`curvePath1.lineWidth = 2.0f`" — ``lineWidth``.
///
/// `data/scenes/refresh.json` holds the article's values and `refresh-demo.json` the demo's
/// (`space` 1, `arcSweep` 0.9π). The scene-file form has these fields, all optional, plus
/// `progress` (a list of progress values, one frame each) or `duration` (seconds, progress =
/// t / duration); out-of-range values are refused with the field's path.
public struct RefreshConfiguration: Sendable, Hashable {
    /// View width W (pt).
    public let width: Double
    /// View height H (pt).
    public let height: Double
    /// Segment length h (pt).
    public let lineLength: Double
    /// Arc radius (pt); also the lines' distance from the centre line x = W/2.
    public let radius: Double
    /// Vertical offset of the left line's meeting point above H/2 and the right line's below
    /// it (pt); 0 in the article, 1 in the demo.
    public let space: Double
    /// The arc's sweep at progress 1 (rad), in (0, 2π]; π closes the two arcs into a circle.
    public let arcSweep: Double
    /// Length of each arrow stroke (pt).
    public let arrowLength: Double
    /// The arrow's angle below the horizontal for the left line's upward head, before bending
    /// (rad).
    public let arrowAngle: Double
    /// Stroke width (pt), for drawings.
    public let lineWidth: Double
    /// Progress values to show, one frame each (each in [0, 1]); nil when not given.
    public let progress: [Double]?
    /// Seconds over which progress runs 0 → 1 when driven by time; nil when not given.
    public let duration: Double?

    /// The longest `duration` accepted, in seconds (11.6 days): with any frame rate up to 10⁶
    /// frames per second the frame count stays far below 2⁵², where frame numbers stop being
    /// exact doubles.
    public static let maximumDuration = 1e6

    /// Why a configuration was refused (the field, the element index for `progress`, a reason).
    public typealias Invalid = SceneConfigurationError

    /// A validated configuration; every argument defaults to the article's value.
    public init(
        width: Double = 30, height: Double = 100, lineLength: Double = 30, radius: Double = 10, space: Double = 0,
        arcSweep: Double = Double.pi, arrowLength: Double = 3, arrowAngle: Double = Double.pi / 6,
        lineWidth: Double = 2, progress: [Double]? = nil, duration: Double? = nil
    ) throws(Invalid) {
        func check(_ ok: Bool, _ field: String, _ reason: String) throws(Invalid) {
            if !ok { throw Invalid(field: field, index: nil, reason: reason) }
        }
        try check(width.isFinite && width > 0, "width", "must be a finite number > 0 (got \(width))")
        try check(height.isFinite && height > 0, "height", "must be a finite number > 0 (got \(height))")
        try check(lineLength.isFinite && lineLength > 0, "lineLength", "must be a finite number > 0 (got \(lineLength))")
        try check(radius.isFinite && radius > 0, "radius", "must be a finite number > 0 (got \(radius))")
        try check(space.isFinite, "space", "must be a finite number (got \(space))")
        try check(
            arcSweep.isFinite && arcSweep > 0 && arcSweep <= 2 * Double.pi, "arcSweep",
            "must be in (0, 2π] radians (got \(arcSweep))")
        try check(arrowLength.isFinite && arrowLength >= 0, "arrowLength", "must be a finite number ≥ 0 (got \(arrowLength))")
        try check(arrowAngle.isFinite, "arrowAngle", "must be a finite number of radians (got \(arrowAngle))")
        try check(lineWidth.isFinite && lineWidth > 0, "lineWidth", "must be a finite number > 0 (got \(lineWidth))")
        if let list = progress {
            try check(!list.isEmpty, "progress", "must hold at least one value")
            for (i, p) in list.enumerated() where !(p >= 0 && p <= 1) {
                throw Invalid(field: "progress", index: i, reason: "must be in [0, 1] (got \(p))")
            }
        }
        if let d = duration {
            try check(
                d.isFinite && d > 0 && d <= Self.maximumDuration, "duration",
                "must be a number of seconds in (0, 1e6] (got \(d))")
            try check(progress == nil, "duration", "give either progress or duration, not both")
        }
        self.width = width
        self.height = height
        self.lineLength = lineLength
        self.radius = radius
        self.space = space
        self.arcSweep = arcSweep
        self.arrowLength = arrowLength
        self.arrowAngle = arrowAngle
        self.lineWidth = lineWidth
        self.progress = progress
        self.duration = duration
    }

    /// The same constants, driven by a progress list (each entry in [0, 1]) instead.
    public func driven(byProgress list: [Double]) throws(Invalid) -> Self {
        try Self(
            width: width, height: height, lineLength: lineLength, radius: radius, space: space, arcSweep: arcSweep,
            arrowLength: arrowLength, arrowAngle: arrowAngle, lineWidth: lineWidth, progress: list, duration: nil)
    }

    /// The same constants, driven by time over `duration` seconds (> 0) instead.
    public func driven(byDuration duration: Double) throws(Invalid) -> Self {
        try Self(
            width: width, height: height, lineLength: lineLength, radius: radius, space: space, arcSweep: arcSweep,
            arrowLength: arrowLength, arrowAngle: arrowAngle, lineWidth: lineWidth, progress: nil, duration: duration)
    }
}

extension RefreshConfiguration: Decodable {
    enum CodingKeys: String, CodingKey {
        case width, height, lineLength, radius, space, arcSweep, arrowLength, arrowAngle, lineWidth, progress, duration
    }

    /// Decodes a scene file's object: every field optional (the article's value when absent),
    /// then validated; a refused value becomes `DecodingError.dataCorrupted` at its key (and
    /// index, for `progress`), which FrameIO's `SceneFile` reports with line and column.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                width: c.decodeIfPresent(Double.self, forKey: .width) ?? 30,
                height: c.decodeIfPresent(Double.self, forKey: .height) ?? 100,
                lineLength: c.decodeIfPresent(Double.self, forKey: .lineLength) ?? 30,
                radius: c.decodeIfPresent(Double.self, forKey: .radius) ?? 10,
                space: c.decodeIfPresent(Double.self, forKey: .space) ?? 0,
                arcSweep: c.decodeIfPresent(Double.self, forKey: .arcSweep) ?? Double.pi,
                arrowLength: c.decodeIfPresent(Double.self, forKey: .arrowLength) ?? 3,
                arrowAngle: c.decodeIfPresent(Double.self, forKey: .arrowAngle) ?? Double.pi / 6,
                lineWidth: c.decodeIfPresent(Double.self, forKey: .lineWidth) ?? 2,
                progress: c.decodeIfPresent([Double].self, forKey: .progress),
                duration: c.decodeIfPresent(Double.self, forKey: .duration))
        } catch let invalid as Invalid {
            throw invalid.decodingError(under: c.codingPath)
        }
    }
}
