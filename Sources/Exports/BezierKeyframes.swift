import Easing

/// Keyframes whose segments are cubic-Bézier timing functions: the shape a Lottie property,
/// a CSS `@keyframes` rule with per-keyframe `animation-timing-function`, and a Web Animations
/// keyframe list with per-keyframe `easing` all share.
///
/// Between keyframe k at time tₖ (value sₖ) and keyframe k + 1, the player computes the input
/// progress u = (t − tₖ)/(tₖ₊₁ − tₖ), maps it through `cubic-bezier(x₁, y₁, x₂, y₂)` — the
/// curve B(τ) from (0, 0) to (1, 1) with control points (x₁, y₁), (x₂, y₂), solved for
/// x(τ) = u, output y(τ) — and interpolates sₖ + y·(sₖ₊₁ − sₖ). That rule is the CSS Easing
/// Level 1 cubic Bézier easing function, the Web Animations keyframe interpolation, and
/// Bodymovin's keyframe easing (`o` = (x₁, y₁) of keyframe k, `i` = (x₂, y₂)).
/// Before the first keyframe the value is the first keyframe's, after the last the last's.
///
/// The fitted keyframes (``init(fitting:maxError:grid:)``) have x₁ = 1/3 and x₂ = 2/3, so
/// x(τ) = τ and each segment is the cubic Hermite interpolant of the exact value and velocity at
/// its ends: y₁ = v(tₖ)·h/(3Δ), y₂ = 1 − v(tₖ₊₁)·h/(3Δ), with h the segment's length and Δ
/// its change of value.
public struct BezierKeyframes: Sendable, Hashable {
    /// One keyframe: its time (seconds), value, and the timing function to the next keyframe
    /// (nil for the last).
    public struct Keyframe: Sendable, Hashable {
        public var time: Double
        public var value: Double
        public var timing: Timing?
        public init(time: Double, value: Double, timing: Timing?) {
            self.time = time
            self.value = value
            self.timing = timing
        }
    }

    /// A `cubic-bezier(x1, y1, x2, y2)` timing function (x in [0, 1], y any).
    public struct Timing: Sendable, Hashable {
        public var x1, y1, x2, y2: Double
        public init(x1: Double, y1: Double, x2: Double, y2: Double) {
            (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        }
        /// The output progress at input progress u ∈ [0, 1] by the CSS rule: the curve's
        /// parameter s with x(s) = u (x is non-decreasing for x₁, x₂ ∈ [0, 1]) found by Newton's
        /// method from s = u inside a bisection bracket until the bracket is below 1e-15 or
        /// x(s) = u exactly, then y(s). Error: |Δy| ≤ 1e-15·max|y′| + a few ulps.
        public func progress(at u: Double) -> Double {
            if u <= 0 { return 0 }
            if u >= 1 { return 1 }
            func poly(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
                let r = 1 - s
                return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
            }
            func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
                let r = 1 - s
                return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
            }
            var lo = 0.0, hi = 1.0, s = u
            for _ in 0..<100 {
                let x = poly(x1, x2, s) - u
                if x == 0 { break }
                if x < 0 { lo = s } else { hi = s }
                if hi - lo <= 1e-15 { break }
                let d = slope(x1, x2, s)
                var next = d > 0 ? s - x / d : 0.5 * (lo + hi)
                if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
                if next == s { break }
                s = next
            }
            return poly(y1, y2, s)
        }
    }

    public let keyframes: [Keyframe]

    public init(keyframes: [Keyframe]) {
        precondition(!keyframes.isEmpty, "BezierKeyframes: at least one keyframe")
        self.keyframes = keyframes
    }

    /// The value the player shows at `t` seconds (CSS / Web Animations / Bodymovin rule above).
    public func value(at t: Double) -> Double {
        let k = keyframes
        if t <= k[0].time { return k[0].value }
        if t >= k[k.count - 1].time { return k[k.count - 1].value }
        var lo = 0, hi = k.count - 1  // k[lo].time ≤ t < k[hi].time
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if k[mid].time <= t { lo = mid } else { hi = mid }
        }
        return Self.segmentValue(k[lo], k[hi], at: t)
    }

    static func segmentValue(_ a: Keyframe, _ b: Keyframe, at t: Double) -> Double {
        let u = (t - a.time) / (b.time - a.time)
        let y = a.timing?.progress(at: u) ?? u
        return a.value + y * (b.value - a.value)
    }

    /// The time of the largest |value − exact| over `count` evenly spaced times on
    /// [first keyframe, last keyframe + tail] and the error there.
    public func maximumError(against exact: (Double) -> Double, count: Int = 20_000, tail: Double = 0) -> (error: Double, time: Double) {
        let t0 = keyframes[0].time, t1 = keyframes[keyframes.count - 1].time + tail
        var worst = (error: 0.0, time: t0)
        for i in 0...count {
            let t = t0 + (t1 - t0) * Double(i) / Double(count)
            let e = abs(value(at: t) - exact(t))
            if e > worst.error { worst = (e, t) }
        }
        return worst
    }
}
