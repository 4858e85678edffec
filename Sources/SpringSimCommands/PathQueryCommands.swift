import ArgumentParser
import SpringSim

/// `--output FILE` and `--format csv|jsonl` for the one-table curve queries.
struct PathQueryOutput: ParsableArguments {
    @OptionGroup var destination: OutputOptions
    @OptionGroup var tableFormat: TableFormatOption
    var format: TableFormat { tableFormat.format }

    /// Writes `table` in the chosen format, atomically.
    func write(_ table: some Table) throws { try destination.write(table, format: format) }
}

/// A curve query that writes one table of the PATH argument: parse → table → write, once for
/// every such query (tangent, bounds, extrema, inflections, nearest).
protocol PathTableQuery: ParsableCommand {
    associatedtype QueryTable: Table
    var path: PathCommand.PathArgument { get }
    var output: PathQueryOutput { get }
    /// The query's table of the measured path (its own checks first).
    func table(_ path: PathCommand.PathArgument) throws -> QueryTable
}

extension PathTableQuery {
    func run() throws { try output.write(try table(path)) }
}

/// What `path extrema` or `path inflections` lists.
protocol PathFeatureQuery {
    static var selection: PathFeatureTable.Selection { get }
}

extension PathCommand {
    /// A finite parameter in [0, 1].
    static func checkParameter(_ t: Double, _ name: String) throws {
        guard t.isFinite, t >= 0, t <= 1 else { throw CLIError("\(name) must be a segment parameter in [0, 1] (got \(t))") }
    }

    /// The segment index checked against the path's drawn segments.
    static func checkSegment(_ i: Int, in m: MeasuredPath, option: String = "--segment") throws {
        guard m.segments.indices.contains(i) else {
            let n = m.segments.count
            throw CLIError("\(option) must be in 0…\(n - 1) (the path draws \(n) segment\(n == 1 ? "" : "s"); got \(i))")
        }
    }

    /// A distance on the path, within rounding of [0, length].
    static func checkDistance(_ d: Double, _ name: String, in m: MeasuredPath) throws -> Double {
        guard let s = m.clampedDistance(d) else { throw CLIError("\(name) must be in [0, \(m.length)] (the path's length; got \(d))") }
        return s
    }

    /// `x,y`: two finite numbers (either sign).
    static func parsePoint(_ text: String, _ name: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw CLIError("\(name) must be two finite numbers x,y, e.g. 10,-2.5 (got '\(text)')")
        }
        return Point(x, y)
    }

    /// `--distance S | --fraction F`: a place by arc length, declared once for `path at` and the
    /// queries' ``PlaceOptions``; each command checks that exactly one place is given.
    struct ArcLengthPlaceOptions: ParsableArguments {
        @Option(help: Help.distance) var distance: Double?
        @Option(help: Help.fraction) var fraction: Double?

        /// How many of the two are given.
        var given: Int { [distance != nil, fraction != nil].filter { $0 }.count }

        func validate() throws {
            if let f = fraction { try PathCommand.checkFraction(f, "--fraction") }
            if let d = distance, !(d.isFinite && d >= 0) { throw CLIError("--distance must be a finite number ≥ 0 (got \(d))") }
        }

        /// The arc length on `m` of the one given, checked against its length (within a few
        /// ulps of the ends counts as the end: rounding only).
        func distance(on m: MeasuredPath) throws -> Double {
            if let f = fraction {
                guard m.length > 0 else { throw CLIError("the path has zero length; --fraction \(f) is undefined") }
                return f * m.length
            }
            return try PathCommand.checkDistance(distance!, "--distance", in: m)
        }
    }

    /// Where `tangent` and `split` act: exactly one of a distance, a fraction or a parameter.
    struct PlaceOptions: ParsableArguments {
        @OptionGroup var byArcLength: ArcLengthPlaceOptions
        @Option(help: Help.parameter) var parameter: Double?
        @Option(help: Help.segment) var segment: Int?

        func validate() throws {
            guard byArcLength.given + (parameter == nil ? 0 : 1) == 1 else {
                throw CLIError("give exactly one of --distance, --fraction and --parameter")
            }
            if segment != nil && parameter == nil { throw CLIError("--segment goes with --parameter") }
            if let t = parameter { try PathCommand.checkParameter(t, "--parameter") }
            if let i = segment, i < 0 { throw CLIError("--segment must be ≥ 0 (got \(i))") }
        }

        /// The place on `m`, checked against its length and segment count.
        func location(on m: MeasuredPath) throws -> (PathLocation, distance: Double) {
            if let t = parameter {
                let i = segment ?? 0
                try PathCommand.checkSegment(i, in: m)
                let loc = PathLocation(segmentIndex: i, parameter: t)
                return (loc, m.distance(at: loc))
            }
            let s = try byArcLength.distance(on: m)
            return (m.location(atDistance: s)!, s)
        }
    }

    struct Tangent: PathTableQuery {
        static let configuration = CommandConfiguration(
            commandName: "tangent",
            abstract: "Unit tangent, unit normal and signed curvature at a distance, fraction or parameter (CSV).",
            discussion: """
                Columns: x,y,tangent_x,tangent_y,normal_x,normal_y,curvature,s,t,segment.

                The normal is the tangent turned by +π/2: on a y-down screen it points to the right of the direction of \
                travel. curvature is in 1/points, positive where the path turns clockwise on screen, so the centre of \
                curvature is (x, y) + normal/curvature; a circle of radius r gives ±1/r. At a joint the later segment \
                is reported; at a cusp (the derivative vanishes) the curvature is undefined and the command fails.
                """)
        @OptionGroup var path: PathArgument
        @OptionGroup var place: PlaceOptions
        @OptionGroup(title: "Output") var output: PathQueryOutput

        func table(_ path: PathArgument) throws -> PathFrameTable {
            let m = try path.measuredNonEmpty(for: "a tangent")
            let (loc, s) = try place.location(on: m)
            var frame = m.frame(at: loc)
            frame.distance = s
            guard frame.curvature != nil else {
                throw CLIError(
                    "the curvature is undefined at segment \(loc.segmentIndex), t = \(loc.parameter): the derivative vanishes there (a cusp)"
                )
            }
            return PathFrameTable(frame: frame)
        }
    }

    struct Bounds: PathTableQuery {
        static let configuration = CommandConfiguration(
            commandName: "bounds",
            abstract: "The tight bounding box, from the segments' ends and extrema (not the control points): CSV min_x,min_y,max_x,max_y.")
        @OptionGroup var path: PathArgument
        @OptionGroup(title: "Output") var output: PathQueryOutput

        func table(_ path: PathArgument) throws -> PathBoundsTable {
            let m = try path.measured()
            guard !m.path.isEmpty else { throw CLIError("the path is empty; its bounding box is undefined") }
            return PathBoundsTable(path: m.path)
        }
    }

    /// `path extrema` and `path inflections`: the points of one ``PathFeatureTable/Selection``.
    struct Features<Query: PathFeatureQuery>: PathTableQuery {
        static var configuration: CommandConfiguration {
            switch Query.selection {
            case .extrema:
                return CommandConfiguration(
                    commandName: "extrema",
                    abstract: "Points where x′ = 0 or y′ = 0 inside a segment, in path order: CSV segment,t,s,x,y,kind (kind x or y).",
                    discussion: "Segment ends are not listed (with the extrema they bound the path; see path bounds). Lines have none.")
            case .inflections:
                return CommandConfiguration(
                    commandName: "inflections",
                    abstract: "Points where the curvature changes sign, in path order: CSV segment,t,s,x,y,kind (kind inflection).",
                    discussion: "Only cubic segments can have them (at most two each); lines, quadratics and arcs have none.")
            }
        }
        @OptionGroup var path: PathArgument
        @OptionGroup(title: "Output") var output: PathQueryOutput

        func table(_ path: PathArgument) throws -> PathFeatureTable { PathFeatureTable(path: try path.measured(), Query.selection) }
    }

    enum ExtremaQuery: PathFeatureQuery { static let selection = PathFeatureTable.Selection.extrema }
    enum InflectionsQuery: PathFeatureQuery { static let selection = PathFeatureTable.Selection.inflections }

    struct Nearest: PathTableQuery {
        static let configuration = CommandConfiguration(
            commandName: "nearest",
            abstract: "The point of the path nearest to a given point: CSV x,y,distance,s,t,segment.",
            discussion: """
                Every critical point of the squared distance is compared (all real roots of a cubic or quintic for \
                Béziers, of a quartic for elliptical arcs), so the answer is the global nearest point; of equally near \
                points the first along the path is reported.
                """)
        @OptionGroup var path: PathArgument
        @Option(help: Help.point) var point: String
        @OptionGroup(title: "Output") var output: PathQueryOutput

        func validate() throws { _ = try PathCommand.parsePoint(point, "--point") }

        func table(_ path: PathArgument) throws -> PathNearestTable {
            let p = try PathCommand.parsePoint(point, "--point")
            return PathNearestTable(path: try path.measuredNonEmpty(for: "the nearest point"), point: p)
        }
    }

    struct Area: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "area",
            abstract: "Print the signed area of a closed path in square points (positive clockwise on screen).",
            discussion: """
                ½∮(x dy − y dx) in closed form per segment (Green's theorem), summed over the subpaths: positive for a \
                loop drawn clockwise on a y-down screen, negative counter-clockwise; overlapping lobes of opposite \
                direction cancel. Every subpath that draws something must be closed (Z, or ending exactly at its start).
                """)
        @OptionGroup var path: PathArgument
        @OptionGroup(title: "Output") var output: OutputOptions

        func run() throws {
            let m = try path.measured()
            guard let area = m.path.signedArea else {
                let open = m.path.subpaths.firstIndex { !$0.segments.isEmpty && !$0.isClosed && $0.end != $0.start }!
                throw CLIError("subpath \(open) is open (no Z and its end is not its start); the area is defined for closed paths only")
            }
            guard area.isFinite else { throw CLIError("the path's area exceeds the largest Double (1.8e308)") }
            try output.write("\(area)\n")
        }
    }

    struct Split: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "split",
            abstract: "Cut the path in two at a distance, fraction or parameter: two lines of SVG path data, before and after.",
            discussion: """
                The first line draws the path from its start to the cut, the second from the cut to its end; the cut \
                segment is split exactly, so the first part ends where the second begins. A cut at the start leaves \
                the first line empty, at the end the second. With --parameter the cut is exactly at that parameter's \
                point.
                """)
        @OptionGroup var path: PathArgument
        @OptionGroup var place: PlaceOptions
        @OptionGroup(title: "Output") var output: OutputOptions

        func run() throws {
            let m = try path.measuredNonEmpty(for: "a split")
            let (loc, s) = try place.location(on: m)
            let (before, after) = place.parameter != nil ? m.split(at: loc) : m.split(atDistance: s)
            try output.write(before.svgPathData + "\n" + after.svgPathData + "\n")
        }
    }
}
