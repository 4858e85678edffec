import FixtureSupport
import Foundation

/// The CSV fixtures of `Scripts/reference_easing.py` (RFC 4180 quoting), by header name.
enum Fixtures {
    static func rows(_ name: String) -> [[String: String]] { CSVFixture.rows(name, in: .module) }
}
