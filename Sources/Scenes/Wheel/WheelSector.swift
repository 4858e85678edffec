import RealModule

/// One prize of the wheel: a sector between two wheel angles, as seed 004's `Lottery` model
/// (`id`, `begin`, `end`, `title`, `image`), so sectors need not be equal.
///
/// Angles in the wheel's own frame: measured **clockwise from 12 o'clock** of the unrotated
/// wheel (screen y down), as the seed rotates each sector view by its mid-angle
/// `(begin + end)/360·π` with `CGAffineTransform(rotationAngle:)`. The file and the seed give
/// them in degrees (`begin`, `end`); the library works in radians (``begin``, ``end``,
/// ``midAngle``), converted here once.
public struct WheelSector: Sendable, Hashable {
    /// The prize id (`--prize ID`).
    public var id: Int
    /// Start of the sector, degrees clockwise from 12 o'clock (the seed's `begin`).
    public var beginDegrees: Double
    /// End of the sector, degrees; `endDegrees > beginDegrees`, at most 360° after it.
    public var endDegrees: Double
    /// The prize's name, drawn along the rim (arc labels).
    public var title: String
    /// The seed's image name (kept for fidelity; not drawn).
    public var image: String?

    public init(id: Int, beginDegrees: Double, endDegrees: Double, title: String = "", image: String? = nil) {
        precondition(beginDegrees.isFinite && endDegrees.isFinite, "WheelSector: angles must be finite")
        precondition(endDegrees > beginDegrees && endDegrees - beginDegrees <= 360, "WheelSector: need begin < end ≤ begin + 360")
        self.id = id
        self.beginDegrees = beginDegrees
        self.endDegrees = endDegrees
        self.title = title
        self.image = image
    }

    /// Start angle in radians (clockwise from 12 o'clock).
    public var begin: Double { beginDegrees * (Double.pi / 180) }
    /// End angle in radians.
    public var end: Double { endDegrees * (Double.pi / 180) }
    /// Angular width in radians.
    public var width: Double { (endDegrees - beginDegrees) * (Double.pi / 180) }
    /// The mid-angle (begin + end)/2 in radians, i.e. the seed's `(begin + end)/360·π`
    /// (correctly rounded to within 1 ulp plus the rounding of the degree sum).
    public var midAngle: Double { (beginDegrees + endDegrees) / 360 * Double.pi }

    /// The seed's own rotation for this sector, in its own arithmetic: `begin` and `end` are
    /// `Float` in seed 004's `Lottery`, so `(begin + end)/360.0 * .pi` is evaluated in single
    /// precision and then widened to `CGFloat` (Double on 64-bit iOS). It differs from
    /// ``midAngle`` by at most 2.2e-7·|mid| (three single-precision roundings and `Float.pi`'s
    /// 2.8e-8 relative error); 2.6e-7 rad at most on the seed's sectors (measured).
    public var seedMidAngle: Double {
        let b = Float(beginDegrees), e = Float(endDegrees)
        return Double((b + e) / 360.0 * Float.pi)
    }

    /// The seed's sector view width factor: `sin(min((end − begin)/360, 0.5)·π)` (the view is
    /// `R·sin(a)` wide and `R` tall).
    public var seedViewWidthFactor: Double {
        let ratio = min((endDegrees - beginDegrees) / 360, 0.5)
        return Double.sin(ratio * Double.pi)
    }

    /// The seed's eight prizes (seed 004), including the non-uniform 44° and 46° sectors 5
    /// and 6.
    public static let seed: [WheelSector] = [
        WheelSector(id: 1, beginDegrees: -22.5, endDegrees: 22.5, title: "1234567", image: "qiandao_0000_000"),
        WheelSector(id: 2, beginDegrees: 22.5, endDegrees: 67.5, title: "2345", image: "qiandao_0001_001"),
        WheelSector(id: 3, beginDegrees: 67.5, endDegrees: 112.5, title: "3456", image: "qiandao_0000_000"),
        WheelSector(id: 4, beginDegrees: 112.5, endDegrees: 157.5, title: "4", image: "qiandao_0004_02"),
        WheelSector(id: 5, beginDegrees: 157.5, endDegrees: 201.5, title: "567", image: "qiandao_0000_000"),
        WheelSector(id: 6, beginDegrees: 201.5, endDegrees: 247.5, title: "678", image: "qiandao_0003_01"),
        WheelSector(id: 7, beginDegrees: 247.5, endDegrees: 292.5, title: "789", image: "qiandao_0002_003"),
        WheelSector(id: 8, beginDegrees: 292.5, endDegrees: 337.5, title: "8", image: "qiandao_0000_000"),
    ]
}

extension WheelSector: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, begin, end, title, image
    }

    /// Decodes `{"id": 5, "begin": 157.5, "end": 201.5, "title": "567", "image": "…"}`; `id`,
    /// `begin` and `end` are required, `title` defaults to "" and `image` to none. Rejects
    /// non-finite angles, `end ≤ begin` and sectors wider than 360°.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let id = try c.decode(Int.self, forKey: .id)
        let begin = try c.decode(Double.self, forKey: .begin)
        let end = try c.decode(Double.self, forKey: .end)
        guard begin.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath + [CodingKeys.begin], debugDescription: "must be a finite number"))
        }
        guard end.isFinite, end > begin else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath + [CodingKeys.end], debugDescription: "must be greater than begin (\(begin))"))
        }
        guard end - begin <= 360 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath + [CodingKeys.end], debugDescription: "sector wider than 360 degrees"))
        }
        self.init(
            id: id, beginDegrees: begin, endDegrees: end, title: try c.decodeIfPresent(String.self, forKey: .title) ?? "",
            image: try c.decodeIfPresent(String.self, forKey: .image))
    }
}
