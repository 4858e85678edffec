import ArgumentParser
import SpringSim

/// When the frame table ends.
enum Until: ExpressibleByArgument, Equatable {
    case settle
    case duration
    case seconds(Double)

    init?(argument: String) {
        switch argument {
        case "settle": self = .settle
        case "duration": self = .duration
        default:
            guard let s = Double(argument) else { return nil }
            self = .seconds(s)
        }
    }

    static var defaultValueDescription: String { "settle" }
}

/// `--fps N` (default 60): the display link's frame rate, declared once for every command
/// whose frame rate has that default and domain (spring, integrate, chart bar, refresh, wheel).
struct FrameRateOption: ParsableArguments {
    @Option(name: .customLong(SpringTableOption.fps.name), help: Help.fps) var fps: Double = FrameRateOption.defaultFPS

    /// The default of `--fps`.
    static let defaultFPS = 60.0

    func validate() throws { try Domain.fps.check(fps, "--fps") }
}

/// `--fps` for the chart scenes, whose scene file may set the rate: nil when not given (the
/// scene file's rate, else 60), checked against the same domain as ``FrameRateOption``.
struct SceneFrameRateOption: ParsableArguments {
    @Option(help: Help.fps) var fps: Double?

    func validate() throws { try Domain.fps.check(fps, "--fps") }
}

/// `--fps`, `--until`, `--times`: which frames a table has.
struct FrameOptions: ParsableArguments {
    @OptionGroup var rate: FrameRateOption
    var fps: Double { rate.fps }

    @Option(name: .customLong(SpringTableOption.until.name), help: Help.until) var until: Until = FrameOptions.defaultUntil

    /// The default of `--until`.
    static let defaultUntil = Until.settle

    @OptionGroup var exactTimes: FrameTimesOption
    var times: String? { exactTimes.times }

    func validate() throws { try Self.validate(fps: fps, until: until) }

    /// The checks of the library's frame plan (``SpringFramePlan/init(fps:end:tolerance:)``) on
    /// `--fps` and `--until` (`--times` is read when the command runs, not here).
    static func validate(fps: Double, until: Until) throws { _ = try plan(fps: fps, end: until.end, tolerance: .standard) }

    /// The library's frame plan: `--fps` with the end, checked there and worded here.
    static func plan(fps: Double, end: SpringFramePlan.End, tolerance: SettlingTolerance) throws -> SpringFramePlan {
        do { return try SpringFramePlan(fps: fps, end: end, tolerance: tolerance) } catch { throw error.cliError }
    }

    /// The frame plan of these options with `tolerance` (`--times` read here).
    func plan(tolerance: SettlingTolerance) throws -> SpringFramePlan {
        try Self.plan(fps: fps, end: try times.map { .times(try FrameTimesOption.parse($0)) } ?? until.end, tolerance: tolerance)
    }

    /// The clock of the table: explicit times, or a uniform grid from 0 to the end the library
    /// decides; refused beyond `limit` rows before anything is built.
    func clock(
        for animation: SpringAnimation, resolved: ResolvedSpring, tolerance: SettlingTolerance, limit: RowLimitOptions
    ) throws -> FrameClock {
        try clock(for: animation, resolved: resolved, plan: try plan(tolerance: tolerance), limit: limit)
    }

    /// ``clock(for:resolved:tolerance:limit:)`` of a plan already made.
    func clock(
        for animation: SpringAnimation, resolved: ResolvedSpring, plan: SpringFramePlan, limit: RowLimitOptions
    ) throws -> FrameClock {
        let end: SpringFramePlan.ResolvedEnd
        do { end = try plan.resolvedEnd(for: animation, resolved) } catch { throw error.cliError }
        try limit.check(rows: plan.rowCount(end).rows, source: SpringTableRequestError.source(end, fps: fps))
        return plan.clock(end)
    }
}

/// `--times t1,t2,…`: exact times instead of a frame grid, declared once for the frame tables
/// of one motion (``FrameOptions``) and of a network.
struct FrameTimesOption: ParsableArguments {
    @Option(name: .customLong(SpringTableOption.times.name), help: Help.times) var times: String?

    /// The times of `--times`: finite, ≥ 0 and not decreasing, an error located at the entry
    /// (file, line and column for `@FILE`) otherwise.
    static func parse(_ list: String) throws -> [Double] {
        try ListOption.numbers(list, option: "--times", domain: .nonNegative, nonDecreasing: true)
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
