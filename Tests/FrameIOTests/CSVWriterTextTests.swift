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

@Suite("CSVWriter in memory")
struct CSVWriterMemoryTests {
    @Test("the rows of a file writer without its header, across buffer flushes, and empty after taking")
    func sameBytes() throws {
        func rows(_ w: CSVWriter) throws {
            for i in 0..<20_000 {
                w.field(i)
                try w.field(Double(i) / 7)
                w.field(i % 3 == 0 ? "a,b" : "")
                try w.endRow()
            }
        }
        let file = try CSVWriter.text(columns: ["n", "x", "t"], rows)
        let memory = CSVWriter(bufferingColumns: ["n", "x", "t"])
        try rows(memory)
        let bytes = try memory.takeBytes()
        #expect("n,x,t\n" + String(decoding: bytes, as: UTF8.self) == file)
        #expect(bytes.count > 1 << 16)
        #expect(try memory.takeBytes().isEmpty)
        #expect(throws: CSVWriteError.self) { try memory.field(Double.nan) }
    }
}
