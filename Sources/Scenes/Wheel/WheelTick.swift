/// A sector boundary passing under the pointer: the moment a clicker ticks (sound, haptics).
public struct WheelTick: Sendable, Hashable {
    /// 0-based, in time order.
    public var index: Int
    /// Seconds since the spin started.
    public var time: Double
    /// Index into ``Wheel/boundaries`` of the edge crossed.
    public var boundary: Int
    /// The rotation θ at the crossing (≡ −boundary angle mod 2π), radians.
    public var angle: Double
    /// ω at the crossing, rad/s.
    public var angularVelocity: Double
}

extension Wheel {
    /// Every boundary crossing of `spin` from its start to its rest angle, in time order.
    ///
    /// The crossings are found in angle, not by frame sampling: boundary β is under the pointer
    /// at θ = −β + 2πm, so the crossings are those θ strictly between the start and the rest
    /// angle, and each time is the spin's exact inverse (``WheelSpin/time(atAngle:)``). Times
    /// are relative to the spin's start; `timeOffset` is added (for spins that start later in
    /// a ``WheelSpinner`` timeline), and ticks at or after `until` are dropped.
    public func ticks(of spin: WheelSpin, timeOffset: Double = 0, until: Double = .infinity) -> [WheelTick] {
        let a = spin.startAngle, b = spin.restAngle
        let lo = min(a, b), hi = max(a, b)
        let twoPi = 2 * Double.pi
        var crossings: [(theta: Double, boundary: Int)] = []
        for (j, beta) in boundaries.enumerated() {
            // m with lo < −β + 2πm < hi.
            var m = ((lo + beta) / twoPi).rounded(.down)
            while -beta + twoPi * m <= lo { m += 1 }
            while -beta + twoPi * m < hi {
                crossings.append((-beta + twoPi * m, j))
                m += 1
            }
        }
        crossings.sort { spin.direction * $0.theta < spin.direction * $1.theta }
        var out: [WheelTick] = []
        for c in crossings {
            guard let t = spin.time(atAngle: c.theta) else { continue }
            let time = t + timeOffset
            if time >= until { break }
            out.append(
                WheelTick(index: out.count, time: time, boundary: c.boundary, angle: c.theta, angularVelocity: spin.angularVelocity(at: t)))
        }
        return out
    }
}
