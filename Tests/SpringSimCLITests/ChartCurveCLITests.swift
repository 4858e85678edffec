import Foundation
import Testing

/// End-to-end tests of `springsim chart curve`.
@Suite("springsim chart curve")
struct ChartCurveCLITests {
    typealias R = CLITests

    @Test("default: strokeEnd over 0.8 s, then the fill over 0.4 s; 73 frames at 60 Hz")
    func defaults() throws {
        let r = try R.run(["chart", "curve"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let t = R.table(r.stdout)
        #expect(t.header == ["frame", "time", "stroke_end", "end_x", "end_y", "fill_opacity"])
        #expect(t.rows.count == 73)
        #expect(t.rows[24][1] == 0.4 && t.rows[24][2] == 0.5)  // stroke_end at 0.4 s
        #expect(t.rows[48][2] == 1 && t.rows[48][5] == 0)  // 0.8 s: drawn, fill starts
        #expect(t.rows[47][5] == 0)
        #expect(abs(t.rows[72][5] - 1) <= 2.3e-16 && t.rows[72][1] == 1.2)  // 1.2 s: filled
        #expect(t.rows[72][3] == 355 && t.rows[0][3] == 0)  // the end point runs from x = 0 to the chart's width
    }

    @Test("--table geometry: cubics with midpoint controls between the kept points")
    func geometry() throws {
        let r = try R.run(["chart", "curve", "--values", "1,3,2", "--table", "geometry"])
        #expect(r.status == 0)
        // 355 × 180 chart, max 3 at the top, min 0 at the bottom: y = 180·(3 − v)/3.
        #expect(
            r.stdout == """
                frame,time,segment,from_point,to_point,x0,y0,c1x,c1y,c2x,c2y,x1,y1
                0,0.0,0,0,1,0.0,120.0,88.75,120.0,88.75,0.0,177.5,0.0
                0,0.0,1,1,2,177.5,0.0,266.25,0.0,266.25,60.0,355.0,60.0

                """)
    }

    @Test("--table points marks the thinned points; 31 values keep every third plus the maximum")
    func points() throws {
        let values = (0..<31).map { $0 == 22 ? "100" : "50" }.joined(separator: ",")
        let r = try R.run(["chart", "curve", "--values", values, "--table", "points"])
        #expect(r.status == 0)
        let t = R.table(r.stdout)
        #expect(t.header == ["frame", "time", "point", "value", "x", "y", "kept"])
        let kept = t.rows.filter { $0[6] == 1 }.map { Int($0[2]) }
        #expect(kept == [0, 3, 6, 9, 12, 15, 18, 21, 22, 25, 28, 30])
    }

    @Test("| head ends quietly")
    func pipe() throws {
        let r = try R.run(["chart", "curve", "--fps", "100000"], pipeTo: "head -2")
        #expect(r.status == 0 && r.stderr.isEmpty && r.stdout.split(separator: "\n").count == 2)
    }
}
