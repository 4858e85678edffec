import Foundation
import SpringSim
import Testing

/// The library alone produces what the CLI writes: each test builds a table from `SpringSim`
/// calls only, writes it with the library's CSV writer, and compares the text byte for byte
/// with the `springsim` binary's standard output for the same command.
@Suite("library tables equal the CLI's output")
struct LibraryTablesTests {
    static func cli(_ arguments: [String]) throws -> String {
        let run = try CLITests.run(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        return run.stdout
    }

    @Test("the main job: springsim --damping 0.15 --velocity 1.4")
    func mainJob() throws {
        // docs/LIBRARY.md's "Use it from Swift" snippet, verbatim.
        let spring = try Spring(uiKitDampingRatio: 0.15, duration: 1, initialVelocity: 1.4)
        let animation = SpringAnimation(spring: spring, from: 0, to: 1, normalizedVelocity: 1.4)
        let table = SpringTable(animation: animation, fps: 60, end: animation.settlingDuration())
        let csv = try CSVWriter.text(columns: table.columnNames) { try table.emitTable(into: $0) }

        let expected = try Self.cli(["--damping", "0.15", "--velocity", "1.4"])
        #expect(csv == expected)
        #expect(csv.split(separator: "\n").count > 60)
    }

    @Test("chart line --animation spring --values 3,1,4,1,5")
    func lineChartSpring() throws {
        var configuration = LineChartConfiguration()
        configuration.values = [3, 1, 4, 1, 5]
        configuration.animation = .spring
        let scene = try LineChartScene(configuration)
        let csv = try CSVWriter.text(columns: scene.columnNames) { try scene.emitTable(into: $0) }

        let expected = try Self.cli(["chart", "line", "--animation", "spring", "--values", "3,1,4,1,5"])
        #expect(csv == expected)
    }

    @Test("wheel --prize 5 --mode decay-snap --rate 0.998 --seed 7")
    func wheelDecaySnap() throws {
        let configuration = WheelConfiguration()
        var spinner = WheelSpinner(wheel: try configuration.makeWheel(allowGaps: false))
        let plan = WheelDecayPlan(
            friction: try .uiScrollView(rate: 0.998), offset: .random(seed: 7, margin: 0.2), turns: nil, durationRange: 0.5...12)
        try spinner.spin(WheelSpinRequest(prize: 5, mode: .decaySnap, turns: nil, plan: plan), at: 0)
        let scene = WheelScene(spinner: spinner, fps: 60, radius: configuration.radius, labels: configuration.labelLayout)
        let csv = try CSVWriter.text(columns: scene.columnNames) { try scene.emitTable(into: $0) }

        let expected = try Self.cli(["wheel", "--prize", "5", "--mode", "decay-snap", "--rate", "0.998", "--seed", "7"])
        #expect(csv == expected)
    }

    @Test("path tangent, bounds, extrema, nearest: the library's query tables")
    func pathQueries() throws {
        let data = "M10 80 C40 10 65 10 95 80 S150 150 180 80 A40 25 -20 0 1 120 120"
        let m = MeasuredPath(try Path(svgPathData: data))
        let frame = PathFrameTable(frame: m.frame(atDistance: 0.3 * m.length)!)
        #expect(
            try CSVWriter.text(columns: frame.columnNames) { try frame.emitTable(into: $0) }
                == Self.cli(["path", "tangent", data, "--fraction", "0.3"]))
        let bounds = PathBoundsTable(path: m.path)
        #expect(try CSVWriter.text(columns: bounds.columnNames) { try bounds.emitTable(into: $0) } == Self.cli(["path", "bounds", data]))
        let extrema = PathFeatureTable(path: m, .extrema)
        #expect(
            try CSVWriter.text(columns: extrema.columnNames) { try extrema.emitTable(into: $0) } == Self.cli(["path", "extrema", data]))
        let nearest = PathNearestTable(path: m, point: Point(100, -20))
        #expect(
            try CSVWriter.text(columns: nearest.columnNames) { try nearest.emitTable(into: $0) }
                == Self.cli(["path", "nearest", data, "--point", "100,-20"]))
    }
}
