/// One column of a frame table.
public struct FrameColumn: Sendable, Hashable {
    /// What the column holds.
    public enum Kind: Sendable, Hashable {
        case integer, real, text
    }

    /// Stable lower_snake_case name, e.g. `stroke_end`.
    public let name: String
    public let kind: Kind
    /// SI-style unit: `s`, `pt`, `rad`, `rad/s`, `pt/s`; `1` for dimensionless quantities
    /// (fractions, opacities, scales); empty for identifiers and counters.
    public let unit: String
    /// One sentence: what the value is.
    public let summary: String

    public init(_ name: String, _ kind: Kind, unit: String = "", _ summary: String) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.summary = summary
    }

    /// `frame`: the frame index, 0-based.
    public static let frame = FrameColumn("frame", .integer, "frame index, from 0")
    /// `time`: the frame's time in seconds since the animation began.
    public static let time = FrameColumn("time", .real, unit: "s", "time of the frame since the animation began")
}
