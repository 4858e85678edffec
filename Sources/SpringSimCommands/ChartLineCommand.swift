import ArgumentParser
import NetworkScenes
import SpringSim

/// `springsim chart line`: WYChart's line chart (seed 003) with one of its five animations.
struct ChartLineCommand: ParsableCommand, SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "line",
        abstract: "Write the per-frame table of WYChart's animated line chart (seed 003).",
        discussion: """
            Defaults are WYChart's: its example's ten values on a 263-point-tall line view (x = 10 + 60·i, \
            y = 50 + (max − v)·163/(max − min), rounded), wave quadratics, animationDuration 2 s, 60 Hz. \
            drawing/alpha/width/rise are linear CABasicAnimations over the duration (strokeEnd 0→1, opacity 0→1, \
            lineWidth 0→2.5 then the model's 2, the path rising 7 pt); the gradient fades in over duration/1.5. \
            spring: each point's y follows UIKit's spring (damping 0.15, velocity 1.4, duration + 0.5 s) from the \
            baseline (--spring-origin mirror: WYChart's own start) in closed form; the table ends at its duration. \
            Spring flags (as in `springsim spring`) replace that spring; with --damping, --duration defaults to the \
            animation duration + 0.5; with no family flag, --velocity alone replaces 1.4. \
            --coupling K_c ties each point to its neighbours by springs of K_c per unit mass (1/s², the units of \
            the spring's k/m): the jelly line, one exact network (same tables, same end time; 0 is the chart above).

            Tables (--table):
              points    frame,time,point,value,x,y,vy            (pt, pt/s; y down)
              line      frame,time,stroke_end,end_x,end_y,opacity,line_width,
                        offset_y,fill_opacity,fill_offset_y
              segments  frame,time,segment,kind,x0,y0,c1x,c1y,c2x,c2y,x1,y1
                        (the curve as drawn; a quadratic's one control
                        point is repeated as c2)
            Every other constant (layout, widths, rise height, gradient speed…) can be set in a --data scene file \
            (see data/scenes/line-wychart.json).
            """
    )

    @OptionGroup(title: "Data") var data: ChartDataOptions

    @Option(help: Help.animation) var animation: LineChartAnimation?

    @Option(name: .customLong("animation-duration"), help: Help.animationDuration) var animationDuration: Double?

    @Option(help: Help.curve) var curve: ChartCurveStyle?

    @Option(name: .customLong("spring-origin"), help: Help.springOrigin) var springOrigin: LineChartSpringOrigin?

    @Option(help: Help.table) var table: LineChartTable?

    @Option(help: Help.coupling) var coupling: Double?

    @OptionGroup var rate: SceneFrameRateOption
    var fps: Double? { rate.fps }

    @OptionGroup(title: "Spring (for --animation spring)") var spring: SpringFlags
    @OptionGroup(title: "Output") var output: TableOutputOptions

    func run() throws { try output.write(makeScene()) }

    func makeScene() throws -> any DrawableScene {
        let scene = try lineScene()
        // Before anything reads the scene's clock: the frame count must fit the row limit (a
        // tiny gradientSpeed or a slowly settling spring can put the end at 1e300 s).
        try output.limit.check(fps: scene.configuration.fps, end: scene.endTime)
        // K_c = 0 is the uncoupled chart itself (byte for byte; the network would agree in value).
        guard let k = coupling, k > 0 else { return scene }
        do { return try CoupledLineChartScene(scene, coupling: k) } catch {
            throw CLIError(Self.message(error, valuesFromOption: data.values != nil))
        }
    }

    /// The configuration: the scene file or the defaults, then the options on top.
    func lineConfiguration() throws -> LineChartConfiguration {
        let (configuration, parsed) = try data.configuration(LineChartConfiguration())
        var c = configuration
        if let a = animation { c.animation = a }
        if let d = animationDuration { c.animationDuration = d }
        if let s = curve { c.curve = s }
        if let o = springOrigin { c.springOrigin = o }
        if let t = table { c.table = t }
        if let f = fps { c.fps = f }
        try checkSceneTiming(
            fps: c.fps, seconds: [("animationDuration", c.animationDuration), ("spring.duration", c.spring.duration ?? 0)],
            source: data.data)
        do { try c.validate() } catch {
            let inline = Self.message(error, valuesFromOption: data.values != nil)
            throw ParsedNumbers.error(parsed, field: error.field, at: Self.entryIndex(error.message), error.message, inline: inline)
        }
        return c
    }

    func lineScene() throws -> LineChartScene {
        let c = try lineConfiguration()
        let given = LineChartScene.springParameters(spring.parameters, chartSpringDuration: c.springDuration)
        if coupling != nil && c.animation != .spring {
            throw CLIError("--coupling applies to --animation spring only (the animation is \(c.animation.rawValue))")
        }
        if (given != nil || spring.velocityOption != nil) && c.animation != .spring {
            throw CLIError("spring flags apply to --animation spring only (the animation is \(c.animation.rawValue))")
        }
        do {
            guard let p = given else {
                var seed = c
                if let v = spring.velocityOption { seed.spring.velocity = v }
                let scene: LineChartScene
                do { scene = try LineChartScene(seed) } catch {
                    // The chart's own spring with a given --velocity: the option is the cause.
                    if error.field == "spring", let v = spring.velocityOption {
                        throw CLIError("\(SpringFlags.flag(.velocity)) \(v): \(error.message)")
                    }
                    throw error
                }
                return scene
            }
            let resolved: ResolvedSpring
            do { resolved = try p.resolve() } catch { throw spring.cliError(error) }
            // UIKit completes at its duration; any other spring when it settles (ε = 0.001).
            let completion = LineChartScene.springCompletion(of: resolved, normalizedVelocity: p.velocity)
            guard completion > 0 && completion.isFinite else { throw CLIError("the spring never settles; give a damped spring") }
            // A scene lasts at most 1e6 s (every frame index fits an integer).
            guard Domain.seconds.contains(completion) else {
                throw CLIError("\(spring.givenFlags): the spring settles after \(completion) s, beyond the 1e6 s a scene can last")
            }
            return try LineChartScene(c, spring: resolved.spring, normalizedVelocity: p.velocity, completion: completion)
        } catch let error as ChartConfigurationError {
            throw CLIError(Self.message(error, valuesFromOption: data.values != nil))
        }
    }

    func validate() throws {
        try Domain.positiveSeconds.check(animationDuration, "--animation-duration")
        try Domain.nonNegative.check(coupling, "--coupling")
    }

    /// The 0-based entry a layout message names ("entry 3: …"), if any.
    static func entryIndex(_ message: String) -> Int? {
        guard message.hasPrefix("entry ") else { return nil }
        return Int(message.dropFirst(6).prefix(while: \.isNumber)).map { $0 - 1 }
    }

    /// A configuration problem as a one-line message naming the option it came from.
    static func message(_ error: ChartConfigurationError, valuesFromOption: Bool) -> String {
        let options = [
            "animationDuration": "--animation-duration", "fps": "--fps", "values": valuesFromOption ? "--values" : "values",
            "spring.velocity": "--velocity", "coupling": "--coupling",
        ]
        return "\(options[error.field] ?? error.field): \(error.message)"
    }
}
