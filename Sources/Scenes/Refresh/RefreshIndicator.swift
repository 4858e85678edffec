import Curves
import RealModule

/// Seed 001's pull-to-refresh drawing at a given progress: two lines that slide together,
/// bend into arcs and close into a circle, each with an arrow stroke at its head.
/// View coordinates: points, origin top-left, y down; angles in radians, clockwise on screen
/// = increasing (UIKit's `addArc…clockwise:YES`).
///
/// With W, H, h, r, s = width, height, lineLength, radius, space, c = H/2 and Θ = arcSweep:
///
/// **Left line** (the seed's `curvePath1`, x = W/2 − r, rising from the bottom; A its tail,
/// B its head):
/// - phase 1, p ≤ 0.5: yA = c − s + h + (1 − 2p)(c − h), yB = c − s + (1 − 2p)(c − h);
/// - phase 2, p > 0.5: yA = c − s + h − 2h(p − 0.5), yB = c − s, then an arc of centre
///   (W/2, c − s), radius r, from π clockwise to π + θ with θ = Θ·2(p − 0.5).
///
/// **Right line** (`curvePath2`, x = W/2 + r, descending from the top):
/// - phase 1: yA = 2p(c + s − h), yB = h + 2p(c + s − h);
/// - phase 2: yA = c + s − h + 2h(p − 0.5), yB = c + s, arc of centre (W/2, c + s) from 0
///   clockwise to θ.
///
/// For s = 0 (the article) the right line is the left one turned half a turn about the view's
/// centre, (x, y) ↦ (W − x, H − y), at every progress; the demo's s ≠ 0 breaks that in phase 1
/// by s(1 − 2p) (its right line starts at y = 0, its left line at H − s). Both phases agree at
/// p = 0.5 (no arc yet, yA = c ∓ s ± h, yB = c ∓ s). At p = 1 the tails have reached the heads
/// and, with Θ = π and s = 0, the arcs [π, 2π] and [0, π] about (W/2, H/2) make a full circle,
/// each ending at the other line's head.
///
/// **Arrows.** From the stroke's tip (B, or the arc's end once bent) a stroke of length L at
/// angle δ = arrowAngle: the left line's ends at tip + L(−cos(δ − θ), sin(δ − θ)) — for θ = 0
/// the seed's (xB − 3 cos 30°, yB + 3 sin 30°) — and the right line's at
/// tip + L(cos(δ − θ), −sin(δ − θ)). Subtracting θ turns the stroke clockwise on screen by
/// exactly the angle the head has turned along the arc, so it keeps its angle to the path.
///
/// Progress outside [0, 1] is clamped, as the demo's `KYPullToCurveVeiw` clamps its drag
/// distance (`MAX(0.0, MIN(offset / pullDistance, 1.0))`); NaN counts as 0.
///
/// Error bound: every coordinate is a short expression of the inputs (≤ 4 roundings, plus
/// `cos`/`sin` of an argument within 2 ulp), within 8 ulp of max(W, H) + r of the exact value.
public struct RefreshIndicator: Sendable, Hashable {
    public let configuration: RefreshConfiguration

    public init(_ configuration: RefreshConfiguration) { self.configuration = configuration }

    /// Which of the two lines.
    public enum Side: String, Sendable, Hashable, CaseIterable {
        /// The seed's `curvePath1`: x = W/2 − r, comes up from the bottom, bends over the top.
        case left
        /// The seed's `curvePath2`: x = W/2 + r, comes down from the top, bends under the bottom.
        case right
    }

    /// Both lines at `progress` (clamped to [0, 1]).
    public func state(progress: Double) -> RefreshState {
        let p = Self.clamp(progress)
        return RefreshState(
            progress: p, phase: p <= 0.5 ? 1 : 2, left: line(.left, clampedProgress: p), right: line(.right, clampedProgress: p))
    }

    /// One line at `progress` (clamped to [0, 1]).
    public func line(_ side: Side, progress: Double) -> RefreshLine { line(side, clampedProgress: Self.clamp(progress)) }

    /// [0, 1]-clamped progress; NaN → 0.
    public static func clamp(_ p: Double) -> Double { p >= 0 ? min(p, 1) : 0 }

    private func line(_ side: Side, clampedProgress p: Double) -> RefreshLine {
        let c = configuration
        let mid = c.height / 2, h = c.lineLength, s = c.space, r = c.radius
        let phase2 = p > 0.5
        let theta = phase2 ? c.arcSweep * ((p - 0.5) * 2) : 0
        let yA: Double, yB: Double, x: Double, center: Point, arcStart: Double
        switch side {
        case .left:
            x = c.width / 2 - r
            if phase2 {
                yA = mid - s + h - h * (p - 0.5) * 2
                yB = mid - s
            } else {
                yA = mid - s + h + (1 - 2 * p) * (mid - h)
                yB = mid - s + (1 - 2 * p) * (mid - h)
            }
            center = Point(c.width / 2, mid - s)
            arcStart = Double.pi
        case .right:
            x = c.width / 2 + r
            if phase2 {
                yA = mid + s - h + h * (p - 0.5) * 2
                yB = mid + s
            } else {
                yA = 2 * p * (mid + s - h)
                yB = h + 2 * p * (mid + s - h)
            }
            center = Point(c.width / 2, mid + s)
            arcStart = 0
        }
        let head = Point(x, yB)
        let arcEnd = arcStart + theta
        let tip = theta > 0 ? Point(center.x + r * Double.cos(arcEnd), center.y + r * Double.sin(arcEnd)) : head
        let a = c.arrowAngle - theta
        let barb = side == .left ? Point(-Double.cos(a), Double.sin(a)) : Point(Double.cos(a), -Double.sin(a))
        return RefreshLine(
            side: side, start: Point(x, yA), end: head, arcCenter: center, radius: r, arcStartAngle: arcStart,
            bend: theta, tip: tip, arrowEnd: tip + c.arrowLength * barb)
    }
}

/// Both lines at one progress value.
public struct RefreshState: Sendable, Hashable {
    /// The progress used, in [0, 1].
    public var progress: Double
    /// 1 for p ≤ 0.5 (sliding), 2 above (bending).
    public var phase: Int
    public var left: RefreshLine
    public var right: RefreshLine

    public subscript(side: RefreshIndicator.Side) -> RefreshLine { side == .left ? left : right }
}

/// One line of the indicator: a straight segment from its tail to its head, then (phase 2)
/// an arc, and an arrow stroke at the tip.
public struct RefreshLine: Sendable, Hashable {
    public var side: RefreshIndicator.Side
    /// The tail A (the seed's `moveToPoint:`).
    public var start: Point
    /// The head B, where the straight part ends and the arc begins.
    public var end: Point
    /// The arc's centre and radius (pt).
    public var arcCenter: Point
    public var radius: Double
    /// The arc's start angle (rad): π for the left line, 0 for the right.
    public var arcStartAngle: Double
    /// The angle the head has turned along the arc (rad, ≥ 0): arcSweep·2(p − 0.5) in phase 2,
    /// 0 while straight; the arc runs clockwise on screen from arcStartAngle by this much.
    public var bend: Double
    /// Where the stroke ends: the arc's end, or B while straight.
    public var tip: Point
    /// The arrow stroke's far end.
    public var arrowEnd: Point

    /// The arc's end angle (rad): arcStartAngle + bend.
    public var arcEndAngle: Double { arcStartAngle + bend }

    /// The stroke as the seed builds it: move to A, line to B, the arc when bent (UIKit's
    /// `addArc`, joined by a line if B is a rounding away from the arc's start), then the
    /// arrow as its own subpath from the tip.
    public var path: Path {
        var p = Path()
        p.move(to: start)
        p.addLine(to: end)
        if bend > 0 {
            p.addArc(withCenter: arcCenter, radius: radius, startAngle: arcStartAngle, endAngle: arcEndAngle, clockwise: true)
        }
        p.move(to: tip)
        p.addLine(to: arrowEnd)
        return p
    }
}
