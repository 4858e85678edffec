import Easing
import Scenes

/// The formats of `springsim export`.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// A Bodymovin (Lottie 5.x) JSON document.
    case lottie
    /// A CSS `@keyframes` rule and the `animation` declaration that plays it.
    case css
    /// Keyframes and options for the Web Animations API's `element.animate(keyframes, options)`.
    case waapi
    /// The motion's progress as a CSS `linear()` timing function (as `ease --export css-linear`).
    case cssLinear = "css-linear"
    /// Core Animation keyframes: `values`, `keyTimes` and `duration` (as `ease --export keyframes`).
    case caKeyframes = "ca-keyframes"
}

extension CSSExport {
    /// `css-linear` or `ca-keyframes` text for a whole motion: its progress (see
    /// ``MotionEasing``) through `EasingExport`, the bound divided by |rest − start|; the
    /// keyframes also carry `duration = T` (seconds).
    public static func easingText(_ motion: ExportMotion, maxError: Double, keyframes: Bool) throws(ExportError) -> (
        text: String, report: ExportReport
    ) {
        let (easing, report) = try linear(motion, maxError: maxError)
        if !keyframes { return (easing.description + "\n", report) }
        let values = easing.points.map { JSONValue.decimal(motion.startValue + $0.output * (motion.restValue - motion.startValue)) }
        var text = "values = [\(values.joined(separator: ", "))]\n"
        text += "keyTimes = [\(easing.points.map { JSONValue.decimal($0.input) }.joined(separator: ", "))]\n"
        text += "duration = \(JSONValue.decimal(motion.duration))\n"
        return (text, ExportReport(maxError: report.maxError, time: report.time, count: report.count, unit: "keyframes"))
    }
}
