import SpringSim

/// A CSV table as `springsim render plot` reads it, through FrameIO's ``CSVReader`` (RFC 4180,
/// located errors): the header and every row's fields as text. Small by design — a plot holds
/// its samples in memory anyway.
struct RenderTable {
    /// Where the table came from, for messages.
    let name: String
    let header: [String]
    /// Data rows; each has `header.count` fields.
    let rows: [[String]]
    /// The line each row begins on (for messages).
    let lines: [Int]

    /// Reads `path` (`-`: standard input), with one-line errors naming the file, line and column.
    static func load(_ path: String) throws -> RenderTable {
        do {
            let reader = path == "-" ? try standardInputReader() : try CSVReader(path: path)
            var rows: [[String]] = [], lines: [Int] = []
            while let record = try reader.next() {
                rows.append(record)
                lines.append(reader.recordLine)
            }
            return RenderTable(name: reader.source, header: reader.header.map { $0[...].trimmingSpaces }, rows: rows, lines: lines)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// A reader on standard input (``Console/current``'s: the descriptor, or bytes in memory).
    static func standardInputReader() throws(CSVReadError) -> CSVReader {
        switch Console.current.standardInput {
        case .fileDescriptor(let fd): return try CSVReader(fileDescriptor: fd, source: "<stdin>")
        case .bytes(let bytes): return try CSVReader(text: String(decoding: bytes, as: UTF8.self), source: "<stdin>")
        }
    }

    /// The index of column `name`, or a one-line error listing the columns there are.
    func column(_ name: String) throws -> Int {
        guard let i = header.firstIndex(of: name) else {
            throw CLIError("\(self.name): no column '\(name)' (columns: \(header.joined(separator: ", ")))")
        }
        return i
    }

    /// Column `name` as numbers; an empty field is NaN (a gap: ease's slope column leaves
    /// undefined slopes empty); anything else that is not a number is an error with its line.
    func numbers(_ name: String) throws -> [Double] {
        let c = try column(name)
        return try rows.enumerated().map { r, fields in
            let text = fields[c][...].trimmingSpaces
            if text.isEmpty { return .nan }
            guard let v = Double(text) else {
                throw CLIError("\(self.name):\(lines[r]): column '\(name)': '\(text)' is not a number")
            }
            return v
        }
    }

    /// Whether every non-empty field of column `index` is a number.
    func isNumeric(_ index: Int) -> Bool {
        rows.allSatisfy { r in
            let t = r[index][...].trimmingSpaces
            return t.isEmpty || Double(t) != nil
        }
    }
}
