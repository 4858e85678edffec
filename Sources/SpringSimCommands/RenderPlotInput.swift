import SpringSim

/// One CSV table as `springsim render plot` reads it: streamed row by row through FrameIO's
/// ``CSVReader`` (fields as bytes, numbers parsed by ``ASCIIDecimal``), each plotted column (per `--by` group) fed to a ``PolylineReduction``, so
/// memory stays flat in the row count and no row is kept as text.
struct RenderPlotInput {
    /// Where the table came from, for messages.
    let name: String
    let header: [String]
    /// The x column's name and the plotted columns' names, in header or `--y` order.
    let xName: String
    let yNames: [String]
    /// The distinct `--by` values in order of first appearance (one nil group without `--by`).
    let groups: [String?]
    /// The reduced samples per plotted column, then per group.
    let series: [[PolylineReduction]]

    /// Reads `path` (`-`: standard input). `y` nil picks the default columns: `value` or
    /// `output` if present, else every other column except `frame` whose non-empty fields are
    /// all numbers.
    static func read(
        _ path: String, x: String?, y: [String]?, by: String?, columns: Int
    ) throws -> RenderPlotInput {
        let reader: CSVReader
        do {
            reader = path == "-" ? try RenderTable.standardInputReader() : try CSVReader(path: path)
        } catch {
            throw CLIError(error.description)
        }
        let name = reader.source
        let header = reader.header.map { $0[...].trimmingSpaces }
        func column(_ c: String) throws -> Int {
            guard let i = header.firstIndex(of: c) else {
                throw CLIError("\(name): no column '\(c)' (columns: \(header.joined(separator: ", ")))")
            }
            return i
        }
        let xName: String
        if let x {
            xName = x
        } else if let known = ["time", "input"].first(where: header.contains) {
            xName = known
        } else if let first = header.first {
            xName = first
        } else {
            throw CLIError("\(name): no columns")
        }
        let xIndex = try column(xName)
        // Candidate columns; without --y, a candidate that turns out not to be numeric drops out.
        var explicit = true
        let candidates: [String]
        if let y {
            candidates = y
        } else if let known = ["value", "output"].first(where: { header.contains($0) && $0 != xName }) {
            candidates = [known]
        } else {
            candidates = header.filter { $0 != xName && $0 != "frame" }
            explicit = false
        }
        let yIndex = try candidates.map(column)
        let byIndex = try by.map(column)
        var numeric = [Bool](repeating: true, count: candidates.count)
        // The first out-of-range value of a default candidate: an error only if it stays numeric.
        var outOfRange = [String?](repeating: nil, count: candidates.count)
        var groupOf: [String: Int] = [:]
        var groups: [String?] = byIndex == nil ? [nil] : []
        var series = [[PolylineReduction]](
            repeating: byIndex == nil ? [PolylineReduction(columns: columns)] : [], count: candidates.count)
        let largest = RenderPlotCommand.largestPlottable

        func text(_ c: Int) -> Substring { Self.trimmed(reader.field(c)) }
        // The field's number straight from its bytes (no String per field); empty is a gap (NaN).
        func number(_ c: Int) -> Double? { reader.withFieldBytes(c, Self.number) }
        func rangeError(_ line: Int, _ c: String, _ v: Double) -> String {
            "\(name):\(line): column '\(c)': \(v) is outside the plottable range [-1e300, 1e300]"
        }
        do {
            while try reader.advance() {
                let line = reader.recordLine
                guard let xv = number(xIndex) else {
                    throw CLIError("\(name):\(line): column '\(xName)': '\(text(xIndex))' is not a number")
                }
                if !xv.isNaN && !(abs(xv) <= largest) { throw CLIError(rangeError(line, xName, xv)) }
                var g = 0
                if let byIndex {
                    let key = String(text(byIndex))
                    if let known = groupOf[key] {
                        g = known
                    } else {
                        g = groups.count
                        groupOf[key] = g
                        groups.append(key)
                        guard groups.count <= 50 else {
                            // Count them all for the message.
                            while try reader.advance() { groupOf[String(text(byIndex))] = 0 }
                            throw CLIError("--by \(by!): \(groupOf.count) distinct values; at most 50 lines fit a plot")
                        }
                        for k in series.indices { series[k].append(PolylineReduction(columns: columns)) }
                    }
                }
                for (k, c) in yIndex.enumerated() where numeric[k] {
                    guard let v = number(c) else {
                        if explicit {
                            throw CLIError("\(name):\(line): column '\(candidates[k])': '\(text(c))' is not a number")
                        }
                        numeric[k] = false
                        series[k] = []
                        continue
                    }
                    if !v.isNaN && !(abs(v) <= largest) {
                        if explicit { throw CLIError(rangeError(line, candidates[k], v)) }
                        if outOfRange[k] == nil { outOfRange[k] = rangeError(line, candidates[k], v) }
                    }
                    series[k][g].append(x: xv, y: v)
                }
            }
        } catch let error as CSVReadError {
            throw CLIError(error.description)
        }
        if let k = numeric.indices.first(where: { numeric[$0] && outOfRange[$0] != nil }) { throw CLIError(outOfRange[k]!) }
        let kept = numeric.indices.filter { numeric[$0] }
        return RenderPlotInput(
            name: name, header: header, xName: xName, yNames: kept.map { candidates[$0] }, groups: groups,
            series: kept.map { series[$0] })
    }

    /// The number in a field's UTF-8 bytes, spaces around it ignored: NaN for an empty field (a
    /// gap), nil for anything `Double(String)` does not read; the same double it gives, bit
    /// for bit (``ASCIIDecimal``).
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0, end = bytes.count
        while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return start == end ? .nan : ASCIIDecimal.parse(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// `text` without leading and trailing spaces, without copying.
    static func trimmed(_ text: String) -> Substring {
        let u = text.utf8
        var start = u.startIndex, end = u.endIndex
        while start < end && u[start] == UInt8(ascii: " ") { start = u.index(after: start) }
        while end > start && u[u.index(before: end)] == UInt8(ascii: " ") { end = u.index(before: end) }
        return text[start..<end]
    }
}
