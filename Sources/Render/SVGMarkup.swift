import FrameIO
import Scenes

/// The small vocabulary every SVG writer in Render shares: escaping, numbers, colours and an
/// append-only element builder. Output is UTF-8 SVG 1.1 that any XML parser accepts: text and
/// attribute values are escaped (`&`, `<`, `>`, `"`, `'`; tab, newline and carriage return as
/// character references, so they read back unchanged), characters XML 1.0 forbids (other C0
/// controls, U+FFFE, U+FFFF) are dropped, and numbers are never
/// `nan` or `inf`.
public enum SVGMarkup {
    /// `text` escaped for XML character data and attribute values (double- or single-quoted).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        escaping.append(text, to: &out)
        return out
    }

    /// The XML escapes; tab, newline and carriage return as character references, so parsers
    /// keep them (no end-of-line or attribute whitespace normalisation). XML 1.0 forbids the other
    /// C0 controls and the non-characters U+FFFE/U+FFFF: they are left out.
    static let escaping = TextEscaping([
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;",
    ]) { scalar in scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "" : nil }

    /// The shortest decimal that reads back to `x` (integers without ".0"); non-finite values
    /// become "0" (a drawing never carries them; this keeps the document valid regardless).
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        if x == 0 { return "0" }
        if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
        return x.description
    }

    /// `x` rounded to `digits` decimals (0…9; at most 0.5·10^−digits away, far below a device
    /// pixel for plot coordinates) in plain decimal notation (never an exponent), trailing
    /// zeros dropped: compact output for plots, captions and SMIL times, where full precision
    /// is noise. Magnitudes beyond 1e15 fall back to ``number(_:)``.
    public static func number(_ x: Double, decimals digits: Int) -> String {
        guard x.isFinite else { return "0" }
        let d = min(max(digits, 0), 9)
        var scale = 1.0
        for _ in 0..<d { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e15 else { return number(x) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        var pow10: Int64 = 1
        for _ in 0..<d { pow10 *= 10 }
        var s = (x < 0 ? "-" : "") + String(units / pow10)
        var frac = units % pow10
        if frac > 0 {
            var places = d
            while frac % 10 == 0 {
                frac /= 10
                places -= 1
            }
            let digitsText = String(frac)
            s += "." + String(repeating: "0", count: places - digitsText.count) + digitsText
        }
        return s
    }

    /// The colour as `#rrggbb` (components clamped to [0, 1], rounded to 8 bits) and its alpha
    /// (clamped), for SVG 1.1's `fill`/`fill-opacity` pairs.
    public static func color(_ c: DrawingColor) -> (rgb: String, alpha: Double) {
        func byte(_ v: Double) -> Int { Int((min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded()) }
        let hex = Array("0123456789abcdef")
        var s = "#"
        for b in [byte(c.red), byte(c.green), byte(c.blue)] {
            s.append(hex[b >> 4])
            s.append(hex[b & 15])
        }
        return (s, min(max(c.alpha.isFinite ? c.alpha : 1, 0), 1))
    }
}

/// Builds SVG text element by element. Attribute values are escaped on the way in; nothing
/// else is added to the document, so a builder that balances `open`/`close` yields
/// well-formed XML.
public struct SVGBuilder: Sendable {
    /// The document so far.
    public private(set) var text = ""
    private var openElements: [String] = []
    /// Indentation of nested elements (two spaces per level).
    private var indent: String { String(repeating: "  ", count: openElements.count) }

    public init() {}

    /// Starts the document: the XML declaration and the root `<svg>` with its size and view box
    /// (user units = points), whose top-left corner is (`minX`, `minY`) (default: the origin).
    public mutating func openDocument(width: Double, height: Double, minX: Double = 0, minY: Double = 0, extra: [(String, String)] = []) {
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
                ("width", SVGMarkup.number(width)), ("height", SVGMarkup.number(height)),
                ("viewBox", "\(SVGMarkup.number(minX)) \(SVGMarkup.number(minY)) \(SVGMarkup.number(width)) \(SVGMarkup.number(height))"),
            ] + extra)
    }

    /// `<name a="v" …>`; must be balanced by ``close()``.
    public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += indent + "<" + name + Self.attributes(attributes) + ">\n"
        openElements.append(name)
    }

    /// Closes the innermost open element.
    public mutating func close() {
        let name = openElements.removeLast()
        text += indent + "</" + name + ">\n"
    }

    /// `<name a="v" …/>`.
    public mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        text += indent + "<" + name + Self.attributes(attributes) + "/>\n"
    }

    /// `<name a="v" …>escaped content</name>` on one line.
    public mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String) {
        text += indent + "<" + name + Self.attributes(attributes) + ">" + SVGMarkup.escaped(content) + "</" + name + ">\n"
    }

    /// The document of a picture with no frames: a valid, empty 1 × 1 document (what
    /// ``SVGFilmstrip`` and ``SVGAnimation`` write for an empty list).
    public static func emptyDocument() -> String {
        var svg = SVGBuilder()
        svg.openDocument(width: 1, height: 1)
        return svg.finish()
    }

    /// Closes every open element and returns the document.
    public mutating func finish() -> String {
        while !openElements.isEmpty { close() }
        return text
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        var s = ""
        for (k, v) in list { s += " " + k + "=\"" + SVGMarkup.escaped(v) + "\"" }
        return s
    }
}
