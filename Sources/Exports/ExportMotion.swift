import Dynamics
import Easing

/// A whole one-dimensional motion as an exporter sees it: the exact value and velocity on
/// [0, ``duration``] seconds, then rest at ``restValue``.
///
/// The exporters approximate the motion on [0, duration] and hold ``restValue`` afterwards.
/// A motion that only approaches its rest value (a spring, a decay) is cut where it stays
/// within a stated distance of it (``init(spring:restTolerance:)``,
/// ``init(decay:restTolerance:)``), so the exported rest is exact and the cut costs at most
/// that distance; the exporters give it half of their error budget.
///
/// Units: time in seconds; value in the motion's units (the CLI's `--from/--to` units);
/// velocity in value units per second.
public struct ExportMotion: Sendable {
    /// Where the motion starts (its value at t = 0).
    public let startValue: Double
    /// Where it rests, exactly, from ``duration`` on.
    public let restValue: Double
    /// The exported span, seconds (> 0, finite).
    public let duration: Double
    /// Times in (0, duration) where the velocity may jump (a phase change of a scroll): the
    /// fitters place a keyframe candidate there.
    public let breakpoints: [Double]
    /// What a default error bound is a fraction of: |rest − start|, or for a motion that
    /// returns to its start, the farthest it goes from it, max |x(t) − x(0)|.
    public let travel: Double
    private let valueAt: @Sendable (Double) -> Double
    private let velocityAt: @Sendable (Double) -> Double

    /// A motion from closures: `value(t)` and `velocity(t)` for t in [0, duration].
    /// - Precondition: `duration` is finite and > 0; start and rest values are finite.
    public init(
        duration: Double, restValue: Double, breakpoints: [Double] = [],
        value: @escaping @Sendable (Double) -> Double, velocity: @escaping @Sendable (Double) -> Double
    ) {
        precondition(duration.isFinite && duration > 0, "ExportMotion: the duration must be finite and > 0")
        precondition(restValue.isFinite, "ExportMotion: the rest value must be finite")
        self.duration = duration
        self.restValue = restValue
        self.breakpoints = breakpoints.filter { $0 > 0 && $0 < duration }.sorted()
        self.valueAt = value
        self.velocityAt = velocity
        let x0 = value(0)
        precondition(x0.isFinite, "ExportMotion: the start value must be finite")
        startValue = x0
        var far = abs(restValue - x0)
        if far == 0 {
            let n = 2048
            for i in 1..<n { far = max(far, abs(value(duration * Double(i) / Double(n)) - x0)) }
        }
        travel = far
    }

    /// The exact value at `t` seconds: the motion on [0, duration), ``restValue`` from then on
    /// (and the start value before 0).
    public func value(at t: Double) -> Double {
        if t >= duration { return restValue }
        return valueAt(max(t, 0))
    }

    /// The exact velocity at `t` (0 at rest and before the start).
    public func velocity(at t: Double) -> Double {
        if t > duration || t < 0 { return 0 }
        return velocityAt(t)
    }

    /// The motion at `samples` + 1 evenly spaced times on [0, 1.25 × duration] as CSV
    /// `layer,time,frame,value` with layer `motion` and no frame (see ``referenceValue(at:)``).
    public func referenceCSV(samples: Int) -> String {
        var text = "layer,time,frame,value\n"
        for i in 0...samples {
            let t = 1.25 * duration * Double(i) / Double(samples)
            text += "motion,\(JSONValue.decimal(t)),,\(JSONValue.decimal(referenceValue(at: t)))\n"
        }
        return text
    }

    /// The velocity just before `t`: at a breakpoint or at the end of the exported span, the
    /// limit from the left (evaluated 1e-9·max(1, t) s earlier); elsewhere ``velocity(at:)``.
    public func leftVelocity(at t: Double) -> Double {
        if t >= duration || breakpoints.contains(where: { abs($0 - t) <= 1e-12 * max(1, t) }) {
            return velocityAt(min(t, duration) - 1e-9 * max(1, t))
        }
        return velocity(at: t)
    }

    /// The motion's own value at `t` ≥ 0 without the rest cut (equal to ``value(at:)`` before
    /// `duration`; a spring or decay keeps approaching its rest value after it).
    public func unclippedValue(at t: Double) -> Double { valueAt(max(t, 0)) }

    /// What a reference table shows at `t`: the motion without its rest cut where that is
    /// finite, else the rest value.
    public func referenceValue(at t: Double) -> Double {
        let v = valueAt(max(t, 0))
        return v.isFinite ? v : restValue
    }

    /// The same motion seen through `origin + scale·x` (a property's units: px, degrees, percent).
    public func mapped(origin: Double, scale: Double) -> ExportMotion {
        let f = valueAt, g = velocityAt
        return ExportMotion(
            duration: duration, restValue: origin + scale * restValue, breakpoints: breakpoints,
            value: { origin + scale * f($0) }, velocity: { scale * g($0) })
    }

    /// The part of an error budget `maxError` a spring or decay may spend on its rest cut:
    /// half (the fit gets the rest).
    public static func restTolerance(forMaxError maxError: Double) -> Double { 0.5 * maxError }
}

extension ExportMotion {
    /// A spring animation cut at the last time it is `restTolerance` (value units) or farther
    /// from its target: after that it rests at `to`, at most `restTolerance` from the spring.
    /// - Throws: ``ExportError`` when the spring never settles (damping ratio 0) or the motion is
    ///   already at rest.
    public init(spring animation: SpringAnimation, restTolerance: Double) throws(ExportError) {
        guard restTolerance.isFinite, restTolerance > 0 else { throw ExportError("the rest tolerance must be a finite number > 0") }
        let t = animation.motion.lastTime(magnitudeAtLeast: restTolerance)
        guard t.isFinite else { throw ExportError("the spring never settles (damping ratio 0): it cannot be exported as a finite animation") }
        guard t > 0 else { throw ExportError("the motion is already within the error bound of its target: nothing to animate") }
        self.init(
            duration: t, restValue: animation.to, value: { animation.value(at: $0) }, velocity: { animation.velocity(at: $0) })
    }

    /// An exponential decay cut when what remains of it, |v(t)|/λ, falls to `restTolerance`.
    public init(decay: ExponentialDecay, restTolerance: Double) throws(ExportError) {
        guard restTolerance.isFinite, restTolerance > 0 else { throw ExportError("the rest tolerance must be a finite number > 0") }
        let t = decay.time(atSpeed: restTolerance * decay.decay)
        guard t.isFinite, t > 0 else { throw ExportError("the decay is already within the error bound of its rest value: nothing to animate") }
        self.init(duration: t, restValue: decay.finalValue, value: { decay.value(at: $0) }, velocity: { decay.velocity(at: $0) })
    }

    /// Any simulation that rests exactly at `restTime` (a scroll, a fling, a wheel spin).
    public init(simulation: some Simulation, restTime: Double, restValue: Double, breakpoints: [Double] = []) throws(ExportError) {
        guard restTime.isFinite, restTime > 0 else { throw ExportError("the motion must last a finite time > 0 (got \(restTime) s)") }
        self.init(
            duration: restTime, restValue: restValue, breakpoints: breakpoints, value: { simulation.value(at: $0) },
            velocity: { simulation.velocity(at: $0) })
    }

    /// An easing played from `from` to `to` over `duration` seconds: x(t) = from + (to − from)·e(t/D).
    /// The velocity is (to − from)·e′(t/D)/D, with e′ from the easing's slope where it has
    /// one, else a central difference (step 1e-6 of the input, error O(1e-12·e‴)).
    public init(easing: any Easing, from: Double, to: Double, duration: Double) throws(ExportError) {
        guard duration.isFinite, duration > 0 else { throw ExportError("the duration must be a finite number > 0 (got \(duration))") }
        guard from.isFinite, to.isFinite else { throw ExportError("--from and --to must be finite") }
        let d = to - from
        self.init(
            duration: duration, restValue: to,
            value: { t in from + d * easing.value(at: min(max(t / duration, 0), 1)) },
            velocity: { t in
                let u = min(max(t / duration, 0), 1)
                if let s = easing.slope(at: u), s.isFinite { return d * s / duration }
                let h = 1e-6
                let a = max(u - h, 0), b = min(u + h, 1)
                return d * (easing.value(at: b) - easing.value(at: a)) / (b - a) / duration
            })
    }
}

/// Why an export was refused: one line.
public struct ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ExportMotion {
    /// A fling under a platform's scroll physics (UIScrollView, Android's spline fling,
    /// Flutter's friction and clamping simulations, Framer Motion's inertia…), exported until
    /// its model's own rest time, where it rests exactly at its `restOffset`.
    ///
    /// The times where the phase changes (friction → overscroll → bounce) are found on a grid of
    /// 4096 cells of [0, rest time] and bisected to 1e-12·rest time; they become breakpoints
    /// (velocity may jump there). A phase lasting less than one cell may be missed: the fitters
    /// then place keyframes by the error bound alone, which still holds. A model that snaps to
    /// its rest offset (Framer's inertia, within `restDelta` of its target) jumps at the rest
    /// time: a continuous player's error there is up to the jump, so a bound below half of it
    /// cannot hold (`linear()` refuses; keyframes miss it only between samples).
    /// - Throws: ``ExportError`` when the fling does not move (rest time 0).
    public init(scroll: some ScrollSimulation) throws(ExportError) {
        let T = scroll.restTime
        guard T.isFinite, T > 0 else { throw ExportError("the fling does not move (rest time \(T) s): nothing to export") }
        var breakpoints: [Double] = []
        let n = 4096
        var previous = scroll.sample(at: 0).phase
        for i in 1..<n {
            let t1 = T * Double(i) / Double(n)
            let phase = scroll.sample(at: t1).phase
            guard phase != previous else { continue }
            var lo = T * Double(i - 1) / Double(n), hi = t1
            while hi - lo > 1e-12 * T {
                let mid = 0.5 * (lo + hi)
                if scroll.sample(at: mid).phase == previous { lo = mid } else { hi = mid }
            }
            breakpoints.append(hi)
            previous = phase
        }
        try self.init(simulation: scroll, restTime: T, restValue: scroll.restOffset, breakpoints: breakpoints)
    }
}
