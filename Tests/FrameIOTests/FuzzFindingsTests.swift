import Foundation
import FrameIO
import Testing

/// Inputs the CSV and scene-file fuzz targets (Fuzz/Sources/fuzz-csv, fuzz-scene-json) found;
/// each is also in its seed corpus.
@Suite("CSV and scene files: fuzzing findings")
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

    @Test("scene files from raw bytes: bytes that are not UTF-8 are refused with a location")
    func rawBytes() throws {
        #expect(try SceneFile.decode([String].self, bytes: Array("[\"é\"]".utf8), name: "ok.json") == ["é"])
        let error = #expect(throws: SceneFileError.self) {
            try SceneFile.decode([String].self, bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], name: "bad.json")
        }
        #expect(error?.line == 1 && error?.column == 2 && error?.message == "string is not valid UTF-8")
    }
}
