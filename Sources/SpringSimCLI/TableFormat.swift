import ArgumentParser
import SpringSim

/// `--format csv|jsonl`: how a scene's frame table is written.
enum TableFormat: String, ExpressibleByArgument, CaseIterable {
    case csv, jsonl
}

/// Output of a scene's frame table: `--output FILE` (atomic) and `--format`.
struct SceneOutputOptions: ParsableArguments {
    @OptionGroup var destination: OutputOptions

    @Option(
        help: ArgumentHelp("Table format: csv (header row, tidy long form) or jsonl (one JSON object per row).", valueName: "csv|jsonl"))
    var format: TableFormat = .csv

    @OptionGroup var limit: RowLimitOptions

    /// Streams every frame of `scene` to the destination, after checking its size against
    /// `--max-rows`.
    func write(_ scene: some Scene) throws {
        try limit.check(scene)
        switch format {
        case .csv:
            try destination.withCSV(columns: scene.columnNames) { w in try scene.emitTable(into: w) }
        case .jsonl:
            try destination.withDescriptor { fd in
                let w = JSONLinesWriter(fileDescriptor: fd, columns: scene.columnNames)
                try scene.emitTable(into: w)
                try w.flush()
            }
        }
    }
}

extension OutputOptions {
    /// Runs `body` with a file descriptor on the destination; commits the file only on success.
    func withDescriptor(_ body: (Int32) throws -> Void) throws { try withDestination(body) }
}
