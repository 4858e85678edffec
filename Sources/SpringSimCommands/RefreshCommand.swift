import ArgumentParser
import SpringSim

/// `springsim refresh`: seed 001's pull-to-refresh lines, frame by frame.
struct RefreshCommand: ParsableCommand, SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract:
            "Write the per-frame table of the pull-to-refresh lines (seed 001): two lines slide together, bend and close into a circle.",
        discussion: """
            Progress p in [0, 1] sets both lines of a W × H view (30 × 100): for p ≤ 0.5 the left line \
            (x = W/2 − 10) has its tail at yA = H/2 + h + (1 − 2p)(H/2 − h) and its head at \
            yB = H/2 + (1 − 2p)(H/2 − h) (h = 30); above 0.5 the head stays at H/2, the tail follows \
            (yA = H/2 + h − 2h(p − 0.5)) and an arc of radius 10 about (W/2, H/2) grows clockwise from \
            π by π·2(p − 0.5). The right line is its half-turn image, so at p = 1 the arcs make a \
            circle. Each head carries a 3-pt arrow stroke at 30°, turned with the bend.

            Drive it with --progress (one frame per entry, at n / fps; entries outside [0, 1] are \
            refused, while the library clamps as the demo clamps its drag) or by time with \
            --duration (progress = t / D, linear unless --easing names an easing; clamped to [0, 1]); \
            with neither, --duration 1. A scene file (data/scenes/refresh.json, refresh-demo.json for \
            the book demo's 1-pt offset and 0.9π arcs) overrides any constant and may hold the \
            driver; flags replace the file's driver.

            Columns: frame,time,progress,phase,line,start_x,start_y,end_x,end_y,center_x,center_y, \
            arc_start,arc_end,tip_x,tip_y,arrow_x,arrow_y (points, screen y down; radians, clockwise).

            Examples:
              springsim refresh --progress 0,0.25,0.5,0.75,1
              springsim refresh --duration 0.8 --fps 120 --output refresh.csv
              springsim refresh --data data/scenes/refresh-demo.json --easing easeIn
            """
    )

    @OptionGroup var scene: SceneDataOption

    @Option(help: ArgumentHelp("Progress values in [0, 1], one frame each: a list or @FILE, @-, @FILE.csv:COLUMN.", valueName: "p1,p2,…"))
    var progress: String?

    @Option(
        help: ArgumentHelp(
            "Drive by time: progress runs from 0 to 1 over this many seconds (> 0, finite; default 1 without --progress).",
            valueName: "seconds"))
    var duration: Double?

    @Option(
        help: ArgumentHelp(
            "With --duration: the easing applied to t / D (any `springsim ease` syntax); default linear.", valueName: "easing"))
    var easing: String?

    @OptionGroup var rate: FrameRateOption
    var fps: Double { rate.fps }

    var data: String? { scene.data }

    @OptionGroup var output: TableOutputOptions

    func validate() throws {
        if progress != nil && duration != nil { throw CLIError("pass either --progress LIST or --duration SECONDS, not both") }
        if progress != nil && easing != nil { throw CLIError("--easing applies to --duration, not to a --progress list") }
        try rate.validate()
        if let d = duration, !(d.isFinite && d > 0) {
            throw CLIError("--duration must be a finite number of seconds > 0 (got \(d))")
        }
    }

    func makeScene() throws -> any DrawableScene {
        try validate()
        var base = try data.map { try SceneFile.decode(RefreshConfiguration.self, fromFile: $0) } ?? RefreshConfiguration()
        if let argument = progress {
            let list = try ListOption.entries(argument, option: "--progress")
            let values: [Double]
            do { values = try list.numbers() } catch { throw CLIError(error.description) }
            if let bad = values.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
                let inline = "--progress: entry \(bad + 1) (\(values[bad])) is outside [0, 1]"
                throw ParsedNumbers(values: values, list: list).error(at: bad, "is outside [0, 1]", inline: inline)
            }
            do { base = try base.driven(byProgress: values) } catch { throw CLIError("--progress: \(error.reason)") }
        } else if let d = duration {
            guard FrameClock.frameCount(fps: fps, duration: d) < 1e9 else {
                throw CLIError(
                    "the table would have \(FrameClock.frameCount(fps: fps, duration: d)) frames; pass a shorter --duration or a lower --fps"
                )
            }
            do { base = try base.driven(byDuration: d) } catch { throw CLIError("--duration: \(error.reason)") }
        }
        if duration == nil, let d = base.duration {
            try checkSceneTiming(fps: fps, seconds: [("duration", d)], source: data)
        }
        if easing != nil && base.progress != nil {
            throw CLIError("--easing applies to a time-driven table; \(data ?? "the input") gives a progress list")
        }
        var curve: (any Easing)?
        if let text = easing {
            do { curve = try EasingParser.parse(text) } catch { throw CLIError("--easing: \(error)") }
        }
        return RefreshScene(base, fps: fps, easing: curve)
    }

    func run() throws { try output.write(makeScene()) }
}
