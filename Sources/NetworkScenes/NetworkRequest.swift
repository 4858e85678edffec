import Dynamics
import FrameIO
import SpringNetworks

/// A request for a network's table (`springsim network`): the network — a file's description or
/// a chain built from its parameters — the solver path, and which table: the modes, or the frames
/// at explicit times or on a grid to an end (a number of seconds, or the settling time). Its
/// options are checked once by ``validate()``; ``network()``, ``solutions(of:)``, ``end(of:)`` and
/// ``frameTable(_:clock:)`` build the rest in turn, each refusing what only it can see.
///
/// Domains: a chain of 1…``SpringNetwork/maximumNodes`` nodes; mass finite and > 0; stiffness,
/// damping coefficient and ground damping finite and ≥ 0; velocity finite; epsilon finite and
/// > 0; an end in [0, 1e6] s. The chain's parameters apply to a chain only; an end and explicit
/// times are exclusive, and the modes table takes neither.
///
/// ```swift
/// var request = NetworkRequest(chain: 5)
/// request.dampingCoefficient = 0.5
/// let table = try request.frameTable()
/// ```
public struct NetworkRequest: Sendable {
    /// A field of the request, as an error names it (`rawValue`: the option's long name).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case file, chain, mass, stiffness
        case dampingCoefficient = "damping-coefficient", groundDamping = "ground-damping"
        case anchor, velocity, x0, v0, table, until, times, epsilon

        /// Where the field's value must lie, as an error states it (after "must be").
        public var domainText: String {
            switch self {
            case .mass, .epsilon: return "a finite number > 0"
            case .stiffness, .dampingCoefficient, .groundDamping: return "a finite number ≥ 0"
            case .until: return "in [0, 1e6] s"
            default: return "a finite number"
            }
        }

        /// Whether `x` lies in ``domainText``'s interval (NaN never does).
        public func contains(_ x: Double) -> Bool {
            switch self {
            case .mass, .epsilon: return x.isFinite && x > 0
            case .stiffness, .dampingCoefficient, .groundDamping: return x.isFinite && x >= 0
            case .until: return x >= 0 && x <= 1e6
            default: return x.isFinite
            }
        }
    }

    /// Which table.
    public enum Kind: String, Sendable, Hashable, CaseIterable { case frames, modes }

    /// When a frame table ends.
    public enum End: Sendable, Hashable {
        /// The settling time (see ``end(of:)``).
        case settle
        /// A number of seconds.
        case seconds(Double)
    }

    /// The network a file describes (nil: none given).
    public var file: NetworkDescription?
    /// A chain of this many nodes instead of a file (nil: none given).
    public var chain: Int?
    /// Chain: every node's mass (default 1), every spring's stiffness (default 100) and dashpot
    /// (default 0), every node's damping to the ground (default 0).
    public var mass: Double?, stiffness: Double?, dampingCoefficient: Double?, groundDamping: Double?
    /// Chain: which ends are tied to an anchor at 0 (default the first).
    public var anchoring: ChainAnchoring?
    /// Chain: node 0's initial velocity (default 1; the others start at rest).
    public var velocity: Double?
    /// Chain: every node's initial position and velocity, one per node.
    public var initialPositions: [Double]?, initialVelocities: [Double]?
    public var kind: Kind = .frames
    /// The solver path (nil: the best one).
    public var method: NetworkSolution.Method?
    /// The end of a frame table on a grid (nil: ``End/settle``, or two periods of the slowest
    /// mode for an undamped network, which never settles).
    public var end: End?
    /// Explicit times instead of a grid (seconds, ≥ 0, not decreasing).
    public var times: [Double]?
    /// The settling threshold (nil: 0.001 of the motion's size).
    public var epsilon: Double?
    /// Frames per second of a grid.
    public var fps: Double = 60

    /// The ends a table may reach, seconds.
    public static let maximumEnd = 1e6

    public init(file: NetworkDescription? = nil, chain: Int? = nil) {
        self.file = file
        self.chain = chain
    }

    /// The chain fields given, in ``Field`` order.
    public var givenChainFields: [Field] {
        let given: [(Field, Bool)] = [
            (.mass, mass != nil), (.stiffness, stiffness != nil), (.dampingCoefficient, dampingCoefficient != nil),
            (.groundDamping, groundDamping != nil), (.anchor, anchoring != nil), (.velocity, velocity != nil),
            (.x0, initialPositions != nil), (.v0, initialVelocities != nil),
        ]
        return given.filter(\.1).map(\.0)
    }

    /// The first rule broken, in this order: no network or both a file and a chain; a chain
    /// outside 1…``SpringNetwork/maximumNodes``; a chain field with a file; a velocity with
    /// every node's velocities; a field outside its domain (mass, stiffness, damping
    /// coefficient, ground damping, velocity, epsilon, end); an end with explicit times; the
    /// modes table with an end other than settle or with times. (The lists' entries are not read.)
    public func validate() throws(NetworkRequestError) {
        switch (file, chain) {
        case (nil, nil): throw .noNetwork
        case (.some, .some): throw .fileAndChain
        default: break
        }
        if let n = chain, !(1...SpringNetwork.maximumNodes).contains(n) { throw .chainCount(n) }
        if file != nil, let field = givenChainFields.first { throw .chainOnly(field) }
        if velocity != nil && initialVelocities != nil { throw .velocityAndVelocities }
        let scalars: [(Field, Double?)] = [
            (.mass, mass), (.stiffness, stiffness), (.dampingCoefficient, dampingCoefficient), (.groundDamping, groundDamping),
            (.velocity, velocity), (.epsilon, epsilon),
        ]
        for (field, x) in scalars { if let x, !field.contains(x) { throw .outOfDomain(field, x) } }
        if case .seconds(let s) = end, !Field.until.contains(s) { throw .outOfDomain(.until, s) }
        let gridEnd = (end ?? .settle) != .settle
        if times != nil && gridEnd { throw .endAndTimes }
        if kind == .modes && (times != nil || gridEnd) { throw .modesHaveNoFrames }
    }

    /// The network, after ``validate()``: the file's, or the chain's (each list one entry per
    /// node; the chain's own checks).
    public func network() throws(NetworkRequestError) -> NetworkDescription {
        try validate()
        if let file { return file }
        let n = chain!
        for (field, list) in [(Field.x0, initialPositions), (.v0, initialVelocities)] {
            if let list, list.count != n { throw .listCount(field, given: list.count, nodes: n) }
        }
        var velocities = initialVelocities
        if velocities == nil {
            velocities = [Double](repeating: 0, count: n)
            velocities![0] = velocity ?? 1
        }
        do throws(NetworkError) {
            let base = try SpringNetwork.chain(
                count: n, mass: mass ?? 1, stiffness: stiffness ?? 100, dampingCoefficient: dampingCoefficient ?? 0,
                anchoring: anchoring ?? .first, initialPositions: initialPositions, initialVelocities: velocities)
            guard let g = groundDamping, g > 0 else { return NetworkDescription(base) }
            return NetworkDescription(
                try SpringNetwork(
                    masses: base.masses, springs: base.springs, groundDamping: [Double](repeating: g, count: n),
                    initialPositions: base.initialPositions, initialVelocities: base.initialVelocities))
        } catch {
            throw .network(error)
        }
    }

    /// Every coordinate of `network` solved by ``method`` (a failure of the solver is
    /// ``NetworkRequestError/solver(_:)``).
    public func solutions(of network: NetworkDescription) throws(NetworkRequestError) -> [NetworkSolution] {
        do {
            return try network.networks.map { n throws(NetworkError) in try NetworkSolution(n, method: method) }
        } catch {
            throw .solver(error)
        }
    }

    /// The period 2π/ω of the slowest mode of an undamped network with no free part, or nil
    /// (a damped network, or one with a rigid-body mode, ω = 0).
    public static func undampedPeriod(_ solutions: [NetworkSolution]) -> Double? {
        guard solutions.allSatisfy(\.matrices.isUndamped) else { return nil }
        guard let slowest = solutions.flatMap({ $0.modes.map(\.omega) }).min(), slowest > 0 else { return nil }
        return 2 * Double.pi / slowest
    }

    /// The end of a grid table and, when it is the settling time, that time and the threshold:
    /// the seconds given; without an end, two periods of the slowest mode of an undamped network;
    /// else the latest settling time of the coordinates at ``epsilon`` (default 0.001 of the
    /// largest ``NetworkSolution/displacementScale()``; 0 s for a network at rest), refused past
    /// ``maximumEnd``.
    public func end(
        of solutions: [NetworkSolution]
    ) throws(NetworkRequestError) -> (end: Double, settling: (time: Double, epsilon: Double)?) {
        switch end {
        case .seconds(let s): return (s, nil)
        case nil where Self.undampedPeriod(solutions) != nil: return (2 * Self.undampedPeriod(solutions)!, nil)
        case .settle, nil:
            let end: Double
            var threshold = epsilon ?? 0
            do throws(NetworkError) {
                if epsilon == nil {
                    for s in solutions { threshold = Swift.max(threshold, 0.001 * (try s.displacementScale())) }
                }
                var worst = 0.0
                if threshold != 0 {
                    for s in solutions { worst = Swift.max(worst, try s.settlingTime(epsilon: threshold)) }
                }
                end = worst
            } catch {
                throw .settling(error)
            }
            guard end >= 0 && end <= Self.maximumEnd else { throw .settlesTooLate(end) }
            return (end, (end, threshold))
        }
    }

    /// The clock of a frame table: the explicit times, else ``fps`` from 0 to `end`.
    public func clock(end: Double) -> FrameClock {
        if let times { return FrameClock(timestamps: times) }
        return FrameClock(fps: fps, end: end)
    }

    /// The frame table of `solutions` on `clock`, refused when the solution's error bound at the
    /// last frame exceeds ``NetworkSolution/tableTolerance``.
    public func frameTable(_ solutions: [NetworkSolution], clock: FrameClock) throws(NetworkRequestError) -> NetworkFrameTable {
        let last = clock.count > 0 ? clock.time(ofFrame: clock.count - 1) : 0
        let bound = solutions.map { $0.errorBound(at: last) }.max()!
        guard bound <= NetworkSolution.tableTolerance else { throw .errorBound(at: last, bound) }
        return NetworkFrameTable(solutions: solutions, clock: clock)
    }

    /// The whole frame table: the network, solved, on its clock.
    public func frameTable() throws(NetworkRequestError) -> NetworkFrameTable {
        let solutions = try solutions(of: try network())
        return try frameTable(solutions, clock: clock(end: times == nil ? try end(of: solutions).end : 0))
    }

    /// The modes table: the network's first coordinate, solved.
    public func modeTable() throws(NetworkRequestError) -> NetworkModeTable {
        NetworkModeTable(solution: try solutions(of: try network())[0])
    }
}

/// Why a ``NetworkRequest`` was refused; ``message(naming:)`` words it with the caller's names
/// for the fields.
public enum NetworkRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither a file nor a chain.
    case noNetwork
    /// Both a file and a chain.
    case fileAndChain
    /// A chain outside 1…``SpringNetwork/maximumNodes`` nodes.
    case chainCount(Int)
    /// A chain field given with a file.
    case chainOnly(NetworkRequest.Field)
    /// Node 0's velocity and every node's velocities.
    case velocityAndVelocities
    /// A field outside its ``NetworkRequest/Field/domainText``.
    case outOfDomain(NetworkRequest.Field, Double)
    /// An end in seconds (or any end but settle) and explicit times.
    case endAndTimes
    /// The modes table with an end or times.
    case modesHaveNoFrames
    /// A per-node list of the wrong length.
    case listCount(NetworkRequest.Field, given: Int, nodes: Int)
    /// The chain refused by ``SpringNetwork``'s own checks.
    case network(NetworkError)
    /// The solver failed (not a refused input).
    case solver(NetworkError)
    /// The settling time could not be found (a free part, no rest position).
    case settling(NetworkError)
    /// The settling time is past ``NetworkRequest/maximumEnd``.
    case settlesTooLate(Double)
    /// The solution's error bound at the table's last time exceeds the table tolerance.
    case errorBound(at: Double, Double)

    /// Whether the request failed while computing (the solver) rather than being refused.
    public var isFailure: Bool {
        if case .solver = self { return true }
        return false
    }

    /// The refusal as one line, each field named by `name`.
    public func message(naming name: (NetworkRequest.Field) -> String) -> String {
        switch self {
        case .noNetwork: return "give a network: \(name(.file)) FILE or \(name(.chain)) N"
        case .fileAndChain: return "give \(name(.file)) or \(name(.chain)), not both"
        case .chainCount(let n): return "\(name(.chain)) must be in 1…\(SpringNetwork.maximumNodes) (got \(n))"
        case .chainOnly(let field): return "\(name(field)) describes a \(name(.chain)); a \(name(.file)) network sets it in the file"
        case .velocityAndVelocities: return "give \(name(.velocity)) (node 0's kick) or \(name(.v0)) (every node), not both"
        case .outOfDomain(let field, let x): return "\(name(field)) must be \(field.domainText) (got \(x))"
        case .endAndTimes: return "give \(name(.until)) or \(name(.times)), not both"
        case .modesHaveNoFrames: return "\(name(.table)) modes has no frames: \(name(.until)) and \(name(.times)) do not apply"
        case .listCount(let field, let given, let n): return "\(name(field)): \(given) entries for a chain of \(n) nodes"
        case .network(let error), .solver(let error): return error.description
        case .settling(let error): return "\(name(.until)) settle: \(error.description)"
        case .settlesTooLate(let t):
            return "\(name(.until)) settle: the network settles after \(t) s, beyond the 1e6 s a table can last"
        case .errorBound(let t, let bound):
            return
                "the solution's error bound at \(t) s is \(bound) of the motion (more than \(NetworkSolution.tableTolerance)): the fastest modes' phase is lost to rounding over so long a time; shorten the table or soften the stiffest springs"
        }
    }

    public var description: String { message { $0.rawValue } }
}
