/// A linear network of point masses, springs and dashpots along one coordinate:
///
///     M ẍ + C ẋ + K x = f,   x(0) = x₀,  ẋ(0) = v₀,
///
/// with M = diag(mᵢ) (masses, kg or any consistent unit), K the stiffness matrix (N/m: force per
/// displacement), C the damping matrix (N·s/m) and f the constant force the anchors exert.
/// A spring joins two nodes, or a node and a fixed anchor position; each has a stiffness k ≥ 0
/// and an optional dashpot c ≥ 0 in parallel. Ground damping gᵢ ≥ 0 drags node i towards rest.
///
/// A network without anchors (or with nodes that no anchored spring reaches) has rigid-body
/// modes: those parts move freely, exactly (uniform motion, or decaying under damping).
public struct SpringNetwork: Sendable, Hashable {
    /// One spring, with an optional dashpot in parallel.
    public struct Connection: Sendable, Hashable {
        /// What the spring's second end is tied to.
        public enum End: Sendable, Hashable {
            /// Another node, by index.
            case node(Int)
            /// A fixed position.
            case anchor(Double)
        }

        /// The node at the first end (index into ``SpringNetwork/masses``).
        public var from: Int
        public var to: End
        /// k ≥ 0, force per unit extension.
        public var stiffness: Double
        /// c ≥ 0, force per unit rate of extension (0: no dashpot).
        public var dampingCoefficient: Double

        public init(from: Int, to: End, stiffness: Double, dampingCoefficient: Double = 0) {
            self.from = from
            self.to = to
            self.stiffness = stiffness
            self.dampingCoefficient = dampingCoefficient
        }
    }

    /// The largest network the solvers take: the exponential path works on a (2N + 1)² matrix,
    /// so N = 2000 is about 0.4 GB of working storage and minutes of set-up.
    public static let maximumNodes = 2000

    public let masses: [Double]
    public let springs: [Connection]
    /// Per-node damping to the ground (N·s/m), all zero when not given.
    public let groundDamping: [Double]
    /// Positions at t = 0.
    public let initialPositions: [Double]
    /// Velocities at t = 0.
    public let initialVelocities: [Double]

    /// A network, validated: every mass finite and > 0; stiffness, dashpots and ground damping
    /// finite and ≥ 0; indices in range; no spring from a node to itself; one initial position
    /// and velocity per node, finite; at most ``maximumNodes`` nodes.
    public init(
        masses: [Double], springs: [Connection], groundDamping: [Double]? = nil, initialPositions: [Double]? = nil,
        initialVelocities: [Double]? = nil
    ) throws(NetworkError) {
        let n = masses.count
        guard n > 0 else { throw .empty }
        guard n <= Self.maximumNodes else { throw .tooManyNodes(n) }
        for (i, m) in masses.enumerated() where !(m.isFinite && m > 0) { throw .invalidMass(node: i, value: m) }
        for (s, spring) in springs.enumerated() {
            guard (0..<n).contains(spring.from) else { throw .nodeOutOfRange(spring: s, node: spring.from, count: n) }
            switch spring.to {
            case .node(let j):
                guard (0..<n).contains(j) else { throw .nodeOutOfRange(spring: s, node: j, count: n) }
                guard j != spring.from else { throw .selfSpring(spring: s, node: j) }
            case .anchor(let a):
                guard a.isFinite else { throw .invalidValue(spring: s, field: "anchor", value: a) }
            }
            guard spring.stiffness.isFinite, spring.stiffness >= 0 else {
                throw .invalidValue(spring: s, field: "stiffness", value: spring.stiffness)
            }
            guard spring.dampingCoefficient.isFinite, spring.dampingCoefficient >= 0 else {
                throw .invalidValue(spring: s, field: "damping", value: spring.dampingCoefficient)
            }
        }
        let g = groundDamping ?? [Double](repeating: 0, count: n)
        let x0 = initialPositions ?? [Double](repeating: 0, count: n)
        let v0 = initialVelocities ?? [Double](repeating: 0, count: n)
        for (name, list) in [("ground_damping", g), ("x0", x0), ("v0", v0)] {
            guard list.count == n else { throw .lengthMismatch(field: name, count: list.count, nodes: n) }
        }
        for (i, c) in g.enumerated() where !(c.isFinite && c >= 0) { throw .invalidNodeValue(field: "ground_damping", node: i, value: c) }
        for (i, x) in x0.enumerated() where !x.isFinite { throw .invalidNodeValue(field: "x0", node: i, value: x) }
        for (i, v) in v0.enumerated() where !v.isFinite { throw .invalidNodeValue(field: "v0", node: i, value: v) }
        self.masses = masses
        self.springs = springs
        self.groundDamping = g
        self.initialPositions = x0
        self.initialVelocities = v0
    }

    /// The number of nodes.
    public var count: Int { masses.count }

    /// A chain of `count` equal masses, each tied to the next by (`stiffness`,
    /// `dampingCoefficient`), and to anchors at `anchorPositions` (the first node's anchor at the
    /// first entry, the last node's at the second, as ``ChainAnchoring`` says).
    public static func chain(
        count: Int, mass: Double, stiffness: Double, dampingCoefficient: Double = 0, anchoring: ChainAnchoring = .first,
        initialPositions: [Double]? = nil, initialVelocities: [Double]? = nil
    ) throws(NetworkError) -> SpringNetwork {
        guard count > 0 else { throw .empty }
        guard count <= maximumNodes else { throw .tooManyNodes(count) }
        var springs: [Connection] = []
        if anchoring == .first || anchoring == .both {
            springs.append(Connection(from: 0, to: .anchor(0), stiffness: stiffness, dampingCoefficient: dampingCoefficient))
        }
        for i in 0..<(count - 1) {
            springs.append(Connection(from: i, to: .node(i + 1), stiffness: stiffness, dampingCoefficient: dampingCoefficient))
        }
        if anchoring == .both || anchoring == .last {
            springs.append(Connection(from: count - 1, to: .anchor(0), stiffness: stiffness, dampingCoefficient: dampingCoefficient))
        }
        return try SpringNetwork(
            masses: [Double](repeating: mass, count: count), springs: springs, initialPositions: initialPositions,
            initialVelocities: initialVelocities)
    }
}

/// Which ends of a chain are tied to an anchor at 0.
public enum ChainAnchoring: String, Sendable, Hashable, CaseIterable {
    case first, last, both, none
}

/// Why a network was refused.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case tooManyNodes(Int)
    case invalidMass(node: Int, value: Double)
    case nodeOutOfRange(spring: Int, node: Int, count: Int)
    case selfSpring(spring: Int, node: Int)
    case invalidValue(spring: Int, field: String, value: Double)
    case invalidNodeValue(field: String, node: Int, value: Double)
    case lengthMismatch(field: String, count: Int, nodes: Int)
    /// A solver failed (LAPACK), or a time outside the finite range was asked for.
    case solver(String)

    public var description: String {
        switch self {
        case .empty: return "a network needs at least one node"
        case .tooManyNodes(let n): return "\(n) nodes: at most \(SpringNetwork.maximumNodes) are supported"
        case .invalidMass(let i, let m): return "masses[\(i)]: must be a finite number > 0 (got \(m))"
        case .nodeOutOfRange(let s, let node, let n): return "springs[\(s)]: node \(node) is out of range (nodes 0…\(n - 1))"
        case .selfSpring(let s, let node): return "springs[\(s)]: ties node \(node) to itself"
        case .invalidValue(let s, let f, let v):
            return "springs[\(s)].\(f): must be a finite number\(f == "anchor" ? "" : " ≥ 0") (got \(v))"
        case .invalidNodeValue(let f, let i, let v):
            return "\(f)[\(i)]: must be a finite number\(f == "ground_damping" ? " ≥ 0" : "") (got \(v))"
        case .lengthMismatch(let f, let c, let n): return "\(f): \(c) entries for \(n) nodes"
        case .solver(let m): return m
        }
    }
}
