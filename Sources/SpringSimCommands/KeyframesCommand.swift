import ArgumentParser
import SpringSim

/// The interpolations of `springsim keyframes`, by their command-line names.
enum KeyframeInterpolationName: String, ExpressibleByArgument, CaseIterable {
    case linear, hermite
    case monoSpline = "mono-spline"
    case composeSpline = "compose-spline"
    case arc, cubic, paced
    case cubicPaced = "cubic-paced"
}

/// `springsim keyframes`: a keyframe animation, frame by frame, with its exact velocity.
struct KeyframesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyframes",
        abstract:
            "Write the per-frame table of a keyframe animation (Compose keyframes/keyframesWithSpline/ArcMode, CAKeyframeAnimation) with its exact velocity.",
        discussion: """
            Keyframe i holds value vi at time ti (seconds). In each segment the local time is \
            first eased (--easing, one easing per segment; none: linear time), then the \
            interpolation gives the value:
              linear          lerp (Compose keyframes, Core Animation linear)
              hermite         cubic Hermite, tangents = mean of adjacent secants
              mono-spline     Fritsch–Carlson: never overshoots monotone data
              compose-spline  Compose keyframesWithSpline's MonoSpline as shipped
                              (limits only when √(α²+β²) > 9: it can overshoot)
              arc             Compose ArcMode quarter ellipses, constant speed
                              (--arc-mode above|below|linear per segment);
                              1-D values are linear, as in Compose
              cubic           Core Animation cubic: Kochanek–Bartels (--tension,
                              --continuity, --bias per keyframe; 0 = Catmull–Rom)
              paced           Core Animation paced: constant speed along the
                              polyline; only the first and last times count
              cubic-paced     Core Animation cubicPaced: constant speed along
                              the cubic curve

            Values are numbers (1-D) or x:y pairs (2-D), either sign. Columns: \
            frame,time,value,velocity (1-D) or frame,time,x,y,vx,vy (2-D); the velocity is \
            the exact derivative in value units per second, empty where an easing jumps. \
            Frames run from the first keyframe time to the last at --fps, the last one \
            included.

            Examples:
              springsim keyframes --times 0,0.3,1 --values 0,1,0.4
              springsim keyframes --times 0,0.5,1 --values 0,0.2,1 \\
                --interpolation mono-spline --fps 10
              springsim keyframes --times 0,1 --values 0:0,100:50 \\
                --interpolation arc --arc-mode above
              springsim keyframes --times 0,0.4,1 --values 0,100,60 \\
                --easing 'ease-in,cubic-bezier(0.2, 0, 0, 1)'
            """
    )

    @Option(
        help: ArgumentHelp(
            "Keyframe times in seconds, in [0, 1e6], strictly increasing, at least two: a list or @FILE, @-, @FILE.csv:COLUMN.",
            valueName: "t1,t2,…"))
    var times: String

    @Option(
        help: ArgumentHelp(
            "One value per time, finite, either sign: numbers (1-D) or x:y pairs (2-D), not mixed; a list or @FILE.",
            valueName: "v1,v2,…"))
    var values: String

    @Option(
        help: ArgumentHelp(
            "How values between keyframes are computed (see above).",
            valueName: "mode"))
    var interpolation: KeyframeInterpolationName = .linear

    @Option(
        help: ArgumentHelp(
            "One easing per segment (springsim ease's syntax), separated by commas outside parentheses; not with paced modes.",
            valueName: "e1,e2,…"))
    var easing: String?

    @Option(
        name: .customLong("arc-mode"),
        help: ArgumentHelp("arc only: above, below or linear, one per segment (without it: below everywhere).", valueName: "m1,m2,…"))
    var arcMode: String?

    @Option(help: ArgumentHelp("cubic, cubic-paced: tension per keyframe in [-1, 1], positive tighter (without it: 0).", valueName: "list"))
    var tension: String?

    @Option(
        help: ArgumentHelp(
            "cubic, cubic-paced: continuity per keyframe in [-1, 1], positive sharper corners (without it: 0).", valueName: "list"))
    var continuity: String?

    @Option(help: ArgumentHelp("cubic, cubic-paced: bias per keyframe in [-1, 1] (without it: 0).", valueName: "list"))
    var bias: String?

    @OptionGroup var rate: FrameRateOption

    @OptionGroup(title: "Output") var output: TableOutputOptions

    func validate() throws {
        try ListOption.checkStandardInputOnce([times, values, tension, continuity, bias])
        let cubic = interpolation == .cubic || interpolation == .cubicPaced
        if !cubic, tension != nil || continuity != nil || bias != nil {
            throw CLIError("--tension, --continuity and --bias go with --interpolation cubic or cubic-paced")
        }
        if arcMode != nil && interpolation != .arc { throw CLIError("--arc-mode goes with --interpolation arc") }
    }

    func run() throws {
        let keyframes = try build()
        try output.limit.check(fps: rate.fps, end: keyframes.duration)
        try output.write(KeyframeTable(keyframes, fps: rate.fps))
    }

    /// The keyframes the options describe, every input checked.
    func build() throws -> Keyframes {
        let ts = try ListOption.numbers(times, option: "--times", domain: .seconds, nonDecreasing: true)
        if let k = ts.indices.dropLast().first(where: { ts[$0] == ts[$0 + 1] }) {
            throw CLIError("--times: entries \(k + 1) and \(k + 2) are both \(ts[k]); keyframe times must increase strictly")
        }
        guard ts.count >= 2 else { throw CLIError("--times needs at least two keyframe times (got \(ts.count))") }
        let (vs, dimension) = try Self.parseValues(values)
        guard vs.count == ts.count else {
            throw CLIError("--times has \(entries(ts.count)) but --values has \(vs.count): give one value per time")
        }
        let n = ts.count
        var easings: [(any Easing)?]?
        if let list = easing {
            let parts = Self.splitTopLevel(list)
            guard parts.count == n - 1 else {
                throw CLIError(
                    "--easing has \(entries(parts.count)) but \(n) keyframes have \(n - 1) segments: give one easing per segment")
            }
            var list: [(any Easing)?] = []
            for (k, text) in parts.enumerated() {
                do { list.append(try EasingParser.parse(text)) } catch {
                    throw CLIError("--easing entry \(k + 1) '\(text)': \(error.description)")
                }
            }
            easings = list
        }
        func perKeyframe(_ argument: String?, _ option: String) throws -> [Double] {
            guard let argument else { return Array(repeating: 0, count: n) }
            let list = try ListOption.numbers(argument, option: option, domain: .closed(-1, 1))
            guard list.count == n else {
                throw CLIError("\(option) has \(entries(list.count)) but there are \(n) keyframes: give one per keyframe")
            }
            return list
        }
        let mode: Keyframes.Interpolation
        switch interpolation {
        case .linear: mode = .linear
        case .hermite: mode = .hermite
        case .monoSpline: mode = .monotoneSpline
        case .composeSpline: mode = .composeMonoSpline
        case .paced: mode = .paced
        case .arc:
            var modes = Array(repeating: Keyframes.ArcMode.below, count: n - 1)
            if let list = arcMode {
                let parts = Self.splitTopLevel(list)
                guard parts.count == n - 1 else {
                    throw CLIError("--arc-mode has \(entries(parts.count)) but \(n) keyframes have \(n - 1) segments: give one per segment")
                }
                modes = try parts.map { word in
                    guard let m = Keyframes.ArcMode(rawValue: word) else {
                        throw CLIError("--arc-mode entries are above, below or linear (got '\(word)')")
                    }
                    return m
                }
            }
            mode = .arc(modes)
        case .cubic, .cubicPaced:
            let t = try perKeyframe(tension, "--tension"), c = try perKeyframe(continuity, "--continuity")
            let b = try perKeyframe(bias, "--bias")
            mode =
                interpolation == .cubic
                ? .kochanekBartels(tension: t, continuity: c, bias: b) : .cubicPaced(tension: t, continuity: c, bias: b)
        }
        if easing != nil && (interpolation == .paced || interpolation == .cubicPaced) {
            throw CLIError(
                "--easing cannot be combined with --interpolation \(interpolation.rawValue): paced keyframes move at constant speed")
        }
        do {
            return try Keyframes(times: ts, values: vs, dimension: dimension, interpolation: mode, easings: easings)
        } catch {
            throw CLIError(error.message)
        }
    }

    /// "1 entry", "3 entries".
    func entries(_ n: Int) -> String { n == 1 ? "1 entry" : "\(n) entries" }

    /// Numbers (1-D) or x:y pairs (2-D), all of one kind, finite; errors located at the entry.
    static func parseValues(_ argument: String) throws -> ([Point], Int) {
        let list = try ListOption.entries(argument, option: "--values")
        var points: [Point] = []
        var dimension = 0
        for (k, entry) in list.entries.enumerated() {
            let parts = entry.text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { throw CLIError(list.error(at: k, "is not a number or an x:y pair").description) }
            let d = parts.count
            if dimension == 0 { dimension = d }
            guard d == dimension else {
                throw CLIError(list.error(at: k, "mixes 1-D and 2-D values: give all numbers or all x:y pairs").description)
            }
            let numbers = parts.map { Double(String($0)) }
            guard numbers.allSatisfy({ $0?.isFinite ?? false }) else {
                throw CLIError(list.error(at: k, d == 1 ? "is not a finite number" : "is not an x:y pair of finite numbers").description)
            }
            points.append(Point(numbers[0]!, d == 2 ? numbers[1]! : 0))
        }
        return (points, dimension)
    }

    /// `a,b(c, d),e` → ["a", "b(c, d)", "e"]: commas inside parentheses belong to the entry.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == "," && depth <= 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts.map { Substring($0).trimmingSpaces }
    }
}
