import ArgumentParser
import NetworkScenes
import SpringNetworks
import SpringSim

/// Which table `springsim network` writes.
enum NetworkTableKind: String, ExpressibleByArgument, CaseIterable {
    case frames, modes
}

/// Which solver path `springsim network` asks for.
enum NetworkMethodOption: String, ExpressibleByArgument, CaseIterable {
    case auto, modal, tridiagonal, exponential

    var method: NetworkSolution.Method? {
        switch self {
        case .auto: return nil
        case .modal: return .modal
        case .tridiagonal: return .tridiagonal
        case .exponential: return .exponential
        }
    }
}

/// When a network table ends: `settle` or a number of seconds.
enum NetworkUntil: ExpressibleByArgument, Equatable {
    case settle
    case seconds(Double)

    init?(argument: String) {
        if argument == "settle" {
            self = .settle
            return
        }
        guard let s = Double(argument) else { return nil }
        self = .seconds(s)
    }

    static var defaultValueDescription: String { "settle" }
}

/// `springsim network`: coupled springs solved exactly (LAPACK, opened on first use).
struct NetworkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "network",
        abstract: "Write the exact per-frame table (or the modes) of a network of masses, springs and dampers.",
        discussion: """
            The network M ẍ + C ẋ + K x = f comes from a JSON file (--file; see data/networks/ and \
            docs/NETWORKS.md) or is a chain (--chain N). It is solved exactly: through its modes when the \
            damping is classical, else through the matrix exponential of the first-order system (Padé \
            degree 13 with scaling and squaring; the modes of each damped block by LAPACK dgeev); \
            --report says which path ran and its error bound. The natural frequencies are the singular \
            values of the factored stiffness G = D^½·B·M^(−½): LAPACK dbdsqr on a chain's bidiagonal G \
            (its vectors by dbdsdc past 25 nodes when that loses no accuracy), else dgejsv (Jacobi), or \
            dgesdd for more than 25 nodes whose frequencies span at most a factor 32. The settling time's \
            energy bound takes the lowest eigenvalue of K x = λ M x from dsygvd.

            Chains: N equal masses (--mass), each tied to the next by --stiffness with a dashpot \
            --damping-coefficient, and to a fixed anchor at 0 (--anchor first|last|both|none, default first). \
            Node 0 is kicked with --velocity (default 1), or give every node's start with --x0 and --v0.

            Tables (--table):
              frames  frame,time,node,value,velocity,acceleration
                      (a 2-D network: frame,time,node,x,y,vx,vy)
              modes   mode,omega,damping_ratio,node,shape,decay_rate
                      (mass-normalised shapes, slowest mode first)

            --until settle ends the table at the settling time: the last time a node is --epsilon or \
            more from its rest position (default: 0.001 of the motion's size, the larger of the largest \
            initial distance from rest and the largest |v0ᵢ|·√(mᵢ/Kᵢᵢ), the amplitude a kick would give \
            node i if its neighbours held still). A network with a free part never settles: give seconds. Without \
            damping (the chain's default --damping-coefficient 0) it never settles either; unless --until is given, \
            its table then runs two periods of its slowest mode.

            Examples:
              springsim network --file data/networks/three-masses.json
              springsim network --chain 10 --stiffness 100 --damping-coefficient 0.5 --velocity 1.4
              springsim network --chain 5 --anchor both --table modes
            """
    )

    @Option(help: ArgumentHelp("The network file (JSON; see data/networks/).", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("A chain of N nodes instead of a file, N in 1…\(SpringNetwork.maximumNodes).", valueName: "n"))
    var chain: Int?

    @Option(help: ArgumentHelp("Chain: every node's mass, > 0, finite (default 1).", valueName: "m"))
    var mass: Double?

    @Option(help: ArgumentHelp("Chain: every spring's stiffness, ≥ 0, finite (default 100).", valueName: "k"))
    var stiffness: Double?

    @Option(
        name: .customLong("damping-coefficient"),
        help: ArgumentHelp("Chain: every spring's dashpot, ≥ 0, finite (default 0).", valueName: "c"))
    var dampingCoefficient: Double?

    @Option(
        name: .customLong("ground-damping"),
        help: ArgumentHelp("Chain: every node's damping to the ground, ≥ 0, finite (default 0).", valueName: "c"))
    var groundDamping: Double?

    @Option(help: ArgumentHelp("Chain: which ends are tied to an anchor at 0: first, last, both or none.", valueName: "ends"))
    var anchor: ChainAnchoring?

    @Option(help: ArgumentHelp("Chain: node 0's initial velocity, finite, may be negative (default 1).", valueName: "v"))
    var velocity: Double?

    @Option(help: ArgumentHelp("Chain: every node's initial position, finite numbers (one per node).", valueName: "x1,x2,…"))
    var x0: String?

    @Option(help: ArgumentHelp("Chain: every node's initial velocity, finite numbers (one per node).", valueName: "v1,v2,…"))
    var v0: String?

    @Option(help: ArgumentHelp("Which table: frames or modes (default frames).", valueName: "table"))
    var table: NetworkTableKind = .frames

    @Option(help: ArgumentHelp("Solver path: auto, modal, tridiagonal or exponential (default auto).", valueName: "path"))
    var method: NetworkMethodOption = .auto

    @OptionGroup var rate: FrameRateOption

    @Option(
        help: ArgumentHelp(
            "End of the table: settle (the settling time) or seconds in [0, 1e6] (default: settle; an undamped network, which never settles, runs two periods of its slowest mode).",
            valueName: "settle|seconds"))
    var until: NetworkUntil?

    @OptionGroup var exactTimes: FrameTimesOption
    var times: String? { exactTimes.times }

    @Option(
        help: ArgumentHelp(
            "Settling threshold: distance from rest, > 0, finite (default 0.001 of the motion's size; see below).",
            valueName: "e"))
    var epsilon: Double?

    @Flag(help: "Also write what the solver did (path, condition, error bound, settling time) to standard error.")
    var report = false

    @OptionGroup var tableFormat: TableFormatOption
    var format: TableFormat { tableFormat.format }

    @OptionGroup var destination: OutputOptions
    @OptionGroup var limit: RowLimitOptions

    func validate() throws {
        switch (file, chain) {
        case (nil, nil): throw CLIError("give a network: --file FILE or --chain N")
        case (.some, .some): throw CLIError("give --file or --chain, not both")
        default: break
        }
        try checkInteger(chain, "--chain", 1...SpringNetwork.maximumNodes)
        if file != nil {
            let chainOnly: [(String, Bool)] = [
                ("--mass", mass != nil), ("--stiffness", stiffness != nil), ("--damping-coefficient", dampingCoefficient != nil),
                ("--ground-damping", groundDamping != nil), ("--anchor", anchor != nil), ("--velocity", velocity != nil),
                ("--x0", x0 != nil), ("--v0", v0 != nil),
            ]
            if let given = chainOnly.first(where: \.1) {
                throw CLIError("\(given.0) describes a --chain; a --file network sets it in the file")
            }
        }
        if velocity != nil && v0 != nil { throw CLIError("give --velocity (node 0's kick) or --v0 (every node), not both") }
        try Domain.positive.check(mass, "--mass")
        try Domain.nonNegative.check(stiffness, "--stiffness")
        try Domain.nonNegative.check(dampingCoefficient, "--damping-coefficient")
        try Domain.nonNegative.check(groundDamping, "--ground-damping")
        try Domain.finite.check(velocity, "--velocity")
        try Domain.positive.check(epsilon, "--epsilon")
        if case .seconds(let s) = until { try Domain.seconds.check(s, "--until") }
        if times != nil && (until ?? .settle) != .settle { throw CLIError("give --until or --times, not both") }
        if table == .modes && (times != nil || (until ?? .settle) != .settle) {
            throw CLIError("--table modes has no frames: --until and --times do not apply")
        }
        try ListOption.checkStandardInputOnce([x0, v0, times])
    }

    func run() throws {
        try validate()
        let network = try description()
        let solutions: [NetworkSolution]
        do { solutions = try network.networks.map { n throws(NetworkError) in try NetworkSolution(n, method: method.method) } } catch {
            throw CLIError(runtime: error.description)
        }

        if table == .modes {
            let modes = NetworkModeTable(solution: solutions[0])
            try limit.check(modes)
            if report { SpringSimTool.writeStandardError(NetworkReport(solutions: solutions, endTime: 0).text) }
            try destination.write(modes, format: format)
            return
        }

        // The clock: explicit times, or the grid to --until (checked against --max-rows first).
        let clock: FrameClock
        var settling: (time: Double, epsilon: Double)?
        if let list = times {
            let ts = try ListOption.numbers(list, option: "--times", domain: .nonNegative, nonDecreasing: true)
            try limit.check(rows: Double(ts.count) * Double(network.count), source: "--times")
            clock = FrameClock(timestamps: ts)
        } else {
            let end: Double
            switch until {
            case .seconds(let s): end = s
            case nil where Self.undampedPeriod(solutions) != nil:
                // The default end of a network that never settles: two periods of its slowest mode.
                end = 2 * Self.undampedPeriod(solutions)!
            case .settle, nil:
                do {
                    var worst = 0.0
                    var threshold = epsilon ?? 0
                    if epsilon == nil {
                        for s in solutions { threshold = Swift.max(threshold, 0.001 * (try s.displacementScale())) }
                    }
                    if threshold == 0 {
                        end = 0
                    } else {
                        for s in solutions { worst = Swift.max(worst, try s.settlingTime(epsilon: threshold)) }
                        end = worst
                    }
                    settling = (end, threshold)
                } catch { throw CLIError("--until settle: \(error.description)") }
                guard Domain.seconds.contains(end) else {
                    throw CLIError("--until settle: the network settles after \(end) s, beyond the 1e6 s a table can last")
                }
            }
            try limit.check(rows: FrameClock.frameCount(fps: rate.fps, duration: end) * Double(network.count))
            clock = FrameClock(fps: rate.fps, end: end)
        }
        let last = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
        let bound = solutions.map { $0.errorBound(at: last) }.max()!
        guard bound <= NetworkSolution.tableTolerance else {
            throw CLIError(
                "the solution's error bound at \(last) s is \(bound) of the motion (more than \(NetworkSolution.tableTolerance)): the fastest modes' phase is lost to rounding over so long a time; shorten the table or soften the stiffest springs"
            )
        }
        let frames = NetworkFrameTable(solutions: solutions, clock: clock)
        if report {
            let end = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
            SpringSimTool.writeStandardError(NetworkReport(solutions: solutions, endTime: end, settling: settling).text)
        }
        try destination.write(frames, format: format)
    }

    /// The period 2π/ω of the slowest mode of an undamped network with no free part, or nil
    /// (a damped network, or one with a rigid-body mode, ω = 0).
    static func undampedPeriod(_ solutions: [NetworkSolution]) -> Double? {
        guard solutions.allSatisfy(\.matrices.isUndamped) else { return nil }
        guard let slowest = solutions.flatMap({ $0.modes.map(\.omega) }).min(), slowest > 0 else { return nil }
        return 2 * Double.pi / slowest
    }

    /// The network: the file, or the chain the options describe.
    func description() throws -> NetworkDescription {
        if let path = file { return try SceneFile.decode(NetworkDescription.self, fromFile: path) }
        let n = chain!
        let positions = try x0.map { try ListOption.numbers($0, option: "--x0") }
        var velocities = try v0.map { try ListOption.numbers($0, option: "--v0") }
        for (option, list) in [("--x0", positions), ("--v0", velocities)] {
            if let list, list.count != n { throw CLIError("\(option): \(list.count) entries for a chain of \(n) nodes") }
        }
        if velocities == nil {
            velocities = [Double](repeating: 0, count: n)
            velocities![0] = velocity ?? 1
        }
        do {
            let base = try SpringNetwork.chain(
                count: n, mass: mass ?? 1, stiffness: stiffness ?? 100, dampingCoefficient: dampingCoefficient ?? 0,
                anchoring: anchor ?? .first, initialPositions: positions, initialVelocities: velocities)
            guard let g = groundDamping, g > 0 else { return NetworkDescription(base) }
            return NetworkDescription(
                try SpringNetwork(
                    masses: base.masses, springs: base.springs, groundDamping: [Double](repeating: g, count: n),
                    initialPositions: base.initialPositions, initialVelocities: base.initialVelocities))
        } catch { throw CLIError(error.description) }
    }
}
