import Easing
import Scenes

/// The reduced-motion substitute of a motion: ``MotionMetrics/reducedMotionEasing`` (CSS
/// `ease-out`, cubic-bezier(0, 0, 0.58, 1), which never overshoots) from the motion's start to
/// its rest value over the duration D that reaches 95 % of the travel when the motion does:
/// D = t₉₅ / u₉₅ with t₉₅ from ``MotionMetrics/firstTime(reaching:from:to:within:value:)``
/// and u₉₅ = ``MotionMetrics/reducedMotionInput95`` — the same code as `springsim metrics`'
/// `reduced_motion_duration`, so the two agree to the last digit for the same t₉₅.
extension ExportMotion {
    /// The substitute (see the extension's overview).
    /// - Throws: ``ExportError`` when the motion ends where it starts (no 95 % to reach).
    public func reducedMotionSubstitute() throws(ExportError) -> ExportMotion {
        let from = startValue, to = restValue
        guard to != from else {
            throw ExportError("the motion ends where it starts: it has no reduced-motion substitute (no 95 % of a travel)")
        }
        let t95 = MotionMetrics.firstTime(reaching: 0.95, from: from, to: to, within: duration) { value(at: $0) }
        let D = MotionMetrics.reducedMotionDuration(time95: t95)
        guard D.isFinite, D > 0 else { throw ExportError("the motion reaches 95 % at once: it has no reduced-motion substitute") }
        let e = MotionMetrics.reducedMotionEasing
        let easing: CubicBezierEasing
        do { easing = try CubicBezierEasing(e.x1, e.y1, e.x2, e.y2) } catch { throw ExportError("the reduced-motion easing: \(error)") }
        return try ExportMotion(easing: easing, from: from, to: to, duration: D)
    }
}
