/// What a spin request asks for.
public struct WheelSpinRequest: Sendable, Hashable {
    public var prize: Int
    public var mode: WheelSpinMode
    /// Seed mode: the seed's `num` (extra turns, ≥ 0). Decay modes: overrides `plan.turns`
    /// when not nil.
    public var turns: Int?
    /// Decay modes (and retargets): friction, offset, duration range, tolerance. The snap of
    /// ``WheelSpinMode/decaySnap`` is `plan.snap`, or ``WheelSnap/init(handoverSpeed:naturalFrequency:)``'s
    /// defaults when nil.
    public var plan: WheelDecayPlan

    public init(prize: Int, mode: WheelSpinMode = .seed, turns: Int? = nil, plan: WheelDecayPlan = WheelDecayPlan()) {
        self.prize = prize
        self.mode = mode
        self.turns = turns
        self.plan = plan
    }

    /// The seed's default `num` when none is given (the article leaves it to the caller).
    public static let defaultSeedTurns = 3

    var effectivePlan: WheelDecayPlan {
        var p = plan
        if let turns { p.turns = turns }
        if mode == .decaySnap && p.snap == nil { p.snap = WheelSnap() }
        if mode == .decay { p.snap = nil }
        return p
    }
}

/// What to do with a spin request while a spin runs.
public enum WheelRespinPolicy: String, Sendable, Hashable, CaseIterable {
    /// Seed 004: `guard !isAnimating` — the request is refused.
    case refuse
    /// Take over from the running spin with its current angle and angular velocity and plan a
    /// decay to the new prize (the friction parameter is solved so it lands; no velocity jump).
    case retarget
}

/// A spin scheduled at `start` seconds on a ``WheelSpinner``'s timeline.
public struct WheelScheduledSpin: Sendable {
    public var start: Double
    public var spin: WheelSpin
}

/// A wheel over time: spins requested at given times, each starting from the wheel's state
/// at that moment, with the seed's refusal of a spin while one runs or a retarget.
public struct WheelSpinner: Sendable {
    public let wheel: Wheel
    /// θ before the first spin.
    public let initialAngle: Double
    public private(set) var spins: [WheelScheduledSpin] = []

    public init(wheel: Wheel, angle: Double = 0) {
        precondition(angle.isFinite, "WheelSpinner: angle must be finite")
        self.wheel = wheel
        self.initialAngle = angle
    }

    private func active(at t: Double) -> (WheelScheduledSpin, Double)? {
        guard let k = spins.lastIndex(where: { $0.start <= t }) else { return nil }
        return (spins[k], t - spins[k].start)
    }

    /// θ(t), radians.
    public func angle(at t: Double) -> Double {
        guard let (s, local) = active(at: t) else { return initialAngle }
        return s.spin.angle(at: local)
    }

    /// ω(t), rad/s.
    public func angularVelocity(at t: Double) -> Double {
        guard let (s, local) = active(at: t) else { return 0 }
        return s.spin.angularVelocity(at: local)
    }

    /// The sector under the pointer at time t.
    public func sector(at t: Double) -> WheelSector? { wheel.sector(underPointerAt: angle(at: t)) }

    /// When the last spin comes to rest (0 with no spins).
    public var restTime: Double { spins.last.map { $0.start + $0.spin.restTime } ?? 0 }

    /// Whether a spin is running at t (started and not yet at rest).
    public func isSpinning(at t: Double) -> Bool {
        guard let last = spins.last else { return false }
        return t >= last.start && t < last.start + last.spin.restTime
    }

    /// Requests a spin at `time` (seconds; not before the previous request).
    /// - Throws: ``WheelError`` when refused (a spin runs and `policy` is `.refuse`), or when
    ///   the request cannot be planned (unknown prize, negative turns, no duration fits).
    public mutating func spin(_ request: WheelSpinRequest, at time: Double, policy: WheelRespinPolicy = .refuse) throws(WheelError) {
        guard time.isFinite, time >= (spins.last?.start ?? -.infinity) else {
            throw WheelError("spin requests must come in time order (got \(time) s after \(spins.last!.start) s)")
        }
        let theta = angle(at: time)
        let spin: WheelSpin
        if isSpinning(at: time) {
            guard policy == .retarget else {
                throw WheelError(
                    "a spin is running until \(restTime) s; the spin requested at \(time) s is refused (seed behaviour; use retarget to take over)"
                )
            }
            let omega = angularVelocity(at: time)
            var plan = request.effectivePlan
            if request.mode == .seed { plan.turns = nil }  // the seed's turns mean something else
            spin = try WheelSpin.decay(wheel: wheel, prize: request.prize, plan: plan, from: theta, velocity: omega == 0 ? nil : omega)
        } else {
            switch request.mode {
            case .seed:
                spin = try WheelSpin.seed(
                    wheel: wheel, prize: request.prize, turns: request.turns ?? WheelSpinRequest.defaultSeedTurns, from: theta)
            case .decay, .decaySnap:
                spin = try WheelSpin.decay(wheel: wheel, prize: request.prize, plan: request.effectivePlan, from: theta)
            }
        }
        spins.append(WheelScheduledSpin(start: time, spin: spin))
    }

    /// Every tick of the timeline: each spin's crossings until the next spin takes over.
    public func ticks() -> [WheelTick] {
        var out: [WheelTick] = []
        for (k, s) in spins.enumerated() {
            let until = k + 1 < spins.count ? spins[k + 1].start : .infinity
            for var t in wheel.ticks(of: s.spin, timeOffset: s.start, until: until) {
                t.index = out.count
                out.append(t)
            }
        }
        return out
    }
}
