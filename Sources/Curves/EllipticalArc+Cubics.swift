import RealModule

extension EllipticalArc {
    /// The arc as cubic Béziers, for consumers that need them (Core Graphics paths, fonts): the
    /// sweep is cut into n = ⌈|Δθ|/(π/2)⌉ equal pieces (≤ 90° each), and each piece from θa to
    /// θb gets handles of length k = 4/3·tan((θb − θa)/4) along the ellipse's tangents:
    /// P₁ = E(θa) + k·E′(θa), P₂ = E(θb) − k·E′(θb) (E′ = dE/dθ).
    ///
    /// Error: for a circle of radius r the largest radial deviation of a piece of sweep α is
    /// ≈ r·(4/27)·sin⁶(α/4)/cos²(α/4) — 2.7253e-4·r at 90°, 4.2e-6·r at 45° (the test measures
    /// 2.72530e-4). For an ellipse the pieces are the affine image of the circle's, so the
    /// deviation is at most that times max(rx, ry). Ends are exact and joins are G¹.
    public func cubicBeziers() -> [CubicBezier] {
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-12).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * Double.tan(step / 4)
        var out: [CubicBezier] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            let a = startAngle + Double(i) * step
            let b = i == n - 1 ? startAngle + sweep : a + step
            let p0 = i == 0 ? start : evaluate(a)
            let p3 = i == n - 1 ? end : evaluate(b)
            out.append(CubicBezier(p0, p0 + k * tangent(a), p3 - k * tangent(b), p3))
        }
        return out
    }

    /// dE/dθ at angle θ (points per radian).
    @inlinable func tangent(_ theta: Double) -> Point {
        let (c, s) = (Double.cos(theta), Double.sin(theta))
        let (cr, sr) = (Double.cos(rotation), Double.sin(rotation))
        let dx = -radii.x * s, dy = radii.y * c
        return Point(cr * dx - sr * dy, sr * dx + cr * dy)
    }
}

extension Path {
    /// The same path with every arc replaced by ``EllipticalArc/cubicBeziers()`` (error as
    /// documented there); lines and Béziers unchanged.
    public func replacingArcsWithCubics() -> Path {
        Path(
            subpaths: subpaths.map { sp in
                Subpath(
                    start: sp.start,
                    segments: sp.segments.flatMap { seg -> [PathSegment] in
                        if case .arc(let a) = seg { return a.cubicBeziers().map { .cubic($0) } }
                        return [seg]
                    }, isClosed: sp.isClosed)
            })
    }
}
