import Foundation
import PropertyBased
import Testing

@testable import Curves

/// Curves at extreme magnitudes: the mpmath fixtures' curves scaled by powers of two (exact, so
/// the reference scales exactly) from 2⁻¹⁰⁴⁰ (subnormal coordinates) to 2¹⁰⁰⁰, lines across the
/// whole double range, flattening with tolerances far below the coordinates' rounding.
///
/// Measured worst relative length error over every scale 2^k, k ∈ {−1000, −900, −500, 0, 500,
/// 900, 1000}: 2.2e-14 (the same as at 2⁰: the integration's 1e-13 relative floor; before: inf
/// or NaN from 2⁵¹² up, 0 or single-panel lengths below 2⁻⁵¹²).
@Suite("Extreme magnitudes")
struct MagnitudeTests {
    static func d(_ row: [String: String], _ key: String) -> Double { Double(row[key]!)! }
    static func p2(_ x: Double, _ k: Int) -> Double { Double(sign: .plus, exponent: k, significand: x) }

    static func segments(scaledBy k: Int) -> [(String, PathSegment, Double)] {
        var out: [(String, PathSegment, Double)] = []
        for row in Fixtures.rows("bezier_lengths") {
            let v = ["x0", "y0", "x1", "y1", "x2", "y2", "x3", "y3"].map { row[$0]!.isEmpty ? nil : p2(Double(row[$0]!)!, k) }
            let pts = stride(from: 0, to: 8, by: 2).compactMap { i in v[i].map { Point($0, v[i + 1]!) } }
            let seg: PathSegment =
                pts.count == 3 ? .quadratic(QuadraticBezier(pts[0], pts[1], pts[2])) : .cubic(CubicBezier(pts[0], pts[1], pts[2], pts[3]))
            out.append((row["name"]!, seg, p2(d(row, "length"), k)))
        }
        for row in Fixtures.rows("ellipse_lengths") {
            let arc = EllipticalArc(
                center: Point(p2(d(row, "cx"), k), p2(d(row, "cy"), k)), radii: Point(p2(d(row, "rx"), k), p2(d(row, "ry"), k)),
                rotation: d(row, "rotation"), startAngle: d(row, "start_angle"), sweep: d(row, "sweep"))
            out.append((row["name"]!, .arc(arc), p2(d(row, "length"), k)))
        }
        return out
    }

    @Test(
        "lengths and points at a distance keep their relative accuracy at every scale", arguments: [-1000, -900, -500, 0, 500, 900, 1000])
    func scaledLengths(k: Int) {
        var worst = 0.0
        for (name, seg, reference) in Self.segments(scaledBy: k) {
            let length = seg.arcLength()
            let error = abs(length - reference) / reference
            worst = max(worst, error)
            #expect(error <= 1e-13, "\(name) at 2^\(k): \(length) vs \(reference)")
            // The point at half the length is the unscaled curve's, scaled (to rounding).
            let unit = Self.segments(scaledBy: 0).first { $0.0 == name }!.1
            let t = seg.parameter(atArcLength: 0.5 * length, totalLength: length)
            let t0 = unit.parameter(atArcLength: 0.5 * unit.arcLength())
            let p = seg.point(at: t), q = unit.point(at: t0)
            let size = Self.p2(1 + unit.boundingBox.width + unit.boundingBox.height, k)
            #expect(p.isFinite && (p - Point(Self.p2(q.x, k), Self.p2(q.y, k))).length <= 1e-12 * size, "\(name) at 2^\(k)")
            // Tangent angles are scale-invariant.
            #expect(abs(seg.tangentAngle(at: t0) - unit.tangentAngle(at: t0)) <= 1e-15, "\(name) at 2^\(k)")
        }
        print("scale 2^\(k): worst relative length error \(worst)")
    }

    @Test("lines across the double range: finite wherever the length is")
    func lines() throws {
        #expect(MeasuredPath(try Path(svgPathData: "M-8e307 0 L8e307 0")).length == 1.6e308)
        #expect(MeasuredPath(try Path(svgPathData: "M-1e308 -1e308 L1e307 1e307")).length.isFinite)
        #expect(MeasuredPath(try Path(svgPathData: "M-1e308 0 L1e308 0")).length == .infinity)  // 2e308 overflows
        // Subnormal decimals parsed at run time (as literals they would warn of underflow).
        let least = Double.leastNonzeroMagnitude
        #expect(MeasuredPath(try Path(svgPathData: "M0 0 L5e-324 0")).length == least)
        let tiny = MeasuredPath(try Path(svgPathData: "M0 0 L3e-310 4e-310"))
        #expect(abs(tiny.length - Double("5e-310")!) <= least)
        let p = MeasuredPath(try Path(svgPathData: "M-8e307 0 L8e307 0")).position(atDistance: 1.2e308)!
        #expect(abs(p.point.x - 4e307) <= 1e-15 * 8e307)
    }

    @Test("arcs from SVG at 1e300 and 1e-300, radii far too small, half circles")
    func svgArcs() throws {
        let huge = MeasuredPath(try Path(svgPathData: "M0 0 A1e300 1e300 0 0 1 2e300 0"))
        #expect(abs(huge.length - 1e300 * .pi) <= 2e-16 * 1e300 * .pi)
        let small = MeasuredPath(try Path(svgPathData: "M0 0 A1e-300 1e-300 0 0 1 2e-300 0"))
        #expect(abs(small.length - 1e-300 * .pi) <= 2e-16 * 1e-300 * .pi)
        // Subnormal radii, 1:3, rotated: scaled up to the half ellipse centred on the chord.
        guard case .arc(let e) = try Path(svgPathData: "M0 0 A1e-320 3e-320 30 0 1 10 0").segments[0] else {
            Issue.record("not an arc")
            return
        }
        #expect((e.center - Point(5, 0)).length <= 1e-15 * 10 && abs(e.sweep - .pi) <= 4e-16)
        #expect(abs(e.radii.y / e.radii.x - 3) <= 1e-15 && (e.evaluate(e.startAngle + e.sweep) - Point(10, 0)).length <= 1e-14)
        let almost = MeasuredPath(try Path(svgPathData: "M0 0 A4.9 4.9 0 0 1 10 0"))
        #expect(abs(almost.length - 5 * .pi) <= 4e-16 * 5 * .pi)
        let half = MeasuredPath(try Path(svgPathData: "M0 0 A1 1 0 0 1 2 0"))
        #expect(half.length == .pi)
        // Spanning the whole range: the length overflows, no NaN anywhere.
        let big = try Path(svgPathData: "M-1e308 0 A1 1 0 0 1 1e308 0")
        #expect(MeasuredPath(big).length == .infinity)
    }

    @Test("flattening: bounded point counts and no overflow at any magnitude")
    func flattening() throws {
        let cubic = PathSegment.cubic(CubicBezier(Point(-1e308, 0), Point(-1e308, 1e308), Point(1e307, 1e308), Point(1e307, 0)))
        let pts = cubic.flattened(tolerance: 1)
        #expect(pts.allSatisfy(\.isFinite) && pts.count < 5_000_000 && pts.last == Point(1e307, 0))
        let arc = PathSegment.arc(EllipticalArc(center: .zero, radius: 1e6, startAngle: 0, endAngle: 1, clockwise: true))
        let a = arc.flattened(tolerance: 1e-12)  // was a trap: acos(1 − 1e-18) = 0
        #expect(a.count > 1000 && a.count < 3_000_000 && a.allSatisfy(\.isFinite))
        // Subnormal decimals parsed at run time (as literals they would warn of underflow).
        let e310 = Double("1e-310")!, e320 = Double("1e-320")!
        let sub = PathSegment.quadratic(QuadraticBezier(Point(0, 0), Point(e310, 2 * e310), Point(2 * e310, 0)))
        let s = sub.flattened(tolerance: e320)
        #expect(s.allSatisfy(\.isFinite) && s.count > 2 && s.last == Point(2 * e310, 0))
        // Every flattened vertex is on the curve (to rounding of the coordinates).
        let q = PathSegment.quadratic(QuadraticBezier(Point(0, 0), Point(Self.p2(1, 1000), Self.p2(2, 1000)), Point(Self.p2(2, 1000), 0)))
        for v in q.flattened(tolerance: Self.p2(1e-3, 1000)) {
            #expect(v.isFinite && v.y >= 0 && v.y <= Self.p2(1, 1000) * (1 + 1e-15))
        }
    }
}
