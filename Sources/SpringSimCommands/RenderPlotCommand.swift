import ArgumentParser
import SpringSim

/// `springsim render plot`: a line plot (SVG) of columns of any springsim CSV table.
struct RenderPlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot columns of a springsim CSV table against another column (default: time) as SVG.",
        discussion: """
            Reads one or more CSV tables (standard input by default) and draws each --y column against --x, \
            one line per column and input (and per group with --by). Defaults: --x is `time` if the table has it, \
            else `input` (springsim ease), else the first column; --y is `value` if present, else `output`, \
            else every other numeric column except `frame`. Empty fields are gaps in the line. \
            Columns of different kinds (a value, a velocity, an acceleration, a slope) are drawn in panels \
            stacked over the shared x axis, each with its own y axis. \
            Examples:
              springsim --damping 0.15 | springsim render plot --y value,velocity
              springsim integrate --method euler --dt 0.01 --damping 0.15 |
                springsim render plot --y value_error
              springsim render plot --input a.csv --label 'ζ 0.15'
                --input b.csv --label 'ζ 0.5' --output sweep.svg
              springsim chart line --values 3,1,4 | springsim render plot --y y --by point
            """
    )

    @Option(name: [.short, .long], help: Help.input) var input: [String] = []

    @Option(help: Help.label) var label: [String] = []

    @Option(help: Help.x) var x: String?

    @Option(help: Help.y) var y: String?

    @Option(help: Help.by) var by: String?

    @OptionGroup var pictureTitle: PictureTitleOption
    var title: String? { pictureTitle.title }

    @Option(name: .customLong("x-label"), help: Help.xLabel) var xLabel: String?

    @Option(name: .customLong("y-label"), help: Help.yLabel) var yLabel: [String] = []

    @Option(help: Help.width) var width: Double = 640

    @Option(help: Help.height) var height: Double = 400

    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        guard width.isFinite, height.isFinite, (100...10_000).contains(width), (80...10_000).contains(height) else {
            throw CLIError("--width must be in 100…10000 and --height in 80…10000 points")
        }
        if input.filter({ $0 == "-" }).count > 1 { throw CLIError("standard input ('-') can be read only once") }
        if (input.isEmpty || input.contains("-")), let y, y.hasPrefix("@-") {
            throw CLIError("standard input is the table; --y @- cannot read it too")
        }
    }

    func run() throws {
        let paths = input.isEmpty ? ["-"] : input
        guard label.isEmpty || label.count == paths.count else {
            throw CLIError("\(label.count) --label for \(paths.count) input(s); give one per --input")
        }
        let seriesNames: [String]? = label.isEmpty ? nil : label
        let yList = try y.map { try Self.list($0, option: "--y") }
        // Each table is streamed into per-column reductions as wide as the plot can show.
        let columns = SVGPlot.columns(width: width)
        var series: [SVGPlot.Series] = []
        var xColumn = ""
        // One panel per kind of quantity (value, velocity, …), in order of first appearance.
        var kinds: [String] = [], panelColumns: [[String]] = []
        for (k, path) in paths.enumerated() {
            let table = try RenderPlotInput.read(path, x: x, y: yList, by: by, columns: columns)
            let yNames = table.yNames
            guard !yNames.isEmpty else { throw CLIError("\(table.name): no numeric column to plot; name one with --y") }
            xColumn = table.xName
            let inputName = seriesNames?[k] ?? (paths.count > 1 ? Self.baseName(paths[k]) : "")
            for (j, yName) in yNames.enumerated() {
                let kind = Self.quantity(yName)
                if !kinds.contains(kind) {
                    kinds.append(kind)
                    panelColumns.append([])
                }
                let panel = kinds.firstIndex(of: kind)!
                if !panelColumns[panel].contains(yName) { panelColumns[panel].append(yName) }
                for (g, group) in table.groups.enumerated() {
                    var parts: [String] = []
                    if !inputName.isEmpty { parts.append(inputName) }
                    if yNames.count > 1 || (inputName.isEmpty && group == nil) { parts.append(yName) }
                    if let group, let by { parts.append("\(by) \(group)") }
                    let reduced = table.series[j][g].reduced()
                    series.append(SVGPlot.Series(name: parts.joined(separator: ", "), x: reduced.x, y: reduced.y, panel: panel))
                }
            }
        }
        // One unnamed line needs no legend.
        if series.count == 1 { series[0].name = "" }
        var yLabels = panelColumns.map { $0.joined(separator: ", ") }
        guard yLabel.count <= yLabels.count else {
            throw CLIError("\(yLabel.count) --y-label for \(yLabels.count) panel(s); give at most one per panel, top to bottom")
        }
        for (p, text) in yLabel.enumerated() { yLabels[p] = text }
        let plot = SVGPlot(
            series: series, title: title,
            xLabel: xLabel ?? (xColumn == "time" ? "time (s)" : xColumn),
            yLabels: yLabels,
            width: width, height: height)
        try output.write(plot.document())
    }

    /// The kind of quantity a column holds, by its name: columns of one kind share a panel (and
    /// a y axis); a value and its velocity never do. Velocity (or speed), acceleration and
    /// slope columns are their own kinds; every other column is a value.
    static func quantity(_ column: String) -> String {
        let name = column.lowercased()
        for kind in ["velocity", "speed", "acceleration", "slope"] where name.contains(kind) { return kind == "speed" ? "velocity" : kind }
        return "value"
    }

    static func list(_ text: String, option: String) throws -> [String] {
        let list = try ListOption.entries(text, option: option)
        if let k = list.entries.firstIndex(where: { $0.text.isEmpty }) {
            throw list.file == nil
                ? CLIError("\(option): empty column name in '\(text)'") : CLIError(list.error(at: k, "is an empty column name").description)
        }
        return list.entries.map(\.text)
    }

    /// The largest magnitude a plot can scale: nice ranges, ticks and pixel positions stay
    /// finite (the span of two values of ±1e308 would overflow).
    static let largestPlottable = 1e300

    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".csv") ? String(file.dropLast(4)) : file
    }
}
