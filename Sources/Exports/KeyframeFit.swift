import NumericsCore

// Implementation goals, in order of priority:
//  1. The player's own interpolation (cubic-Bézier timing per segment, see BezierKeyframes)
//     stays within the bound of the exact motion at every time, not only at the keyframes:
//     each candidate segment's error is maximised by a dense scan refined by golden-section
//     search, with a safety factor, and the whole result is checked again on a fine grid.
//  2. The fewest keyframes on the candidate grid: a shortest-path search over all feasible
//     segments (not a greedy longest-first), so the count is optimal among Hermite keyframes
//     placed on the grid.
//  3. Keyframes on the player's frames when a frame rate is given (what After Effects writes
//     and what every Lottie player handles), with extra candidates only where the motion's
//     velocity jumps between frames.

/// Fitting ``BezierKeyframes`` to an ``ExportMotion``.
extension BezierKeyframes {
    /// The most keyframes a fit produces.
    public static let maximumKeyframes = 2000

    /// The fewest Hermite keyframes on `grid` whose interpolation is within `maxError` (value
    /// units) of `motion` everywhere on [0, duration] and after it.
    ///
    /// - Parameters:
    ///   - motion: the exact motion (its rest cut included).
    ///   - maxError: the bound, > 0 and finite, in the motion's value units. The rest cut of
    ///     the motion (see ``ExportMotion``) is part of the exact motion here: the caller
    ///     chose it within its own budget.
    ///   - grid: candidate keyframe times in seconds, increasing, from 0 to the duration
    ///     (``candidateTimes(for:fps:)`` gives the frames of a frame rate).
    /// - Returns: the keyframes and the fit's measured maximum error (and where it is).
    /// - Throws: ``ExportError`` when no keyframes within the bound exist on the grid even
    ///   after refining it, or more than ``maximumKeyframes`` would be needed.
    public init(fitting motion: ExportMotion, maxError: Double, grid: [Double]) throws(ExportError) {
        guard maxError.isFinite, maxError > 0 else { throw ExportError("the error bound must be a finite number > 0 (got \(maxError))") }
        var grid = grid
        var target = 0.9 * maxError
        for _ in 0..<4 {
            if let keys = try Self.shortestPath(motion, grid: &grid, target: target) {
                let fit = BezierKeyframes(keyframes: keys)
                let check = fit.checkedError(against: motion)
                if check.error <= maxError {
                    self = fit
                    return
                }
            }
            target *= 0.5
        }
        throw ExportError("no keyframes within \(maxError) were found; allow a larger error bound")
    }

    /// The frame times k/fps on [0, duration], the motion's breakpoints, and the duration.
    public static func candidateTimes(for motion: ExportMotion, fps: Double) -> [Double] {
        precondition(fps.isFinite && fps > 0, "candidateTimes: fps must be finite and > 0")
        let n = Int((motion.duration * fps).rounded(.down))
        var times = (0...n).map { Double($0) / fps }
        times.append(contentsOf: motion.breakpoints)
        times.append(motion.duration)
        times.sort()
        var unique: [Double] = []
        for t in times where t <= motion.duration && (unique.last.map { t - $0 > 1e-9 } ?? true) { unique.append(t) }
        if unique.last! < motion.duration { unique.append(motion.duration) }
        if motion.duration - unique[unique.count - 2] < 1e-9 { unique.removeLast(); unique[unique.count - 1] = motion.duration }
        return unique
    }

    /// The maximum error of the fit over 200 samples per segment and 20 000 over the whole,
    /// plus the rest after the last keyframe (the motion's own cut).
    func checkedError(against motion: ExportMotion) -> (error: Double, time: Double) {
        var worst = maximumError(against: motion.value(at:), count: 20_000)
        for k in 0..<(keyframes.count - 1) {
            let a = keyframes[k], b = keyframes[k + 1]
            for i in 1..<200 {
                let t = a.time + (b.time - a.time) * Double(i) / 200
                let e = abs(Self.segmentValue(a, b, at: t) - motion.value(at: t))
                if e > worst.error { worst = (e, t) }
            }
        }
        return worst
    }

    /// The Hermite segment between grid times a and b: the keyframe at a and its timing.
    static func hermite(_ motion: ExportMotion, from a: Double, to b: Double) -> (start: Keyframe, end: Keyframe)? {
        let va = motion.value(at: a), vb = motion.value(at: b)
        let ma = motion.velocity(at: a), mb = motion.leftVelocity(at: b)
        let h = b - a, d = vb - va
        let timing: Timing
        let scale = max(abs(va), abs(vb), abs(ma * h), abs(mb * h), 1e-300)
        if abs(d) <= 1e-12 * scale {
            guard abs(ma * h) <= 1e-12 * scale, abs(mb * h) <= 1e-12 * scale else { return nil }
            timing = Timing(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
        } else {
            let y1 = ma * h / (3 * d), y2 = 1 - mb * h / (3 * d)
            // Handles far outside [0, 1] magnify the player's rounding (rlottie interpolates in
            // single precision): refuse them, a shorter segment has smaller ones.
            guard abs(y1) <= maximumHandle, abs(y2) <= maximumHandle else { return nil }
            timing = Timing(x1: 1.0 / 3, y1: y1, x2: 2.0 / 3, y2: y2)
        }
        return (Keyframe(time: a, value: va, timing: timing), Keyframe(time: b, value: vb, timing: nil))
    }

    /// The largest |y| of an easing handle a fit writes.
    public static let maximumHandle = 50.0

    /// The segment's maximum error: 48 evenly spaced samples, then golden-section refinement
    /// around the worst of them.
    static func segmentError(_ motion: ExportMotion, _ s: (start: Keyframe, end: Keyframe)) -> Double {
        let a = s.start.time, b = s.end.time
        func deviation(_ t: Double) -> Double { abs(segmentValue(s.start, s.end, at: t) - motion.value(at: t)) }
        return SampledMaximum.estimate(on: a, b, refinements: 24, deviation)
    }

    /// Fewest segments from grid[0] to grid.last by dynamic programming over feasible
    /// segments; an interval between neighbouring grid times that is infeasible on its own
    /// (a velocity jump inside it) gets its midpoint added, up to 12 times.
    static func shortestPath(_ motion: ExportMotion, grid: inout [Double], target: Double) throws(ExportError) -> [Keyframe]? {
        for _ in 0..<12 {
            let n = grid.count
            var count = [Int](repeating: .max, count: n)
            var previous = [Int](repeating: -1, count: n)
            count[0] = 0
            var badSingles: [Int] = []
            for i in 0..<(n - 1) where count[i] != .max {
                var misses = 0
                for j in (i + 1)..<n {
                    let seg = hermite(motion, from: grid[i], to: grid[j])
                    let err = seg.map { segmentError(motion, $0) } ?? .infinity
                    if err <= target {
                        misses = 0
                        if count[i] + 1 < count[j] {
                            count[j] = count[i] + 1
                            previous[j] = i
                        }
                    } else {
                        if j == i + 1 { badSingles.append(i) }
                        if err > 30 * target || seg == nil { misses += 1 }
                        if misses >= 3 { break }
                    }
                }
            }
            if count[n - 1] != .max {
                guard count[n - 1] < maximumKeyframes else {
                    throw ExportError(
                        "the fit needs \(count[n - 1] + 1) keyframes, more than \(maximumKeyframes); allow a larger error bound")
                }
                var path = [n - 1]
                while path.last! != 0 { path.append(previous[path.last!]) }
                path.reverse()
                var keys: [Keyframe] = []
                for k in 0..<(path.count - 1) { keys.append(hermite(motion, from: grid[path[k]], to: grid[path[k + 1]])!.start) }
                let end = grid[n - 1]
                keys.append(Keyframe(time: end, value: motion.value(at: end), timing: nil))
                return keys
            }
            guard !badSingles.isEmpty, n < 4 * maximumKeyframes else { return nil }
            let mids = badSingles.map { 0.5 * (grid[$0] + grid[$0 + 1]) }
            grid = (grid + mids).sorted()
        }
        return nil
    }
}
