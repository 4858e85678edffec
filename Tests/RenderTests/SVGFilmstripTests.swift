import Curves
import FixtureSupport
import Foundation
import PropertyBased
import Render
import Scenes
import Testing

@Suite("SVG filmstrips and animations")
struct SVGFilmstripTests {
    /// A line growing with t (strokeEnd = t) on a 200 × 100 canvas.
    static func frame(_ t: Double) -> SVGFrame {
        var p = Path()
        p.move(to: Point(10, 50))
        p.addLine(to: Point(190, 50))
        return SVGFrame(
            time: t,
            drawing: Drawing(width: 200, height: 100, background: .black, marks: [.path(p, DrawingStyle(stroke: .white, strokeEnd: t))]))
    }

    @Test("a filmstrip: one nested <svg> per frame with the canvas as view box, captions with the times")
    func filmstrip() throws {
        let times = [0, 0.25, 0.5, 0.75, 1, 1.0 / 3, 2]
        let strip = SVGFilmstrip(frames: times.map(Self.frame), columns: 3, title: "a <title> & more")
        let doc = try XMLDocument(strip.document())
        let frames = doc.all("svg").filter { $0.depth == 1 }
        #expect(frames.count == times.count)
        #expect(frames.allSatisfy { $0.attributes["viewBox"] == "0 0 200 100" })
        let captions = doc.all("text").map(\.text).filter { $0.hasPrefix("t = ") }
        #expect(captions == ["t = 0 s", "t = 0.25 s", "t = 0.5 s", "t = 0.75 s", "t = 1 s", "t = 0.3333 s", "t = 2 s"])
        #expect(doc.all("text").contains { $0.text == "a <title> & more" })
        // Three per row: the 4th frame starts a new row at the first frame's x, below it.
        let x = frames.map { Double($0.attributes["x"]!)! }, y = frames.map { Double($0.attributes["y"]!)! }
        #expect(x[3] == x[0] && y[3] > y[0] && y[1] == y[0])
        // Root size covers every frame.
        let width = Double(doc.root.attributes["width"]!)!, height = Double(doc.root.attributes["height"]!)!
        for f in frames {
            #expect(Double(f.attributes["x"]!)! + Double(f.attributes["width"]!)! <= width)
            #expect(Double(f.attributes["y"]!)! + Double(f.attributes["height"]!)! <= height)
        }
    }

    @Test("an animation: each frame shown from its time to the next, discrete keyTimes from 0 up to 1")
    func animation() async throws {
        await seededPropertyCheck(count: 100, input: Gen.double(in: 0...3).array(of: 1...20), Gen.double(in: 0.1...2)) { raw, hold in
            recordingErrors {
                let times = raw.sorted()
                let doc = try XMLDocument(SVGAnimation(frames: times.map(Self.frame), hold: hold).document())
                let groups = doc.all("g")
                #expect(groups.count == times.count)
                // Static renderers see the last frame only.
                #expect(groups.map { $0.attributes["visibility"] } == Array(repeating: "hidden", count: times.count - 1) + ["visible"])
                let animations = doc.all("animate")
                #expect(animations.count == (times.count > 1 ? times.count : 0))
                let total = times.last! - times.first! + hold
                for (i, a) in animations.enumerated() {
                    let keys = a.attributes["keyTimes"]!.split(separator: ";").map { Double($0)! }
                    let values = a.attributes["values"]!.split(separator: ";").map(String.init)
                    #expect(keys.count == values.count)
                    #expect(keys.first == 0)
                    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 } && keys.last! <= 1)
                    #expect(a.attributes["calcMode"] == "discrete")
                    // Visible exactly from the frame's own (rounded) key time on.
                    let shownAt = keys[values.firstIndex(of: "visible")!]
                    #expect(abs(shownAt - (times[i] - times[0]) / total) <= 5e-7)
                    let dur = Double(a.attributes["dur"]!.dropLast())!
                    #expect(abs(dur - total) <= 5e-5)
                }
            }
        }
    }

    /// The spring line chart (UIKit ζ 0.15, velocity 1.4, WYChart's defaults) of 3, 1, 4: its
    /// highest point overshoots the top of the canvas.
    static func springChart() throws -> LineChartScene {
        var configuration = LineChartConfiguration()
        configuration.values = [3, 1, 4]
        configuration.animation = .spring
        configuration.spring = .init(dampingRatio: 0.15, velocity: 1.4)
        return try LineChartScene(configuration)
    }

    @Test(
        "an animation's view box holds everything every frame draws: the spring line chart's overshoot (20.7 pt at the 6 instants of a filmstrip) and stroke",
        arguments: [6, 0])
    func animationBoundsHoldOvershoots(instants: Int) throws {
        let scene = try Self.springChart()
        let clock = scene.clock
        let first = clock.time(ofFrame: 0), last = clock.time(ofFrame: clock.count - 1)
        // 6 instants evenly spaced over the clock (the filmstrip's default), or 0: every frame.
        let times =
            instants > 0
            ? (0..<instants).map { first + (last - first) * Double($0) / Double(instants - 1) }
            : (0..<clock.count).map(clock.time(ofFrame:))
        let frames = times.map { SVGFrame(time: $0, drawing: scene.drawing(at: $0)) }
        let doc = try XMLDocument(SVGAnimation(frames: frames).document())
        let box = try #require(doc.root.attributes["viewBox"]).split(separator: " ").map { Double($0)! }
        let (minX, minY, maxX, maxY) = (box[0], box[1], box[0] + box[2], box[1] + box[3])
        // The document is drawn 1:1: its size is the view box's.
        #expect(Double(doc.root.attributes["width"]!)! == box[2] && Double(doc.root.attributes["height"]!)! == box[3])
        // Every drawn coordinate of every frame: each path read back from the document, its
        // exact bounds widened by half its stroke width; text anchors.
        var drawn = Rect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for element in doc.all("path") {
            let path = try Path(svgPathData: element.attributes["d"]!)
            guard var b = path.boundingBox else { continue }
            if let w = element.attributes["stroke-width"].flatMap(Double.init), element.attributes["stroke"] != nil {
                b = Rect(minX: b.minX - w / 2, minY: b.minY - w / 2, maxX: b.maxX + w / 2, maxY: b.maxY + w / 2)
            }
            drawn = drawn.union(b)
        }
        for element in doc.all("text") {
            drawn.include(Point(Double(element.attributes["x"]!)!, Double(element.attributes["y"]!)!))
        }
        #expect(drawn.minX >= minX && drawn.minY >= minY && drawn.maxX <= maxX && drawn.maxY <= maxY, "\(drawn) outside \(box)")
        // The overshoot is there, above the canvas (0 at its top), and the view box grows by
        // exactly it: the overshooting line's stroke (2 pt wide) touches the view box's top.
        let highest = frames.map { scene.frame(at: $0.time).points.map(\.y).min()! }.min()!
        #expect(instants == 6 ? abs(highest + 19.72) < 0.01 : abs(highest + 84.24) < 0.01, "highest point \(highest)")
        #expect(abs(drawn.minY - minY) <= 1e-9 && minY <= highest - 1, "view box top \(minY), highest drawn \(drawn.minY)")
        // The same region as a filmstrip of these frames shows in each cell.
        let strip = try XMLDocument(SVGFilmstrip(frames: frames).document())
        #expect(strip.all("svg").filter { $0.depth == 1 }.allSatisfy { $0.attributes["viewBox"] == doc.root.attributes["viewBox"] })
        // Every frame's background fills the whole view box, so the overshoot shows on it.
        let backgrounds = doc.all("rect")
        #expect(backgrounds.count == frames.count)
        for rect in backgrounds {
            #expect(Double(rect.attributes["y"] ?? "0")! == minY && Double(rect.attributes["height"]!)! == box[3])
        }
        // A picture that stays on its canvas keeps the canvas as its view box.
        let still = SVGAnimation(frames: [SVGFrame(time: last, drawing: scene.drawing(at: last))]).document()
        let canvas = "0 0 \(SVGMarkup.number(scene.canvasWidth)) \(SVGMarkup.number(scene.configuration.layout.height))"
        #expect(try XMLDocument(still).root.attributes["viewBox"] == canvas)
    }

    @Test("empty inputs still make valid documents")
    func empty() throws {
        _ = try XMLDocument(SVGFilmstrip(frames: []).document())
        _ = try XMLDocument(SVGAnimation(frames: []).document())
    }

    @Test("filmstrips and animations reduce long polylines per pixel column, keeping every extreme exactly")
    func reducedPolylines() throws {
        // A 20 000-vertex noisy line across a 200-point canvas (100 vertices per point).
        var p = Path()
        var ys: [Double] = []
        for k in 0..<20_000 {
            let x = 10 + 180 * Double(k) / 19_999
            let y = 50 + 30 * sin(Double(k) / 700) + 8 * sin(Double(k) * 1.7)
            ys.append(y)
            if k == 0 { p.move(to: Point(x, y)) } else { p.addLine(to: Point(x, y)) }
        }
        let drawing = Drawing(width: 200, height: 100, background: .white, marks: [.path(p, DrawingStyle(stroke: .black, lineWidth: 1))])
        let original = Set(
            zip([p.subpaths[0].start.x] + p.segments.map(\.end.x), [p.subpaths[0].start.y] + p.segments.map(\.end.y)).map { "\($0),\($1)" })
        for (document, width) in [
            (SVGFilmstrip(frames: [SVGFrame(time: 0, drawing: drawing)], frameWidth: 100).document(), 100.0),
            (SVGAnimation(frames: [SVGFrame(time: 0, drawing: drawing)]).document(), 200.0),
            (SVGDrawing.document(drawing), 200.0),
        ] {
            let doc = try XMLDocument(document)
            let d = try #require(doc.all("path").first?.attributes["d"])
            let numbers = d.split { "MLZ ,".contains($0) }.map { Double($0)! }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
            // At most six vertices per pixel column (2 per point of output), all of them original.
            #expect(points.count <= 6 * Int(2 * width) + 6, "\(points.count) vertices for \(width) pt")
            #expect(points.count < 20_000 / 4)
            #expect(points.allSatisfy { original.contains("\($0.0),\($0.1)") })
            // The extremes are exact and the ends kept.
            #expect(points.map(\.1).min() == ys.min() && points.map(\.1).max() == ys.max())
            #expect(points.first!.0 == 10 && points.last!.0 == 190)
        }
        // A partial stroke is trimmed by the full path's length, so it is not reduced.
        let partial = Drawing(width: 200, height: 100, marks: [.path(p, DrawingStyle(stroke: .black, lineWidth: 1, strokeEnd: 0.5))])
        #expect(SVGDrawing.document(partial).count > SVGDrawing.document(drawing).count)
    }
}
