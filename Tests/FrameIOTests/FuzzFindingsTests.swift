import Foundation
import FrameIO
import Testing

/// Inputs the CSV fuzz target (Fuzz/Sources/fuzz-csv) found; each is also in its seed corpus.
/// The scene-file findings are in SceneFilesTests.
@Suite("CSV: fuzzing findings")
struct FrameIOFuzzFindingsTests {
    @Test("CSVWriter quotes header names that need it, so a read table writes back the same")
    func quotedHeader() throws {
        let columns = ["a,b", "say \"hi\"", "line\nbreak", "plain"]
        let text = try CSVWriterTests.written(columns: columns) { w in
            for c in columns { w.field(c) }
            try w.endRow()
        }
        #expect(text.hasPrefix("\"a,b\",\"say \"\"hi\"\"\",\"line\nbreak\",plain\n"))
        let reader = try CSVReader(text: text)
        #expect(reader.header == columns)
        #expect(try reader.next() == columns)
        #expect(try reader.next() == nil)
    }
}
