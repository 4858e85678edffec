// swift/queries — curve queries per op (no peer): queries.nearest.cubic, one global nearest point
// on the arch (every root of the quintic) for points on a 32 × 32 grid around it;
// queries.nearest.ellipse, the same on a rotated elliptical arc (every root of the quartic);
// queries.curvature.cubic, one signed curvature of the s-curve at t_i = i/1023;
// queries.area.path, one closed-form signed area of a five-segment closed path (lines,
// quadratic, cubic, arc). Checksums are sums of the results.
import SpringSim

final class CurveQueryContext {
    let arch: PathSegment
    let ellipse: PathSegment
    let sCurve: PathSegment
    let path: Path
    let points: [Point]
    var result = 0.0
    init() {
        let q = [0, 0, 0, 1, 1, 1, 1, 0, 10.5, 200.25, 300, -40, -120, 380, 400.75, 90].map(opaque)
        arch = .cubic(CubicBezier(Point(q[0], q[1]), Point(q[2], q[3]), Point(q[4], q[5]), Point(q[6], q[7])))
        sCurve = .cubic(CubicBezier(Point(q[8], q[9]), Point(q[10], q[11]), Point(q[12], q[13]), Point(q[14], q[15])))
        ellipse = .arc(EllipticalArc(center: Point(0.5, 0.4), radii: Point(0.6, 0.3), rotation: opaque(0.4), startAngle: -2, sweep: 4.5))
        points = (0..<1024).map { Point(-0.5 + 2 * Double($0 % 32) / 31, -0.5 + 2 * Double($0 / 32) / 31) }
        path = try! Path(svgPathData: "M-20.5 -10 L30 -12.25 Q60 0 35 40 C20 60 -10 50 -25 20 A30 20 10 0 1 -20.5 -10 Z")
    }
}

@inline(never)
func nearestKernel(_ ctx: CurveQueryContext, _ segment: PathSegment, iterations: Int) {
    for _ in 0..<iterations {
        var sum = 0.0
        for p in ctx.points { sum += segment.nearestPoint(to: p).distance }
        ctx.result = sum
    }
}

@inline(never)
func curvatureKernel(_ ctx: CurveQueryContext, iterations: Int) {
    for _ in 0..<iterations {
        var sum = 0.0
        for i in 0..<1024 { sum += ctx.sCurve.curvature(at: Double(i) / 1023) ?? 0 }
        ctx.result = sum
    }
}

@inline(never)
func areaKernel(_ ctx: CurveQueryContext, iterations: Int) {
    for _ in 0..<iterations { ctx.result = ctx.path.signedArea ?? 0 }
}

func runCurveQueries() {
    let ctx = CurveQueryContext()
    for (name, segment) in [("cubic", ctx.arch), ("ellipse", ctx.ellipse)] {
        let t = bench(opsPerCall: 1024) { nearestKernel(ctx, segment, iterations: $0) }
        report(
            peer: "swift/queries", task: "queries.nearest.\(name)", t, checksum: cFormat("%.15g", ctx.result),
            detail: "op=nearest points=1024")
    }
    let c = bench(opsPerCall: 1024) { curvatureKernel(ctx, iterations: $0) }
    report(peer: "swift/queries", task: "queries.curvature.cubic", c, checksum: cFormat("%.15g", ctx.result), detail: "op=curvature")
    let a = bench(opsPerCall: 1) { areaKernel(ctx, iterations: $0) }
    report(peer: "swift/queries", task: "queries.area.path", a, checksum: cFormat("%.15g", ctx.result), detail: "op=area segments=5")
}
