import Foundation
import FrameIO
import Testing

@Suite("JSON Lines writer")
struct JSONLinesWriterTests {
    static func written(columns: [String], _ body: (JSONLinesWriter) throws -> Void) throws -> String {
        try textWritten(prefix: "jsonl") { fd in
            let w = JSONLinesWriter(fileDescriptor: fd, columns: columns)
            try body(w)
            try w.flush()
        }
    }

    @Test("one object per row, keys in column order, parseable by a JSON parser")
    func rows() throws {
        let text = try Self.written(columns: ["frame", "time", "slice"]) { w in
            try w.field(0)
            try w.field(0.1)
            try w.field("a \"b\"\n")
            try w.endRow()
            try w.field(1)
            try w.field(1e-300)
            try w.field("é")
            try w.endRow()
        }
        #expect(text == "{\"frame\":0,\"time\":0.1,\"slice\":\"a \\\"b\\\"\\n\"}\n{\"frame\":1,\"time\":1e-300,\"slice\":\"é\"}\n")
        for line in text.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?.count == 3)
        }
    }

    @Test("an absent value is null in JSON Lines and an empty field in CSV")
    func missing() throws {
        let text = try Self.written(columns: ["input", "slope"]) { w in
            try w.field(0.5)
            try w.missing()
            try w.endRow()
        }
        #expect(text == "{\"input\":0.5,\"slope\":null}\n")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["slope"] is NSNull)
        let csv = CSVWriter(bufferingColumns: ["input", "slope"])
        try csv.field(0.5)
        try csv.missing()
        try csv.endRow()
        #expect(String(decoding: try csv.takeBytes(), as: UTF8.self) == "0.5,\n")
    }

    @Test("non-finite numbers and wrong field counts are refused")
    func refusals() throws {
        #expect(throws: CSVWriteError.nonFinite(column: "time", row: 0)) {
            _ = try Self.written(columns: ["frame", "time"]) { w in
                try w.field(0)
                try w.field(Double.nan)
            }
        }
        #expect(throws: CSVWriteError.fieldCount(expected: 2, got: 1, row: 0)) {
            _ = try Self.written(columns: ["frame", "time"]) { w in
                try w.field(0)
                try w.endRow()
            }
        }
    }
}
