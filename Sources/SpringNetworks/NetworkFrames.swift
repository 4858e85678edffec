import LinearAlgebra

/// The states of a network at the uniform frame times tₙ = n / fps, n = 0, 1, …, count − 1.
///
/// Modal paths evaluate every frame in closed form at tₙ (computed from n, never accumulated):
/// frame 10⁶ is as accurate as frame 1, at O(N²) per frame. The exponential path precomputes
/// one propagator P = e^(Ãh) for the frame step h = 1/fps and advances zₙ₊₁ = P zₙ (O(N²) per
/// frame, no allocation), re-anchoring to the direct zₙ = e^(Ãtₙ) z₀ every
/// ``reanchorInterval`` frames so that rounding cannot accumulate past 256 steps.
public struct NetworkFrames: Sendable {
    /// Frames between direct evaluations on the exponential path.
    public static let reanchorInterval = 256

    public let solution: NetworkSolution
    public let fps: Double
    public let count: Int
    private var frame = 0
    private let propagator: Matrix?
    private var z: [Double]
    private var next: [Double]

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
            z = e.initial
        } else {
            propagator = nil
            z = []
        }
        next = z
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
                z = try e.propagator(over: t) * e.initial
            } else {
                let size = z.count
                propagator.elements.withUnsafeBufferPointer { p in
                    z.withUnsafeBufferPointer { zc in
                        next.withUnsafeMutableBufferPointer { out in
                            for i in 0..<size {
                                var s = 0.0
                                let row = i * size
                                for j in 0..<size { s += p[row + j] * zc[j] }
                                out[i] = s
                            }
                        }
                    }
                }
                swap(&z, &next)
            }
        }
        e.write(z, into: &state)
        return (n, t)
    }
}
