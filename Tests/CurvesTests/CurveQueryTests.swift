import FixtureSupport
import PropertyBased
import RealModule
import Testing

@testable import Curves

/// Curve queries: closed forms, kurbo's published test values on the same curves, and laws on
/// random curves drawn from fixed seeds (docs/TESTING.md).
@Suite("Curve queries")
struct CurveQueryTests {
    static let coords = Gen.double(in: -100...100).array(of: 8)
    static let unit = Gen.double(in: 0...1)

    static func close(_ a: Double, _ b: Double, _ tol: Double = 1e-12) -> Bool { abs(a - b) <= tol * max(1, abs(b)) }

    /// A closed path through every segment type, from eight random numbers.
    static func mixedPath(_ p: [Double]) -> Path {
        var path = Path()
        path.move(to: Point(p[0], p[1]))
        path.addCurve(to: Point(p[6], p[7]), controlPoint1: Point(p[2], p[3]), controlPoint2: Point(p[4], p[5]))
        path.addQuadCurve(to: Point(p[1], p[0]), controlPoint: Point(p[3], p[2]))
        path.addArc(
            withCenter: Point(p[5], p[4]), radius: abs(p[6]) / 4 + 1, startAngle: p[7] / 30, endAngle: p[0] / 20, clockwise: p[1] > 0)
        path.addLine(to: Point(p[2], p[7]))
        path.close()
        return path
    }

    // MARK: closed forms

    @Test("a circle's curvature is ±1/r, its normal points to the centre, its area is πr²")
    func circle() throws {
        for (cw, sign) in [(true, 1.0), (false, -1.0)] {
            var path = Path()
            path.addArc(withCenter: Point(-30, 12.5), radius: 7.25, startAngle: 0.3, endAngle: 0.3 + (cw ? 2 : -2) * .pi, clockwise: cw)
            path.close()
            let arc = path.segments[0]
            for t in [0, 0.2, 0.5, 0.9, 1.0] {
                #expect(arc.curvature(at: t) == sign / 7.25)
                let k = PathSegment.curvature(arc.derivative(at: t), arc.secondDerivative(at: t))!
                #expect(Self.close(k, sign / 7.25))
                let centre = arc.point(at: t) + (1 / k) * arc.unitNormal(at: t)
                #expect((centre - Point(-30, 12.5)).length <= 1e-12 * 30)
            }
            #expect(Self.close(path.signedArea!, sign * .pi * 7.25 * 7.25))
        }
        // An ellipse from SVG data: πab, and the curvature at the ends of its axes b/a², a/b².
        let ellipse = try Path(svgPathData: "M-10 0 A10 4 0 0 1 10 0 A10 4 0 0 1 -10 0 Z")
        #expect(Self.close(ellipse.signedArea!, .pi * 40))
        #expect(Self.close(ellipse.segments[0].curvature(at: 0)!, 10 / 16))
        #expect(Self.close(ellipse.segments[0].curvature(at: 0.5)!, 4 / 100))
    }

    @Test("lines: curvature 0, no extrema, no inflections; open paths have no area")
    func lines() throws {
        let line = PathSegment.line(Line(Point(-1, -2), Point(3, 1)))
        #expect(line.curvature(at: 0.4) == 0)
        #expect(line.unitTangent(at: 0.4) == Point(0.8, 0.6))
        #expect(line.unitNormal(at: 0.4) == Point(-0.6, 0.8))
        #expect(line.extrema.isEmpty && line.inflections.isEmpty)
        #expect(PathSegment.line(Line(.zero, .zero)).curvature(at: 0.5) == nil)
        #expect(try Path(svgPathData: "M0 0 L10 0 L10 10").signedArea == nil)
        #expect(try Path(svgPathData: "M0 0 L10 0 L10 10 L0 0").signedArea == 50)
        #expect(try Path(svgPathData: "M0 0 L10 0 L10 10 Z M5 5").signedArea == 50)
        #expect(try Path(svgPathData: "M0 0 L10 0 L10 10 Z M20 0 L30 0 L20 10 Z").signedArea == 100)
    }

    @Test("a cusp has no curvature but a tangent: the direction the curve leaves in")
    func cusp() {
        let c = PathSegment.cubic(CubicBezier(Point(0, 0), Point(1, 1), Point(0, 1), Point(1, 0)))
        // x′ = y′ = 0 at t = 1/2 for this curve (kurbo's and the arc-length fixtures' "cusp").
        #expect(c.curvature(at: 0.5) == nil)
        let u = c.unitTangent(at: 0.5)
        #expect(abs(u.length - 1) <= 1e-15)
    }

    @Test("the typed segments answer exactly as PathSegment does (capability protocols)")
    func typedSegments() {
        func check<C: ParametricCurveCurvature & ParametricCurveExtrema & ParametricCurveArea>(_ c: C, _ s: PathSegment) {
            for t in [0, 0.3, 1.0] {
                #expect(c.curvature(at: t) == s.curvature(at: t))
                #expect(c.unitTangent(at: t) == s.unitTangent(at: t) && c.unitNormal(at: t) == s.unitNormal(at: t))
                #expect(c.secondDerivative(at: t) == s.secondDerivative(at: t))
            }
            #expect(c.extrema == s.extrema && c.inflections == s.inflections)
            #expect(c.signedArea(relativeTo: Point(1, 2)) == s.signedArea(relativeTo: Point(1, 2)))
        }
        let p: [Double] = [3, -7, 40, 12, -25, 30, 10, -4]
        for s in PropertyTests.segments(p) {
            switch s {
            case .line(let c): check(c, s)
            case .quadratic(let c): check(c, s)
            case .cubic(let c): check(c, s)
            case .arc(let c): check(c, s)
            }
        }
    }

    @Test("nearest point at any magnitude: scaling curve and point by 2^k gives the same t")
    func nearestMagnitude() {
        let base = CubicBezier(Point(-1, 0), Point(0, 1), Point(0, -1), Point(1, 0))
        let q = QuadraticBezier(Point(1, 0.5), Point(2, 1), Point(3, 0))
        let p = Point(0.05, 0.3)
        let t0 = PathSegment.cubic(base).nearestPoint(to: p).t, u0 = PathSegment.quadratic(q).nearestPoint(to: p).t
        for k in [-1060, -1000, -500, 0, 500, 1000, 1020] {
            let f = Double(sign: .plus, exponent: k, significand: 1)
            let c = PathSegment.cubic(CubicBezier(f * base.p0, f * base.p1, f * base.p2, f * base.p3))
            let n = c.nearestPoint(to: f * p)
            #expect(n.t == t0 || k < -1022, "2^\(k): \(n.t) vs \(t0)")
            #expect(n.distance.isFinite && n.distance > 0)
            let qs = PathSegment.quadratic(QuadraticBezier(f * q.p0, f * q.p1, f * q.p2))
            #expect(qs.nearestPoint(to: f * p).t == u0 || k < -1022, "2^\(k)")
        }
        // Through the origin at t = 1/2, with control points near 1e307 (the coefficients of the
        // quintic would overflow unscaled): the distance to (0, 1) is 1 to the rounding of t.
        let huge = PathSegment.cubic(CubicBezier(Point(-1e307, 0), Point(0, 1e307), Point(0, -1e307), Point(1e307, 0)))
        let n = huge.nearestPoint(to: Point(0, 1))
        #expect(abs(n.t - 0.5) <= 1e-15 && n.distance <= 1e293)
    }

    // MARK: kurbo's published values (linebender/kurbo, kurbo/src/cubicbez.rs tests)

    @Test("kurbo cubicbez_signed_area: y = 1 − x³ gives 0.75, translated 1.25, rotated 0.75")
    func kurboSignedArea() {
        let c = CubicBezier(Point(1, 0), Point(2.0 / 3, 1), Point(1.0 / 3, 1), Point(0, 1))
        #expect(abs(PathSegment.cubic(c).signedArea() - 0.75) < 1e-12)
        func moved(_ f: (Point) -> Point) -> PathSegment { .cubic(CubicBezier(f(c.p0), f(c.p1), f(c.p2), f(c.p3))) }
        let (s, co) = (Double.sin(0.5), Double.cos(0.5))
        #expect(abs(moved { Point(co * $0.x - s * $0.y, s * $0.x + co * $0.y) }.signedArea() - 0.75) < 1e-12)
        #expect(abs(moved { $0 + Point(0, 1) }.signedArea() - 1.25) < 1e-12)
        #expect(abs(moved { $0 + Point(1, 0) }.signedArea() - 1.25) < 1e-12)
        // cubicbez_signed_area_linear: y = 1 − x as a cubic gives 0.5.
        let linear = CubicBezier(Point(1, 0), Point(2.0 / 3, 1.0 / 3), Point(1.0 / 3, 2.0 / 3), Point(0, 1))
        #expect(abs(PathSegment.cubic(linear).signedArea() - 0.5) < 1e-12)
    }

    @Test("kurbo cubicbez_inflections: 0.311018 and 0.688982; 0.5; none")
    func kurboInflections() {
        let two = PathSegment.cubic(CubicBezier(Point(0, 0), Point(0.8, 1), Point(0.2, 1), Point(1, 0))).inflections
        #expect(two.count == 2)
        #expect(abs(two[0] - 0.311018) < 1e-6 && abs(two[1] - 0.688982) < 1e-6)
        // The curve is symmetric about x = 1/2, so its two inflections sum to 1.
        #expect(abs(two[0] + two[1] - 1) <= 1e-15)
        let one = PathSegment.cubic(CubicBezier(Point(0, 0), Point(1, 1), Point(2, -1), Point(3, 0))).inflections
        #expect(one.count == 1 && abs(one[0] - 0.5) < 1e-15)
        #expect(PathSegment.cubic(CubicBezier(Point(0, 0), Point(1, 1), Point(2, 1), Point(3, 0))).inflections.isEmpty)
    }

    @Test("kurbo cubicbez_extrema: one at 0.5; four")
    func kurboExtrema() {
        let one = PathSegment.cubic(CubicBezier(Point(0, 0), Point(0, 1), Point(1, 1), Point(1, 0))).extrema
        #expect(one.count == 1 && one[0].t == 0.5 && one[0].axis == .y)
        #expect(PathSegment.cubic(CubicBezier(Point(0.4, 0.5), Point(0, 1), Point(1, 0), Point(0.5, 0.4))).extrema.count == 4)
    }

    @Test("kurbo cubicbez_nearest: on y = x³ the nearest parameter of (x, x³) is x; beyond the ends, the ends")
    func kurboNearest() {
        let c = PathSegment.cubic(CubicBezier(Point(0, 0), Point(1.0 / 3, 0), Point(2.0 / 3, 0), Point(1, 1)))
        for x in [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0] {
            let n = c.nearestPoint(to: Point(x, x * x * x))
            #expect(abs(n.t - x) <= 1e-12, "x=\(x): \(n)")  // kurbo asserts 1e-6
        }
        #expect(c.nearestPoint(to: Point(1.1, 1.1)).t == 1)
        #expect(c.nearestPoint(to: Point(-0.1, 0)).t == 0)
    }

    // kurbo/src/quadbez.rs tests

    @Test("kurbo quadbez_signed_area: y = 1 − x² gives 2/3, translated 3.5/3")
    func kurboQuadSignedArea() {
        let q = QuadraticBezier(Point(1, 0), Point(0.5, 1), Point(0, 1))
        #expect(abs(q.signedArea() - 2.0 / 3) < 1e-12)
        #expect(abs(QuadraticBezier(q.p0 + Point(0, 1), q.p1 + Point(0, 1), q.p2 + Point(0, 1)).signedArea() - 3.5 / 3) < 1e-12)
        #expect(abs(QuadraticBezier(q.p0 + Point(1, 0), q.p1 + Point(1, 0), q.p2 + Point(1, 0)).signedArea() - 3.5 / 3) < 1e-12)
    }

    @Test("kurbo quadbez_nearest, _low_order and _rounding_panic")
    func kurboQuadNearest() {
        // y = x²: kurbo asserts t within 1e-6; these are exact here.
        let q = PathSegment.quadratic(QuadraticBezier(Point(-1, 1), Point(0, -1), Point(1, 1)))
        for (x, y, t) in [(0.0, 0.0, 0.5), (0, 0.1, 0.5), (0, -0.1, 0.5), (0.5, 0.25, 0.75), (1, 1, 1), (1.1, 1.1, 1), (-1.1, 1.1, 0)] {
            #expect(abs(q.nearestPoint(to: Point(x, y)).t - t) <= 1e-15, "(\(x), \(y))")
        }
        // The cubic term of (C − p)·C′ vanishes for a straight quadratic.
        let flat = PathSegment.quadratic(QuadraticBezier(Point(-1, 0), Point(0, 0), Point(1, 0)))
        #expect(flat.nearestPoint(to: Point(0, 0)).t == 0.5 && flat.nearestPoint(to: Point(0, 1)).t == 0.5)
        // A query point at −1.8e308: no trap, a finite answer at the end nearest to it.
        let quad = PathSegment.quadratic(
            QuadraticBezier(Point(-1.0394736842105263, 0), Point(0.8210526315789474, -1.511111111111111), Point(0, 1.9333333333333333)))
        let n = quad.nearestPoint(to: Point(-1.7976931348623157e308, 0.8571428571428571))
        #expect(n.distance.isFinite && n.t == 0)
    }

    @Test("kurbo quadbez_extrema: one at 0.5; 1/3 and 2/3 both ways")
    func kurboQuadExtrema() {
        let one = QuadraticBezier(Point(-1, 1), Point(0, -1), Point(1, 1)).extrema
        #expect(one.count == 1 && one[0].t == 0.5)
        for q in [QuadraticBezier(Point(0, 0.5), Point(1, 1), Point(0.5, 0)), QuadraticBezier(Point(0.5, 0), Point(1, 1), Point(0, 0.5))] {
            let e = q.extrema.map(\.t)
            #expect(e.count == 2 && abs(e[0] - 1.0 / 3) <= 1e-15 && abs(e[1] - 2.0 / 3) <= 1e-15)
        }
    }

    // MARK: laws on random curves

    @Test("nearest point: no farther than the nearest of 2001 samples; ellipses included")
    func nearestBeatsSampling() async {
        await seededPropertyCheck(count: 200, input: Self.coords, Gen.double(in: -150...150), Gen.double(in: -150...150)) { p, x, y in
            let q = Point(x, y)
            for s in PropertyTests.segments(p) {
                let n = s.nearestPoint(to: q)
                var sampled = Double.infinity
                for i in 0...2000 { sampled = min(sampled, (s.point(at: Double(i) / 2000) - q).length) }
                #expect(n.distance <= sampled + 1e-12 * (1 + sampled), "\(s) q=\(q): \(n) sampled \(sampled)")
                #expect(n.t >= 0 && n.t <= 1)
            }
        }
    }

    @Test("split: the halves join exactly and their lengths add up to the whole")
    func split() async {
        await seededPropertyCheck(count: 150, input: Self.coords, Self.unit) { p, f in
            let m = MeasuredPath(Self.mixedPath(p))
            let s = f * m.length
            let (a, b) = m.split(atDistance: s)
            let la = MeasuredPath(a).length, lb = MeasuredPath(b).length
            #expect(abs(la + lb - m.length) <= 1e-11 * (1 + m.length), "f=\(f)")
            #expect(abs(la - s) <= 1e-10 * (1 + m.length))
            if let end = a.segments.last?.end, let start = b.segments.first?.start {
                #expect(end == start)
                #expect(end == m.position(atDistance: s)!.point)
            }
            // At a location: exactly at that parameter's point.
            let i = Int(f * Double(m.segments.count - 1) + 0.5), t = f
            let (c, d) = m.split(at: PathLocation(segmentIndex: i, parameter: t))
            let lc = MeasuredPath(c).length, ld = MeasuredPath(d).length
            #expect(abs(lc + ld - m.length) <= 1e-11 * (1 + m.length))
            #expect(abs(lc - m.distance(at: PathLocation(segmentIndex: i, parameter: t))) <= 1e-10 * (1 + m.length))
            if let end = c.segments.last?.end, let start = d.segments.first?.start {
                #expect(end == start && end == m.segments[i].point(at: t), "i=\(i) t=\(t)")
            }
        }
    }

    @Test("bounding box: holds dense samples and every side is touched by an end or an extremum")
    func bounds() async {
        await seededPropertyCheck(count: 150, input: Self.coords) { p in
            let path = Self.mixedPath(p)
            let box = path.boundingBox!
            let slack = 1e-12 * (1 + box.width + box.height)
            var candidates: [Point] = [path.subpaths[0].start]
            for seg in path.segments {
                candidates += [seg.start, seg.end] + seg.extrema.map { seg.point(at: $0.t) }
                for i in 0...400 { #expect(box.contains(seg.point(at: Double(i) / 400), slack: slack), "\(seg)") }
            }
            // Touched: each side is attained by an end or an extremum, to the rounding of the
            // extremum's point (the box evaluates it at the angle or root directly).
            #expect(abs(candidates.map(\.x).min()! - box.minX) <= slack && abs(candidates.map(\.x).max()! - box.maxX) <= slack)
            #expect(abs(candidates.map(\.y).min()! - box.minY) <= slack && abs(candidates.map(\.y).max()! - box.maxY) <= slack)
            // Each extremum is one: x′ or y′ vanishes there (relative to the segment's speed scale).
            for seg in path.segments {
                let scale = 1 + seg.arcLength()
                for e in seg.extrema {
                    let d = seg.derivative(at: e.t)
                    #expect(abs(e.axis == .x ? d.x : d.y) <= 1e-9 * scale, "\(seg) \(e)")
                }
            }
        }
    }

    @Test("area: reversing a closed path negates it; translating it changes nothing")
    func areaReversed() async {
        await seededPropertyCheck(count: 200, input: Self.coords, Gen.double(in: -1e4...1e4)) { p, shift in
            let path = Self.mixedPath(p)
            let a = path.signedArea!
            let scale = path.boundingBox!.width * path.boundingBox!.height + 1
            #expect(abs(path.reversed.signedArea! + a) <= 1e-12 * scale)
            var moved = Path()
            moved.move(to: path.subpaths[0].start + Point(shift, -shift))
            for seg in path.segments {
                switch seg {
                case .line(let l): moved.addLine(to: l.end + Point(shift, -shift))
                case .quadratic(let q): moved.addQuadCurve(to: q.p2 + Point(shift, -shift), controlPoint: q.p1 + Point(shift, -shift))
                case .cubic(let c):
                    moved.addCurve(
                        to: c.p3 + Point(shift, -shift), controlPoint1: c.p1 + Point(shift, -shift),
                        controlPoint2: c.p2 + Point(shift, -shift))
                case .arc(var arc):
                    arc.center = arc.center + Point(shift, -shift)
                    arc.start = arc.start + Point(shift, -shift)
                    arc.end = arc.end + Point(shift, -shift)
                    moved.append(.arc(arc))
                }
            }
            moved.close()
            #expect(abs(moved.signedArea! - a) <= 1e-11 * scale)
        }
    }

    @Test("curvature of a circular arc is ±1/r at every t, by the closed form and by C′ × C″/|C′|³")
    func circleCurvature() async {
        await seededPropertyCheck(
            count: 300, input: Gen.double(in: 0.01...1000), Gen.double(in: -10...10), Gen.double(in: -7...7), Self.unit
        ) {
            r, start, sweep, t in
            guard sweep != 0 else { return }
            let arc = PathSegment.arc(
                EllipticalArc(center: Point(r, -2 * r), radii: Point(r, r), rotation: start / 3, startAngle: start, sweep: sweep))
            let want = (sweep > 0 ? 1 : -1) / r
            #expect(arc.curvature(at: t) == want)
            let k = PathSegment.curvature(arc.derivative(at: t), arc.secondDerivative(at: t))!
            #expect(abs(k - want) <= 1e-12 * abs(want), "r=\(r) κ=\(k)")
        }
    }
}
