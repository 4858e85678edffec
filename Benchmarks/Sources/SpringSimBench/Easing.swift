// swift/cubic-bezier — easing.easeInEaseOut (0.42, 0, 0.58, 1) and easing.default
// (0.25, 0.1, 0.25, 1): one solve x(t) = u plus y(t) per op, u_i = i/(N − 1), N = 10^6;
// checksum Σy. SpringSim solves to full precision (y within 1e-12); the C peer stops at
// |x(t) − u| < 1e-7. The detail gives the largest deviation of SpringSim's y from the
// double-double robust solve over the same inputs (computed outside timing).
import SpringSim

final class EasingContext {
    let curve: CubicBezierEasing
    var sum = 0.0
    init(curve: CubicBezierEasing) { self.curve = curve }
}

/// `iterations` passes of Σ y(uᵢ) over uᵢ = i/(N − 1), N = 10⁶, into `ctx.sum`; `value` is the
/// solve timed, inlined into the loop of each kernel below.
@inline(__always)
func easingPasses(_ ctx: EasingContext, iterations: Int, _ value: (CubicBezierEasing, Double) -> Double) {
    let curve = ctx.curve
    let n = 1_000_000
    let scale = 1 / Double(n - 1)
    for _ in 0..<iterations {
        var s = 0.0
        for i in 0..<n { s += value(curve, Double(i) * scale) }
        ctx.sum = s
    }
}

@inline(never)
func easingKernel(_ ctx: EasingContext, iterations: Int) {
    easingPasses(ctx, iterations: iterations) { curve, u in curve.value(at: u) }
}

func runEasing() {
    let cases: [(task: String, x1: Double, y1: Double, x2: Double, y2: Double)] = [
        ("easing.easeInEaseOut", 0.42, 0, 0.58, 1),
        ("easing.default", 0.25, 0.1, 0.25, 1),
    ]
    for c in cases {
        let curve = try! CubicBezierEasing(opaque(c.x1), opaque(c.y1), opaque(c.x2), opaque(c.y2))
        let ctx = EasingContext(curve: curve)
        let t = bench(opsPerCall: 1e6) { easingKernel(ctx, iterations: $0) }
        var worst = 0.0
        let n = 1_000_000
        for i in stride(from: 0, to: n, by: 97) {
            let u = Double(i) / Double(n - 1)
            worst = max(worst, abs(curve.value(at: u) - curve.referenceValue(at: u)))
        }
        report(
            peer: "swift/cubic-bezier", task: c.task, t, checksum: cFormat("%.12e", ctx.sum),
            detail: "op=solve N=\(n) y_accuracy=1e-12 " + cFormat("max_dy_vs_dd=%.1e", worst))
        // At the C peer's tolerance: |x(t) − u| ≤ 1e-7.
        let loose = bench(opsPerCall: 1e6) { easingToleranceKernel(ctx, iterations: $0) }
        var worstLoose = 0.0
        for i in stride(from: 0, to: n, by: 97) {
            let u = Double(i) / Double(n - 1)
            worstLoose = max(worstLoose, abs(curve.value(at: u, xTolerance: 1e-7) - curve.referenceValue(at: u)))
        }
        report(
            peer: "swift/cubic-bezier-xtol", task: c.task, loose, checksum: cFormat("%.12e", ctx.sum),
            detail: "op=solve N=\(n) eps=1e-7 " + cFormat("max_dy_vs_dd=%.1e", worstLoose))
    }
}

@inline(never)
func easingToleranceKernel(_ ctx: EasingContext, iterations: Int) {
    easingPasses(ctx, iterations: iterations) { curve, u in curve.value(at: u, xTolerance: 1e-7) }
}
