import Easing

/// The input of a ``PieEditScene``: the initial values and the edits. Decodes from a scene
/// file (JSON); every field but the edits' own is optional, with these defaults.
///
/// ```json
/// {"values": [10, 10, 10], "duration": 0.5,
///  "edits": [{"op": "delete", "index": 0, "time": 0}, {"op": "delete", "index": 0, "time": 0.1}]}
/// ```
public struct PieEditConfiguration: Sendable, Hashable {
    /// The values before any edit (finite, > 0), drawn clockwise from 12 o'clock.
    public var values: [Double]
    /// The edits; see ``PieEdit`` for indices and times.
    public var edits: [PieEdit]
    /// How long each edit animates the angles, seconds. Seed 002's demo starts its
    /// animation-speed slider, the `CATransaction` duration, at 0.5 s.
    public var duration: Double
    /// View size in points; the pie is centred with radius `min(w, h)/2 − 10` (seed 002's
    /// view "reduces the radius just a bit so the pie does not hug the edge").
    public var width: Double, height: Double
    /// Frames per second of the table (seed 002 redraws on a 60 Hz timer).
    public var fps: Double

    /// Seed 002's demo adds slices of value 10 with its "+" button; three of them.
    public static let defaultValues: [Double] = [10, 10, 10]
    /// 0.5 s (see ``duration``).
    public static let defaultDuration = 0.5
    /// Seed 002 sets `kCAMediaTimingFunctionDefault` on both angle animations:
    /// cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let easing = CubicBezierEasing.caDefault

    public init(
        values: [Double] = defaultValues, edits: [PieEdit] = [], duration: Double = defaultDuration,
        width: Double = RingChartLayout.defaultWidth, height: Double = RingChartLayout.defaultHeight, fps: Double = 60
    ) {
        self.values = values
        self.edits = edits
        self.duration = duration
        self.width = width
        self.height = height
        self.fps = fps
    }

    /// Each edit's start time, in list order: its own, or when the previous one ends.
    public var editTimes: [Double] {
        var times: [Double] = []
        var next = 0.0
        for e in edits {
            let t = e.time ?? next
            times.append(t)
            next = t + duration
        }
        return times
    }

    /// The edits' list positions in the order they apply: by start time, ties in list order.
    public var editOrder: [Int] {
        let t = editTimes
        return edits.indices.sorted { (t[$0], $0) < (t[$1], $1) }
    }

    /// The first problem, or nil: field, entry and a one-line message. Indices are checked
    /// against the data count at the moment each edit applies (earlier edits included).
    public func problem() -> (field: String, index: Int?, message: String)? {
        if values.isEmpty { return ("values", nil, "must hold at least one value") }
        if let i = values.firstIndex(where: { !($0.isFinite && $0 > 0) }) { return ("values", i, "must be a finite number > 0") }
        if !(duration.isFinite && duration > 0 && duration <= 3600) { return ("duration", nil, "must be a number in (0, 3600] s") }
        if !(width.isFinite && width > 20) { return ("width", nil, "must be a finite number > 20") }
        if !(height.isFinite && height > 20) { return ("height", nil, "must be a finite number > 20") }
        if !(fps.isFinite && fps > 0 && fps <= 10_000) { return ("fps", nil, "must be a number in (0, 10000]") }
        for (k, e) in edits.enumerated() {
            if let t = e.time, !(t.isFinite && t >= 0 && t <= 3600) { return ("edits", k, "\(e): time must be in [0, 3600] s") }
            if let v = e.value, !(v.isFinite && v > 0) { return ("edits", k, "\(e): value must be a finite number > 0") }
        }
        if !editTimes.allSatisfy({ $0 <= 3600 }) { return ("edits", nil, "edits must start by 3600 s") }
        var count = values.count
        var total = values.reduce(0, +)
        if !total.isFinite { return ("values", nil, "the total must be finite") }
        for k in editOrder {
            let e = edits[k]
            switch e.operation {
            case .insert(let i, let v):
                guard i >= 0 && i <= count else { return ("edits", k, "\(e): insert index \(i) is out of range 0…\(count)") }
                count += 1
                total += v
            case .delete(let i):
                guard i >= 0 && i < count else {
                    return ("edits", k, "\(e): delete index \(i) is out of range (\(count) slice\(count == 1 ? "" : "s"))")
                }
                count -= 1
            case .update(let i, let v):
                guard i >= 0 && i < count else {
                    return ("edits", k, "\(e): update index \(i) is out of range (\(count) slice\(count == 1 ? "" : "s"))")
                }
                total += v
            }
            if !total.isFinite { return ("edits", k, "\(e): the values' total overflows") }
        }
        return nil
    }
}

extension PieEditConfiguration: Decodable {
    enum CodingKeys: String, CodingKey {
        case values, edits, duration, width, height, fps
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            values: try c.decodeIfPresent([Double].self, forKey: .values) ?? Self.defaultValues,
            edits: try c.decodeIfPresent([PieEdit].self, forKey: .edits) ?? [],
            duration: try c.decodeIfPresent(Double.self, forKey: .duration) ?? Self.defaultDuration,
            width: try c.decodeIfPresent(Double.self, forKey: .width) ?? RingChartLayout.defaultWidth,
            height: try c.decodeIfPresent(Double.self, forKey: .height) ?? RingChartLayout.defaultHeight,
            fps: try c.decodeIfPresent(Double.self, forKey: .fps) ?? 60)
        try SceneConfigurationError.throwing(problem(), under: c.codingPath)
    }
}
