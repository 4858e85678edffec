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

    @Option(help: Help.progress) var progress: String?

    @Option(help: Help.duration) var duration: Double?

    @Option(help: Help.easing) var easing: String?

    @OptionGroup var rate: FrameRateOption
    var fps: Double { rate.fps }

    var data: String? { scene.data }

    @OptionGroup var output: TableOutputOptions

    /// The request with these flags over `configuration` (the progress list, when given, read by the caller).
    func request(_ configuration: RefreshConfiguration = .article, progress values: [Double]? = nil) -> RefreshRequest {
        RefreshRequest(configuration: configuration, progress: progress == nil ? nil : values ?? [], duration: duration, easing: easing)
    }

    func validate() throws {
        do { try request().validateDrivers(fps: fps) } catch { throw error.cliError(data) }
    }

    func makeScene() throws -> any DrawableScene {
        try validate()
        let base = try data.map { try SceneFile.decode(RefreshConfiguration.self, fromFile: $0) } ?? .article
        var parsed: ParsedNumbers?
        if let argument = progress {
            let list = try ListOption.entries(argument, option: "--progress")
            do { parsed = ParsedNumbers(values: try list.numbers(), list: list) } catch { throw CLIError(error.description) }
        }
        do { return try request(base, progress: parsed?.values).scene(fps: fps) } catch {
            if case .progressEntry(let i, let x) = error, let parsed {
                throw parsed.error(at: i, "is outside [0, 1]", inline: "--progress: entry \(i + 1) (\(x)) is outside [0, 1]")
            }
            throw error.cliError(data)
        }
    }

    func run() throws { try output.write(makeScene()) }
}

extension RefreshRequestError {
    /// This error as `refresh` words it, the fields named by their options (`source`: the scene file).
    func cliError(_ source: String?) -> CLIError {
        switch self {
        case .bothDrivers: return CLIError("pass either --progress LIST or --duration SECONDS, not both")
        case .easingWithProgress: return CLIError("--easing applies to --duration, not to a --progress list")
        case .fps(let f): return CLIError("--fps must be \(Domain.fps.sentence) (got \(f))")
        case .duration(let d): return CLIError("--duration must be a finite number of seconds > 0 (got \(d))")
        case .progressEntry(let i, let x): return CLIError("--progress: entry \(i + 1) (\(x)) is outside [0, 1]")
        case .tooManyFrames(let n): return CLIError("the table would have \(n) frames; pass a shorter --duration or a lower --fps")
        case .progressRefused(let error): return CLIError("--progress: \(error.reason)")
        case .durationRefused(let error): return CLIError("--duration: \(error.reason)")
        case .easingWithConfigurationProgress:
            return CLIError("--easing applies to a time-driven table; \(source ?? "the input") gives a progress list")
        case .easing(let error): return CLIError("--easing: \(error)")
        }
    }
}
