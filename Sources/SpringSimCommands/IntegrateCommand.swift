import ArgumentParser
import SpringSim

/// `springsim integrate`: the same table as `spring`, computed by an integrator or a platform's
/// stepping policy, with its error against the closed form.
struct IntegrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrate",
        abstract:
            "Write the frame table computed by an ODE integrator or a platform's stepping policy, with its error against the closed form.",
        discussion: """
            Columns: frame,time,value,velocity,acceleration,value_error,velocity_error,policy — the errors are \
            integrated minus exact (closed form); policy names what produced the row (e.g. rk4@0.001, dopri5@1e-06, \
            rebound). Methods: --dt H steps on the global grid k·H (frames between grid points get one partial step); \
            --substeps N takes N equal steps across each frame interval; dopri5 (Dormand–Prince 5(4)) and dop853 \
            (Hairer's DOP853, order 8) without --dt or --substeps are adaptive (rtol = atol = --tolerance, default \
            1e-6) with frames from their dense output (order 4 and 7). --policy reproduces a platform: rebound (RK4 at 1 ms, \
            64 ms clamp, interpolated and 1 ms late), pop (RK4 at 1 ms, interpolated), swiftui (1/300 s steps), \
            react-spring (⌈dt/1 ms⌉ semi-implicit Euler steps of 1 ms). --policy rebound --frame-times T0,T1,… \
            steps rebound on real display-link timestamps (strictly increasing; the spring starts at T0, each later \
            frame advances by the time since the one before, capped at 0.064 s), one row per timestamp, ending early \
            at rest (|velocity| ≤ --rest-speed and |value − to| ≤ --rest-displacement, both default 0: snapped to \
            the target with velocity 0) or, with --overshoot-clamping, at the first frame past the target; its error \
            columns compare with the closed form at time − T0. Refused before anything is written: a \
            fixed step whose one-step amplification matrix has spectral radius ρ > 1 with ρ^steps past the double \
            range within the table (the error gives the growth per step and a stable --dt or --substeps), and an \
            adaptive span needing more than --max-steps steps at its stability limit (about 3.3/|λ| per step for \
            dopri5, 6.4/|λ| for dop853).
            """
    )

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Animation") var animation: AnimationOptions
    @OptionGroup(title: "Frames") var frames: FrameOptions
    @OptionGroup(title: "Settling") var settling: ToleranceOptions
    @OptionGroup(title: "Output") var output: TableOutputOptions

    @Option(help: Help.method) var method: FixedStepMethod?

    @Option(help: Help.dt) var dt: Double?

    @Option(help: Help.substeps) var substeps: Int?

    @Option(help: Help.tolerance) var tolerance: Double?

    @Option(help: Help.policy) var policy: IntegrationStepping.Platform?

    @Option(name: .customLong("max-steps"), help: Help.maxSteps) var maxSteps: Int = 10_000_000

    @Flag(help: Help.stats) var stats = false

    @Option(name: .customLong("frame-times"), help: Help.frameTimes) var frameTimes: String?

    @Option(name: .customLong("rest-speed"), help: Help.restSpeed) var restSpeed: Double?

    @Option(name: .customLong("rest-displacement"), help: Help.restDisplacement) var restDisplacement: Double?

    @Flag(name: .customLong("overshoot-clamping"), help: Help.overshootClamping) var overshootClamping = false

    /// The stepping the options give, as the library's value.
    var stepping: IntegrationStepping {
        IntegrationStepping(platform: policy, method: method, step: dt, substeps: substeps, tolerance: tolerance)
    }

    /// The library's request: the spring table (with the frame plan already read), the stepping
    /// and the step budget, each checked once there and worded here.
    func request(plan: SpringFramePlan) throws -> IntegrationRequest {
        let table = SpringTableRequest(spring: spring.parameters, from: animation.from, to: animation.to, plan: plan)
        do { return try IntegrationRequest(spring: table, stepping: stepping, maxSteps: maxSteps) } catch { throw error.cliError() }
    }

    /// The stepping policy the options name (one way at a time).
    func steppingPolicy() throws -> SteppingPolicy {
        do { return try stepping.policy() } catch { throw error.cliError() }
    }

    func validate() throws {
        try checkInteger(maxSteps, "--max-steps", 1...Int.max)
        _ = try steppingPolicy()
        try checkFrameTimeOptions()
    }

    /// `--frame-times` needs `--policy rebound`; the rest rule and the clamp need `--frame-times`.
    func checkFrameTimeOptions() throws {
        let restOptions = [
            restSpeed != nil ? "--rest-speed" : nil, restDisplacement != nil ? "--rest-displacement" : nil,
            overshootClamping ? "--overshoot-clamping" : nil,
        ].compactMap { $0 }
        guard frameTimes != nil else {
            if let first = restOptions.first { throw CLIError("\(first) needs --policy rebound --frame-times") }
            return
        }
        guard policy == .rebound else { throw CLIError("--frame-times needs --policy rebound (rebound's stepping on real frame times)") }
        if times != nil { throw CLIError("--frame-times and --times cannot be combined (one frame list at a time)") }
        try Domain.nonNegative.check(restSpeed, "--rest-speed")
        try Domain.nonNegative.check(restDisplacement, "--rest-displacement")
    }

    private var times: String? { frames.times }

    /// The timestamps of `--frame-times`: finite and strictly increasing, an error located at the
    /// entry (file, line and column for `@FILE`) otherwise.
    static func parseFrameTimes(_ argument: String) throws -> [Double] {
        let list = try ListOption.entries(argument, option: "--frame-times")
        let values: [Double]
        do { values = try list.numbers() } catch { throw CLIError(error.description) }
        for i in values.indices.dropFirst() where !(values[i] > values[i - 1]) {
            let e = list.error(
                at: i, "is not greater than the entry before it ('\(list.entries[i - 1].text)'); frame times must strictly increase")
            throw CLIError(e.description)
        }
        return values
    }

    /// `--policy rebound --frame-times`: rebound's stepping on the given timestamps, with its
    /// rest rule and overshoot clamping.
    func runFrameTimes(_ argument: String) throws {
        let ts = try Self.parseFrameTimes(argument)
        try output.limit.check(rows: Double(ts.count), source: "--frame-times")
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, flags: spring)
        let rule = ReboundRestRule(
            restSpeed: restSpeed ?? 0, restDisplacement: restDisplacement ?? 0, overshootClamping: overshootClamping)
        let table: ReboundFrameTable
        do { table = try IntegrationRequest.reboundFrameTable(animation: anim, frameTimes: ts, rule: rule, maxSteps: maxSteps) } catch {
            throw error.cliError()
        }
        let steps = try output.destination.write(table, format: output.format)
        if stats {
            SpringSimTool.writeStandardError("springsim: rebound: steps \(steps), rejected 0, evaluations \(4 * steps)\n")
        }
    }

    func run() throws {
        if let frameTimes {
            try checkFrameTimeOptions()
            return try runFrameTimes(frameTimes)
        }
        // The stepping was checked by validate(); the request is parse → request → table → write.
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, flags: spring)
        let plan = try frames.plan(tolerance: try settling.tolerance())
        let clock = try frames.clock(for: anim, resolved: resolved, plan: plan, limit: output.limit)
        let request = try request(plan: plan)
        // The step budget and the stability of a fixed step, checked before any work; every row
        // finite before the first is written.
        let table: IntegrationTable
        do { table = try request.checkedTable(animation: anim, clock: clock) } catch { throw error.cliError() }
        let statistics = try output.destination.write(table, format: output.format)
        if stats {
            let s = statistics
            let line = "springsim: \(request.policy.name): steps \(s.steps), rejected \(s.rejectedSteps), evaluations \(s.evaluations)\n"
            SpringSimTool.writeStandardError(line)
        }
    }
}
