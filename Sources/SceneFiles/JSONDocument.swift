import FrameIO

/// A parsed JSON document that remembers where every value and key came from, so errors can
/// name a line and column. RFC 8259, strict: no comments, no trailing commas, no NaN/Infinity,
/// duplicate keys refused (a silent last-one-wins would hide a typo).
struct JSONDocument {
    /// A position in the source text: 1-based line and column (columns count Unicode scalars).
    struct Location: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Node])
        case object([Member])
    }

    struct Member {
        var key: String
        var keyLocation: Location
        var value: Node
    }

    /// A value with its location and an id (its index in parse order) for bookkeeping.
    final class Node {
        let value: Value
        let location: Location
        let id: Int
        init(value: Value, location: Location, id: Int) {
            self.value = value
            self.location = location
            self.id = id
        }

        var kindName: String {
            switch value {
            case .null: return "null"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    struct SyntaxError: Error {
        var location: Location
        var message: String
    }

    let root: Node

    init(bytes: [UInt8]) throws(SyntaxError) {
        var parser = Parser(bytes: bytes)
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw SyntaxError(location: parser.location, message: "unexpected \(parser.describeCurrent()) after the top-level value")
        }
        self.root = root
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var cursor = TextPosition()
        var nextID = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var location: Location { Location(line: cursor.line, column: cursor.column) }

        mutating func advance() {
            cursor.advance(past: bytes[index])
            index += 1
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: advance()
                default: return
                }
            }
        }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            let b = bytes[index]
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x\(String(b, radix: 16))"
        }

        mutating func node(_ value: Value, at location: Location) -> Node {
            defer { nextID += 1 }
            return Node(value: value, location: location, id: nextID)
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) -> Node {
            guard depth < 512 else { throw SyntaxError(location: location, message: "nesting deeper than 512 levels") }
            let start = location
            guard index < bytes.count else { throw SyntaxError(location: start, message: "expected a JSON value, found end of file") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try parseObject(depth: depth)
            case UInt8(ascii: "["): return try parseArray(depth: depth)
            case UInt8(ascii: "\""): return node(.string(try parseString()), at: start)
            case UInt8(ascii: "t"): try literal("true"); return node(.bool(true), at: start)
            case UInt8(ascii: "f"): try literal("false"); return node(.bool(false), at: start)
            case UInt8(ascii: "n"): try literal("null"); return node(.null, at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try parseNumber()), at: start)
            default:
                throw SyntaxError(location: start, message: "expected a JSON value, found \(describeCurrent())")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let start = location
            for b in word.utf8 {
                guard index < bytes.count, bytes[index] == b else {
                    throw SyntaxError(location: start, message: "invalid literal (expected '\(word)'; strings need double quotes)")
                }
                advance()
            }
        }

        mutating func expect(_ c: UInt8, _ what: String) throws(SyntaxError) {
            guard index < bytes.count, bytes[index] == c else {
                throw SyntaxError(location: location, message: "expected \(what), found \(describeCurrent())")
            }
            advance()
        }

        mutating func parseObject(depth: Int) throws(SyntaxError) -> Node {
            var members: [Member] = []
            let start = try parseElements(closing: "}", of: "object") { (p: inout Parser) throws(SyntaxError) in
                let keyLocation = p.location
                guard p.index < p.bytes.count, p.bytes[p.index] == UInt8(ascii: "\"") else {
                    throw SyntaxError(
                        location: keyLocation, message: "expected a field name in double quotes, found \(p.describeCurrent())")
                }
                let key = try p.parseString()
                if members.contains(where: { $0.key == key }) {
                    throw SyntaxError(location: keyLocation, message: "duplicate field '\(key)'")
                }
                p.skipWhitespace()
                try p.expect(UInt8(ascii: ":"), "':' after the field name")
                p.skipWhitespace()
                let value = try p.parseValue(depth: depth + 1)
                members.append(Member(key: key, keyLocation: keyLocation, value: value))
            }
            return node(.object(members), at: start)
        }

        mutating func parseArray(depth: Int) throws(SyntaxError) -> Node {
            var items: [Node] = []
            let start = try parseElements(closing: "]", of: "array") { (p: inout Parser) throws(SyntaxError) in
                items.append(try p.parseValue(depth: depth + 1))
            }
            return node(.array(items), at: start)
        }

        /// The comma-separated elements of an object or array, whose opening bracket is the
        /// current byte: the grammar both share, written once. `element` reads one element (the
        /// parser at its first byte, whitespace skipped); the closing bracket is consumed. Returns
        /// where the container opened.
        mutating func parseElements(
            closing: Unicode.Scalar, of container: String, _ element: (inout Parser) throws(SyntaxError) -> Void
        ) throws(SyntaxError) -> Location {
            let start = location
            advance()  // the opening bracket
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(closing.value) {
                advance()
                return start
            }
            repeat {
                skipWhitespace()
                try element(&self)
            } while try anotherElement(closing: closing, of: container, openedAt: start)
            return start
        }

        /// After an element of an object or array: consumes `,` and returns true when another
        /// element follows, or consumes the closing bracket and returns false.
        mutating func anotherElement(closing: Unicode.Scalar, of container: String, openedAt start: Location) throws(SyntaxError) -> Bool {
            let close = UInt8(closing.value)
            skipWhitespace()
            guard index < bytes.count else {
                throw SyntaxError(
                    location: location, message: "unterminated \(container) (opened at line \(start.line), column \(start.column))")
            }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == close {
                    throw SyntaxError(location: location, message: "trailing comma before '\(closing)'")
                }
                return true
            }
            try expect(close, "',' or '\(closing)'")
            return false
        }

        mutating func parseNumber() throws(SyntaxError) -> Double {
            let start = location
            let from = index
            func digits(_ p: inout Parser) -> Int {
                var n = 0
                while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) {
                    p.advance()
                    n += 1
                }
                return n
            }
            if bytes[index] == UInt8(ascii: "-") { advance() }
            let intStart = index
            let intDigits = digits(&self)
            guard intDigits > 0 else { throw SyntaxError(location: start, message: "invalid number: a digit must follow '-'") }
            if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") {
                throw SyntaxError(location: start, message: "invalid number: leading zeros are not allowed")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                advance()
                guard digits(&self) > 0 else { throw SyntaxError(location: start, message: "invalid number: a digit must follow '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                advance()
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
                guard digits(&self) > 0 else { throw SyntaxError(location: start, message: "invalid number: the exponent has no digits") }
            }
            let text = String(decoding: bytes[from..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw SyntaxError(location: start, message: "number \(text) is out of range for a Double")
            }
            return value
        }

        mutating func parseString() throws(SyntaxError) -> String {
            let start = location
            advance()  // opening quote
            var out: [UInt8] = []
            while true {
                guard index < bytes.count else { throw SyntaxError(location: start, message: "unterminated string") }
                let b = bytes[index]
                switch b {
                case UInt8(ascii: "\""):
                    advance()
                    guard let s = String(validating: out, as: UTF8.self) else {
                        throw SyntaxError(location: start, message: "string is not valid UTF-8")
                    }
                    return s
                case UInt8(ascii: "\\"):
                    let escape = location
                    advance()
                    guard index < bytes.count else { throw SyntaxError(location: start, message: "unterminated string") }
                    let e = bytes[index]
                    advance()
                    switch e {
                    case UInt8(ascii: "\""): out.append(e)
                    case UInt8(ascii: "\\"): out.append(e)
                    case UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4(escape)
                        if (0xD800..<0xDC00).contains(scalar) {
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                                throw SyntaxError(location: escape, message: "unpaired UTF-16 surrogate in \\u escape")
                            }
                            advance()
                            advance()
                            let low = try hex4(escape)
                            guard (0xDC00..<0xE000).contains(low) else {
                                throw SyntaxError(location: escape, message: "unpaired UTF-16 surrogate in \\u escape")
                            }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let u = Unicode.Scalar(scalar) else {
                            throw SyntaxError(location: escape, message: "invalid \\u escape")
                        }
                        out.append(contentsOf: String(Character(u)).utf8)
                    default:
                        throw SyntaxError(location: escape, message: "invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                    }
                default:
                    if b < 0x20 {
                        throw SyntaxError(location: location, message: "control character in string (line breaks must be written \\n)")
                    }
                    out.append(b)
                    advance()
                }
            }
        }

        mutating func hex4(_ escape: Location) throws(SyntaxError) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let d = Self.hexValue(bytes[index]) else {
                    throw SyntaxError(location: escape, message: "\\u needs four hex digits")
                }
                v = v << 4 | UInt32(d)
                advance()
            }
            return v
        }

        static func hexValue(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
    }
}
