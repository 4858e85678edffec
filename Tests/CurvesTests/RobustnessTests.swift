import FixtureSupport
import Foundation
import PropertyBased
import Testing

@testable import Curves

/// Distances off by rounding, and path data that must never trap.
@Suite("Distance clamping and parser robustness")
struct RobustnessTests {
    @Test("a distance past the length by ≤ 4 ulps is the end; farther is refused")
    func clamping() throws {
        let m = MeasuredPath(try Path(svgPathData: "M0 0 C0 1 1 1 1 0 A3 2 10 0 1 7 3"))
        var over = m.length
        for _ in 0..<4 { over = over.nextUp }
        #expect(m.clampedDistance(over) == m.length)
        #expect(m.clampedDistance(over.nextUp) == nil)
        #expect(m.clampedDistance(-4 * m.length.ulp) == 0 && m.clampedDistance(-5 * m.length.ulp) == nil)
        #expect(m.clampedDistance(.nan) == nil && m.clampedDistance(.infinity) == nil)
        #expect(m.clampedDistance(1.25) == 1.25)
        // The sum of the segments' lengths in another order rounds differently; it still lands.
        let reversedSum = m.lengths.reversed().reduce(0, +)
        #expect(m.clampedDistance(reversedSum) != nil)
        // Text on a path: a glyph whose midpoint is the length plus rounding is placed at the end.
        let line = MeasuredPath(try Path(svgPathData: "M0 0 L0.3 0 L0.6 0 L0.9 0"))
        let placed = line.glyphPlacements(advances: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1], offset: 0.0)
        let last = placed.last!
        #expect(placed.count == 9 && abs(last.origin.x - 0.8) < 1e-15, "\(line.length) \(placed.map(\.midpointDistance))")
    }

    @Test(
        "errors carry line and column; NaN, infinities and overflowing coordinates are refused",
        arguments: [
            ("M0 0\nL1 X", 2, 4),
            ("M0 0\r\n  L NaN 3", 2, 5),
            ("M nan 0", 1, 3),
            ("M inf 0", 1, 3),
            ("M Infinity 0", 1, 3),
            ("M -nan 0", 1, 3),
            ("M1e999 0", 1, 2),
            ("M0 0 L1E+99999999999999999999999 0", 1, 7),
            ("m1e308 0 l1e308 0", 1, 11),
            ("M1e308 0 h1e308", 1, 11),
            ("M0 -1e308 v-1e308", 1, 12),
            ("M1e308 0 C0 0 -1e308 0 1e308 0 S0 0 0 0", 1, 33),
            ("M1e308 0 Q-1e308 0 1e308 0 T0 0", 1, 29),
        ])
    func refused(input: String, line: Int, column: Int) {
        do {
            _ = try Path(svgPathData: input)
            Issue.record("\(input) parsed")
        } catch {
            #expect(error.line == line && error.column == column, "\(input): \(error)")
            #expect(error.description.contains("line \(line), column \(column)"))
        }
    }

    @Test("long inputs parse; tiny exponents underflow to zero")
    func longInputs() throws {
        let long = "M0 0" + String(repeating: " l1 1", count: 100_000)
        let p = try Path(svgPathData: long)
        #expect(p.segments.count == 100_000 && p.currentPoint == Point(100_000, 100_000))
        let digits = "M0 0 L" + String(repeating: "9", count: 5000) + " 0"
        #expect(throws: SVGPathError.self) { try Path(svgPathData: digits) }  // 1e5000: out of range
        #expect(try Path(svgPathData: "M1e-99999 0 L1 0").subpaths[0].start == Point(0, 0))
    }

    @Test("random path data never traps: it parses to finite points or throws with a location")
    func fuzz() async {
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, \n1e308NaInfy01")
        let text = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...80).map { String($0.map { alphabet[$0] }) }
        await seededPropertyCheck(count: 3000, input: text) { input in
            do {
                let path = try Path(svgPathData: input)
                for s in path.segments {
                    #expect(s.start.isFinite && s.end.isFinite, "\(input)")
                    #expect(!s.arcLength().isNaN, "\(input)")
                }
                #expect(!MeasuredPath(path).length.isNaN, "\(input)")
            } catch let error as SVGPathError {
                #expect(error.offset >= 0 && error.offset <= input.unicodeScalars.count && error.column >= 1, "\(input)")
            } catch {
                Issue.record("\(input): \(error)")
            }
        }
    }
}

@Suite("Double-double helpers")
struct DoubleDoubleTests {
    @Test("cosSin: cos² + sin² = 1 to 1e-30, hi parts within an ulp of the libm values, quadrants")
    func cosSin() {
        var worst = 0.0
        for k in -400...400 {
            let phi = Double(k) * 0.0157
            let (c, s) = DoubleDouble.cosSin(phi)
            let one = c * c + s * s - DoubleDouble(1)
            worst = max(worst, abs(one.value))
            #expect(abs(c.hi - Double.cos(phi)) <= Double.cos(phi).ulp * 1.01 + 1e-300, "\(phi)")
            #expect(abs(s.hi - Double.sin(phi)) <= Double.sin(phi).ulp * 1.01 + 1e-300, "\(phi)")
        }
        #expect(worst <= 1e-30)
        // cos of the double nearest π/2 is π/2 minus that double: 6.123233995736766e-17.
        let (c, _) = DoubleDouble.cosSin(.pi / 2)
        #expect(c.hi == 6.123233995736766e-17)
        print("cosSin: worst |cos² + sin² − 1| = \(worst)")
    }
}
