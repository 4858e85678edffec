import ArgumentParser
import SpringSim

/// `springsim chart pie`: seed 000's ring chart (slices drawn in sequence, badges fading in,
/// touches moving slices out and back) or, with `--edit`, seed 002's animated insert, delete
/// and update.
struct ChartPieCommand: ParsableCommand, SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "pie",
        abstract: "The ring (pie) chart of seed 000 with hit testing, or seed 002's animated insert/delete/update.",
        discussion: """
            Ring chart (seed 000): one row per frame and slice,
              frame,time,slice,value,start_angle,end_angle,stroke_end,badge_opacity,
              offset_x,offset_y,moved_out,centre_selected
            Slice i draws over 1.2 s × v_i/Σv after slice i−1; badges fade in over 0.4 s after the last. \
            --hit X,Y[@T] (repeatable) touches the chart: prints what each touch hit and where the \
            slice moves (one row per touch); add --frames for the frame table with the moves animated. \
            Touches without @T happen at 1.6 s, then every 0.5 s.

            Edits (seed 002): --edit insert:INDEX:VALUE,delete:INDEX,update:INDEX:VALUE, each with an \
            optional @TIME (s; default: when the previous edit ends). Indices are data indices after \
            the earlier edits. One row per frame and drawn slice,
              frame,time,slice,index,value,start_angle,end_angle,opacity,state

            Examples:
              springsim chart pie --values 3,1,4
              springsim chart pie --hit 230,140 --hit 230,140@2.5
              springsim chart pie --values 10,10,10 --edit delete:0@0,delete:0@0.1
              springsim chart pie --data data/scenes/pie-edits.json --output pie.csv
            """
    )

    @OptionGroup var data: ChartDataOptions

    @Option(help: Help.fps) var fps: Double?

    @Option(help: Help.width) var width: Double?

    @Option(help: Help.height) var height: Double?

    @Option(help: Help.pad) var pad: Double?

    @Option(name: .customLong("hit"), help: Help.hits) var hits: [String] = []

    @Flag(help: Help.frames) var frames = false

    @Option(help: Help.moveDuration) var moveDuration: Double?

    @Option(name: .customLong("edit"), help: Help.edits) var edits: [String] = []

    @Option(help: Help.duration) var duration: Double?

    @OptionGroup var output: TableOutputOptions

    func validate() throws {
        var request = PieChartRequest()
        request.moveDuration = moveDuration
        do { try request.validate() } catch { throw error.cliError() }
    }

    /// The chart the options set up: the library's request with the lists read, checked there.
    func setup() throws -> PieChartRequest.Setup {
        var request = PieChartRequest()
        request.file = try data.data.map { path throws(SceneFileError) in try SceneFile.decode(PieChartFile.self, fromFile: path) }
        let parsed = try data.parsedValues()
        try ListOption.checkStandardInputOnce([data.values] + edits)
        request.edits = try edits.flatMap { try Self.parseEdits($0) }
        request.taps = try hits.map { try Self.parseHit($0) }
        (request.values, request.tapFrames, request.pad, request.moveDuration) = (parsed?.values, frames, pad, moveDuration)
        (request.duration, request.fps, request.width, request.height) = (duration, fps, width, height)
        do { return try request.setup() } catch { throw error.cliError(lists: ["values": parsed]) }
    }

    func makeScene() throws -> any DrawableScene {
        switch try setup() {
        case .ring(let c): return RingChartScene(c)
        case .edits(let c): return PieEditScene(c)
        }
    }

    func run() throws {
        switch try setup() {
        case .ring(let c):
            let scene = RingChartScene(c)
            if !hits.isEmpty && !frames {
                try output.write(RingChartTapTable(scene))
            } else {
                try output.write(scene)
            }
        case .edits(let c):
            try output.write(PieEditScene(c))
        }
    }

    /// Parses `X,Y` or `X,Y@T`.
    static func parseHit(_ text: String) throws -> RingChartTap {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let xy = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        guard xy.count == 2, let x = Double(xy[0].trimmingSpaces), let y = Double(xy[1].trimmingSpaces), x.isFinite, y.isFinite else {
            throw CLIError("--hit '\(text)': expected X,Y or X,Y@TIME with finite numbers")
        }
        var time: Double?
        if parts.count == 2 {
            guard let t = Double(parts[1].trimmingSpaces), t.isFinite, t >= 0 else {
                throw CLIError("--hit '\(text)': the time after @ must be a finite number ≥ 0")
            }
            time = t
        }
        return RingChartTap(x: x, y: y, time: time)
    }

    /// Parses a comma-separated list of `insert:I:V`, `delete:I`, `update:I:V`, each optionally
    /// `@T`, naming the offending entry in errors.
    static func parseEdits(_ argument: String) throws -> [PieEdit] {
        let list = try ListOption.entries(argument, option: "--edit")
        return try list.entries.enumerated().map { k, raw in
            let entry = raw.text
            func fail(_ why: String) -> CLIError {
                list.file == nil ? CLIError("--edit: entry \(k + 1) ('\(entry)'): \(why)") : CLIError(list.error(at: k, why).description)
            }
            let parts = entry.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            var time: Double?
            if parts.count == 2 {
                guard let t = Double(parts[1].trimmingSpaces), t.isFinite, t >= 0 else {
                    throw fail("the time after @ must be a finite number ≥ 0")
                }
                time = t
            }
            let fields = parts[0].split(separator: ":", omittingEmptySubsequences: false).map(\.trimmingSpaces)
            let usage = "expected insert:INDEX:VALUE, delete:INDEX or update:INDEX:VALUE"
            guard let op = fields.first, ["insert", "delete", "update"].contains(op) else { throw fail(usage) }
            guard fields.count == (op == "delete" ? 2 : 3) else { throw fail(usage) }
            guard let index = Int(fields[1]), index >= 0 else { throw fail("the index must be an integer ≥ 0") }
            if op == "delete" { return PieEdit(.delete(index: index), at: time) }
            guard let value = Double(fields[2]), value.isFinite, value > 0 else { throw fail("the value must be a finite number > 0") }
            return PieEdit(op == "insert" ? .insert(index: index, value: value) : .update(index: index, value: value), at: time)
        }
    }
}
