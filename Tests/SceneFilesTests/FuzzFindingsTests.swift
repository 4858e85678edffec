import SceneFiles
import Testing

/// Inputs the scene-file fuzz target (Fuzz/Sources/fuzz-scene-json) found; each is also in its
/// seed corpus.
@Suite("Scene files: fuzzing findings")
struct SceneFilesFuzzFindingsTests {
    @Test("scene files from raw bytes: bytes that are not UTF-8 are refused with a location")
    func rawBytes() throws {
        #expect(try SceneFile.decode([String].self, bytes: Array("[\"é\"]".utf8), name: "ok.json") == ["é"])
        let error = #expect(throws: SceneFileError.self) {
            try SceneFile.decode([String].self, bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], name: "bad.json")
        }
        #expect(error?.line == 1 && error?.column == 2 && error?.message == "string is not valid UTF-8")
    }
}
