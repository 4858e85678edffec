import FrameIO

/// Which objects were opened as keyed containers and which of their fields were asked for,
/// so fields nobody asked for can be reported as unknown after decoding.
final class JSONDecodingState {
    var opened: Set<Int> = []
    var asked: [Int: Set<String>] = [:]

    func ask(_ node: JSONDocument.Node, _ key: String) { asked[node.id, default: []].insert(key) }

    struct Unknown {
        var location: JSONDocument.Location
        var message: String
    }

    /// The first field (in document order) of an opened object that was never asked for.
    func firstUnknownField(in node: JSONDocument.Node, path: String = "") -> Unknown? {
        switch node.value {
        case .object(let members):
            let known = asked[node.id] ?? []
            for m in members {
                if opened.contains(node.id) && !known.contains(m.key) {
                    var message = "unknown field '\(m.key)'"
                    if !path.isEmpty { message += " in \(path)" }
                    if let guess = Self.closest(to: m.key, in: known) { message += " (did you mean '\(guess)'?)" }
                    return Unknown(location: m.keyLocation, message: message)
                }
                if let u = firstUnknownField(in: m.value, path: path.isEmpty ? m.key : path + "." + m.key) { return u }
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let u = firstUnknownField(in: item, path: path + "[\(i)]") { return u }
            }
        default: break
        }
        return nil
    }

    /// The nearest known field, when it is within edit distance 2 and closer than the key's
    /// own length (so a one-letter key is not "corrected" to another one-letter key).
    static func closest(to key: String, in known: Set<String>) -> String? { Spelling.closest(to: key, in: known) }
}

/// The index key of an array element in a coding path (printed as `[i]`).
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue!)" }
    init(_ i: Int) { intValue = i }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// A `Decoder` over one node of a ``JSONDocument``.
struct JSONNodeDecoder: Decoder {
    let node: JSONDocument.Node
    let codingPath: [any CodingKey]
    let state: JSONDecodingState
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.value else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "expected an object, found \(node.kindName)"))
        }
        state.opened.insert(node.id)
        return KeyedDecodingContainer(KeyedContainer<Key>(node: node, members: members, codingPath: codingPath, state: state))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath, debugDescription: "expected an array, found \(node.kindName)"))
        }
        return UnkeyedContainer(items: items, codingPath: codingPath, state: state)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(node: node, codingPath: codingPath, state: state) }
}

/// Scalar conversions shared by the three container kinds.
private enum Scalar {
    static func mismatch(_ what: String, _ node: JSONDocument.Node, _ path: [any CodingKey]) -> DecodingError {
        if case .null = node.value {
            return .valueNotFound(Any.self, .init(codingPath: path, debugDescription: "expected \(what), found null"))
        }
        return .typeMismatch(Any.self, .init(codingPath: path, debugDescription: "expected \(what), found \(node.kindName)"))
    }

    static func double(_ node: JSONDocument.Node, _ path: [any CodingKey]) throws -> Double {
        guard case .number(let x) = node.value else { throw mismatch("a number", node, path) }
        return x
    }

    static func integer<T: BinaryInteger & FixedWidthInteger>(_ node: JSONDocument.Node, _ path: [any CodingKey]) throws -> T {
        guard case .number(let x) = node.value else { throw mismatch("an integer", node, path) }
        guard let v = T(exactly: x) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "expected an integer in \(T.min)…\(T.max), found \(x)"))
        }
        return v
    }

    static func string(_ node: JSONDocument.Node, _ path: [any CodingKey]) throws -> String {
        guard case .string(let s) = node.value else { throw mismatch("a string", node, path) }
        return s
    }

    static func bool(_ node: JSONDocument.Node, _ path: [any CodingKey]) throws -> Bool {
        guard case .bool(let b) = node.value else { throw mismatch("true or false", node, path) }
        return b
    }

    static func decode<T: Decodable>(
        _ type: T.Type, _ node: JSONDocument.Node, _ path: [any CodingKey], _ state: JSONDecodingState
    ) throws -> T {
        // Scalars directly, so their messages say what was expected.
        switch type {
        case is Double.Type: return try double(node, path) as! T
        case is Float.Type: return Float(try double(node, path)) as! T
        case is Int.Type: return try integer(node, path) as Int as! T
        case is Int8.Type: return try integer(node, path) as Int8 as! T
        case is Int16.Type: return try integer(node, path) as Int16 as! T
        case is Int32.Type: return try integer(node, path) as Int32 as! T
        case is Int64.Type: return try integer(node, path) as Int64 as! T
        case is UInt.Type: return try integer(node, path) as UInt as! T
        case is UInt8.Type: return try integer(node, path) as UInt8 as! T
        case is UInt16.Type: return try integer(node, path) as UInt16 as! T
        case is UInt32.Type: return try integer(node, path) as UInt32 as! T
        case is UInt64.Type: return try integer(node, path) as UInt64 as! T
        case is String.Type: return try string(node, path) as! T
        case is Bool.Type: return try bool(node, path) as! T
        default: return try T(from: JSONNodeDecoder(node: node, codingPath: path, state: state))
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: JSONDocument.Node
    let members: [JSONDocument.Member]
    let codingPath: [any CodingKey]
    let state: JSONDecodingState

    var allKeys: [Key] {
        for m in members { state.ask(node, m.key) }
        return members.compactMap { Key(stringValue: $0.key) }
    }

    func contains(_ key: Key) -> Bool {
        state.ask(node, key.stringValue)
        return members.contains { $0.key == key.stringValue }
    }

    private func value(_ key: Key) throws -> JSONDocument.Node {
        state.ask(node, key.stringValue)
        guard let m = members.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing field '\(key.stringValue)'"))
        }
        return m.value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard case .null = try value(key).value else { return false }
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Scalar.bool(value(key), codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try Scalar.string(value(key), codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Scalar.double(value(key), codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try Scalar.double(value(key), codingPath + [key])) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try Scalar.integer(value(key), codingPath + [key]) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try Scalar.integer(value(key), codingPath + [key]) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try Scalar.decode(type, value(key), codingPath + [key], state)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONNodeDecoder(node: value(key), codingPath: codingPath + [key], state: state).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONNodeDecoder(node: value(key), codingPath: codingPath + [key], state: state).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONNodeDecoder(node: node, codingPath: codingPath, state: state) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONNodeDecoder(node: try value(key), codingPath: codingPath + [key], state: state)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONDocument.Node]
    let codingPath: [any CodingKey]
    let state: JSONDecodingState
    var currentIndex = 0

    init(items: [JSONDocument.Node], codingPath: [any CodingKey], state: JSONDecodingState) {
        self.items = items
        self.codingPath = codingPath
        self.state = state
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> (JSONDocument.Node, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "expected more elements (the array has \(items.count))"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [JSONIndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex].value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next()
        return try Scalar.decode(type, node, path, state)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next()
        return try JSONNodeDecoder(node: node, codingPath: path, state: state).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next()
        return try JSONNodeDecoder(node: node, codingPath: path, state: state).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next()
        return JSONNodeDecoder(node: node, codingPath: path, state: state)
    }
}

private struct SingleValue: SingleValueDecodingContainer {
    let node: JSONDocument.Node
    let codingPath: [any CodingKey]
    let state: JSONDecodingState

    func decodeNil() -> Bool {
        if case .null = node.value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try Scalar.decode(type, node, codingPath, state) }
}
