import Dynamics
import FrameIO
import SpringNetworks

/// A follower chain: element 0 is pulled by a spring to a target, each next element is tied to
/// the one before it by a spring of rest length 0, and all start together at rest
/// (`springsim follow`) — the cascade of rebound's `SpringChain` and of UIKit Dynamics'
/// attachment behaviours.
///
/// **Model.** N elements of mass m (element 0 leads), positions xᵢ (any length unit):
///
///     m ẍ₀ = −k (x₀ − to) − k_a (x₀ − x₁) − c ẋ₀
///     m ẍᵢ = −k_a (xᵢ − xᵢ₋₁) − k_a (xᵢ − xᵢ₊₁) − c_a ẋᵢ      (i ≥ 1; the last has no xᵢ₊₁ term)
///
/// xᵢ(0) = from, ẋᵢ(0) = 0; k, k_a in mass units/s², c, c_a in mass units/s. The ties are
/// physical, two-way springs (Newton's third law, as UIKit Dynamics' `UIAttachmentBehavior`
/// between items): the chain pulls back on its leader. rebound's `SpringChain` couples one way
/// instead — every frame it sets each follower's end value to its predecessor's current value, so
/// a leader feels nothing of its followers — a coupling no network of springs (a symmetric K)
/// can express. Friction acts on each element's own velocity, as a rebound spring's friction does (ground damping in `SpringNetwork` terms, not a dashpot
/// across the tie). One element is exactly the scalar spring (m, k, c) from `from` to `to`.
///
/// **Defaults** are rebound's `SpringChain` (facebook/rebound, `SpringChain.java`:
/// `DEFAULT_MAIN_TENSION = 40`, `DEFAULT_MAIN_FRICTION = 6`, `DEFAULT_ATTACHMENT_TENSION = 70`,
/// `DEFAULT_ATTACHMENT_FRICTION = 10`, Origami values through `fromOrigamiTensionAndFriction`),
/// converted by `OrigamiSpring` (k = (t − 30)·3.62 + 194, c = (f − 8)·3 + 25, mass 1):
/// main k = 230.2, c = 19 (ζ ≈ 0.626); attachment k_a = 338.8, c_a = 31 (ζ ≈ 0.842).
///
/// **Solution.** `NetworkSolution`'s best path: tridiagonal modes when the damping is classical
/// (c = c_a makes C = c·I), else the matrix exponential (rebound's defaults). Error: within
/// `NetworkSolution/errorBound(at:)` of the largest |x − to| (|ẋ|) of the motion; the table's
/// propagated frames as `NetworkFrames` says. Tested: one element against `SpringMotion` to
/// 1e-14 of |to − from|.
public struct FollowerChain: Sendable {
    /// rebound's main (control) spring: Origami tension 40, friction 6 → k = 230.2, c = 19.
    public static let reboundMainSpring = Spring(origamiTension: 40, origamiFriction: 6)
    /// rebound's attachment spring: Origami tension 70, friction 10 → k = 338.8, c = 31.
    public static let reboundAttachmentSpring = Spring(origamiTension: 70, origamiFriction: 10)

    /// Start value of every element.
    public let from: Double
    /// The leader's target.
    public let to: Double
    /// The chain as a network (node 0 leads; its spring's anchor is at `to`).
    public let network: SpringNetwork
    /// Its exact solution.
    public let solution: NetworkSolution

    /// The chain of `count` elements of mass `mass`: the leader's spring (`stiffness`,
    /// `dampingCoefficient`) to `to`, the ties (`attachmentStiffness`,
    /// `attachmentDampingCoefficient`), all from `from` at rest; solved by `method` (nil: the
    /// best path).
    /// - Throws: `NetworkError` for a count outside 1…`SpringNetwork/maximumNodes`, a mass
    ///   that is not finite and > 0, a stiffness or friction that is not finite and ≥ 0, a
    ///   `from` or `to` that is not finite, or a solver failure.
    public init(
        count: Int, mass: Double = 1, stiffness: Double = reboundMainSpring.stiffness,
        dampingCoefficient: Double = reboundMainSpring.dampingCoefficient,
        attachmentStiffness: Double = reboundAttachmentSpring.stiffness,
        attachmentDampingCoefficient: Double = reboundAttachmentSpring.dampingCoefficient, from: Double = 0, to: Double = 1,
        method: NetworkSolution.Method? = nil
    ) throws(NetworkError) {
        guard count > 0 else { throw .empty }
        guard count <= SpringNetwork.maximumNodes else { throw .tooManyNodes(count) }
        var springs = [SpringNetwork.Connection(from: 0, to: .anchor(to), stiffness: stiffness)]
        for i in 1..<count { springs.append(SpringNetwork.Connection(from: i - 1, to: .node(i), stiffness: attachmentStiffness)) }
        var ground = [Double](repeating: attachmentDampingCoefficient, count: count)
        ground[0] = dampingCoefficient
        network = try SpringNetwork(
            masses: [Double](repeating: mass, count: count), springs: springs, groundDamping: ground,
            initialPositions: [Double](repeating: from, count: count))
        solution = try NetworkSolution(network, method: method)
        self.from = from
        self.to = to
    }

    /// The number of elements.
    public var count: Int { network.count }

    /// The chain's settling time, seconds: the last time some element is at least ε·|to − from|
    /// from `to` (or, with `velocityEpsilon`, moves at least ε_v·|to − from| per second), by
    /// `NetworkSolution/settlingTime(epsilon:velocityEpsilon:)`; 0 when from = to.
    /// - Throws: `NetworkError/solver(_:)` for an ε that is not finite and > 0, an undamped
    ///   chain, or one that does not settle within `NetworkSolution/settlingHorizon`.
    public func settlingTime(epsilon: Double = 0.001, velocityEpsilon: Double? = nil) throws(NetworkError) -> Double {
        guard epsilon.isFinite && epsilon > 0 else { throw .solver("epsilon must be a finite number > 0 (got \(epsilon))") }
        let distance = abs(to - from)
        guard distance > 0 else { return 0 }
        return try solution.settlingTime(epsilon: epsilon * distance, velocityEpsilon: velocityEpsilon.map { $0 * distance })
    }

    /// The frame table on `clock`: `frame,time,node,value,velocity,acceleration`, one row per
    /// frame and element (``NetworkFrameTable``).
    public func table(clock: FrameClock) -> NetworkFrameTable { NetworkFrameTable(solutions: [solution], clock: clock) }
}
