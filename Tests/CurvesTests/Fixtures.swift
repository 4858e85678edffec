import Foundation

/// Loads the CSV fixtures written by `Scripts/reference_curves.py` (mpmath, 50 digits).
enum Fixtures {
    static func rows(_ name: String) -> [[String: String]] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("missing fixture \(name).csv") }
        var lines = text.split(separator: "\n").map(String.init)
        let header = lines.removeFirst().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return lines.map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, fields))
        }
    }
}
