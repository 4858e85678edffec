import NumericsCore

// Implementation goals, in order of priority:
//  1. The exported linear() stays within the requested bound of the easing *everywhere* on
//     [0, 1], not only at its points: each chord's deviation is maximised (dense scan plus
//     golden-section refinement) before it is accepted.
//  2. Few points: greedy longest chords, each found by bisection on the chord's length.

extension LinearEasing {
    /// The most points ``Easing/linearPoints(maxError:)`` (and so a CSS `linear()` or keyframe
    /// export) produces.
    public static let maximumPoints = 1000
}

extension Easing {
    /// The largest |e(u) − chord(u)| on [a, b] for the chord through (a, e(a)), (b, e(b)).
    func chordError(_ a: Double, _ b: Double) -> Double {
        let ea = value(at: a), endB = value(at: b)
        func deviation(_ u: Double) -> Double {
            abs(value(at: u) - (ea + (u - a) / (b - a) * (endB - ea)))
        }
        // A dense scan, then golden-section refinement of the best sample's neighbourhood.
        return SampledMaximum.estimate(on: a, b, refinements: 30, deviation)
    }

    /// An estimate of how many points a piecewise-linear approximation within `maxError` needs:
    /// a chord of length h over a curve of curvature e'' deviates by about |e''|·h²/8, so the
    /// count is about ∫₀¹ √(|e''| / (8·maxError)) du. The integral is taken with second
    /// differences on a grid of 4096 intervals, so it is a lower estimate for curves that
    /// oscillate faster than the grid resolves; ``linearPoints(maxError:)`` also stops at
    /// ``LinearEasing/maximumPoints`` while it builds the approximation.
    public func estimatedLinearPointCount(maxError: Double) -> Double {
        let n = 4096
        let h = 1.0 / Double(n)
        var previous = value(at: 0), current = value(at: h)
        var sum = 0.0
        for i in 1..<n {
            let next = value(at: Double(i + 1) * h)
            let second = previous - 2 * current + next  // ≈ e''·h²
            if second.isFinite { sum += abs(second).squareRoot() }  // √|e''|·h
            previous = current
            current = next
        }
        return 1 + sum / (8 * maxError).squareRoot()
    }

    /// The fewest-points piecewise-linear approximation (greedy longest chords) whose
    /// deviation from the easing is ≤ `maxError` everywhere on [0, 1] (each chord's deviation
    /// is maximised by a 48-point scan refined by golden-section search, with a safety factor
    /// of 0.9). For continuous easings; a jump makes it throw. At most
    /// ``LinearEasing/maximumPoints`` points: a curve that needs more (a lightly damped spring with a
    /// tiny `maxError`) is refused up front when ``estimatedLinearPointCount(maxError:)``
    /// exceeds the maximum, and otherwise as soon as the approximation grows past it, so the
    /// work is bounded by the maximum whatever the curve.
    public func linearPoints(maxError: Double) throws(EasingError) -> [LinearEasing.Point] {
        guard maxError.isFinite, maxError > 0 else { throw EasingError(.notPositive(maxError)) }
        guard maxError >= 1e-9 else { throw EasingError(.tooSmall(maxError)) }
        func tooMany(_ estimate: Int?) -> EasingError { EasingError(.tooManyPoints(bound: maxError, estimate: estimate)) }
        let estimate = estimatedLinearPointCount(maxError: maxError)
        if estimate > Double(LinearEasing.maximumPoints) { throw tooMany(Int(estimate.rounded())) }
        let target = 0.9 * maxError
        var points = [LinearEasing.Point(output: 0, input: 0)]
        var a = 0.0
        while a < 1 {
            guard points.count < LinearEasing.maximumPoints else { throw tooMany(nil) }
            // Longest b with chordError(a, b) ≤ target: exponential search, then bisection.
            var good = a
            if chordError(a, 1) <= target {
                good = 1
            } else {
                var step = 1.0 / 1024
                var b = min(1, a + step)
                while b < 1 && chordError(a, b) <= target {
                    good = b
                    step *= 2
                    b = min(1, a + step)
                }
                var bad = b
                for _ in 0..<60 where bad - good > 1e-12 {
                    let mid = 0.5 * (good + bad)
                    if chordError(a, mid) <= target { good = mid } else { bad = mid }
                }
                guard good > a else {
                    throw EasingError("the easing jumps near input \(a); it cannot be approximated by linear() within \(maxError)")
                }
            }
            a = good
            points.append(LinearEasing.Point(output: value(at: a), input: a))
        }
        return points
    }

    /// CSS `linear(…)` within `maxError` of this easing everywhere on [0, 1].
    public func cssLinear(maxError: Double) throws(EasingError) -> LinearEasing {
        try LinearEasing(points: linearPoints(maxError: maxError))
    }

    /// Core Animation keyframes (`values` and `keyTimes` of a `CAKeyframeAnimation` with
    /// linear calculation mode) within `maxError` of this easing.
    public func keyframes(maxError: Double) throws(EasingError) -> (values: [Double], keyTimes: [Double]) {
        let p = try linearPoints(maxError: maxError)
        return (p.map(\.output), p.map(\.input))
    }
}
