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
    @Option(help: ArgumentHelp("Frames per second of the display link, in (0, 1e6].", valueName: "n"))
    var fps: Double = FrameRateOption.defaultFPS

    /// The default of `--fps`.
    static let defaultFPS = 60.0

    func validate() throws { try Domain.fps.check(fps, "--fps") }
}

/// `--fps` for the chart scenes, whose scene file may set the rate: nil when not given (the
/// scene file's rate, else 60), checked against the same domain as ``FrameRateOption``.
struct SceneFrameRateOption: ParsableArguments {
    @Option(help: ArgumentHelp("Frames per second of the display link, in (0, 1e6] (default: the scene file's, else 60).", valueName: "n"))
    var fps: Double?

    func validate() throws { try Domain.fps.check(fps, "--fps") }
}

/// `--fps`, `--until`, `--times`: which frames a table has.
struct FrameOptions: ParsableArguments {
    @OptionGroup var rate: FrameRateOption
    var fps: Double { rate.fps }

    @Option(
        help: ArgumentHelp(
            "End of the table: settle (the exact settling time), duration (the family's own duration: UIKit's D, SwiftUI's duration), or seconds (≥ 0, finite).",
            valueName: "settle|duration|seconds"))
    var until: Until = FrameOptions.defaultUntil

    /// The default of `--until`.
    static let defaultUntil = Until.settle

    @Option(
        help: ArgumentHelp(
            "Evaluate exactly at these times instead of a frame grid: seconds ≥ 0, finite, not decreasing; a list or @FILE.",
            valueName: "t1,t2,…"))
    var times: String?

    func validate() throws { try Self.validate(fps: fps, until: until) }

    static func validate(fps: Double, until: Until) throws {
        try Domain.fps.check(fps, "--fps")
        if case .seconds(let s) = until, !(s.isFinite && s >= 0) {
            throw CLIError("--until must be settle, duration or a number of seconds ≥ 0 (got \(s))")
        }
    }

    /// The clock of the table: explicit times, or a uniform grid from 0 to the end time; refused
    /// beyond `limit` rows before anything is built.
    func clock(
        for animation: SpringAnimation, resolved: ResolvedSpring, epsilon: Double, velocityEpsilon: Double?, limit: RowLimitOptions
    ) throws -> FrameClock {
        try Self.clock(
            fps: fps, until: until, times: times, for: animation, resolved: resolved, epsilon: epsilon, velocityEpsilon: velocityEpsilon,
            limit: limit.rowLimit)
    }

    static func clock(
        fps: Double, until: Until, times: String?,
        for animation: SpringAnimation, resolved: ResolvedSpring, epsilon: Double, velocityEpsilon: Double?, limit: RowLimit
    ) throws -> FrameClock {
        try validate(fps: fps, until: until)
        if let list = times {
            let ts = try Self.parseTimes(list)
            try limit.check(rows: Double(ts.count), source: "--times")
            return FrameClock(timestamps: ts)
        }
        let end: Double
        let endOption: String
        switch until {
        case .settle:
            end = SpringTable.endTime(.settled(epsilon: epsilon, velocityEpsilon: velocityEpsilon), of: animation)
            guard end.isFinite else { throw CLIError("this spring never settles (damping ratio 0); pass --until SECONDS") }
            endOption = "--until settle (\(end) s)"
        case .duration:
            guard let d = resolved.nominalDuration else {
                throw CLIError(
                    "--until duration needs a family with a duration (--damping [--duration] for UIKit, or --duration --bounce); this one is \(resolved.family)"
                )
            }
            end = d
            endOption = "--until duration (\(d) s)"
        case .seconds(let s):
            end = s
            endOption = "--until \(s)"
        }
        try limit.check(rows: FrameClock.frameCount(fps: fps, duration: end), source: "\(endOption) at --fps \(fps)")
        return FrameClock(fps: fps, end: end)
    }

    /// The times of `--times`: finite, ≥ 0 and not decreasing, an error located at the entry
    /// (file, line and column for `@FILE`) otherwise.
    static func parseTimes(_ list: String) throws -> [Double] {
        try ListOption.numbers(list, option: "--times", domain: .nonNegative, nonDecreasing: true)
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
