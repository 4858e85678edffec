// swift/sweep — sweep.summary.row (no peer): one summary row of `springsim sweep`
// (`SpringSweep.emitSummary`: resolve the family, the exact settling time and the Core
// Animation, Compose and SwiftUI estimates, the extrema, the CSS linear() export within 0.001)
// formatted into an in-memory `CSVWriter`, over every 97th combination of the 10⁴-combination
// grid --damping 0.01:1:0.01 --response 0.05:1:0.05 --velocity 0,1,2,5,10 (104 rows per call,
// a spread of ζ, ω₀ and v₀). One thread; checksum = bytes written per call. The command's
// wall-clock speed-up with --jobs is measured on the whole grid (docs/SWEEP.md).
import SpringSim

final class SweepContext {
    let sweep: SpringSweep
    let indices: [Int]
    var bytes = 0
    init(sweep: SpringSweep, indices: [Int]) {
        self.sweep = sweep
        self.indices = indices
    }
}

@inline(never)
func sweepKernel(_ ctx: SweepContext, iterations: Int) {
    for _ in 0..<iterations {
        let writer = CSVWriter(bufferingColumns: ctx.sweep.columns(.summary))
        for i in ctx.indices { try! ctx.sweep.emitSummary(i, into: writer) }
        ctx.bytes = try! writer.takeBytes().count
    }
}

func runSweep() {
    let grid = try! SpringSweep(
        fields: [.dampingRatio, .velocity, .response],
        source: .product([
            try! SweepValues.grid(start: opaque(0.01), stop: 1, step: 0.01, maximumCount: 1000),
            .list([0, 1, 2, 5, 10]),
            try! SweepValues.grid(start: opaque(0.05), stop: 1, step: 0.05, maximumCount: 1000),
        ]))
    precondition(grid.count == 10_000)
    let ctx = SweepContext(sweep: grid, indices: Array(stride(from: 0, to: grid.count, by: 97)))
    let t = bench(opsPerCall: Double(ctx.indices.count)) { sweepKernel(ctx, iterations: $0) }
    report(
        peer: "swift/sweep", task: "sweep.summary.row", t, checksum: "\(ctx.bytes)",
        detail: "op=summary_row rows=\(ctx.indices.count) of=\(grid.count) linear_max_error=0.001")
}
