import Curves
import FixtureSupport
import Foundation
import PropertyBased
import Render
import Scenes
import Testing

@Suite("SVG drawings")
struct SVGDrawingTests {
    static let accent = DrawingColor(red: 0.2, green: 0.4, blue: 0.8)

    /// A path with awkward decimals, every segment kind that serialises exactly, two subpaths.
    static func samplePath() -> Path {
        var p = Path()
        p.move(to: Point(0.1 + 0.2, 10 / 3))
        p.addLine(to: Point(100.125, 1e-7))
        p.addQuadCurve(to: Point(150, 80), controlPoint: Point(120.5, -20))
        p.addCurve(to: Point(200, 40.000000000000014), controlPoint1: Point(160, 90), controlPoint2: Point(190, 10))
        p.close()
        p.move(to: Point(10, 10))
        p.addLine(to: Point(20, 30))
        return p
    }

    @Test("a drawing is well-formed SVG; path data reads back to the same path, exactly")
    func drawingDocument() throws {
        let path = Self.samplePath()
        let drawing = Drawing(
            width: 320, height: 240, background: Self.accent,
            marks: [
                .path(path, DrawingStyle(stroke: .white, lineWidth: 2, fill: .white.withAlpha(0.5))),
                .text("R&D <1>", position: Point(160, 120), rotation: .pi / 2, fontSize: 12, color: .black),
            ])
        let doc = try XMLDocument(SVGDrawing.document(drawing))
        #expect(doc.root.name == "svg")
        #expect(doc.root.attributes["viewBox"] == "0 0 320 240")
        #expect(doc.root.attributes["width"] == "320")
        let rect = try #require(doc.all("rect").first)
        #expect(rect.attributes["fill"] == "#3366cc")
        let paths = doc.all("path")
        try #require(paths.count == 1)
        #expect(try Path(svgPathData: paths[0].attributes["d"]!) == path)
        #expect(paths[0].attributes["fill-opacity"] == "0.5")
        #expect(paths[0].attributes["stroke-width"] == "2")
        let text = try #require(doc.all("text").first)
        #expect(text.text == "R&D <1>")
        #expect(text.attributes["transform"] == "rotate(90 160 120)")
    }

    @Test("strokeEnd trims the stroke by arc length (to 1e-12 pt) and leaves the fill whole")
    func strokeEndTrims() async throws {
        // Random cubic + line outlines, random strokeEnd: the stroked path's measured length must be
        // strokeEnd × the full length. Three measurements are involved (the full length, the cut
        // point, the re-measured trimmed path), each within MeasuredPath's default accuracy of
        // 1e-12 pt; on top comes the rounding of lengths up to ~2000 pt (a few 1e-13) and of
        // the path data's round trip.
        var worst = 0.0
        defer { print("strokeEnd trimming: worst |trimmed − strokeEnd·length| =", worst, "pt") }
        let coordinate = Gen.double(in: -200...200)
        await seededPropertyCheck(count: 200, input: coordinate.array(of: 8), Gen.double(in: 0.001...0.999), Gen.bool) { c, end, filled in
            recordingErrors {
                var p = Path()
                p.move(to: Point(c[0], c[1]))
                p.addCurve(to: Point(c[6], c[7]), controlPoint1: Point(c[2], c[3]), controlPoint2: Point(c[4], c[5]))
                p.addLine(to: Point(c[0], c[7]))
                let full = MeasuredPath(p).length
                guard full > 1e-3 else { return }
                let style = DrawingStyle(stroke: .black, lineWidth: 3, fill: filled ? Self.accent : nil, strokeEnd: end, opacity: 0.7)
                let doc = try XMLDocument(SVGDrawing.document(Drawing(width: 400, height: 400, marks: [.path(p, style)])))
                let paths = doc.all("path")
                let stroked = paths.filter { $0.attributes["stroke"] != nil }
                let fills = paths.filter { $0.attributes["fill"] != "none" }
                try #require(stroked.count == 1)
                #expect(fills.count == (filled ? 1 : 0))
                if filled { #expect(try Path(svgPathData: fills[0].attributes["d"]!) == p) }
                let trimmedLength = MeasuredPath(try Path(svgPathData: stroked[0].attributes["d"]!)).length
                worst = max(worst, abs(trimmedLength - end * full))
                #expect(abs(trimmedLength - end * full) <= 3e-12 + 4e-16 * full)
                // Opacity composites fill and stroke together: on a group when both are drawn.
                if filled {
                    #expect(doc.all("g").first?.attributes["opacity"] == "0.7")
                } else {
                    #expect(stroked[0].attributes["opacity"] == "0.7")
                }
            }
        }
    }

    @Test("invisible marks are left out: strokeEnd 0 without fill, opacity 0, empty paths")
    func invisible() throws {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addLine(to: Point(10, 10))
        let drawing = Drawing(
            width: 10, height: 10,
            marks: [
                .path(p, DrawingStyle(stroke: .black, strokeEnd: 0)),
                .path(p, DrawingStyle(stroke: .black, opacity: 0)),
                .path(Path(), DrawingStyle(stroke: .black)),
                .path(p, DrawingStyle(stroke: .black, fill: .white, strokeEnd: 0)),
            ])
        let doc = try XMLDocument(SVGDrawing.document(drawing))
        let paths = doc.all("path")
        #expect(paths.count == 1)
        #expect(paths.first?.attributes["stroke"] == nil)
        #expect(paths.first?.attributes["fill"] == "#ffffff")
    }
}
