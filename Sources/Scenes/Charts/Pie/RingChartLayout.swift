import Curves

/// The geometry of seed 000's ring (pie) chart with badges, in the view's screen coordinates
/// (points, y down, origin top-left), and the slices' angles.
///
/// The seed's formulas, with `w × h` the chart view and `pad` its layout constant
/// (`BAPadding`):
/// - centre `(w/2, h/2 + 40)`;
/// - outer ring: an arc stroke of radius `R = h/2 − 8·pad − 7` and width `4·pad`;
/// - inner ring: radius `R − 3·pad + 3.5`, stroke width 14;
/// - connector: along the slice's mid-direction from radius `R + 2·pad` to `iconDistance − 12.5`,
///   with `iconDistance = h/2 − 40`, where the 27.5-point badge icon is centred;
/// - a selected slice moves out by `pad` along its mid-direction;
/// - touches nearer than `innerR − pad` hit the centre element; slices are hit between
///   `innerR − pad` and `R + 2·pad` (``RingChartLayout/hit(_:angles:)``).
///
/// The seed gives no view size and no value for `pad`. The defaults are those of the app the
/// seed comes from (BulletAnalyzer's gift chart): `pad = 10`, and a view one screen wide and half
/// a screen high on a 4.7-inch iPhone (375 × 667 points), so `w = 375`, `h = 333.5`, which gives
/// `R = 79.75`, inner radius 53.25, icon distance 126.75 and the centre at (187.5, 206.75).
public struct RingChartLayout: Sendable, Hashable {
    /// View width in points.
    public var width: Double
    /// View height in points.
    public var height: Double
    /// The seed's layout constant `BAPadding`, in points.
    public var pad: Double

    /// Default view width (points): a 4.7-inch iPhone screen.
    public static let defaultWidth = 375.0
    /// Default view height (points): half a 4.7-inch iPhone screen (667 / 2).
    public static let defaultHeight = 333.5
    /// Default `pad` (points): BulletAnalyzer's `BAPadding`.
    public static let defaultPad = 10.0

    /// The seed's "1.2 s" total drawing time of the slices.
    public static let totalDrawDuration = 1.2
    /// The seed's 0.4 s fade-in of the badges and connectors.
    public static let badgeFadeDuration = 0.4
    /// The seed's 27.5-point badge icon (and centre icon) size.
    public static let iconSize = 27.5
    /// The seed's inner ring stroke width, 14 points.
    public static let innerLineWidth = 14.0

    /// - Precondition: finite positive width, height and pad, with a positive inner radius and
    ///   icon distance (`h/2 − 8·pad − 7 − 3·pad + 3.5 > 0` and `h/2 > 52.5`).
    public init(width: Double = defaultWidth, height: Double = defaultHeight, pad: Double = defaultPad) {
        precondition(width.isFinite && width > 0 && height.isFinite && height > 0, "RingChartLayout: view size must be finite and > 0")
        precondition(pad.isFinite && pad > 0, "RingChartLayout: pad must be finite and > 0")
        self.width = width
        self.height = height
        self.pad = pad
        precondition(innerRadius - pad > 0, "RingChartLayout: the view is too small for this pad (inner radius − pad ≤ 0)")
        precondition(iconDistance > 0, "RingChartLayout: the icon distance h/2 − 40 must be > 0")
    }

    /// The reason a layout is invalid, or nil: for throwing initialisers of untrusted input.
    public static func problem(width: Double, height: Double, pad: Double) -> String? {
        guard width.isFinite && width > 0 else { return "width must be a finite number > 0" }
        guard height.isFinite && height > 0 else { return "height must be a finite number > 0" }
        guard pad.isFinite && pad > 0 else { return "pad must be a finite number > 0" }
        let r = height / 2 - 8 * pad - 7
        guard r - 3 * pad + 3.5 - pad > 0 else {
            return "height \(height) is too small for pad \(pad): the inner radius minus pad must be > 0"
        }
        guard height / 2 - 40 > 0 else { return "height must be > 80 (the icon distance h/2 − 40 must be > 0)" }
        return nil
    }

    /// The ring's centre `(w/2, h/2 + 40)`.
    public var center: Point { Point(width / 2, height / 2 + 40) }
    /// Outer ring radius `R = h/2 − 8·pad − 7` (the middle of its stroke).
    public var outerRadius: Double { height / 2 - 8 * pad - 7 }
    /// Outer ring stroke width `4·pad`.
    public var outerLineWidth: Double { 4 * pad }
    /// Inner ring radius `R − 3·pad + 3.5` (the middle of its 14-point stroke).
    public var innerRadius: Double { outerRadius - 3 * pad + 3.5 }
    /// Distance of a badge icon's centre from the ring's centre, `h/2 − 40`.
    public var iconDistance: Double { height / 2 - 40 }
    /// Where a connector starts, `R + 2·pad` from the centre.
    public var connectorStart: Double { outerRadius + 2 * pad }
    /// Where a connector ends, `iconDistance − 12.5` from the centre.
    public var connectorEnd: Double { iconDistance - 12.5 }
    /// Touches nearer than this hit the centre element; slices are hit from here out: `innerR − pad`.
    public var hitInnerRadius: Double { innerRadius - pad }
    /// Slices are hit nearer than this: `R + 2·pad`.
    public var hitOuterRadius: Double { outerRadius + 2 * pad }
    /// The centre ("fish ball") icon's centre: the seed's app puts its 27.5-point frame at
    /// `(w/2 − 13.75, h/2 + 10)`, so its centre is `(w/2, h/2 + 23.75)`.
    public var centreIcon: Point { Point(width / 2, height / 2 + 10 + Self.iconSize / 2) }

    /// The point at `distance` from the centre along direction `angle` (radians from +x,
    /// clockwise on screen). The seed computes it quadrant by quadrant from an acute angle with
    /// sin/cos swapped per quadrant; every branch equals this one formula.
    public func point(atAngle angle: Double, distance: Double) -> Point {
        Point(center.x + distance * Double.cos(angle), center.y + distance * Double.sin(angle))
    }

    /// The move-out translation of a slice whose mid-direction is `midAngle`: `pad` along it.
    public func moveOut(midAngle: Double) -> Point { Point(pad * Double.cos(midAngle), pad * Double.sin(midAngle)) }
}

/// The angles of pie slices: slice `i` spans `[start, end]` radians, starting at 12 o'clock
/// (−π/2) and running clockwise on screen (increasing angle), with angle ∝ value / total.
public enum PieAngles {
    /// The first slice's start, 12 o'clock: −π/2.
    public static let top = -Double.pi / 2
    /// The last slice's end, `−π/2 + 2π` (rounded once).
    public static let bottomOfTurn = -Double.pi / 2 + 2 * Double.pi

    /// The `n + 1` boundaries of slices with `values`: `b_k = −π/2 + 2π·(v_0 + … + v_{k−1}) / total`,
    /// with `b_n` set to exactly ``bottomOfTurn`` so the slices always close the circle.
    ///
    /// Error bound: each boundary is within `(k + 2)` ulps-relative of the exact value (the
    /// prefix sum of `k` non-negative terms, one division, one product, one sum); boundaries are
    /// non-decreasing exactly, because every operation is monotone in the prefix sum.
    ///
    /// The seed instead adds `2π·v_i / total` to the previous end angle, so its last end can
    /// miss 3π/2 by a few ulps; this form cannot.
    /// - Precondition: values finite and ≥ 0 with a positive total.
    public static func boundaries(_ values: [Double]) -> [Double] {
        let total = values.reduce(0, +)
        precondition(
            total > 0 && total.isFinite && values.allSatisfy { $0 >= 0 }, "PieAngles: values must be finite, ≥ 0, with a positive total")
        var b: [Double] = [top]
        b.reserveCapacity(values.count + 1)
        var prefix = 0.0
        for (k, v) in values.enumerated() {
            prefix += v
            b.append(k == values.count - 1 ? bottomOfTurn : top + 2 * Double.pi * (prefix / total))
        }
        return b
    }

    /// The slices' `(start, end)` angles for `values` (see ``boundaries(_:)``).
    public static func slices(_ values: [Double]) -> [(start: Double, end: Double)] {
        let b = boundaries(values)
        return (0..<values.count).map { (b[$0], b[$0 + 1]) }
    }
}
