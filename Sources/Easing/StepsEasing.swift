/// CSS `steps(n, <step-position>)`, `step-start` and `step-end` (CSS Easing Level 1 §2.3).
///
/// The output jumps between n + 1, n or n − 1 levels depending on the position; the
/// `before` flag (the input reached from before the animation's start, e.g. in a negative
/// delay or backwards fill) suppresses a jump exactly at a step boundary, as the spec's
/// algorithm does.
public struct StepsEasing: Easing, Hashable, CustomStringConvertible {
    /// Where the jumps happen.
    public enum Position: String, Sendable, CaseIterable {
        case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
        case start, end
    }

    public let steps: Int
    public let position: Position

    /// - Throws: when n < 1, or n < 2 with `jump-none`.
    public init(_ steps: Int, _ position: Position = .end) throws(EasingError) {
        guard steps >= 1 else { throw EasingError("steps() needs a step count ≥ 1 (got \(steps))") }
        guard position != .jumpNone || steps >= 2 else { throw EasingError("steps() with jump-none needs a step count ≥ 2 (got \(steps))") }
        self.steps = steps
        self.position = position
    }

    /// `step-start` = steps(1, start); `step-end` = steps(1, end).
    public static let stepStart = try! StepsEasing(1, .start)
    public static let stepEnd = try! StepsEasing(1, .end)

    /// CSS serialisation: the default position (end / jump-end) is omitted, as browsers do.
    public var description: String {
        position == .end || position == .jumpEnd ? "steps(\(steps))" : "steps(\(steps), \(position.rawValue))"
    }

    /// The spec's algorithm with the before flag clear.
    public func value(at u: Double) -> Double { value(at: u, before: false) }

    /// The spec's algorithm: floor(u·n), +1 for jump-start/jump-both, −1 when `before` and
    /// u·n is an integer, clamped to [0, jumps] inside [0, 1], divided by the number of jumps.
    public func value(at u: Double, before: Bool) -> Double {
        let scaled = u * Double(steps)
        var current = scaled.rounded(.down)
        if position == .jumpStart || position == .jumpBoth || position == .start { current += 1 }
        if before && scaled == scaled.rounded(.down) { current -= 1 }
        if u >= 0 && current < 0 { current = 0 }
        let jumps: Double
        switch position {
        case .jumpBoth: jumps = Double(steps + 1)
        case .jumpNone: jumps = Double(steps - 1)
        default: jumps = Double(steps)
        }
        if u <= 1 && current > jumps { current = jumps }
        return current / jumps
    }

    /// 0 between jumps; nil exactly at a jump.
    public func slope(at u: Double) -> Double? {
        let scaled = u * Double(steps)
        return scaled == scaled.rounded(.down) ? nil : 0
    }
}
