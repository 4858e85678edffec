import Dynamics
import Easing
import Testing

@testable import Exports

struct DocumentTests {
    static func springMotion() throws -> ExportMotion {
        let animation = SpringAnimation(spring: Spring(naturalFrequency: 14, dampingRatio: 0.4), from: 0, to: 1, normalizedVelocity: 0)
        return try ExportMotion(spring: animation, restTolerance: 0.0005)
    }

    @Test func lottieDocumentHasTheBodymovinFields() throws {
        let (doc, report) = try LottieExport.document(for: Self.springMotion(), maxError: 0.001)
        let json = doc.json
        for key in ["\"v\":\"5.7.4\"", "\"fr\":60", "\"ip\":0", "\"op\":", "\"w\":", "\"h\":", "\"layers\":[", "\"nm\":\"motion\"", "\"s\":true"] {
            #expect(json.contains(key), "missing \(key)")
        }
        #expect(report.count == doc.layers[0].keyframes.keyframes.count)
        #expect(!json.contains("nan") && !json.contains("inf"))
    }

    @Test func cssLinearAndKeyframeFormsStayWithinTheBound() throws {
        let m = try Self.springMotion()
        let p = try CSSProperty(parsing: "transform:translateX")
        let (css, r1) = try CSSExport.css(m, maxError: 0.001, property: p, origin: 0, scale: 100, useLinear: true, fps: 60)
        #expect(css.hasPrefix("@keyframes springsim {\n  from { transform: translateX(0px); }"))
        #expect(css.contains("linear("))
        #expect(r1.maxError <= 0.001)
        let (css2, r2) = try CSSExport.css(m, maxError: 0.001, property: p, origin: 0, scale: 100, useLinear: false, fps: 60)
        #expect(css2.contains("animation-timing-function: cubic-bezier(0.3333333333333333, "))
        #expect(r2.maxError <= 0.001)
        let (w, _) = try CSSExport.waapi(m, maxError: 0.001, property: p, origin: 0, scale: 100, useLinear: true, fps: 60)
        #expect(w.hasPrefix("{\"keyframes\":[{\"transform\":\"translateX(0px)\"},"))
    }

    @Test func propertyParsing() throws {
        #expect(try CSSProperty(parsing: "opacity").valueText(0.5) == "0.5")
        #expect(try CSSProperty(parsing: "transform:rotate").valueText(90) == "rotate(90deg)")
        #expect(throws: ExportError.self) { try CSSProperty(parsing: "left:x") }
        #expect(CSSExport.camelCase("background-color") == "backgroundColor")
    }

    @Test func jsonNumbers() {
        #expect(JSONValue.decimal(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONValue.decimal(-0.0) == "0")
        #expect(JSONValue.decimal(60) == "60")
        #expect(JSONValue.object([("a", .string("x\"y"))]).text == "{\"a\":\"x\\\"y\"}")
    }
}
