import Foundation

/// The CSV fixtures that `Scripts/reference_*.py` write, read with RFC 4180 quoting — shared by
/// every test target that has fixtures (each passes its own resource bundle).
public enum CSVFixture {
    /// The data rows of `Fixtures/<name>.csv` in `bundle`, as dictionaries keyed by header.
    public static func rows(_ name: String, in bundle: Bundle) -> [[String: String]] {
        guard let url = bundle.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("missing fixture \(name).csv") }
        var records = parse(text)
        let header = records.removeFirst()
        return records.map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    /// RFC 4180 records: fields split on commas, quoted fields may hold commas, quotes ("")
    /// and line breaks; `\r\n` and `\n` both end a record.
    public static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = [], fields: [String] = [], field = ""
        var quoted = false
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" {
                    if chars.first == "\"" { field.append("\""); chars.removeFirst() } else { quoted = false }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(field)
                field = ""
            } else if c == "\n" || c == "\r\n" {
                fields.append(field)
                field = ""
                records.append(fields)
                fields = []
            } else if c != "\r" {
                field.append(c)
            }
        }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append(fields)
        }
        return records
    }
}
