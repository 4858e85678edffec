import Dynamics
import FixtureSupport
import FrameIO
import NetworkScenes
import PropertyBased
import Scenes
import SpringNetworks
import Testing

/// The coupled ("jelly") line chart against the uncoupled chart and against closed forms.
@Suite("coupled line chart")
struct CoupledLineChartTests {
    /// A spring-animation chart of `values`.
    static func configuration(
        _ values: [Double], table: LineChartTable = .points, damping: Double = 0.15, velocity: Double = 1.4, duration: Double? = nil,
        origin: LineChartSpringOrigin = .baseline
    ) -> LineChartConfiguration {
        var c = LineChartConfiguration()
        c.values = values
        c.animation = .spring
        c.table = table
        c.spring = .init(dampingRatio: damping, velocity: velocity, duration: duration)
        c.springOrigin = origin
        return c
    }

    /// The entries whose bits differ although they compare equal (−0 and +0).
    static func signedZeroDifferences(_ a: FrameTable, _ b: FrameTable) -> Int {
        var n = 0
        for (r, s) in zip(a.rows, b.rows) {
            for (x, y) in zip(r, s) {
                if case .real(let p) = x, case .real(let q) = y, p == q, p.bitPattern != q.bitPattern { n += 1 }
            }
        }
        return n
    }

    @Test("K_c = 0: every table equals LineChartScene's exactly, value for value (unit-mass springs)")
    func uncoupledIsTheChart() throws {
        let cases: [LineChartConfiguration] =
            LineChartTable.allCases.map { Self.configuration(LineChartConfiguration.wyChartExampleValues, table: $0) } + [
                Self.configuration([3, 1, 4, 1, 5], origin: .mirror),
                Self.configuration([-2, 5, -1], damping: 0.7, velocity: -3, duration: 0.8),
                Self.configuration([1, 2], damping: 1, velocity: 0),
            ]
        var zeros = 0, entries = 0
        for c in cases {
            let plain = try LineChartScene(c)
            let coupled = try CoupledLineChartScene(plain, coupling: 0)
            #expect(coupled.solution.method == .tridiagonal)
            #expect(coupled.columns == plain.columns && coupled.clock == plain.clock)
            let a = try FrameTable(plain), b = try FrameTable(coupled)
            #expect(a.rows.count == b.rows.count && a.rows.count > 0)
            #expect(a.rows == b.rows, "\(c.table) \(c.values)")
            zeros += Self.signedZeroDifferences(a, b)
            entries += a.rows.count * a.columns.count
        }
        // A zero velocity can differ in sign: the chart's closed form gives −0 for a start with
        // velocity 0 × (target − start) < 0, the network's mode sums start from +0.
        print("coupled chart, K_c = 0: every value equal;", zeros, "of", entries, "entries differ in the sign of a zero")
    }

    @Test("K_c = 0 with a spring of mass ≠ 1: the chart's rows to 1e-14 (the rounding of k/m and c/m)")
    func uncoupledOtherMass() throws {
        let c = Self.configuration([3, 1, 4, 1, 5])
        let spring = Spring(mass: 2.5, stiffness: 700, dampingCoefficient: 9)
        let plain = try LineChartScene(c, spring: spring, normalizedVelocity: 1.4, completion: 1.5)
        let coupled = try CoupledLineChartScene(plain, coupling: 0)
        let a = try FrameTable(plain), b = try FrameTable(coupled)
        let scale = 213.0, omega = (700 / 2.5).squareRoot()
        var worst = 0.0, worstV = 0.0
        for (r, s) in zip(a.rows, b.rows) {
            worst = max(worst, abs(r[5].number! - s[5].number!) / scale)
            worstV = max(worstV, abs(r[6].number! - s[6].number!) / (omega * scale))
        }
        print("coupled chart, K_c = 0, mass 2.5: worst y deviation", worst, "vy", worstV, "(relative)")
        #expect(worst <= 1e-14 && worstV <= 1e-14)
    }

    /// Damped oscillation in closed form, written out here independently of Dynamics:
    /// ẍ + 2αẋ + Ω²x = 0 (α < Ω) from x₀, v₀ — (x, ẋ) at t.
    static func underdamped(omega2: Double, alpha: Double, x0: Double, v0: Double, t: Double) -> (Double, Double) {
        let wd = (omega2 - alpha * alpha).squareRoot()
        let e = Double.exp(-alpha * t), c = Double.cos(wd * t), s = Double.sin(wd * t)
        return (e * (x0 * c + (v0 + alpha * x0) / wd * s), e * (v0 * c - (alpha * v0 + omega2 * x0) / wd * s))
    }

    @Test("two points: the common mode (k) and the difference mode (k + 2K_c) in closed form, to 1e-12")
    func twoPoints() throws {
        var worst = 0.0
        for (damping, duration) in [(0.15, 2.5), (0.6, 1.0)] {
            for ratio in [0.01, 1, 30, 1000] {
                // Points 0 and 1 of a 2-value chart; the spring is UIKit's (mass 1): k = ω², c = 2ζω.
                let plain = try LineChartScene(Self.configuration([3, 1], damping: damping, duration: duration))
                let spring = plain.pointSprings[0].spring
                let k = spring.stiffness, alpha = spring.dampingCoefficient / 2
                let coupled = try CoupledLineChartScene(plain, coupling: ratio * k)
                let u0 = plain.pointSprings.map(\.motion.initialState.value)
                let v0 = plain.pointSprings.map(\.motion.initialState.velocity)
                let targets = plain.points.map(\.y)
                let scale = max(abs(u0[0]), abs(u0[1])) + max(abs(v0[0]), abs(v0[1])) / k.squareRoot()
                let table = try FrameTable(coupled)
                for row in table.rows {
                    let t = row[1].number!, i = Int(row[2].number!)
                    let common = Self.underdamped(omega2: k, alpha: alpha, x0: (u0[0] + u0[1]) / 2, v0: (v0[0] + v0[1]) / 2, t: t)
                    let difference = Self.underdamped(
                        omega2: k + 2 * ratio * k, alpha: alpha, x0: (u0[0] - u0[1]) / 2, v0: (v0[0] - v0[1]) / 2, t: t)
                    let sign = i == 0 ? 1.0 : -1.0
                    let u = common.0 + sign * difference.0, v = common.1 + sign * difference.1
                    let omega = (k + 2 * ratio * k).squareRoot()
                    worst = max(worst, abs(row[5].number! - (targets[i] + u)) / scale, abs(row[6].number! - v) / (omega * scale))
                }
            }
        }
        print("coupled chart, 2 points against the two modes: worst deviation", worst, "(relative to the motion's scale)")
        #expect(worst <= 1e-12)
    }

    @Test("N points, equal masses: the mean displacement is the uncoupled spring from the mean start, to 1e-12")
    func meanMovesLikeTheSpring() async {
        var worst = 0.0
        await seededPropertyCheck(
            count: 60, input: Gen.double(in: -100...100).array(of: 2...12), Gen.double(in: 0...1).array(of: 6), Gen.bool
        ) { values, r, uiKit in
            recordingErrors {
                var c = Self.configuration(values, damping: r[0], velocity: 6 * r[1] - 3, duration: 0.3 + 2 * r[2])
                c.layout.roundsToWholePoints = false
                // UIKit's spring (mass 1, ζ ≤ 1), or a physical one of any mass and regime.
                let plain: LineChartScene
                if uiKit {
                    plain = try LineChartScene(c)
                } else {
                    let spring = Spring(mass: 0.2 + 3 * r[3], stiffness: 50 + 950 * r[4], dampingCoefficient: 60 * r[0])
                    plain = try LineChartScene(c, spring: spring, normalizedVelocity: c.spring.velocity, completion: 2)
                }
                let spring = plain.pointSprings[0].spring
                let omega2 = spring.stiffness / spring.mass
                // K_c from 0 to 100·ω² (log-uniform above 0.01·ω²).
                let coupling = r[5] < 0.1 ? 0 : omega2 * Double.pow(10, -2 + 4 * r[5])
                let coupled = try CoupledLineChartScene(plain, coupling: coupling)
                let n = Double(values.count)
                let u0 = plain.pointSprings.map(\.motion.initialState.value)
                let v0 = plain.pointSprings.map(\.motion.initialState.velocity)
                let mean = SpringMotion(
                    spring: Spring(mass: 1, stiffness: omega2, dampingCoefficient: spring.dampingCoefficient / spring.mass),
                    displacement: u0.reduce(0, +) / n, velocity: v0.reduce(0, +) / n)
                let scale = u0.map(abs).max()! + v0.map(abs).max()! / omega2.squareRoot()
                let clock = coupled.clock
                for f in stride(from: 0, to: clock.count, by: 7) {
                    let t = clock.time(ofFrame: f)
                    let frame = coupled.frame(at: t)
                    let u = zip(frame.points, plain.points).map { $0.y - $1.y }.reduce(0, +) / n
                    let v = frame.velocities.reduce(0, +) / n
                    let exact = mean.state(at: t)
                    worst = max(worst, abs(u - exact.value) / scale, abs(v - exact.velocity) / (scale * omega2.squareRoot()))
                    #expect(abs(u - exact.value) <= 1e-12 * scale, "t = \(t), K_c = \(coupling): \(u) vs \(exact.value)")
                    #expect(abs(v - exact.velocity) <= 1e-12 * scale * omega2.squareRoot(), "t = \(t): \(v) vs \(exact.velocity)")
                }
            }
        }
        print("coupled chart, mean of N points against the scalar spring: worst deviation", worst, "(relative to the motion's scale)")
    }

    @Test("refusals: another animation, a K_c that is negative or not finite")
    func refusals() throws {
        var drawing = Self.configuration([3, 1, 4])
        drawing.animation = .drawing
        #expect(throws: ChartConfigurationError.self) { try CoupledLineChartScene(drawing, coupling: 1) }
        for bad in [-1.0, .nan, .infinity] {
            #expect(throws: ChartConfigurationError.self) { try CoupledLineChartScene(Self.configuration([3, 1, 4]), coupling: bad) }
        }
    }
}
