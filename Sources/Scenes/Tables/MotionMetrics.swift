// Implementation goals, in order of priority:
//  1. Each metric to ~1e-12 relative on springs of every regime (ζ → 0, ζ = 1, ζ ≫ 1, zero
//     and huge velocity): extrema and crossings are bracketed on a dense grid and solved by
//     Brent's method on the exact derivative, never read off samples.
//  2. One definition for springs and decays: a motion is value, velocity, acceleration and
//     jerk functions plus its start, target and settling time.
import Dynamics
import FrameIO
import NumericsCore

/// The numbers a designer asks of a motion, each defined in docs/EXPORTS.md with its formula.
///
/// Units: time s; value in the motion's units (`travel` = to − from); px = value × `scale`.
public struct MotionMetrics: Sendable, Hashable {
    /// max(0, max_t (x(t) − to)/(to − from)): the farthest past the target, as a fraction of travel.
    public var overshoot: Double
    /// The overshoot in px (× `scale` × |travel|).
    public var overshootPixels: Double
    /// Extrema of x (zeros of v, t > 0) farther than `visible` px from the target.
    public var visibleOscillations: Int
    /// First times the progress (x − from)/(to − from) reaches 0.9, 0.95, 0.99 (s).
    public var time90: Double, time95: Double, time99: Double
    /// The last time |x − to| ≥ ε·|travel| (ε = 0.001), s.
    public var settlingTime: Double
    /// max |v| (value/s) and max |a| (value/s²) over [0, settling].
    public var peakVelocity: Double, peakAcceleration: Double
    /// √(1/T ∫₀ᵀ j(t)² dt) and max |j| over [0, T = settling] (value/s³).
    public var rmsJerk: Double, peakJerk: Double
    /// max_t |x₆₀(t) − x₁₂₀(t)| × scale (px): the motion sampled at 60 Hz and 120 Hz, each held
    /// until its next sample; = max over odd k of |x(k/120) − x((k − 1)/120)|.
    public var frameRateSensitivity: Double
    /// The reduced-motion substitute: CSS `ease-out` (cubic-bezier(0, 0, 0.58, 1), no overshoot)
    /// over the duration that makes it reach 95 % when the motion does.
    public var reducedMotionDuration: Double
    public static let reducedMotionEasing = (x1: 0.0, y1: 0.0, x2: 0.58, y2: 1.0)

    /// The metrics of a motion given by its derivatives.
    /// - Parameters: `value`, `velocity`, `acceleration`, `jerk` at t; `from`, `to`; the
    ///   settling time (finite, > 0); `scale` px per value unit; `visible` px.
    public init(
        from: Double, to: Double, settlingTime: Double, scale: Double = 100, visible: Double = 0.5,
        value: (Double) -> Double, velocity: (Double) -> Double, acceleration: (Double) -> Double, jerk: (Double) -> Double
    ) {
        let d = to - from
        let T = settlingTime
        self.settlingTime = T
        let n = 4096
        let h = T / Double(n)
        func root(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double { BracketedRoot.solve(in: a, b, f).root }
        // Extrema of x: zeros of v; of v: zeros of a; of a: zeros of j (sign changes on the grid).
        func zeros(_ f: (Double) -> Double) -> [Double] {
            var out: [Double] = []
            var t0 = 0.0, f0 = f(0)
            for i in 1...n {
                let t1 = Double(i) * h, f1 = f(t1)
                if f0 == 0 && i > 1 { out.append(t0) } else if (f0 < 0) != (f1 < 0) && f1 != 0 { out.append(root(t0, t1, f)) }
                t0 = t1
                f0 = f1
            }
            return out
        }
        // Late extrema beyond T are below ε·|d| and do not count.
        let extrema = zeros(velocity).filter { $0 > 0 }
        var over = 0.0
        var visibleCount = 0
        for t in extrema {
            let past = (value(t) - to) / d
            over = max(over, past)
            if abs(value(t) - to) * abs(scale) > visible { visibleCount += 1 }
        }
        overshoot = over
        overshootPixels = over * abs(d * scale)
        visibleOscillations = visibleCount
        time90 = Self.firstTime(reaching: 0.9, from: from, to: to, within: T, value: value)
        time95 = Self.firstTime(reaching: 0.95, from: from, to: to, within: T, value: value)
        time99 = Self.firstTime(reaching: 0.99, from: from, to: to, within: T, value: value)
        func peak(_ f: (Double) -> Double, _ derivative: (Double) -> Double) -> Double {
            var m = max(abs(f(0)), abs(f(T)))
            for t in zeros(derivative) { m = max(m, abs(f(t))) }
            return m
        }
        peakVelocity = peak(velocity, acceleration)
        peakAcceleration = peak(acceleration, jerk)
        // Peak jerk: grid maximum refined by golden-section search on |j|.
        var best = 0.0, bestT = 0.0
        for i in 0...n {
            let t = Double(i) * h
            if abs(jerk(t)) > best { best = abs(jerk(t)); bestT = t }
        }
        var lo = max(0, bestT - h), hi = min(T, bestT + h)
        let g = 0.618_033_988_749_894_8
        for _ in 0..<80 {
            let m1 = hi - g * (hi - lo), m2 = lo + g * (hi - lo)
            if abs(jerk(m1)) < abs(jerk(m2)) { lo = m1 } else { hi = m2 }
        }
        peakJerk = max(best, abs(jerk(0.5 * (lo + hi))))
        // ∫ j² by 8-point Gauss–Legendre on the 4096 intervals, the first one split
        // geometrically towards 0 (60 halvings) so a fast mode (ζ ≫ 1) is resolved.
        let nodes: [(Double, Double)] = [
            (0.183_434_642_495_649_8, 0.362_683_783_378_362_0), (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
            (0.796_666_477_413_626_7, 0.222_381_034_453_374_5), (0.960_289_856_497_536_2, 0.101_228_536_290_376_3),
        ]
        func gauss(_ a: Double, _ b: Double) -> Double {
            let mid = 0.5 * (a + b), half = 0.5 * (b - a)
            var sum = 0.0
            for (x, w) in nodes {
                let p = jerk(mid - half * x), q = jerk(mid + half * x)
                sum += w * half * (p * p + q * q)
            }
            return sum
        }
        var integral = 0.0
        var upper = h
        for _ in 0..<60 {
            integral += gauss(0.5 * upper, upper)
            upper *= 0.5
        }
        integral += gauss(0, upper)
        for i in 1..<n { integral += gauss(Double(i) * h, Double(i + 1) * h) }
        rmsJerk = (integral / T).squareRoot()
        var sensitivity = 0.0
        var k = 1
        while Double(k - 1) / 120 <= T {
            sensitivity = max(sensitivity, abs(value(Double(k) / 120) - value(Double(k - 1) / 120)))
            k += 2
        }
        frameRateSensitivity = sensitivity * abs(scale)
        reducedMotionDuration = Self.reducedMotionDuration(time95: time95)
    }

    /// The first time in [0, `T`] the progress (x(t) − from)/(to − from) reaches `p`: the first
    /// of 4096 equal cells of [0, T] whose right end reaches it, then Brent's method on the
    /// exact x inside it (to full precision). 0 when x(0) already reaches it; `T` when no grid
    /// point does. A crossing and its return inside one cell (T/4096 s) are not seen.
    public static func firstTime(reaching p: Double, from: Double, to: Double, within T: Double, value: (Double) -> Double) -> Double {
        let d = to - from, n = 4096, h = T / Double(n)
        func f(_ t: Double) -> Double { (value(t) - from) / d - p }
        if f(0) >= 0 { return 0 }
        for i in 1...n where f(Double(i) * h) >= 0 { return BracketedRoot.solve(in: Double(i - 1) * h, Double(i) * h, f).root }
        return T
    }

    /// The input u₉₅ at which ``reducedMotionEasing`` reaches 0.95: y(s) = 0.95 solved by
    /// Brent's method on the Bézier's y(s), then u₉₅ = x(s) (to ~1e-16; ≈ 0.6329).
    public static let reducedMotionInput95: Double = {
        let e = reducedMotionEasing
        func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        let s95 = BracketedRoot.solve(in: 0, 1) { bez(e.y1, e.y2, $0) - 0.95 }.root
        return bez(e.x1, e.x2, s95)
    }()

    /// The duration D of the reduced-motion substitute that reaches 95 % at `time95` seconds:
    /// D = time95 / u₉₅ (``reducedMotionInput95``), s.
    public static func reducedMotionDuration(time95: Double) -> Double { time95 / reducedMotionInput95 }

    /// The metrics of a spring animation (settling at ε = `epsilon` of the travel).
    public init(spring a: SpringAnimation, epsilon: Double = 0.001, scale: Double = 100, visible: Double = 0.5) {
        let k = a.spring.stiffness / a.spring.mass, c = a.spring.dampingCoefficient / a.spring.mass
        self.init(
            from: a.from, to: a.to, settlingTime: a.settlingDuration(epsilon: epsilon), scale: scale, visible: visible,
            value: { a.value(at: $0) }, velocity: { a.velocity(at: $0) }, acceleration: { a.acceleration(at: $0) },
            jerk: { -k * a.velocity(at: $0) - c * a.acceleration(at: $0) })
    }

    /// The metrics of an exponential decay from its start to its rest value (settling when
    /// what remains, |v|/λ, is ε of the travel).
    public init(decay: ExponentialDecay, epsilon: Double = 0.001, scale: Double = 100, visible: Double = 0.5) {
        let l = decay.decay
        let travel = abs(decay.finalValue - decay.initialState.value)
        self.init(
            from: decay.initialState.value, to: decay.finalValue, settlingTime: decay.time(atSpeed: epsilon * travel * l), scale: scale,
            visible: visible, value: { decay.value(at: $0) }, velocity: { decay.velocity(at: $0) },
            acceleration: { -l * decay.velocity(at: $0) }, jerk: { l * l * decay.velocity(at: $0) })
    }

    /// The metrics as table columns, in ``values`` order: `springsim metrics` prints one
    /// `name,value,unit` row per column, and `springsim sweep --metrics` adds them to its summary.
    public static let columns: [FrameColumn] = [
        FrameColumn("overshoot", .real, unit: "1", "farthest past the target, fraction of travel"),
        FrameColumn("overshoot_px", .real, unit: "px", "overshoot in px at the scale"),
        FrameColumn("visible_oscillations", .integer, unit: "count", "extrema farther than the visible threshold from the target"),
        FrameColumn("time_90", .real, unit: "s", "first time at 90 % of the travel"),
        FrameColumn("time_95", .real, unit: "s", "first time at 95 % of the travel"),
        FrameColumn("time_99", .real, unit: "s", "first time at 99 % of the travel"),
        FrameColumn("settling_time", .real, unit: "s", "last time ε (the settling tolerance, default 0.001) of the travel from the target"),
        FrameColumn("peak_velocity", .real, unit: "value/s", "max |v| over [0, settling]"),
        FrameColumn("peak_acceleration", .real, unit: "value/s^2", "max |a| over [0, settling]"),
        FrameColumn("rms_jerk", .real, unit: "value/s^3", "RMS jerk over [0, settling]"),
        FrameColumn("peak_jerk", .real, unit: "value/s^3", "max |j| over [0, settling]"),
        FrameColumn("frame_rate_sensitivity_px", .real, unit: "px", "max difference of 60 Hz and 120 Hz sample-and-hold, px"),
        FrameColumn("reduced_motion_duration", .real, unit: "s", "duration of the ease-out substitute reaching 95 % at time_95"),
    ]

    /// The values of ``columns``, in order (the oscillation count as a Double).
    public var values: [Double] {
        [
            overshoot, overshootPixels, Double(visibleOscillations), time90, time95, time99, settlingTime, peakVelocity,
            peakAcceleration, rmsJerk, peakJerk, frameRateSensitivity, reducedMotionDuration,
        ]
    }

    /// `name,value,unit` rows (``columns`` with ``values``; the unit `fraction of travel` for the
    /// overshoot).
    public var rows: [(String, Double, String)] {
        zip(Self.columns, values).map { c, v in (c.name, v, c.name == "overshoot" ? "fraction of travel" : c.unit) }
    }
}
