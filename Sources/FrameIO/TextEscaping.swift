/// Text escaped scalar by scalar, the one loop of JSON string quoting (``JSONText``) and of the
/// XML escaping of Render's SVG writers: a format is a table of replacements plus a rule for the
/// scalars the table does not name. The answers for ASCII are looked up once, when the escaping
/// is made, so escaping costs one array read per ASCII scalar.
public struct TextEscaping: Sendable {
    /// The replacement of each ASCII scalar, or nil to keep it.
    private let ascii: [String?]
    /// The table's entries beyond ASCII.
    private let others: [Unicode.Scalar: String]
    private let rule: @Sendable (Unicode.Scalar) -> String?

    /// - Parameters:
    ///   - replacements: the scalars with a fixed replacement.
    ///   - rule: the replacement of any other scalar: nil keeps it, the empty text leaves it out.
    public init(_ replacements: [Unicode.Scalar: String], otherwise rule: @escaping @Sendable (Unicode.Scalar) -> String?) {
        ascii = (UInt8(0)..<128).map { v in replacements[Unicode.Scalar(v)] ?? rule(Unicode.Scalar(v)) }
        others = replacements.filter { $0.key.value >= 128 }
        self.rule = rule
    }

    /// Appends `text` to `out`, each Unicode scalar replaced as the table or the rule says (the
    /// empty text leaves it out) and kept as it is otherwise. One pass, O(n) in the scalars.
    public func append(_ text: String, to out: inout String) {
        for u in text.unicodeScalars {
            let replacement = u.value < 128 ? ascii[Int(u.value)] : others[u] ?? rule(u)
            if let replacement { out += replacement } else { out.unicodeScalars.append(u) }
        }
    }
}
