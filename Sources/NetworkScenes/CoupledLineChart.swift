import Dynamics
import FrameIO
import Scenes
import SpringNetworks

/// WYChart's spring line chart with every point tied to its neighbours: the "jelly" line
/// (`springsim chart line --animation spring --coupling K_c`).
///
/// **Model.** Point i of the chart (i = 0 … N − 1) is a node whose displacement
/// uᵢ = yᵢ − targetᵢ (points, y down) obeys the chart's own spring and springs of stiffness
/// K_c to its neighbours, all per unit mass:
///
///     üᵢ + γ u̇ᵢ + ω² uᵢ + K_c (uᵢ − uᵢ₋₁) + K_c (uᵢ − uᵢ₊₁) = 0
///
/// (the first and last points have one neighbour), with ω² = k/m (1/s²) and γ = c/m (1/s)
/// from the chart's spring (mass m, stiffness k, damping coefficient c) and K_c in 1/s², the
/// units of ω². The initial state is the uncoupled chart's, point by point:
/// uᵢ(0) = startᵢ − targetᵢ and u̇ᵢ(0) = v·(targetᵢ − startᵢ) with v the normalised initial
/// velocity (1.4 distances per second in WYChart). At K_c = 0 every point is its own spring,
/// exactly `LineChartScene`'s.
///
/// **Solution.** One `SpringNetwork` of unit masses: a spring ω² from each node to an anchor at
/// 0, a spring K_c between each pair of neighbours and ground damping γ on every node. K = ω²I +
/// K_c·L (L the path graph's Laplacian) is tridiagonal and C = γI, so the damping is classical and
/// `NetworkSolution` takes its tridiagonal path (LAPACK `dstev`): mode j has the shape of L's
/// eigenvector and ω_j² = ω² + 4K_c·sin²(jπ/2N) ∈ [ω², ω² + 4K_c), each solved in closed form.
/// Mode 0 is uniform (ω₀² = ω²): the mean displacement ū = Σuᵢ/N moves exactly like the
/// uncoupled spring started from the mean initial state, since the coupling forces cancel in the
/// sum. Every mode is damped by the same γ: an underdamped one decays as e^(−γt/2), an
/// overdamped one at γ/2 − √(γ²/4 − ω_j²), which grows with ω_j. So the slowest mode is the
/// uniform one, the chart's own spring, and coupling never makes the motion decay more slowly.
///
/// **End time.** The chart's completion, unchanged by the coupling (UIKit's duration for the
/// chart's own spring, the scalar spring's settling time for another family: ``clock`` is the
/// uncoupled chart's), so coupled and uncoupled tables have the same frames and compare row by
/// row; by the paragraph above, every mode has by then decayed by at least the factor the
/// uncoupled spring has.
///
/// **Accuracy.** Displacements and velocities within `NetworkSolution/errorBound(at:)` of the
/// largest |uᵢ| (|u̇ᵢ|) of the motion: about 64·N·u + 4u·s·(1 + ω·t) with u = 2⁻⁵³ and
/// s = (ω² + 4K_c)/ω², so each factor of 10 in K_c/ω² costs one digit (WYChart's 10 points,
/// ω ≈ 8.2/s, K_c = 100·ω²: 3.8e-12 at t = 2.5 s). Tested: K_c = 0 equals `LineChartScene`'s rows value
/// for value (a unit-mass spring: dstev returns the identity as the modes, so each node is its
/// point's own `SpringMotion`; only the sign of a zero can differ, −0 from the chart's closed form
/// where the network's sums give +0, which is why `springsim chart line --coupling 0` writes
/// the uncoupled chart itself; for another mass the rows agree to the rounding of k/m and c/m,
/// measured 1.3e-16); two points against the two modes in closed form, and the mean of N points
/// against the scalar spring, each to 1e-12 (measured 6.9e-14 and 2.3e-14 of the motion's scale,
/// K_c up to 1000·ω² and 100·ω²; `Tests/NetworkScenesTests`).
public struct CoupledLineChartScene: DrawableScene {
    /// The uncoupled chart: geometry, each point's start and target, the spring and the clock.
    public let chart: LineChartScene
    /// K_c, 1/s² (stiffness per unit mass between neighbouring points).
    public let coupling: Double
    /// The chain of points as a network (unit masses; positions are the displacements uᵢ).
    public let network: SpringNetwork
    /// Its exact solution (the tridiagonal modal path).
    public let solution: NetworkSolution

    /// The coupled chart of `chart`, which must use the spring animation.
    /// - Throws: `ChartConfigurationError` at `animation` for another animation, at `coupling`
    ///   for a K_c that is not finite and ≥ 0 or so much stiffer than ω² that the uniform mode
    ///   is lost to rounding (K_c/ω² beyond about 3·10¹³/N), at `values` for more than
    ///   `SpringNetwork/maximumNodes` points, and at `coupling` when the solver fails (LAPACK
    ///   missing, or a mode outside the scalar spring's range).
    public init(_ chart: LineChartScene, coupling: Double) throws(ChartConfigurationError) {
        guard chart.configuration.animation == .spring, let first = chart.pointSprings.first else {
            let animation = chart.configuration.animation.rawValue
            throw ChartConfigurationError(field: "animation", "coupling needs the spring animation (got \(animation))")
        }
        guard coupling.isFinite && coupling >= 0 else {
            throw ChartConfigurationError(field: "coupling", "must be a finite number ≥ 0 (got \(coupling))")
        }
        let spring = first.spring
        let omega2 = spring.stiffness / spring.mass, gamma = spring.dampingCoefficient / spring.mass
        let n = chart.pointSprings.count
        var springs: [SpringNetwork.Connection] = []
        for i in 0..<n {
            springs.append(SpringNetwork.Connection(from: i, to: .anchor(0), stiffness: omega2))
            if i + 1 < n { springs.append(SpringNetwork.Connection(from: i, to: .node(i + 1), stiffness: coupling)) }
        }
        do {
            network = try SpringNetwork(
                masses: [Double](repeating: 1, count: n), springs: springs, groundDamping: [Double](repeating: gamma, count: n),
                initialPositions: chart.pointSprings.map(\.motion.initialState.value),
                initialVelocities: chart.pointSprings.map(\.motion.initialState.velocity))
            solution = try NetworkSolution(network, method: .tridiagonal)
        } catch {
            if case .tooManyNodes = error {
                throw ChartConfigurationError(field: "values", "\(n) points: a coupled chart has at most \(SpringNetwork.maximumNodes)")
            }
            throw ChartConfigurationError(field: "coupling", "\(coupling): \(error)")
        }
        guard solution.restPositions != nil else {
            throw ChartConfigurationError(
                field: "coupling",
                "\(coupling) is too stiff beside the chart's spring (k/m = \(omega2) /s²): the uniform mode is lost to rounding")
        }
        // Exact in principle, but the phase of a mode at ω over t seconds is known only to about
        // u·ω·t: refuse a coupling so stiff that the chart's frames would carry rounding noise
        // beyond a millionth of the motion.
        let bound = solution.errorBound(at: chart.endTime)
        guard bound <= NetworkSolution.tableTolerance else {
            throw ChartConfigurationError(
                field: "coupling",
                "\(coupling) is too stiff to tabulate: the fastest mode's phase over \(chart.endTime) s is known only to \(bound) of the motion (at most \(NetworkSolution.tableTolerance))"
            )
        }
        self.chart = chart
        self.coupling = coupling
    }

    /// The coupled chart the configuration describes (its spring animation with UIKit's spring,
    /// as `LineChartScene/init(_:)`).
    public init(_ configuration: LineChartConfiguration, coupling: Double) throws(ChartConfigurationError) {
        try self.init(LineChartScene(configuration), coupling: coupling)
    }

    /// The chart at `time` seconds: every point's y = targetᵢ + uᵢ(t) and vy = u̇ᵢ(t) from the
    /// network's closed form (evaluated directly at `time`, never propagated), the curve rebuilt
    /// through them. A time before 0 (or NaN) shows the start, +∞ the rest.
    public func frame(at time: Double) -> LineChartFrame {
        let t = time > 0 ? Swift.min(time, Double.greatestFiniteMagnitude) : 0
        let state: NetworkState
        do { state = try solution.state(at: t) } catch {
            // The modal path refuses only a negative or non-finite time, excluded above.
            preconditionFailure("CoupledLineChartScene: \(error)")
        }
        let y = zip(chart.points, state.positions).map { $0.y + $1 }
        return chart.springFrame(time: time, y: y, vy: state.velocities)
    }

    /// The uncoupled chart's columns (the table `configuration.table` selects).
    public var columns: [FrameColumn] { chart.columns }
    /// The uncoupled chart's clock: 0 to its completion.
    public var clock: FrameClock { chart.clock }

    public func emitRows(frame n: Int, time: Double, into sink: some RowSink) throws {
        try chart.emitRows(frame: n, time: time, chart: frame(at: time), into: sink)
    }

    public func drawing(at time: Double) -> Drawing { chart.drawing(of: frame(at: time)) }
}
