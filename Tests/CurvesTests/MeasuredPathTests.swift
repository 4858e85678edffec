import Foundation
import Testing

@testable import Curves

@Suite("Measured paths")
struct MeasuredPathTests {
    @Test("position at distance and fraction; joints report the later segment; tangent angles")
    func positions() throws {
        let m = MeasuredPath(try Path(svgPathData: "M0 0 H100 V100"))
        #expect(m.length == 200)
        let a = m.position(atDistance: 50)!
        #expect(a.point == Point(50, 0) && a.angle == 0 && a.segmentIndex == 0 && a.parameter == 0.5)
        let joint = m.position(atFraction: 0.5)!
        #expect(joint.segmentIndex == 1 && joint.point == Point(100, 0) && abs(joint.angle - .pi / 2) < 1e-15)
        let end = m.position(atFraction: 1)!
        #expect(end.point == Point(100, 100) && end.segmentIndex == 1 && end.parameter == 1)
        #expect(MeasuredPath(try Path(svgPathData: "M0 0")).position(atFraction: 0.5) == nil)
        // The cusp's tangent at t = ½ (C′ = 0) comes from C″ = (0, −6): it leaves towards −y.
        let cusp = CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0))
        let angle = PathSegment.cubic(cusp).tangentAngle(at: 0.5)
        #expect(abs(angle + .pi / 2) < 1e-12)
    }

    @Test("even samples: equal arc-length steps, ends included")
    func samples() throws {
        let m = MeasuredPath(try Path(svgPathData: "M0 0 C0 1 1 1 1 0 C1 -1 2 -1 2 0"))
        let s = m.evenlySpacedPositions(count: 21)
        #expect(s.count == 21 && s.first!.point == Point(0, 0) && s.last!.point == Point(2, 0))
        for i in 1..<s.count {
            let step = s[i].distance - s[i - 1].distance
            #expect(abs(step - m.length / 20) < 1e-12)
            // Distance reported matches the arc length up to that point.
            let seg = m.segments[s[i].segmentIndex]
            let measured = m.offsets[s[i].segmentIndex] + seg.arcLength(from: 0, to: s[i].parameter)
            #expect(abs(measured - s[i].distance) < 1e-11)
        }
    }

    @Test("trim: exact sub-segments, closed subpaths stay closed only when whole")
    func trim() throws {
        let m = MeasuredPath(try Path(svgPathData: "M0 0 H100 V100 H0 Z M200 0 h10"))
        #expect(m.length == 410)
        #expect(m.trimmed(fromDistance: 50, toDistance: 150).svgPathData == "M50 0 L100 0 L100 50")
        #expect(m.trimmed(fromFraction: 0, toFraction: 1) == m.path)
        #expect(m.trimmed(fromDistance: 0, toDistance: 400).svgPathData == "M0 0 L100 0 L100 100 L0 100 Z")
        #expect(m.trimmed(fromDistance: 350, toDistance: 405).svgPathData == "M0 50 L0 0 M200 0 L205 0")
        #expect(m.trimmed(fromDistance: 10, toDistance: 10).isEmpty)
    }

    @Test("text on a path: midpoints at offset + advances, origins half an advance back")
    func text() throws {
        let m = MeasuredPath(try Path(svgPathData: "M0 0 H30"))
        let g = m.glyphPlacements(advances: [10, 10, 10, 10], offset: -2)
        // Midpoints at 3, 13, 23, 33: the last is off the path and is not placed.
        #expect(g.map(\.index) == [0, 1, 2])
        #expect(g.map(\.origin) == [Point(-2, 0), Point(8, 0), Point(18, 0)])
        // On a circle the glyph turns with the tangent.
        var circle = Path()
        circle.addArc(withCenter: Point(0, 0), radius: 100, startAngle: 0, endAngle: .pi, clockwise: true)
        let c = MeasuredPath(circle).glyphPlacements(advances: [10], offset: 50 * .pi - 5)
        #expect(abs(c[0].angle - .pi) < 1e-12)
        #expect((c[0].origin - Point(5, 100)).length < 1e-12)
    }

    @Test("UIBezierPath semantics: close returns to the start; drawing after close starts a new subpath there")
    func semantics() {
        var p = Path()
        p.move(to: Point(1, 1))
        p.addLine(to: Point(2, 1))
        p.close()
        #expect(p.currentPoint == Point(1, 1))
        p.addLine(to: Point(1, 5))
        #expect(p.subpaths.count == 2 && p.subpaths[1].start == Point(1, 1))
        p.addArc(withCenter: Point(-4, 5), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(p.segments.count == 4)  // arc starts at (1, 5): no connecting line
        #expect(abs(MeasuredPath(p).length - (2 + 4 + 2.5 * .pi)) < 1e-14)
    }
}
