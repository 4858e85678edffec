/// One value in a ``FrameTable``.
public enum FrameValue: Sendable, Hashable, CustomStringConvertible {
    case integer(Int)
    case real(Double)
    case text(String)

    /// The number, for integer and real values.
    public var number: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .real(let x): return x
        case .text: return nil
        }
    }

    public var description: String {
        switch self {
        case .integer(let i): return String(i)
        case .real(let x): return x.description
        case .text(let s): return s
        }
    }
}
