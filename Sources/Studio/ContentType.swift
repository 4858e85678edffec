/// The media type of a command's output: SVG `image/svg+xml`, JSON Lines `application/x-ndjson`,
/// one JSON document `application/json`, CSV `text/csv`, text reports `text/plain`.
///
/// The arguments decide where they can (`--format jsonl|csv`, `--json`, `--format json|text`);
/// otherwise the output's shape does: `<svg`/`<?xml` is SVG; lines that are each a JSON object are
/// JSON Lines; a header of comma-separated names followed by rows with as many commas is CSV.
public enum ContentType {
    public static let csv = "text/csv; charset=utf-8"
    public static let jsonLines = "application/x-ndjson"
    public static let json = "application/json; charset=utf-8"
    public static let svg = "image/svg+xml"
    public static let text = "text/plain; charset=utf-8"

    public static func of(output: [UInt8], arguments: [String]) -> String {
        let start = output.prefix(64)
        let head = String(decoding: start, as: UTF8.self).drop { $0 == " " || $0 == "\n" }
        if head.hasPrefix("<svg") || head.hasPrefix("<?xml") { return svg }
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        if head.hasPrefix("{") || head.hasPrefix("[") {
            let objectPerLine = lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") }
            return objectPerLine ? jsonLines : json
        }
        if let header = lines.first, looksLikeCSVHeader(header) { return csv }
        return text
    }

    /// `time,value,velocity`: names (letters, digits, `_`, `.`, `-`, `:`, `(`, `)`) between commas.
    static func looksLikeCSVHeader(_ line: Substring) -> Bool {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count >= 2 else { return false }
        return fields.allSatisfy { field in
            !field.isEmpty && field.allSatisfy { $0.isLetter || $0.isNumber || "_.-:()".contains($0) }
        }
    }
}
