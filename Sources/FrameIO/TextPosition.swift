/// A 1-based line and column in UTF-8 text, moved one byte at a time: the place the CSV reader
/// and the scene-file parser report errors at.
package struct TextPosition: Sendable, Hashable {
    package var line = 1
    /// Characters, not bytes: the continuation bytes of a UTF-8 sequence do not count.
    package var column = 1

    package init() {}

    /// Moves past `byte`: a newline starts the next line at column 1; any byte that does not
    /// continue a UTF-8 sequence (not `10xxxxxx`) is one column more.
    package mutating func advance(past byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
