import SpringNetworks

/// What a network solve did, for `springsim network --report`: the path that ran, how hard the
/// problem is, and the error bound over the table.
public struct NetworkReport: Sendable {
    public let solutions: [NetworkSolution]
    /// The table's last time (s): the error bound is quoted there (it grows with t).
    public let endTime: Double
    /// The settling time when it was computed, and its threshold.
    public let settling: (time: Double, epsilon: Double)?

    public init(solutions: [NetworkSolution], endTime: Double, settling: (time: Double, epsilon: Double)? = nil) {
        self.solutions = solutions
        self.endTime = endTime
        self.settling = settling
    }

    /// Lines of `key: value` text, one fact each.
    public var text: String {
        let s = solutions[0]
        let n = s.matrices.masses.count
        var lines = [
            "nodes: \(n)\(solutions.count == 2 ? " (two coordinates)" : "")",
            "method: \(s.method.rawValue) (\(Self.explain(s.method)))",
            "condition estimate: \(s.conditionEstimate)",
            "error bound at \(endTime) s: \(solutions.map { $0.errorBound(at: endTime) }.max()!) × the largest displacement",
        ]
        let rigid = s.modes.filter { $0.omega == 0 }.count
        lines.append("modes: \(s.modes.count)\(rigid > 0 ? " (\(rigid) rigid-body)" : "")")
        if let w = s.modes.map(\.omega).filter({ $0 > 0 }).min() { lines.append("slowest frequency: \(w) rad/s") }
        if let w = s.modes.map(\.omega).max(), w > 0 { lines.append("fastest frequency: \(w) rad/s") }
        for (axis, solution) in solutions.enumerated() {
            let name = solutions.count == 2 ? (axis == 0 ? " x" : " y") : ""
            if let rest = solution.restPositions {
                let shown = rest.prefix(8).map { "\($0)" }.joined(separator: ",")
                lines.append("rest positions\(name): " + shown + (rest.count > 8 ? ",… (\(rest.count) nodes)" : ""))
            } else {
                lines.append("rest positions\(name): none (a free, rigid-body part)")
            }
        }
        if let settling { lines.append("settles at: \(settling.time) s (every node within \(settling.epsilon) of rest)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func explain(_ method: NetworkSolution.Method) -> String {
        switch method {
        case .modal: return "classically damped: generalized symmetric eigenproblem, each mode in closed form"
        case .tridiagonal: return "classically damped chain: symmetric tridiagonal eigenproblem, each mode in closed form"
        case .exponential: return "non-classical damping: matrix exponential of the first-order system"
        }
    }
}
