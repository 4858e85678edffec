/// Text escaped scalar by scalar, the one loop of JSON string quoting (``JSONText``) and of the
/// XML escaping of Render's SVG writers: each format is a table of replacements plus a rule for
/// the scalars the table does not name.
public enum TextEscaping {
    /// Appends `text` to `out`, each Unicode scalar `u` replaced by `replacement(u)` when that is
    /// not nil (the empty text leaves the scalar out) and kept as it is otherwise. One pass, O(n)
    /// in the scalars of `text`.
    @inlinable
    public static func append(_ text: String, to out: inout String, replacing replacement: (Unicode.Scalar) -> String?) {
        for u in text.unicodeScalars {
            if let r = replacement(u) { out += r } else { out.unicodeScalars.append(u) }
        }
    }
}
