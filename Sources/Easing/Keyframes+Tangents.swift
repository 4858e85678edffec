import Curves
import RealModule

extension Keyframes {
    /// Per segment, the Hermite tangents dP/ds (per unit segment parameter) of the hermite,
    /// Fritsch–Carlson and Compose MonoSpline modes; see ``Keyframes`` for the rules.
    static func splineTangents(_ times: [Double], _ values: [Point], _ dimension: Int, _ mode: Interpolation) -> [(Point, Point)] {
        let n = times.count
        var perSecond = [Point](repeating: Point(0, 0), count: n)
        for j in 0..<dimension {
            func component(_ p: Point) -> Double { j == 0 ? p.x : p.y }
            // Secant slopes, value per second.
            let slope = (0..<n - 1).map { i in (component(values[i + 1]) - component(values[i])) / (times[i + 1] - times[i]) }
            var m = [Double](repeating: 0, count: n)
            m[0] = slope[0]
            for i in 1..<n - 1 { m[i] = (slope[i - 1] + slope[i]) * 0.5 }
            m[n - 1] = slope[n - 2]
            switch mode {
            case .monotoneSpline:
                // A local extremum (or a flat neighbour) gets a horizontal tangent.
                for i in 1..<n - 1 where slope[i - 1] * slope[i] <= 0 { m[i] = 0 }
                for i in 0..<n - 1 {
                    if slope[i] == 0 {
                        m[i] = 0
                        m[i + 1] = 0
                        continue
                    }
                    let a = m[i] / slope[i], b = m[i + 1] / slope[i]
                    let r2 = a * a + b * b
                    if r2 > 9 {
                        let tau = 3 / r2.squareRoot()
                        m[i] = tau * a * slope[i]
                        m[i + 1] = tau * b * slope[i]
                    }
                }
            case .composeMonoSpline:
                // Compose's MonoSpline: the hypotenuse compared with 9, as shipped.
                for i in 0..<n - 1 {
                    if slope[i] == 0 {
                        m[i] = 0
                        m[i + 1] = 0
                    } else {
                        let a = m[i] / slope[i], b = m[i + 1] / slope[i]
                        let h = Double.hypot(a, b)
                        if h > 9 {
                            let tau = 3 / h
                            m[i] = tau * a * slope[i]
                            m[i + 1] = tau * b * slope[i]
                        }
                    }
                }
            default:
                break
            }
            for i in 0..<n {
                if j == 0 { perSecond[i].x = m[i] } else { perSecond[i].y = m[i] }
            }
        }
        return (0..<n - 1).map { i in
            let dt = times[i + 1] - times[i]
            return (dt * perSecond[i], dt * perSecond[i + 1])
        }
    }

    /// Kochanek–Bartels start and end tangents of every segment (per unit segment parameter);
    /// the neighbours missing at the ends are the end keyframes themselves. `continuity` is Core
    /// Animation's (positive: sharp corners), so the formulas' c is its negation.
    static func kochanekBartelsTangents(
        _ values: [Point], _ tension: [Double], _ continuity: [Double], _ bias: [Double]
    ) -> [(Point, Point)] {
        let n = values.count
        func p(_ i: Int) -> Point { values[min(max(i, 0), n - 1)] }
        return (0..<n - 1).map { i in
            let (t0, c0, b0) = (tension[i], -continuity[i], bias[i])
            let start =
                ((1 - t0) * (1 + b0) * (1 + c0) / 2) * (p(i) - p(i - 1)) + ((1 - t0) * (1 - b0) * (1 - c0) / 2) * (p(i + 1) - p(i))
            let k = i + 1
            let (t1, c1, b1) = (tension[k], -continuity[k], bias[k])
            let end =
                ((1 - t1) * (1 + b1) * (1 - c1) / 2) * (p(k) - p(k - 1)) + ((1 - t1) * (1 - b1) * (1 + c1) / 2) * (p(k + 1) - p(k))
            return (start, end)
        }
    }

    /// Compose's quarter ellipse from `a` to `b` (nil: a straight segment): centre (b.x, a.y)
    /// when it starts vertically, (a.x, b.y) otherwise; radii |Δx|, |Δy|.
    static func quarterEllipse(from a: Point, to b: Point, mode: ArcMode) -> (arc: EllipticalArc, length: Double)? {
        let dx = b.x - a.x, dy = b.y - a.y
        if mode == .linear || abs(dx) < 0.001 || abs(dy) < 0.001 { return nil }
        let vertical = mode == .below ? dy > 0 : dy < 0
        let half = Double.pi / 2
        let center: Point
        let startAngle: Double, endAngle: Double
        if vertical {
            center = Point(b.x, a.y)
            startAngle = dx > 0 ? .pi : 0  // a − centre = (−Δx, 0)
            endAngle = dy > 0 ? half : -half  // b − centre = (0, Δy)
        } else {
            center = Point(a.x, b.y)
            startAngle = dy > 0 ? -half : half  // a − centre = (0, −Δy)
            endAngle = dx > 0 ? 0 : .pi  // b − centre = (Δx, 0)
        }
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep <= -.pi { sweep += 2 * .pi }
        let arc = EllipticalArc(center: center, radii: Point(abs(dx), abs(dy)), startAngle: startAngle, sweep: sweep)
        return (arc, arc.arcLength(from: 0, to: 1, accuracy: ArcLength.defaultAccuracy))
    }
}
