import FixtureSupport
import Foundation

/// Loads the CSV fixtures written by `Scripts/reference_curves.py` (mpmath, 50 digits).
enum Fixtures {
    static func rows(_ name: String) -> [[String: String]] { CSVFixture.rows(name, in: .module) }
}
