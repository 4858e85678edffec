import FixtureSupport
import Foundation
import FrameIO
import PropertyBased
import Testing

@Suite("ListArgument")
struct ListArgumentTests {
    static func file(_ name: String, _ contents: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("listargument-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test("commas, spaces, tabs and line breaks separate; entries keep their line and column")
    func separators() throws {
        let path = try Self.file("data.txt", "1, 2\n3\tabc\r\n  -4.5e-3\n")
        let list = try ListArgument("@" + path, option: "--values")
        #expect(list.file == path)
        #expect(list.entries.map(\.text) == ["1", "2", "3", "abc", "-4.5e-3"])
        #expect(list.entries.map(\.line) == [1, 1, 2, 2, 3])
        #expect(list.entries.map(\.column) == [1, 4, 1, 3, 3])
        #expect(throws: ListArgumentError(source: path, line: 2, column: 3, message: "--values entry 4 ('abc') is not a finite number")) {
            try list.numbers()
        }
        #expect("\(list.error(at: 4, "must be ≥ 0"))" == "\(path):3:3: --values entry 5 ('-4.5e-3') must be ≥ 0")
    }

    @Test("an empty entry between commas, or after a final comma, is kept (as '') at the comma; spaces around commas are not entries")
    func emptyEntries() throws {
        #expect(try ListArgument("1 , 2", option: "-x").entries.map(\.text) == ["1", "2"])
        #expect(try ListArgument("1,,2", option: "-x").entries.map(\.text) == ["1", "", "2"])
        #expect(try ListArgument(",1", option: "-x").entries.map(\.text) == ["", "1"])
        #expect(try ListArgument("1,", option: "-x").entries.map(\.text) == ["1", ""])
        let path = try Self.file("e.txt", "1,\n,2")
        let list = try ListArgument("@" + path, option: "-x")
        #expect(list.entries.map(\.text) == ["1", "", "2"])
        #expect(list.entries[1].line == 2 && list.entries[1].column == 1)
        #expect(throws: ListArgumentError(source: "-x", line: 0, column: 0, message: "entry 2 ('') is not a finite number")) {
            try ListArgument("1,,2", option: "-x").numbers()
        }
        #expect(throws: ListArgumentError.self) { try ListArgument("  ", option: "-x") }
        let blank = try Self.file("blank.txt", "\n \n")
        #expect(throws: ListArgumentError(source: blank, line: 0, column: 0, message: "no -x entries in the file")) {
            try ListArgument("@" + blank, option: "-x")
        }
    }

    @Test("nonDecreasingNumbers: the first decrease is located at its entry, quoting the one before")
    func nonDecreasing() throws {
        let path = try Self.file("times.txt", "0\n0.5 0.5\n0.25\n1")
        let list = try ListArgument("@" + path, option: "--times")
        #expect(
            throws: ListArgumentError(
                source: path, line: 3, column: 1,
                message: "--times entry 4 ('0.25') is less than the entry before it ('0.5'); the list must not decrease")
        ) {
            try list.nonDecreasingNumbers()
        }
        #expect(try ListArgument("0, 0, 1e-300, 2", option: "--times").nonDecreasingNumbers() == [0, 0, 1e-300, 2])
        #expect(
            throws: ListArgumentError(
                source: "--times", line: 0, column: 0,
                message: "entry 2 ('-1') is less than the entry before it ('0'); the list must not decrease")
        ) {
            try ListArgument("0,-1", option: "--times").nonDecreasingNumbers()
        }
    }

    @Test("@-: standard input; @FILE.csv:COLUMN a column of a table, located by line and field")
    func sources() throws {
        let piped = try ListArgument("@-", option: "--times") { Array("0 0.5\n1\n".utf8) }
        let pipedNumbers = try piped.numbers()
        #expect(piped.file == "<stdin>" && pipedNumbers == [0, 0.5, 1])
        let csv = try Self.file("t.csv", "frame,time\n0,0.0\n1, 0.5\n2,x\n")
        let column = try ListArgument("@\(csv):time", option: "--times")
        #expect(column.entries.map(\.text) == ["0.0", "0.5", "x"])
        #expect(column.entries.map(\.line) == [2, 3, 4] && column.entries.allSatisfy { $0.column == 2 })
        #expect("\(column.error(at: 2, "is not a finite number"))" == "\(csv):4:2: --times entry 3 ('x') is not a finite number")
        let fromStdin = try ListArgument("@-:frame", option: "--values") { Array("frame,time\n3,0\n4,1\n".utf8) }
        #expect(try fromStdin.numbers() == [3, 4])
        #expect(throws: ListArgumentError(source: csv, line: 1, column: 1, message: "no column 'value' (columns: frame, time)")) {
            try ListArgument("@\(csv):value", option: "--values")
        }
        #expect(throws: ListArgumentError.self) { try ListArgument("@/nonexistent/values.txt", option: "--values") }
        // A colon in a plain file name is part of the name.
        let odd = try Self.file("a:b.txt", "7")
        #expect(try ListArgument("@" + odd, option: "-x").numbers() == [7])
        #expect(try ListArgument.text("M0 0 L1 1", option: "path") == "M0 0 L1 1")
        let shape = try Self.file("s.svgpath", "M0 0\nH3")
        #expect(try ListArgument.text("@" + shape, option: "path") == "M0 0\nH3")
    }

    @Test("any finite doubles, written with any separators, read back bit for bit")
    func roundTrip() async {
        let separators = [",", ", ", " ", "\n", "\t", " ,\n", "\r\n"]
        await seededPropertyCheck(
            count: 300, input: Gen.double(in: -1e12...1e12), Gen.int(in: -300...300), Gen.int(in: 1...20), Gen.int(in: 0...Int.max)
        ) { x, e, count, seed in
            var state = UInt64(truncatingIfNeeded: seed)
            var values: [Double] = []
            var text = ""
            for k in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let v = x * Double(sign: .plus, exponent: e, significand: 1) * Double(k + 1)
                guard v.isFinite else { continue }
                if !values.isEmpty { text += separators[Int(state >> 33) % separators.count] }
                values.append(v)
                text += "\(v)"
            }
            guard !values.isEmpty else { return }
            do {
                let parsed = try ListArgument(text, option: "-x").numbers()
                #expect(parsed.map(\.bitPattern) == values.map(\.bitPattern), "\(text)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }
}
