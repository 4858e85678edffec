import FrameIO
import Testing

@testable import Scenes

/// Inputs the scene-file fuzz target (Fuzz/Sources/fuzz-scene-json) found; each is also in its
/// seed corpus.
@Suite("Scenes: fuzzing findings")
struct ScenesFuzzFindingsTests {
    @Test("a curve chart with a value of 1e308 lays out finite points (the products overflowed to inf)")
    func hugeValue() throws {
        let text = #"{ "values": [12, 12, 3, 1e308, 27] }"#
        let configuration = try SceneFile.decode(CurveChartConfiguration.self, from: text, name: "huge.json")
        let layout = configuration.layout
        let points = layout.points(for: configuration.values)
        #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        // 1e308 is the maximum: at the plot's top; 0 (the range's minimum) would sit on the
        // bottom margin, and 27 rounds to it as well (27/1e308 of the plot's height).
        #expect(points[3].y == (layout.roundsToWholePoints ? layout.topMargin.rounded() : layout.topMargin))
        #expect(points[4].y == points[2].y)
        let scene = try CurveChartScene(configuration)
        let table = try FrameTable(scene)
        for row in table.rows {
            for case .real(let x) in row { #expect(x.isFinite) }
        }
    }
}
