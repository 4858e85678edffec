import ArgumentParser
import SpringSim

/// `springsim export FORMAT [motion]`: a whole motion for the player that runs it.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a motion as Lottie (Bodymovin JSON), CSS @keyframes, Web Animations keyframes, CSS linear() or Core Animation keyframes.",
        discussion: """
            The motion is one of: the spring flags (any family or --preset, with --from/--to/--velocity); \
            --easing EASING --duration D (with --from/--to); --keyframe-times and --keyframe-values (a \
            Hermite keyframe track with zero end velocities … as `springsim keyframes --interpolation hermite`); \
            --decay-rate R --velocity V (a UIScrollView deceleration rate per ms, V in value units per second, \
            from --from); --physics P --velocity V (a fling under `springsim scroll`'s physics P, from --from, \
            unbounded); or a seed scene: `chart line` (the spring line chart, --values), `chart bar` (--values), \
            `wheel` (--prize, --wheel-mode). \
            Every export stays within --max-error of the exact motion at every time under the player's own \
            interpolation rules (Bodymovin keyframe easing, CSS Easing linear() and cubic-bezier(), Web \
            Animations keyframes); standard error reports the measured maximum error, where it is, and the \
            number of keyframes or stops. --reduced-motion exports the motion's reduced-motion substitute \
            instead (CSS ease-out from start to rest, reaching 95 % when the motion does; `springsim metrics`).
            Examples:
              springsim export lottie --damping 0.5 --response 0.4 --output spring.json
              springsim export css --easing ease-in-out --duration 0.3 --to 1
              springsim export waapi --damping 0.3 --duration 0.8 --no-linear
              springsim export lottie chart line --values 3,1,4,1,5
              springsim export lottie wheel --prize 3
              springsim export css --physics android --velocity 3000 --scale 1
              springsim export css --damping 0.3 --reduced-motion
            """
    )

    @Argument(help: Help.format) var format: ExportFormat

    @Argument(help: Help.scene) var scene: [String] = []

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Animation") var animation: AnimationOptions

    @Option(help: Help.easing) var easing: String?

    @Option(name: .customLong("keyframe-times"), help: Help.keyframeTimes) var keyframeTimes: String?

    @Option(name: .customLong("keyframe-values"), help: Help.keyframeValues) var keyframeValues: String?

    @OptionGroup var decay: DecayRateOption
    var decayRate: Double? { decay.decayRate }

    @Option(help: Help.physics) var physics: ScrollRequest.Physics?

    @Flag(name: .customLong("reduced-motion"), help: Help.reducedMotion) var reducedMotion = false

    @Option(name: .customLong("max-error"), help: Help.maxError) var maxError: Double?

    @Option(help: Help.fps) var fps: Double = 60

    @Option(help: Help.property) var property: String?

    @Option(help: Help.origin) var origin: Double?

    @OptionGroup var shownScale: ShownScaleOption
    var scale: Double { shownScale.scale }

    @Option(name: .customLong("css-property"), help: Help.cssProperty) var cssProperty: String = "transform:translateX"

    @Option(help: Help.unit) var unit: String?

    @Flag(name: .customLong("no-linear"), help: Help.noLinear) var noLinear = false

    @Option(help: Help.values) var values: String?

    @Option(help: Help.prize) var prize: Int = 0

    @Option(name: .customLong("wheel-mode"), help: Help.wheelMode) var wheelMode: WheelSpinMode = .seed

    @Option(help: Help.reference) var reference: String?

    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        try Domain.positive.check(maxError, "--max-error")
        guard fps > 0, fps <= 1000 else { throw CLIError("--fps must be in (0, 1000] (got \(fps))") }
        try Domain.finite.check(origin, "--origin")
    }

    func run() throws {
        let result: (text: String, report: ExportReport, reference: String)
        do {
            result = try export()
        } catch let e as ExportError {
            throw CLIError(e.message)
        }
        if let path = reference { try OutputOptions.withDestination(path: path) { destination in try destination.write(result.reference) } }
        try output.write(result.text)
        SpringSimTool.writeStandardError("springsim: export: \(result.report)\n")
    }

    func export() throws -> (text: String, report: ExportReport, reference: String) {
        if !scene.isEmpty {
            guard !reducedMotion else { throw CLIError("--reduced-motion applies to a single motion, not a scene") }
            return try exportScene()
        }
        let motion = try reducedMotion ? self.motion().reducedMotionSubstitute() : self.motion()
        let bound = maxError ?? 0.001 * motion.travel
        guard bound > 0 else { throw CLIError("the motion does not move: nothing to export") }
        switch format {
        case .lottie:
            let p = try lottieProperty()
            let options = LottieExport.Options(fps: fps, property: p, origin: origin ?? 100, scale: scale)
            let (doc, report) = try LottieExport.document(for: motion, maxError: bound, options: options)
            return (doc.json + "\n", report, doc.referenceCSV(samples: 1000))
        case .css, .waapi:
            let p = try CSSProperty(parsing: cssProperty, unit: unit)
            let o = origin ?? 0
            let (text, report) =
                format == .css
                ? try CSSExport.css(motion, maxError: bound, property: p, origin: o, scale: scale, useLinear: !noLinear, fps: fps)
                : try CSSExport.waapi(motion, maxError: bound, property: p, origin: o, scale: scale, useLinear: !noLinear, fps: fps)
            return (text, report, motion.mapped(origin: origin ?? 0, scale: scale).referenceCSV(samples: 1000))
        case .cssLinear, .caKeyframes:
            let (text, report) = try CSSExport.easingText(motion, maxError: bound, keyframes: format == .caKeyframes)
            return (text, report, motion.referenceCSV(samples: 1000))
        }
    }

    func lottieProperty() throws -> LottieDocument.Property {
        guard let name = property else { return .x }
        guard let p = LottieDocument.Property(rawValue: name) else {
            throw CLIError("--property must be one of \(LottieDocument.Property.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
        }
        return p
    }

    /// The single motion the flags describe (value units).
    func motion() throws -> ExportMotion {
        let springGiven = !spring.givenFlags.isEmpty
        let restTolerance = { (travel: Double) in ExportMotion.restTolerance(forMaxError: maxError ?? 0.001 * travel) }
        if let physics {
            guard easing == nil, keyframeTimes == nil, decayRate == nil else {
                throw CLIError("--physics cannot be combined with --easing, keyframes or --decay-rate")
            }
            let others = SpringField.allCases.filter { $0.isNumeric && $0 != .velocity }
            guard others.allSatisfy({ spring.values.value($0) == nil }), spring.presetName == nil, !spring.origami else {
                throw CLIError("--physics takes only --velocity (points per second) and --from")
            }
            let v = spring.values.value(.velocity) ?? 0
            // The scroll command's own request: its model, domains and errors.
            let simulation: any ScrollSimulation
            do { simulation = try ScrollRequest(physics: physics, velocity: v, position: animation.from).simulation() } catch {
                throw error.cliError
            }
            return try ExportMotion(scroll: simulation)
        }
        if let text = easing {
            guard keyframeTimes == nil, decayRate == nil else { throw CLIError("--easing cannot be combined with keyframes or --decay-rate") }
            let others = SpringField.allCases.filter { $0.isNumeric && $0 != .duration }
            guard others.allSatisfy({ spring.values.value($0) == nil }), spring.presetName == nil, !spring.origami else {
                throw CLIError("--easing takes --duration, --from and --to only (not spring flags)")
            }
            return try ExportMotion(easing: try EaseCommand.parseEasing(text), from: animation.from, to: animation.to, duration: spring.duration ?? 1)
        }
        if let times = keyframeTimes {
            guard let valuesText = keyframeValues else { throw CLIError("--keyframe-times needs --keyframe-values") }
            guard !springGiven, decayRate == nil else { throw CLIError("keyframes cannot be combined with spring flags or --decay-rate") }
            let ts = try ListOption.numbers(times, option: "--keyframe-times", domain: .seconds, nonDecreasing: true)
            let vs = try ListOption.numbers(valuesText, option: "--keyframe-values")
            guard ts.count == vs.count, ts.count >= 2 else { throw CLIError("--keyframe-times and --keyframe-values need the same number (≥ 2) of entries") }
            let track: Keyframes
            do { track = try Keyframes(times: ts, scalars: vs, interpolation: .hermite) } catch { throw CLIError(error.description) }
            let t0 = ts[0]
            return ExportMotion(
                duration: ts[ts.count - 1] - t0, restValue: vs[vs.count - 1], breakpoints: ts.map { $0 - t0 },
                value: { track.sample(at: $0 + t0).value.x }, velocity: { track.sample(at: $0 + t0).velocity?.x ?? 0 })
        }
        if let rate = decayRate {
            let v = spring.values.value(.velocity) ?? 0
            let others = SpringField.allCases.filter { $0.isNumeric && $0 != .velocity }
            guard others.allSatisfy({ spring.values.value($0) == nil }), spring.presetName == nil, !spring.origami else {
                throw CLIError("--decay-rate takes only --velocity (value units per second) and --from")
            }
            let decay = try ExponentialDecay(uiScrollViewRate: rate, position: animation.from, velocity: v)
            return try ExportMotion(decay: decay, restTolerance: restTolerance(abs(decay.finalValue - animation.from)))
        }
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, flags: spring)
        return try ExportMotion(spring: anim, restTolerance: restTolerance(abs(animation.to - animation.from)))
    }

    func exportScene() throws -> (text: String, report: ExportReport, reference: String) {
        guard format == .lottie else { throw CLIError("scenes export as lottie only (got \(format.rawValue))") }
        switch scene {
        case ["chart", "line"]:
            var c = LineChartConfiguration()
            if let v = values { c.values = try ListOption.numbers(v, option: "--values") }
            c.animation = .spring
            let s: LineChartScene
            do { s = try LineChartScene(c) } catch { throw CLIError(error.description) }
            let (doc, report) = try LottieExport.lineChart(s, maxError: maxError, fps: fps)
            return (doc.json + "\n", report, doc.referenceCSV(samples: 1000))
        case ["chart", "bar"]:
            let chart: BarChart
            do {
                let c = try values.map { try BarChartConfiguration(values: ListOption.numbers($0, option: "--values")) } ?? BarChartConfiguration()
                chart = BarChart(c)
            } catch let e as CLIError { throw e } catch { throw CLIError("--values: \(error)") }
            let (doc, report) = try LottieExport.barChart(chart, fps: fps)
            return (doc.json + "\n", report, doc.referenceCSV(samples: 1000))
        case ["wheel"]:
            var spinner: WheelSpinner
            do {
                spinner = WheelSpinner(wheel: try WheelConfiguration().makeWheel())
                try spinner.spin(WheelSpinRequest(prize: prize, mode: wheelMode), at: 0)
            } catch { throw CLIError("wheel: \(error.description)") }
            let (doc, report) = try LottieExport.wheel(spinner, radius: WheelConfiguration().radius, maxError: maxError, fps: fps)
            return (doc.json + "\n", report, doc.referenceCSV(samples: 1000))
        default:
            throw CLIError("unknown scene '\(scene.joined(separator: " "))' (chart line, chart bar, wheel)")
        }
    }
}
