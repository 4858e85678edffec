import Curves
import Dynamics
import FrameIO

/// What each touch on a ``RingChartScene`` hit, one row per touch in time order (`frame` is
/// the touch's rank, `time` its time):
///
/// `frame,time,tap,x,y,angle,distance,hit,slice,moved_out,centre_selected,offset_x,offset_y`
///
/// `hit` is `slice`, `centre` or `none`; `slice` the hit slice (−1 otherwise); `moved_out` the
/// slice that is out after the touch (−1 for none); `offset_x, offset_y` the translation the
/// hit slice moves to (`pad` along its mid-direction when it moves out, 0 when it moves back).
public struct RingChartTapTable: Scene {
    public let scene: RingChartScene
    public let clock: FrameClock

    public init(_ scene: RingChartScene) {
        self.scene = scene
        clock = FrameClock(timestamps: scene.tapResults.map(\.time))
    }

    public var columns: [FrameColumn] {
        [
            .frame, .time,
            FrameColumn("tap", .integer, "the touch's position in the input list"),
            FrameColumn("x", .real, unit: "pt", "touch x in view coordinates"),
            FrameColumn("y", .real, unit: "pt", "touch y in view coordinates (down)"),
            FrameColumn("angle", .real, unit: "rad", "the touch's angle around the centre, from +x clockwise, in [−π/2, 3π/2)"),
            FrameColumn("distance", .real, unit: "pt", "the touch's distance from the ring's centre"),
            FrameColumn("hit", .text, "slice, centre or none"),
            FrameColumn("slice", .integer, "the hit slice, −1 if none"),
            FrameColumn("moved_out", .integer, "the slice that is out after the touch, −1 if none"),
            FrameColumn("centre_selected", .integer, "1 if the centre element is selected after the touch"),
            FrameColumn("offset_x", .real, unit: "pt", "x translation the hit slice moves to"),
            FrameColumn("offset_y", .real, unit: "pt", "y translation the hit slice moves to"),
        ]
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        let r = scene.tapResults[frame]
        var slice = -1
        var offset = Point.zero
        let kind: String
        switch r.hit {
        case .slice(let i):
            kind = "slice"
            slice = i
            if r.selection.isOut(i) {
                let a = scene.angles[i]
                offset = scene.layout.moveOut(midAngle: 0.5 * (a.start + a.end))
            }
        case .centre: kind = "centre"
        case .none: kind = "none"
        }
        try sink.row(
            frame, time, r.tap, r.point, r.angle, r.distance, kind, slice, r.selection.movedOut ?? -1,
            r.selection.centreSelected ? 1 : 0, offset)
    }
}
