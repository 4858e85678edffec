import Curves
import FrameIO

/// A point is written as the two columns its tables give a point, x then y (pt).
extension Point: RowValue {
    @inline(__always)
    public func emit(into sink: some RowSink) throws {
        try sink.field(x)
        try sink.field(y)
    }
}
