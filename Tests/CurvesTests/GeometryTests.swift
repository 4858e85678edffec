import FixtureSupport
import Foundation
import PropertyBased
import RealModule
import Testing

@testable import Curves

/// Arc → cubic conversion, flattening, nearest point and text anchors.
@Suite("Curve geometry")
struct GeometryTests {
    static let coordinate = Gen.double(in: -100...100)

    @Test("EllipticalArc.cubicBeziers(): 90° pieces with radial error 2.7253e-4·r, exact ends")
    func arcToCubics() {
        let arc = EllipticalArc(center: Point(3, -2), radius: 10, startAngle: 0.3, endAngle: 0.3 + 2 * Double.pi, clockwise: true)
        let cubics = arc.cubicBeziers()
        #expect(cubics.count == 4)
        #expect(cubics.first!.p0 == arc.start && cubics.last!.p3 == arc.end)
        var worst = 0.0
        for c in cubics {
            for i in 0...2000 {
                worst = max(worst, abs((c.point(at: Double(i) / 2000) - arc.center).length - 10))
            }
        }
        print("90° cubic arc: max radial error \(worst / 10) of the radius")
        #expect(abs(worst / 10 - 2.7253e-4) < 1e-7)
        let path = (try! Path(svgPathData: "M0 0 A 5 3 30 1 1 10 4 L 12 0")).replacingArcsWithCubics()
        #expect(path.segments.allSatisfy { if case .arc = $0 { return false } else { return true } })
    }

    @Test("quadratic closed-form length agrees with adaptive Gauss–Legendre to 1e-13")
    func quadraticClosedForm() async {
        await seededPropertyCheck(count: 300, input: Self.coordinate.array(of: 6), Gen.double(in: 0...1), Gen.double(in: 0...1)) {
            c, ta, tb in
            let q = QuadraticBezier(Point(c[0], c[1]), Point(c[2], c[3]), Point(c[4], c[5]))
            let (t0, t1) = (min(ta, tb), max(ta, tb))
            let closed = q.arcLength(from: t0, to: t1, accuracy: 1e-13)
            let quadrature = ArcLength.integrate(q.arcLengthIntegrand, from: t0, to: t1, accuracy: 1e-14)
            #expect(abs(closed - quadrature) <= 1e-13 * max(quadrature, 1e-300) + 1e-13)
        }
        // The unit parabola y = x² on [0, 1] as a quadratic: L = √5/2 + asinh(2)/4.
        let parabola = QuadraticBezier(Point(0, 0), Point(0.5, 0), Point(1, 1))
        let exact = 5.0.squareRoot() / 2 + Double.asinh(2) / 4
        #expect(abs(parabola.arcLength() - exact) <= 2e-16 * exact)
    }

    @Test("flattening stays within the tolerance everywhere")
    func flattening() async {
        await seededPropertyCheck(count: 100, input: Self.coordinate.array(of: 8), Gen.double(in: 0.001...2)) { c, tol in
            let p = [Point(c[0], c[1]), Point(c[2], c[3]), Point(c[4], c[5]), Point(c[6], c[7])]
            for seg in [
                PathSegment.cubic(CubicBezier(p[0], p[1], p[2], p[3])), .quadratic(QuadraticBezier(p[0], p[1], p[2])),
                .arc(
                    EllipticalArc(
                        center: p[0], radii: Point(abs(c[2]) + 1, abs(c[3]) + 1), rotation: c[4] / 50, startAngle: c[5] / 30,
                        sweep: c[6] / 20)),
            ] {
                let poly = seg.flattened(tolerance: tol)
                #expect(poly.first == seg.start && poly.last == seg.end)
                for i in 0...400 {
                    let q = seg.point(at: Double(i) / 400)
                    let d = zip(poly, poly.dropFirst()).map { a, b -> Double in
                        let v = b - a
                        let len2 = v.lengthSquared
                        let t = len2 == 0 ? 0 : min(max((q - a).dot(v) / len2, 0), 1)
                        return (q - (a + t * v)).length
                    }.min()!
                    #expect(d <= tol * (1 + 1e-9) + 1e-12)
                }
            }
        }
    }

    @Test("nearest point: no sampled point of the curve is nearer")
    func nearest() async {
        await seededPropertyCheck(count: 150, input: Self.coordinate.array(of: 8), Self.coordinate, Self.coordinate) { c, px, py in
            let p = Point(px, py)
            let pts = [Point(c[0], c[1]), Point(c[2], c[3]), Point(c[4], c[5]), Point(c[6], c[7])]
            for seg in [
                PathSegment.cubic(CubicBezier(pts[0], pts[1], pts[2], pts[3])), .quadratic(QuadraticBezier(pts[0], pts[1], pts[2])),
                .line(Line(pts[0], pts[1])),
                .arc(EllipticalArc(center: pts[0], radius: abs(c[2]) + 1, startAngle: c[3] / 20, endAngle: c[4] / 20, clockwise: c[5] > 0)),
            ] {
                let n = seg.nearestPoint(to: p)
                var best = Double.infinity
                for i in 0...2000 { best = min(best, (seg.point(at: Double(i) / 2000) - p).length) }
                #expect(n.distance <= best + 1e-9 * max(1, best), "\(seg)")
                #expect(abs((seg.point(at: n.t) - p).length - n.distance) <= 1e-12 * max(1, n.distance))
            }
        }
    }

    @Test("text anchors: middle centres the run on the offset, end ends it there")
    func anchors() throws {
        let m = MeasuredPath(try Path(svgPathData: "M0 0 L100 0"))
        let advances = [10.0, 10, 10, 10]
        let start = m.glyphPlacements(advances: advances, offset: 50)
        let middle = m.glyphPlacements(advances: advances, offset: 50, anchor: .middle)
        let end = m.glyphPlacements(advances: advances, offset: 50, anchor: .end)
        func close(_ a: [GlyphPlacement], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0.origin.x - $1) < 1e-12 }
        }
        #expect(close(start, [50, 60, 70, 80]))
        #expect(close(middle, [30, 40, 50, 60]))
        #expect(close(end, [10, 20, 30, 40]))
        // Glyphs whose midpoint falls off the path are dropped.
        #expect(m.glyphPlacements(advances: advances, offset: 86).map(\.index) == [0])
    }
}
