import ArgumentParser
import SpringSim

/// `springsim scroll`: the frames of a fling under one platform's scroll physics.
struct ScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Write the per-frame table of a fling under a platform's scroll physics, until it rests.",
        discussion: """
            Physics (see docs/SCROLL.md):
              ios               UIScrollView, deceleration rate 0.998/ms (--rate R to
                                change it); past an edge a critically damped bounce
                                (ω₀ 12.5 rad/s) seen through the rubber band
                                x·d·c/(d + c·x), c = 0.55, d = --viewport
              ios-fast          the same at UIScrollView's fast rate, 0.99/ms
              android           Android OverScroller's spline fling (friction 0.015),
                                stopping at an edge
              flutter-bouncing  Flutter BouncingScrollSimulation: friction 0.135/s, then
                                the scroll spring (mass 0.5, stiffness 100, ratio 1.1)
              flutter-clamping  Flutter ClampingScrollSimulation, stopping at an edge
              framer-inertia    Framer Motion inertia: glide to x + power·v (or the
                                nearest --snap point) with time constant τ; at a bound a
                                spring (stiffness 500, damping 10) takes over
            Hand-offs happen at the exact crossing time, position and velocity carried \
            over (Flutter caps the velocity it hands to its spring at 5000 pt/s).

            Rest rule: frame n is at n/fps; the table ends with the first frame at or \
            after the model's rest time, which reads phase rest, the resting offset and \
            velocity 0. Rest time: friction phases when |v| < 20/3 pt/s (ios, \
            flutter-bouncing), the fling's end (android, flutter-clamping: their \
            duration, or reaching an edge), the glide within 1 pt of its target \
            (framer-inertia), a spring once |offset − edge| < 1/3 pt and |v| < 20/3 pt/s \
            for good (Flutter's scroll tolerance on a 3× screen).

            Other platforms' rest rules (see docs/CONVENTIONS.md): --rest-speed sets the \
            20/3 pt/s (Flutter's Tolerance.velocity; flutter-clamping: the speed below \
            which no fling starts, and its return spring's); for framer-inertia it is \
            Motion's restSpeed (the bounce spring's), and --rest-delta Motion's restDelta \
            (the glide's 1 pt and the bounce spring's 1/3 pt). Android's OverScroller has \
            no rest speed: its fling ends at its duration.

            Columns: frame,time,offset,velocity,phase (points, seconds, points per second; \
            phase decelerate, overscroll, bounce or rest). Without --extent the content is \
            unbounded.

            Examples:
              springsim scroll --physics ios --velocity 2500 --extent 0:1200
              springsim scroll --physics android --velocity -4000 --extent -900:0
              springsim scroll --physics framer-inertia --velocity 800 --snap 0,250,500,750
            """
    )

    @Option(help: Help.physics) var physics: ScrollRequest.Physics

    @Option(help: Help.velocity) var velocity: Double

    @Option(help: Help.position) var position: Double = 0

    @Option(help: Help.extent) var extent: String?

    @Option(help: Help.viewport) var viewport: Double?

    @Option(help: Help.rate) var rate: Double?

    @Option(help: Help.power) var power: Double?

    @Option(help: Help.timeConstant) var timeConstant: Double?

    @Option(help: Help.restSpeed) var restSpeed: Double?

    @Option(help: Help.restDelta) var restDelta: Double?

    @Option(help: Help.snap) var snap: String?

    @OptionGroup var rate60: FrameRateOption
    var fps: Double { rate60.fps }

    @OptionGroup var output: TableOutputOptions

    func validate() throws {
        try rate60.validate()
        // --snap is read when the command runs (an unreadable @FILE is a run failure, status 1).
        _ = try request(snapPoints: snap.map { _ in [] })
    }

    /// `--extent MIN:MAX`, or unbounded.
    func parsedExtent() throws -> ScrollExtent {
        guard let text = extent else { return .unbounded }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let lo = Double(parts[0]), let hi = Double(parts[1]) else {
            throw CLIError("--extent must be MIN:MAX, two numbers separated by a colon (got '\(text)')")
        }
        do { return try ScrollRequest.extent(min: lo, max: hi) } catch { throw error.cliError }
    }

    /// The library's request with these snap points, checked there and worded here.
    func request(snapPoints: [Double]?) throws -> ScrollRequest {
        var request = ScrollRequest(physics: physics, velocity: velocity, position: position, extent: try parsedExtent())
        let given: [ScrollRequest.Field: Double?] = [
            .viewport: viewport, .rate: rate, .power: power, .timeConstant: timeConstant, .restSpeed: restSpeed, .restDelta: restDelta,
        ]
        request.parameters = given.compactMapValues { $0 }
        request.snapPoints = snapPoints
        do { try request.validate() } catch { throw error.cliError }
        return request
    }

    /// The snap points' domain, for errors located at the entry (file, line and column for `@FILE`).
    static let snapDomain = Domain(text: ScrollRequest.Field.snap.domainText, contains: ScrollRequest.Field.snap.contains)

    func simulation() throws -> any ScrollSimulation {
        let points = try snap.map { try ListOption.numbers($0, option: "--snap", domain: Self.snapDomain) }
        let request = try request(snapPoints: points)
        do { return try request.simulation() } catch { throw error.cliError }
    }

    func run() throws {
        let sim = try simulation()
        try output.limit.check(
            rows: ScrollTable.frameCount(restTime: sim.restTime, fps: fps), source: "a rest time of \(sim.restTime) s at --fps \(fps)")
        try output.write(ScrollTable(sim, fps: fps))
    }
}

extension ScrollRequestError {
    /// This error as `scroll` words it, the fields named by their options.
    var cliError: CLIError {
        switch self {
        case .outOfDomain(let field, let x): return CLIError("--\(field.rawValue) must be \(field.domainText) (got \(x))")
        case .notApplicable(.viewport, let p):
            return CLIError("--viewport applies to --physics ios and ios-fast (the rubber band), not \(p.rawValue)")
        case .notApplicable(.rate, .iosFast): return CLIError("--rate applies to --physics ios; ios-fast is UIScrollView's fast rate 0.99")
        case .notApplicable(.restSpeed, _):
            return CLIError(
                "--rest-speed does not apply to --physics android: OverScroller's fling ends at its duration, whatever its speed")
        case .notApplicable(let field, let p):
            let to = field == .rate ? "ios" : "framer-inertia"
            return CLIError("--\(field.rawValue) applies to --physics \(to), not \(p.rawValue)")
        case .snapPoint(let i, let x): return CLIError("--snap: entry \(i + 1) (\(x)) must be \(ScrollRequest.Field.snap.domainText)")
        case .edgesOutOfDomain(let lo, let hi): return CLIError("--extent: MIN and MAX must be in [-1e12, 1e12] (got \(lo):\(hi))")
        case .edgesReversed(let lo, let hi): return CLIError("--extent: MIN must be ≤ MAX (got \(lo):\(hi))")
        case .simulation(let p, let error): return CLIError("--physics \(p.rawValue): \(error)")
        }
    }
}
