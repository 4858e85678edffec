// network.* — coupled spring networks (SpringNetworks, solved exactly through LAPACK), on the
// networks of scipy_networks.py (the SciPy peer; see README.md):
//   chain100   100 nodes of mass 1, each tied to the next by k = 100 with a dashpot c = 0.5,
//              node 0 tied to an anchor at 0 by the same (`SpringNetwork.chain`, anchoring .first);
//              x0_i = (i + 1)/100, v0 = 0. C = K/200 is classical damping: the tridiagonal path.
//   general50  network-general50.json (50 nodes, non-proportional damping): the exponential path.
// Tasks (peer, task, op):
//   swift/tridiagonal, swift/modal   network.chain100.setup — `NetworkSolution` (automatic path:
//       tridiagonal, LAPACK dstev; forced .modal: dsygvd) and `NetworkFrames(fps: 60, count: 121)`:
//       matrix assembly, decomposition, classical-damping check, modal motions; checksum Σ ω.
//   swift/exponential   network.general50.setup — the same on general50 (automatic path:
//       exponential; the undamped modes by dsyevd of GᵀG, the modal generator A_w and the rest
//       positions, then the frame propagator e^(A_w h) by Padé 9 on structured powers (dgemm) and
//       one dgesv; the mode description, dgeev and dgecon, is computed on first use, outside the
//       timing); checksum Σ x(h) (the frame after t = 0).
//   swift/expm          network.general50.expm — one `LinearAlgebra.exponential` of Ã·h (101×101,
//       h = 1/60), the operation SciPy's expm does; checksum Σ of its entries.
//   swift/tridiagonal, swift/exponential   network.*.table — set-up plus 121 frames j/60 (2 s) of
//       every node's x, v, a from `NetworkFrames.next(into:)`, copied into a table allocated
//       outside timing; checksum Σ x over frames and nodes.
// The chain's m, k, c go through `opaque`; general50 is read from its file at run time.
import LinearAlgebra
import SpringNetworks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum NetworkProblem {
    static let fps = 60.0
    static let frames = 121

    static func chain100() -> SpringNetwork {
        let n = 100
        return try! SpringNetwork.chain(
            count: n, mass: opaque(1), stiffness: opaque(100), dampingCoefficient: opaque(0.5), anchoring: .first,
            initialPositions: (0..<n).map { Double($0 + 1) / Double(n) })
    }

    /// network-general50.json, next to this package's Package.swift.
    static func general50() -> SpringNetwork {
        var path = String(#filePath)
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }  // …/Benchmarks
        return readNetwork(path + "/network-general50.json")
    }

    /// A network file (the schema of Tests/SpringNetworksTests/Fixtures/networks.json's
    /// "network": masses, springs {from, to | anchor, stiffness, damping}, ground_damping, x0, v0).
    static func readNetwork(_ path: String) -> SpringNetwork {
        guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        fclose(file)
        var reader = JSONReader(bytes: bytes)
        let root = reader.document()
        func doubles(_ key: String) -> [Double] { root[key].array.map(\.number) }
        let springs = root["springs"].array.map { s -> SpringNetwork.Connection in
            let end: SpringNetwork.Connection.End = s.has("anchor") ? .anchor(s["anchor"].number) : .node(Int(s["to"].number))
            return SpringNetwork.Connection(
                from: Int(s["from"].number), to: end, stiffness: s["stiffness"].number,
                dampingCoefficient: s.has("damping") ? s["damping"].number : 0)
        }
        return try! SpringNetwork(
            masses: doubles("masses"), springs: springs, groundDamping: doubles("ground_damping"), initialPositions: doubles("x0"),
            initialVelocities: doubles("v0"))
    }

    /// Ã = [[0, I, 0], [−M⁻¹K, −M⁻¹C, M⁻¹f], [0, 0, 0]], the library's own
    /// (`NetworkMatrices.generator(forcing:)`).
    static func generator(_ network: SpringNetwork) -> Matrix { NetworkMatrices(network).generator(forcing: true) }
}

/// Just enough JSON for a network file: objects, arrays, numbers, strings (no escapes beyond \").
enum JSONValue {
    case number(Double), string(String), bool(Bool), null, array([JSONValue]), object([String: JSONValue])

    var number: Double {
        guard case .number(let x) = self else { fatalError("JSON: expected a number, got \(self)") }
        return x
    }
    var array: [JSONValue] {
        guard case .array(let a) = self else { fatalError("JSON: expected an array") }
        return a
    }
    subscript(key: String) -> JSONValue {
        guard case .object(let o) = self, let v = o[key] else { fatalError("JSON: missing key \(key)") }
        return v
    }
    func has(_ key: String) -> Bool {
        if case .object(let o) = self { return o[key] != nil }
        return false
    }
}

struct JSONReader {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() -> JSONValue {
        let v = value()
        skipSpace()
        precondition(i == bytes.count, "JSON: trailing characters at byte \(i)")
        return v
    }

    mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    }

    mutating func expect(_ c: UInt8) {
        skipSpace()
        precondition(i < bytes.count && bytes[i] == c, "JSON: expected '\(Character(Unicode.Scalar(c)))' at byte \(i)")
        i += 1
    }

    /// The elements of an object or an array, its opening byte at `i`: none when `close` follows
    /// at once, else `element` (which reads one member or value) then `,` until `close`.
    mutating func elements(closedBy close: UInt8, _ element: (inout JSONReader) -> Void) {
        i += 1
        skipSpace()
        if bytes[i] == close {
            i += 1
            return
        }
        while true {
            element(&self)
            skipSpace()
            i += 1
            if bytes[i - 1] == close { return }
            precondition(bytes[i - 1] == UInt8(ascii: ","), "JSON: expected ',' or '\(Character(Unicode.Scalar(close)))' at byte \(i - 1)")
        }
    }

    mutating func value() -> JSONValue {
        skipSpace()
        precondition(i < bytes.count, "JSON: unexpected end")
        switch bytes[i] {
        case UInt8(ascii: "{"):
            var o: [String: JSONValue] = [:]
            elements(closedBy: UInt8(ascii: "}")) { r in
                guard case .string(let key) = r.value() else { fatalError("JSON: expected a key at byte \(r.i)") }
                r.expect(UInt8(ascii: ":"))
                o[key] = r.value()
            }
            return .object(o)
        case UInt8(ascii: "["):
            var a: [JSONValue] = []
            elements(closedBy: UInt8(ascii: "]")) { r in a.append(r.value()) }
            return .array(a)
        case UInt8(ascii: "\""):
            i += 1
            let start = i
            while bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            i += 1
            return .string(String(decoding: bytes[start..<(i - 1)], as: UTF8.self))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let word = bytes[i] == UInt8(ascii: "t") ? "true" : bytes[i] == UInt8(ascii: "f") ? "false" : "null"
            precondition(Array(bytes[i..<min(i + word.utf8.count, bytes.count)]) == Array(word.utf8), "JSON: bad literal at byte \(i)")
            i += word.utf8.count
            return word == "null" ? .null : .bool(word == "true")
        default:
            let start = i
            while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
            // Double(String) rounds correctly, so Python's repr round-trips exactly.
            guard let x = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { fatalError("JSON: bad number at byte \(start)") }
            return .number(x)
        }
    }
}

final class NetworkContext {
    let network: SpringNetwork
    let method: NetworkSolution.Method?
    var solution: NetworkSolution?
    var frames: NetworkFrames?
    /// Frame after frame: N positions, N velocities, N accelerations.
    let table: UnsafeMutableBufferPointer<Double>
    var written = 0
    let scaledGenerator: Matrix
    var propagator: Matrix?

    init(network: SpringNetwork, method: NetworkSolution.Method? = nil) {
        self.network = network
        self.method = method
        table = .allocate(capacity: NetworkProblem.frames * 3 * network.count)
        table.initialize(repeating: 0)
        scaledGenerator = (1 / NetworkProblem.fps) * NetworkProblem.generator(network)
    }

    deinit { table.deallocate() }
}

/// Set-up: everything before the first frame.
@inline(never)
func networkSetupKernel(_ ctx: NetworkContext, iterations: Int) {
    for _ in 0..<iterations {
        let solution = try! NetworkSolution(ctx.network, method: ctx.method)
        ctx.frames = try! NetworkFrames(solution: solution, fps: NetworkProblem.fps, count: NetworkProblem.frames)
        ctx.solution = solution
    }
}

/// The set-up's two parts alone (its breakdown in the detail column): the solution, with the
/// context's method or `method`, and the frame iterator from a solution already built.
@inline(never)
func networkSolutionKernel(_ ctx: NetworkContext, method: NetworkSolution.Method?, iterations: Int) {
    for _ in 0..<iterations { ctx.solution = try! NetworkSolution(ctx.network, method: method) }
}

@inline(never)
func networkFramesInitKernel(_ ctx: NetworkContext, iterations: Int) {
    let solution = ctx.solution!
    for _ in 0..<iterations {
        ctx.frames = try! NetworkFrames(solution: solution, fps: NetworkProblem.fps, count: NetworkProblem.frames)
    }
}

@inline(never)
func networkExpmKernel(_ ctx: NetworkContext, iterations: Int) {
    for _ in 0..<iterations { ctx.propagator = try! LinearAlgebra.exponential(ctx.scaledGenerator) }
}

@inline(never)
func networkTableKernel(_ ctx: NetworkContext, iterations: Int) {
    let n = ctx.network.count
    let table = ctx.table
    for _ in 0..<iterations {
        let solution = try! NetworkSolution(ctx.network, method: ctx.method)
        ctx.written = fillTable(table, nodes: n, from: solution)
    }
}

/// Every frame's x, v, a of `solution` into `table` (frames × 3N); returns the frame count.
@inline(__always)
func fillTable(
    _ table: UnsafeMutableBufferPointer<Double>, nodes n: Int, from solution: NetworkSolution, count: Int = NetworkProblem.frames,
    blockFrames: Int = NetworkFrames.blockFrames
) -> Int {
    var frames = try! NetworkFrames(solution: solution, fps: NetworkProblem.fps, count: count, blockFrames: blockFrames)
    var state = NetworkState(count: n)
    var row = 0
    while (try! frames.next(into: &state)) != nil {
        let base = (row % NetworkProblem.frames) * 3 * n
        for i in 0..<n {
            table[base + i] = state.positions[i]
            table[base + n + i] = state.velocities[i]
            table[base + 2 * n + i] = state.accelerations[i]
        }
        row += 1
    }
    return row
}

/// The frames alone: `count` frames (x, v, a) from a network already decomposed, including the
/// frame iterator's own set-up (the exponential path's propagator e^(A_w h)), `blockFrames` at a
/// time (1: each frame on its own, the method before blocks); frames past the table's 121 rows
/// wrap around into it.
@inline(never)
func networkFramesKernel(
    _ ctx: NetworkContext, iterations: Int, count: Int = NetworkProblem.frames, blockFrames: Int = NetworkFrames.blockFrames
) {
    let n = ctx.network.count
    let table = ctx.table
    let solution = ctx.solution!
    for _ in 0..<iterations { ctx.written = fillTable(table, nodes: n, from: solution, count: count, blockFrames: blockFrames) }
}

/// ns per frame beyond the iterator's set-up: (T(2401 frames) − T(121 frames)) / 2280.
func marginalFrameNanoseconds(_ ctx: NetworkContext, blockFrames: Int) -> Double {
    let long = 2401
    let a = bench(opsPerCall: 1) { networkFramesKernel(ctx, iterations: $0, count: long, blockFrames: blockFrames) }
    let b = bench(opsPerCall: 1) { networkFramesKernel(ctx, iterations: $0, blockFrames: blockFrames) }
    return (a.median - b.median) / Double(long - NetworkProblem.frames)
}

/// Interleaved A/B of the frame loop, blocked (B) against one frame at a time (A), for the
/// README: `rounds` alternations of both kernels in one process, the median of each side's
/// per-round medians; marginal ns per frame (2401 frames minus 121, set-up excluded) and the
/// 121-frame table with set-up.
func runNetworkFramesAB() {
    let rounds = environmentInt("AB_ROUNDS", 9)
    for (network, name) in [(NetworkProblem.chain100(), "chain100"), (NetworkProblem.general50(), "general50")] {
        let ctx = NetworkContext(network: network)
        ctx.solution = try! NetworkSolution(network)
        var single: [Double] = [], blocked: [Double] = [], single121: [Double] = [], blocked121: [Double] = []
        for _ in 0..<rounds {
            single.append(marginalFrameNanoseconds(ctx, blockFrames: 1))
            blocked.append(marginalFrameNanoseconds(ctx, blockFrames: NetworkFrames.blockFrames))
            single121.append(bench(opsPerCall: 1) { networkFramesKernel(ctx, iterations: $0, blockFrames: 1) }.median)
            blocked121.append(bench(opsPerCall: 1) { networkFramesKernel(ctx, iterations: $0) }.median)
        }
        func median(_ x: [Double]) -> Double {
            let s = x.sorted()
            return s.count % 2 == 1 ? s[s.count / 2] : 0.5 * (s[s.count / 2 - 1] + s[s.count / 2])
        }
        print(
            "AB\tnetwork.\(name).frames\t"
                + cFormat(
                    "rounds=%d\tper_frame_single=%.0f ns\tper_frame_blocked=%.0f ns\tspeedup=%.2f\ttable121_single=%.4g ns\ttable121_blocked=%.4g ns\tspeedup121=%.2f",
                    rounds, median(single), median(blocked), median(single) / median(blocked), median(single121), median(blocked121),
                    median(single121) / median(blocked121)))
    }
}

func runNetworks() {
    let chain = NetworkProblem.chain100()
    let general = NetworkProblem.general50()
    // `NETWORK_PROFILE=chain100|general50`: only that network's set-up, `NETWORK_PROFILE_ITERATIONS`
    // times (default 5000; 0 for the process's own cost), nothing printed — for `perf record` and
    // `perf stat`.
    if let raw = getenv("NETWORK_PROFILE") {
        let ctx = NetworkContext(network: String(cString: raw) == "chain100" ? chain : general)
        let iterations = getenv("NETWORK_PROFILE_ITERATIONS").flatMap { Int(String(cString: $0)) } ?? 5000
        networkSetupKernel(ctx, iterations: iterations)
        return
    }
    let frameCount = NetworkProblem.frames

    // ---- set-up ----
    for (network, name, method, peer) in [
        (chain, "chain100", nil, "swift/tridiagonal"), (chain, "chain100", NetworkSolution.Method.modal, "swift/modal"),
        (general, "general50", nil, "swift/exponential"),
    ] {
        let ctx = NetworkContext(network: network, method: method)
        let t = bench(opsPerCall: 1) { networkSetupKernel(ctx, iterations: $0) }
        let solution = ctx.solution!
        let solutionOnly = bench(opsPerCall: 1) { networkSolutionKernel(ctx, method: method, iterations: $0) }
        let framesOnly = bench(opsPerCall: 1) { networkFramesInitKernel(ctx, iterations: $0) }
        let ratios = solution.modes.map(\.dampingRatio).filter(\.isFinite)
        var detail =
            "op=setup path=\(solution.method.rawValue) lapack="
            + (solution.method == .tridiagonal
                ? "dbdsqr(values)+dbdsdc(vectors)"
                : solution.method == .modal
                    ? "dgejsv"
                    // general50: more than 25 nodes, undamped frequencies within a factor 32
                    // (5.78…90.4 rad/s), so the modes come from dsyevd (not dgejsv, not dbdsqr: no chain).
                    : "dsyevd(modes)+dgemm+dgesv(expm)")
            + " N=\(network.count) modes=\(solution.modes.count) "
            + cFormat(
                "zeta=%.3g..%.3g omega=%.6g..%.6g solution_ns=%.4g frames_init_ns=%.4g", ratios.min()!, ratios.max()!,
                solution.modes.first!.omega, solution.modes.last!.omega, solutionOnly.median, framesOnly.median)
        let checksum: String
        if solution.method == .exponential {
            // The forced exponential path: the same work without the automatic path's
            // classical-damping test (`mayBeClassical`, a few µs; it rules the modal path out
            // at once on this network, so no modal decomposition is attempted on either path).
            let forced = bench(opsPerCall: 1) { networkSolutionKernel(ctx, method: .exponential, iterations: $0) }
            detail += cFormat(" solution_forced_exponential_ns=%.4g", forced.median)
            var frames = try! NetworkFrames(solution: solution, fps: NetworkProblem.fps, count: NetworkProblem.frames)
            var state = NetworkState(count: network.count)
            _ = try! frames.next(into: &state)
            _ = try! frames.next(into: &state)
            checksum = cFormat("%.12e", state.positions.reduce(0, +))
            detail += " checksum=sum_x(h) cond_V=" + cFormat("%.3g", solution.conditionEstimate)
        } else {
            checksum = cFormat("%.12e", solution.modes.reduce(0) { $0 + $1.omega })
            detail += " checksum=sum_omega"
        }
        report(peer: peer, task: "network.\(name).setup", t, checksum: checksum, detail: detail)
    }

    // `NETWORK_TASKS=setup`: the set-up rows and the exponential alone (interleaved A/B runs).
    let setupOnly = getenv("NETWORK_TASKS").map { String(cString: $0) == "setup" } ?? false

    // ---- the matrix exponential alone ----
    do {
        let ctx = NetworkContext(network: general)
        let t = bench(opsPerCall: 1) { networkExpmKernel(ctx, iterations: $0) }
        let p = ctx.propagator!
        report(
            peer: "swift/expm", task: "network.general50.expm", t, checksum: cFormat("%.12e", p.elements.reduce(0, +)),
            detail: "op=expm(A~h) size=\(p.rows) h=1/60 checksum=sum_entries " + cFormat("norm1(A~h)=%.4g", ctx.scaledGenerator.norm1))
    }

    if setupOnly { return }

    // ---- tables ----
    for (network, name, peer) in [(chain, "chain100", "swift/tridiagonal"), (general, "general50", "swift/exponential")] {
        let ctx = NetworkContext(network: network)
        let t = bench(opsPerCall: 1) { networkTableKernel(ctx, iterations: $0) }
        precondition(ctx.written == frameCount, "NetworkFrames wrote \(ctx.written) of \(frameCount) frames")
        let n = network.count
        // Outside timing: sums, and each frame against a direct evaluation at t_j.
        let solution = try! NetworkSolution(network)
        var sumX = 0.0, sumV = 0.0, maxDev = 0.0, maxX = 0.0
        var direct = NetworkState(count: n)
        for j in 0..<frameCount {
            try! solution.state(at: Double(j) / NetworkProblem.fps, into: &direct)
            for i in 0..<n {
                let x = ctx.table[j * 3 * n + i]
                sumX += x
                sumV += ctx.table[j * 3 * n + n + i]
                maxDev = max(maxDev, abs(x - direct.positions[i]))
                maxX = max(maxX, abs(direct.positions[i]))
            }
        }
        // The frames alone, from the decomposed network (same table, same checksum).
        ctx.solution = solution
        for blockFrames in [NetworkFrames.blockFrames, 1] {
            let f = bench(opsPerCall: 1) { networkFramesKernel(ctx, iterations: $0, blockFrames: blockFrames) }
            precondition(ctx.written == frameCount, "NetworkFrames wrote \(ctx.written) of \(frameCount) frames")
            var sumXFrames = 0.0, maxDevFrames = 0.0
            var direct = NetworkState(count: n)
            for j in 0..<frameCount {
                try! solution.state(at: Double(j) / NetworkProblem.fps, into: &direct)
                for i in 0..<n {
                    sumXFrames += ctx.table[j * 3 * n + i]
                    maxDevFrames = max(maxDevFrames, abs(ctx.table[j * 3 * n + i] - direct.positions[i]))
                }
            }
            let marginal = marginalFrameNanoseconds(ctx, blockFrames: blockFrames)
            report(
                peer: blockFrames == 1 ? peer + "-single" : peer, task: "network.\(name).frames", f, checksum: cFormat("%.12e", sumXFrames),
                detail: "op=frames(x,v,a) from a decomposed network, incl. the frame propagator path=\(solution.method.rawValue) "
                    + cFormat(
                        "frames=%d N=%d blocks_of=%d ns/frame=%.0f marginal_ns/frame=%.0f max_dev_vs_direct=%.2e", frameCount, n,
                        blockFrames,
                        f.median / Double(frameCount), marginal, maxDevFrames / maxX))
        }
        report(
            peer: peer, task: "network.\(name).table", t, checksum: cFormat("%.12e", sumX),
            detail: "op=table(x,v,a) path=\(solution.method.rawValue) frames=\(frameCount) N=\(n) "
                + cFormat(
                    "ns/frame=%.0f sum_v=%.12e max_dev_vs_direct=%.2e bound(2s)=%.2e", t.median / Double(frameCount), sumV,
                    maxDev / maxX, solution.errorBound(at: 2)))
    }
}
