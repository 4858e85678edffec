import FrameIO
import Testing

@Suite("CSVWriter.text")
struct CSVWriterTextTests {
    @Test("the same bytes as on a file: header, shortest doubles, quoted text")
    func text() throws {
        let csv = try CSVWriter.text(columns: ["a", "b,c"]) { w in
            w.field(1)
            try w.field(0.1)
            try w.endRow()
            w.field("x\"y")
            try w.field(-2.5e-300)
            try w.endRow()
        }
        #expect(csv == "a,\"b,c\"\n1,0.1\n\"x\"\"y\",-2.5e-300\n")
        #expect(try CSVWriter.text(columns: ["only"]) { _ in } == "only\n")
    }

    @Test("larger than the writer's buffer, and a writer error passes through")
    func largeAndErrors() throws {
        let csv = try CSVWriter.text(columns: ["n"]) { w in
            for i in 0..<100_000 {
                w.field(i)
                try w.endRow()
            }
        }
        var expected = 2  // "n\n"
        for i in 0..<100_000 { expected += String(i).utf8.count + 1 }
        #expect(csv.utf8.count == expected)
        #expect(csv.hasSuffix("\n99999\n"))
        #expect(throws: CSVWriteError.nonFinite(column: "n", row: 0)) {
            _ = try CSVWriter.text(columns: ["n"]) { w in try w.field(Double.nan) }
        }
    }
}
