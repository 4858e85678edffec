import Foundation
import SpringSim
import Testing

/// End-to-end tests of `springsim refresh`.
@Suite("springsim refresh")
struct RefreshCLITests {
    typealias R = CLITests

    static let scenes = ChartBarCLITests.repository.appendingPathComponent("data/scenes")

    /// The CSV's rows as text fields (the `line` column is text).
    static func rows(_ csv: String) -> [[String]] {
        csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test("--progress: one frame per entry, two rows each; at 1 the arcs close the circle")
    func progressList() throws {
        let r = try R.run(["refresh", "--progress", "0,0.5,1"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(
            r.stdout.hasPrefix(
                "frame,time,progress,phase,line,start_x,start_y,end_x,end_y,center_x,center_y,arc_start,arc_end,tip_x,tip_y,arrow_x,arrow_y\n"
            ))
        let rows = Self.rows(r.stdout)
        #expect(rows.count == 6)
        #expect(rows.map { $0[4] } == ["left", "right", "left", "right", "left", "right"])
        // p = 0: the left line from the bottom edge (5, 100) to (5, 70); the right from (25, 0) to (25, 30).
        #expect(rows[0][5...8] == ["5.0", "100.0", "5.0", "70.0"] && rows[1][5...8] == ["25.0", "0.0", "25.0", "30.0"])
        // p = 1: left arc π → 2π ends at the right line's head (25, 50), and vice versa.
        let left = rows[4].map { Double($0) }, right = rows[5].map { Double($0) }
        #expect(left[11] == Double.pi && left[12] == 2 * Double.pi && right[11] == 0 && right[12] == Double.pi)
        #expect(abs(left[13]! - 25) < 1e-13 && abs(left[14]! - 50) < 1e-13)
        #expect(abs(right[13]! - 5) < 1e-13 && abs(right[14]! - 50) < 1e-13)
    }

    @Test("--duration: frames at n / fps to D, progress = t / D; --easing shapes it; default 1 s")
    func timeDriven() throws {
        let r = try R.run(["refresh", "--duration", "0.5", "--fps", "10"])
        #expect(r.status == 0)
        let rows = Self.rows(r.stdout)
        #expect(rows.count == 12)
        for row in rows { #expect(abs(Double(row[2])! - Double(row[1])! / 0.5) <= 1e-15) }
        #expect(rows.last![2] == "1.0")
        let eased = Self.rows(try R.run(["refresh", "--duration", "1", "--fps", "4", "--easing", "ease-in"]).stdout)
        #expect(Double(eased[2][2])! < 0.25 && eased.last![2] == "1.0")
        #expect(Self.rows(try R.run(["refresh"]).stdout).count == 2 * 61)
    }

    @Test("scene files: the article's progress list; the demo's constants with the flags' driver")
    func sceneFiles() throws {
        let article = try R.run(["refresh", "--data", Self.scenes.appendingPathComponent("refresh.json").path])
        #expect(article.status == 0 && Self.rows(article.stdout).count == 22)
        let demo = try R.run(["refresh", "--data", Self.scenes.appendingPathComponent("refresh-demo.json").path, "--progress", "1"])
        #expect(demo.status == 0)
        let rows = Self.rows(demo.stdout)
        // The demo's lines meet 1 pt off the middle, and its arcs stop at 0.9π.
        #expect(rows[0][10] == "49.0" && rows[1][10] == "51.0" && Double(rows[1][12]) == 0.9 * Double.pi)
    }

    @Test("--output: the table written to the file, nothing on standard output")
    func output() throws {
        let dir = try ChartBarCLITests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.csv")
        let ok = try R.run(["refresh", "--progress", "0.25", "--output", out.path])
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(ok.status == 0 && ok.stdout.isEmpty && written.split(separator: "\n").count == 3)
    }

    @Test("| head ends quietly")
    func head() throws {
        let r = try R.run(["refresh", "--duration", "100"], pipeTo: "head -2")
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout.split(separator: "\n").count == 2)
    }
}
