import FixtureSupport
import Foundation
import PropertyBased
import Render
import Testing

@Suite("SVG plots")
struct SVGPlotTests {
    @Test("nice scales cover the data with 1, 2, 5 × 10^k steps and a sensible tick count")
    func niceScale() async {
        await seededPropertyCheck(
            count: 1000, input: Gen.double(in: -1e3...1e3), Gen.double(in: 0...1e3), Gen.int(in: -9...9), Gen.int(in: 3...10)
        ) {
            a, span, e, target in
            let k = pow(10, Double(e))
            let lo = a * k, hi = (a + span) * k
            let s = SVGNiceScale(min: lo, max: hi, targetTicks: target)
            #expect(s.lower <= lo && s.upper >= hi)
            var m = s.step
            while m >= 10 { m /= 10 }
            while m < 1 { m *= 10 }
            #expect([1.0, 2, 5].contains { abs(m - $0) < 1e-9 })
            let ticks = s.ticks
            #expect(ticks.count >= 2 && ticks.count <= 3 * target + 1)
            // Labels are distinct and read back to their tick within half a step's last digit.
            let labels = ticks.map(s.label)
            #expect(Set(labels).count == labels.count)
            for (t, l) in zip(ticks, labels) { #expect(abs(Double(l)! - t) <= 1e-6 * s.step) }
            // lower and upper sit on whole steps (to rounding).
            #expect(abs(s.lower / s.step - (s.lower / s.step).rounded()) < 1e-6)
        }
        #expect(SVGNiceScale(min: 0, max: 1.45, targetTicks: 8).ticks.count == 9)  // 0, 0.2, …, 1.6
        #expect(SVGNiceScale(min: 3, max: 3).lower < 3)
        // Degenerate spans (a run found these: a subnormal span used to hang the tick loop). The
        // subnormals as exact multiples of the least one, so no literal is rounded:
        // 2.2379e-319 is 45296 of them, 5e-320 is 10120.
        let tiny = Double.leastNonzeroMagnitude
        for (lo, hi) in [(0, 45_296 * tiny), (1e300, 1e300), (-10_120 * tiny, 10_120 * tiny), (1000, 1000 + 1e-13), (1e-9, 1e-9 + 1e-25)] {
            let s = SVGNiceScale(min: lo, max: hi)
            #expect(s.lower <= lo && s.upper >= hi && s.ticks.count >= 2 && s.ticks.count <= 16)
            #expect(Set(s.ticks.map(s.label)).count == s.ticks.count)
        }
    }

    @Test("a plot: valid XML, one polyline per series inside the plot frame, legend, title, gaps at NaN")
    func plot() throws {
        let t = (0...100).map { Double($0) / 100 }
        var wave = t.map { sin(8 * $0) }
        wave[50] = .nan
        let plot = SVGPlot(
            series: [
                .init(name: "value", x: t, y: t.map { 1 - exp(-4 * $0) }),
                .init(name: "wave & <gap>", x: t, y: wave),
            ], title: "Test plot", xLabel: "time (s)", yLabel: "value")
        let doc = try XMLDocument(plot.document())
        let lines = doc.all("polyline")
        #expect(lines.count == 3)  // the NaN splits the second series in two
        let frame = try #require(doc.all("rect").first { $0.attributes["stroke"] == "#333333" })
        let (x0, y0) = (Double(frame.attributes["x"]!)!, Double(frame.attributes["y"]!)!)
        let (w, h) = (Double(frame.attributes["width"]!)!, Double(frame.attributes["height"]!)!)
        var count = 0
        for line in lines {
            let points = line.attributes["points"]!.split(separator: " ").map { $0.split(separator: ",").map { Double($0)! } }
            count += points.count
            for p in points {
                #expect(p[0] >= x0 - 0.01 && p[0] <= x0 + w + 0.01)
                #expect(p[1] >= y0 - 0.01 && p[1] <= y0 + h + 0.01)
            }
            // Time increases left to right.
            #expect(zip(points, points.dropFirst()).allSatisfy { $0[0] < $1[0] })
        }
        #expect(count == 2 * t.count - 1)
        let texts = doc.all("text").map(\.text)
        #expect(texts.contains("Test plot") && texts.contains("wave & <gap>") && texts.contains("time (s)"))
        // The first series' first sample (0, 0) sits at the left edge, on the y = 0 tick.
        let first = lines[0].attributes["points"]!.split(separator: " ")[0].split(separator: ",").map { Double($0)! }
        let (xs, ys) = plot.scales
        #expect(abs(first[0] - (x0 + (0 - xs.lower) / (xs.upper - xs.lower) * w)) <= 0.005)
        #expect(abs(first[1] - (y0 + (ys.upper - 0) / (ys.upper - ys.lower) * h)) <= 0.005)
    }

    @Test("a plot of nothing, or of one point, is still a valid document")
    func degenerate() throws {
        _ = try XMLDocument(SVGPlot(series: []).document())
        let one = try XMLDocument(SVGPlot(series: [.init(name: "", x: [1], y: [2])]).document())
        #expect(one.all("circle").count == 1)
        #expect(one.all("polyline").isEmpty)
    }

    @Test("series of different units get their own panel: one frame, y axis and clip per panel, x tick labels once")
    func panels() throws {
        let t = (0...200).map { Double($0) / 100 }
        let plot = SVGPlot(
            series: [
                .init(name: "value", x: t, y: t.map { 1 - exp(-3 * $0) * cos(9 * $0) }),
                .init(name: "velocity", x: t, y: t.map { exp(-3 * $0) * (3 * cos(9 * $0) + 9 * sin(9 * $0)) }, panel: 1),
            ], xLabel: "time (s)", yLabels: ["value", "velocity"])
        #expect(plot.panelCount == 2)
        let doc = try XMLDocument(plot.document())
        let frames = doc.all("rect").filter { $0.attributes["stroke"] == "#333333" }
        #expect(frames.count == 2)
        let (top, bottom) = (frames[0].attributes, frames[1].attributes)
        // Stacked, same width, no overlap.
        #expect(top["x"] == bottom["x"] && top["width"] == bottom["width"])
        #expect(Double(top["y"]!)! + Double(top["height"]!)! < Double(bottom["y"]!)!)
        #expect(doc.all("clipPath").count == 2)
        let texts = doc.all("text").map(\.text)
        #expect(texts.contains("value") && texts.contains("velocity"))
        // Each panel's y scale covers only its own series.
        #expect(plot.yScale(panel: 0).upper <= 2 && plot.yScale(panel: 1).upper >= 3)
        // x tick labels (the shared axis) appear once, under the bottom panel.
        let zeroLabels = texts.filter { $0 == "0" }
        #expect(zeroLabels.count <= 3)
        // A single-panel plot is unchanged by the panel machinery: one frame, one clip.
        let one = try XMLDocument(SVGPlot(series: [.init(name: "", x: t, y: t)]).document())
        #expect(one.all("clipPath").count == 1 && one.all("rect").filter { $0.attributes["stroke"] == "#333333" }.count == 1)
    }
}
