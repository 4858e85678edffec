// swift/uniform-grid — frames.grid (no peer): 10^6 frames of the ζ = 0.1 problem (value from
// 1 to 0) at fps = 10^5, i.e. t_n = n/10^5 over [0, 10), written by
// `UniformSampler.fill(values:velocities:accelerations:)` into buffers allocated once,
// outside the timed kernel. One op = one frame (value, velocity and acceleration).
// Checksum Σ values; detail: the largest |value − closed form| over the grid (outside timing).
import SpringSim

final class GridContext {
    let prototype: UniformSampler
    let values, velocities, accelerations: UnsafeMutableBufferPointer<Double>
    var written = 0
    /// Σ values and Σ velocities of the last pass (the closed.* grid tasks' checksums).
    var sumX = 0.0, sumV = 0.0

    init(sampler: UniformSampler) {
        prototype = sampler
        values = .allocate(capacity: sampler.count)
        velocities = .allocate(capacity: sampler.count)
        accelerations = .allocate(capacity: sampler.count)
        values.initialize(repeating: 0)
        velocities.initialize(repeating: 0)
        accelerations.initialize(repeating: 0)
    }

    deinit {
        values.deallocate()
        velocities.deallocate()
        accelerations.deallocate()
    }
}

@inline(never)
func gridKernel(_ ctx: GridContext, iterations: Int) {
    for _ in 0..<iterations {
        var sampler = ctx.prototype  // a fresh sampler at frame 0 (a struct copy, no allocation)
        ctx.written = sampler.fill(values: ctx.values, velocities: ctx.velocities, accelerations: ctx.accelerations)
    }
}

func runUniformGrid() {
    let fps = 1e5
    let count = Problem.samples
    let animation = SpringAnimation(
        spring: Problem.spring(dampingCoefficient: Problem.dampingUnder),
        from: opaque(1), to: opaque(0), initialVelocity: opaque(0)
    )
    let ctx = GridContext(sampler: UniformSampler(animation: animation, fps: fps, count: count))
    let t = bench(opsPerCall: Double(count)) { gridKernel(ctx, iterations: $0) }
    precondition(ctx.written == count, "UniformSampler.fill wrote \(ctx.written) of \(count) frames")

    var sum = 0.0, maxErr = 0.0, maxErrV = 0.0
    for n in 0..<count {
        let time = Double(n) / fps
        sum += ctx.values[n]
        let exact = animation.state(at: time)
        maxErr = max(maxErr, abs(ctx.values[n] - exact.value))
        maxErrV = max(maxErrV, abs(ctx.velocities[n] - exact.velocity))
    }
    report(
        peer: "swift/uniform-grid", task: "frames.grid", t,
        checksum: cFormat("%.12e", sum),
        detail: "op=frame(x,v,a) N=\(count) fps=1e5 anchor=\(ctx.prototype.anchorInterval) "
            + cFormat("max_err=%.2e max_err_v=%.2e", maxErr, maxErrV)
    )
}
