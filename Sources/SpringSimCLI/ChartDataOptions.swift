import ArgumentParser
import SpringSim

/// `--data FILE | --values 3,1,4,…`: where a chart's data comes from.
struct ChartDataOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("A scene file (JSON, see data/scenes/) with the chart's data and any constants to override.", valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp("The data values, comma-separated (finite numbers).", valueName: "v1,v2,…"))
    var values: String?

    func validate() throws {
        if data != nil && values != nil { throw CLIError("pass either --data FILE or --values LIST, not both") }
    }

    /// The `--values` list, checked: non-empty, every entry a finite number.
    func parsedValues() throws -> [Double]? {
        guard let list = values else { return nil }
        return try Self.parseNumbers(list, option: "--values")
    }

    /// Parses a comma-separated list of finite numbers for `option`, with a one-line error
    /// naming the bad entry and its position.
    static func parseNumbers(_ list: String, option: String) throws -> [Double] {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        guard !(parts.count == 1 && parts[0].trimmingSpaces.isEmpty) else { throw CLIError("\(option) is empty; give at least one number") }
        return try parts.enumerated().map { i, part in
            let text = part.trimmingSpaces
            guard let v = Double(text), v.isFinite else {
                throw CLIError("\(option): entry \(i + 1) ('\(text)') is not a finite number")
            }
            return v
        }
    }
}
