/// A pie chart scene file: seed 000's ring chart (``RingChartConfiguration``), or, when it
/// has an `edits` field, seed 002's animated edits (``PieEditConfiguration``). Each kind
/// refuses the other's fields.
public enum PieChartFile: Sendable, Hashable, Decodable {
    case ring(RingChartConfiguration)
    case edits(PieEditConfiguration)

    enum Probe: String, CodingKey { case edits }

    public init(from decoder: any Decoder) throws {
        let probe = try decoder.container(keyedBy: Probe.self)
        if probe.contains(.edits) {
            self = .edits(try PieEditConfiguration(from: decoder))
        } else {
            self = .ring(try RingChartConfiguration(from: decoder))
        }
    }
}
