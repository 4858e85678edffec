import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("CSV reader")
struct CSVReaderTests {
    func readError(_ text: String) -> String {
        do {
            let r = try CSVReader(text: text, source: "t.csv")
            while try r.next() != nil {}
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("RFC 4180 records: quotes, doubled quotes, line breaks in quotes, CRLF")
    func records() throws {
        let r = try CSVReader(text: "a,b,c\r\n1,\"x, \"\"y\"\"\",\"two\nlines\"\r\n,,\n", source: "t.csv")
        #expect(r.header == ["a", "b", "c"])
        #expect(try r.next() == ["1", "x, \"y\"", "two\nlines"])
        #expect(r.recordLine == 2)
        #expect(try r.next() == ["", "", ""])
        #expect(r.recordLine == 4)
        #expect(try r.next() == nil)
    }

    @Test("malformed input is located")
    func errors() {
        #expect(readError("") == "t.csv:1:1: empty input: expected a header row")
        #expect(readError("a,b\n1\n") == "t.csv:2:1: this row has 1 field, the header has 2")
        #expect(readError("a,b\n1,\"2\n") == "t.csv:2:3: unterminated quoted field")
        #expect(readError("a,b\n1,\"2\"x\n") == "t.csv:2:6: unexpected character after a closing quote")
        #expect(readError("a,b\n1,2\"\n") == "t.csv:2:4: quote inside an unquoted field")
        #expect(readError("a,a\n") == "t.csv:1:1: the header names column 'a' twice")
        #expect(readError("a\n1\r2\n") == "t.csv:2:3: a bare carriage return (expected \\r\\n)")
    }

    @Test("a table reads back with column kinds")
    func table() throws {
        let t = try CSVReader(text: "frame,time,name\n0,0,a\n1,0.5,b\n", source: "t.csv").readTable()
        #expect(t.columns.map(\.kind) == [.integer, .real, .text])
        #expect(t[1, "time"] == .real(0.5))
    }

    @Test("CSV round trip: what CSVWriter writes, CSVReader reads back exactly")
    func roundTrip() async throws {
        let alphabet = Array("ab,\"\n\r é😀x ")
        await seededPropertyCheck(
            count: 300, input: Gen.double(in: -1e12...1e12), Gen.int(in: -60...60), Gen.int(in: Int.min...Int.max),
            Gen.int(in: 0...12), Gen.int(in: 0...Int.max)
        ) { x, e, i, length, seed in
            let value = x * Double(sign: .plus, exponent: e, significand: 1)
            var state = UInt64(truncatingIfNeeded: seed)
            var text = ""
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            do {
                let w = try CSVWriter(fileDescriptor: fds[1], columns: ["x", "i", "s"])
                for _ in 0..<3 {
                    try w.field(value)
                    w.field(i)
                    w.field(text)
                    try w.endRow()
                }
                try w.flush()
                close(fds[1])
                let r = try CSVReader(fileDescriptor: fds[0], source: "pipe")
                #expect(r.header == ["x", "i", "s"])
                var rows = 0
                while let record = try r.next() {
                    rows += 1
                    #expect(Double(record[0])?.bitPattern == value.bitPattern)
                    #expect(Int(record[1]) == i)
                    #expect(record[2] == text)
                }
                #expect(rows == 3)
            } catch {
                Issue.record("round trip failed: \(error)")
            }
            close(fds[0])
        }
    }

    @Test("advance and field bytes read what next reads, across 64 KiB buffer refills, with the same errors")
    func fieldsWithoutStrings() throws {
        // A table longer than the reader's buffer, with quoted, non-ASCII and empty fields.
        var text = "t,v,name\n"
        for k in 0..<6000 {
            text += "\(Double(k) * 0.001),\(k % 7 == 0 ? "" : "-\(k).25e-3"),\(k % 5 == 0 ? "\"é, \"\"\(k)\"\"\"" : "ü\(k)")\n"
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fields-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let byFields = try CSVReader(path: path)
        let byRecords = try CSVReader(text: text)
        var rows = 0
        while try byFields.advance() {
            let record = try #require(try byRecords.next())
            #expect((0..<3).map(byFields.field) == record)
            #expect(byFields.withFieldBytes(1) { Array($0) } == Array(record[1].utf8))
            #expect(byFields.recordLine == byRecords.recordLine)
            rows += 1
        }
        #expect(rows == 6000)
        #expect(try byRecords.next() == nil)
        func advanceError(_ text: String) -> String {
            do {
                let r = try CSVReader(text: text, source: "t.csv")
                while try r.advance() {}
                return "no error"
            } catch {
                return error.description
            }
        }
        for bad in ["a,b\n1\n", "a,b\n1,\"2\n", "a,b\n1,\"2\"x\n", "a,b\n1,2\"\n", "a\n1\r2\n", "a,b\n\u{e9}\u{e9},2\"\n"] {
            #expect(advanceError(bad) == readError(bad), "\(bad)")
        }
        // Invalid UTF-8 is refused by both, at the same place.
        try Data([UInt8]("a,b\n1,x".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        let messages = [true, false].map { (fields: Bool) -> String in
            do {
                let r = try CSVReader(path: path)
                if fields { while try r.advance() {} } else { while try r.next() != nil {} }
                return "no error"
            } catch {
                return (error as? CSVReadError)?.message ?? "\(error)"
            }
        }
        #expect(messages[0] == messages[1] && messages[0] == "field is not valid UTF-8")
    }
}
