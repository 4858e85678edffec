import ArgumentParser
import SpringSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output FILE`: write there all-or-nothing instead of stdout.
struct OutputOptions: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write to FILE (atomically: nothing is left behind on error) instead of standard output.", valueName: "file"))
    var output: String?

    /// Runs `body` with a CSV writer on the destination; commits the file only on success.
    func withCSV(columns: [String], _ body: (CSVWriter) throws -> Void) throws {
        if let path = output {
            let file = try AtomicFile(path: path)
            do {
                let writer = try CSVWriter(fileDescriptor: file.fileDescriptor, columns: columns)
                try body(writer)
                try writer.flush()
                try file.commit()
            } catch {
                file.abandon()
                throw error
            }
        } else {
            let writer = try CSVWriter(fileDescriptor: STDOUT_FILENO, columns: columns)
            try body(writer)
            try writer.flush()
        }
    }

    /// Writes `text` to the destination.
    func write(_ text: String) throws {
        if let path = output {
            let file = try AtomicFile(path: path)
            try writeAll(text, to: file.fileDescriptor)
            try file.commit()
        } else {
            try writeAll(text, to: STDOUT_FILENO)
        }
    }

    private func writeAll(_ text: String, to fd: Int32) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { throw CSVWriteError.closedPipe }
                throw CSVWriteError.io(String(cString: strerror(errno)))
            }
            bytes = bytes.dropFirst(n)
        }
    }
}
