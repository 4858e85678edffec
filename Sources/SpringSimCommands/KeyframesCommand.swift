import ArgumentParser
import SpringSim

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

    @Option(help: Help.times) var times: String

    @Option(help: Help.values) var values: String

    @Option(help: Help.interpolation) var interpolation: KeyframesRequest.Mode = .linear

    @Option(help: Help.easing) var easing: String?

    @Option(name: .customLong("arc-mode"), help: Help.arcMode) var arcMode: String?

    @Option(help: Help.tension) var tension: String?

    @Option(help: Help.continuity) var continuity: String?

    @Option(help: Help.bias) var bias: String?

    @OptionGroup var rate: FrameRateOption

    @OptionGroup(title: "Output") var output: TableOutputOptions

    func validate() throws {
        try ListOption.checkStandardInputOnce([times, values, tension, continuity, bias])
        let lists: [(KeyframesRequest.Field, String?)] = [
            (.easing, easing), (.arcMode, arcMode), (.tension, tension), (.continuity, continuity), (.bias, bias),
        ]
        do { try KeyframesRequest.check(mode: interpolation, given: Set(lists.filter { $0.1 != nil }.map(\.0))) } catch {
            throw error.cliError
        }
    }

    func run() throws {
        let keyframes = try build()
        try output.limit.check(fps: rate.fps, end: keyframes.duration)
        try output.write(KeyframeTable(keyframes, fps: rate.fps))
    }

    /// The library's request: the lists read (each entry checked where it stands), the counts
    /// and combinations checked there and worded here.
    func request() throws -> KeyframesRequest {
        let ts = try ListOption.numbers(times, option: "--times", domain: .seconds, nonDecreasing: true)
        let (vs, dimension) = try Self.parseValues(values)
        var request = KeyframesRequest(times: ts, values: vs, dimension: dimension, mode: interpolation)
        request.easings = try easing.map { list in
            try Self.splitTopLevel(list).enumerated().map { k, text in
                do { return try EasingParser.parse(text) as any Easing } catch {
                    throw CLIError("--easing entry \(k + 1) '\(text)': \(error)")
                }
            }
        }
        request.arcModes = try arcMode.map { list in
            try Self.splitTopLevel(list).map { word in
                guard let m = Keyframes.ArcMode(rawValue: word) else {
                    throw CLIError("--arc-mode entries are above, below or linear (got '\(word)')")
                }
                return m
            }
        }
        func perKeyframe(_ argument: String?, _ option: String) throws -> [Double]? {
            try argument.map { try ListOption.numbers($0, option: option, domain: .closed(-1, 1)) }
        }
        request.tension = try perKeyframe(tension, "--tension")
        request.continuity = try perKeyframe(continuity, "--continuity")
        request.bias = try perKeyframe(bias, "--bias")
        return request
    }

    /// The keyframes the options describe, every input checked.
    func build() throws -> Keyframes {
        do { return try request().keyframes() } catch let error as KeyframesRequestError { throw error.cliError }
    }

    /// "1 entry", "3 entries".
    static func entries(_ n: Int) -> String { n == 1 ? "1 entry" : "\(n) entries" }

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

extension KeyframesRequestError {
    /// This error as `keyframes` words it, the lists named by their options.
    var cliError: CLIError {
        let entries = KeyframesCommand.entries
        switch self {
        case .needsCubic: return CLIError("--tension, --continuity and --bias go with --interpolation cubic or cubic-paced")
        case .needsArc: return CLIError("--arc-mode goes with --interpolation arc")
        case .repeatedTime(let k, let t):
            return CLIError("--times: entries \(k + 1) and \(k + 2) are both \(t); keyframe times must increase strictly")
        case .tooFewTimes(let n): return CLIError("--times needs at least two keyframe times (got \(n))")
        case .count(.values, let given, let n):
            return CLIError("--times has \(entries(n)) but --values has \(given): give one value per time")
        case .count(.easing, let given, let segments):
            return CLIError(
                "--easing has \(entries(given)) but \(segments + 1) keyframes have \(segments) segments: give one easing per segment")
        case .count(.arcMode, let given, let segments):
            return CLIError(
                "--arc-mode has \(entries(given)) but \(segments + 1) keyframes have \(segments) segments: give one per segment")
        case .count(let field, let given, let n):
            return CLIError("--\(field.rawValue) has \(entries(given)) but there are \(n) keyframes: give one per keyframe")
        case .easingWithPaced(let mode):
            return CLIError("--easing cannot be combined with --interpolation \(mode.rawValue): paced keyframes move at constant speed")
        case .keyframes(let error): return CLIError(error.message)
        }
    }
}
