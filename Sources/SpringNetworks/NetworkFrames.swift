import LinearAlgebra

/// The states of a network at the uniform frame times tₙ = n / fps, n = 0, 1, …, count − 1.
///
/// Networks of at least ``propagationMinimumNodes`` nodes are computed a block of
/// ``blockFrames`` frames at a time, and each block's modal coordinates are mapped to the
/// nodes' x, ẋ, ẍ by BLAS `dgemm` (``LinearAlgebra/Matrix/multiplyTransposed(leftRows:_:leftStride:into:resultStride:)``:
/// the N×N mode shapes read once per block, not once per frame). No allocation after set-up.
///
/// - **Modal paths**: at the start of each block every mode is evaluated in closed form at its
///   frame time (computed from n, never accumulated), then stepped to the block's other frames
///   by its exact transition over h = 1/fps: (y, q̇) ← Φⱼ(h)(y, q̇) + bⱼ and q̈ ← (Φⱼ(h))₂·(q̇, q̈),
///   y the displacement from the mode's rest (`SpringMotion.transitionMatrix(over:)`; the exact
///   affine step for a rigid-body mode). Six multiply-adds a mode and frame replace an `exp` and
///   a `sincos`. A step rounds to a few u of the mode's amplitude, so frame n of a block carries
///   at most (n mod ``blockFrames``)·4u more than the closed form: 124u ≈ 1.4e-14 of each mode's
///   amplitude, below the first term 64·N·u ≥ 1024u of ``NetworkSolution/errorBound(at:)`` —
///   frames are within that bound. Frame 0 is the given initial state exactly.
/// - **Exponential path**: two propagators in its modal coordinates z, P = e^(A_w h) for the
///   frame step (at set-up) and Q = e^(256·A_w h) (when frame 256 is reached, so shorter tables
///   never pay for it); zₙ₊₁ = P zₙ within each run of ``reanchorInterval`` frames and
///   z₂₅₆ₖ = Q z₂₅₆₍ₖ₋₁₎ from anchor to anchor (BLAS `dgemv`). Rounding therefore accumulates
///   over at most 256 + n/256 products instead of n: frame n's error is within (256 + n/256)
///   times the one-step bound of ``NetworkSolution/errorBound(at:)`` (with t = 256·h for the Q
///   steps).
///
/// Smaller networks evaluate each frame on its own (modal: the closed form at tₙ; exponential:
/// the same propagators, mapped frame by frame), where a block product buys nothing.
public struct NetworkFrames: Sendable {
    /// Frames between direct evaluations on the exponential path.
    public static let reanchorInterval = 256
    /// Frames computed (and, on the modal paths, propagated from one closed-form anchor) at a time.
    public static let blockFrames = 32
    /// The smallest network that is computed in blocks.
    public static let propagationMinimumNodes = 16

    public let solution: NetworkSolution
    public let fps: Double
    public let count: Int
    private var frame = 0
    private let propagator: Matrix?
    /// e^(256·Ãh), computed when frame 256 is first reached (most tables are shorter).
    private var anchorPropagator: Matrix?
    private var z: [Double]
    private var next: [Double]
    private var anchor: [Double]

    /// Blocked evaluation (nodes ≥ ``propagationMinimumNodes``).
    private let blocked: Bool
    /// Modal paths: per mode, structure of arrays: p₁₁, p₁₂, p₂₁, p₂₂, b₁, b₂, the rest offset.
    private let steps: [Double]
    /// Modal paths: each mode's (y, q̇, q̈), structure of arrays (3N).
    private var modalState: [Double]
    /// Exponential path: Φ·(rows of A_w giving q̈), N × (2N + 1), so that ẍ is one product with w.
    private let accelerationMap: Matrix?
    /// One block's modal input (modal: 3 rows of N a frame, positions then velocities then
    /// accelerations; exponential: one row of 2N + 1 a frame) and its nodal output (3 rows of N a
    /// frame, in the same order as the modal input).
    private var blockInput: [Double]
    private var blockOutput: [Double]
    private var blockStart = 0
    private var blockLength = 0
    /// Frames per block.
    private let block: Int

    /// - Parameter blockFrames: frames per block for networks of at least
    ///   ``propagationMinimumNodes`` nodes (1: each frame on its own — on the modal paths its
    ///   closed form, no propagation).
    /// - Throws: ``NetworkError/solver(_:)`` when fps is not finite and > 0, blockFrames < 1, or
    ///   the propagator cannot be computed.
    public init(solution: NetworkSolution, fps: Double, count: Int, blockFrames: Int = NetworkFrames.blockFrames) throws(NetworkError) {
        guard fps.isFinite, fps > 0 else { throw .solver("fps must be a finite number > 0 (got \(fps))") }
        guard count >= 0 else { throw .solver("frame count must be ≥ 0 (got \(count))") }
        guard blockFrames >= 1 else { throw .solver("frames per block must be ≥ 1 (got \(blockFrames))") }
        self.solution = solution
        self.fps = fps
        self.count = count
        let n = solution.matrices.masses.count
        blocked = n >= Self.propagationMinimumNodes && count > 0
        let block = min(blockFrames, max(count, 1))
        self.block = block
        if let e = solution.exponential {
            propagator = try e.propagator(over: 1 / fps)
            z = e.initial
            accelerationMap = blocked ? e.phi * e.accelerationRows : nil
            blockInput = blocked ? [Double](repeating: 0, count: block * (2 * n + 1)) : []
            steps = []
        } else {
            propagator = nil
            z = []
            accelerationMap = nil
            blockInput = blocked ? [Double](repeating: 0, count: 3 * block * n) : []
            var steps = [Double](repeating: 0, count: blocked ? 7 * n : 0)
            if blocked, let modal = solution.modal {
                let h = 1 / fps
                for (j, motion) in modal.motions.enumerated() {
                    let s = motion.step(over: h)
                    for (k, value) in [s.0, s.1, s.2, s.3, s.4, s.5, motion.offset].enumerated() { steps[k * n + j] = value }
                }
            }
            self.steps = steps
        }
        anchorPropagator = nil
        modalState = [Double](repeating: 0, count: blocked && solution.modal != nil ? 3 * n : 0)
        blockOutput = blocked ? [Double](repeating: 0, count: 3 * block * n) : []
        next = z
        anchor = z
    }

    /// The time of frame n.
    @inline(__always) public func time(ofFrame n: Int) -> Double { Double(n) / fps }

    /// Writes the next frame's state into `state` and returns its index and time; nil after the
    /// last frame.
    public mutating func next(into state: inout NetworkState) throws(NetworkError) -> (frame: Int, time: Double)? {
        guard frame < count else { return nil }
        let n = frame
        let t = time(ofFrame: n)
        frame += 1
        if blocked {
            if n >= blockStart + blockLength { try fillBlock(from: n) }
            if n == 0 && solution.modal != nil {
                solution.writeInitialState(into: &state)
            } else {
                copyFrame(n - blockStart, into: &state)
            }
            return (n, t)
        }
        guard let propagator, let e = solution.exponential else {
            try solution.state(at: t, into: &state)
            return (n, t)
        }
        if n > 0 {
            if n % Self.reanchorInterval == 0 {
                if anchorPropagator == nil { anchorPropagator = try e.propagator(over: Double(Self.reanchorInterval) / fps) }
                Self.multiply(anchorPropagator!, anchor, into: &next)
                swap(&anchor, &next)
                z.withUnsafeMutableBufferPointer { out in anchor.withUnsafeBufferPointer { _ = out.update(fromContentsOf: $0) } }
            } else {
                Self.multiply(propagator, z, into: &next)
                swap(&z, &next)
            }
        }
        e.write(z, into: &state)
        return (n, t)
    }

    /// Frame `l` of the current block (3 rows of N in `blockOutput`, block-major) into `state`.
    private func copyFrame(_ l: Int, into state: inout NetworkState) {
        let n = solution.matrices.masses.count, length = blockLength
        blockOutput.withUnsafeBufferPointer { out in
            state.positions.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: out[(l * n)..<((l + 1) * n)]) }
            state.velocities.withUnsafeMutableBufferPointer {
                _ = $0.update(fromContentsOf: out[((length + l) * n)..<((length + l + 1) * n)])
            }
            state.accelerations.withUnsafeMutableBufferPointer {
                _ = $0.update(fromContentsOf: out[((2 * length + l) * n)..<((2 * length + l + 1) * n)])
            }
        }
    }

    /// Computes frames start ..< start + L (L = min(``blockFrames``, count − start)) into
    /// `blockOutput`.
    private mutating func fillBlock(from start: Int) throws(NetworkError) {
        let length = min(block, count - start)
        blockStart = start
        blockLength = length
        if let modal = solution.modal {
            fillModalBlock(modal, from: start, length: length)
        } else {
            try fillExponentialBlock(from: start, length: length)
        }
    }

    private mutating func fillModalBlock(_ modal: ModalSolution, from start: Int, length: Int) {
        let n = modal.count
        let t = time(ofFrame: start)
        modalState.withUnsafeMutableBufferPointer { s in
            for (j, motion) in modal.motions.enumerated() {
                let (y, v, a) = motion.anchor(at: t)
                s[j] = y
                s[n + j] = v
                s[2 * n + j] = a
            }
            steps.withUnsafeBufferPointer { c in
                blockInput.withUnsafeMutableBufferPointer { q in
                    Self.propagate(
                        modes: n, frames: length, steps: c.baseAddress!, state: s.baseAddress!, into: q.baseAddress!)
                }
            }
        }
        blockInput.withUnsafeBufferPointer { q in
            blockOutput.withUnsafeMutableBufferPointer { out in modal.phi.multiplyTransposed(leftRows: 3 * length, q, into: out) }
        }
    }

    /// Writes `frames` rows of the modal (y + offset, q̇, q̈) into `q` (positions block, then
    /// velocities, then accelerations, each `frames` rows of `modes`) from `state`, stepping it
    /// by the exact per-mode transition between rows: six multiply-adds a mode and frame.
    @inline(__always)
    private static func propagate(
        modes n: Int, frames length: Int, steps c: UnsafePointer<Double>, state s: UnsafeMutablePointer<Double>,
        into q: UnsafeMutablePointer<Double>
    ) {
        let p11 = c, p12 = c + n, p21 = c + 2 * n, p22 = c + 3 * n, b1 = c + 4 * n, b2 = c + 5 * n, offset = c + 6 * n
        let ys = s, vs = s + n, accs = s + 2 * n
        for l in 0..<length {
            let rx = q + l * n, rv = q + (length + l) * n, ra = q + (2 * length + l) * n
            for j in 0..<n {
                let y = ys[j], v = vs[j], a = accs[j]
                rx[j] = y + offset[j]
                rv[j] = v
                ra[j] = a
                ys[j] = p11[j] * y + p12[j] * v + b1[j]
                vs[j] = p21[j] * y + p22[j] * v + b2[j]
                accs[j] = p21[j] * v + p22[j] * a
            }
        }
    }

    private mutating func fillExponentialBlock(from start: Int, length: Int) throws(NetworkError) {
        guard let e = solution.exponential, let propagator, let accelerationMap else { return }
        let n = e.count, width = 2 * n + 1
        let firstAnchor = max(start + Self.reanchorInterval - 1, Self.reanchorInterval) / Self.reanchorInterval * Self.reanchorInterval
        if anchorPropagator == nil, firstAnchor < start + length {
            anchorPropagator = try e.propagator(over: Double(Self.reanchorInterval) / fps)
        }
        let anchorPropagator = self.anchorPropagator
        // Row l: w of frame start + l, from the previous row (or from z, the block before's last).
        blockInput.withUnsafeMutableBufferPointer { w in
            z.withUnsafeMutableBufferPointer { last in
                anchor.withUnsafeMutableBufferPointer { anchor in
                    for l in 0..<length {
                        let m = start + l
                        let row = UnsafeMutableBufferPointer(rebasing: w[(l * width)..<((l + 1) * width)])
                        let previous =
                            l == 0 ? UnsafeBufferPointer(last) : UnsafeBufferPointer(rebasing: w[((l - 1) * width)..<(l * width)])
                        if m == 0 {
                            _ = row.update(fromContentsOf: e.initial)
                        } else if m % Self.reanchorInterval == 0 {
                            anchorPropagator!.multiply(UnsafeBufferPointer(anchor), into: row)
                            _ = anchor.update(fromContentsOf: row)
                        } else {
                            propagator.multiply(previous, into: row)
                        }
                    }
                    _ = last.update(fromContentsOf: w[((length - 1) * width)..<(length * width)])
                }
            }
        }
        // x = Φ S⁻¹ w_q, ẋ = Φ w_q̇, ẍ = (Φ R) w: three products over the block's rows.
        blockInput.withUnsafeBufferPointer { w in
            blockOutput.withUnsafeMutableBufferPointer { out in
                let xs = UnsafeMutableBufferPointer(rebasing: out[0..<(length * n)])
                let vs = UnsafeMutableBufferPointer(rebasing: out[(length * n)..<(2 * length * n)])
                let accs = UnsafeMutableBufferPointer(rebasing: out[(2 * length * n)..<(3 * length * n)])
                e.phiOverScale.multiplyTransposed(leftRows: length, w, leftStride: width, into: xs)
                e.phi.multiplyTransposed(leftRows: length, UnsafeBufferPointer(rebasing: w[n...]), leftStride: width, into: vs)
                accelerationMap.multiplyTransposed(leftRows: length, w, leftStride: width, into: accs)
            }
        }
    }

    /// out = m · v (m square, of v's size; BLAS `dgemv`): no allocation.
    private static func multiply(_ m: Matrix, _ v: [Double], into out: inout [Double]) {
        v.withUnsafeBufferPointer { vc in out.withUnsafeMutableBufferPointer { o in m.multiply(vc, into: o) } }
    }
}
