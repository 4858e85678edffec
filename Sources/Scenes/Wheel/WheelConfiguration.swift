/// The wheel's scene file (`data/scenes/wheel.json`): the prizes and the drawing constants.
/// Every field is optional and defaults to seed 004:
///
/// ```json
/// { "sectors": [{"id": 1, "begin": -22.5, "end": 22.5, "title": "1234567"}, …],
///   "radius": 100, "labelRadius": 75, "labelBaseAngleDegrees": 270, "fontSize": 14,
///   "allowGaps": false }
/// ```
///
/// Sector angles are degrees clockwise from 12 o'clock (the seed's `begin`/`end`);
/// `labelBaseAngleDegrees` is the seed's `baseAngle` in degrees (a screen angle, y down, 270 =
/// up). Decoding checks each value; whether the sectors tile the wheel is checked by
/// ``Wheel/init(sectors:allowGaps:)`` (``makeWheel(allowGaps:)``).
public struct WheelConfiguration: Sendable, Hashable {
    public var sectors: [WheelSector]
    /// Wheel radius in points (the seed's `rotateView.bounds.width / 2`; not given in the
    /// article, 100 here so the seed's label radius 75 sits inside the rim).
    public var radius: Double
    /// Radius of the title arc, points (seed: 75).
    public var labelRadius: Double
    /// The title arc's base angle, degrees (seed: 270).
    public var labelBaseAngleDegrees: Double
    /// Font size of the titles, points.
    public var fontSize: Double
    /// Whether sectors may leave gaps.
    public var allowGaps: Bool

    public init(
        sectors: [WheelSector] = WheelSector.seed, radius: Double = 100, labelRadius: Double = 75, labelBaseAngleDegrees: Double = 270,
        fontSize: Double = 14, allowGaps: Bool = false
    ) {
        self.sectors = sectors
        self.radius = radius
        self.labelRadius = labelRadius
        self.labelBaseAngleDegrees = labelBaseAngleDegrees
        self.fontSize = fontSize
        self.allowGaps = allowGaps
    }

    /// The wheel, with gaps allowed if the file or the caller says so.
    public func makeWheel(allowGaps extra: Bool = false) throws(WheelError) -> Wheel {
        try Wheel(sectors: sectors, allowGaps: allowGaps || extra)
    }

    /// The title layout.
    public var labelLayout: WheelLabelLayout {
        WheelLabelLayout(
            radius: labelRadius, baseAngle: labelBaseAngleDegrees * (Double.pi / 180), metrics: WheelGlyphMetrics(fontSize: fontSize))
    }
}

extension WheelConfiguration: Decodable {
    enum CodingKeys: String, CodingKey {
        case sectors, radius, labelRadius, labelBaseAngleDegrees, fontSize, allowGaps
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = WheelConfiguration()
        func positive(_ key: CodingKeys, _ fallback: Double) throws -> Double {
            guard let v = try c.decodeIfPresent(Double.self, forKey: key) else { return fallback }
            guard v.isFinite, v > 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key], debugDescription: "must be a finite number > 0"))
            }
            return v
        }
        sectors = try c.decodeIfPresent([WheelSector].self, forKey: .sectors) ?? d.sectors
        if sectors.isEmpty {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath + [CodingKeys.sectors], debugDescription: "must list at least one sector"))
        }
        // Duplicate ids and overlaps, at the offending entry; gaps are checked by makeWheel,
        // where the caller may still allow them.
        do { _ = try Wheel(sectors: sectors, allowGaps: true) } catch {
            let at: [any CodingKey] = error.sector.map { [SceneCodingKey(index: $0)] } ?? []
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath + [CodingKeys.sectors] + at, debugDescription: error.message))
        }
        radius = try positive(.radius, d.radius)
        labelRadius = try positive(.labelRadius, d.labelRadius)
        fontSize = try positive(.fontSize, d.fontSize)
        labelBaseAngleDegrees = try c.decodeIfPresent(Double.self, forKey: .labelBaseAngleDegrees) ?? d.labelBaseAngleDegrees
        guard labelBaseAngleDegrees.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath + [CodingKeys.labelBaseAngleDegrees], debugDescription: "must be a finite number"))
        }
        allowGaps = try c.decodeIfPresent(Bool.self, forKey: .allowGaps) ?? d.allowGaps
    }
}
