import Curves
import FrameIO

/// The prize wheel's tick events (`springsim wheel --ticks`): every sector edge passing the
/// pointer (12 o'clock) over the spinner's whole timeline, in time order.
///
/// Columns: `tick` (0-based), `time` (s since the first spin), `boundary` (the index of the
/// sector edge that passed), `angular_velocity` (rad/s, clockwise positive, at that instant).
/// Each crossing time is the root of the spin's closed-form angle (see ``WheelTick``).
public struct WheelTickTable: Sendable, RecordTable {
    /// The events, in time order.
    public let ticks: [WheelTick]

    public init(_ spinner: WheelSpinner) { ticks = spinner.ticks() }

    public static let columns: [FrameColumn] = [
        FrameColumn("tick", .integer, "0-based index of the event"),
        FrameColumn("time", .real, unit: "s", "time of the crossing"),
        FrameColumn("boundary", .integer, "index of the sector edge crossing the pointer"),
        FrameColumn("angular_velocity", .real, unit: "rad/s", "angular velocity at the crossing, clockwise positive"),
    ]

    public var records: [WheelTick] { ticks }

    public static func emitFields(of t: WheelTick, into sink: some RowSink) throws {
        try sink.fields(t.index, t.time, t.boundary, t.angularVelocity)
    }
}

/// The wheel's arc-label layout (`springsim wheel --labels`): one row per glyph of every
/// sector's label, placed along its arc by ``WheelLabelLayout``.
///
/// Columns: `sector` (the sector's id), `glyph` (0-based within the label), `x`, `y` (pt, the
/// glyph's origin relative to the wheel centre, y down), `angle` (rad, the glyph's rotation).
public struct WheelLabelTable: Sendable, RecordTable {
    /// The glyphs, sector by sector.
    public let glyphs: [WheelGlyph]

    public init(wheel: Wheel, layout: WheelLabelLayout) { glyphs = layout.glyphs(for: wheel) }

    public static let columns: [FrameColumn] = [
        FrameColumn("sector", .integer, "the sector's id"),
        FrameColumn("glyph", .integer, "0-based index of the glyph in the label"),
        FrameColumn("x", .real, unit: "pt", "x of the glyph's origin from the wheel centre"),
        FrameColumn("y", .real, unit: "pt", "y of the glyph's origin from the wheel centre (down)"),
        FrameColumn("angle", .real, unit: "rad", "the glyph's rotation"),
    ]

    public var records: [WheelGlyph] { glyphs }

    public static func emitFields(of g: WheelGlyph, into sink: some RowSink) throws {
        try sink.fields(g.sectorID, g.index, g.origin, g.angle)
    }
}
