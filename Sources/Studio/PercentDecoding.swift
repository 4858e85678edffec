/// Percent-decoding of a URL component (RFC 3986 §2.1), strict: a `%` must be followed by two
/// hex digits, and the decoded bytes must be UTF-8.
enum PercentDecoding {
    /// Decodes `component`; `plusIsSpace` reads `+` as a space (the query's form encoding).
    static func decode(_ component: Substring, plusIsSpace: Bool) throws(StudioError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(component.utf8.count)
        var iterator = component.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .badRequest("malformed percent-encoding in the request target")
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .badRequest("the request target is not valid UTF-8")
        }
        // The server's HTTP layer may have replaced raw invalid bytes with U+FFFD already.
        if text.unicodeScalars.contains("\u{FFFD}") { throw .badRequest("the request target is not valid UTF-8") }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
