/// The nearest known name to a misspelt one: what "did you mean …?" suggests, for scene-file
/// fields and command-line subcommands alike.
public enum Spelling {
    /// The name of `known` nearest to `name` by edit distance (case ignored), if it is at most 2
    /// edits away and fewer edits than `name` has characters; ties go to the first in sorted order.
    public static func closest(to name: String, in known: some Sequence<String>) -> String? {
        let scored = known.map { ($0, editDistance(Array(name.lowercased()), Array($0.lowercased()))) }
            .filter { $0.1 <= 2 && $0.1 < name.count }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.0
    }

    /// The Levenshtein distance: insertions, deletions and substitutions that turn `a` into `b`.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
