import ArgumentParser
import SpringSim

/// `springsim chart curve`: seed 000's curve chart.
struct ChartCurveCommand: ParsableCommand, SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Write the per-frame table of seed 000's curve chart (line draws in 0.8 s, then the fill fades in over 0.4 s).",
        discussion: """
            The points are thinned (ignoreSpace = count / 15; first, last and top points always kept) and joined by \
            cubics with controls ((x0+x1)/2, y0) and ((x0+x1)/2, y1). strokeEnd goes 0 → 1 over 0.8 s (linear), then \
            the fill's opacity 0 → 1 over 0.4 s from 0.8 s; the table ends at 1.2 s. Default data: 31 illustrative \
            values on a 355 × 180-point chart (the seed gives neither).

            Tables (--table):
              line      frame,time,stroke_end,end_x,end_y,fill_opacity
                        (end point at arc-length fraction stroke_end, pt)
              geometry  frame,time,segment,from_point,to_point,
                        x0,y0,c1x,c1y,c2x,c2y,x1,y1   (one frame, t = 0)
              points    frame,time,point,value,x,y,kept
                        (one frame, t = 0; kept 1 or 0)
            Every constant (layout, thinning divisor, durations, line width) can be set in a --data scene file \
            (see data/scenes/curve-example.json).
            """
    )

    @OptionGroup(title: "Data") var data: ChartDataOptions

    @Option(help: Help.table) var table: CurveChartTable?

    @OptionGroup var rate: SceneFrameRateOption
    var fps: Double? { rate.fps }

    @OptionGroup(title: "Output") var output: TableOutputOptions

    func run() throws { try output.write(makeScene()) }

    func makeScene() throws -> any DrawableScene {
        let (configuration, parsed) = try data.configuration(CurveChartConfiguration())
        var c = configuration
        if let t = table { c.table = t }
        if let f = fps { c.fps = f }
        try checkSceneTiming(
            fps: c.fps, seconds: [("strokeDuration", c.strokeDuration), ("fillDelay", c.fillDelay), ("fillDuration", c.fillDuration)],
            source: data.data)
        do {
            let scene = try CurveChartScene(c)
            // Before anything reads the scene's clock: the frame count must fit the row limit.
            if c.table == .line { try output.limit.check(fps: c.fps, end: scene.endTime) }
            return scene
        } catch let error as ChartConfigurationError {
            let field = error.field == "fps" ? "--fps" : error.field == "values" && data.values != nil ? "--values" : error.field
            let index = ChartLineCommand.entryIndex(error.message)
            throw ParsedNumbers.error(parsed, field: error.field, at: index, error.message, inline: "\(field): \(error.message)")
        }
    }
}
