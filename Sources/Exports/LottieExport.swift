/// What an export measured: the largest deviation of the player's interpolation from the
/// exact motion, where it is, and how many keyframes (or stops) carry it.
public struct ExportReport: Sendable, Hashable, CustomStringConvertible {
    /// The largest |player − exact| found, in the motion's value units.
    public var maxError: Double
    /// Where it is, seconds from the start.
    public var time: Double
    /// Keyframes (Lottie, CSS keyframes, Web Animations) or `linear()` stops.
    public var count: Int
    /// "keyframes" or "stops".
    public var unit: String

    public init(maxError: Double, time: Double, count: Int, unit: String) {
        self.maxError = maxError
        self.time = time
        self.count = count
        self.unit = unit
    }

    /// One line: `max error 0.00042 at t = 0.318 s; 12 keyframes`.
    public var description: String { "max error \(maxError) at t = \(time) s; \(count) \(unit)" }
}

/// Lottie export of one motion or of several layers.
public enum LottieExport {
    /// The options of a one-motion export: the property animated and its mapping
    /// property = origin + scale × value.
    public struct Options: Sendable, Hashable {
        public var fps: Double = 60
        public var property: LottieDocument.Property = .x
        public var origin: Double = 100
        public var scale: Double = 100
        public init(fps: Double = 60, property: LottieDocument.Property = .x, origin: Double = 100, scale: Double = 100) {
            self.fps = fps
            self.property = property
            self.origin = origin
            self.scale = scale
        }
    }

    /// Keyframes for `motion` in the property's units within `maxError` (value units) × |scale|.
    /// Returns the keyframes and the report in the motion's value units.
    public static func keyframes(
        for motion: ExportMotion, maxError: Double, fps: Double, origin: Double = 0, scale: Double = 1
    ) throws(ExportError) -> (keyframes: BezierKeyframes, report: ExportReport) {
        guard scale.isFinite, scale != 0 else { throw ExportError("the scale must be finite and not 0 (got \(scale))") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ExportError("the frame rate must be in (0, 1000] (got \(fps))") }
        let shown = motion.mapped(origin: origin, scale: scale)
        let bound = maxError * abs(scale)
        let fit = try BezierKeyframes(fitting: shown, maxError: bound, grid: BezierKeyframes.candidateTimes(for: shown, fps: fps))
        let check = fit.checkedError(against: shown)
        return (fit, ExportReport(maxError: check.error / abs(scale), time: check.time, count: fit.keyframes.count, unit: "keyframes"))
    }

    /// One layer named `motion` with an ellipse (20 px) animating `options.property`; the
    /// canvas holds the whole motion.
    public static func document(for motion: ExportMotion, maxError: Double, options: Options = Options()) throws(ExportError) -> (
        document: LottieDocument, report: ExportReport
    ) {
        let (keys, report) = try keyframes(for: motion, maxError: maxError, fps: options.fps, origin: options.origin, scale: options.scale)
        let values = keys.keyframes.map(\.value) + sampledRange(keys)
        let lo = values.min()!, hi = values.max()!
        var width = 200.0, height = 200.0, x = 100.0, y = 100.0
        switch options.property {
        case .x: width = max(width, hi + 30); y = 50; height = 100
        case .y: height = max(height, hi + 30); x = 50; width = 100
        default: break
        }
        _ = lo
        let layer = LottieDocument.Layer(
            name: "motion", shape: .ellipse(width: 20, height: 20), x: x, y: y, property: options.property, keyframes: keys,
            exact: motion.mapped(origin: options.origin, scale: options.scale))
        return (LottieDocument(width: Int(width.rounded(.up)), height: Int(height.rounded(.up)), fps: options.fps, layers: [layer]), report)
    }

    /// The keyframes' values between keyframes (200 samples per segment), for the canvas size.
    static func sampledRange(_ keys: BezierKeyframes) -> [Double] {
        let k = keys.keyframes
        var out: [Double] = []
        for i in 0..<(k.count - 1) {
            for j in 1..<8 { out.append(keys.value(at: k[i].time + (k[i + 1].time - k[i].time) * Double(j) / 8)) }
        }
        return out
    }
}
