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

/// The default subcommand: the per-frame CSV table of one spring animation.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Write the per-frame table of a spring animation as CSV (frame,time,value,velocity,acceleration).",
        discussion: """
            Rows are at time = frame / fps from 0 to the end time, always ending with a row at the end time
            (an extra row, numbered one past the last grid frame, when the end is not on the grid).
            Values come from the exact closed form (walked by its state-transition matrix and re-anchored
            every 32 frames; agreement with direct evaluation ≤ 1e-14 of the distance).
            """
    )

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Animation") var animation: AnimationOptions
    @OptionGroup(title: "Settling") var tolerance: ToleranceOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    @Option(help: ArgumentHelp("Frames per second of the display link.", valueName: "n"))
    var fps: Double = 60

    @Option(
        help: ArgumentHelp(
            "End of the table: settle (the exact settling time), duration (the family's own duration: UIKit's D, SwiftUI's duration), or seconds.",
            valueName: "settle|duration|seconds"))
    var until: Until = .settle

    @Option(help: ArgumentHelp("Evaluate exactly at these times (comma-separated seconds) instead of a frame grid.", valueName: "t1,t2,…"))
    var times: String?

    static let columns = ["frame", "time", "value", "velocity", "acceleration"]

    func run() throws {
        guard fps.isFinite, fps > 0 else { throw CLIError("--fps must be a finite number > 0 (got \(fps))") }
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, normalizedVelocity: spring.velocity)
        let (eps, velocityEps) = try tolerance.validated()

        if let list = times {
            let ts = try Self.parseTimes(list)
            try output.withCSV(columns: Self.columns) { w in
                for (i, t) in ts.enumerated() {
                    let s = anim.motion.sample(at: t)
                    try Self.row(w, frame: i, time: t, value: anim.to + s.value, velocity: s.velocity, acceleration: s.acceleration)
                }
            }
            return
        }

        let end: Double
        switch until {
        case .settle:
            end = anim.settlingDuration(epsilon: eps, velocityEpsilon: velocityEps)
            guard end.isFinite else { throw CLIError("this spring never settles (damping ratio 0); pass --until SECONDS") }
        case .duration:
            guard let d = resolved.nominalDuration else {
                throw CLIError(
                    "--until duration needs a family with a duration (--damping [--duration] for UIKit, or --duration --bounce); this one is \(resolved.family)"
                )
            }
            end = d
        case .seconds(let s):
            guard s.isFinite, s >= 0 else { throw CLIError("--until must be settle, duration or a number of seconds ≥ 0 (got \(s))") }
            end = s
        }
        let gridFrames = end * fps
        guard gridFrames < 1e10 else { throw CLIError("the table would have \(gridFrames) rows; pass a shorter --until or a lower --fps") }
        var last = Int(gridFrames.rounded(.down))
        while last > 0 && Double(last) / fps > end { last -= 1 }
        while Double(last + 1) / fps <= end { last += 1 }

        try output.withCSV(columns: Self.columns) { w in
            var sampler = UniformSampler(animation: anim, fps: fps, count: last + 1)
            while let s = sampler.next() {
                try Self.row(w, frame: s.frame, time: s.time, value: s.value, velocity: s.velocity, acceleration: s.acceleration)
            }
            if Double(last) / fps < end {
                let s = anim.motion.sample(at: end)
                try Self.row(w, frame: last + 1, time: end, value: anim.to + s.value, velocity: s.velocity, acceleration: s.acceleration)
            }
        }
    }

    static func row(_ w: CSVWriter, frame: Int, time: Double, value: Double, velocity: Double, acceleration: Double) throws {
        w.field(frame)
        try w.field(time)
        try w.field(value)
        try w.field(velocity)
        try w.field(acceleration)
        try w.endRow()
    }

    static func parseTimes(_ list: String) throws -> [Double] {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        return try parts.map { part in
            let text = part.trimmingSpaces
            guard let t = Double(text), t.isFinite, t >= 0 else {
                throw CLIError("--times takes comma-separated finite times ≥ 0 in seconds (bad entry '\(text)')")
            }
            return t
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
