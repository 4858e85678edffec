import ArgumentParser
import SpringSim

/// `--data FILE`: a scene file, meaning the same on every command that takes one (the charts,
/// refresh, the wheel).
struct SceneDataOption: ParsableArguments {
    @Option(help: Help.data) var data: String?
}

/// A number list with the list it came from, to locate errors found after parsing.
struct ParsedNumbers {
    let values: [Double]
    let list: ListArgument

    /// A one-line error about a configuration's `field`: located at entry `index` of `parsed`
    /// when it is about the values and they came from a file, else `inline`.
    static func error(_ parsed: ParsedNumbers?, field: String, at index: Int?, _ message: String, inline: String) -> CLIError {
        guard field == "values", let parsed else { return CLIError(inline) }
        return parsed.error(at: index, message, inline: inline)
    }

    /// A one-line error about entry `index`: `inline` (the message used for a list written on
    /// the command line), or the file, line and column of the entry when it came from a file.
    func error(at index: Int?, _ message: String, inline: String) -> CLIError {
        guard list.file != nil, let index, list.entries.indices.contains(index) else { return CLIError(inline) }
        return CLIError(list.error(at: index, message).description)
    }
}

/// `--data FILE | --values 3,1,4,…`: where a chart's data comes from.
struct ChartDataOptions: ParsableArguments {
    @OptionGroup var scene: SceneDataOption

    @Option(help: Help.values) var values: String?

    var data: String? { scene.data }

    func validate() throws {
        if data != nil && values != nil { throw CLIError("pass either --data FILE or --values LIST, not both") }
    }

    /// The scene file's configuration (else `defaults`) with `--values` on top, and the list
    /// the values came from (to locate errors found later).
    func configuration<C: ChartValuesConfiguration>(_ defaults: C) throws -> (C, ParsedNumbers?) {
        var c = try data.map { path throws(SceneFileError) in try SceneFile.decode(C.self, fromFile: path) } ?? defaults
        let parsed = try parsedValues()
        if let parsed { c.values = parsed.values }
        return (c, parsed)
    }

    /// The `--values` list, checked: non-empty, every entry a finite number.
    func parsedValues() throws -> ParsedNumbers? {
        guard let argument = values else { return nil }
        let list = try ListOption.entries(argument, option: "--values")
        do { return ParsedNumbers(values: try list.numbers(), list: list) } catch { throw CLIError(error.description) }
    }
}

/// A chart configuration a scene file describes and `--values` overrides.
protocol ChartValuesConfiguration: Decodable {
    var values: [Double] { get set }
}

extension LineChartConfiguration: ChartValuesConfiguration {}
extension CurveChartConfiguration: ChartValuesConfiguration {}
