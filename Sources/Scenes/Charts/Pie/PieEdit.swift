/// One change to a pie chart's data (seed 002: slices added, removed and changed, all
/// animated), optionally at a given time.
///
/// Indices are *data* indices: positions in the list of values as it is after every earlier
/// edit (as a data source reports it), never positions in the list of drawn slices, which
/// also holds slices still shrinking away.
public struct PieEdit: Sendable, Hashable, Decodable, CustomStringConvertible {
    public enum Operation: Sendable, Hashable {
        /// A new slice with `value` at data index `index` (0…count; count appends).
        case insert(index: Int, value: Double)
        /// The slice at data index `index` shrinks to nothing and goes.
        case delete(index: Int)
        /// The slice at data index `index` takes `value`.
        case update(index: Int, value: Double)
    }

    public var operation: Operation
    /// When the edit starts, seconds; nil: when the previous edit (in list order) has finished
    /// animating, or at 0 for the first.
    public var time: Double?

    public init(_ operation: Operation, at time: Double? = nil) {
        self.operation = operation
        self.time = time
    }

    /// The data index the edit refers to.
    public var index: Int {
        switch operation {
        case .insert(let i, _), .delete(let i), .update(let i, _): return i
        }
    }

    /// The new value, for inserts and updates.
    public var value: Double? {
        switch operation {
        case .insert(_, let v), .update(_, let v): return v
        case .delete: return nil
        }
    }

    /// The command-line form: `insert:2:5.0`, `delete:1@0.1`, `update:0:7`.
    public var description: String {
        let base: String
        switch operation {
        case .insert(let i, let v): base = "insert:\(i):\(v)"
        case .delete(let i): base = "delete:\(i)"
        case .update(let i, let v): base = "update:\(i):\(v)"
        }
        return time.map { "\(base)@\($0)" } ?? base
    }

    enum CodingKeys: String, CodingKey {
        case op, index, value, time
    }

    /// Decodes `{"op": "insert", "index": 2, "value": 5.0, "time": 0.1}` (`time` optional;
    /// `value` required for insert and update, refused for delete).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let op = try c.decode(String.self, forKey: .op)
        let index = try c.decode(Int.self, forKey: .index)
        let value = try c.decodeIfPresent(Double.self, forKey: .value)
        let time = try c.decodeIfPresent(Double.self, forKey: .time)
        func fail(_ key: CodingKeys, _ message: String) -> DecodingError {
            DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key as any CodingKey], debugDescription: message))
        }
        switch op {
        case "insert", "update":
            guard let value else { throw fail(.value, "'\(op)' needs a value") }
            operation = op == "insert" ? .insert(index: index, value: value) : .update(index: index, value: value)
        case "delete":
            if value != nil { throw fail(.value, "'delete' takes no value") }
            operation = .delete(index: index)
        default:
            throw fail(.op, "expected 'insert', 'delete' or 'update', found '\(op)'")
        }
        self.time = time
    }
}
