import ArgumentParser
import SpringSim

/// `springsim chart bar`: the lollipop bar chart of seed 000, frame by frame.
struct ChartBarCommand: ParsableCommand, SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "bar",
        abstract: "Write the per-frame table of the lollipop bar chart (seed 000): bars grow one every 0.1 s, right to left.",
        discussion: """
            Bar i stands at x = margin·i (margin = width / (n − 1), width / 9 for ten bars) with height \
            H·count_i / max count; a 2-pt bar with a knob of radius 4 at its top. Step k (at 0.1·k s) \
            runs bar n − 1 − k's 0.3 s Core Animation group of transform.scale.y 0 → 1 and \
            transform.translation.y H → 0 (linear, fill mode removed; the bar is hidden until its \
            step), so its top rises from the baseline. Defaults: the app's 295 × 182.33-pt chart and \
            ten made-up counts; a scene file (data/scenes/bar.json) overrides any constant.

            Columns: frame,time,bar,x,visible,scale_y,translation_y,bar_top_y,knob_y,knob_top_y \
            (points, screen y down; a hidden bar reports the model transform, scale 1 and translation 0).

            Examples:
              springsim chart bar > bars.csv
              springsim chart bar --values 3,1,4,1,5 --fps 120
              springsim chart bar --data data/scenes/bar.json --output bars.csv
            """
    )

    @OptionGroup var data: ChartDataOptions

    @OptionGroup var rate: FrameRateOption
    var fps: Double { rate.fps }

    @OptionGroup var output: TableOutputOptions

    func makeScene() throws -> any DrawableScene {
        var request = BarChartRequest(fps: fps)
        do { try request.validate() } catch { throw error.cliError() }
        if let path = data.data { request.configuration = try SceneFile.decode(BarChartConfiguration.self, fromFile: path) }
        let parsed = try data.parsedValues()
        request.values = parsed?.values
        let configuration: BarChartConfiguration
        do { configuration = try request.configured() } catch { throw error.cliError(lists: ["values": parsed]) }
        // Before the scene builds its clock: the frame count must fit the row limit.
        try output.limit.check(fps: fps, end: BarChart(configuration).totalDuration)
        return BarChartScene(configuration, fps: fps)
    }

    func run() throws { try output.write(makeScene()) }
}
