import ArgumentParser

/// `springsim chart line|curve|bar|pie`: per-frame tables of the seed charts.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Write the per-frame table of a seed chart animation (line, curve, bar, pie).",
        subcommands: [ChartLineCommand.self, ChartCurveCommand.self, ChartBarCommand.self, ChartPieCommand.self]
    )
}
