import FixtureSupport
import Foundation

/// Loads the CSV fixtures written by `Scripts/reference_spring.py` (mpmath, 32 digits).
enum Fixtures {
    /// Rows of a fixture as dictionaries keyed by header name.
    static func rows(_ name: String) -> [[String: String]] { CSVFixture.rows(name, in: .module) }

    struct TrajectoryPoint {
        let name: String
        let mass, stiffness, dampingCoefficient, x0, v0, t, x, v, a: Double
    }

    static let trajectories: [TrajectoryPoint] = rows("spring_trajectories").map { r in
        func d(_ k: String) -> Double { Double(r[k]!)! }
        return TrajectoryPoint(
            name: r["case"]!, mass: d("mass"), stiffness: d("stiffness"), dampingCoefficient: d("damping"),
            x0: d("x0"), v0: d("v0"), t: d("t"), x: d("x"), v: d("v"), a: d("a"))
    }
}
