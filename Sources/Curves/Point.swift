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
