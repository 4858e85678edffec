// Fuzzes the list/number parser (`ListArgument`) that every list option of the command line
// uses: the input is read three ways — as an inline list (`--values 3,1,4`), as a file given
// by `@-` (entries separated by commas, spaces or line breaks) and, when it looks like a table,
// as a CSV column (`@-:value`).
//
// Invariants beyond "no trap":
// - a located error (file forms) has line ≥ 1 within the input and column ≥ 1; an inline
//   error carries no location;
// - every number is finite, and each is the correctly rounded value of its entry's text;
// - an entry's text (outside a CSV column, whose quoted fields may hold any text) contains no
//   separator;
// - numbers written back as shortest round-trip decimals, comma-joined, parse to the same
//   doubles bit for bit (inline and as a file).
import FuzzSupport
import SpringSim

fuzzMain { bytes in
    let lines = 1 + bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    let stdin: () throws(ListArgumentError) -> [UInt8] = { bytes }

    // As a file on standard input.
    check({ () throws(ListArgumentError) in try ListArgument("@-", option: "--values", standardInput: stdin) }, located: true, lines: lines)

    // As an inline list (only text that is not itself a file reference).
    let inline = text(bytes)
    if !inline.hasPrefix("@") {
        check({ () throws(ListArgumentError) in try ListArgument(inline, option: "--values") }, located: false, lines: lines)
    }

    // As the CSV column named by the first header field.
    if let firstLine = inline.split(separator: "\n", maxSplits: 1).first,
        let name = firstLine.split(separator: ",", maxSplits: 1).first, !name.isEmpty, !name.contains(":"),
        !name.contains("\"")
    {
        check(
            { () throws(ListArgumentError) in try ListArgument("@-:\(name)", option: "--values", standardInput: stdin) }, located: true,
            csv: true, lines: lines)
    }
}

/// Checks one reading: a located error, or entries whose numbers round-trip.
func check(_ read: () throws(ListArgumentError) -> ListArgument, located: Bool, csv: Bool = false, lines: Int) {
    let list: ListArgument
    do { list = try read() } catch {
        if error.line > 0 {
            require(located && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
        }
        return
    }
    for (i, entry) in list.entries.enumerated() {
        if located { require(entry.line >= 1 && entry.line <= lines && entry.column >= 1, "entry \(i) outside the input") }
    }
    let numbers: [Double]
    do { numbers = try list.numbers() } catch {
        require(error.description.contains("entry"), "a number error that names no entry: \(error)")
        return
    }
    require(numbers.count == list.entries.count, "\(numbers.count) numbers from \(list.entries.count) entries")
    for (value, entry) in zip(numbers, list.entries) {
        require(value.isFinite, "non-finite number \(value)")
        require(Double(entry.text) == value, "entry '\(entry.text)' read as \(value)")
        if !csv {
            require(
                !entry.text.contains(",") && !entry.text.contains(" ") && !entry.text.contains("\n"), "separator inside '\(entry.text)'")
        }
    }
    // Shortest round-trip decimals, joined, read back bit for bit.
    let joined = numbers.map { "\($0)" }.joined(separator: ",")
    do {
        let again = try ListArgument(joined, option: "--values").numbers()
        require(again.map(\.bitPattern) == numbers.map(\.bitPattern), "'\(joined)' reads back as \(again)")
        let asFile = try ListArgument("@-", option: "--values", standardInput: { () throws(ListArgumentError) in Array(joined.utf8) })
            .numbers()
        require(asFile.map(\.bitPattern) == numbers.map(\.bitPattern), "'\(joined)' as a file reads back as \(asFile)")
    } catch {
        require(false, "numbers written back did not parse: \(error)")
    }
}
