import Testing

@testable import Curves

/// Inputs the SVG path fuzz target (Fuzz/Sources/fuzz-svg-path) found; each is also in its
/// seed corpus.
@Suite("SVG path data: fuzzing findings")
struct SVGPathFuzzFindingsTests {
    struct NotAnArc: Error {}

    /// The first segment of `path`, which the finding makes an elliptical arc.
    static func firstArc(_ path: Path) throws -> EllipticalArc {
        guard case .arc(let a) = try #require(path.segments.first) else { throw NotAnArc() }
        return a
    }

    @Test("an arc with radii of 1e-300 has a centre and sweep (was NaN: the radii's squares underflowed)")
    func tinyArc() throws {
        let path = try Path(svgPathData: "M0 0 A1e-300 1e-300 0 0 1 1e-300 0")
        let a = try Self.firstArc(path)
        // Chord 1e-300 on a circle of radius 1e-300: the small arc turns π/3 about
        // (0.5e-300, √3/2·1e-300). Tolerance 1e-15 relative: a few roundings of the solution.
        #expect(abs(a.sweep - Double.pi / 3) <= 1e-15 * Double.pi)
        #expect(abs(a.center.x - 0.5e-300) <= 1e-15 * 1e-300)
        #expect(abs(a.center.y - 0.75.squareRoot() * 1e-300) <= 1e-15 * 1e-300)
        let length = MeasuredPath(path).length
        // The documented absolute accuracy (1e-12 points) covers any length this small; the
        // point is that it is a number.
        #expect(length.isFinite && length >= 0 && length <= 1e-12)
    }

    @Test("an arc with radii of 1e200 is solved without overflow (x₁² would be inf)")
    func hugeArc() throws {
        let path = try Path(svgPathData: "M0 0 A1e200 1e200 0 0 1 2e200 0")
        let a = try Self.firstArc(path)
        // A half circle about (1e200, 0): the sweep and centre to a few roundings.
        #expect(abs(a.sweep - Double.pi) <= 1e-15 * Double.pi)
        #expect(abs(a.center.x - 1e200) <= 1e-15 * 1e200 && abs(a.center.y) <= 1e-15 * 1e200)
    }

    @Test("a large arc between ends 4.5e-323 apart is a whole ellipse (1/√λ overflowed to NaN)")
    func subnormalChord() throws {
        let path = try Path(svgPathData: "M0 0 A 5 3 31 1 0 0  44.9e-324 L 87 0")
        let a = try Self.firstArc(path)
        // The large arc turns all the way round (to rounding) on the unscaled radii.
        #expect(abs(abs(a.sweep) - 2 * Double.pi) <= 1e-15 * Double.pi && a.radii == Point(5, 3))
        let length = MeasuredPath(path).length
        // Perimeter of the 5×3 ellipse (Ramanujan's second formula, exact to ~1e-9 here:
        // h = 1/16, error ~ 3h⁵/2¹⁷ relative) plus the line of 87.
        let h = 4.0 / 64, ramanujan = Double.pi * 8 * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
        #expect(abs(length - (ramanujan + 87)) <= 1e-6 * length)
    }

    @Test("quadratics with subnormal coordinates have finite lengths (k²·asinh(u/k) was 0·∞)")
    func subnormalQuadratic() throws {
        // (1, 0) → (0, 0) with the control point 4.9e-324 off the chord: a straight unit line.
        let single = try Path(svgPathData: "M1 0 Q0 4.9e-324 0 0")
        #expect(MeasuredPath(single).length == 1)
        // The fuzzer's path: two degenerate quadratics (0 and √2) and the one above.
        let fuzzed = MeasuredPath(try Path(svgPathData: "M0 0 Q0 0 0 0 0 1 1 00 0 04.9e-324 0 0"))
        #expect(fuzzed.length.isFinite)
        // Its second piece runs (0, 0) → (1, 0) bent towards (0, 1); the closed form's value
        // for that curve, on its own, to the documented 1e-14 relative.
        let bent = MeasuredPath(try Path(svgPathData: "M0 0 Q0 1 1 0")).length
        #expect(abs(fuzzed.length - (bent + 1)) <= 1e-14 * fuzzed.length)
    }

    @Test("a small arc between ends 4.5e-323 apart is a point-like arc, not a range error")
    func subnormalChordSmallArc() throws {
        for (large, turn) in [(1, 2 * Double.pi), (0, 0.0)] {
            let path = try Path(svgPathData: "M0 0 A 5 3 31 \(large) 0 0 44.9e-324 L 87 0")
            let a = try Self.firstArc(path)
            #expect(abs(abs(a.sweep) - turn) <= 1e-15 * Double.pi && a.center.isFinite)
            // The centre lies one radius-normalised unit from the ends: on the ellipse.
            let p = a.point(at: 0.5)
            #expect(p.isFinite)
        }
    }

    @Test("an arc between ends at y = 1e308 has its centre there (from + to overflowed)")
    func arcNearMaximum() throws {
        let path = try Path(svgPathData: "M0 01e308a9 1 0 00.5.5")
        let a = try Self.firstArc(path)
        // The chord is 0.5 long, 1e308 up: the centre lies within a radius (9) of the ends,
        // so at 1e308 to rounding.
        #expect(a.center.x.isFinite && abs(a.center.y - 1e308) <= 1e-15 * 1e308)
    }

    @Test("a relative move or an S/T reflection that overflows is a range error, not an infinite point")
    func overflowingPoints() {
        for d in [
            "M0 0 L1e308 0 l1e308 0", "M1e308 0 h1e308", "M1e308 0 C0 0 -1e308 0 1e308 0 S0 0 0 0", "M1e308 0 Q-1e308 0 1e308 0 T0 0",
        ] {
            do {
                let path = try Path(svgPathData: d)
                Issue.record("\(d) parsed to \(path)")
            } catch {
                #expect(error.kind == .numberOutOfRange, "\(d): \(error)")
            }
        }
    }

    @Test(
        "a cubic with a control point 5.5e15 away is measured in bounded time (was 2⁴⁰ panels)",
        .timeLimit(.minutes(1))
    )
    func noisyCusp() throws {
        let path = try Path(svgPathData: "M1 .5 L.5 .5 t-1-2.2 S0 5.5e15 80 1 S15 0 65 18")
        let measured = MeasuredPath(path)
        #expect(measured.length.isFinite && measured.length > 0)
        for f in [0.25, 0.5, 0.75] {
            let p = try #require(measured.position(atFraction: f))
            #expect(p.point.x.isFinite && p.point.y.isFinite && p.parameter >= 0 && p.parameter <= 1)
        }
        _ = measured.trimmed(fromFraction: 0.25, toFraction: 0.75)
    }
}
