import ArgumentParser
import SpringSim

/// `springsim path …`: arc length, positions, trimming, even sampling and text on an SVG path, and
/// the curve queries (tangent and curvature, bounds, extrema, inflections, nearest point, area,
/// split) of `PathQueryCommands.swift`.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract:
            "Arc length along SVG path data: length, the point at a distance, trimming, even samples, text on a path; curve queries.",
        discussion: """
            PATH is SVG path data (the d attribute: M m L l H h V v C c S s Q q T t A a Z z). Coordinates are points \
            with the y axis down (UIKit, SVG), so angles — atan2(dy, dx) of the direction of travel, in radians — grow \
            clockwise on screen. Lengths are accurate to 1e-12 points (adaptive Gauss–Legendre; circles exact).

            Examples:
              springsim path length 'M0 0 C0 1 1 1 1 0'
              springsim path at 'M0 0 C0 1 1 1 1 0' --fraction 0.5
              springsim path trim 'M0 0 H100 V100' --start 0.25 --end 0.75
              springsim path sample 'M10 80 Q 95 10 180 80' --count 11
              springsim path text 'M0 100 A100 100 0 0 1 200 100' --advances 12,9,9,14
              springsim path length 'M0 0 C0 1 1 1 1 0' --segment 0 --from-parameter 0.25 --to-parameter 0.75
              springsim path tangent 'M0 100 A100 100 0 0 1 200 100' --fraction 0.25
              springsim path bounds 'M0 150 C30 150 30 40 60 40'
              springsim path extrema 'M0 0 C0 1 1 1 1 0'
              springsim path nearest 'M0 0 C0 1 1 1 1 0' --point 0.5,1
              springsim path area 'M0 0 H10 V10 Z'
              springsim path split 'M0 0 H100 V100' --fraction 0.25
            """,
        subcommands: [
            Length.self, At.self, Trim.self, Sample.self, Text.self, Tangent.self, Bounds.self, Features<ExtremaQuery>.self,
            Features<InflectionsQuery>.self,
            Nearest.self, Area.self, Split.self,
        ]
    )

    /// The PATH argument, parsed and measured.
    struct PathArgument: ParsableArguments {
        @Argument(help: Help.data) var data: String

        func measured() throws -> MeasuredPath {
            let text: String
            do { text = try ListArgument.text(data, option: "path", standardInput: Console.readStandardInput) } catch {
                throw CLIError(error.description, readFailure: error.message.hasPrefix("cannot read"))
            }
            let source = ListArgument.isFileReference(data) ? (data == "@-" ? "<stdin>" : String(data.dropFirst())) + ": " : ""
            do {
                let m = MeasuredPath(try Path(svgPathData: text))
                guard m.length.isFinite else { throw CLIError("the path's length exceeds the largest Double (1.8e308)") }
                return m
            } catch let error as CLIError {
                throw error
            } catch {
                throw CLIError("\(source)\(error)")
            }
        }

        /// A path that draws something and has positive length.
        func measuredNonEmpty(for what: String) throws -> MeasuredPath {
            let m = try measured()
            guard !m.segments.isEmpty else { throw CLIError("the path draws nothing (no segment after its moves); \(what) is undefined") }
            return m
        }
    }

    static func checkFraction(_ f: Double, _ name: String) throws {
        guard f.isFinite, f >= 0, f <= 1 else { throw CLIError("\(name) must be a fraction in [0, 1] (got \(f))") }
    }

    struct Length: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "length",
            abstract: "Print the path's arc length in points, or the length between two distances or two parameters.",
            discussion: """
                With --from/--to (distances along the path) it prints to − from; with --segment and \
                --from-parameter/--to-parameter it prints the length between the two parameters of that segment (or \
                up to --to-parameter on --to-segment), integrated over those parts alone (closed forms for lines, \
                quadratics and circles) plus the measured segments between.
                """)
        @OptionGroup var path: PathArgument
        @Option(help: Help.from) var from: Double?
        @Option(help: Help.to) var to: Double?
        @Option(help: Help.segment) var segment: Int?
        @Option(help: Help.fromParameter) var fromParameter: Double?
        @Option(help: Help.toParameter) var toParameter: Double?
        @Option(help: Help.toSegment) var toSegment: Int?
        @OptionGroup(title: "Output") var output: OutputOptions

        func validate() throws {
            let byDistance = from != nil || to != nil
            let byParameter = segment != nil || fromParameter != nil || toParameter != nil || toSegment != nil
            guard !(byDistance && byParameter) else {
                throw CLIError("give either --from/--to or --segment with --from-parameter/--to-parameter")
            }
            if byParameter && segment == nil { throw CLIError("--from-parameter, --to-parameter and --to-segment need --segment") }
            if let j = toSegment, let i = segment, j < i { throw CLIError("--to-segment (\(j)) must not be before --segment (\(i))") }
            if let i = segment, i < 0 { throw CLIError("--segment must be ≥ 0 (got \(i))") }
            if let t = fromParameter { try PathCommand.checkParameter(t, "--from-parameter") }
            if let t = toParameter { try PathCommand.checkParameter(t, "--to-parameter") }
            if let a = fromParameter, let b = toParameter, a > b, (toSegment ?? segment) == segment {
                throw CLIError("--from-parameter (\(a)) must not exceed --to-parameter (\(b))")
            }
            for (d, name) in [(from, "--from"), (to, "--to")] {
                if let d, !(d.isFinite && d >= 0) { throw CLIError("\(name) must be a finite number ≥ 0 (got \(d))") }
            }
        }

        func run() throws {
            let m = try path.measured()
            if let i = segment {
                try PathCommand.checkSegment(i, in: m)
                let a = PathLocation(segmentIndex: i, parameter: fromParameter ?? 0)
                let j = toSegment ?? i
                try PathCommand.checkSegment(j, in: m, option: "--to-segment")
                let b = PathLocation(segmentIndex: j, parameter: toParameter ?? 1)
                try output.write("\(m.length(from: a, to: b))\n")
            } else if from != nil || to != nil {
                let a = try from.map { try PathCommand.checkDistance($0, "--from", in: m) } ?? 0
                let b = try to.map { try PathCommand.checkDistance($0, "--to", in: m) } ?? m.length
                guard a <= b else { throw CLIError("--from (\(a)) must not exceed --to (\(b))") }
                try output.write("\(b - a)\n")
            } else {
                try output.write("\(m.length)\n")
            }
        }
    }

    struct At: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "at",
            abstract: "The point at an arc-length distance or fraction: CSV x,y,angle,t,segment (angle in radians).",
            discussion:
                "segment is the 0-based index of the drawn segment (moves not counted) and t its own parameter in [0, 1]; at a joint the later segment is reported."
        )
        @OptionGroup var path: PathArgument
        @OptionGroup var place: ArcLengthPlaceOptions
        @OptionGroup(title: "Output") var output: OutputOptions

        func validate() throws {
            guard place.given == 1 else { throw CLIError("give exactly one of --distance and --fraction") }
        }

        func run() throws {
            let m = try path.measuredNonEmpty(for: "a position")
            let table = PathPositionTable(path: m, distance: try place.distance(on: m))
            try output.write(table)
        }
    }

    struct Trim: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "trim",
            abstract: "The part between two fractions of the length (CAShapeLayer strokeStart/strokeEnd), as SVG path data.")
        @OptionGroup var path: PathArgument
        @Option(help: Help.start) var start: Double = 0
        @Option(help: Help.end) var end: Double = 1
        @OptionGroup(title: "Output") var output: OutputOptions

        func validate() throws {
            try PathCommand.checkFraction(start, "--start")
            try PathCommand.checkFraction(end, "--end")
            guard start <= end else { throw CLIError("--start (\(start)) must not exceed --end (\(end))") }
        }

        func run() throws {
            let m = try path.measuredNonEmpty(for: "trimming")
            guard m.length > 0 else { throw CLIError("the path has zero length; fractions of it are undefined") }
            try output.write(m.trimmed(fromFraction: start, toFraction: end).svgPathData + "\n")
        }
    }

    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sample",
            abstract: "N points evenly spaced in arc length, ends included: CSV index,s,x,y,angle (angle in radians).")
        @OptionGroup var path: PathArgument
        @Option(help: Help.count) var count: Int
        @OptionGroup(title: "Output") var output: TableOutputOptions

        func validate() throws {
            guard count >= 1, count <= 10_000_000 else { throw CLIError("--count must be in 1 … 10000000 (got \(count))") }
        }

        func run() throws {
            try output.limit.check(rows: Double(count))
            let m = try path.measuredNonEmpty(for: "sampling")
            let table = PathSampleTable(path: m, count: count)
            try output.write(table)
        }
    }

    struct Text: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "text",
            abstract: "Place glyphs along the path (SVG textPath): CSV glyph,x,y,angle of each glyph's origin (angle in radians).",
            discussion: """
                Glyph k's midpoint goes at offset + (advances before it) + advance/2 along the path; it is rotated to the \
                tangent there and x,y is its origin (baseline start), half an advance back along the tangent. Glyphs whose \
                midpoint falls off the path are left out, as SVG does; glyph keeps the 0-based index into --advances.
                """)
        @OptionGroup var path: PathArgument
        @Option(help: Help.advances) var advances: String
        @Option(help: Help.offset) var offset: Double = 0
        @Option(help: Help.anchor) var anchor: String = "start"
        @OptionGroup(title: "Output") var output: TableOutputOptions

        func validate() throws {
            guard offset.isFinite else { throw CLIError("--offset must be finite (got \(offset))") }
            try ListOption.checkStandardInputOnce([path.data, advances])
        }

        func run() throws {
            let list = try ListOption.numbers(advances, option: "--advances", domain: .nonNegative)
            try output.limit.check(rows: Double(list.count))
            let m = try path.measuredNonEmpty(for: "text on the path")
            guard let textAnchor = TextAnchor(rawValue: anchor) else {
                throw CLIError("--anchor must be start, middle or end (got '\(anchor)')")
            }
            let table = PathTextTable(path: m, advances: list, offset: offset, anchor: textAnchor)
            try output.write(table)
        }
    }
}
