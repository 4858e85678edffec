import Curves
import Dynamics
import FrameIO
import Scenes
import Testing

/// The line chart writes its tables point by point from what it holds (each point's spring
/// coefficients, one arc-length offset per segment): the rows must be those of the full
/// per-frame state (`frame(at:)`, which rebuilds the curve and measures it), bit for bit, and
/// the scene must hold at most 100 bytes per data point.
@Suite("Line chart streaming and storage")
struct LineChartStreamingTests {
    /// Deterministic values with many distinct digits (and one repeated maximum).
    static func values(_ n: Int) -> [Double] {
        (0..<n).map { i in i == n / 2 ? 1000 : 1000 * Double((i * 7919) % 10007) / 10007 + 0.123456789 }
    }

    static func configuration(
        _ animation: LineChartAnimation, _ table: LineChartTable, _ curve: ChartCurveStyle, origin: LineChartSpringOrigin = .baseline,
        count: Int = 12
    ) -> LineChartConfiguration {
        var c = LineChartConfiguration()
        c.values = values(count)
        c.animation = animation
        c.table = table
        c.curve = curve
        c.springOrigin = origin
        c.fps = 24
        return c
    }

    /// Every row of `scene`, written from the full frame state as before.
    static func rowsFromFrames(_ scene: LineChartScene) throws -> FrameTable {
        let collector = FrameTableCollector(columns: scene.columns)
        let clock = scene.clock
        for n in 0..<clock.count {
            let t = clock.time(ofFrame: n)
            try scene.emitRows(frame: n, time: t, chart: scene.frame(at: t), into: collector)
        }
        return collector.table
    }

    @Test(
        "streamed rows equal the full frames' rows, bit for bit",
        arguments: LineChartAnimation.allCases, LineChartTable.allCases)
    func streamedRows(_ animation: LineChartAnimation, _ table: LineChartTable) throws {
        for curve in ChartCurveStyle.allCases {
            for origin in LineChartSpringOrigin.allCases where origin == .baseline || animation == .spring {
                let scene = try LineChartScene(Self.configuration(animation, table, curve, origin: origin))
                let streamed = try FrameTable(scene), framed = try Self.rowsFromFrames(scene)
                // Descriptions tell −0.0 from 0.0, which == on doubles does not.
                #expect("\(streamed.rows)" == "\(framed.rows)", "\(animation) \(table) \(curve) \(origin)")
                #expect(streamed.rows.count == framed.rows.count && !streamed.rows.isEmpty)
            }
        }
    }

    @Test("a rise of height 0 keeps its −0.0 velocities in the streamed rows")
    func zeroRise() throws {
        var c = Self.configuration(.rise, .points, .quadratic)
        c.riseHeight = 0
        let scene = try LineChartScene(c)
        #expect("\(try FrameTable(scene).rows)" == "\(try Self.rowsFromFrames(scene).rows)")
    }

    @Test("point springs are the motions the chart draws: SpringAnimation from each start to each point")
    func pointSprings() throws {
        for origin in LineChartSpringOrigin.allCases {
            let scene = try LineChartScene(Self.configuration(.spring, .points, .quadratic, origin: origin))
            let springs = scene.pointSprings
            #expect(springs.count == scene.points.count)
            let mirror = scene.points[0].y + scene.points[scene.points.count - 1].y
            for (i, s) in springs.enumerated() {
                let start = origin == .baseline ? scene.configuration.layout.baseline : mirror - scene.points[i].y
                let expected = try SpringAnimation(
                    validatingSpring: s.spring, from: start, to: scene.points[i].y, normalizedVelocity: scene.configuration.spring.velocity)
                #expect(s == expected && s.motion.coefficients == expected.motion.coefficients)
                let t = 0.37
                #expect(s.state(at: t).value.bitPattern == expected.state(at: t).value.bitPattern)
            }
            #expect(try LineChartScene(Self.configuration(.drawing, .points, .quadratic)).pointSprings.isEmpty)
        }
    }

    @Test("the scene holds at most 100 bytes per data point", arguments: LineChartAnimation.allCases)
    func storagePerPoint(_ animation: LineChartAnimation) throws {
        let n = 10_000
        for curve in ChartCurveStyle.allCases {
            let scene = try LineChartScene(Self.configuration(animation, .points, curve, count: n))
            let perPoint = Double(scene.storageBytes) / Double(n)
            // values 8 + points 16, and per animation: spring coefficients 32, or the drawing's
            // offsets, 8 per segment (two segments per point for the wave quadratics).
            #expect(perPoint >= 24 && perPoint <= 100, "\(animation) \(curve): \(perPoint) bytes per point")
        }
    }
}
