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
    @OptionGroup(title: "Output") var output: TableOutputOptions

    func run() throws {
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, normalizedVelocity: spring.velocity)
        let (eps, velocityEps) = try tolerance.validated()
        let clock = try frames.clock(for: anim, resolved: resolved, epsilon: eps, velocityEpsilon: velocityEps, limit: output.limit)
        let table = SpringTable(animation: anim, clock: clock)
        try output.withCSV(columns: table.columnNames) { w in try table.emitTable(into: w) }
    }
}
