/// A network as a file describes it (JSON; `springsim network --file`): the masses, the springs,
/// ground damping and the initial state, in one coordinate or two.
///
/// ```json
/// { "masses": [1, 1, 2],
///   "springs": [ {"from": 0, "to": 1, "stiffness": 100, "damping": 2},
///                {"from": 1, "to": 2, "stiffness": 80},
///                {"from": 0, "anchor": 0.0, "stiffness": 50, "damping": 1} ],
///   "ground_damping": [0, 0, 0.5],
///   "x0": [0, 0, 0], "v0": [1.4, 0, 0] }
/// ```
///
/// Fields (units are any consistent set, e.g. kg, N/m, N·s/m, m, s):
///
/// | field | meaning |
/// |---|---|
/// | `masses` | one mass per node, each finite and > 0 |
/// | `mass` | instead of `masses`: every node's mass; the node count then comes from `nodes`, `x0`, `v0` or `ground_damping` |
/// | `nodes` | the node count (optional; must agree with the lists) |
/// | `springs` | each `{"from": i, "to": j, "stiffness": k}` or `{"from": i, "anchor": a, "stiffness": k}`, with an optional `"damping": c` (a dashpot in parallel, N·s/m: the physical coefficient, not a ratio) |
/// | `ground_damping` | per-node damping to the ground: a list, or one number for every node (default 0) |
/// | `x0`, `v0` | initial positions and velocities, one per node (default 0) |
///
/// A **two-dimensional** network writes every position, velocity and anchor as an `[x, y]` pair;
/// both coordinates share the masses, springs and dampers (springs act along each axis
/// independently: the linear, small-motion model), so it is two one-dimensional networks with
/// the same matrices and different anchors and initial states. Mixing numbers and pairs is
/// refused.
///
/// Decoding checks everything ``SpringNetwork/init(masses:springs:groundDamping:initialPositions:initialVelocities:)``
/// checks and reports it at the offending value, so a file reader (SpringSim's `SceneFile`)
/// can name its line: `net.json:5:42: springs[1].stiffness: must be a finite number ≥ 0 (got -80)`.
public struct NetworkDescription: Sendable, Hashable, Decodable {
    /// 1 or 2.
    public let dimensions: Int
    /// One network per coordinate (x, then y), sharing masses, springs and dampers.
    public let networks: [SpringNetwork]

    /// The node count.
    public var count: Int { networks[0].count }

    /// A one-dimensional description of `network`.
    public init(_ network: SpringNetwork) {
        dimensions = 1
        networks = [network]
    }

    /// A two-dimensional description: `x` and `y` must share masses, ground damping and the
    /// springs' ends, stiffnesses and dashpots (anchors and initial states may differ).
    public init(x: SpringNetwork, y: SpringNetwork) throws(NetworkError) {
        guard x.masses == y.masses, x.groundDamping == y.groundDamping, x.springs.count == y.springs.count else {
            throw .solver("the two coordinates of a 2-D network must share masses, ground damping and springs")
        }
        for (a, b) in zip(x.springs, y.springs) {
            let sameEnds: Bool
            switch (a.to, b.to) {
            case (.node(let i), .node(let j)): sameEnds = i == j
            case (.anchor, .anchor): sameEnds = true
            default: sameEnds = false
            }
            guard a.from == b.from, sameEnds, a.stiffness == b.stiffness, a.dampingCoefficient == b.dampingCoefficient else {
                throw .solver("the two coordinates of a 2-D network must share masses, ground damping and springs")
            }
        }
        dimensions = 2
        networks = [x, y]
    }

    // MARK: Decoding

    enum Key: String, CodingKey {
        case masses, mass, nodes, springs
        case groundDamping = "ground_damping"
        case x0, v0
    }

    enum SpringKey: String, CodingKey {
        case from, to, anchor, stiffness, damping
    }

    /// A position in the coding path of an array element (`springs[2]`).
    struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "Index \(intValue!)" }
        init(_ i: Int) { intValue = i }
        init?(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    /// A number or an `[x, y]` pair.
    enum Coordinate: Decodable {
        case scalar(Double)
        case pair(Double, Double)

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let x = try? single.decode(Double.self) {
                self = .scalar(x)
                return
            }
            var list: any UnkeyedDecodingContainer
            do { list = try decoder.unkeyedContainer() } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "expected a number or an [x, y] pair"))
            }
            var values: [Double] = []
            while !list.isAtEnd { values.append(try list.decode(Double.self)) }
            guard values.count == 2 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "a pair must have two numbers [x, y] (got \(values.count))"))
            }
            self = .pair(values[0], values[1])
        }

        var isPair: Bool {
            if case .pair = self { return true }
            return false
        }

        func component(_ axis: Int) -> Double {
            switch self {
            case .scalar(let x): return x
            case .pair(let x, let y): return axis == 0 ? x : y
            }
        }
    }

    /// One number for every node, or a list.
    enum PerNode: Decodable {
        case uniform(Double)
        case list([Double])

        init(from decoder: any Decoder) throws {
            if let x = try? decoder.singleValueContainer().decode(Double.self) {
                self = .uniform(x)
            } else {
                self = .list(try [Double](from: decoder))
            }
        }
    }

    struct SpringEntry {
        var from: Int
        var node: Int?
        var anchor: Coordinate?
        var stiffness: Double
        var damping: Double
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let path = c.codingPath
        func corrupt(_ keys: [any CodingKey], _ message: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: path + keys, debugDescription: message))
        }

        let masses = try c.decodeIfPresent([Double].self, forKey: .masses)
        let mass = try c.decodeIfPresent(Double.self, forKey: .mass)
        let nodes = try c.decodeIfPresent(Int.self, forKey: .nodes)
        let ground = try c.decodeIfPresent(PerNode.self, forKey: .groundDamping)
        let x0 = try c.decodeIfPresent([Coordinate].self, forKey: .x0)
        let v0 = try c.decodeIfPresent([Coordinate].self, forKey: .v0)

        // The springs, one entry at a time (each names `to` or `anchor`, not both).
        var entries: [SpringEntry] = []
        if c.contains(.springs) {
            var list = try c.nestedUnkeyedContainer(forKey: .springs)
            while !list.isAtEnd {
                let s = list.currentIndex
                let e = try list.nestedContainer(keyedBy: SpringKey.self)
                let from = try e.decode(Int.self, forKey: .from)
                let to = try e.decodeIfPresent(Int.self, forKey: .to)
                let anchor = try e.decodeIfPresent(Coordinate.self, forKey: .anchor)
                let stiffness = try e.decode(Double.self, forKey: .stiffness)
                let damping = try e.decodeIfPresent(Double.self, forKey: .damping) ?? 0
                switch (to, anchor) {
                case (nil, nil): throw corrupt([Key.springs, Index(s)], "a spring needs \"to\" (a node) or \"anchor\" (a fixed position)")
                case (.some, .some):
                    throw corrupt([Key.springs, Index(s), SpringKey.anchor], "a spring has \"to\" or \"anchor\", not both")
                default: break
                }
                entries.append(SpringEntry(from: from, node: to, anchor: anchor, stiffness: stiffness, damping: damping))
            }
        }

        // The node count and the masses.
        let n: Int
        let massList: [Double]
        switch (masses, mass) {
        case (.some, .some): throw corrupt([Key.mass], "give \"masses\" (a list) or \"mass\" (one for every node), not both")
        case (nil, nil): throw corrupt([], "missing field 'masses' (a list of masses, or \"mass\" with a node count)")
        case (.some(let list), nil):
            n = list.count
            massList = list
            if let nodes, nodes != n { throw corrupt([Key.nodes], "\(nodes) nodes, but \"masses\" lists \(n)") }
        case (nil, .some(let m)):
            var counted: Int? = nodes
            if counted == nil, case .list(let g) = ground { counted = g.count }
            counted = counted ?? x0?.count ?? v0?.count
            guard let counted else {
                throw corrupt([Key.mass], "with \"mass\", give \"nodes\" (or x0, v0 lists) so the node count is known")
            }
            n = counted
            massList = [Double](repeating: m, count: Swift.max(n, 0))
        }
        guard n >= 1 else { throw corrupt([masses == nil ? Key.nodes : Key.masses], "a network needs at least one node") }
        guard n <= SpringNetwork.maximumNodes else {
            throw corrupt(
                [masses == nil ? Key.nodes : Key.masses], "\(n) nodes: at most \(SpringNetwork.maximumNodes) are supported")
        }

        // One coordinate or two: pairs anywhere make it two, and then everything is a pair.
        var pairs: [(keys: [any CodingKey], isPair: Bool)] = []
        for (i, x) in (x0 ?? []).enumerated() { pairs.append(([Key.x0, Index(i)], x.isPair)) }
        for (i, v) in (v0 ?? []).enumerated() { pairs.append(([Key.v0, Index(i)], v.isPair)) }
        for (s, e) in entries.enumerated() {
            if let a = e.anchor { pairs.append(([Key.springs, Index(s), SpringKey.anchor], a.isPair)) }
        }
        let dimensions = pairs.contains { $0.isPair } ? 2 : 1
        if dimensions == 2, let odd = pairs.first(where: { !$0.isPair }) {
            throw corrupt(
                odd.keys, "this network is two-dimensional (it has [x, y] pairs): every position, velocity and anchor must be a pair")
        }

        let groundList: [Double]
        switch ground {
        case nil: groundList = [Double](repeating: 0, count: n)
        case .uniform(let g): groundList = [Double](repeating: g, count: n)
        case .list(let g): groundList = g
        }

        var networks: [SpringNetwork] = []
        for axis in 0..<dimensions {
            let springs = entries.map { e in
                SpringNetwork.Connection(
                    from: e.from, to: e.node.map { .node($0) } ?? .anchor(e.anchor!.component(axis)), stiffness: e.stiffness,
                    dampingCoefficient: e.damping)
            }
            do {
                networks.append(
                    try SpringNetwork(
                        masses: massList, springs: springs, groundDamping: groundList,
                        initialPositions: x0.map { $0.map { $0.component(axis) } },
                        initialVelocities: v0.map { $0.map { $0.component(axis) } }))
            } catch {
                var groundUniform = false
                if case .uniform = ground { groundUniform = true }
                let keys = Self.location(of: error, entries: entries, massGiven: masses != nil, groundUniform: groundUniform)
                throw corrupt(keys, Self.message(error))
            }
        }
        self.dimensions = dimensions
        self.networks = networks
    }

    /// The coding path of the value a validation error is about.
    static func location(
        of error: NetworkError, entries: [SpringEntry], massGiven: Bool, groundUniform: Bool
    ) -> [any CodingKey] {
        switch error {
        case .empty, .tooManyNodes: return [massGiven ? Key.masses : Key.nodes]
        case .invalidMass(let i, _): return massGiven ? [Key.masses, Index(i)] : [Key.mass]
        case .nodeOutOfRange(let s, let node, _):
            return [Key.springs, Index(s), entries[s].from == node ? SpringKey.from : SpringKey.to]
        case .selfSpring(let s, _): return [Key.springs, Index(s), SpringKey.to]
        case .invalidValue(let s, let field, _):
            return [Key.springs, Index(s), SpringKey(rawValue: field) ?? SpringKey.stiffness]
        case .invalidNodeValue(let field, let i, _):
            guard let key = Key(rawValue: field) else { return [] }
            return key == .groundDamping && groundUniform ? [key] : [key, Index(i)]
        case .lengthMismatch(let field, _, _): return Key(rawValue: field).map { [$0] } ?? []
        case .solver: return []
        }
    }

    /// The message without the field prefix (the file reader prints the field path itself).
    static func message(_ error: NetworkError) -> String {
        let text = error.description
        guard let colon = text.firstIndex(of: ":"), !text[..<colon].contains(" ") else { return text }
        return String(text[text.index(after: colon)...].drop { $0 == " " })
    }
}
