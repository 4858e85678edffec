import ArgumentParser
import SpringSim

/// `--output FILE`: write there all-or-nothing instead of stdout (`--output -` is stdout, as
/// for most command-line tools).
struct OutputOptions: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write to FILE (atomically: nothing is left behind on error) instead of standard output.", valueName: "file"))
    var output: String?

    /// Runs `body` with a CSV writer on the destination; commits the file only on success.
    func withCSV(columns: [String], _ body: (CSVWriter) throws -> Void) throws {
        try Self.withCSV(path: output, columns: columns, body)
    }

    /// ``withCSV(columns:_:)`` for the destination `path` (nil or `-`: standard output).
    static func withCSV(path: String?, columns: [String], _ body: (CSVWriter) throws -> Void) throws {
        try withDestination(path: path) { fd in
            let writer = try CSVWriter(fileDescriptor: fd, columns: columns)
            try body(writer)
            try writer.flush()
        }
    }

    /// Writes `text` to the destination.
    func write(_ text: String) throws {
        try withDestination { fd in try Self.writeAll(Array(text.utf8), to: fd) }
    }

    /// Runs `body` with a file descriptor on the destination (standard output — also for
    /// `--output -` — or an ``AtomicFile`` on `--output`). The file is committed only when `body` returns; on any
    /// error — a write failure, or a validation error thrown after output began — it is
    /// abandoned, so a replaced file keeps its old contents. A write error names the file.
    func withDestination(_ body: (Int32) throws -> Void) throws { try Self.withDestination(path: output, body) }

    /// ``withDestination(_:)`` for the destination `path` (nil or `-`: standard output).
    static func withDestination(path: String?, _ body: (Int32) throws -> Void) throws {
        guard let path, path != "-" else { return try body(Platform.standardOutput) }
        let file = try AtomicFile(path: path)
        do {
            try body(file.fileDescriptor)
            try file.commit()
        } catch CSVWriteError.io(let message) where !message.contains("'\(path)'") {
            file.abandon()
            throw CSVWriteError.io("cannot write '\(path)': \(message)")
        } catch {
            file.abandon()
            throw error
        }
    }

    /// Writes every byte of `bytes` to `fd` (retrying interrupted and short writes).
    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws {
        var bytes = bytes[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Platform.writeBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if Platform.errorNumber == Platform.interrupted { continue }
                if Platform.errorNumber == Platform.brokenPipe { throw CSVWriteError.closedPipe }
                throw CSVWriteError.io(Platform.lastErrorMessage)
            }
            bytes = bytes.dropFirst(n)
        }
    }
}

/// `--output FILE` and `--max-rows N`, declared once for every command that writes one CSV
/// table (spring, integrate, ease, path sample, path text).
struct TableOutputOptions: ParsableArguments {
    @OptionGroup var destination: OutputOptions
    @OptionGroup var limit: RowLimitOptions

    /// Runs `body` with a CSV writer on the destination; commits the file only on success.
    func withCSV(columns: [String], _ body: (CSVWriter) throws -> Void) throws {
        try destination.withCSV(columns: columns, body)
    }

    /// Writes `text` to the destination (an export instead of the table).
    func write(_ text: String) throws { try destination.write(text) }
}
