// swift/rk4, swift/semi-euler — rk4.fixed, semi_euler.fixed: one step of the ζ = 0.1 spring
// (m = 1, k = 100, c = 2, x0 = 1, v0 = 0), dt = 1e-5, 10^6 steps to t = 10; checksum x(10).
// swift/rk4-linear — rk4.fixed by `RungeKutta4.LinearPropagator`, RK4's step matrix R(hA) for the
// linear spring (the same method; detail: the end state's difference from swift/rk4's).
// swift/dopri5 — rk45.adaptive.TOL: one Dormand–Prince 5(4) solve of [0, 10] at rtol = atol
// = TOL from a first step of 1e-3; checksum x(10).
// swift/dopri5-dense — rk45.frames60fps.TOL: one solve with the 601 frames t_j = j/60 taken
// from the dense output; checksum Σ x(t_j).
// swift/dop853 — rk8.adaptive.TOL (GSL rk8pd's and SciPy DOP853's task): one DOP853 solve of
// [0, 10] at rtol = atol = TOL from a first step of 1e-3, no dense output; checksum x(10).
import SpringSim

final class FixedStepContext {
    let system: SpringSystem
    var x = 0.0, v = 0.0
    init(system: SpringSystem) { self.system = system }
}

/// `iterations` runs of 10⁶ steps of h = tEnd/10⁶ from (x₀, v₀), the end state into `ctx`;
/// `step` is the method timed, inlined into the loop of each kernel below.
@inline(__always)
func fixedStepRuns(
    _ ctx: FixedStepContext, iterations: Int,
    _ step: (SpringSystem, _ t: Double, _ x: Double, _ v: Double, _ h: Double) -> (x: Double, v: Double)
) {
    let system = ctx.system
    let n = 1_000_000
    let h = Problem.tEnd / Double(n)
    for _ in 0..<iterations {
        var (x, v) = (Problem.x0, Problem.v0)
        for i in 0..<n { (x, v) = step(system, Double(i) * h, x, v, h) }
        ctx.x = x
        ctx.v = v
    }
}

@inline(never)
func rk4Kernel(_ ctx: FixedStepContext, iterations: Int) {
    fixedStepRuns(ctx, iterations: iterations) { RungeKutta4.step($0, t: $1, x: $2, v: $3, h: $4) }
}

@inline(never)
func rk4LinearKernel(_ ctx: FixedStepContext, iterations: Int) {
    let n = 1_000_000
    let h = Problem.tEnd / Double(n)
    let spring = ctx.system.spring
    let step = RungeKutta4.LinearPropagator(
        stiffness: spring.stiffness / spring.mass, damping: spring.dampingCoefficient / spring.mass, step: h)
    for _ in 0..<iterations {
        var (x, v) = (Problem.x0, Problem.v0)
        for _ in 0..<n { (x, v) = step.step(x: x, v: v) }
        ctx.x = x
        ctx.v = v
    }
}

@inline(never)
func semiEulerKernel(_ ctx: FixedStepContext, iterations: Int) {
    fixedStepRuns(ctx, iterations: iterations) { SemiImplicitEuler.step($0, t: $1, x: $2, v: $3, h: $4) }
}

final class AdaptiveContext {
    let system: SpringSystem
    let tolerance: Double
    var x = 0.0
    var statistics = IntegrationStatistics()
    var sumX = 0.0
    let frames: [Double] = (0...600).map { Double($0) / 60 }
    init(system: SpringSystem, tolerance: Double) {
        self.system = system
        self.tolerance = tolerance
    }

    var options: DormandPrince<FirstOrderForm<SpringSystem>>.Options {
        .init(relativeTolerance: tolerance, absoluteTolerance: tolerance, initialStep: 1e-3)
    }
}

/// Dormand–Prince 5(4) and DOP853 as the solve kernel drives them: made from the start state and
/// options, integrated to the end without dense output.
protocol AdaptiveSolver {
    typealias System = FirstOrderForm<SpringSystem>
    init(system: System, t0: Double, y0: SIMD2<Double>, options: DormandPrince<System>.Options)
    var y: SIMD2<Double> { get }
    var statistics: IntegrationStatistics { get }
    mutating func integrate(to tEnd: Double) throws(IntegrationFailure)
}

extension DormandPrince: AdaptiveSolver where System == FirstOrderForm<SpringSystem> {
    mutating func integrate(to tEnd: Double) throws(IntegrationFailure) { try integrate(to: tEnd) { _ in } }
}
extension DOP853: AdaptiveSolver where System == FirstOrderForm<SpringSystem> {}

/// One solve of [0, tEnd] per iteration by `Solver` (specialised for each: it times that
/// solver's call alone).
@inline(never)
func adaptiveKernel<Solver: AdaptiveSolver>(_: Solver.Type, _ ctx: AdaptiveContext, iterations: Int) {
    for _ in 0..<iterations {
        var solver = Solver(system: FirstOrderForm(ctx.system), t0: 0, y0: SIMD2(Problem.x0, Problem.v0), options: ctx.options)
        try! solver.integrate(to: Problem.tEnd)
        ctx.x = solver.y[0]
        ctx.statistics = solver.statistics
    }
}

@inline(never)
func dopriDenseKernel(_ ctx: AdaptiveContext, iterations: Int) {
    let frames = ctx.frames
    for _ in 0..<iterations {
        var solver = DormandPrince(system: FirstOrderForm(ctx.system), t0: 0, y0: SIMD2(Problem.x0, Problem.v0), options: ctx.options)
        var sum = 0.0
        var j = 0
        while solver.t < Problem.tEnd {
            let segment = try! solver.step(limit: Problem.tEnd)
            while j < frames.count && frames[j] <= segment.t1 {
                sum += segment.state(at: frames[j])[0]
                j += 1
            }
        }
        ctx.sumX = sum
        ctx.statistics = solver.statistics
    }
}

func runODE() {
    let spring = Problem.spring(dampingCoefficient: Problem.dampingUnder)
    let exact = SpringMotion(spring: spring, displacement: Problem.x0, velocity: Problem.v0)
    let xEnd = exact.value(at: Problem.tEnd)

    let fixed = FixedStepContext(system: SpringSystem(spring))
    var t = bench(opsPerCall: 1e6) { rk4Kernel(fixed, iterations: $0) }
    report(
        peer: "swift/rk4", task: "rk4.fixed", t, checksum: cFormat("%.12e", fixed.x),
        detail: "op=step nfev/step=4 dt=1e-5 " + cFormat("err_x=%.2e", abs(fixed.x - xEnd)))
    let (rk4X, rk4V) = (fixed.x, fixed.v)
    t = bench(opsPerCall: 1e6) { rk4LinearKernel(fixed, iterations: $0) }
    report(
        peer: "swift/rk4-linear", task: "rk4.fixed", t, checksum: cFormat("%.12e", fixed.x),
        detail: "op=step 2x2 step matrix dt=1e-5 "
            + cFormat("err_x=%.2e vs_rk4_x=%.1e vs_rk4_v=%.1e", abs(fixed.x - xEnd), abs(fixed.x - rk4X), abs(fixed.v - rk4V)))
    t = bench(opsPerCall: 1e6) { semiEulerKernel(fixed, iterations: $0) }
    report(
        peer: "swift/semi-euler", task: "semi_euler.fixed", t, checksum: cFormat("%.12e", fixed.x),
        detail: "op=step nfev/step=1 dt=1e-5 " + cFormat("err_x=%.2e", abs(fixed.x - xEnd)))

    func solves<Solver: AdaptiveSolver>(_ solver: Solver.Type, peer: String, task: String) {
        for (tol, name) in [(1e-6, "1e-6"), (1e-10, "1e-10")] {
            let ctx = AdaptiveContext(system: SpringSystem(spring), tolerance: tol)
            let t = bench(opsPerCall: 1) { adaptiveKernel(solver, ctx, iterations: $0) }
            let s = ctx.statistics
            report(
                peer: peer, task: "\(task).adaptive.\(name)", t, checksum: cFormat("%.12e", ctx.x),
                detail: "op=solve steps=\(s.steps) rejected=\(s.rejectedSteps) nfev=\(s.evaluations) "
                    + cFormat("ns/step=%.1f err_x=%.2e", t.median / Double(s.steps), abs(ctx.x - xEnd)))
        }
    }
    solves(DormandPrince<AdaptiveSolver.System>.self, peer: "swift/dopri5", task: "rk45")
    solves(DOP853<AdaptiveSolver.System>.self, peer: "swift/dop853", task: "rk8")
    for (tol, name) in [(1e-6, "1e-6"), (1e-10, "1e-10")] {
        let ctx = AdaptiveContext(system: SpringSystem(spring), tolerance: tol)
        t = bench(opsPerCall: 1) { dopriDenseKernel(ctx, iterations: $0) }
        let exactSum = ctx.frames.reduce(0.0) { $0 + exact.value(at: $1) }
        report(
            peer: "swift/dopri5-dense", task: "rk45.frames60fps.\(name)", t, checksum: cFormat("%.12e", ctx.sumX),
            detail: "op=solve frames=601 steps=\(ctx.statistics.steps) "
                + cFormat("ns/frame=%.1f err_sumx=%.2e", t.median / 601, abs(ctx.sumX - exactSum)))
    }
}
