import LinearAlgebra

/// The states of a network at the uniform frame times tₙ = n / fps, n = 0, 1, …, count − 1.
///
/// Modal paths evaluate every frame in closed form at tₙ (computed from n, never accumulated):
/// frame 10⁶ is as accurate as frame 1, at O(N²) per frame. The exponential path uses two
/// propagators, P = e^(Ãh) for the frame step h = 1/fps (at set-up) and Q = e^(256·Ãh) (when
/// frame 256 is reached, so shorter tables never pay for it), and advances
/// zₙ₊₁ = P zₙ within each run of ``reanchorInterval`` frames and z₂₅₆ₖ = Q z₂₅₆₍ₖ₋₁₎ from anchor
/// to anchor (O(N²) per frame — one BLAS `dgemv` — and no allocation after set-up). Rounding therefore accumulates over
/// at most 256 + n/256 products instead of n: frame n's error is within (256 + n/256) times the
/// one-step bound of ``NetworkSolution/errorBound(at:)`` (with t = 256·h for the Q steps).
public struct NetworkFrames: Sendable {
    /// Frames between direct evaluations on the exponential path.
    public static let reanchorInterval = 256

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

    /// - Throws: ``NetworkError/solver(_:)`` when fps is not finite and > 0, or the propagator
    ///   cannot be computed.
    public init(solution: NetworkSolution, fps: Double, count: Int) throws(NetworkError) {
        guard fps.isFinite, fps > 0 else { throw .solver("fps must be a finite number > 0 (got \(fps))") }
        guard count >= 0 else { throw .solver("frame count must be ≥ 0 (got \(count))") }
        self.solution = solution
        self.fps = fps
        self.count = count
        if let e = solution.exponential {
            propagator = try e.propagator(over: 1 / fps)
            anchorPropagator = nil
            z = e.initial
        } else {
            propagator = nil
            anchorPropagator = nil
            z = []
        }
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

    /// out = m · v (m square, of v's size; BLAS `dgemv`): no allocation.
    private static func multiply(_ m: Matrix, _ v: [Double], into out: inout [Double]) {
        v.withUnsafeBufferPointer { vc in out.withUnsafeMutableBufferPointer { o in m.multiply(vc, into: o) } }
    }
}
