import ArgumentParser
import SpringSim

/// `springsim render filmstrip … -- <scene command>`: the pictures of any scene at several times,
/// side by side, or as one animated SVG.
struct RenderFilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Draw a scene (a chart, the wheel…) at several times as an SVG filmstrip, or as an animated SVG.",
        discussion: """
            Everything after `--` is a springsim scene command with its flags, exactly as it would be run on its own; \
            its scene is drawn instead of its table being written. Times default to --frames 6 instants evenly spaced \
            from the scene's first to its last frame time (with --animated: every frame of the scene's clock). \
            Examples:
              springsim render filmstrip --frames 6 -- chart line --values 3,1,4
              springsim render filmstrip --times 0,0.4,0.8 -- chart curve --values 5,3,8
              springsim render filmstrip --animated --output wheel.svg -- wheel --prize 3
            """
    )

    @Option(help: Help.frames) var frames: Int?

    @Option(help: Help.times) var times: String?

    @Flag(help: Help.animated) var animated = false

    @Option(help: Help.columns) var columns: Int?

    @Option(name: .customLong("frame-width"), help: Help.frameWidth) var frameWidth: Double?

    @OptionGroup var pictureTitle: PictureTitleOption
    var title: String? { pictureTitle.title }

    @Option(help: Help.hold) var hold: Double = 1

    @OptionGroup(title: "Output") var output: OutputOptions

    @Argument(parsing: .postTerminator, help: Help.command) var command: [String] = []

    func validate() throws {
        if frames != nil && times != nil { throw CLIError("pass either --frames N or --times LIST, not both") }
        if let frames, !(1...1000).contains(frames) { throw CLIError("--frames must be between 1 and 1000 (got \(frames))") }
        if let columns, columns < 1 { throw CLIError("--columns must be at least 1 (got \(columns))") }
        try checkInteger(columns, "--columns", 1...1000)
        if let frameWidth, !(frameWidth.isFinite && frameWidth >= 10 && frameWidth <= 4000) {
            throw CLIError("--frame-width must be between 10 and 4000 points")
        }
        guard hold.isFinite, hold > 0, hold <= 1e6 else { throw CLIError("--hold must be in (0, 1e6] s (got \(hold))") }
        if animated && (columns != nil || frameWidth != nil || title != nil) {
            throw CLIError("--columns, --frame-width and --title are for filmstrips, not --animated")
        }
        if command.isEmpty {
            throw CLIError("name a scene command after '--', e.g. springsim render filmstrip -- chart line --values 3,1,4")
        }
    }

    func run() throws {
        let scene = try Self.scene(from: command)
        let clock = scene.clock
        guard clock.count > 0 else { throw CLIError("the scene has no frames") }
        let first = clock.time(ofFrame: 0), last = clock.time(ofFrame: clock.count - 1)
        let instants: [Double]
        if let times {
            instants = try ListOption.numbers(times, option: "--times", nonDecreasing: true)
            guard zip(instants, instants.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw CLIError("--times must not decrease") }
            guard instants.count <= 1000 else { throw CLIError("--times: at most 1000 instants") }
        } else if let n = frames ?? (animated ? nil : 6) {
            instants = n == 1 ? [last] : (0..<n).map { i in i == n - 1 ? last : first + (last - first) * Double(i) / Double(n - 1) }
        } else {
            guard clock.count <= 5000 else {
                throw CLIError("the scene has \(clock.count) frames; choose fewer with --frames N for an animated SVG")
            }
            instants = (0..<clock.count).map(clock.time(ofFrame:))
        }
        let stills = instants.map { SVGFrame(time: $0, drawing: scene.drawing(at: $0)) }
        let document =
            animated
            ? SVGAnimation(frames: stills, hold: hold).document()
            : SVGFilmstrip(frames: stills, columns: columns, frameWidth: frameWidth, title: title).document()
        try output.write(document)
    }

    /// Parses `arguments` as a springsim command line and builds its scene; one-line errors for
    /// a command that does not parse or is not a scene.
    static func scene(from arguments: [String]) throws -> any DrawableScene {
        let parsed: ParsableCommand
        do {
            parsed = try SpringSimCommand.parseAsRoot(Arguments.joiningNegativeValues(arguments))
        } catch let error as CLIError {
            throw error
        } catch {
            let message = SpringSimCommand.message(for: error)
            let line = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "invalid arguments"
            throw CLIError("scene command '\(arguments.joined(separator: " "))': \(line.replacingPrefix("Error: ", with: ""))")
        }
        guard let sceneCommand = parsed as? SceneCommand else {
            let name = type(of: parsed).configuration.commandName ?? "\(type(of: parsed))"
            throw CLIError("'\(name)' does not make a scene; filmstrips draw scene commands (chart …, wheel)")
        }
        return try sceneCommand.makeScene()
    }
}
