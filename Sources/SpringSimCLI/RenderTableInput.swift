#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A CSV table as `springsim render plot` reads it: the header and every row's fields as text
/// (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; `\n` or `\r\n`
/// line ends). Small by design — a plot holds its samples in memory anyway.
struct RenderTable {
    /// Where the table came from, for messages (`-` is standard input).
    let name: String
    let header: [String]
    /// Data rows; each has `header.count` fields.
    let rows: [[String]]

    /// Reads and parses `path` (`-`: standard input), with one-line errors naming the file and line.
    static func load(_ path: String) throws -> RenderTable {
        let bytes = try readAll(path)
        return try parse(bytes, name: path == "-" ? "standard input" : path)
    }

    static func parse(_ bytes: [UInt8], name: String) throws -> RenderTable {
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1, recordLine = 1
        var i = 0
        var inQuotes = false, quoted = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            quoted = false
        }
        while i < bytes.count {
            let b = bytes[i]
            if inQuotes {
                if b == UInt8(ascii: "\"") {
                    if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") {
                        field.append(b)
                        i += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if b == UInt8(ascii: "\n") { line += 1 }
                    field.append(b)
                }
            } else if b == UInt8(ascii: "\"") && field.isEmpty && !quoted {
                inQuotes = true
                quoted = true
            } else if b == UInt8(ascii: ",") {
                endField()
            } else if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                if b == UInt8(ascii: "\r") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                endField()
                records.append((recordLine, fields))
                fields.removeAll()
                line += 1
                recordLine = line
            } else {
                field.append(b)
            }
            i += 1
        }
        if inQuotes { throw CLIError("\(name):\(recordLine): unterminated quoted field") }
        if !field.isEmpty || !fields.isEmpty {
            endField()
            records.append((recordLine, fields))
        }
        // Blank lines (a lone empty field) are skipped.
        records.removeAll { $0.fields == [""] }
        guard let head = records.first else { throw CLIError("\(name): no CSV header (the input is empty)") }
        let header = head.fields.map { $0[...].trimmingSpaces }
        for record in records.dropFirst() where record.fields.count != header.count {
            throw CLIError("\(name):\(record.line): \(record.fields.count) fields, the header has \(header.count)")
        }
        return RenderTable(name: name, header: header, rows: records.dropFirst().map(\.fields))
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
                throw CLIError("\(self.name): row \(r + 1), column '\(name)': '\(text)' is not a number")
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

    private static func readAll(_ path: String) throws -> [UInt8] {
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else { throw CLIError("\(path): \(String(cString: strerror(errno)))") }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CLIError("\(path == "-" ? "standard input" : path): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }
}
