import Easing

/// An exported motion as an easing: e(u) = (x(u·T) − x(0)) / (rest − x(0)) on [0, 1], the
/// progress a CSS `linear()` or a Core Animation keyframe list carries. e(0) = 0 and e(1) = 1
/// exactly (the motion rests exactly at its rest value from T on).
public struct MotionEasing: Easing {
    public let motion: ExportMotion
    /// rest − start (not 0).
    public let distance: Double

    /// - Throws: ``ExportError`` when the motion returns to its start (no progress scale).
    public init(_ motion: ExportMotion) throws(ExportError) {
        let d = motion.restValue - motion.startValue
        guard d != 0 else { throw ExportError("the motion ends where it starts: it has no progress from 0 to 1 to export as an easing") }
        self.motion = motion
        self.distance = d
    }

    public func value(at u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return (motion.value(at: u * motion.duration) - motion.startValue) / distance
    }

    public func slope(at u: Double) -> Double? {
        motion.velocity(at: min(max(u, 0), 1) * motion.duration) * motion.duration / distance
    }
}
