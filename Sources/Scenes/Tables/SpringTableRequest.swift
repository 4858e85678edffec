import Dynamics
import FrameIO

/// When a spring animation counts as settled: within `epsilon`·|to − from| of its target, and,
/// when `velocityEpsilon` is given, moving slower than `velocityEpsilon`·|to − from| per second
/// (see `SpringAnimation/settlingDuration(epsilon:velocityEpsilon:)`). Both are fractions of the
/// animated distance, so one tolerance serves every distance.
public struct SettlingTolerance: Sendable, Hashable {
    /// The distance tolerance ε, a fraction of |to − from|, in (0, 1).
    public let epsilon: Double
    /// The velocity tolerance, a fraction of |to − from| per second (> 0, finite), or nil for none.
    public let velocityEpsilon: Double?

    /// The default: 0.001 of the distance, no velocity test.
    public static let standard = SettlingTolerance(uncheckedEpsilon: 0.001, velocityEpsilon: nil)

    /// A tolerance inside its domain, or ``SpringTableRequestError/epsilon(_:)`` /
    /// ``SpringTableRequestError/velocityEpsilon(_:)``.
    public init(epsilon: Double = 0.001, velocityEpsilon: Double? = nil) throws(SpringTableRequestError) {
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else { throw .epsilon(epsilon) }
        if let v = velocityEpsilon, !(v.isFinite && v > 0) { throw .velocityEpsilon(v) }
        self.init(uncheckedEpsilon: epsilon, velocityEpsilon: velocityEpsilon)
    }

    private init(uncheckedEpsilon epsilon: Double, velocityEpsilon: Double?) {
        self.epsilon = epsilon
        self.velocityEpsilon = velocityEpsilon
    }
}

/// Which frames a spring table has: a uniform grid at `fps` to an end (the settling time, the
/// family's own duration, or seconds), or explicit times. The one place the end of a spring table
/// is decided (the spring table, `integrate`'s and a sweep's frames alike).
public struct SpringFramePlan: Sendable, Hashable {
    /// Where the frames end.
    public enum End: Sendable, Hashable {
        /// The exact settling time under the plan's tolerance.
        case settle
        /// The family's own duration (UIKit's D, SwiftUI's perceptual duration): `ResolvedSpring/nominalDuration`.
        case nominalDuration
        /// A time in seconds, ≥ 0 and finite.
        case seconds(Double)
        /// Exactly these times (seconds ≥ 0, finite, not decreasing) instead of a grid.
        case times([Double])
    }

    /// The grid's end as decided for one animation: its end time and which rule gave it.
    public struct ResolvedEnd: Sendable, Hashable {
        public var end: End
        /// Seconds (a grid), or nil (explicit times).
        public var seconds: Double?
    }

    public let fps: Double
    public let end: End
    public let tolerance: SettlingTolerance

    /// 60 fps until the spring settles to 0.001 of its distance.
    public static let standard = SpringFramePlan(uncheckedFPS: 60, end: .settle, tolerance: .standard)

    private init(uncheckedFPS fps: Double, end: End, tolerance: SettlingTolerance) {
        self.fps = fps
        self.end = end
        self.tolerance = tolerance
    }

    /// A plan inside its domain: fps in (0, 1e6], seconds ≥ 0 and finite, times ≥ 0, finite and
    /// not decreasing; otherwise the error names the field.
    public init(fps: Double = 60, end: End = .settle, tolerance: SettlingTolerance = .standard) throws(SpringTableRequestError) {
        guard fps > 0, fps <= 1e6 else { throw .fps(fps) }
        switch end {
        case .seconds(let s): guard s.isFinite, s >= 0 else { throw .endSeconds(s) }
        case .times(let ts):
            for (i, t) in ts.enumerated() where !(t.isFinite && t >= 0) || (i > 0 && t < ts[i - 1]) { throw .time(index: i, t) }
        case .settle, .nominalDuration: break
        }
        self.init(uncheckedFPS: fps, end: end, tolerance: tolerance)
    }

    /// The end of `animation`'s table (`resolved` gives the family's duration): seconds for a
    /// grid, nil seconds for explicit times; ``SpringTableRequestError/neverSettles`` for
    /// `.settle` when the damping ratio is 0, ``SpringTableRequestError/noNominalDuration(family:)``
    /// for a family without a duration.
    public func resolvedEnd(for animation: SpringAnimation, _ resolved: ResolvedSpring) throws(SpringTableRequestError) -> ResolvedEnd {
        switch end {
        case .times: return ResolvedEnd(end: end, seconds: nil)
        case .seconds(let s): return ResolvedEnd(end: end, seconds: s)
        case .settle:
            let t = animation.settlingDuration(epsilon: tolerance.epsilon, velocityEpsilon: tolerance.velocityEpsilon)
            guard t.isFinite else { throw .neverSettles }
            return ResolvedEnd(end: end, seconds: t)
        case .nominalDuration:
            guard let d = resolved.nominalDuration else { throw .noNominalDuration(family: resolved.family) }
            return ResolvedEnd(end: end, seconds: d)
        }
    }

    /// The rows of a table ending at `end`: the times, or at most ⌊end·fps⌋ + 2 (the grid frames
    /// and an end row off the grid).
    public func rowCount(_ end: ResolvedEnd) -> RowCount {
        if case .times(let ts) = end.end { return .exact(ts.count) }
        return RowCount(FrameClock.frameCount(fps: fps, duration: end.seconds!), .atMost)
    }

    /// The clock of a table ending at `end`.
    /// - Precondition: its row count fits an `Int` (check ``rowCount(_:)`` first).
    public func clock(_ end: ResolvedEnd) -> FrameClock {
        if case .times(let ts) = end.end { return FrameClock(timestamps: ts) }
        return FrameClock(fps: fps, end: end.seconds!)
    }
}

/// A request for the per-frame table of one spring animation (`springsim` / `springsim spring`):
/// the spring's specification (with its normalised initial velocity), from/to, and the frame plan.
/// Its parts validate themselves when built (``SettlingTolerance``, ``SpringFramePlan``); the
/// request resolves the spring and the animation once, decides the end, and builds the
/// ``SpringTable``.
///
/// ```swift
/// var p = SpringParameters()
/// p.dampingRatio = 0.15
/// p.velocity = 1.4
/// let table = try SpringTableRequest(spring: p).table()
/// ```
public struct SpringTableRequest: Sendable, Hashable {
    public var spring: SpringParameters
    public var from: Double
    public var to: Double
    public var plan: SpringFramePlan

    public init(spring: SpringParameters, from: Double = 0, to: Double = 1, plan: SpringFramePlan = .standard) {
        self.spring = spring
        self.from = from
        self.to = to
        self.plan = plan
    }

    /// The spring resolved (its family) and the animation from `from` to `to` with the velocity.
    public func animation() throws(SpringTableRequestError) -> (ResolvedSpring, SpringAnimation) {
        let resolved: ResolvedSpring
        do { resolved = try spring.resolve() } catch { throw .spring(error) }
        return (resolved, try Self.animation(resolved.spring, from: from, to: to, normalizedVelocity: spring.velocity))
    }

    /// `from` and `to` each finite (``SpringTableRequestError/from(_:)``, ``SpringTableRequestError/to(_:)``).
    public static func checkEnds(from: Double, to: Double) throws(SpringTableRequestError) {
        guard from.isFinite else { throw .from(from) }
        guard to.isFinite else { throw .to(to) }
    }

    /// The animation of `spring` from `from` to `to`: both finite and different, and the motion
    /// finite (`SpringAnimation/init(validatingSpring:from:to:normalizedVelocity:)`).
    public static func animation(
        _ spring: Spring, from: Double, to: Double, normalizedVelocity: Double
    ) throws(SpringTableRequestError) -> SpringAnimation {
        try checkEnds(from: from, to: to)
        guard from != to else { throw .sameEnds }
        do {
            return try SpringAnimation(validatingSpring: spring, from: from, to: to, normalizedVelocity: normalizedVelocity)
        } catch { throw .motion(error) }
    }

    /// The table, refused with ``SpringTableRequestError/tooManyRows(_:end:)`` beyond `maxRows` rows
    /// before anything is computed.
    public func table(maxRows: Int = .max) throws(SpringTableRequestError) -> SpringTable {
        let (resolved, animation) = try animation()
        let end = try plan.resolvedEnd(for: animation, resolved)
        let rows = plan.rowCount(end)
        guard rows.rows <= Double(maxRows) else { throw .tooManyRows(rows, end: end) }
        return SpringTable(animation: animation, clock: plan.clock(end))
    }
}

/// Why a spring table request was refused; every case names the field it concerns, so a caller
/// (the command line) can word it with its own names for the fields.
public enum SpringTableRequestError: Error, Sendable {
    /// The settling tolerance outside (0, 1).
    case epsilon(Double)
    /// The velocity tolerance not > 0 and finite.
    case velocityEpsilon(Double)
    /// The frame rate outside (0, 1e6].
    case fps(Double)
    /// An end in seconds that is negative or not finite.
    case endSeconds(Double)
    /// Explicit time `index` negative, not finite, or less than the one before it.
    case time(index: Int, Double)
    /// The spring's parameters do not describe a spring.
    case spring(SpringParameterError)
    /// from is not finite.
    case from(Double)
    /// to is not finite.
    case to(Double)
    /// from equals to (the velocity and tolerances are relative to the distance).
    case sameEnds
    /// The motion from from to to with the velocity is not finite.
    case motion(SpringParameterError)
    /// `.settle` for a spring that never settles (damping ratio 0).
    case neverSettles
    /// `.nominalDuration` for a family without a duration.
    case noNominalDuration(family: String)
    /// More rows than the caller's limit.
    case tooManyRows(RowCount, end: SpringFramePlan.ResolvedEnd)
}
