import Foundation
import Testing

@testable import Curves

/// Curve queries against the 50-digit references of `Scripts/reference_queries.py` (mpmath), with
/// the measured errors printed. Every tolerance is the 1e-12 bar, relative to the curve's size
/// where the quantity has units (points, square points) and absolute in t and in the unit
/// tangent; curvature relative to max(|κ|, 1/size), since κ → 0 at an inflection.
@Suite("Curve queries against mpmath")
struct CurveQueryReferenceTests {
    static func segment(_ r: [String: String]) -> PathSegment {
        func g(_ k: Int) -> Double { Double(r["g\(k)"]!)! }
        switch r["type"]! {
        case "quadratic": return .quadratic(QuadraticBezier(Point(g(0), g(1)), Point(g(2), g(3)), Point(g(4), g(5))))
        case "cubic": return .cubic(CubicBezier(Point(g(0), g(1)), Point(g(2), g(3)), Point(g(4), g(5)), Point(g(6), g(7))))
        default:
            return .arc(EllipticalArc(center: Point(g(0), g(1)), radii: Point(g(2), g(3)), rotation: g(4), startAngle: g(5), sweep: g(6)))
        }
    }

    /// The curve's size: width + height of its bounds.
    static func size(_ s: PathSegment) -> Double { s.boundingBox.width + s.boundingBox.height }

    @Test("unit tangent and signed curvature: ≤ 1e-12")
    func frames() {
        var worstTangent = 0.0, worstCurvature = 0.0
        for r in Fixtures.rows("query_frames") {
            let s = Self.segment(r), t = Double(r["t"]!)!
            let u = s.unitTangent(at: t), n = s.unitNormal(at: t)
            let e = max(abs(u.x - Double(r["tx"]!)!), abs(u.y - Double(r["ty"]!)!))
            #expect(e <= 1e-12, "\(r["name"]!) t=\(t) tangent \(u)")
            #expect(n.x == -u.y && n.y == u.x)
            let kappa = Double(r["curvature"]!)!
            let k = s.curvature(at: t)!
            let rel = abs(k - kappa) / max(abs(kappa), 1 / Self.size(s))
            #expect(rel <= 1e-12, "\(r["name"]!) t=\(t) κ=\(k) want \(kappa)")
            worstTangent = max(worstTangent, e)
            worstCurvature = max(worstCurvature, rel)
        }
        print("frames: worst tangent error \(worstTangent), worst curvature relative error \(worstCurvature)")
    }

    @Test("partial length s(t0, t1), on the segment and through a measured path: ≤ 1e-12 relative")
    func partialLengths() {
        var worst = 0.0
        for r in Fixtures.rows("query_lengths") {
            let s = Self.segment(r), t0 = Double(r["t0"]!)!, t1 = Double(r["t1"]!)!
            let want = Double(r["length"]!)!
            var path = Path()
            path.move(to: s.start)
            path.append(s)
            let m = MeasuredPath(path)
            let a = PathLocation(segmentIndex: 0, parameter: t0), b = PathLocation(segmentIndex: 0, parameter: t1)
            for got in [
                s.arcLength(from: t0, to: t1), m.length(from: a, to: b), -m.length(from: b, to: a), m.distance(at: b) - m.distance(at: a),
            ] {
                let rel = abs(got - want) / want
                #expect(rel <= 1e-12, "\(r["name"]!) [\(t0), \(t1)] \(got) want \(want)")
                worst = max(worst, rel)
            }
        }
        print("partial lengths: worst relative error \(worst)")
    }

    @Test("extrema and inflections: every one found, t within 1e-12")
    func features() {
        var expected: [String: [(kind: String, t: Double)]] = [:]
        var segments: [String: PathSegment] = [:]
        for r in Fixtures.rows("query_frames") { segments[r["name"]!] = Self.segment(r) }
        for r in Fixtures.rows("query_features") { expected[r["name"]!, default: []].append((r["kind"]!, Double(r["t"]!)!)) }
        var worst = 0.0
        for (name, s) in segments {
            let want = expected[name] ?? []
            for kind in ["x", "y", "inflection"] {
                let w = want.filter { $0.kind == kind }.map(\.t).sorted()
                let got = (kind == "inflection" ? s.inflections : s.extrema.filter { $0.axis.rawValue == kind }.map(\.t)).sorted()
                #expect(got.count == w.count, "\(name) \(kind): \(got) want \(w)")
                guard got.count == w.count else { continue }
                for (a, b) in zip(got, w) {
                    #expect(abs(a - b) <= 1e-12, "\(name) \(kind) \(a) want \(b)")
                    worst = max(worst, abs(a - b))
                }
            }
        }
        print("extrema and inflections: worst error in t \(worst)")
    }

    @Test("nearest point: distance ≤ 1e-12 relative to the size, t within 1e-12")
    func nearest() {
        var worstDistance = 0.0, worstT = 0.0
        for r in Fixtures.rows("query_nearest") {
            let s = Self.segment(r), p = Point(Double(r["px"]!)!, Double(r["py"]!)!)
            let n = s.nearestPoint(to: p)
            let dErr = abs(n.distance - Double(r["distance"]!)!) / Self.size(s)
            let tErr = abs(n.t - Double(r["t"]!)!)
            #expect(dErr <= 1e-12, "\(r["name"]!) p=\(p): \(n) want \(r["distance"]!)")
            #expect(tErr <= 1e-12, "\(r["name"]!) p=\(p): t=\(n.t) want \(r["t"]!)")
            #expect(n.point == s.point(at: n.t))
            worstDistance = max(worstDistance, dErr)
            worstT = max(worstT, tErr)
        }
        print("nearest: worst distance error / size \(worstDistance), worst t error \(worstT)")
    }

    @Test("signed area of closed paths: ≤ 1e-12 relative to the bounding box's area")
    func areas() throws {
        var worst = 0.0
        for r in Fixtures.rows("query_areas") {
            let path = try Path(svgPathData: r["path"]!)
            let box = path.boundingBox!
            let got = path.signedArea!, want = Double(r["area"]!)!
            let rel = abs(got - want) / (box.width * box.height)
            #expect(rel <= 1e-12, "\(r["name"]!): \(got) want \(want)")
            worst = max(worst, rel)
        }
        print("areas: worst error / box area \(worst)")
    }
}
