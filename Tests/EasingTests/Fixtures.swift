import Foundation

/// The CSV fixtures of `Scripts/reference_easing.py` (RFC 4180 quoting), by header name.
enum Fixtures {
    static func rows(_ name: String) -> [[String: String]] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("missing fixture \(name).csv") }
        var records = parse(text)
        let header = records.removeFirst()
        return records.map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = [], fields: [String] = [], field = ""
        var quoted = false, iterator = Array(text).makeIterator(), pending: Character? = nil
        func next() -> Character? { if let p = pending { pending = nil; return p }; return iterator.next() }
        while let c = next() {
            if quoted {
                if c == "\"" {
                    if let d = next() {
                        if d == "\"" { field.append("\"") } else { quoted = false; pending = d }
                    } else { quoted = false }
                } else { field.append(c) }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(field); field = ""
            } else if c == "\n" {
                fields.append(field); field = ""
                records.append(fields); fields = []
            } else if c != "\r" {
                field.append(c)
            }
        }
        if !field.isEmpty || !fields.isEmpty { fields.append(field); records.append(fields) }
        return records
    }
}
