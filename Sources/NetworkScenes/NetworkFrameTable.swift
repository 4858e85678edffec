import Dynamics
import FrameIO
import SpringNetworks

/// The per-frame table of a spring network: every node's state at every frame (`springsim
/// network --table frames`).
///
/// Columns, one row per frame and node (tidy long form):
///
/// | one coordinate | two coordinates | unit | meaning |
/// |---|---|---|---|
/// | `frame` | `frame` | | frame index from 0 |
/// | `time` | `time` | s | time since the start |
/// | `node` | `node` | | node index from 0 |
/// | `value` | `x`, `y` | length | position |
/// | `velocity` | `vx`, `vy` | length/s | velocity |
/// | `acceleration` | | length/s² | M⁻¹(f − Kx − Cẋ) |
///
/// Rows. On a uniform clock the grid frames come from `NetworkFrames` (from 16 nodes in blocks
/// of 32 frames: each mode in closed form at a block's first frame and stepped by its exact
/// transition matrix to the others on the modal paths; one precomputed propagator per frame step,
/// re-anchored every 256 frames, on the exponential path), and an end time off the grid gets one
/// more row evaluated directly; on a clock of explicit times every row is evaluated directly at
/// its time. Error: within
/// each solution's `errorBound(at:)` (propagated frames: see `NetworkFrames`).
public struct NetworkFrameTable: Sendable, Table {
    /// One solution per coordinate (x, then y).
    public let solutions: [NetworkSolution]
    public let clock: FrameClock

    /// The table of `network` on `clock`, solving each coordinate by `method` (nil: the best
    /// path).
    public init(network: NetworkDescription, clock: FrameClock, method: NetworkSolution.Method? = nil) throws(NetworkError) {
        var solutions: [NetworkSolution] = []
        for n in network.networks { solutions.append(try NetworkSolution(n, method: method)) }
        self.init(solutions: solutions, clock: clock)
    }

    /// The table of already solved coordinates (one or two, with one node count).
    public init(solutions: [NetworkSolution], clock: FrameClock) {
        precondition((1...2).contains(solutions.count), "NetworkFrameTable: one or two coordinates")
        self.solutions = solutions
        self.clock = clock
    }

    /// The node count.
    public var nodeCount: Int { solutions[0].matrices.masses.count }

    /// The number of data rows: frames × nodes.
    public var rowCount: Double { Double(clock.count) * Double(nodeCount) }

    public var columns: [FrameColumn] {
        let head = [
            FrameColumn("frame", .integer, "frame index from 0"), FrameColumn("time", .real, unit: "s", "time since the start"),
            FrameColumn("node", .integer, "node index from 0"),
        ]
        if solutions.count == 2 {
            return head + [
                FrameColumn("x", .real, unit: "length", "position along x"), FrameColumn("y", .real, unit: "length", "position along y"),
                FrameColumn("vx", .real, unit: "length/s", "velocity along x"),
                FrameColumn("vy", .real, unit: "length/s", "velocity along y"),
            ]
        }
        return head + [
            FrameColumn("value", .real, unit: "length", "position"), FrameColumn("velocity", .real, unit: "length/s", "velocity"),
            FrameColumn("acceleration", .real, unit: "length/s²", "acceleration, M⁻¹(f − Kx − Cẋ)"),
        ]
    }

    /// See `Table/rowEstimate()`: ``rowCount``, exact.
    public func rowEstimate() -> RowCount { RowCount(rowCount) }

    /// Emits every row into `sink`, frame by frame; memory is constant in the number of frames.
    public func emitTable(into sink: some RowSink) throws {
        let n = nodeCount
        var states = solutions.map { _ in NetworkState(count: n) }
        if case .uniform(let fps, let start, _) = clock.schedule, start == 0 {
            var frames: [NetworkFrames] = []
            for s in solutions { frames.append(try NetworkFrames(solution: s, fps: fps, count: clock.gridFrameCount)) }
            for f in 0..<clock.gridFrameCount {
                for c in frames.indices { _ = try frames[c].next(into: &states[c]) }
                try emit(frame: f, time: clock.time(ofFrame: f), states, into: sink)
            }
            for f in clock.gridFrameCount..<clock.count {
                let t = clock.time(ofFrame: f)
                for c in solutions.indices { try solutions[c].state(at: t, into: &states[c]) }
                try emit(frame: f, time: t, states, into: sink)
            }
            return
        }
        for f in 0..<clock.count {
            let t = clock.time(ofFrame: f)
            for c in solutions.indices { try solutions[c].state(at: t, into: &states[c]) }
            try emit(frame: f, time: t, states, into: sink)
        }
    }

    private func emit(frame: Int, time: Double, _ states: [NetworkState], into sink: some RowSink) throws {
        for i in 0..<nodeCount {
            try sink.field(frame)
            try sink.field(time)
            try sink.field(i)
            if states.count == 2 {
                try sink.field(states[0].positions[i])
                try sink.field(states[1].positions[i])
                try sink.field(states[0].velocities[i])
                try sink.field(states[1].velocities[i])
            } else {
                try sink.field(states[0].positions[i])
                try sink.field(states[0].velocities[i])
                try sink.field(states[0].accelerations[i])
            }
            try sink.endRow()
        }
    }
}

/// The modes of a network (`springsim network --table modes`): one row per mode and node.
///
/// | column | unit | meaning |
/// |---|---|---|
/// | `mode` | | mode index from 0, slowest first |
/// | `omega` | rad/s | undamped natural frequency ω (0: a rigid-body mode) |
/// | `damping_ratio` | 1 | ζ of the mode; empty for a damped rigid-body mode, whose ζ is unbounded |
/// | `node` | | node index |
/// | `shape` | length | the mode shape's entry at the node (mass-normalised, φᵀMφ = 1, for classically damped networks; unit Euclidean norm otherwise) |
/// | `decay_rate` | 1/s | the mode's slowest exponential decay rate (`NetworkMode.decayRate`) |
///
/// The modes of a 2-D network are those of its x coordinate (y shares the matrices).
public struct NetworkModeTable: Sendable, Table {
    public let solution: NetworkSolution

    public init(solution: NetworkSolution) { self.solution = solution }

    public static let columns = [
        FrameColumn("mode", .integer, "mode index from 0, slowest first"),
        FrameColumn("omega", .real, unit: "rad/s", "undamped angular frequency"),
        FrameColumn("damping_ratio", .real, "modal damping ratio, empty where undefined"),
        FrameColumn("node", .integer, "node index from 0"),
        FrameColumn("shape", .real, "the mode shape's component at the node"),
        FrameColumn("decay_rate", .real, unit: "1/s", "the mode's slowest decay rate"),
    ]

    public var columns: [FrameColumn] { Self.columns }

    /// The column names, for a header row.
    public static let columnNames = columns.map(\.name)

    /// See `Table/rowEstimate()`: ``rowCount``, exact.
    public func rowEstimate() -> RowCount { .exact(rowCount) }

    public var rowCount: Int { solution.modes.count * solution.matrices.masses.count }

    public func emitTable(into sink: some RowSink) throws {
        for (m, mode) in solution.modes.enumerated() {
            for (i, s) in mode.shape.enumerated() {
                try sink.field(m)
                try sink.field(mode.omega)
                if mode.dampingRatio.isFinite { try sink.field(mode.dampingRatio) } else { try sink.missing() }
                try sink.field(i)
                try sink.field(s)
                try sink.field(mode.decayRate)
                try sink.endRow()
            }
        }
    }
}
