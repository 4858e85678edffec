/// The input of a ``RingChartScene``: data, layout, timing and touches. Decodes from a scene
/// file (JSON); every field is optional and defaults to the seed's (or its app's) value.
///
/// ```json
/// {"values": [500, 100, 50, 30, 15], "width": 375, "height": 333.5, "pad": 10,
///  "fps": 60, "moveDuration": 0.25, "taps": [{"x": 230, "y": 140, "time": 1.7}]}
/// ```
public struct RingChartConfiguration: Sendable, Hashable {
    /// Slice values (finite, > 0), in drawing order from 12 o'clock clockwise.
    public var values: [Double]
    /// Per-slice alpha of the white outer ring (the inner ring uses alpha − 0.3); cycled when
    /// shorter than `values`.
    public var alphas: [Double]
    /// View width and height and the layout constant `pad`, in points (see ``RingChartLayout``).
    public var width: Double, height: Double, pad: Double
    /// Frames per second of the table.
    public var fps: Double
    /// Duration (s) of a slice's move out or back. The seed sets the container layer's
    /// `transform` outside any explicit animation, so Core Animation's implicit action runs:
    /// 0.25 s (the Core Animation Programming Guide's default implied basic animation), with
    /// the transaction's timing function, which is nil by default: linear pacing.
    public var moveDuration: Double
    /// Touches, in time order of their `time`.
    public var taps: [RingChartTap]

    /// The default data: the seed's app (BulletAnalyzer) prices its paid gifts rocket 500,
    /// plane 100, and "deserve" levels 3, 2, 1 at 50, 30, 15; one of each.
    public static let defaultValues: [Double] = [500, 100, 50, 30, 15]
    /// The same app's per-gift alphas for those five gifts.
    public static let defaultAlphas: [Double] = [0.5, 0.7, 0.45, 0.65, 0.55]
    /// Core Animation's implicit animation duration, 0.25 s.
    public static let defaultMoveDuration = 0.25

    public init(
        values: [Double] = defaultValues, alphas: [Double] = defaultAlphas, width: Double = RingChartLayout.defaultWidth,
        height: Double = RingChartLayout.defaultHeight, pad: Double = RingChartLayout.defaultPad, fps: Double = 60,
        moveDuration: Double = defaultMoveDuration, taps: [RingChartTap] = []
    ) {
        self.values = values
        self.alphas = alphas
        self.width = width
        self.height = height
        self.pad = pad
        self.fps = fps
        self.moveDuration = moveDuration
        self.taps = taps
    }

    /// The first problem with this configuration, or nil: which field (a coding key name),
    /// which entry of it, and a one-line message.
    public func problem() -> (field: String, index: Int?, message: String)? {
        if values.isEmpty { return ("values", nil, "must hold at least one value") }
        if let i = values.firstIndex(where: { !($0.isFinite && $0 > 0) }) { return ("values", i, "must be a finite number > 0") }
        if !values.reduce(0, +).isFinite { return ("values", nil, "the total must be finite") }
        if alphas.isEmpty { return ("alphas", nil, "must hold at least one alpha") }
        if let i = alphas.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) { return ("alphas", i, "must be in [0, 1]") }
        if let message = RingChartLayout.problem(width: width, height: height, pad: pad) {
            let field = message.hasPrefix("width") ? "width" : message.hasPrefix("pad") ? "pad" : "height"
            return (field, nil, message)
        }
        if !(fps.isFinite && fps > 0 && fps <= 10_000) { return ("fps", nil, "must be a number in (0, 10000]") }
        if !(moveDuration.isFinite && moveDuration >= 0 && moveDuration <= 3600) {
            return ("moveDuration", nil, "must be a number in [0, 3600] s")
        }
        for (i, tap) in taps.enumerated() {
            if !(tap.x.isFinite && tap.y.isFinite) { return ("taps", i, "x and y must be finite numbers") }
            if let t = tap.time, !(t.isFinite && t >= 0 && t <= 3600) { return ("taps", i, "time must be a number in [0, 3600] s") }
        }
        return nil
    }
}

/// A touch on the ring chart at `(x, y)` (view points) at `time` seconds; without a time, the
/// touch happens after the previous one (see `RingChartScene.tapResults`).
public struct RingChartTap: Sendable, Hashable, Decodable {
    public var x: Double
    public var y: Double
    public var time: Double?

    public init(x: Double, y: Double, time: Double? = nil) {
        self.x = x
        self.y = y
        self.time = time
    }
}

extension RingChartConfiguration: Decodable {
    enum CodingKeys: String, CodingKey {
        case values, alphas, width, height, pad, fps, moveDuration, taps
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            values: try c.decodeIfPresent([Double].self, forKey: .values) ?? Self.defaultValues,
            alphas: try c.decodeIfPresent([Double].self, forKey: .alphas) ?? Self.defaultAlphas,
            width: try c.decodeIfPresent(Double.self, forKey: .width) ?? RingChartLayout.defaultWidth,
            height: try c.decodeIfPresent(Double.self, forKey: .height) ?? RingChartLayout.defaultHeight,
            pad: try c.decodeIfPresent(Double.self, forKey: .pad) ?? RingChartLayout.defaultPad,
            fps: try c.decodeIfPresent(Double.self, forKey: .fps) ?? 60,
            moveDuration: try c.decodeIfPresent(Double.self, forKey: .moveDuration) ?? Self.defaultMoveDuration,
            taps: try c.decodeIfPresent([RingChartTap].self, forKey: .taps) ?? [])
        try SceneConfigurationError.throwing(problem(), under: c.codingPath)
    }
}
