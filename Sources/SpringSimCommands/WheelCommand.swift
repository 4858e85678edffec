import ArgumentParser
import SpringSim

/// `springsim wheel`: the prize wheel of seed 004 — per-frame rotation, tick events or the
/// arc-label layout.
struct WheelCommand: ParsableCommand, SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "wheel",
        abstract: "Write the prize wheel's per-frame table (seed 004), its tick events or its arc-label layout.",
        discussion: """
            Convention: the pointer is at 12 o'clock; angle is transform.rotation.z (radians, clockwise on \
            the y-down screen, unwrapped); sector angles in the file are degrees clockwise from 12 o'clock.

            Modes:
              seed        rotate to −(begin + end)/360·π + 2π·turns over turns + 0.5 s,
                          ease-in-ease-out (turns default 3)
              decay       friction from a planned initial angular velocity; rests at
                          the sector centre, or at a random offset with --seed
                          (avoiding the edges by --margin of the half-width)
              decay-snap  decay, then a critically damped spring onto the sector
                          centre (same angle and velocity)
            Friction (decay modes, one of): --rate R (UIScrollView, per ms; default 0.998), --drag D (Flutter, \
            per s), --friction F (Compose), --deceleration A (constant, rad/s²). Without --turns the fewest \
            turns whose rest time lies in --min-duration…--max-duration are used.

            Tables:
              (default)  frame,time,angle,angular_velocity,sector
              --ticks    tick,time,boundary,angular_velocity
                         (every sector edge passing the pointer)
              --labels   sector,glyph,x,y,angle
                         (glyph origins relative to the wheel centre, pt)

            Examples:
              springsim wheel --prize 5 --turns 3
              springsim wheel --prize 6 --mode decay-snap --rate 0.998 --seed 7 --ticks
              springsim wheel --prize 2 --then 7 --at 1.2 --retarget --mode decay
            """
    )

    @OptionGroup var scene: SceneDataOption

    /// The former name of `--data`, still accepted.
    @Option(name: .customLong("sectors"), help: Help.sectorsFile) var sectorsFile: String?

    /// The scene file (`--data`, or its older name `--sectors`); default: the seed's eight prizes.
    var sectors: String? { scene.data ?? sectorsFile }

    @Option(help: Help.prize) var prize: Int?

    @Option(help: Help.turns) var turns: Int?

    @Option(help: Help.mode) var mode: WheelSpinMode = .seed

    @Option(help: Help.rate) var rate: Double?

    @Option(help: Help.drag) var drag: Double?

    @Option(help: Help.friction) var friction: Double?

    @Option(help: Help.deceleration) var deceleration: Double?

    @Option(help: Help.seed) var seed: UInt64?

    @Option(help: Help.margin) var margin: Double = 0.2

    @Option(help: Help.minDuration) var minDuration: Double = 0.5

    @Option(help: Help.maxDuration) var maxDuration: Double = 12

    @Option(help: Help.then) var then: Int?

    @Option(help: Help.at) var at: Double?

    @Flag(help: Help.retarget) var retarget = false

    @Flag(help: Help.ticks) var ticks = false

    @Flag(help: Help.labels) var labels = false

    @Flag(help: Help.allowGaps) var allowGaps = false

    @OptionGroup var frameRate: FrameRateOption
    var fps: Double { frameRate.fps }

    @OptionGroup var output: TableOutputOptions

    func validate() throws {
        if ticks && labels { throw CLIError("pass either --ticks or --labels, not both") }
        try frameRate.validate()
        if scene.data != nil && sectorsFile != nil { throw CLIError("--sectors is the older name of --data; pass one") }
        do { try decay.validate() } catch { throw error.cliError }
        if (then == nil) != (at == nil) { throw CLIError("--then ID and --at SECONDS go together") }
        if let at, !(at.isFinite && at >= 0 && at <= 1e6) { throw CLIError("--at must be in [0, 1e6] s (got \(at))") }
        if retarget && then == nil { throw CLIError("--retarget needs a second spin (--then ID --at SECONDS)") }
        if prize == nil && !labels { throw CLIError("missing --prize ID (the prize to land on)") }
    }

    /// The library's request for the friction, resting offset and duration.
    var decay: WheelDecayRequest {
        var request = WheelDecayRequest(mode: mode)
        let frictions: [WheelDecayRequest.Field: Double?] = [.rate: rate, .drag: drag, .friction: friction, .deceleration: deceleration]
        request.frictions = frictions.compactMapValues { $0 }
        (request.seed, request.margin, request.turns) = (seed, margin, turns)
        (request.minDuration, request.maxDuration) = (minDuration, maxDuration)
        return request
    }

    func configuration() throws -> WheelConfiguration {
        guard let path = sectors else { return WheelConfiguration() }
        return try SceneFile.decode(WheelConfiguration.self, fromFile: path)
    }

    func wheel(_ config: WheelConfiguration) throws -> Wheel {
        do {
            return try config.makeWheel(allowGaps: allowGaps)
        } catch {
            throw CLIError(sectors.map { "\($0): \(error)" } ?? error.description)
        }
    }

    func makeSpinner(_ wheel: Wheel) throws -> WheelSpinner {
        var spinner = WheelSpinner(wheel: wheel)
        let plan: WheelDecayPlan, second: WheelDecayPlan
        do { (plan, second) = (try decay.plan(), try decay.plan(secondSpin: true)) } catch { throw error.cliError }
        do {
            try spinner.spin(WheelSpinRequest(prize: prize!, mode: mode, turns: turns, plan: plan), at: 0)
            if let then, let at {
                try spinner.spin(
                    WheelSpinRequest(prize: then, mode: mode, turns: turns, plan: second), at: at, policy: retarget ? .retarget : .refuse)
            }
        } catch {
            throw CLIError(error.description)
        }
        return spinner
    }

    func makeScene() throws -> any DrawableScene {
        try validate()
        let config = try configuration()
        let wheel = try wheel(config)
        let spinner = try makeSpinner(wheel)
        // Before the scene builds its clock: the frame count must fit the row limit.
        try output.limit.check(fps: fps, end: spinner.restTime)
        return WheelScene(spinner: spinner, fps: fps, radius: config.radius, labels: config.labelLayout)
    }

    func run() throws {
        if labels {
            let config = try configuration()
            let table = WheelLabelTable(wheel: try wheel(config), layout: config.labelLayout)
            try output.write(table)
        } else if ticks {
            let config = try configuration()
            let table = WheelTickTable(try makeSpinner(try wheel(config)))
            try output.write(table)
        } else {
            try output.write(try makeScene())
        }
    }
}

extension WheelDecayRequestError {
    /// This error as `wheel` words it, the fields named by their options.
    var cliError: CLIError {
        switch self {
        case .turns(let n) where n < 0: return CLIError("--turns must be ≥ 0 (got \(n))")
        case .turns(let n):
            let range = WheelDecayRequest.turnRange
            return CLIError("--turns must be in \(range.lowerBound)…\(range.upperBound) (got \(n))")
        case .severalFrictions(let fields):
            return CLIError("pass one of \(fields.map { "--" + $0.rawValue }.joined(separator: ", ")), not several")
        case .notInSeedMode(.seed):
            return CLIError("--seed picks a random resting offset in the decay modes; seed mode lands on the centre")
        case .notInSeedMode(let field): return CLIError("--\(field.rawValue) applies to --mode decay or decay-snap (seed mode is eased)")
        case .outOfDomain(let field, let x): return CLIError("--\(field.rawValue) must be \(field.domainText) (got \(x))")
        case .durations(let lo, let hi): return CLIError("need 0 ≤ --min-duration ≤ --max-duration ≤ 1e6 s (got \(lo), \(hi))")
        }
    }
}
