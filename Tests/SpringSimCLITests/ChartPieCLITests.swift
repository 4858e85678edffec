import Foundation
import Testing

/// End-to-end tests of `springsim chart pie`.
@Suite("springsim chart pie")
struct ChartPieCLITests {
    typealias R = CLITests

    static var dataFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/scenes").path
    }

    @Test("the ring chart table: header, one row per slice and frame, 1.6 s at 60 fps")
    func ringTable() throws {
        let r = try R.run(["chart", "pie", "--values", "3,1,4"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n")
        #expect(
            lines[0] == "frame,time,slice,value,start_angle,end_angle,stroke_end,badge_opacity,offset_x,offset_y,moved_out,centre_selected")
        #expect(lines.count == 1 + 97 * 3)
        #expect(lines.last!.hasPrefix("96,1.6,2,4.0,"))
        #expect(lines[1] == "0,0.0,0,3.0,-1.5707963267948966,0.7853981633974483,0.0,0.0,0.0,0.0,0,0")
    }

    @Test("--hit: one row per touch, with what it hit and where the slice moves; --frames animates the moves")
    func hits() throws {
        let r = try R.run(["chart", "pie", "--hit", "230,140", "--hit", "187.5,206.75@2.5", "--hit", "1,1"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "frame,time,tap,x,y,angle,distance,hit,slice,moved_out,centre_selected,offset_x,offset_y")
        #expect(lines[1].hasPrefix("0,1.6,0,230.0,140.0,") && lines[1].contains(",slice,0,0,0,"))
        // The centre touch moves slice 0 back and selects the centre.
        #expect(lines[2].hasPrefix("1,2.5,1,187.5,206.75,") && lines[2].hasSuffix(",centre,-1,-1,1,0.0,0.0"))
        // Untimed: 0.5 s after the previous touch in the list.
        #expect(lines[3].hasPrefix("2,3.0,2,1.0,1.0,") && lines[3].hasSuffix(",none,-1,-1,1,0.0,0.0"))
        let f = try R.run(["chart", "pie", "--hit", "230,140", "--frames"])
        #expect(f.status == 0)
        let last = f.stdout.split(separator: "\n").last!
        #expect(last.hasPrefix("111,1.85,4,"))  // the move ends at 1.6 + 0.25 s
    }

    @Test("--edit: two overlapping deletes; the table ends with one slice covering the circle")
    func edits() throws {
        let r = try R.run(["chart", "pie", "--values", "10,10,10", "--edit", "delete:0@0,delete:0@0.1"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines[0] == "frame,time,slice,index,value,start_angle,end_angle,opacity,state")
        #expect(lines.last! == "36,0.6,2,0,10.0,-1.5707963267948966,4.71238898038469,1.0,live")
        #expect(lines.contains { $0.hasSuffix(",removing") })
    }

    @Test("scene files: the examples run (bad files: SceneFileCLITests)")
    func files() throws {
        let ring = try R.run(["chart", "pie", "--data", Self.dataFolder + "/ring-chart.json"])
        #expect(ring.status == 0 && ring.stdout.split(separator: "\n").count > 100)
        let edits = try R.run(["chart", "pie", "--data", Self.dataFolder + "/pie-edits.json", "--format", "jsonl"])
        #expect(edits.status == 0 && edits.stdout.hasPrefix("{\"frame\":0,"))
    }

    @Test("--output is atomic: written on success, nothing left on error or to an unwritable path")
    func atomicOutput() throws {
        let dir = try CLITests.temporaryDirectory("pie-out")
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("pie.csv").path
        let ok = try R.run(["chart", "pie", "--edit", "insert:0:5", "--output", good])
        #expect(ok.status == 0 && ok.stdout.isEmpty)
        #expect(try String(contentsOfFile: good, encoding: .utf8).hasPrefix("frame,time,slice,index,"))
        let failed = dir.appendingPathComponent("bad.csv").path
        let r = try R.run(["chart", "pie", "--edit", "delete:9", "--output", failed])
        #expect(r.status != 0 && !FileManager.default.fileExists(atPath: failed))
        let nowhere = try R.run(["chart", "pie", "--output", dir.path + "/missing/dir/pie.csv"])
        #expect(nowhere.status != 0 && nowhere.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["pie.csv"])
    }

    @Test("| head ends quietly")
    func head() throws {
        let r = try R.run(["chart", "pie", "--fps", "10000"], pipeTo: "head -2")
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.split(separator: "\n").count == 2)
    }
}
