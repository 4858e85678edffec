import FixtureSupport
import Foundation
import PropertyBased
import Render
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML document: every element in document order, with its attributes and the
/// character data directly inside it. Parsing fails (throws) on anything that is not
/// well-formed XML — that is the check.
final class XMLDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var depth: Int
    }
    private(set) var elements: [Element] = []
    private var stack: [Int] = []

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(
                description:
                    "line \(parser.lineNumber), column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")")
        }
        guard stack.isEmpty, !elements.isEmpty else { throw Malformed(description: "no root element or unbalanced") }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes, depth: stack.count))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let i = stack.last { elements[i].text += string }
    }

    var root: Element { elements[0] }
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}

@Suite("SVG markup")
struct SVGMarkupTests {
    @Test("escaped text survives an XML parser: any scalars read back exactly, minus the controls XML forbids")
    func escapingRoundTrip() async throws {
        let extras = Array("<>&\"';\t\n\r\u{1}\u{8}\u{FFFE}é∑🙂]]>")
        let character = Gen.int(in: 0...(0x2FF + extras.count)).map { v -> Character in
            v <= 0x2FF ? Character(Unicode.Scalar(UInt32(v))!) : extras[v - 0x300]
        }
        await seededPropertyCheck(count: 300, input: character.array(of: 0...40)) { characters in
            recordingErrors {
                let s = String(characters)
                var svg = SVGBuilder()
                svg.openDocument(width: 10, height: 10)
                svg.element("text", [("data-label", s)], content: s)
                let doc = try XMLDocument(svg.finish())
                let allowed = s.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0xFFFE || "\t\n\r".unicodeScalars.contains($0) }
                let expected = String(String.UnicodeScalarView(allowed))
                let element = doc.all("text")[0]
                #expect(element.text == expected)
                #expect(element.attributes["data-label"] == expected)
            }
        }
    }

    @Test("plain-decimal numbers: within half a unit of the last decimal, never an exponent")
    func decimals() async {
        await seededPropertyCheck(count: 1000, input: Gen.double(in: -1e6...1e6), Gen.int(in: 0...9), Gen.int(in: -12...3)) { x, d, e in
            let v = x * pow(10, Double(e))
            let s = SVGMarkup.number(v, decimals: d)
            #expect(!s.contains("e") && !s.contains("E"))
            guard let back = Double(s) else {
                Issue.record("not a number: \(s)")
                return
            }
            // Rounding to d decimals moves the value by at most 0.5·10^−d, plus the rounding of
            // the scaled value (a few ulps of |v|).
            #expect(abs(back - v) <= 0.5 * pow(10, -Double(d)) * (1 + 1e-12) + 4 * v.ulp)
            if s.contains(".") { #expect(!s.hasSuffix("0")) }
        }
        #expect(SVGMarkup.number(0.1 + 0.2, decimals: 3) == "0.3")
        #expect(SVGMarkup.number(-0.0004, decimals: 3) == "0")
        #expect(SVGMarkup.number(1e-7, decimals: 9) == "0.0000001")
        #expect(SVGMarkup.number(.nan, decimals: 2) == "0")
    }

    @Test("full-precision numbers read back bit for bit")
    func fullPrecision() async {
        await seededPropertyCheck(count: 1000, input: Gen.double(in: -1e9...1e9)) { x in
            #expect(Double(SVGMarkup.number(x)) == x)
        }
        #expect(SVGMarkup.number(3) == "3")
        #expect(SVGMarkup.number(.infinity) == "0")
    }

    @Test("colours: 8-bit hex, alpha clamped")
    func colors() {
        #expect(SVGMarkup.color(.white) == ("#ffffff", 1))
        let c = SVGMarkup.color(.init(red: 1, green: 0.5, blue: -3, alpha: 7))
        #expect(c.rgb == "#ff8000")
        #expect(c.alpha == 1)
    }
}
