// swift/closedform — closed.under / closed.crit / closed.over: one x(t), v(t) evaluation
// (`SpringMotion.state(at:)`) per op at t_i = 10·i/N, N = 10^6; checksum Σx, detail Σv.
// swift/closedform-grid — the same N values on the same grid (t_i = i/10^5) as one batch, by
// `UniformSampler` with anchorInterval 32: closed-form anchors every 32 frames and the exact
// state-transition matrices between them, four interleaved walks by Φ(4h)
// (`fill(values:velocities:)`; no exp or sincos per sample), filled 1024 frames at a
// time into buffers that stay in L1 (as a table writer consumes them) and summed; detail the
// largest deviation from the per-sample closed form (checked outside timing on a full fill).
import SpringSim

final class ClosedFormContext {
    let motion: SpringMotion
    var sumX = 0.0
    var sumV = 0.0
    init(motion: SpringMotion) { self.motion = motion }
}

@inline(never)
func closedFormKernel(_ ctx: ClosedFormContext, iterations: Int) {
    let motion = ctx.motion
    let n = Problem.samples
    for _ in 0..<iterations {
        var sx = 0.0, sv = 0.0
        for i in 0..<n {
            let s = motion.state(at: Problem.gridTime(i, n))
            sx += s.value
            sv += s.velocity
        }
        ctx.sumX = sx
        ctx.sumV = sv
    }
}

func runClosedForm() {
    let cases: [(task: String, dampingCoefficient: Double)] = [
        ("closed.under", Problem.dampingUnder),
        ("closed.crit", Problem.dampingCritical),
        ("closed.over", Problem.dampingOver),
    ]
    for c in cases {
        let ctx = ClosedFormContext(motion: Problem.motion(dampingCoefficient: c.dampingCoefficient))
        let t = bench(opsPerCall: Double(Problem.samples)) { closedFormKernel(ctx, iterations: $0) }
        report(
            peer: "swift/closedform", task: c.task, t,
            checksum: cFormat("%.12e", ctx.sumX),
            detail: "op=eval(x,v) N=\(Problem.samples) " + cFormat("sum_v=%.12e", ctx.sumV)
        )
    }
}

@inline(never)
func closedFormGridKernel(_ ctx: GridContext, iterations: Int) {
    let chunk = 1024
    let values = UnsafeMutableBufferPointer(rebasing: ctx.values[0..<chunk])
    let velocities = UnsafeMutableBufferPointer(rebasing: ctx.velocities[0..<chunk])
    for _ in 0..<iterations {
        var sampler = ctx.prototype
        var sx = 0.0, sv = 0.0
        while true {
            let n = sampler.fill(values: values, velocities: velocities)
            for i in 0..<n {
                sx += values[i]
                sv += velocities[i]
            }
            if n < chunk { break }
        }
        ctx.sumX = sx
        ctx.sumV = sv
    }
}

func runClosedFormGrid() {
    for (task, c) in [("closed.under", Problem.dampingUnder), ("closed.crit", Problem.dampingCritical), ("closed.over", Problem.dampingOver)] {
        let motion = Problem.motion(dampingCoefficient: c)
        let animation = SpringAnimation(spring: motion.spring, from: Problem.x0, to: 0, initialVelocity: Problem.v0)
        let ctx = GridContext(
            sampler: UniformSampler(animation: animation, fps: Double(Problem.samples) / Problem.tEnd, count: Problem.samples, anchorInterval: 32))
        let t = bench(opsPerCall: Double(Problem.samples)) { closedFormGridKernel(ctx, iterations: $0) }
        var full = ctx.prototype
        _ = full.fill(values: ctx.values, velocities: ctx.velocities, accelerations: ctx.accelerations)
        var worst = 0.0
        for i in 0..<Problem.samples {
            let exact = motion.state(at: Problem.gridTime(i, Problem.samples))
            worst = max(worst, abs(ctx.values[i] - exact.value), abs(ctx.velocities[i] - exact.velocity) / 10)
        }
        report(
            peer: "swift/closedform-grid", task: task, t, checksum: cFormat("%.12e", ctx.sumX),
            detail: "op=eval(x,v) batch N=\(Problem.samples) anchor=32 " + cFormat("sum_v=%.12e max_dev=%.1e", ctx.sumV, worst))
    }
}

