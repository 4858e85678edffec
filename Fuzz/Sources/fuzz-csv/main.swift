// Fuzzes the CSV reader (`CSVReader`), on the input's exact bytes through a file descriptor.
//
// Invariants beyond "no trap":
// - an error's line and column are ≥ 1 and its line is within the input;
// - reading the same bytes as text (`CSVReader(text:)`) gives the same records or error;
// - the records, written back with `CSVWriter` and read again, are the same records;
// - `readTable()` types each column as the widest kind its fields need, and the table written
//   back (integers, shortest round-trip reals, text) reads back as the same table.
import FuzzSupport
import SpringSim

let input = ScratchFile()
let output = ScratchFile()

fuzzMain { bytes in
    let lines = 1 + bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    input.reset(bytes)
    let read = records { () throws(CSVReadError) in try CSVReader(fileDescriptor: input.fd, source: "fuzz.csv") }
    if let text = String(validating: bytes, as: UTF8.self) {
        let again = records { () throws(CSVReadError) in try CSVReader(text: text, source: "fuzz.csv") }
        require(again == read, "text and descriptor readers disagree: \(again) vs \(read)")
    }
    let (header, rows): ([String], [[String]])
    switch read {
    case .failure(let error):
        require(error.line >= 1 && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
        return
    case .success(let records):
        (header, rows) = (records.header, records.rows)
    }

    // Records → CSVWriter → records.
    output.clear()
    do {
        let writer = try CSVWriter(fileDescriptor: output.fd, columns: header)
        for row in rows {
            for field in row { writer.field(field) }
            try writer.endRow()
        }
        try writer.flush()
    } catch {
        require(false, "writing back failed: \(error)")
    }
    // (Read back from memory: the writer's output is UTF-8, and one 64 KiB reader per input is
    // enough for the descriptor path.)
    let writtenBack = text(output.contents())
    let back = records { () throws(CSVReadError) in try CSVReader(text: writtenBack, source: "back.csv") }
    require(back == read, "written back, \(header) \(rows) reads as \(back)")

    // The typed table → CSVWriter → the same table.
    let table: FrameTable
    do { table = try CSVReader(text: String(decoding: bytes, as: UTF8.self)).readTable() } catch {
        require(false, "readTable failed where next() did not: \(error)")
        return
    }
    for (c, column) in table.columns.enumerated() {
        for row in table.rows {
            switch (row[c], column.kind) {
            case (.integer, _), (.real, .real), (.real, .text), (.text, .text): break
            default: require(false, "column \(column.name) of kind \(column.kind) holds \(row[c])")
            }
        }
    }
    output.clear()
    do {
        let writer = try CSVWriter(fileDescriptor: output.fd, columns: table.columns.map(\.name))
        for row in table.rows {
            for value in row {
                switch value {
                case .integer(let i): writer.field(i)
                case .real(let x): try writer.field(x)
                case .text(let s): writer.field(s)
                }
            }
            try writer.endRow()
        }
        try writer.flush()
        let again = try CSVReader(text: text(output.contents()), source: "table.csv").readTable()
        require(again == table, "the table written back reads as a different table")
    } catch {
        require(false, "the table did not round-trip: \(error)")
    }
}

struct Records: Equatable {
    var header: [String]
    var rows: [[String]]
}

/// The header and every record, or the first error.
func records(_ open: () throws(CSVReadError) -> CSVReader) -> Result<Records, CSVReadError> {
    do {
        let reader = try open()
        var rows: [[String]] = []
        while let row = try reader.next() { rows.append(row) }
        return .success(Records(header: reader.header, rows: rows))
    } catch {
        return .failure(error)
    }
}
