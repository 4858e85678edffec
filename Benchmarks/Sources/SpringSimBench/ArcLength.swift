// swift/gl — arclen.length.CURVE: one full 0…1 length of a cubic Bézier (adaptive 16-point
// Gauss–Legendre with break points at cusps/turning points, accuracy 1e-12) per op;
// arclen.inverse.CURVE: one s → t (safeguarded Newton, |L(0,t) − s| ≤ 1e-12, L known) per op for
// s = L·j/20, j = 1…19. Checksums as the peers: L (%.15g) and Σ j·t_j (%.15g).
// swift/gl-prepared: the same through the public `ArcLength.integrate` / `ArcLength.inverse` on
// the curve's `arcLengthIntegrand` built once (as the C peer's coefficients are), so the rows
// show what the per-call set-up (scaling, break points, hodograph roots) costs.
import SpringSim

let arcLengthCurves: [(name: String, points: [Double], length: Double, weightedSum: Double)] = [
    ("arch", [0, 0, 0, 1, 1, 1, 1, 0], 2.0, 126.5674705935770158864428),
    ("cusp", [0, 0, 1, 1, 0, 1, 1, 0], 2.0 * 2.0.squareRoot() - 1.0, 131.0327349053383109480295),
    ("ease", [0, 0, 0.42, 0, 0.58, 1, 1, 1], 1.47577487026581040875723956185, 121.6142652396742253503575),
    ("backtrack", [0, 0, 2, 0, -1, 0, 1, 0], 1.0 + 2.0 / 5.0.squareRoot(), 131.9145217069124891282031),
]

final class ArcLengthContext {
    let curve: CubicBezier
    var total = 0.0
    var result = 0.0
    init(_ p: [Double]) {
        let q = p.map(opaque)
        curve = CubicBezier(Point(q[0], q[1]), Point(q[2], q[3]), Point(q[4], q[5]), Point(q[6], q[7]))
    }
}

@inline(never)
func arcLengthKernel(_ ctx: ArcLengthContext, iterations: Int) {
    let c = ctx.curve
    for _ in 0..<iterations { ctx.result = c.arcLength(from: 0, to: 1, accuracy: 1e-12) }
}

@inline(never)
func preparedLengthKernel(_ f: CubicBezier.Integrand, _ ctx: ArcLengthContext, iterations: Int) {
    for _ in 0..<iterations { ctx.result = ArcLength.integrate(f, from: 0, to: 1, accuracy: 1e-12) }
}

@inline(never)
func preparedInverseKernel(_ f: CubicBezier.Integrand, _ ctx: ArcLengthContext, iterations: Int) {
    let total = ctx.total
    for _ in 0..<iterations {
        var w = 0.0
        for j in 1..<20 {
            w += Double(j) * ArcLength.inverse(f, arcLength: total * Double(j) / 20, totalLength: total, accuracy: 1e-12)
        }
        ctx.result = w
    }
}

@inline(never)
func inverseKernel(_ ctx: ArcLengthContext, iterations: Int) {
    let c = ctx.curve, total = ctx.total
    for _ in 0..<iterations {
        var w = 0.0
        for j in 1..<20 {
            w += Double(j) * c.parameter(atArcLength: total * Double(j) / 20, totalLength: total, accuracy: 1e-12)
        }
        ctx.result = w
    }
}

func runArcLength() {
    for k in arcLengthCurves {
        let ctx = ArcLengthContext(k.points)
        let t = bench(opsPerCall: 1) { arcLengthKernel(ctx, iterations: $0) }
        report(
            peer: "swift/gl", task: "arclen.length.\(k.name)", t, checksum: cFormat("%.15g", ctx.result),
            detail: "op=length acc=1e-12 " + cFormat("err=%.1e", abs(ctx.result - k.length)))
    }
    for k in arcLengthCurves {
        let ctx = ArcLengthContext(k.points)
        ctx.total = ctx.curve.arcLength(from: 0, to: 1, accuracy: 1e-12)
        let t = bench(opsPerCall: 19) { inverseKernel(ctx, iterations: $0) }
        report(
            peer: "swift/gl", task: "arclen.inverse.\(k.name)", t, checksum: cFormat("%.15g", ctx.result),
            detail: "op=inverse acc=1e-12 targets=19 " + cFormat("err_sum=%.1e", abs(ctx.result - k.weightedSum)))
    }
    for k in arcLengthCurves {
        let ctx = ArcLengthContext(k.points)
        let f = ctx.curve.arcLengthIntegrand
        let t = bench(opsPerCall: 1) { preparedLengthKernel(f, ctx, iterations: $0) }
        report(
            peer: "swift/gl-prepared", task: "arclen.length.\(k.name)", t, checksum: cFormat("%.15g", ctx.result),
            detail: "op=length acc=1e-12 integrand=prepared " + cFormat("err=%.1e", abs(ctx.result - k.length)))
        ctx.total = ArcLength.integrate(f, from: 0, to: 1, accuracy: 1e-12)
        let u = bench(opsPerCall: 19) { preparedInverseKernel(f, ctx, iterations: $0) }
        report(
            peer: "swift/gl-prepared", task: "arclen.inverse.\(k.name)", u, checksum: cFormat("%.15g", ctx.result),
            detail: "op=inverse acc=1e-12 targets=19 integrand=prepared " + cFormat("err_sum=%.1e", abs(ctx.result - k.weightedSum)))
    }
}
