// swift/closedform — closed.under / closed.crit / closed.over: one x(t), v(t) evaluation
// (`SpringMotion.state(at:)`) per op at t_i = 10·i/N, N = 10^6; checksum Σx, detail Σv.
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
