/// A straight segment from `start` to `end`, C(t) = (1 − t)·start + t·end.
///
/// Its length |end − start| (``Point/distance(_:_:)``: no spurious overflow) and the inverse
/// t = s/L are exact to rounding (no accuracy argument is used).
@frozen
public struct Line: ParametricCurveArcLength, ParametricCurveBounds, Hashable {
    public var start: Point
    public var end: Point

    @inlinable public init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    @inlinable public func point(at t: Double) -> Point {
        if t == 0 { return start }
        if t == 1 { return end }
        return Point.lerp(start, end, t)
    }

    @inlinable public func derivative(at t: Double) -> Point { end - start }

    @inlinable public func subsegment(from t0: Double, to t1: Double) -> Line { Line(point(at: t0), point(at: t1)) }

    /// Constant speed |end − start|.
    @frozen public struct Integrand: ArcLengthIntegrand {
        public var speed: Double
        @inlinable public init(speed: Double) { self.speed = speed }
        @inlinable public func speed(at t: Double) -> Double { speed }
        @inlinable public var breakpoints: Breakpoints { Breakpoints() }
    }

    @inlinable public var arcLengthIntegrand: Integrand { Integrand(speed: Point.distance(start, end)) }

    /// Exact: |end − start|·(t1 − t0).
    @inlinable public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        Point.distance(start, end) * (t1 - t0)
    }

    /// Exact: s/L, clamped to [0, 1].
    @inlinable public func parameter(atArcLength s: Double, totalLength: Double?, accuracy: Double) -> Double {
        let l = totalLength ?? Point.distance(start, end)
        guard l > 0, s > 0 else { return 0 }
        return min(1, s / l)
    }

    @inlinable public var boundingBox: Rect { Rect(start, end) }
}
