import ArgumentParser
import SpringSim

/// `--output FILE`: write there all-or-nothing instead of stdout (`--output -` is stdout, as
/// for most command-line tools).
struct OutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong(SpringTableOption.output.name)], help: Help.output) var output: String?

    /// Writes `table` in `format` to the destination — the one writer path of every table:
    /// a CSV writer or a JSON Lines writer on standard output or an atomic file. Returns what
    /// emitting the table reports (``Table/Summary``).
    @discardableResult
    func write<T: Table>(_ table: T, format: TableFormat = .csv) throws -> T.Summary {
        try Self.write(table, format: format, path: output)
    }

    /// ``write(_:format:)`` to the destination `path` (nil or `-`: standard output).
    @discardableResult
    static func write<T: Table>(_ table: T, format: TableFormat, path: String?) throws -> T.Summary {
        var summary: T.Summary?
        try withDestination(path: path) { destination in
            switch format {
            case .csv:
                let w = try CSVWriter(destination: destination, columns: table.columnNames)
                summary = try table.emitTable(into: w)
                try w.flush()
            case .jsonl:
                let w = JSONLinesWriter(destination: destination, columns: table.columnNames)
                summary = try table.emitTable(into: w)
                try w.flush()
            }
        }
        return summary!
    }

    /// Writes `text` to the destination.
    func write(_ text: String) throws {
        try withDestination { destination in try destination.write(text) }
    }

    /// Runs `body` with the destination: standard output (``Console/current``'s) — also for
    /// `--output -` — or an ``AtomicFile`` on `--output`. The file is committed only when `body` returns; on any
    /// error — a write failure, or a validation error thrown after output began — it is
    /// abandoned, so a replaced file keeps its old contents. A write error names the file.
    func withDestination(_ body: (ByteDestination) throws -> Void) throws { try Self.withDestination(path: output, body) }

    /// ``withDestination(_:)`` for the destination `path` (nil or `-`: standard output).
    static func withDestination(path: String?, _ body: (ByteDestination) throws -> Void) throws {
        guard let path, path != "-" else { return try body(Console.current.standardOutput) }
        let file = try AtomicFile(path: path)
        do {
            try body(.fileDescriptor(file.fileDescriptor))
            try file.commit()
        } catch CSVWriteError.io(let message) where !message.contains("'\(path)'") {
            file.abandon()
            throw CSVWriteError.io("cannot write '\(path)': \(message)")
        } catch {
            file.abandon()
            throw error
        }
    }
}
