// Implementation goals, in order of priority:
//  1. Land exactly where planned: the motion's rest angle equals the planned rotation
//     −(mid + offset) + 2πm up to the rounding of a few operations on |θ| (≤ 1e-13 rad for
//     θ < 1e3 rad), so the wheel stops inside the target sector.
//  2. Continuity: angle and angular velocity continuous at every phase change (decay → snap
//     spring), and the angular velocity keeps one sign until rest (no backwards creep).
//  3. Exact inverse queries (time at an angle) for ticks: closed forms for the friction
//     phases, a bracketed monotone solve to the last bit for the eased and spring phases.
import Dynamics
import Easing
import NumericsCore
import RealModule

/// How a spin moves the wheel.
public enum WheelSpinMode: String, Sendable, Hashable, CaseIterable {
    /// Seed 004: `CABasicAnimation` of `transform.rotation.z` to −(begin + end)/360·π + 2π·turns
    /// over turns + 0.5 s with ease-in-ease-out, filling forwards.
    case seed
    /// Free deceleration (friction) from a planned initial angular velocity to rest at the
    /// planned angle.
    case decay
    /// Decay, then a critically damped spring onto the sector's centre, handed over with the
    /// same angle and angular velocity.
    case decaySnap = "decay-snap"
}

/// The snap of ``WheelSpinMode/decaySnap``: when the decaying wheel has slowed to
/// `handoverSpeed`, a critically damped spring (ζ = 1) of natural frequency
/// `naturalFrequency` takes over and settles on the sector centre.
///
/// The spring is stiffened, if needed, to ω ≥ |ω_h|/d (d: angle left to the centre at
/// handover): a critically damped spring x(t) = (x₀ + (v₀ + ωx₀)t)e^(−ωt) with x₀ = −d and
/// 0 < v₀ ≤ ωd never overshoots and its velocity never changes sign. When the decay was
/// planned to rest past the centre by δ > 0 the handover happens no later than when 2δ
/// remain, so d ≥ δ > 0.
public struct WheelSnap: Sendable, Hashable {
    /// rad/s; the decay hands over when its speed falls to this.
    public var handoverSpeed: Double
    /// ω of the spring in rad/s.
    public var naturalFrequency: Double

    public init(handoverSpeed: Double = 1.5, naturalFrequency: Double = 8) {
        precondition(handoverSpeed > 0 && handoverSpeed.isFinite, "WheelSnap: handoverSpeed must be > 0")
        precondition(naturalFrequency > 0 && naturalFrequency.isFinite, "WheelSnap: naturalFrequency must be > 0")
        self.handoverSpeed = handoverSpeed
        self.naturalFrequency = naturalFrequency
    }
}

/// How to plan a decay spin (modes ``WheelSpinMode/decay`` and ``WheelSpinMode/decaySnap``).
public struct WheelDecayPlan: Sendable, Hashable {
    /// The friction model; its parameter is kept when the wheel starts from rest (the initial
    /// angular velocity is planned) and solved for when it starts with a velocity (retarget).
    public var friction: WheelFriction
    /// Where in the sector to rest (the snap always settles on the centre).
    public var offset: WheelOffset
    /// Extra full turns beyond the first reach of the target; nil: the fewest turns, at least
    /// ``minimumTurns``, whose rest time falls in ``durationRange``.
    public var turns: Int?
    /// The fewest extra turns considered when ``turns`` is nil (a prize wheel that stops after
    /// a fraction of a turn does not look spun); default 3, the CLI's default seed `num`.
    public var minimumTurns: Int
    /// Acceptable rest times in seconds (used when ``turns`` is nil).
    public var durationRange: ClosedRange<Double>
    /// Rest: at most this many radians left (exponential decay and the snap spring approach
    /// their rest angle asymptotically; constant deceleration stops exactly).
    public var restTolerance: Double
    /// The snap, for ``WheelSpinMode/decaySnap``; nil for a plain decay.
    public var snap: WheelSnap?

    public init(
        friction: WheelFriction = .exponential(decay: ExponentialDecay.decay(uiScrollViewRate: 0.998)), offset: WheelOffset = .centre,
        turns: Int? = nil,
        minimumTurns: Int = 3,
        durationRange: ClosedRange<Double> = 0.5...12, restTolerance: Double = 1e-3, snap: WheelSnap? = nil
    ) {
        precondition(restTolerance > 0 && restTolerance.isFinite, "WheelDecayPlan: restTolerance must be > 0")
        precondition(durationRange.lowerBound >= 0 && durationRange.upperBound.isFinite, "WheelDecayPlan: bad duration range")
        precondition(turns.map { $0 >= 0 } ?? true, "WheelDecayPlan: turns must be ≥ 0")
        precondition(minimumTurns >= 0, "WheelDecayPlan: minimumTurns must be ≥ 0")
        self.friction = friction
        self.minimumTurns = minimumTurns
        self.offset = offset
        self.turns = turns
        self.durationRange = durationRange
        self.restTolerance = restTolerance
        self.snap = snap
    }
}

/// One spin of the wheel: rotation θ(t) (radians, clockwise, `transform.rotation.z`) and
/// angular velocity ω(t) (rad/s) from t = 0 (the spin's start) to rest, built from phases
/// (eased, exponential decay, constant deceleration, snap spring) that hand over with equal
/// angle and velocity. Plan one with ``seed(wheel:prize:turns:from:)`` or
/// ``decay(wheel:prize:plan:from:velocity:)``.
///
/// Every spin is monotone: ω keeps one sign (``direction``) until rest, so each angle between
/// the start and rest is passed exactly once (``time(atAngle:)``).
public struct WheelSpin: Sendable {
    enum Phase: Sendable {
        case eased(from: Double, to: Double, duration: Double, easing: CubicBezierEasing)
        case exponential(ExponentialDecay)
        case constant(ConstantDeceleration)
        case spring(SpringAnimation)
    }

    struct Segment: Sendable {
        var start: Double
        var phase: Phase
    }

    let segments: [Segment]
    public let mode: WheelSpinMode
    /// The target prize id.
    public let sectorID: Int
    /// θ at t = 0.
    public let startAngle: Double
    /// The planned rest rotation (the limit of θ(t)); the target sector is under the pointer.
    public let restAngle: Double
    /// When the spin counts as finished: the eased end, the exact stop of a constant
    /// deceleration, or the time at most ``WheelDecayPlan/restTolerance`` radians remain.
    public let restTime: Double
    /// The time the snap spring takes over (decay-snap only).
    public let handoverTime: Double?
    /// The friction actually used (decay modes), with its parameter solved when the spin
    /// started with a given velocity.
    public let friction: WheelFriction?
    /// +1 (clockwise) or −1.
    public let direction: Double

    /// θ(t); t < 0 gives the start angle, and after the last phase ends the motion continues to
    /// its limit (the eased phase fills forwards at its end value).
    public func angle(at t: Double) -> Double {
        let (seg, local) = segment(at: t)
        switch seg.phase {
        case .eased(let from, let to, let d, let easing):
            let u = min(max(local / d, 0), 1)
            return u == 1 ? to : from + (to - from) * easing.value(at: u)
        case .exponential(let m): return m.value(at: local)
        case .constant(let m): return m.value(at: local)
        case .spring(let m): return m.value(at: local)
        }
    }

    /// ω(t) = dθ/dt in rad/s (0 before the start of a spin from rest and after an eased end).
    public func angularVelocity(at t: Double) -> Double {
        let (seg, local) = segment(at: t)
        switch seg.phase {
        case .eased(let from, let to, let d, let easing):
            if t < 0 || local >= d { return 0 }
            return (to - from) / d * (easing.slope(at: local / d) ?? 0)
        case .exponential(let m): return t < 0 ? 0 : m.velocity(at: local)
        case .constant(let m): return t < 0 ? 0 : m.velocity(at: local)
        case .spring(let m): return m.velocity(at: local)
        }
    }

    /// The angular velocity at t = 0.
    public var initialVelocity: Double { angularVelocity(at: 0) }

    private func segment(at t: Double) -> (Segment, Double) {
        var k = 0
        while k + 1 < segments.count && segments[k + 1].start <= t { k += 1 }
        return (segments[k], max(t, 0) - segments[k].start)
    }

    /// The time θ first reaches `theta` (seconds since the start), or nil when it never does
    /// (behind the start, or at/after the rest angle of an asymptotic phase).
    ///
    /// Error bound: friction phases use Dynamics' closed-form inverses (a few ulps of t); the
    /// eased and spring phases solve the monotone θ(t) = theta by bisection to adjacent
    /// doubles (`BracketedRoot.bisect`), so θ(t) is within one step of the double grid of
    /// `theta` — |θ(t) − theta| ≤ |ω|·ulp(t) plus the evaluation error of θ. (Brent's method,
    /// `BracketedRoot.solve`, would end elsewhere where θ is flat: near the snap's rest its
    /// evaluation error spans hundreds of ulps of t, and the printed times would change.)
    public func time(atAngle theta: Double) -> Double? {
        let s = direction
        if s * (theta - startAngle) < 0 { return nil }
        if theta == startAngle { return 0 }
        for (k, seg) in segments.enumerated() {
            let end: Double? = k + 1 < segments.count ? segments[k + 1].start : nil
            let endAngle = end.map { angle(at: $0) }
            if let endAngle, s * (theta - endAngle) > 0 { continue }
            if let endAngle, theta == endAngle { return end }
            switch seg.phase {
            case .eased(let from, let to, let d, let easing):
                if from == to { return 0 }
                let p = (theta - from) / (to - from)
                guard p >= 0, p <= 1 else { return nil }
                // The curve parameter τ with y(τ) = p (y is increasing for ease-in-ease-out),
                // then u = x(τ).
                let tau = Self.root(0, 1) { easing.point(at: $0).y - p }
                return seg.start + easing.point(at: tau).x * d
            case .exponential(let m):
                let t = m.time(atValue: theta)
                return t.isFinite ? seg.start + t : nil
            case .constant(let m):
                let t = m.time(atValue: theta)
                return t.isFinite ? seg.start + t : nil
            case .spring(let m):
                // θ approaches m.to monotonically; bracket by doubling.
                guard s * (m.to - theta) > 0 else { return nil }
                var hi = 1.0
                var tries = 0
                while s * (m.value(at: hi) - theta) < 0 {
                    hi *= 2
                    tries += 1
                    if tries > 200 { return nil }
                }
                return seg.start + Self.root(0, hi) { s * (m.value(at: $0) - theta) }
            }
        }
        return nil
    }

    /// The sign change of an increasing f with f(lo) ≤ 0 ≤ f(hi), to adjacent doubles: the end
    /// with the smaller |f| (lo when f(lo) ≥ 0, hi when f(hi) ≤ 0).
    static func root(_ lo: Double, _ hi: Double, _ f: (Double) -> Double) -> Double {
        // The ends are checked here, not left to BracketedRoot's precondition: an end already
        // past the target (by rounding) is the answer rather than a trap.
        if f(lo) >= 0 { return lo }
        if f(hi) <= 0 { return hi }
        return BracketedRoot.bisect(in: lo, hi, f).root
    }
}

extension WheelSpin {
    /// The seed's spin (seed 004): from `start` (the layer's model value; 0 in the seed) to
    /// `−(begin + end)/360·π + 360·π/180·turns` over `turns + 0.5` s with Core Animation's
    /// ease-in-ease-out, filling forwards. The end angle is computed in the seed's own
    /// arithmetic (`Float` begin/end, see ``WheelSector/seedMidAngle``), so it is the value
    /// the seed hands to `toValue`, bit for bit.
    /// - Throws: ``WheelError`` for an unknown prize or negative turns.
    public static func seed(wheel: Wheel, prize: Int, turns: Int, from start: Double = 0) throws(WheelError) -> WheelSpin {
        guard let sector = wheel.sector(id: prize) else { throw WheelError.unknownPrize(prize, wheel) }
        guard turns >= 0 else { throw WheelError("turns must be ≥ 0 (got \(turns))") }
        let end = Self.seedEndAngle(sector: sector, turns: turns)
        let duration = Double(turns) + 0.5
        return WheelSpin(
            segments: [Segment(start: 0, phase: .eased(from: start, to: end, duration: duration, easing: .easeInEaseOut))],
            mode: .seed, sectorID: prize, startAngle: start, restAngle: end, restTime: duration, handoverTime: nil, friction: nil,
            direction: end < start ? -1 : 1)
    }

    /// `rotationAngle + 360 * .pi / 180.0 * CGFloat(num)` with `rotationAngle =
    /// -CGFloat((begin + end) / 360.0 * .pi)` (Float inside), as seed 004 writes it.
    public static func seedEndAngle(sector: WheelSector, turns: Int) -> Double {
        -sector.seedMidAngle + 360 * Double.pi / 180.0 * Double(turns)
    }

    /// How many turns beyond the minimum the duration search tries before giving up.
    public static let maximumExtraTurns = 1000

    /// A decay spin (optionally with the snap) to prize `prize`.
    ///
    /// From rest (`velocity` nil): the wheel turns clockwise; the rest rotation is the first
    /// θ = −(mid + offset) + 2πm at least one sector width beyond `start`, plus `plan.turns`
    /// turns (or the fewest turns from `plan.minimumTurns` on whose rest time is in
    /// `plan.durationRange`), and the initial
    /// angular velocity is planned for the given friction: ω₀ = λ·D (exponential) or √(2aD)
    /// (constant), D the angle to travel.
    ///
    /// With a velocity (a retarget of a running spin): the direction is the velocity's, and
    /// the friction parameter is solved so the wheel rests at the target: λ = |ω₀|/D or
    /// a = ω₀²/(2D), picking the m (or `plan.turns` extra turns) whose solved parameter is
    /// closest, in ratio, to the plan's.
    ///
    /// - Throws: ``WheelError`` for an unknown prize, an offset outside the sector, or when no
    ///   number of turns gives a rest time in the duration range.
    public static func decay(
        wheel: Wheel, prize: Int, plan: WheelDecayPlan, from start: Double = 0, velocity: Double? = nil
    ) throws(WheelError)
        -> WheelSpin
    {
        guard let sector = wheel.sector(id: prize) else { throw WheelError.unknownPrize(prize, wheel) }
        let offset = try plan.offset.angle(in: sector)
        let phi = sector.midAngle + offset
        let tol = plan.restTolerance
        if let v0 = velocity, v0 != 0 {
            let s: Double = v0 > 0 ? 1 : -1
            // Candidates m: the rest ahead of the start; its centre too (for the snap).
            let first = Wheel.rotation(bringing: phi, underPointerFrom: start, direction: s, turns: 0, minimumTravel: 0)
            var best: (theta: Double, score: Double)? = nil
            let target = plan.friction.parameter
            for k in 0...100_000 {
                if let t = plan.turns, k != t { continue }
                let theta = first + s * 2 * Double.pi * Double(k)
                let centre = theta + s * offset
                if s * (centre - start) <= 0 { continue }
                let p = plan.friction.parameter(stoppingAfter: s * (theta - start), speed: abs(v0))
                let score = abs(Double.log(p / target))
                if let b = best, score >= b.score { if plan.turns == nil { break } else { continue } }
                best = (theta, score)
                if plan.turns != nil { break }
            }
            guard let chosen = best else { throw WheelError("cannot retarget to prize \(prize) from here") }
            let distance = s * (chosen.theta - start)
            let friction = plan.friction.with(parameter: plan.friction.parameter(stoppingAfter: distance, speed: abs(v0)))
            return build(
                prize: prize, mode: plan.snap == nil ? .decay : .decaySnap, start: start, velocity: v0, friction: friction,
                rest: chosen.theta, centre: chosen.theta + s * offset, tolerance: tol, snap: plan.snap)
        }
        // From rest: clockwise, velocity planned.
        var rest: Double
        if let turns = plan.turns {
            rest = Wheel.rotation(bringing: phi, underPointerFrom: start, direction: 1, turns: turns, minimumTravel: sector.width)
        } else {
            var found: Double? = nil
            for k in plan.minimumTurns...(plan.minimumTurns + Self.maximumExtraTurns) {
                let theta = Wheel.rotation(bringing: phi, underPointerFrom: start, direction: 1, turns: k, minimumTravel: sector.width)
                let t = plan.friction.restDuration(distance: theta - start, tolerance: tol)
                if t > plan.durationRange.upperBound { break }
                if t >= plan.durationRange.lowerBound {
                    found = theta
                    break
                }
            }
            guard let f = found else {
                let r = plan.durationRange
                throw WheelError(
                    "no number of turns brings prize \(prize) to rest within \(r.lowerBound)…\(r.upperBound) s with this friction (the rest time barely grows with distance under exponential decay: change the rate or the range)"
                )
            }
            rest = f
        }
        let v0 = plan.friction.speed(withRemainingAngle: rest - start)
        return build(
            prize: prize, mode: plan.snap == nil ? .decay : .decaySnap, start: start, velocity: v0, friction: plan.friction, rest: rest,
            centre: rest + offset, tolerance: tol, snap: plan.snap)
    }

    /// Assembles the phases of a decay spin from `start` with `velocity` under `friction`,
    /// which rests at `rest`; with a snap, the spring settles at `centre`.
    private static func build(
        prize: Int, mode: WheelSpinMode, start: Double, velocity v0: Double, friction: WheelFriction, rest: Double, centre: Double,
        tolerance tol: Double, snap: WheelSnap?
    ) -> WheelSpin {
        let s: Double = v0 < 0 ? -1 : 1
        let phase: Phase
        switch friction {
        case .exponential(let l): phase = .exponential(ExponentialDecay(decay: l, position: start, velocity: v0))
        case .constant(let a): phase = .constant(ConstantDeceleration(deceleration: a, position: start, velocity: v0))
        }
        func value(_ t: Double) -> Double {
            switch phase {
            case .exponential(let m): return m.value(at: t)
            case .constant(let m): return m.value(at: t)
            default: return start
            }
        }
        func speed(_ t: Double) -> Double {
            switch phase {
            case .exponential(let m): return m.velocity(at: t)
            case .constant(let m): return m.velocity(at: t)
            default: return 0
            }
        }
        func time(atSpeed v: Double) -> Double {
            switch phase {
            case .exponential(let m): return m.time(atSpeed: v)
            case .constant(let m): return m.time(atSpeed: v)
            default: return 0
            }
        }
        guard let snap else {
            let restTime: Double
            switch friction {
            case .exponential(let l): restTime = time(atSpeed: l * tol)
            case .constant: restTime = abs(v0) / friction.parameter
            }
            return WheelSpin(
                segments: [Segment(start: 0, phase: phase)], mode: mode, sectorID: prize, startAngle: start, restAngle: rest,
                restTime: restTime, handoverTime: nil, friction: friction, direction: s)
        }
        // Hand over no later than when twice the overshoot past the centre remains.
        let delta = s * (rest - centre)
        let required = friction.speed(withRemainingAngle: 2 * max(delta, 0))
        let handoverSpeed = max(snap.handoverSpeed, required)
        let th = handoverSpeed >= abs(v0) ? 0 : time(atSpeed: handoverSpeed)
        let xh = th == 0 ? start : value(th)
        let vh = th == 0 ? v0 : speed(th)
        let d = s * (centre - xh)
        precondition(d > 0, "WheelSpin: the snap must start before the centre")
        let omega = max(snap.naturalFrequency, (1 + 1e-9) * abs(vh) / d)
        let spring = SpringAnimation(spring: Spring(naturalFrequency: omega, dampingRatio: 1), from: xh, to: centre, initialVelocity: vh)
        var segments = th > 0 ? [Segment(start: 0, phase: phase)] : []
        segments.append(Segment(start: th, phase: .spring(spring)))
        var spin = WheelSpin(
            segments: segments, mode: mode, sectorID: prize, startAngle: start, restAngle: centre, restTime: th, handoverTime: th,
            friction: friction, direction: s)
        if d > tol, let t = spin.time(atAngle: centre - s * tol) {
            spin = WheelSpin(
                segments: segments, mode: mode, sectorID: prize, startAngle: start, restAngle: centre, restTime: t, handoverTime: th,
                friction: friction, direction: s)
        }
        return spin
    }
}

extension WheelError {
    static func unknownPrize(_ id: Int, _ wheel: Wheel) -> WheelError {
        WheelError("unknown prize id \(id) (the wheel has \(wheel.sectors.map { String($0.id) }.joined(separator: ", ")))")
    }
}
