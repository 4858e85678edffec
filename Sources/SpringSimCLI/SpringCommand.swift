import ArgumentParser
import SpringSim

/// The default subcommand: the per-frame CSV table of one spring animation.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Write the per-frame table of a spring animation as CSV (frame,time,value,velocity,acceleration).",
        discussion: """
            Rows are at time = frame / fps from 0 to the end time, always ending with a row at the end time \
            (an extra row, numbered one past the last grid frame, when the end is not on the grid). \
            Every row is the exact closed form evaluated at time = frame / fps (computed from the frame \
            number, never accumulated), so frame 10⁶ is as accurate as frame 1.
            """
    )

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Animation") var animation: AnimationOptions
    @OptionGroup(title: "Frames") var frames: FrameOptions
    @OptionGroup(title: "Settling") var tolerance: ToleranceOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Output") var limit: RowLimitOptions

    static let columns = ["frame", "time", "value", "velocity", "acceleration"]

    func run() throws {
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, normalizedVelocity: spring.velocity)
        let (eps, velocityEps) = try tolerance.validated()
        let clock = try frames.clock(for: anim, resolved: resolved, epsilon: eps, velocityEpsilon: velocityEps, limit: limit)

        try output.withCSV(columns: Self.columns) { w in
            guard case .uniform(let fps, _, _) = clock.schedule else {
                for n in 0..<clock.count {
                    let t = clock.time(ofFrame: n)
                    let s = anim.motion.sample(at: t)
                    try Self.row(w, frame: n, time: t, value: anim.to + s.value, velocity: s.velocity, acceleration: s.acceleration)
                }
                return
            }
            // The grid frames by exact propagation; an appended end frame by direct evaluation.
            let gridFrames = clock.gridFrameCount
            var sampler = UniformSampler(animation: anim, fps: fps, count: gridFrames)
            while let s = sampler.next() {
                try Self.row(w, frame: s.frame, time: s.time, value: s.value, velocity: s.velocity, acceleration: s.acceleration)
            }
            for n in gridFrames..<clock.count {
                let t = clock.time(ofFrame: n)
                let s = anim.motion.sample(at: t)
                try Self.row(w, frame: n, time: t, value: anim.to + s.value, velocity: s.velocity, acceleration: s.acceleration)
            }
        }
    }

    static func row(_ w: CSVWriter, frame: Int, time: Double, value: Double, velocity: Double, acceleration: Double) throws {
        w.field(frame)
        try w.field(time)
        try w.field(value)
        try w.field(velocity)
        try w.field(acceleration)
        try w.endRow()
    }
}
