import Dynamics
import FrameIO

/// The lollipop bar chart's animation as a frame table and as pictures (seed 000).
///
/// One row per frame and bar (bars in index order, left to right):
/// `frame,time,bar,x,visible,scale_y,translation_y,bar_top_y,knob_y,knob_top_y`.
/// A bar that has not started is hidden (`visible` 0) and its geometry columns hold the
/// model layer's values (identity transform: the full bar), which is what its presentation
/// layer reports; the seed's group uses the default fill mode (`removed`), so there is no
/// backwards fill that would show the from-values early. See ``BarChart/state(ofBar:at:)``.
///
/// The default clock runs at 60 frames per second from 0 to the end of the last group,
/// stagger·(n − 1) + duration (1.2 s for the seed's ten bars), with a final frame at that end.
public struct BarChartScene: DrawableScene {
    public let chart: BarChart
    public let clock: FrameClock

    /// The chart of `configuration` on `clock` (default: 60 fps to the end of the animation).
    public init(_ configuration: BarChartConfiguration, clock: FrameClock? = nil) {
        let chart = BarChart(configuration)
        self.chart = chart
        self.clock = clock ?? FrameClock(fps: 60, end: chart.totalDuration)
    }

    /// The chart at `fps` frames per second from 0 to the end of the animation.
    /// - Precondition: fps finite and > 0.
    public init(_ configuration: BarChartConfiguration, fps: Double) {
        self.init(configuration, clock: FrameClock(fps: fps, end: BarChart(configuration).totalDuration))
    }

    public var columns: [FrameColumn] {
        [
            .frame, .time,
            FrameColumn("bar", .integer, "bar index, 0-based from the left"),
            FrameColumn("x", .real, unit: "pt", "x of the bar's centre line: margin·bar"),
            FrameColumn("visible", .integer, "1 once the bar's step has fired (the layer is unhidden), else 0"),
            FrameColumn("scale_y", .real, unit: "1", "transform.scale.y in effect (1 when no animation applies)"),
            FrameColumn("translation_y", .real, unit: "pt", "transform.translation.y in effect (0 when no animation applies)"),
            FrameColumn("bar_top_y", .real, unit: "pt", "screen y of the bar's top edge: scale_y·(H − h) + translation_y"),
            FrameColumn("knob_y", .real, unit: "pt", "screen y of the knob's centre (the bar's top)"),
            FrameColumn("knob_top_y", .real, unit: "pt", "screen y of the knob's highest point: knob_y − r·scale_y"),
        ]
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        for i in 0..<chart.count {
            let s = chart.state(ofBar: i, at: time)
            try sink.row(frame, time, i, chart.x(ofBar: i), s.visible ? 1 : 0, s.scaleY, s.translationY, s.barTopY, s.knobY, s.knobTopY)
        }
    }

    /// The app's blue (`BAGurdientBlueColor`, RGB 99, 91, 255), standing in for the report
    /// view's pink-to-blue gradient behind the chart.
    public static let background = DrawingColor(red: 99 / 255, green: 91 / 255, blue: 1)

    /// The chart view at `time`: every visible bar's transformed path filled white at alpha
    /// 0.8 on the chart's canvas (width × height). As in the app (views do not clip), the
    /// leftmost bar's left half and the tallest knob's upper half lie outside the canvas.
    /// A bar at scale 0 has no area and is left out.
    public func drawing(at time: Double) -> Drawing {
        let c = chart.configuration
        var d = Drawing(width: c.width, height: c.height, background: Self.background)
        for i in 0..<chart.count {
            let s = chart.state(ofBar: i, at: time)
            guard s.visible, s.scaleY > 0 else { continue }
            let path = chart.transformedPath(ofBar: i, scaleY: s.scaleY, translationY: s.translationY)
            d.marks.append(.path(path, DrawingStyle(fill: DrawingColor.white.withAlpha(0.8))))
        }
        return d
    }
}
