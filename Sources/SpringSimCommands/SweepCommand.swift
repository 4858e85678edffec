import ArgumentParser
import SpringSim

/// `springsim sweep`: a grid of spring parameters as one table, computed on several cores and
/// sliceable into shards for a cluster.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Write a table over a grid of spring parameters: one summary row per combination, or every frame.",
        discussion: """
            Each spring flag takes a list (0.1,0.5,0.9; @FILE) or a grid START:STOP:STEP, whose values are \
            START + i·STEP (rounded once, never accumulated); STOP is included when (STOP − START)/STEP is within \
            1e-9 of an integer. The step must be non-zero and point from START to STOP (negative to count down). \
            Every value must lie in the flag's domain, and the flags must name one family, as for `springsim \
            spring`. Instead of flags, --grid FILE reads a CSV whose header names spring flags (damping, response, \
            damping-coefficient or damping_coefficient, …), one combination per row.

            Order: combinations are the product of the flags' values with the last flag in this order varying \
            fastest: damping, duration, velocity, response, bounce, mass, stiffness, damping-coefficient, \
            bounciness, speed, tension, friction (a grid file: its rows in order). At most \(SpringSweep.maximumCombinations) \
            combinations. The output is the same bytes whatever --jobs.

            Summary columns (after one column per spring flag): physical_mass, physical_stiffness, \
            physical_damping_coefficient, damping_ratio, settling_exact, settling_core_animation, settling_compose, \
            settling_swiftui (s), overshoot (fraction of |to − from|), peak_velocity (value/s), first_peak_time (s), \
            css_linear_points, css_linear_bytes; an empty field where there is no answer (never settles, never turns). \
            With --metrics, then overshoot_px, visible_oscillations, time_90, time_95, time_99, settling_time, \
            peak_acceleration, rms_jerk, peak_jerk, frame_rate_sensitivity_px, reduced_motion_duration (as \
            `springsim metrics` prints them; docs/EXPORTS.md). \
            Frames columns: the spring flags, then frame,time,value,velocity,acceleration.

            Shards: --shard K/N writes combinations ⌊(K−1)·C/N⌋ up to ⌊K·C/N⌋ of C, with the header on shard 1 \
            only: the shards concatenated in order are the whole table, byte for byte. --shard auto reads a Slurm \
            job array (shard SLURM_ARRAY_TASK_ID − SLURM_ARRAY_TASK_MIN + 1, divided by SLURM_ARRAY_TASK_STEP, of \
            SLURM_ARRAY_TASK_COUNT) or, with --shards N, a Kubernetes Indexed Job (shard JOB_COMPLETION_INDEX + 1 \
            of N).
            """
    )

    /// The spring flags, as lists or grids (the same names and domains as the single-spring flags).
    @OptionGroup var spring: SpringFieldOptions<SweepSpring>

    @Option(help: Help.grid) var grid: String?

    @Option(help: Help.table) var table: SweepTableKind = .summary

    @OptionGroup(title: "Animation") var animation: AnimationOptions
    @OptionGroup(title: "Frames (--table frames)") var frames: FrameOptions
    @OptionGroup(title: "Settling") var tolerance: ToleranceOptions

    @Option(name: .customLong("linear-max-error"), help: Help.linearMaxError) var linearMaxError: Double = 0.001

    @Flag(help: Help.metrics) var metrics = false

    @Option(help: Help.jobs) var jobs: Int?

    @Option(help: Help.shard) var shard: String?

    @Option(help: Help.shards) var shards: Int?

    @Flag(name: .customLong("no-header"), help: Help.noHeader) var noHeader = false

    @OptionGroup(title: "Output") var output: TableOutputOptions

    static let maximumJobs = 1024
    static let maximumShards = 1_000_000

    /// Combinations per chunk of work: summary rows are cheap, so several go together; a
    /// frames chunk is one combination (its frames may be many).
    static let summaryChunk = 16

    /// The most frame rows one chunk of a frames table holds (about 0.8 MB of CSV): a combination
    /// with more frames is written in blocks of this many.
    static let frameBlock = 8192

    /// A computed chunk: its rows, or a combination too long to hold, written in blocks.
    enum Piece: Sendable {
        case bytes([UInt8])
        case long(Int, SpringAnimation, FrameClock)
    }

    /// The numeric spring fields, in the documented axis order.
    static let numericFields = SpringField.allCases.filter(\.isNumeric)

    /// The raw argument of each numeric field's flag.
    func argument(_ field: SpringField) -> String? { spring[field] }

    func validate() throws {
        try checkInteger(jobs, "--jobs", 1...Self.maximumJobs)
        try checkInteger(shards, "--shards", 1...Self.maximumShards)
        try Domain.positive.check(linearMaxError, "--linear-max-error")
        if shards != nil && shard != "auto" { throw CLIError("--shards goes with --shard auto (a Kubernetes Indexed Job)") }
        if metrics && table == .frames { throw CLIError("--metrics adds summary columns: it goes with --table summary") }
    }

    func run() throws {
        let sweep = try makeSweep()
        let (k, n) = try shardNumber()
        let names = sweep.fields.map { String(SpringFlags.name($0).map { $0 == "-" ? "_" : $0 }) }
        let pass = SweepPass(
            sweep: sweep, range: sweep.shard(k, of: n), table: table.kind, columns: sweep.columns(table.kind, fieldNames: names),
            plan: try FramePlan(frames: frames, tolerance: try tolerance.tolerance(), maxRows: output.limit.maxRows),
            jobs: jobs ?? Platform.processorCount)
        // Nothing is written before every combination resolved and the size was checked.
        try output.limit.check(rows: try pass.rowCount())
        try output.destination.withDestination { destination in
            switch output.format {
            case .csv:
                if !noHeader && k == 1 { try destination.write(try Self.headerRow(pass.columns)) }
                try pass.writeRows(CSVWriter.self, to: destination)
            case .jsonl:
                try pass.writeRows(JSONLinesWriter.self, to: destination)
            }
        }
    }

    /// The CSV header row of `columns`.
    static func headerRow(_ columns: [String]) throws -> [UInt8] {
        let w = CSVWriter(bufferingColumns: columns)
        for c in columns { w.field(c) }
        try w.endRow()
        return try w.takeBytes()
    }

    /// One shard of a sweep, computed on `jobs` threads: its row count (pass 1), then its rows
    /// in order (pass 2).
    struct SweepPass {
        let sweep: SpringSweep
        let range: Range<Int>
        let table: SpringSweep.Table
        let columns: [String]
        let plan: FramePlan
        let jobs: Int

        /// Pass 1: every combination of the shard resolves (and, for frames, has a finite end);
        /// returns the rows the table will have.
        func rowCount() throws -> Double {
            let (sweep, range, table, plan, flags) = (sweep, range, table, plan, SweepCommand.flagText)
            let chunk = table == .summary ? SweepCommand.summaryChunk * 16 : SweepCommand.summaryChunk
            var rows = 0.0
            try OrderedParallel.run(
                chunks: (range.count + chunk - 1) / chunk, jobs: jobs, window: 4 * jobs,
                compute: { c in
                    var count = 0.0
                    for i in (range.lowerBound + c * chunk)..<min(range.upperBound, range.lowerBound + (c + 1) * chunk) {
                        let (resolved, animation) = try SweepCommand.animation(sweep, i, flags: flags)
                        count += table == .summary ? 1 : Double(try plan.clock(animation, resolved, sweep, i, flags: flags).count)
                    }
                    return count
                },
                consume: { rows += $0 })
            return rows
        }

        /// Pass 2: the rows, chunk by chunk in order, each chunk formatted by its own `W`.
        func writeRows<W: BufferingRowSink & SendableMetatype>(_: W.Type, to destination: ByteDestination) throws {
            let (sweep, range, table, plan, columns, flags) = (sweep, range, table, plan, columns, SweepCommand.flagText)
            let step = table == .summary ? SweepCommand.summaryChunk : 1
            let block = SweepCommand.frameBlock
            try OrderedParallel.run(
                chunks: (range.count + step - 1) / step, jobs: jobs, window: 4 * jobs,
                compute: { c -> SweepCommand.Piece in
                    let w = W(bufferingColumns: columns)
                    for i in (range.lowerBound + c * step)..<min(range.upperBound, range.lowerBound + (c + 1) * step) {
                        switch table {
                        case .summary:
                            try sweep.emitSummary(i, into: w)
                        case .frames:
                            let (resolved, animation) = try SweepCommand.animation(sweep, i, flags: flags)
                            let clock = try plan.clock(animation, resolved, sweep, i, flags: flags)
                            // A long combination is written in blocks by the consumer (below), so
                            // no chunk holds more than frameBlock rows whatever --until says.
                            if clock.count > block { return .long(i, animation, clock) }
                            try sweep.emitFrames(i, animation: animation, clock: clock, into: w)
                        }
                    }
                    return .bytes(try w.takeBytes())
                },
                consume: { piece in
                    switch piece {
                    case .bytes(let bytes):
                        try destination.write(bytes)
                    case .long(let i, let animation, let clock):
                        try OrderedParallel.run(
                            chunks: (clock.count + block - 1) / block, jobs: jobs, window: 2 * jobs,
                            compute: { b in
                                let w = W(bufferingColumns: columns)
                                let frames = (b * block)..<min(clock.count, (b + 1) * block)
                                try sweep.emitFrames(i, animation: animation, clock: clock, frames: frames, into: w)
                                return try w.takeBytes()
                            },
                            consume: { bytes in try destination.write(bytes) })
                    }
                })
        }
    }

    /// The flags of a combination, as typed back (`--damping 0.5 --response 0.3`).
    static let flagText: @Sendable (SpringSweep, Int) -> String = { sweep, i in
        zip(sweep.fields, sweep.values(i)).map { "\(SpringFlags.flag($0)) \($1)" }.joined(separator: " ")
            + (sweep.base.origami ? " --origami" : "") + (sweep.base.presetName.map { " --preset \($0)" } ?? "")
    }

    /// Combination `i` resolved, or the library's error worded as the single-spring command does,
    /// with the combination's flags in front.
    static func animation(
        _ sweep: SpringSweep, _ i: Int, flags: @Sendable (SpringSweep, Int) -> String
    ) throws -> (ResolvedSpring, SpringAnimation) {
        do {
            return try sweep.animation(i)
        } catch {
            let message = error.namesFields ? error.message(naming: SpringFlags.flag, signatureNaming: SpringFlags.name) : error.message
            throw CLIError("combination \(i + 1) (\(flags(sweep, i))): \(message)")
        }
    }

    /// The sweep the options describe.
    func makeSweep() throws -> SpringSweep {
        let settling = try tolerance.tolerance()
        let (eps, velocityEps) = (settling.epsilon, settling.velocityEpsilon)
        guard animation.from != animation.to else {
            throw SpringTableRequestError.sameEnds.cliError
        }
        let (origami, preset) = (spring.origami, spring.presetName)
        if let name = preset, SpringPreset(rawValue: name) == nil {
            throw CLIError("unknown --preset '\(name)' (known: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var base = SpringParameters()
        base.origami = origami
        base.presetName = preset
        let fields: [SpringField]
        let source: SpringSweep.Source
        if let path = grid {
            if let given = Self.numericFields.first(where: { argument($0) != nil }) {
                throw CLIError("--grid cannot be combined with \(SpringFlags.flag(given)) (the file gives every spring parameter)")
            }
            (fields, source) = try Self.readGrid(path, origami: origami)
        } else {
            fields = Self.numericFields.filter { argument($0) != nil }
            var axes: [SweepValues] = []
            for field in fields { axes.append(try Self.values(argument(field)!, field: field, origami: origami)) }
            source = .product(axes)
        }
        let sweep: SpringSweep
        do {
            sweep = try SpringSweep(
                fields: fields, source: source, base: base, from: animation.from, to: animation.to, epsilon: eps,
                velocityEpsilon: velocityEps, linearMaxError: linearMaxError, metrics: metrics ? SpringSweep.Metrics() : nil)
        } catch {
            throw CLIError("the sweep has more than \(SpringSweep.maximumCombinations) combinations; split it into several sweeps")
        }
        // The flags must name one family (the same rules as `springsim spring`): the first
        // combination is resolved here for a message without a combination number.
        if sweep.count > 0 {
            do { _ = try sweep.parameters(0).resolve() } catch  where error.namesFields {
                throw CLIError(error.message(naming: SpringFlags.flag, signatureNaming: SpringFlags.name))
            } catch {}
        }
        return sweep
    }

    /// A flag's argument: START:STOP:STEP or a list, every value in the flag's domain.
    static func values(_ argument: String, field: SpringField, origami: Bool) throws -> SweepValues {
        let flag = SpringFlags.flag(field)
        let domain = SpringFlags.domain(field, origami: origami)
        if argument.contains(":") && !ListArgument.isFileReference(argument) {
            let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, let start = Double(String(parts[0])), let stop = Double(String(parts[1])),
                let step = Double(String(parts[2]))
            else { throw CLIError("\(flag) '\(argument)': a grid is START:STOP:STEP, three numbers") }
            let values: SweepValues
            do {
                values = try SweepValues.grid(start: start, stop: stop, step: step, maximumCount: SpringSweep.maximumCombinations)
            } catch {
                throw CLIError("\(flag) '\(argument)': \(error.description)")
            }
            let (lo, hi) = values.bounds
            for v in [lo, hi] where !domain.contains(v) {
                throw CLIError("\(flag) '\(argument)': every value must be \(domain.sentence) (got \(v))")
            }
            return values
        }
        return .list(try ListOption.numbers(argument, option: flag, domain: domain))
    }

    /// The fields and rows of a grid file.
    static func readGrid(_ path: String, origami: Bool) throws -> ([SpringField], SpringSweep.Source) {
        let table: FrameTable
        do { table = try CSVReader(path: path).readTable() } catch {
            throw CLIError("--grid: \(error.description)", readFailure: error.description.contains("cannot read"))
        }
        let domain = { (field: SpringField) in SpringFlags.domain(field, origami: origami) }
        do {
            let grid = try SpringSweep.gridSource(
                table,
                field: { column in
                    var name = String(column.map { $0 == "_" ? "-" : $0 })
                    if name.hasPrefix("--") { name.removeFirst(2) }
                    return numericFields.first { SpringFlags.name($0) == name }
                }, accepts: { domain($0).contains($1) })
            return (grid.fields, grid.source)
        } catch {
            switch error {
            case .unknownColumn(let column):
                throw CLIError(
                    "--grid \(path): column '\(column)' is not a numeric spring flag (\(numericFields.map { SpringFlags.name($0) }.joined(separator: ", ")))"
                )
            case .repeatedColumn(let column): throw CLIError("--grid \(path): column '\(column)' appears twice")
            case .noColumns: throw CLIError("--grid \(path): the header names no spring flag")
            case .notANumber(let row, let column, let text):
                throw CLIError("--grid \(path): row \(row), column '\(column)': '\(text)' is not a number")
            case .outsideDomain(let row, let column, let field, let value):
                throw CLIError("--grid \(path): row \(row), column '\(column)' must be \(domain(field).sentence) (got \(value))")
            case .tooManyRows: throw CLIError("--grid \(path) has more than \(SpringSweep.maximumCombinations) combinations")
            }
        }
    }

    /// (K, N) from --shard, or (1, 1).
    func shardNumber() throws -> (Int, Int) {
        guard let shard else { return (1, 1) }
        if shard == "auto" { return try Self.automaticShard(shards: shards, environment: Platform.environment) }
        let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(String(parts[0])), let n = Int(String(parts[1])) else {
            throw CLIError("--shard must be K/N (two integers, e.g. 2/4) or auto (got '\(shard)')")
        }
        return try Self.checkedShard(k, n, source: "--shard \(shard)")
    }

    static func checkedShard(_ k: Int, _ n: Int, source: String) throws -> (Int, Int) {
        guard n >= 1 && n <= maximumShards else { throw CLIError("\(source): N must be in 1…\(maximumShards) (got \(n))") }
        guard k >= 1 && k <= n else { throw CLIError("\(source): K must be in 1…N = 1…\(n) (got \(k))") }
        return (k, n)
    }

    /// The shard of a Slurm job array or a Kubernetes Indexed Job.
    static func automaticShard(shards: Int?, environment: (String) -> String?) throws -> (Int, Int) {
        func integer(_ name: String) throws -> Int? {
            guard let text = environment(name) else { return nil }
            guard let n = Int(text) else { throw CLIError("--shard auto: \(name) must be an integer (got '\(text)')") }
            return n
        }
        if let n = shards {
            guard let index = try integer("JOB_COMPLETION_INDEX") else {
                throw CLIError("--shard auto --shards \(n): JOB_COMPLETION_INDEX is not set (not in a Kubernetes Indexed Job)")
            }
            return try checkedShard(index + 1, n, source: "--shard auto (JOB_COMPLETION_INDEX \(index), --shards \(n))")
        }
        guard let id = try integer("SLURM_ARRAY_TASK_ID"), let min = try integer("SLURM_ARRAY_TASK_MIN"),
            let count = try integer("SLURM_ARRAY_TASK_COUNT")
        else {
            throw CLIError(
                "--shard auto needs SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT (a Slurm job array), or JOB_COMPLETION_INDEX with --shards N (a Kubernetes Indexed Job)"
            )
        }
        let step = try integer("SLURM_ARRAY_TASK_STEP") ?? 1
        guard step >= 1, (id - min) % step == 0 else {
            throw CLIError("--shard auto: SLURM_ARRAY_TASK_ID \(id) is not on the array's grid (min \(min), step \(step))")
        }
        return try checkedShard((id - min) / step + 1, count, source: "--shard auto (Slurm task \(id) of \(min)…, count \(count))")
    }
}

/// A sweep's spring options: each a list (`0.1,0.5,0.9`, `@FILE`) or a grid `START:STOP:STEP`.
enum SweepSpring: SpringOptionStyle {
    typealias Value = String

    static func help(_ field: SpringField) -> ArgumentHelp {
        switch field {
        case .origami: return "Read --tension/--friction as Origami values."
        case .preset:
            return ArgumentHelp(
                "A named platform spring for every combination: \(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")).",
                valueName: "name")
        default:
            let what = nouns[SpringField.allCases.firstIndex(of: field)!]
            let domain = SpringFlags.domain(field, origami: false).text
            return ArgumentHelp("Values of the \(what), each \(domain): a list or START:STOP:STEP.", valueName: "list|a:b:step")
        }
    }

    /// What each numeric field's values are, in ``SpringField`` order.
    static let nouns = [
        "damping ratio ζ", "duration, s (UIKit's with --damping, SwiftUI's with --bounce)", "initial velocity, distances per second",
        "SwiftUI response, s", "SwiftUI bounce", "mass", "stiffness k", "damping coefficient c", "pop bounciness", "pop speed",
        "tension (with --origami: any finite Origami value)", "friction (with --origami: any finite Origami value)",
    ]

    /// The lists are read and checked when the sweep runs (``SweepCommand/makeSweep()``).
    static func validate(_ options: SpringFieldOptions<SweepSpring>) throws {}
}

/// `--table summary|frames`.
enum SweepTableKind: String, ExpressibleByArgument, CaseIterable {
    case summary, frames
    var kind: SpringSweep.Table { self == .summary ? .summary : .frames }
}

/// The frame clock of each combination of a frames table (plain values, shared by threads).
struct FramePlan: Sendable {
    /// The library's plan: the end of every combination's table is decided there.
    let plan: SpringFramePlan
    let maxRows: Int

    init(frames: FrameOptions, tolerance: SettlingTolerance, maxRows: Int) throws {
        plan = try frames.plan(tolerance: tolerance)
        self.maxRows = maxRows
    }

    /// Combination `i`'s clock, its errors worded with the combination's number and flags.
    func clock(
        _ animation: SpringAnimation, _ resolved: ResolvedSpring, _ sweep: SpringSweep, _ i: Int,
        flags: @Sendable (SpringSweep, Int) -> String
    ) throws -> FrameClock {
        let end: SpringFramePlan.ResolvedEnd
        do { end = try plan.resolvedEnd(for: animation, resolved) } catch {
            switch error {
            case .neverSettles:
                throw CLIError("combination \(i + 1) (\(flags(sweep, i))) never settles (damping ratio 0); pass --until SECONDS")
            case .noNominalDuration(let family):
                throw CLIError("--until duration needs a family with a duration; combination \(i + 1) is \(family)")
            default: throw error.cliError
            }
        }
        if case .times = end.end { return plan.clock(end) }
        let frames = plan.rowCount(end).rows
        guard frames <= Double(maxRows) else {
            throw CLIError(
                "combination \(i + 1) (\(flags(sweep, i))) would write at least \(frames < 1e15 ? String(Int(frames)) : "\(frames)") rows, more than --max-rows \(maxRows); pass a larger --max-rows to allow it"
            )
        }
        return plan.clock(end)
    }
}
