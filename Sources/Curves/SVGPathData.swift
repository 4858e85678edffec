// Implementation goals, in order of priority:
//  1. The whole SVG path grammar (SVG 1.1 §8.3.9 / SVG 2 §9.3.9): every command in both cases,
//     implicit repeats (after M/m they are L/l), numbers like "1.5.5", "-1-2", ".5e-3", arc
//     flags without separators ("a1 1 0 00.5.5").
//  2. Errors that say what and where: a typed ``SVGPathError`` with the 0-based character
//     offset, never a silently truncated path.
//  3. Serialisation that parses back to the same path: absolute commands, shortest round-trip
//     decimals.

import RealModule

/// Why SVG path data did not parse, and where: `offset` is the 0-based index of the offending
/// character (Unicode scalar) in the input, `line` and `column` its 1-based line (lines end at
/// "\n") and column.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A character that cannot start a command or a number here.
        case unexpectedCharacter(Character)
        /// The command needs another number; `found` is what came instead (nil: the input ended).
        case expectedNumber(command: Character, found: Character?)
        /// An arc flag must be 0 or 1.
        case expectedFlag
        /// Path data must begin with M or m.
        case missingMoveTo
        /// A number too large for a Double (e.g. 1e999), or a coordinate it produces (a relative
        /// move past ±1.8e308, a reflected control point, an arc's scaled-up radii) that is.
        case numberOutOfRange
    }

    public var kind: Kind
    public var offset: Int
    /// 1-based line of the offending character.
    public var line: Int
    /// 1-based column of the offending character on its line.
    public var column: Int

    /// An error at `offset`; line and column default to those of single-line data.
    public init(_ kind: Kind, at offset: Int, line: Int = 1, column: Int? = nil) {
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column ?? offset + 1
    }

    /// "line L, column C (offset N)".
    var location: String { "line \(line), column \(column) (offset \(offset))" }

    public var description: String {
        switch kind {
        case .unexpectedCharacter(let c): return "path data: unexpected character '\(c)' at \(location)"
        case .expectedNumber(let c, let found):
            return "path data: command \(c) expects a number at \(location), found " + (found.map { "'\($0)'" } ?? "the end")
        case .expectedFlag: return "path data: an arc flag must be 0 or 1 at \(location)"
        case .missingMoveTo: return "path data: must start with M or m (\(location))"
        case .numberOutOfRange: return "path data: number out of range (beyond ±1.8e308) at \(location)"
        }
    }
}

extension Path {
    /// Parses SVG path data (the `d` attribute). Empty or all-whitespace data is the empty path.
    /// Arcs become ``EllipticalArc`` segments (zero radius: a line; equal ends: skipped), H/V
    /// become lines, S/T reflect the previous control point (or use the current point).
    public init(svgPathData text: String) throws(SVGPathError) {
        var parser = SVGPathParser(Array(text.unicodeScalars))
        self = try parser.parse()
    }

    /// SVG path data with absolute commands M, L, Q, C, A, Z and shortest round-trip numbers
    /// (integers without ".0"); arc rotations in degrees. ``init(svgPathData:)`` reads it back
    /// to the same path (arcs: to rounding).
    public var svgPathData: String {
        var out: [String] = []
        func n(_ x: Double) -> String {
            if x == 0 { return "0" }
            if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
            return x.description
        }
        func degrees(_ radians: Double) -> String {
            // Undo the degree → radian → degree drift (78.625 → 78.62499999999999).
            let d = radians * 180 / .pi, r = (d * 1e9).rounded() / 1e9
            return n(abs(r - d) <= 1e-12 * max(1, abs(d)) ? r : d)
        }
        func p(_ q: Point) -> String { n(q.x) + " " + n(q.y) }
        func arc(_ a: EllipticalArc) -> String {
            let rotation = degrees(a.rotation)
            // An arc whose ends span a diameter (|Δθ| = π: half ellipses, and every arc whose
            // radii were scaled up to fit) is where SVG's centre is most sensitive: radii that
            // read back a rounding too large put the centre √(2δ)·r off the chord (δ the
            // excess). When the radii as written would read back that way, they are written
            // 2⁻⁴⁸ small instead: a reader finds them too small and F.6.6 scales them up onto
            // the chord's midpoint — the same arc to rounding. Radii that already read back as
            // a half (A10 10 for a half circle of radius 10) are written as they are.
            var radii = a.radii
            if abs(a.sweep) == .pi {
                let phi = (Double(rotation) ?? 0).truncatingRemainder(dividingBy: 360) * .pi / 180
                let back = EllipticalArc(svgFrom: a.start, radii: radii, rotation: phi, largeArc: false, sweepFlag: a.sweep > 0, to: a.end)
                if back.map({ abs($0.sweep) != .pi }) ?? false { radii = radii * (1 - 0x1p-48) }
            }
            return "A" + n(radii.x) + " " + n(radii.y) + " " + rotation + " "
                + (abs(a.sweep) > .pi ? "1" : "0") + " " + (a.sweep > 0 ? "1" : "0") + " " + p(a.end)
        }
        for sp in subpaths {
            out.append("M" + p(sp.start))
            let drawn = sp.isClosed ? sp.segments.dropLast() : sp.segments[...]
            for s in drawn {
                switch s {
                case .line(let l): out.append("L" + p(l.end))
                case .quadratic(let q): out.append("Q" + p(q.p1) + " " + p(q.p2))
                case .cubic(let c): out.append("C" + p(c.p1) + " " + p(c.p2) + " " + p(c.p3))
                case .arc(let a):
                    if a.start == a.end || abs(a.sweep) >= 2 * .pi * (1 - 1e-12) {
                        // SVG skips an arc whose ends coincide: write a full turn as two halves.
                        out.append(arc(a.subsegment(from: 0, to: 0.5)))
                        out.append(arc(a.subsegment(from: 0.5, to: 1)))
                    } else {
                        out.append(arc(a))
                    }
                }
            }
            if sp.isClosed { out.append("Z") }
        }
        return out.joined(separator: " ")
    }
}

/// The recursive-descent reader behind ``Path/init(svgPathData:)``.
struct SVGPathParser {
    let s: [Unicode.Scalar]
    var i = 0

    init(_ s: [Unicode.Scalar]) { self.s = s }

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    var atEnd: Bool { i >= s.count }

    /// The error `kind` at `offset`, with its line and column.
    func error(_ kind: SVGPathError.Kind, at offset: Int) -> SVGPathError {
        var line = 1, lineStart = 0
        for k in 0..<min(offset, s.count) where s[k] == "\n" {
            line += 1
            lineStart = k + 1
        }
        return SVGPathError(kind, at: offset, line: line, column: offset - lineStart + 1)
    }

    /// `p` if both coordinates are finite, else a range error at `offset`.
    func finite(_ p: Point, at offset: Int) throws(SVGPathError) -> Point {
        guard p.isFinite else { throw error(.numberOutOfRange, at: offset) }
        return p
    }

    mutating func skipWhitespace() { while i < s.count && Self.isWhitespace(s[i]) { i += 1 } }

    /// Optional whitespace, at most one comma, optional whitespace.
    mutating func skipCommaWhitespace() {
        skipWhitespace()
        if i < s.count && s[i] == "," {
            i += 1
            skipWhitespace()
        }
    }

    /// Whether a number can start at the cursor.
    var numberStarts: Bool {
        guard i < s.count else { return false }
        let c = s[i]
        return Self.isDigit(c) || c == "-" || c == "+" || c == "."
    }

    mutating func number(for command: Character) throws(SVGPathError) -> Double {
        let begin = i
        var j = i
        if j < s.count && (s[j] == "+" || s[j] == "-") { j += 1 }
        var digits = 0
        while j < s.count && Self.isDigit(s[j]) { j += 1; digits += 1 }
        if j < s.count && s[j] == "." {
            j += 1
            while j < s.count && Self.isDigit(s[j]) { j += 1; digits += 1 }
        }
        guard digits > 0 else {
            throw error(.expectedNumber(command: command, found: begin < s.count ? Character(s[begin]) : nil), at: begin)
        }
        // An exponent only if digits follow (otherwise "e" is not part of the number).
        if j < s.count && (s[j] == "e" || s[j] == "E") {
            var k = j + 1
            if k < s.count && (s[k] == "+" || s[k] == "-") { k += 1 }
            if k < s.count && Self.isDigit(s[k]) {
                while k < s.count && Self.isDigit(s[k]) { k += 1 }
                j = k
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: s[begin..<j])
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasPrefix(".") || text.hasPrefix("-.") { text = text.replacingFirst(".", with: "0.") }
        guard let v = Double(text) else {
            throw error(.expectedNumber(command: command, found: begin < s.count ? Character(s[begin]) : nil), at: begin)
        }
        guard v.isFinite else { throw error(.numberOutOfRange, at: begin) }
        i = j
        skipCommaWhitespace()
        return v
    }

    mutating func flag() throws(SVGPathError) -> Bool {
        guard i < s.count, s[i] == "0" || s[i] == "1" else { throw error(.expectedFlag, at: i) }
        let v = s[i] == "1"
        i += 1
        skipCommaWhitespace()
        return v
    }

    mutating func parse() throws(SVGPathError) -> Path {
        var path = Path()
        var current = Point.zero, subpathStart = Point.zero
        // The last command's second control point (for S/T reflection) and its kind.
        var lastCubicControl: Point?, lastQuadControl: Point?
        skipWhitespace()
        if atEnd { return path }
        var command: Unicode.Scalar = "?"
        var first = true
        while true {
            skipWhitespace()
            if atEnd { break }
            let c = s[i]
            if "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(c) {
                command = c
                i += 1
                skipWhitespace()
            } else if !numberStarts || first || command == "Z" || command == "z" {
                throw error(first && numberStarts ? .missingMoveTo : .unexpectedCharacter(Character(c)), at: i)
            } else if command == "M" {
                command = "L"
            } else if command == "m" {
                command = "l"
            }
            if first && command != "M" && command != "m" { throw error(.missingMoveTo, at: i - 1) }
            first = false
            let name = Character(command)
            let relative = command.properties.isLowercase
            let base = relative ? current : .zero
            func pt(_ p: inout SVGPathParser) throws(SVGPathError) -> Point {
                let at = p.i
                let x = try p.number(for: name)
                let y = try p.number(for: name)
                return try p.finite(Point(base.x + x, base.y + y), at: at)
            }
            let commandAt = i
            var cubicControl: Point?, quadControl: Point?
            switch command {
            case "M", "m":
                let p = try pt(&self)
                path.move(to: p)
                current = p
                subpathStart = p
            case "L", "l":
                let p = try pt(&self)
                path.addLine(to: p)
                current = p
            case "H", "h":
                let at = i
                let x = try number(for: name)
                let p = try finite(Point(relative ? current.x + x : x, current.y), at: at)
                path.addLine(to: p)
                current = p
            case "V", "v":
                let at = i
                let y = try number(for: name)
                let p = try finite(Point(current.x, relative ? current.y + y : y), at: at)
                path.addLine(to: p)
                current = p
            case "C", "c":
                let c1 = try pt(&self), c2 = try pt(&self), p = try pt(&self)
                path.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
                cubicControl = c2
                current = p
            case "S", "s":
                let c1 = try finite(lastCubicControl.map { current + (current - $0) } ?? current, at: commandAt)
                let c2 = try pt(&self), p = try pt(&self)
                path.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
                cubicControl = c2
                current = p
            case "Q", "q":
                let c1 = try pt(&self), p = try pt(&self)
                path.addQuadCurve(to: p, controlPoint: c1)
                quadControl = c1
                current = p
            case "T", "t":
                let c1 = try finite(lastQuadControl.map { current + (current - $0) } ?? current, at: commandAt)
                let p = try pt(&self)
                path.addQuadCurve(to: p, controlPoint: c1)
                quadControl = c1
                current = p
            case "A", "a":
                let rx = try number(for: name), ry = try number(for: name)
                let degrees = try number(for: name)
                let large = try flag(), sweep = try flag()
                let p = try pt(&self)
                let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
                if let arc = EllipticalArc(
                    svgFrom: current, radii: Point(rx, ry), rotation: phi, largeArc: large, sweepFlag: sweep, to: p)
                {
                    guard arc.radii.isFinite && arc.center.isFinite else { throw error(.numberOutOfRange, at: commandAt) }
                    path.append(.arc(arc))
                } else if p != current {
                    path.addLine(to: p)
                }
                current = p
            default:  // Z, z
                path.close()
                current = subpathStart
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }
        return path
    }
}

extension String {
    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let k = firstIndex(of: target) else { return self }
        return String(self[..<k]) + replacement + String(self[index(after: k)...])
    }
}
