import Dynamics
import Easing
import Foundation
import Testing

@testable import Exports

/// The CSS and Web Animations durations: milliseconds to the fewest decimals whose rounding
/// keeps the export within its bound, played back at the printed duration.
struct CSSDurationTests {
    /// The UIKit spring ζ 0.15, initial velocity 1.4 (travel 1), cut at half of a 0.001 bound,
    /// and SwiftUI-like and easing motions.
    static func motions() throws -> [(String, ExportMotion)] {
        let uiKit = try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let swiftUI = Spring(naturalFrequency: 14, dampingRatio: 0.4)
        func cut(_ spring: Spring, _ velocity: Double) throws -> ExportMotion {
            try ExportMotion(spring: SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: velocity), restTolerance: 0.0005)
        }
        return [
            ("UIKit ζ 0.15", try cut(uiKit, 1.4)),
            ("ω 14, ζ 0.4", try cut(swiftUI, 0)),
            ("ease-in-out 0.4 s", try ExportMotion(easing: EasingParser.parse("ease-in-out"), from: 0, to: 1, duration: 0.4)),
        ]
    }

    /// The number between `prefix` and `suffix` in `text`, as printed.
    static func printed(_ text: String, after prefix: String, before suffix: String) throws -> String {
        let start = try #require(text.range(of: prefix)).upperBound
        let end = try #require(text[start...].range(of: suffix)).lowerBound
        return String(text[start..<end])
    }

    @Test func durationsAreRoundedWithinTheRoomTheFitLeaves() throws {
        let p = try CSSProperty(parsing: "transform:translateX")
        for (name, m) in try Self.motions() {
            let maxError = 0.001
            let (css, report) = try CSSExport.css(m, maxError: maxError, property: p, origin: 0, scale: 100, useLinear: true, fps: 60)
            let text = try Self.printed(css, after: ".springsim { animation: springsim ", before: "ms ")
            let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 6, "\(name): \(text)")
            let ms = try #require(Double(text))
            #expect(abs(ms - m.duration * 1000) <= 0.5 * pow(10, -Double(decimals)) * (1 + 1e-12), "\(name): \(text)")
            // The Web Animations export prints the same duration, in both forms.
            for useLinear in [true, false] {
                let (w, _) = try CSSExport.waapi(m, maxError: maxError, property: p, origin: 0, scale: 100, useLinear: useLinear, fps: 60)
                #expect(try Self.printed(w, after: "\"options\":{\"duration\":", before: ",") == text, "\(name)")
            }
            // The report adds the rounding's bound V·|D′ − D| to the measured error, within the bound.
            let (_, fitted) = try CSSExport.linear(m, maxError: maxError)
            let added = report.maxError - fitted.maxError
            #expect(added >= 0 && report.maxError <= maxError, "\(name): \(report)")
            // Played back: linear() from the text, over the printed duration, against the motion
            // itself (not cut at D, as the player checks compare) at 20 001 times up to 1.25 D —
            // within the bound; and the time stretch alone, |x(t·D/D′) − x(t)| up to the later
            // end, within the stated V·|D′ − D|.
            let easing = try EasingParser.parse(try Self.printed(css, after: "ms ", before: " both;"))
            let d = m.duration, dPrinted = ms / 1000
            var worst = 0.0, stretch = 0.0
            for i in 0...20_000 {
                let t = 1.25 * d * Double(i) / 20_000
                let played = m.startValue + (m.restValue - m.startValue) * easing.value(at: min(t / dPrinted, 1))
                worst = max(worst, abs(played - m.referenceValue(at: t)))
                if t <= max(d, dPrinted) { stretch = max(stretch, abs(m.referenceValue(at: t * d / dPrinted) - m.referenceValue(at: t))) }
            }
            #expect(worst <= maxError, "\(name): played \(worst) over \(text) ms")
            #expect(stretch <= added * (1 + 1e-9) + 1e-12, "\(name): the stretch \(stretch) exceeds the stated \(added)")
        }
    }

    @Test func withoutRoomEveryDigitIsPrintedAndWithAmpleRoomWholeMilliseconds() throws {
        let m = try #require(Self.motions().first?.1)
        let full = ExportReport(maxError: 0.001, time: 0, count: 1, unit: "stops")
        let tight = CSSExport.printedDuration(m, maxError: 0.001, measured: full)
        #expect(tight.milliseconds == m.duration * 1000 && tight.report == full)
        let loose = CSSExport.printedDuration(m, maxError: 1, measured: ExportReport(maxError: 0, time: 0, count: 1, unit: "stops"))
        #expect(loose.milliseconds == (m.duration * 1000).rounded())
        #expect(loose.report.maxError > 0 && loose.report.maxError <= 0.5)
    }
}
