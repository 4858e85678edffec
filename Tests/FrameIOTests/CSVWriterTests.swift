import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import Testing

@Suite("CSV writer")
struct CSVWriterTests {
    /// Writes rows through CSVWriter into a temporary file and returns the text.
    static func written(columns: [String], _ body: (CSVWriter) throws -> Void) throws -> String {
        try textWritten(prefix: "csv") { fd in
            let w = try CSVWriter(fileDescriptor: fd, columns: columns)
            try body(w)
            try w.flush()
        }
    }

    @Test("round trip: every finite Double reads back bit-for-bit (shortest round-trip decimals)")
    func roundTrip() async throws {
        let bits = Gen.uint64(in: 0...UInt64.max)
        await seededPropertyCheck(count: 200, input: bits.array(of: 1...50)) { patterns in
            recordingErrors {
                let values = patterns.map { Double(bitPattern: $0) }.filter(\.isFinite)
                let text = try Self.written(columns: ["i", "x"]) { w in
                    for (i, v) in values.enumerated() { w.field(i); try w.field(v); try w.endRow() }
                }
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.first == "i,x")
                #expect(lines.last == "")  // ends with \n
                let back = lines.dropFirst().dropLast().map { Double(String($0.split(separator: ",")[1]))! }
                #expect(back.map(\.bitPattern) == values.map(\.bitPattern))
                // In-place formatting writes exactly Swift's `description` (and `String(Int)`).
                let expected = values.enumerated().map { "\($0.offset),\($0.element.description)" }
                #expect(Array(lines.dropFirst().dropLast().map(String.init)) == expected)
            }
        }
    }

    @Test("integers at the extremes format like String(Int)")
    func integers() throws {
        let values = [0, -1, 9, 10, -10, 1_000_000_007, Int.max, Int.min, Int.min + 1]
        let text = try Self.written(columns: ["i"]) { w in
            for v in values { w.field(v); try w.endRow() }
        }
        #expect(text == "i\n" + values.map { String($0) + "\n" }.joined())
    }

    @Test("non-finite values and wrong field counts are refused")
    func refusals() throws {
        #expect(throws: CSVWriteError.nonFinite(column: "x", row: 0)) {
            _ = try Self.written(columns: ["x"]) { w in try w.field(Double.nan) }
        }
        #expect(throws: CSVWriteError.fieldCount(expected: 2, got: 1, row: 0)) {
            _ = try Self.written(columns: ["a", "b"]) { w in
                try w.field(1.0); try w.endRow()
            }
        }
    }

    @Test("text fields are quoted per RFC 4180")
    func quoting() throws {
        let text = try Self.written(columns: ["name"]) { w in
            w.field("a,\"b\""); try w.endRow()
        }
        #expect(text == "name\n\"a,\"\"b\"\"\"\n")
    }

    @Test("bounded memory: 200 000 rows (> 1 MB) stream through the 64 KiB buffer")
    func manyRows() throws {
        let text = try Self.written(columns: ["i"]) { w in
            for i in 0..<200_000 { w.field(i); try w.endRow() }
        }
        #expect(text.utf8.count > 1_000_000)
    }
}
