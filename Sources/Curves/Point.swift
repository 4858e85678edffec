import RealModule

/// A point or a displacement in the plane, in points (the UIKit unit).
///
/// Coordinates follow UIKit / Core Graphics on iOS and SVG: the y axis points **down**, so an
/// angle measured from +x by `atan2(dy, dx)` grows *clockwise on screen*, and "clockwise"
/// everywhere in this module means visually clockwise (increasing angle).
@frozen
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    @inlinable public static func * (k: Double, a: Point) -> Point { Point(k * a.x, k * a.y) }
    @inlinable public static func * (a: Point, k: Double) -> Point { Point(k * a.x, k * a.y) }

    /// Euclidean norm √(x² + y²), without spurious overflow or underflow (`hypot`).
    @inlinable public var length: Double { Double.hypot(x, y) }

    /// x² + y².
    @inlinable public var lengthSquared: Double { x * x + y * y }

    /// Dot product.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// z-component of the cross product, x·o.y − y·o.x (positive when `o` is clockwise from
    /// `self` on a y-down screen).
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    /// Direction angle atan2(y, x) in radians, in (−π, π]; clockwise on a y-down screen.
    @inlinable public var angle: Double { Double.atan2(y: y, x: x) }

    /// Linear interpolation a + t·(b − a), exact at t = 0 and t = 1.
    @inlinable public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point((1 - t) * a.x + t * b.x, (1 - t) * a.y + t * b.y)
    }

    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// |b − a| without spurious overflow: a difference of coordinates near ±1.8e308 is formed
    /// from halves (exact), so the result is inf only when the distance itself overflows.
    @inlinable public static func distance(_ a: Point, _ b: Point) -> Double {
        let d = b - a
        if d.isFinite { return d.length }
        return 2 * Double.hypot(0.5 * b.x - 0.5 * a.x, 0.5 * b.y - 0.5 * a.y)
    }

    /// The points relative to `origin`, divided by `unit`: a power of two chosen so the largest
    /// coordinate difference lies in [1, 2) (unit 1 when all coincide). Scaling by a power of
    /// two is exact, and differences of coordinates beyond ±2¹⁰²⁰ are formed from halves, so
    /// squares of the results neither overflow nor underflow for coordinates anywhere from
    /// subnormal to 1.8e308 — the arc-length integrands of Béziers are built from these. (A
    /// quadratic passes its last point twice.) No allocation. `unit` is inf only when the
    /// differences themselves exceed the double range.
    @inlinable static func relative(
        to origin: Point, _ p1: Point, _ p2: Point, _ p3: Point
    ) -> (
        unit: Double, p1: Point, p2: Point, p3: Point
    ) {
        // Maxima as balanced trees of `a > b ? a : b` (one `maxsd` each, three deep instead of a
        // chain of seven): the same value as `max` for every input but NaN, which the result
        // carries either way.
        @inline(__always) func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
        let big = larger(
            larger(larger(abs(origin.x), abs(origin.y)), larger(abs(p1.x), abs(p1.y))),
            larger(larger(abs(p2.x), abs(p2.y)), larger(abs(p3.x), abs(p3.y))))
        let half = big > 0x1p1020
        let k = half ? 0.5 : 1.0
        let o = k * origin
        let d1 = k * p1 - o, d2 = k * p2 - o, d3 = k * p3 - o
        let m = larger(larger(larger(abs(d1.x), abs(d1.y)), larger(abs(d2.x), abs(d2.y))), larger(abs(d3.x), abs(d3.y)))
        guard m > 0, m.isFinite else { return (1, d1, d2, d3) }
        // The exponent from the bits (m is finite and positive); 2^(−e) by one multiplication
        // whenever both 2^e and 2^(−e) are normal, which is every curve but those with control
        // points beyond 2^±1022 apart (the same correctly rounded products as
        // `Double(sign:exponent:significand:)`, without its branches).
        let bits = Int(truncatingIfNeeded: m.bitPattern >> 52)
        if bits > 1, bits < 2045 {
            let e = bits - 1023
            let inverse = Double(bitPattern: UInt64(1023 - e) << 52)
            let unit = Double(bitPattern: UInt64(1023 + e + (half ? 1 : 0)) << 52)
            return (unit, inverse * d1, inverse * d2, inverse * d3)
        }
        let e = Int(m.exponent)
        @inline(__always) func s(_ p: Point) -> Point {
            Point(Double(sign: .plus, exponent: -e, significand: p.x), Double(sign: .plus, exponent: -e, significand: p.y))
        }
        return (Double(sign: .plus, exponent: e + (half ? 1 : 0), significand: 1), s(d1), s(d2), s(d3))
    }

    public var description: String { "(\(x), \(y))" }
}

/// An axis-aligned rectangle, for bounding boxes (`minX ≤ maxX`, `minY ≤ maxY`).
@frozen
public struct Rect: Hashable, Sendable {
    public var minX: Double, minY: Double, maxX: Double, maxY: Double

    @inlinable public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest rectangle holding both points.
    @inlinable public init(_ a: Point, _ b: Point) {
        self.init(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
    }

    @inlinable public mutating func include(_ p: Point) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    @inlinable public func union(_ o: Rect) -> Rect {
        Rect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    /// Whether `p` lies inside, the edges enlarged by `slack` on every side.
    @inlinable public func contains(_ p: Point, slack: Double = 0) -> Bool {
        p.x >= minX - slack && p.x <= maxX + slack && p.y >= minY - slack && p.y <= maxY + slack
    }

    @inlinable public var width: Double { maxX - minX }
    @inlinable public var height: Double { maxY - minY }
}
