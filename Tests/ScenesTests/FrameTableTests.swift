import Dynamics
import FrameIO
import Scenes
import Testing

/// A minimal scene: two elements moving linearly, to pin down the Scene/FrameTable contract.
private struct TwoDots: Scene {
    var clock = FrameClock(fps: 4, end: 1)
    var columns: [FrameColumn] {
        [.frame, .time, FrameColumn("element", .integer, "dot index"), FrameColumn("x", .real, unit: "pt", "position")]
    }
    func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        for e in 0..<2 {
            try sink.field(frame)
            try sink.field(time)
            try sink.field(e)
            try sink.field(Double(e + 1) * time)
            try sink.endRow()
        }
    }
}

@Suite("Scene and FrameTable")
struct FrameTableTests {
    @Test("a table holds one row per frame and element, in clock order")
    func collects() throws {
        let table = try FrameTable(TwoDots())
        #expect(table.rows.count == 10)
        #expect(table[9, "x"] == .real(2))
        #expect(table.filter("element", equals: .integer(1)).numbers("x") == [0, 0.5, 1, 1.5, 2])
    }

    @Test("the lazy rows equal the collected table")
    func lazyRows() throws {
        let scene = TwoDots()
        #expect(Array(scene.rows) == (try FrameTable(scene)).rows)
    }
}
