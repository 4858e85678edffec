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

    @Option(help: Help.file) var file: String?

    @Option(help: Help.chain) var chain: Int?

    @Option(help: Help.mass) var mass: Double?

    @Option(help: Help.stiffness) var stiffness: Double?

    @Option(name: .customLong("damping-coefficient"), help: Help.dampingCoefficient) var dampingCoefficient: Double?

    @Option(name: .customLong("ground-damping"), help: Help.groundDamping) var groundDamping: Double?

    @Option(help: Help.anchor) var anchor: ChainAnchoring?

    @Option(help: Help.velocity) var velocity: Double?

    @Option(help: Help.x0) var x0: String?

    @Option(help: Help.v0) var v0: String?

    @Option(help: Help.table) var table: NetworkTableKind = .frames

    @Option(help: Help.method) var method: NetworkMethodOption = .auto

    @OptionGroup var rate: FrameRateOption

    @Option(help: Help.until) var until: NetworkUntil?

    @OptionGroup var exactTimes: FrameTimesOption
    var times: String? { exactTimes.times }

    @Option(help: Help.epsilon) var epsilon: Double?

    @Flag(help: Help.report) var report = false

    @OptionGroup var tableFormat: TableFormatOption
    var format: TableFormat { tableFormat.format }

    @OptionGroup var destination: OutputOptions
    @OptionGroup var limit: RowLimitOptions

    func validate() throws {
        // The file and the lists are read when the command runs (an unreadable file is a run
        // failure, status 1): here each given one stands in as given.
        let standIn = NetworkDescription(try! SpringNetwork.chain(count: 1, mass: 1, stiffness: 1))
        do { try request(file: file.map { _ in standIn }, x0: x0.map { _ in [] }, v0: v0.map { _ in [] }).validate() } catch {
            throw error.cliError()
        }
        try ListOption.checkStandardInputOnce([x0, v0, times])
    }

    /// The library's request with the file's network and the lists read (the times are read
    /// after the network is solved).
    func request(file network: NetworkDescription?, x0 positions: [Double]?, v0 velocities: [Double]?) -> NetworkRequest {
        var request = NetworkRequest(file: network, chain: chain)
        (request.mass, request.stiffness, request.dampingCoefficient) = (mass, stiffness, dampingCoefficient)
        (request.groundDamping, request.anchoring, request.velocity) = (groundDamping, anchor, velocity)
        (request.initialPositions, request.initialVelocities) = (positions, velocities)
        (request.kind, request.method, request.epsilon, request.fps) = (
            table == .modes ? .modes : .frames, method.method, epsilon, rate.fps
        )
        switch until {
        case .settle: request.end = .settle
        case .seconds(let s): request.end = .seconds(s)
        case nil: request.end = nil
        }
        request.times = times.map { _ in [] }
        return request
    }

    func run() throws {
        try validate()
        let fileNetwork = try file.map { try SceneFile.decode(NetworkDescription.self, fromFile: $0) }
        let positions = try x0.map { try ListOption.numbers($0, option: "--x0") }
        let velocities = try v0.map { try ListOption.numbers($0, option: "--v0") }
        var request = request(file: fileNetwork, x0: positions, v0: velocities)
        let network: NetworkDescription, solutions: [NetworkSolution]
        do {
            network = try request.network()
            solutions = try request.solutions(of: network)
        } catch { throw error.cliError() }

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
            request.times = try ListOption.numbers(list, option: "--times", domain: .nonNegative, nonDecreasing: true)
            try limit.check(rows: Double(request.times!.count) * Double(network.count), source: "--times")
            clock = request.clock(end: 0)
        } else {
            let end: (end: Double, settling: (time: Double, epsilon: Double)?)
            do { end = try request.end(of: solutions) } catch { throw error.cliError() }
            settling = end.settling
            try limit.check(rows: FrameClock.frameCount(fps: rate.fps, duration: end.end) * Double(network.count))
            clock = request.clock(end: end.end)
        }
        let frames: NetworkFrameTable
        do { frames = try request.frameTable(solutions, clock: clock) } catch { throw error.cliError() }
        if report {
            let end = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
            SpringSimTool.writeStandardError(NetworkReport(solutions: solutions, endTime: end, settling: settling).text)
        }
        try destination.write(frames, format: format)
    }
}
