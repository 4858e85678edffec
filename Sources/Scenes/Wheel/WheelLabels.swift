import Curves

/// Glyph advances without a font engine: a monospaced model. Every character advances
/// `narrow·fontSize`, except East Asian wide characters (CJK ideographs, kana, Hangul
/// syllables, full-width forms), which advance `wide·fontSize`. Defaults: 0.6 em and 1 em,
/// the proportions of a typical monospaced Latin face and of CJK ideographs.
public struct WheelGlyphMetrics: Sendable, Hashable {
    /// Points.
    public var fontSize: Double
    /// Advance of a narrow character, in em.
    public var narrow: Double
    /// Advance of a wide character, in em.
    public var wide: Double

    public init(fontSize: Double = 14, narrow: Double = 0.6, wide: Double = 1) {
        precondition(fontSize > 0 && narrow > 0 && wide > 0, "WheelGlyphMetrics: sizes must be > 0")
        self.fontSize = fontSize
        self.narrow = narrow
        self.wide = wide
    }

    /// The advance of `c` in points.
    public func advance(of c: Character) -> Double {
        let v = c.unicodeScalars.first!.value
        let isWide =
            (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
        return (isWide ? wide : narrow) * fontSize
    }
}

/// One glyph of a prize title laid out along the rim.
public struct WheelGlyph: Sendable, Hashable {
    public var sectorID: Int
    /// 0-based index of the character in the title.
    public var index: Int
    public var character: Character
    /// The glyph's origin (left end of its advance, on the baseline), in points relative to
    /// the wheel centre of the unrotated wheel, screen axes (y down).
    public var origin: Point
    /// The glyph's rotation, radians clockwise (the tangent of the circle at its midpoint).
    public var angle: Double
}

/// Prize titles character by character along a circular arc, as seed 004's `AwardView`
/// (`set(baseAngle: 270 * .pi / 180, radius: 75)`): each title is centred on the sector's
/// mid-direction on a circle of radius ``radius`` about the wheel centre and runs clockwise
/// (left to right when the sector is at 12 o'clock), each glyph at its advance's midpoint,
/// rotated to the tangent there.
///
/// Geometry: the base angle is a screen angle from the +x axis (y down, so 270° = straight
/// up); sector k's title is centred at α = base + mid_k. Glyph j's midpoint is at arc length
/// s_j = Σ_{i<j} a_i + a_j/2 − A/2 from α (A = total advance), i.e. at angle α + s_j/r, and
/// its rotation is that angle + π/2. The placement uses Curves' text on a path
/// (`MeasuredPath.glyphPlacements(advances:offset:anchor:)`, SVG `<textPath>` rules, centred)
/// on the circle traced from α − π to α + π; positions are within the path's arc-length
/// accuracy (1e-9 pt by default) of the closed form above.
public struct WheelLabelLayout: Sendable, Hashable {
    /// Points.
    public var radius: Double
    /// Radians, screen angle from +x, clockwise; the seed's 270° is 3π/2.
    public var baseAngle: Double
    public var metrics: WheelGlyphMetrics

    public init(radius: Double = 75, baseAngle: Double = 1.5 * Double.pi, metrics: WheelGlyphMetrics = WheelGlyphMetrics()) {
        precondition(radius > 0 && radius.isFinite, "WheelLabelLayout: radius must be > 0")
        self.radius = radius
        self.baseAngle = baseAngle
        self.metrics = metrics
    }

    /// The glyphs of one sector's title (a title longer than the circle keeps the glyphs that
    /// fit, as SVG drops glyphs off the path).
    public func glyphs(for sector: WheelSector) -> [WheelGlyph] {
        let characters = Array(sector.title)
        guard !characters.isEmpty else { return [] }
        let alpha = baseAngle + sector.midAngle
        var circle = Path()
        circle.addArc(withCenter: .zero, radius: radius, startAngle: alpha - Double.pi, endAngle: alpha + Double.pi, clockwise: true)
        let measured = MeasuredPath(circle, accuracy: 1e-9)
        let advances = characters.map(metrics.advance(of:))
        return measured.glyphPlacements(advances: advances, offset: 0.5 * measured.length, anchor: .middle).map {
            WheelGlyph(sectorID: sector.id, index: $0.index, character: characters[$0.index], origin: $0.origin, angle: $0.angle)
        }
    }

    /// Every sector's glyphs, sectors in wheel order.
    public func glyphs(for wheel: Wheel) -> [WheelGlyph] { wheel.sectors.flatMap(glyphs(for:)) }
}
