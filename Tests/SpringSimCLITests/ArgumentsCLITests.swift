import Foundation
import SpringSim
import Testing

/// The command-line conventions every subcommand shares: negative values, documented domains,
/// list files (`@FILE`, `@-`, `@FILE.csv:COLUMN`) with located errors, and `--max-rows`.
@Suite("springsim arguments")
struct ArgumentsCLITests {
    typealias R = CLITests

    /// Runs springsim with `input` on its standard input.
    static func run(_ args: [String], stdin input: String) throws -> CLITests.Run { try R.run(args, stdin: input) }

    static func temporary(_ name: String, _ contents: String) throws -> URL {
        let dir = try CLITests.temporaryDirectory("springsim-args")
        let url = dir.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    /// A column of a CSV table as numbers.
    static func column(_ csv: String, _ name: String) -> [Double] {
        let lines = csv.split(separator: "\n")
        let c = lines[0].split(separator: ",").firstIndex(of: Substring(name))!
        return lines.dropFirst().map { Double(String($0.split(separator: ",", omittingEmptySubsequences: false)[c]))! }
    }

    @Test("negative values are read as values on every kind of option, and agree with the library")
    func negativeValues() throws {
        // --velocity -3: the UIKit spring thrown backwards, against the closed form.
        let r = try R.run(["--damping", "0.5", "--velocity", "-3", "--from", "-1", "--to", "-2"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let spring = try Spring(uiKitDampingRatio: 0.5, duration: 1, initialVelocity: -3)
        let anim = SpringAnimation(spring: spring, from: -1, to: -2, normalizedVelocity: -3)
        let t = R.table(r.stdout)
        #expect(t.rows[0][2] == -1 && t.rows[0][3] == 3)  // velocity −3 distances/s of a −1 distance
        var worst = 0.0
        for row in t.rows { worst = max(worst, abs(row[2] - (anim.to + anim.motion.sample(at: row[1]).value))) }
        #expect(worst <= 1e-12)
        #expect(t.rows.last![1] == anim.settlingDuration())
        // --bounce -0.3: SwiftUI's overdamped spring.
        let b = try R.run(["settle", "--duration", "0.5", "--bounce", "-0.3", "--json"])
        let bs = Spring(duration: 0.5, bounce: -0.3)
        #expect(
            b.status == 0
                && b.stdout.contains("\"exact\": \(SpringAnimation(spring: bs, from: 0, to: 1, normalizedVelocity: 0).settlingDuration())"))
        // = form too.
        #expect(try R.run(["--damping", "0.5", "--velocity=-3", "--from=-1", "--to=-2"]).stdout == r.stdout)
        // Lists: the chart's value column is the list; ease inputs; path coordinates; offsets.
        let line = try R.run(["chart", "line", "--values", "-2,5,-1"])
        #expect(line.status == 0 && Array(Self.column(line.stdout, "value").prefix(3)) == [-2, 5, -1])
        let ease = try R.run(["ease", "linear", "--at", "-0.5,0,1.5"])
        #expect(ease.status == 0 && Self.column(ease.stdout, "input") == [-0.5, 0, 1.5])
        #expect(try R.run(["path", "length", "M-1 -1 L-4 -5"]).stdout == "5.0\n")
        let text = try R.run(["path", "text", "M0 0 H100", "--advances", "10", "--offset", "-20"])
        #expect(text.status == 0 && text.stdout == "glyph,x,y,angle\n")  // the glyph's midpoint is before the path
        let pie = try R.run(["chart", "pie", "--hit", "-5,3"])
        #expect(pie.status == 0 && pie.stdout.contains("-5.0,3.0"), "\(pie.stderr)")
        let film = try R.run(["render", "filmstrip", "--times", "-0.5,0", "--", "chart", "line", "--values", "-2,5,-1"])
        #expect(film.status == 0 && film.stdout.contains("<svg"), "\(film.stderr)")
        // chart line's spring defaults to WYChart's 1.4; an explicit --velocity 0 (or −1) replaces it.
        let wy = Self.column(try R.run(["chart", "line", "--animation", "spring"]).stdout, "vy")
        let still = Self.column(try R.run(["chart", "line", "--animation", "spring", "--velocity", "0"]).stdout, "vy")
        let back = Self.column(try R.run(["chart", "line", "--animation", "spring", "--velocity", "-1"]).stdout, "vy")
        #expect(wy[0] == -196 && still[0] == 0 && back[0] == 140)  // 1.4 and −1 distances/s of the 140-pt rise
        // A genuine mistake is still a missing value.
        let missing = try R.run(["--velocity", "--damping", "1"])
        #expect(missing.status == 2 && missing.stderr == "springsim: error: Missing value for '--velocity <v>'\n")
    }

    @Test("render plot refuses data beyond ±1e300 with its line instead of trapping in the nice scale")
    func plotRange() throws {
        let data = try Self.temporary("big.csv", "time,value\n0,1\n1,1e308\n2,-1e308\n")
        let r = try R.run(["render", "plot", "--input", data.path])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr == "springsim: error: \(data.path):3: column 'value': 1e+308 is outside the plottable range [-1e300, 1e300]\n")
        let fine = try Self.temporary("ok.csv", "time,value\n0,-1e300\n1,1e300\n")
        #expect(try R.run(["render", "plot", "--input", fine.path]).status == 0)
    }

    @Test("@FILE lists: comma, space and newline separated, the same as inline; @- reads standard input")
    func listFiles() throws {
        let inline = try R.run(["chart", "line", "--values", "-2,5,-1,4"])
        let file = try Self.temporary("data.txt", "-2, 5\n-1\t4\n")
        #expect(try R.run(["chart", "line", "--values", "@\(file.path)"]).stdout == inline.stdout)
        #expect(try Self.run(["chart", "line", "--values", "@-"], stdin: "-2 5 -1 4\n").stdout == inline.stdout)
        let times = try Self.temporary("times.txt", "0\n0.25\n0.5\n")
        let spring = try R.run(["--damping", "0.5", "--times", "@\(times.path)"])
        let springInline = try R.run(["--damping", "0.5", "--times", "0,0.25,0.5"])
        #expect(spring.status == 0 && spring.stdout == springInline.stdout)
        #expect(
            try R.run(["refresh", "--progress", "@\(times.path)"]).stdout == (try R.run(["refresh", "--progress", "0,0.25,0.5"])).stdout)
        #expect(
            try R.run(["ease", "ease", "--at", "@\(times.path)"]).stdout == (try R.run(["ease", "ease", "--at", "0,0.25,0.5"])).stdout)
        let advances = try R.run(["path", "text", "M0 0 H100", "--advances", "@\(times.path)"])
        let advancesInline = try R.run(["path", "text", "M0 0 H100", "--advances", "0,0.25,0.5"])
        #expect(advances.status == 0 && advances.stdout == advancesInline.stdout)
        let edits = try Self.temporary("edits.txt", "delete:0@0\ndelete:0@0.1\n")
        let pie = ["chart", "pie", "--values", "10,10,10", "--edit"]
        #expect(try R.run(pie + ["@\(edits.path)"]).stdout == (try R.run(pie + ["delete:0@0,delete:0@0.1"])).stdout)
        let film = ["render", "filmstrip", "--times"]
        let scene = ["--", "chart", "bar", "--values", "3,1"]
        #expect(try R.run(film + ["@\(times.path)"] + scene).stdout == (try R.run(film + ["0,0.25,0.5"] + scene)).stdout)
        // SVG path data from a file.
        let shape = try Self.temporary("shape.svgpath", "M0 0\nC0 1 1 1 1 0\n")
        #expect(try R.run(["path", "length", "@\(shape.path)"]).stdout == (try R.run(["path", "length", "M0 0 C0 1 1 1 1 0"])).stdout)
        #expect(try Self.run(["path", "length", "@-"], stdin: "M0 0 H3 V4").stdout == "7.0\n")
        // Only one option may read standard input.
        let twice = try Self.run(["path", "text", "@-", "--advances", "@-"], stdin: "M0 0 H3")
        #expect(twice.status == 2 && twice.stderr.contains("standard input (@-) can be read by one option only"))
    }

    @Test("@FILE.csv:COLUMN takes a table's column: a spring table's own times reproduce it")
    func csvColumns() throws {
        let table = try R.run(["--damping", "0.3", "--velocity", "-1"])
        let csv = try Self.temporary("frames.csv", table.stdout)
        let again = try R.run(["--damping", "0.3", "--velocity", "-1", "--times", "@\(csv.path):time"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.column(again.stdout, "time") == Self.column(table.stdout, "time"))
        // Direct evaluation vs the propagated grid: within the documented 3e-14 of the scale.
        let gap = zip(Self.column(again.stdout, "value"), Self.column(table.stdout, "value")).map { abs($0 - $1) }.max()!
        #expect(gap <= 3e-14)
        // A CSV from standard input; a chart of the spring's values.
        let piped = try Self.run(["chart", "line", "--values", "@-:value"], stdin: table.stdout)
        #expect(piped.status == 0 && Self.column(piped.stdout, "value").prefix(3) == Self.column(table.stdout, "value").prefix(3))
        let missing = try R.run(["chart", "line", "--values", "@\(csv.path):nope"])
        #expect(missing.status == 2 && missing.stderr.contains("\(csv.path):1:1: no column 'nope' (columns: frame, time, value"))
    }

    @Test("list errors name the file, line and column, or the option and entry")
    func locatedErrors() throws {
        let data = try Self.temporary("data.txt", "1, 2\n3 abc\n")
        let r = try R.run(["chart", "line", "--values", "@\(data.path)"])
        #expect(r.status == 2 && r.stderr == "springsim: error: \(data.path):2:3: --values entry 4 ('abc') is not a finite number\n")
        let empty = try Self.temporary("empty.txt", "1,,2")
        #expect(try R.run(["chart", "bar", "--values", "@\(empty.path)"]).stderr.contains("\(empty.path):1:3: --values entry 2 ('')"))
        let negative = try Self.temporary("counts.txt", "3\n-1\n")
        #expect(
            try R.run(["chart", "bar", "--values", "@\(negative.path)"]).stderr.contains(
                "\(negative.path):2:1: --values entry 2 ('-1') must be"))
        let progress = try Self.temporary("p.txt", "0 0.5\n1.5\n")
        #expect(
            try R.run(["refresh", "--progress", "@\(progress.path)"]).stderr.contains(
                "\(progress.path):2:1: --progress entry 3 ('1.5') is outside [0, 1]"))
        let csv = try Self.temporary("t.csv", "time,value\n0,1\n0.5,x\n")
        #expect(
            try R.run(["ease", "linear", "--at", "@\(csv.path):value"]).stderr.contains(
                "\(csv.path):3:2: --at entry 2 ('x') is not a finite number"))
        let nowhere = try R.run(["chart", "line", "--values", "@/nonexistent/values.txt"])
        #expect(nowhere.status == 1 && nowhere.stderr.contains("/nonexistent/values.txt: cannot read the file"))
        let inline = try R.run(["chart", "line", "--values", "1,x"])
        #expect(inline.stderr == "springsim: error: --values: entry 2 ('x') is not a finite number\n")
    }

    @Test("--data means the scene file on every command, the wheel included (--sectors kept as its old name)")
    func dataOption() throws {
        let wheel = try R.run(["wheel", "--prize", "3", "--data", "data/scenes/wheel.json"])
        let old = try R.run(["wheel", "--prize", "3", "--sectors", "data/scenes/wheel.json"])
        #expect(wheel.status == 0 && wheel.stdout == old.stdout)
        let both = try R.run(["wheel", "--prize", "3", "--data", "a.json", "--sectors", "b.json"])
        #expect(both.status == 2 && both.stderr.contains("--sectors is the older name of --data"))
        for command in [["chart", "line"], ["chart", "curve"], ["chart", "bar"], ["chart", "pie"], ["refresh"], ["wheel"]] {
            let help = try R.run(command + ["--help"]).stdout
            #expect(help.contains("--data <file>") && help.contains("A scene file (JSON, see data/scenes/)"), "\(command)")
        }
    }

    @Test("--max-rows refuses a larger table before writing anything; the limit itself passes")
    func maxRows() throws {
        let full = try R.run(["--damping", "0.5"])
        let rows = full.stdout.split(separator: "\n").count - 1
        #expect(try R.run(["--damping", "0.5", "--max-rows", "\(rows)"]).stdout == full.stdout)
        let dir = try CLITests.temporaryDirectory("springsim-rows")
        let out = dir.appendingPathComponent("t.csv").path
        let cases: [([String], Int)] = [
            (["--damping", "0.5", "--max-rows", "\(rows - 1)"], rows),
            (["integrate", "--damping", "0.5", "--max-rows", "10"], rows),
            (["ease", "linear", "--max-rows", "100"], 101),
            (["path", "sample", "M0 0 L1 1", "--count", "50", "--max-rows", "49"], 50),
            (["chart", "bar", "--values", "3,1", "--max-rows", "49"], 50),
            (["refresh", "--max-rows", "121"], 122),
            (["wheel", "--prize", "1", "--ticks", "--max-rows", "2"], 24),
        ]
        for (args, count) in cases {
            let r = try R.run(args + ["--output", out])
            #expect(r.status == 2 && r.stdout.isEmpty && !FileManager.default.fileExists(atPath: out), "\(args)")
            #expect(
                r.stderr.hasPrefix("springsim: error: ") && r.stderr.contains(" \(count) rows, more than --max-rows "),
                "\(args): \(r.stderr)")
            #expect(r.stderr.hasSuffix("; pass a larger --max-rows to allow it\n"))
        }
        // The default (10^7) is in the help and refuses a ten-hour 1 MHz table at once.
        let huge = try R.run(["--damping", "0.5", "--fps", "1e6", "--until", "36000"])
        #expect(huge.status == 2 && huge.stderr.contains("more than --max-rows 10000000"))
        #expect(try R.run(["spring", "--help"]).stdout.contains("10000000"))
    }

    @Test("integrate --stats ends its stderr line with a newline")
    func statsLine() throws {
        let r = try R.run(["integrate", "--damping", "0.5", "--stats"])
        #expect(r.status == 0 && r.stderr.hasSuffix("\n") && r.stderr.split(separator: "\n").count == 1)
    }
}
