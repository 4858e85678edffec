import Curves
import FrameIO

extension RowSink {
    /// Writes `point` as the two columns its tables give a point, x then y (pt).
    @inline(__always)
    func fields(_ point: Point) throws {
        try field(point.x)
        try field(point.y)
    }
}
