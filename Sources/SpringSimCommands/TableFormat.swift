import ArgumentParser
import SpringSim

/// `--format csv|jsonl`: how a table is written.
enum TableFormat: String, ExpressibleByArgument, CaseIterable {
    case csv, jsonl
}

/// `--format csv|jsonl`, declared once for every command that writes a table: through
/// ``TableOutputOptions``, the curve queries' output and `network`.
struct TableFormatOption: ParsableArguments {
    @Option(name: .customLong(SpringTableOption.format.name), help: Help.format) var format: TableFormat = .csv
}

/// `--output FILE`, `--format csv|jsonl` and `--max-rows N`, declared once for every command
/// that writes one table (the spring table, integrate, ease, sweep, path sample and text, every
/// scene).
struct TableOutputOptions: ParsableArguments {
    @OptionGroup var destination: OutputOptions
    @OptionGroup var tableFormat: TableFormatOption
    var format: TableFormat { tableFormat.format }

    @OptionGroup var limit: RowLimitOptions

    /// Writes `table` after checking its size against `--max-rows`; see
    /// ``OutputOptions/write(_:format:)``.
    @discardableResult
    func write<T: Table>(_ table: T) throws -> T.Summary {
        try limit.check(table)
        return try destination.write(table, format: format)
    }

    /// Writes `text` to the destination (an export instead of the table).
    func write(_ text: String) throws { try destination.write(text) }
}
