import Scenes
import Testing

/// The drawn pictures keep WCAG AA contrast: 3:1 for marks (lines, arcs, discs) and 4.5:1 for
/// text against what they are drawn on, computed from the colours the drawings hold.
@Suite("Drawing contrast")
struct DrawingContrastTests {
    @Test("WCAG's formulas: white on black is 21:1, a colour on itself 1:1, #777 on white about 4.48:1")
    func formulas() {
        #expect(abs(DrawingColor.contrastRatio(.white, .black) - 21) < 1e-12)
        #expect(DrawingColor.contrastRatio(.white, .white) == 1)
        let grey = DrawingColor(red: 0x77 / 255.0, green: 0x77 / 255.0, blue: 0x77 / 255.0)
        #expect(abs(DrawingColor.contrastRatio(grey, .white) - 4.478) < 0.001)
        let navy = DrawingColor(red: 0.18, green: 0.22, blue: 0.38)
        let a = DrawingColor.white.leastAlpha(over: navy, contrast: 3)
        #expect(abs(DrawingColor.contrastRatio(DrawingColor.white.withAlpha(a).composited(over: navy), navy) - 3) < 1e-6)
    }

    @Test("ring chart: every arc, connector and disc at full opacity has 3:1 on the dark blue")
    func ring() {
        let scene = RingChartScene(RingChartConfiguration())
        let background = RingChartScene.background
        var checked = 0
        for time in [0.5, 1.0, scene.introEnd, scene.introEnd + 1] {
            for case .path(_, let style) in scene.drawing(at: time).marks where style.opacity == 1 {
                for color in [style.stroke, style.fill].compactMap({ $0 }) {
                    let ratio = DrawingColor.contrastRatio(color.composited(over: background), background)
                    #expect(ratio >= DrawingColor.minimumGraphicsContrast - 1e-9, "t = \(time): \(color) has \(ratio):1")
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
    }

    @Test("pie: every slice label has 4.5:1 on its slice, for every palette colour")
    func pieLabels() {
        for fill in PieEditScene.palette {
            let ink = PieEditScene.labelColor(on: fill)
            #expect(DrawingColor.contrastRatio(ink, fill) >= DrawingColor.minimumTextContrast, "\(fill)")
        }
    }

    @Test("line chart: the line has 3:1 on the chart's background")
    func line() throws {
        var configuration = LineChartConfiguration()
        configuration.values = [3, 1, 4, 1, 5]
        let scene = try LineChartScene(configuration)
        let page = DrawingColor.white
        let background = LineChartScene.background.composited(over: page)
        for case .path(_, let style) in scene.drawing(at: 10).marks {
            guard let stroke = style.stroke else { continue }
            #expect(DrawingColor.contrastRatio(stroke.composited(over: background), background) >= 3)
        }
    }

    @Test("curve chart: the line has 3:1 on white")
    func curve() {
        let ratio = DrawingColor.contrastRatio(CurveChartScene.lineColor, .white)
        #expect(ratio >= DrawingColor.minimumGraphicsContrast, "\(ratio):1")
    }

    @Test("wheel: sectors have 3:1 on the white page, titles 4.5:1 on every sector")
    func wheel() {
        for fill in WheelScene.fills {
            #expect(DrawingColor.contrastRatio(fill, .white) >= DrawingColor.minimumGraphicsContrast, "\(fill)")
            #expect(DrawingColor.contrastRatio(WheelScene.labelColor, fill) >= DrawingColor.minimumTextContrast, "\(fill)")
        }
    }
}
