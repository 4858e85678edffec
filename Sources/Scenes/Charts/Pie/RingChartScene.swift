import Curves
import Dynamics
import FrameIO

/// Seed 000's ring (pie) chart with badges: the slices draw one after another, the badges
/// and connectors fade in, and touches move slices out and back. One row per frame and slice:
///
/// `frame,time,slice,value,start_angle,end_angle,stroke_end,badge_opacity,offset_x,offset_y,moved_out,centre_selected`
///
/// Timing (all from the seed's `animation` and `animationWithBedge`):
/// - slice `i` runs `strokeEnd` 0 → 1 from `b_i = 1.2 s·(v_0 + … + v_{i−1})/Σv` to
///   `b_{i+1}` (duration `1.2 s·v_i/Σv`, starting when slice `i − 1` ends), with the
///   `CABasicAnimation` default timing, which is linear (the seed sets no timing function);
///   before `b_i` the layer is hidden (stroke_end 0), after it the model value 1 shows;
/// - after the last slice (at exactly 1.2 s) every badge and connector fades in, opacity
///   0 → 1, linear, over 0.4 s;
/// - a touch (``RingChartTap``) is hit-tested with ``RingChartLayout/hit(_:angles:)`` and
///   updates ``RingChartSelection``; each slice whose state changes animates its translation
///   from where it is (possibly mid-move) to `pad` along its mid-direction (out) or to zero
///   (back) over ``RingChartConfiguration/moveDuration``, linearly (Core Animation's implicit
///   action, see there).
///
/// The table runs from 0 to the end of the fade (1.6 s) or of the last move, whichever is later.
public struct RingChartScene: DrawableScene {
    public let configuration: RingChartConfiguration
    public let layout: RingChartLayout
    /// Each slice's `(start, end)` angle, radians (``PieAngles``).
    public let angles: [(start: Double, end: Double)]
    /// When each slice starts drawing; `drawTimes[i + 1]` is when it ends (`n + 1` entries, the
    /// last exactly ``RingChartLayout/totalDrawDuration``).
    public let drawTimes: [Double]
    /// What each touch did, in time order.
    public let tapResults: [RingChartTapResult]
    public let clock: FrameClock
    /// Per slice: its translation animations (start time, from, to), in time order.
    let moves: [[RingChartMove]]

    /// Time the badges start fading in: the end of the last slice, 1.2 s.
    public var badgeStart: Double { drawTimes[drawTimes.count - 1] }
    /// Time the badges are fully shown: 1.6 s.
    public var introEnd: Double { badgeStart + RingChartLayout.badgeFadeDuration }

    /// Spacing (s) of touches given without a time: the first happens when the intro ends
    /// (1.6 s), each next one this long after the previous.
    public static let untimedTapSpacing = 0.5

    /// - Precondition: `configuration.problem() == nil` (decoding a scene file checks it).
    public init(_ configuration: RingChartConfiguration) {
        if let p = configuration.problem() { preconditionFailure("RingChartScene: \(p.field): \(p.message)") }
        self.configuration = configuration
        let layout = RingChartLayout(width: configuration.width, height: configuration.height, pad: configuration.pad)
        self.layout = layout
        let values = configuration.values
        angles = PieAngles.slices(values)
        // b_i = 1.2·prefix_i/total, the last exactly 1.2: the same monotone form as the angles.
        let total = values.reduce(0, +)
        var times = [0.0]
        var prefix = 0.0
        for (k, v) in values.enumerated() {
            prefix += v
            times.append(k == values.count - 1 ? RingChartLayout.totalDrawDuration : RingChartLayout.totalDrawDuration * (prefix / total))
        }
        drawTimes = times
        let introEnd = times[times.count - 1] + RingChartLayout.badgeFadeDuration

        // Touch times: given, or one after another from the end of the intro.
        var tapTimes: [Double] = []
        var next = introEnd
        for tap in configuration.taps {
            let t = tap.time ?? next
            tapTimes.append(t)
            next = t + Self.untimedTapSpacing
        }
        let order = tapTimes.indices.sorted { (tapTimes[$0], $0) < (tapTimes[$1], $1) }

        var moves = [[RingChartMove]](repeating: [], count: values.count)
        var selection = RingChartSelection()
        var results: [RingChartTapResult] = []
        for k in order {
            let tap = configuration.taps[k], t = tapTimes[k]
            let point = Point(tap.x, tap.y)
            let hit = layout.hit(point, angles: angles)
            let before = selection
            selection.apply(hit)
            for i in values.indices where before.isOut(i) != selection.isOut(i) {
                let from = RingChartMove.offset(moves[i], at: t)
                let mid = 0.5 * (angles[i].start + angles[i].end)
                let to = selection.isOut(i) ? layout.moveOut(midAngle: mid) : .zero
                moves[i].append(RingChartMove(start: t, duration: configuration.moveDuration, from: from, to: to))
            }
            results.append(
                RingChartTapResult(
                    tap: k, time: t, point: point, angle: layout.seedAngle(of: point), distance: (point - layout.center).length, hit: hit,
                    selection: selection))
        }
        self.moves = moves
        tapResults = results
        let lastMove = results.last.map { $0.time + configuration.moveDuration } ?? 0
        clock = FrameClock(fps: configuration.fps, end: max(introEnd, lastMove))
    }

    public var columns: [FrameColumn] {
        [
            .frame, .time,
            FrameColumn("slice", .integer, "slice index, clockwise from 12 o'clock"),
            FrameColumn("value", .real, "the slice's data value"),
            FrameColumn("start_angle", .real, unit: "rad", "slice start angle from +x, clockwise on screen (−π/2 = 12 o'clock)"),
            FrameColumn("end_angle", .real, unit: "rad", "slice end angle"),
            FrameColumn("stroke_end", .real, unit: "1", "strokeEnd of the slice's outer and inner arcs (0 = hidden, 1 = drawn)"),
            FrameColumn("badge_opacity", .real, unit: "1", "opacity of the slice's badge icon and connector"),
            FrameColumn("offset_x", .real, unit: "pt", "x translation of the slice's container layer (move out/back)"),
            FrameColumn("offset_y", .real, unit: "pt", "y translation of the slice's container layer"),
            FrameColumn("moved_out", .integer, "1 if the slice is selected (moved out or moving out), else 0"),
            FrameColumn("centre_selected", .integer, "1 if the centre element is selected, else 0"),
        ]
    }

    /// Slice `i`'s strokeEnd at `time`: 0 before it starts, `(t − b_i)/(b_{i+1} − b_i)` while it
    /// draws, 1 after. Exact to one rounding of the quotient.
    public func strokeEnd(slice i: Int, at time: Double) -> Double {
        let b = drawTimes[i], e = drawTimes[i + 1]
        if time < b { return 0 }
        if time >= e { return 1 }
        return (time - b) / (e - b)
    }

    /// Badge and connector opacity at `time`: 0 until 1.2 s, then linear to 1 at 1.6 s.
    public func badgeOpacity(at time: Double) -> Double {
        let b = badgeStart
        if time < b { return 0 }
        if time >= introEnd { return 1 }
        return (time - b) / RingChartLayout.badgeFadeDuration
    }

    /// Slice `i`'s translation at `time`, points.
    public func offset(slice i: Int, at time: Double) -> Point { RingChartMove.offset(moves[i], at: time) }

    /// The selection after every touch at or before `time`.
    public func selection(at time: Double) -> RingChartSelection {
        tapResults.last { $0.time <= time }?.selection ?? RingChartSelection()
    }

    public func emitRows(frame: Int, time: Double, into sink: some RowSink) throws {
        let badge = badgeOpacity(at: time)
        let selection = selection(at: time)
        for i in angles.indices {
            let o = offset(slice: i, at: time)
            try sink.row(
                frame, time, i, configuration.values[i], angles[i].start, angles[i].end, strokeEnd(slice: i, at: time), badge, o,
                selection.isOut(i) ? 1 : 0, selection.centreSelected ? 1 : 0)
        }
    }

    /// The background of the seed's view (a dark blue; the seed draws white on a gradient).
    public static let background = DrawingColor(red: 0.18, green: 0.22, blue: 0.38)

    /// The least white alpha with WCAG AA graphics contrast (3:1) on ``background``.
    static let leastVisibleAlpha = DrawingColor.white.leastAlpha(over: background, contrast: DrawingColor.minimumGraphicsContrast)

    /// A seed alpha `a` as drawn: m + (1 − m)·a with m ``leastVisibleAlpha``, so every mark
    /// keeps 3:1 contrast on the dark blue (the seed's own alphas, down to 0.15 for an inner arc,
    /// drew grey on navy) and the slices keep their order of brightness.
    static func visibleAlpha(_ a: Double) -> Double { leastVisibleAlpha + (1 - leastVisibleAlpha) * min(max(a, 0), 1) }

    /// The chart at `time`: per slice (in its container, translated by its offset) the outer
    /// arc (white at the slice's alpha, width `4·pad`), the inner arc (alpha − 0.3, width 14),
    /// the connector (white 0.6, width 1) and the badge icon (a 27.5-point disc); then the
    /// centre icon (brighter when selected). Alphas are drawn through ``visibleAlpha(_:)``.
    public func drawing(at time: Double) -> Drawing {
        var marks: [DrawingMark] = []
        let badge = badgeOpacity(at: time)
        let alphas = configuration.alphas
        for i in angles.indices {
            let o = offset(slice: i, at: time)
            let c = layout.center + o
            let (s, e) = angles[i]
            let mid = 0.5 * (s + e)
            let alpha = alphas[i % alphas.count]
            let stroke = strokeEnd(slice: i, at: time)
            var outer = Path()
            outer.addArc(withCenter: c, radius: layout.outerRadius, startAngle: s, endAngle: e, clockwise: true)
            marks.append(
                .path(
                    outer,
                    DrawingStyle(stroke: .white.withAlpha(Self.visibleAlpha(alpha)), lineWidth: layout.outerLineWidth, strokeEnd: stroke)))
            var inner = Path()
            inner.addArc(withCenter: c, radius: layout.innerRadius, startAngle: s, endAngle: e, clockwise: true)
            marks.append(
                .path(
                    inner,
                    DrawingStyle(
                        stroke: .white.withAlpha(Self.visibleAlpha(alpha - 0.3)), lineWidth: RingChartLayout.innerLineWidth,
                        strokeEnd: stroke)))
            var line = Path()
            line.move(to: layout.point(atAngle: mid, distance: layout.connectorStart) + o)
            line.addLine(to: layout.point(atAngle: mid, distance: layout.connectorEnd) + o)
            marks.append(.path(line, DrawingStyle(stroke: .white.withAlpha(Self.visibleAlpha(0.6)), lineWidth: 1, opacity: badge)))
            marks.append(
                .path(
                    Self.disc(at: layout.point(atAngle: mid, distance: layout.iconDistance) + o),
                    DrawingStyle(fill: .white.withAlpha(Self.visibleAlpha(0.9)), opacity: badge)))
        }
        let centreAlpha = selection(at: time).centreSelected ? 1.0 : 0.5
        marks.append(.path(Self.disc(at: layout.centreIcon), DrawingStyle(fill: .white.withAlpha(Self.visibleAlpha(centreAlpha)))))
        return Drawing(width: layout.width, height: layout.height, background: Self.background, marks: marks)
    }

    /// A 27.5-point disc (an icon's frame) centred at `p`.
    static func disc(at p: Point) -> Path {
        var path = Path()
        path.addArc(withCenter: p, radius: RingChartLayout.iconSize / 2, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        path.close()
        return path
    }
}

/// What one touch did.
public struct RingChartTapResult: Sendable, Hashable {
    /// The touch's index in ``RingChartConfiguration/taps``.
    public let tap: Int
    /// When it happened, seconds.
    public let time: Double
    /// Where, view points.
    public let point: Point
    /// Its angle as the seed measures it (``RingChartLayout/seedAngle(of:)``), radians.
    public let angle: Double
    /// Its distance from the ring's centre, points.
    public let distance: Double
    public let hit: RingChartHit
    /// The selection after it.
    public let selection: RingChartSelection
}

/// One translation animation of a slice's container: from `from` at `start` to `to` at
/// `start + duration`, linear (Core Animation's implicit action; see
/// ``RingChartConfiguration/moveDuration``).
struct RingChartMove: Sendable, Hashable {
    var start: Double
    var duration: Double
    var from: Point
    var to: Point

    /// The translation at `time` given a slice's moves in time order: the last move begun at
    /// or before `time` decides; before any, zero. Error: one rounding per component of
    /// `from + (to − from)·u`, and exactly `to` once the move is over.
    static func offset(_ moves: [RingChartMove], at time: Double) -> Point {
        guard let m = moves.last(where: { $0.start <= time }) else { return .zero }
        if time >= m.start + m.duration { return m.to }
        let u = (time - m.start) / m.duration
        return m.from + u * (m.to - m.from)
    }
}
