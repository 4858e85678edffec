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

/// The textbook closed form (the C peer's formulas, written here for comparison only): one exp
/// and one sincos (ζ < 1), one exp (ζ = 1), two exps (ζ > 1), coefficients hoisted.
struct TextbookSpring {
    enum Kind { case under, critical, over }
    let kind: Kind
    let rate, frequency, a, b, c, d: Double

    init(mass m: Double, dampingCoefficient c: Double, stiffness k: Double, x0: Double, v0: Double) {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if abs(zeta - 1) < 1e-12 {
            // x = e^(−ω₀t)(A + Bt), v = e^(−ω₀t)(B − ω₀(A + Bt)).
            (kind, rate, frequency) = (.critical, w0, 0)
            (a, b, self.c, d) = (x0, v0 + w0 * x0, 0, 0)
        } else if zeta < 1 {
            // x = e^(−αt)(A cos + B sin), v = e^(−αt)((Bω_d − αA) cos − (Aω_d + αB) sin).
            let alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let bb = (v0 + alpha * x0) / wd
            (kind, rate, frequency) = (.under, alpha, wd)
            (a, b, self.c, d) = (x0, bb, bb * wd - alpha * x0, -(x0 * wd + alpha * bb))
        } else {
            // x = C₁e^(r₁t) + C₂e^(r₂t), v = C₁r₁e^(r₁t) + C₂r₂e^(r₂t).
            let q = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + q, r2 = -zeta * w0 - q
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            (kind, rate, frequency) = (.over, r1, r2)
            (a, b, self.c, d) = (c1, x0 - c1, c1 * r1, (x0 - c1) * r2)
        }
    }

    @inline(__always)
    func state(at t: Double) -> (value: Double, velocity: Double) {
        switch kind {
        case .under:
            let e = Double.exp(-rate * t)
            let (s, co) = sinCos(frequency * t)
            return (e * (a * co + b * s), e * (c * co + d * s))
        case .critical:
            let e = Double.exp(-rate * t), p = a + b * t
            return (p * e, (b - rate * p) * e)
        case .over:
            let e1 = Double.exp(rate * t), e2 = Double.exp(frequency * t)
            return (a * e1 + b * e2, c * e1 + d * e2)
        }
    }
}

final class TextbookContext {
    let spring: TextbookSpring
    var sumX = 0.0
    var sumV = 0.0
    init(spring: TextbookSpring) { self.spring = spring }
}

@inline(never)
func closedFormTextbookKernel(_ ctx: TextbookContext, iterations: Int) {
    let spring = ctx.spring
    let n = Problem.samples
    for _ in 0..<iterations {
        var sx = 0.0, sv = 0.0
        for i in 0..<n {
            let s = spring.state(at: Problem.gridTime(i, n))
            sx += s.value
            sv += s.velocity
        }
        ctx.sumX = sx
        ctx.sumV = sv
    }
}

func runClosedFormTextbook() {
    for (task, c) in [
        ("closed.under", Problem.dampingUnder), ("closed.crit", Problem.dampingCritical), ("closed.over", Problem.dampingOver),
    ] {
        let ctx = TextbookContext(
            spring: TextbookSpring(
                mass: opaque(Problem.mass), dampingCoefficient: opaque(c), stiffness: opaque(Problem.stiffness), x0: opaque(Problem.x0),
                v0: opaque(Problem.v0)))
        let t = bench(opsPerCall: Double(Problem.samples)) { closedFormTextbookKernel(ctx, iterations: $0) }
        let motion = Problem.motion(dampingCoefficient: c)
        let w0 = motion.spring.naturalFrequency
        var worst = 0.0
        for i in 0..<Problem.samples {
            let time = Problem.gridTime(i, Problem.samples)
            let exact = motion.state(at: time), plain = ctx.spring.state(at: time)
            let scale = (exact.value * exact.value + (exact.velocity / w0) * (exact.velocity / w0)).squareRoot()
            if scale > 0 { worst = max(worst, abs(plain.value - exact.value) / scale, abs(plain.velocity - exact.velocity) / (w0 * scale)) }
        }
        report(
            peer: "swift/closedform-textbook", task: task, t, checksum: cFormat("%.12e", ctx.sumX),
            detail: "op=eval(x,v) N=\(Problem.samples) " + cFormat("sum_v=%.12e dev_vs_state=%.1e", ctx.sumV, worst))
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
    for (task, c) in [
        ("closed.under", Problem.dampingUnder), ("closed.crit", Problem.dampingCritical), ("closed.over", Problem.dampingOver),
    ] {
        let motion = Problem.motion(dampingCoefficient: c)
        let animation = SpringAnimation(spring: motion.spring, from: Problem.x0, to: 0, initialVelocity: Problem.v0)
        let ctx = GridContext(
            sampler: UniformSampler(
                animation: animation, fps: Double(Problem.samples) / Problem.tEnd, count: Problem.samples, anchorInterval: 32))
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
