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

    /// The same table request as plain values.
    var job: SpringTableJob {
        SpringTableJob(
            spring: spring.values, from: animation.from, to: animation.to, fps: frames.fps, until: frames.until, times: frames.times,
            epsilon: tolerance.epsilon, velocityEpsilon: tolerance.velocityEpsilon, output: output.destination.output,
            format: output.format, maxRows: output.limit.maxRows)
    }

    func run() throws { try job.run() }
}

/// What the `spring` command computes, as plain values: built by ArgumentParser's
/// ``SpringCommand`` or, for a plain command line, by ``DirectSpringLine`` without it.
struct SpringTableJob {
    var spring = SpringFlagValues()
    var from = AnimationOptions.defaultFrom
    var to = AnimationOptions.defaultTo
    var fps = FrameRateOption.defaultFPS
    var until = FrameOptions.defaultUntil
    var times: String?
    var epsilon = ToleranceOptions.defaultEpsilon
    var velocityEpsilon: Double?
    var output: String?
    var format = TableFormat.csv
    var maxRows = Arguments.defaultMaxRows

    /// The checks ArgumentParser makes after parsing (each option group's `validate()`).
    func validate() throws {
        try spring.validate()
        try AnimationOptions.validate(from: from, to: to)
        try FrameOptions.validate(fps: fps, until: until)
        try ToleranceOptions.validate(epsilon: epsilon, velocityEpsilon: velocityEpsilon)
        try RowLimit(maxRows: maxRows).validate()
    }

    /// Request → table → writer.
    func run() throws {
        try OutputOptions.write(try table(), format: format, path: output)
    }
}
