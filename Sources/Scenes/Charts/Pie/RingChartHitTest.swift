import Curves

/// What a touch on the ring chart hits (seed 000's `dealWithTouch:`).
public enum RingChartHit: Sendable, Hashable, CustomStringConvertible {
    /// Slice `i` (0-based, in drawing order).
    case slice(Int)
    /// The centre element (the seed's "fish ball" icon), nearer than `innerR − pad`.
    case centre
    /// Nothing: between slices' rings and outside, or exactly on a boundary.
    case none

    public var description: String {
        switch self {
        case .slice(let i): return "slice \(i)"
        case .centre: return "centre"
        case .none: return "none"
        }
    }
}

extension RingChartLayout {
    /// The angle of `point` around the centre as the seed measures it: from the +x axis,
    /// clockwise on screen (y down), in radians, mapped into [−π/2, 3π/2): angles in (−π, −π/2)
    /// get 2π added, so that they follow the slices, which start at −π/2 and run clockwise.
    ///
    /// The seed computes `acos` of the normalised dot product with +x and negates it when the
    /// point is above the centre; that is `atan2(dy, dx)` in (−π, π], computed here with `atan2`
    /// (correctly rounded to within 1 ulp, where `acos` loses up to half the digits near 0 and π).
    /// The centre itself has no angle (the seed gets NaN); this returns 0 there, which no caller
    /// uses because the centre is always inside the centre element.
    public func seedAngle(of point: Point) -> Double {
        let d = point - center
        if d.x == 0 && d.y == 0 { return 0 }
        var a = d.angle
        if a < -Double.pi / 2 && a > -Double.pi { a += 2 * Double.pi }
        return a
    }

    /// Seed 000's hit test of a touch at `point` (view coordinates) against slices with
    /// `angles` (each `(start, end)`, as laid out by ``PieAngles``):
    /// - distance from the centre `< innerR − pad` → ``RingChartHit/centre``;
    /// - `innerR − pad < distance < R + 2·pad` and `start < angle < end` (the seed's strict
    ///   inequalities, first match in order) → ``RingChartHit/slice(_:)``;
    /// - otherwise ``RingChartHit/none`` (also exactly on a boundary circle or angle).
    ///
    /// As in the seed, the test uses the slices' resting geometry: a slice that has moved out
    /// by `pad` is still hit where it was drawn before it moved.
    /// Error bound: the distance is `hypot` (≤ 1 ulp) and the angle `atan2` (≤ 1 ulp plus one
    /// rounding of the +2π); points within a few ulps of a boundary may fall either side.
    public func hit(_ point: Point, angles: [(start: Double, end: Double)]) -> RingChartHit {
        let distance = (point - center).length
        if distance < hitInnerRadius { return .centre }
        guard distance > hitInnerRadius && distance < hitOuterRadius else { return .none }
        let a = seedAngle(of: point)
        for (i, s) in angles.enumerated() where s.start < a && s.end > a { return .slice(i) }
        return .none
    }
}
