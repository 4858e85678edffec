import Dynamics
import Scenes

/// Lottie documents of the seed scenes: one layer per animated element, animating the
/// property the scene animates, every layer within the same bound (px, or degrees for the
/// wheel) under the player's interpolation.
extension LottieExport {
    /// The spring line chart: layer `point-<i>` (an 8 px dot at the point's x) moving in y
    /// (px, y down) along point i's spring, the chart moved down so that the highest overshoot
    /// stays 10 px inside the canvas (the layers' y is the scene's y plus that offset). `maxError` in px; nil for 0.001 of the largest
    /// distance a point travels.
    public static func lineChart(_ scene: LineChartScene, maxError: Double?, fps: Double) throws(ExportError) -> (
        document: LottieDocument, report: ExportReport
    ) {
        let springs = scene.pointSprings
        guard !springs.isEmpty else { throw ExportError("the line chart's animation is not the spring animation") }
        let travel = springs.map { abs($0.to - $0.from) }.max() ?? 0
        let bound = maxError ?? 0.001 * travel
        guard bound.isFinite, bound > 0 else { throw ExportError("the points do not move: nothing to export") }
        // Springs overshoot above the chart's top: the whole chart moves down by `top` so every
        // point stays on the canvas (the layers' y is the scene's y + top).
        var lowest = 0.0
        for a in springs { for j in 0...400 { lowest = min(lowest, a.value(at: 0.01 * Double(j))) } }
        let top = (10 - lowest).rounded(.up)
        var layers: [LottieDocument.Layer] = []
        var worst = ExportReport(maxError: 0, time: 0, count: 0, unit: "keyframes")
        for (i, animation) in springs.enumerated() {
            let keys: BezierKeyframes
            var exact: ExportMotion? = nil
            if animation.from == animation.to {
                keys = BezierKeyframes(keyframes: [.init(time: 0, value: animation.to + top, timing: nil)])
            } else {
                let motion = try ExportMotion(spring: animation, restTolerance: ExportMotion.restTolerance(forMaxError: bound))
                exact = motion.mapped(origin: top, scale: 1)
                let (k, r) = try keyframes(for: motion, maxError: bound, fps: fps, origin: top, scale: 1)
                keys = k
                if r.maxError > worst.maxError { worst.maxError = r.maxError; worst.time = r.time }
            }
            worst.count += keys.keyframes.count
            layers.append(
                .init(name: "point-\(i)", shape: .ellipse(width: 8, height: 8), x: scene.points[i].x, y: 0, property: .y, keyframes: keys, exact: exact))
        }
        let ys = layers.flatMap { $0.keyframes.keyframes.map(\.value) + sampledRange($0.keyframes) }
        let height = max(ys.max()! + 20, 100)
        let doc = LottieDocument(
            width: Int((scene.canvasWidth + 10).rounded(.up)), height: Int(height.rounded(.up)), fps: fps, layers: layers, name: "springsim chart line")
        return (doc, worst)
    }

    /// The bar chart: layer `bar-<i>` (the bar's rectangle, its base at the chart's baseline)
    /// scaling in y from 0 to 100 % linearly over its group's interval, as the seed's
    /// `transform.scale.y` animation does (the seed's hidden state before the group begins is
    /// scale 0 here: nothing is drawn either way).
    public static func barChart(_ chart: BarChart, fps: Double) throws(ExportError) -> (document: LottieDocument, report: ExportReport) {
        var layers: [LottieDocument.Layer] = []
        var worst = ExportReport(maxError: 0, time: 0, count: 0, unit: "keyframes")
        let d = chart.configuration.childDuration ?? chart.configuration.duration
        let end = chart.totalDuration
        for i in 0..<chart.count {
            let start = chart.startTime(ofBar: i)
            let motion = ExportMotion(
                duration: end, restValue: 100, breakpoints: [start, start + d],
                value: { t in 100 * min(max((t - start) / d, 0), 1) },
                velocity: { t in t >= start && t < start + d ? 100 / d : 0 })
            let (keys, r) = try keyframes(for: motion, maxError: 0.01, fps: fps)
            if r.maxError > worst.maxError { worst.maxError = r.maxError; worst.time = r.time }
            worst.count += keys.keyframes.count
            let h = chart.height(ofBar: i), w = chart.configuration.barWidth
            layers.append(
                .init(
                    name: "bar-\(i)", shape: .rectangle(x: 0, y: -h / 2, width: w, height: h), x: chart.x(ofBar: i) + 10,
                    y: chart.baselineY + 10, property: .scaleY, keyframes: keys, exact: motion))
        }
        let width = (chart.x(ofBar: max(chart.count - 1, 0)) + 20).rounded(.up)
        let doc = LottieDocument(
            width: Int(max(width, chart.configuration.width)), height: Int((chart.baselineY + 20).rounded(.up)), fps: fps, layers: layers,
            name: "springsim chart bar")
        return (doc, worst)
    }

    /// The prize wheel: layer `wheel` (a pointer bar from the centre to 0.9 of the radius)
    /// rotating by the spinner's angle in degrees, landing exactly on the rest angle.
    /// `maxError` in degrees (nil: 0.001 of the angle turned).
    public static func wheel(_ spinner: WheelSpinner, radius: Double, maxError: Double?, fps: Double) throws(ExportError) -> (
        document: LottieDocument, report: ExportReport
    ) {
        let end = spinner.restTime
        guard end > 0, end.isFinite else { throw ExportError("the wheel does not spin") }
        let degrees = 180 / Double.pi
        let rest = spinner.angle(at: end) * degrees
        let breaks = spinner.spins.flatMap { s in [s.start] + (s.spin.handoverTime.map { [s.start + $0] } ?? []) }
        let motion = ExportMotion(
            duration: end, restValue: rest, breakpoints: breaks, value: { spinner.angle(at: $0) * degrees },
            velocity: { spinner.angularVelocity(at: $0) * degrees })
        let bound = maxError ?? 0.001 * motion.travel
        let (keys, report) = try keyframes(for: motion, maxError: bound, fps: fps)
        let size = Int((2 * radius + 40).rounded(.up))
        let layer = LottieDocument.Layer(
            name: "wheel", shape: .rectangle(x: 0, y: -0.45 * radius, width: 8, height: 0.9 * radius), x: Double(size) / 2,
            y: Double(size) / 2, property: .rotation, keyframes: keys, exact: motion)
        return (LottieDocument(width: size, height: size, fps: fps, layers: [layer], name: "springsim wheel"), report)
    }
}
