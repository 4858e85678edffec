import FrameIO
import Testing

@Suite("JSONText")
struct JSONTextTests {
    @Test("quoting: the five short escapes, other controls as \\u00xx, everything else as it is")
    func quoting() {
        #expect(JSONText.quoted("a\"b\\c\n\r\t") == #""a\"b\\c\n\r\t""#)
        #expect(JSONText.quoted("\u{0}\u{1}\u{1F} \u{7F}") == #""\u0000\u0001\u001f "# + "\u{7F}\"")
        #expect(JSONText.quoted("é\u{FFFE}😀") == "\"é\u{FFFE}😀\"")
        #expect(JSONText.quoted("") == "\"\"")
    }
}
