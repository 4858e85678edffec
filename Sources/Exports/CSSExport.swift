import Easing

/// The CSS property a CSS or Web Animations export animates, and how a value is written:
/// `transform:translateX` with unit `px` writes `transform: translateX(12.5px)`; a plain
/// property (`opacity`, `left`) writes `left: 12.5px`.
public struct CSSProperty: Sendable, Hashable {
    /// The CSS property (`transform`, `opacity`, `left`…).
    public var name: String
    /// The transform function (`translateX`, `rotate`, `scale`…), nil for a plain property.
    public var function: String?
    /// The unit appended to each value (`px`, `deg`, or empty).
    public var unit: String

    /// Parses `transform:FUNCTION` or `NAME`; the unit defaults to `px` (`deg` for rotations,
    /// none for `opacity`, `scale…` and `z-index`).
    public init(parsing text: String, unit: String? = nil) throws(ExportError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        func valid(_ s: String) -> Bool { !s.isEmpty && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
        guard parts.count <= 2, parts.allSatisfy(valid) else {
            throw ExportError("property '\(text)' must be NAME or transform:FUNCTION (letters, digits, '-')")
        }
        if parts.count == 2, parts[0] != "transform" { throw ExportError("property '\(text)': only transform takes a function (transform:translateX)") }
        name = parts[0]
        function = parts.count == 2 ? parts[1] : nil
        let key = (function ?? name).lowercased()
        let defaultUnit: String
        if key.hasPrefix("rotate") || key.hasPrefix("skew") {
            defaultUnit = "deg"
        } else if key.hasPrefix("scale") || key == "opacity" || key == "z-index" {
            defaultUnit = ""
        } else {
            defaultUnit = "px"
        }
        let u = unit ?? defaultUnit
        guard u.allSatisfy({ $0.isLetter || $0 == "%" }) else { throw ExportError("unit '\(u)' must be letters or %") }
        self.unit = u
    }

    /// The value as CSS text: `translateX(12.5px)` or `12.5px`.
    public func valueText(_ v: Double) -> String {
        let number = JSONValue.decimal(v) + unit
        return function.map { "\($0)(\(number))" } ?? number
    }

    /// `name: value` as a declaration.
    public func declaration(_ v: Double) -> String { "\(name): \(valueText(v));" }
}

/// CSS and Web Animations exports of a motion.
///
/// Two forms, both evaluated exactly by the rules of the specifications (CSS Easing Functions
/// Level 2 for `linear()` and `cubic-bezier()`; Web Animations Level 1 for keyframe offsets and
/// per-keyframe easing; CSS Animations for `animation-timing-function` on a keyframe):
/// - **`linear()`**: two keyframes (start and rest value) and the motion's progress as a
///   `linear()` timing function with the fewest stops whose chords stay within the bound
///   (`Easing/linearPoints(maxError:)`), the bound divided by |rest − start|.
/// - **keyframes with `cubic-bezier()`**: the Hermite ``BezierKeyframes`` fit (as for Lottie,
///   on a grid of `fps` candidate times), each keyframe at its offset with the segment's
///   `cubic-bezier(1/3, y₁, 2/3, y₂)`, for engines without `linear()`.
///
/// Both print the duration in milliseconds to the fewest decimals the bound allows
/// (``printedDuration(_:maxError:measured:)``); the report's error includes the rounding's part.
public enum CSSExport {
    /// A `linear()` export: the easing and its measured error (value units).
    public static func linear(_ motion: ExportMotion, maxError: Double) throws(ExportError) -> (easing: LinearEasing, report: ExportReport) {
        let progress = try MotionEasing(motion)
        let bound = maxError / abs(progress.distance)
        let easing: LinearEasing
        do {
            easing = try progress.cssLinear(maxError: bound)
        } catch {
            throw ExportError(error.bound?.message(naming: "--max-error") ?? error.description)
        }
        // Measured on the text as printed (its decimals rounded), read back by the parser.
        let printed = (try? EasingParser.parse(easing.description)) ?? easing
        var worst = (error: 0.0, time: 0.0)
        let n = 20_000
        for i in 0...n {
            let u = Double(i) / Double(n)
            let e = abs(printed.value(at: u) - progress.value(at: u)) * abs(progress.distance)
            if e > worst.error { worst = (e, u * motion.duration) }
        }
        return (easing, ExportReport(maxError: worst.error, time: worst.time, count: easing.points.count, unit: "stops"))
    }

    /// The `@keyframes` rule and `animation` declaration (text ending in a line feed).
    /// `property` shows `origin + scale·x`.
    public static func css(
        _ motion: ExportMotion, maxError: Double, property: CSSProperty, origin: Double, scale: Double, useLinear: Bool, fps: Double,
        name: String = "springsim"
    ) throws(ExportError) -> (text: String, report: ExportReport) {
        if useLinear {
            let (easing, measured) = try linear(motion, maxError: maxError)
            let (ms, report) = printedDuration(motion, maxError: maxError, measured: measured)
            let duration = JSONValue.decimal(ms) + "ms"
            var text = "@keyframes \(name) {\n"
            text += "  from { \(property.declaration(origin + scale * motion.startValue)) }\n"
            text += "  to { \(property.declaration(origin + scale * motion.restValue)) }\n"
            text += "}\n"
            text += ".\(name) { animation: \(name) \(duration) \(easing.description) both; }\n"
            return (text, report)
        }
        let (keys, measured) = try LottieExport.keyframes(for: motion, maxError: maxError, fps: fps, origin: origin, scale: scale)
        let (ms, report) = printedDuration(motion, maxError: maxError, measured: measured)
        let duration = JSONValue.decimal(ms) + "ms"
        var text = "@keyframes \(name) {\n"
        for key in keys.keyframes {
            let offset = JSONValue.decimal(key.time / motion.duration * 100) + "%"
            var body = property.declaration(key.value)
            if let t = key.timing { body += " animation-timing-function: \(timingText(t));" }
            text += "  \(offset) { \(body) }\n"
        }
        text += "}\n"
        text += ".\(name) { animation: \(name) \(duration) linear both; }\n"
        return (text, report)
    }

    /// The duration the CSS and Web Animations exports print, in milliseconds, and the export's
    /// report with the rounding's part added to its error.
    ///
    /// The duration D (seconds) is printed as milliseconds to the fewest decimals, 0…6, whose
    /// rounding costs at most half the room the fit leaves, (`maxError` − measured)/2; every
    /// digit (the shortest round-trip decimal of 1000·D, costing nothing) when none does.
    ///
    /// The rounding's contribution: a player that runs the export over D′ instead of D shows at
    /// time t the export's value at s = t·D/D′, which is within the measured error of the motion
    /// x(s) (within the rest cut's tolerance from D on), and |x(s) − x(t)| ≤ V·|s − t| ≤
    /// V·|D′ − D|·(1 + |D′ − D|/D′) for t ≤ max(D, D′) (V = max |x′|, value units per second;
    /// past both ends the export rests and x stays within the cut's tolerance). So the printed
    /// export stays within measured + V·|D′ − D| of the motion, which the report states.
    /// V is taken as 1.25 × the largest |x′| at 20 001 evenly spaced times (a sampled maximum of
    /// a smooth motion is low by about (ω·h)²/8 relative, h = D/20 000: 1e-5 for a spring whose
    /// ω·D is 100) and the other half of the room covers what sampling misses of the measured
    /// error. Measured: the UIKit spring ζ 0.15, v 1.4 with travel 1 at a bound of 0.001
    /// (`linear()`, measured 0.00090038, so room 5.0e-5; V = 1.25 × 25.1 /s) prints
    /// 1560.7801764377248 ms as `1560.78ms`, which adds 5.5e-6; every motion of
    /// `Scripts/check-exports.py` prints with two decimals or fewer.
    static func printedDuration(
        _ motion: ExportMotion, maxError: Double, measured: ExportReport
    ) -> (milliseconds: Double, report: ExportReport) {
        let exact = motion.duration * 1000
        let room = (maxError - measured.maxError) / 2
        var report = measured
        guard room > 0 else { return (exact, report) }
        var speed = 0.0
        let n = 20_000
        for i in 0...n { speed = max(speed, abs(motion.velocity(at: motion.duration * Double(i) / Double(n)))) }
        speed *= 1.25
        guard speed.isFinite else { return (exact, report) }
        var scale = 1.0
        for _ in 0...6 {
            let printed = (exact * scale).rounded() / scale
            let cost = speed * abs(printed - exact) / 1000
            if cost <= room {
                report.maxError += cost
                return (printed, report)
            }
            scale *= 10
        }
        return (exact, report)
    }

    /// `cubic-bezier(x1, y1, x2, y2)` with the shortest round-trip decimals.
    static func timingText(_ t: BezierKeyframes.Timing) -> String {
        "cubic-bezier(\([t.x1, t.y1, t.x2, t.y2].map(JSONValue.decimal).joined(separator: ", ")))"
    }

    /// The Web Animations export: `{"keyframes": […], "options": {…}}` for
    /// `element.animate(keyframes, options)` (one JSON line and a line feed). The options
    /// are `duration` (ms, rounded by ``printedDuration(_:maxError:measured:)``), `fill: "both"`
    /// and, for the `linear()` form, `easing`.
    public static func waapi(
        _ motion: ExportMotion, maxError: Double, property: CSSProperty, origin: Double, scale: Double, useLinear: Bool, fps: Double
    ) throws(ExportError) -> (text: String, report: ExportReport) {
        let key = camelCase(property.name)
        var frames: [JSONValue] = []
        var options: [(String, JSONValue)] = [("fill", .string("both"))]
        var report: ExportReport
        if useLinear {
            let (easing, r) = try linear(motion, maxError: maxError)
            report = r
            frames = [
                .object([(key, .string(property.valueText(origin + scale * motion.startValue)))]),
                .object([(key, .string(property.valueText(origin + scale * motion.restValue)))]),
            ]
            options.append(("easing", .string(easing.description)))
        } else {
            let (keys, r) = try LottieExport.keyframes(for: motion, maxError: maxError, fps: fps, origin: origin, scale: scale)
            report = r
            for k in keys.keyframes {
                var m: [(String, JSONValue)] = [("offset", .number(k.time / motion.duration)), (key, .string(property.valueText(k.value)))]
                m.append(("easing", .string(k.timing.map(timingText) ?? "linear")))
                frames.append(.object(m))
            }
        }
        let (ms, printed) = printedDuration(motion, maxError: maxError, measured: report)
        report = printed
        options.insert(("duration", .number(ms)), at: 0)
        let doc = JSONValue.object([("keyframes", .array(frames)), ("options", .object(options))])
        return (doc.text + "\n", report)
    }

    /// `background-color` → `backgroundColor` (the Web Animations keyframe member name).
    static func camelCase(_ s: String) -> String {
        var out = "", upper = false
        for c in s {
            if c == "-" { upper = true; continue }
            out += upper ? c.uppercased() : String(c)
            upper = false
        }
        return out
    }
}
