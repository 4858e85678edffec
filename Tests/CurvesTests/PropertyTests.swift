import FixtureSupport
import PropertyBased
import Testing

@testable import Curves

/// Laws on random curves, drawn from fixed seeds (a failure prints the command that replays it;
/// see docs/TESTING.md). Control points in [−100, 100]².
@Suite("Curve laws")
struct PropertyTests {
    static let coords = Gen.double(in: -100...100).array(of: 8)
    static let unit = Gen.double(in: 0...1)

    static func cubic(_ p: [Double]) -> CubicBezier {
        CubicBezier(Point(p[0], p[1]), Point(p[2], p[3]), Point(p[4], p[5]), Point(p[6], p[7]))
    }

    static func segments(_ p: [Double]) -> [PathSegment] {
        let q = QuadraticBezier(Point(p[0], p[1]), Point(p[2], p[3]), Point(p[4], p[5]))
        let rx = abs(p[6]) + 1, ry = abs(p[7]) + 0.5
        let arc = EllipticalArc(
            center: Point(p[1], p[0]), radii: Point(rx, ry), rotation: p[2] / 50, startAngle: p[3] / 30, sweep: p[4] / 20)
        return [.cubic(cubic(p)), .quadratic(q), .arc(arc), .line(Line(Point(p[0], p[1]), Point(p[2], p[3])))]
    }

    @Test("additivity: L(0,t) + L(t,1) = L(0,1)")
    func additivity() async {
        await seededPropertyCheck(count: 200, input: Self.coords, Self.unit) { p, t in
            for s in Self.segments(p) {
                let whole = s.arcLength()
                let sum = s.arcLength(from: 0, to: t) + s.arcLength(from: t, to: 1)
                #expect(abs(sum - whole) <= 3e-12 + 1e-14 * whole, "\(s)")
            }
        }
    }

    @Test("inverse ∘ length = identity (in arc length)")
    func inverseOfLength() async {
        await seededPropertyCheck(count: 200, input: Self.coords, Self.unit) { p, t in
            for s in Self.segments(p) {
                let total = s.arcLength()
                let target = s.arcLength(from: 0, to: t)
                let u = s.parameter(atArcLength: target, totalLength: total)
                let back = s.arcLength(from: 0, to: u)
                #expect(abs(back - target) <= 3e-12 + 1e-14 * total, "\(s) t=\(t) u=\(u)")
            }
        }
    }

    @Test("split continuity: subsegments meet at C(t) exactly and keep the length")
    func splitContinuity() async {
        await seededPropertyCheck(count: 200, input: Self.coords, Self.unit) { p, t in
            for s in Self.segments(p) {
                let left = s.subsegment(from: 0, to: t), right = s.subsegment(from: t, to: 1)
                #expect(left.end == right.start)
                #expect(left.end == s.point(at: t))
                #expect(left.start == s.start && right.end == s.end)
                let scale = 1 + s.boundingBox.width + s.boundingBox.height
                #expect((left.point(at: 0.5) - s.point(at: t / 2)).length <= 1e-12 * scale)
                let sum = left.arcLength() + right.arcLength()
                #expect(abs(sum - s.arcLength()) <= 1e-11 * scale)
            }
        }
    }

    @Test("bounds contain every sampled point and are attained")
    func bounds() async {
        await seededPropertyCheck(count: 200, input: Self.coords) { p in
            for s in Self.segments(p) {
                let box = s.boundingBox
                let slack = 1e-12 * (1 + box.width + box.height)
                var seen = Rect(s.start, s.start)
                for i in 0...200 {
                    let q = s.point(at: Double(i) / 200)
                    #expect(box.contains(q, slack: slack), "\(s)")
                    seen.include(q)
                }
                // Tight: sampling at 1/200 comes within the sagitta of the extreme.
                #expect(box.width - seen.width <= 1e-2 * (1 + box.width) && box.height - seen.height <= 1e-2 * (1 + box.height))
            }
        }
    }

    @Test("SVG parse → serialise → parse is the identity")
    func svgRoundTrip() async {
        await seededPropertyCheck(count: 200, input: Self.coords, Gen.bool, Gen.bool) { p, large, sweep in
            recordingErrors {
                let n = p.map { ($0 * 8).rounded() / 8 }  // a mix of integers and fractions
                let text =
                    "M\(n[0]) \(n[1]) C\(n[2]),\(n[3]) \(n[4]),\(n[5]) \(n[6]),\(n[7]) q\(n[1]) \(n[0]) \(n[3]) \(n[2]) "
                    + "A\(abs(n[4]) + 1) \(abs(n[5]) + 2) \(n[6]) \(large ? 1 : 0) \(sweep ? 1 : 0) \(n[0]) \(n[7]) h\(n[2]) Z m1e1 -.5 l\(n[5]) \(n[6])"
                let first = try Path(svgPathData: text)
                let data = first.svgPathData
                let second = try Path(svgPathData: data)
                #expect(second.svgPathData.split(separator: " ").count == data.split(separator: " ").count)
                #expect(second.subpaths.count == first.subpaths.count)
                for (a, b) in zip(first.segments, second.segments) {
                    for t in [0.0, 0.3, 1.0] {
                        #expect((a.point(at: t) - b.point(at: t)).length <= 1e-12 * (1 + a.point(at: t).length), "\(data)")
                    }
                }
            }
        }
    }

    @Test("trim(0, 1) is the whole path; trim length is monotone in its end")
    func trim() async {
        await seededPropertyCheck(count: 100, input: Self.coords, Self.unit, Self.unit) { p, a, b in
            var path = Path()
            path.move(to: Point(p[0], p[1]))
            path.addCurve(to: Point(p[6], p[7]), controlPoint1: Point(p[2], p[3]), controlPoint2: Point(p[4], p[5]))
            path.addQuadCurve(to: Point(p[1], p[0]), controlPoint: Point(p[3], p[2]))
            path.close()
            let m = MeasuredPath(path)
            #expect(m.trimmed(fromFraction: 0, toFraction: 1) == path)
            let (lo, hi) = (min(a, b), max(a, b))
            let l1 = MeasuredPath(m.trimmed(fromFraction: 0, toFraction: lo)).length
            let l2 = MeasuredPath(m.trimmed(fromFraction: 0, toFraction: hi)).length
            #expect(l1 <= l2 + 1e-11 * (1 + m.length))
            #expect(abs(l2 - hi * m.length) <= 1e-10 * (1 + m.length))
            let middle = MeasuredPath(m.trimmed(fromFraction: lo, toFraction: hi)).length
            #expect(abs(middle - (hi - lo) * m.length) <= 1e-10 * (1 + m.length))
        }
    }
}
