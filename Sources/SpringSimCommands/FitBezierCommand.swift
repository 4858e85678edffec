import ArgumentParser
import Fitting
import SpringSim

/// `springsim fit bezier`: the cubic-bezier closest, in the maximum norm, to an easing, a spring
/// or samples.
struct FitBezierCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezier",
        abstract: "Fit the cubic-bezier(x1, y1, x2, y2) that minimises the maximum error to an easing, a spring or samples.",
        discussion: """
            The target is one of: --easing STRING (any easing springsim ease parses); spring flags \
            (as springsim spring takes them), the motion 0 → 1 normalised over its exact settling \
            time (tolerance --epsilon) or over --span seconds; or --samples FILE, a CSV table \
            with columns time and value, progress = time / (last time) and value mapped from \
            --from (default the first value) → --to (default the last) onto 0 → 1. x1 and x2 \
            stay in [0, 1]. The fit minimises max |curve − target| over progress: least squares \
            first, then the exact minimax in y1, y2 (the exchange algorithm) inside a Nelder–Mead \
            search over x1, x2, refined at the error's peaks between grid points. max_error is the largest error found and at_progress where it occurs \
            (every cubic-bezier passes through (0, 0) and (1, 1), so a target that does not is \
            missed by at least that much there).
            JSON keys: x1, y1, x2, y2, max_error, at_progress, css.
            Examples:
              springsim fit bezier --easing easeInOutSine
              springsim fit bezier --response 0.5 --damping 1 --format json
            """
    )

    @Option(help: Help.easing) var easing: String?

    @OptionGroup(title: "Spring") var spring: SpringFlags

    @Option(help: Help.span) var span: Double?

    @Option(help: Help.epsilon) var epsilon: Double?

    @OptionGroup var samplesTable: SamplesTableOption
    var samples: String? { samplesTable.samples }

    @Option(help: Help.from) var from: Double?

    @Option(help: Help.to) var to: Double?

    @OptionGroup var outputFormat: FitFormatOption
    var format: FitFormat { outputFormat.format }

    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        try Domain.positive.check(span, "--span")
        try Domain.openUnitInterval.check(epsilon, "--epsilon")
        try Domain.finite.check(from, "--from")
        try Domain.finite.check(to, "--to")
    }

    func run() throws {
        let springGiven = !spring.givenFlags.isEmpty
        let sources = [easing != nil, springGiven, samples != nil].filter { $0 }.count
        guard sources == 1 else {
            throw CLIError(
                sources == 0
                    ? "fit bezier needs a target: --easing STRING, spring flags or --samples FILE"
                    : "fit bezier takes one target: --easing, spring flags or --samples")
        }
        if !springGiven, span != nil || epsilon != nil { throw CLIError("--span and --epsilon go with spring flags") }
        if span != nil, epsilon != nil { throw CLIError("--epsilon sets the settling time --span replaces: give one of them") }
        if samples == nil, from != nil || to != nil { throw CLIError("--from and --to go with --samples") }
        let result: BezierFitResult
        do {
            if let easing {
                result = try BezierFit.fit(try EaseCommand.parseEasing(easing))
            } else if let samples {
                result = try Self.fitSamples(samples, from: from, to: to)
            } else {
                result = try fitSpring()
            }
        } catch let error as BezierFitError {
            if case .linearAlgebra(let e) = error { throw CLIError(runtime: e.description) }
            throw CLIError("fit bezier: \(error.description)")
        }
        switch format {
        case .json: try output.write(Self.json(result).rendered() + "\n")
        case .text: try output.write(Self.text(result))
        }
    }

    func fitSpring() throws -> BezierFitResult {
        let resolved = try spring.resolve()
        if let span {
            let animation: SpringAnimation
            do {
                animation = try SpringAnimation(validatingSpring: resolved.spring, from: 0, to: 1, normalizedVelocity: spring.velocity)
            } catch {
                throw spring.cliError(error)
            }
            return try BezierFit.fit(function: { animation.value(at: $0 * span) })
        }
        let curve: SpringEasing
        do {
            curve = try SpringEasing(spring: resolved.spring, velocity: spring.velocity, epsilon: epsilon ?? 0.001)
        } catch {
            throw CLIError("\(spring.givenFlags): \(error.message)")
        }
        return try BezierFit.fit(curve)
    }

    static func fitSamples(_ path: String, from: Double?, to: Double?) throws -> BezierFitResult {
        let table = try RenderTable.load(path)
        let times = try table.numbers("time"), values = try table.numbers("value")
        for i in times.indices {
            guard times[i].isFinite else { throw CLIError("\(table.name): sample \(i + 1): the time is not a finite number") }
            guard values[i].isFinite else { throw CLIError("\(table.name): sample \(i + 1): the value is not a finite number") }
            guard times[i] >= 0 else { throw CLIError("\(table.name): sample \(i + 1): the time is negative") }
        }
        guard times.count >= BezierFit.minimumSamples else {
            throw CLIError("\(table.name): \(BezierFitError.tooFewSamples(count: times.count, needed: BezierFit.minimumSamples))")
        }
        let span = times[times.count - 1]
        guard span > 0 else { throw CLIError("\(table.name): the last time must be > 0 (progress is time / last time)") }
        let start = from ?? values[0], end = to ?? values[values.count - 1]
        guard start != end, (end - start).isFinite else {
            throw CLIError("\(table.name): from (\(start)) and to (\(end)) must differ: the values cannot be mapped onto 0 → 1")
        }
        do {
            return try BezierFit.fit(progress: times.map { $0 / span }, values: values.map { ($0 - start) / (end - start) })
        } catch {
            if case .linearAlgebra(let e) = error { throw CLIError(runtime: e.description) }
            throw CLIError("\(table.name): \(error.description)")
        }
    }

    static func json(_ r: BezierFitResult) -> JSON {
        .object([
            ("x1", .num(r.x1)), ("y1", .num(r.y1)), ("x2", .num(r.x2)), ("y2", .num(r.y2)), ("max_error", .num(r.maxError)),
            ("at_progress", .num(r.atProgress)), ("css", .string(r.css)),
        ])
    }

    static func text(_ r: BezierFitResult) -> String {
        """
        \(r.css)
        max error    \(r.maxError) at progress \(r.atProgress)

        """
    }
}
