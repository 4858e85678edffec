import FixtureSupport
import Foundation
import PropertyBased
import Render
import Testing

@Suite("Polyline reduction")
struct PolylineReductionTests {
    /// A deterministic generator (SplitMix64) for long test signals.
    struct Mix {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / 9_007_199_254_740_992
        }
    }

    /// A damped oscillation with noise, a few spikes and a gap: what a long table plots.
    static func signal(_ n: Int, seed: UInt64 = 1) -> (x: [Double], y: [Double]) {
        var mix = Mix(state: seed)
        var x: [Double] = [], y: [Double] = []
        for i in 0..<n {
            let t = 10 * Double(i) / Double(n - 1)
            var v = 1 - exp(-0.9 * t) * cos(18 * t) + 0.05 * (mix.next() - 0.5)
            if i % 99_991 == 4_321 { v += 3 * (mix.next() - 0.5) }
            if i == n / 3 { v = .nan }
            x.append(t)
            y.append(v)
        }
        return (x, y)
    }

    /// Runs of consecutive finite samples in the same column, as the type documents them.
    static func check(original: (x: [Double], y: [Double]), reduced: (x: [Double], y: [Double]), column: (Double) -> Double) {
        // A subsequence of the original samples, bit for bit.
        var j = 0
        for (x, y) in zip(reduced.x, reduced.y) {
            while j < original.x.count && !(original.x[j].bitPattern == x.bitPattern && original.y[j].bitPattern == y.bitPattern) { j += 1 }
            #expect(j < original.x.count, "a kept sample (\(x), \(y)) is not an original one in order")
            j += 1
        }
        // The same finite ranges.
        func range(_ v: [Double]) -> (Double, Double) {
            let f = v.filter(\.isFinite)
            return (f.min() ?? 0, f.max() ?? 0)
        }
        #expect(range(reduced.x) == range(original.x))
        #expect(range(reduced.y) == range(original.y))
        // Per column run: its y extremes and its ends kept; at most six samples.
        var i = 0
        var k = 0
        while i < original.x.count {
            guard original.x[i].isFinite && original.y[i].isFinite else {
                i += 1
                continue
            }
            let key = column(original.x[i])
            var lo = original.y[i], hi = original.y[i], end = i
            while end < original.x.count && original.x[end].isFinite && original.y[end].isFinite && column(original.x[end]) == key {
                lo = min(lo, original.y[end])
                hi = max(hi, original.y[end])
                end += 1
            }
            // The run's kept samples are the next reduced samples in this column.
            while k < reduced.x.count && !(reduced.x[k].isFinite && reduced.y[k].isFinite && column(reduced.x[k]) == key) { k += 1 }
            var keptY: [Double] = []
            var keptX: [Double] = []
            while k < reduced.x.count && reduced.x[k].isFinite && reduced.y[k].isFinite && column(reduced.x[k]) == key {
                keptY.append(reduced.y[k])
                keptX.append(reduced.x[k])
                k += 1
            }
            #expect(keptY.count <= 6 && keptY.min() == lo && keptY.max() == hi)
            #expect(keptX.first == original.x[i] && keptY.first == original.y[i])
            #expect(keptX.last == original.x[end - 1] && keptY.last == original.y[end - 1])
            i = end
        }
    }

    @Test("per column run: first, last and extremes kept exactly, the bounding box unchanged")
    func batch() async {
        await seededPropertyCheck(count: 200, input: Gen.int(in: 1...3000), Gen.int(in: 1...200)) { n, columns in
            var mix = Mix(state: UInt64(n * 7919 + columns))
            // x that goes back and forth, y with gaps.
            let x = (0..<n).map { i in Double(i % 97) + mix.next() }
            let y = (0..<n).map { i in i % 53 == 7 ? Double.nan : mix.next() * 10 - 5 }
            let column = { (v: Double) in (v / 97 * Double(columns)).rounded(.down) }
            let reduced = PolylineReduction.reduce(x: x, y: y, column: column)
            Self.check(original: (x, y), reduced: reduced, column: column)
            // Reducing again changes nothing.
            let again = PolylineReduction.reduce(x: reduced.x, y: reduced.y, column: column)
            #expect(again.x.map(\.bitPattern) == reduced.x.map(\.bitPattern) && again.y.map(\.bitPattern) == reduced.y.map(\.bitPattern))
        }
    }

    @Test("streaming: the reduction on the final grid, in memory flat in the sample count")
    func streaming() {
        for n in [10, 5_000, 1_000_000] {
            let (x, y) = Self.signal(n)
            var stream = PolylineReduction(columns: 1280)
            for i in 0..<n { stream.append(x: x[i], y: y[i]) }
            #expect(stream.count == n)
            let (rx, ry) = stream.reduced()
            // Monotone x: at most 4 samples per column of the final grid, whose width is at most
            // half a pixel column of the range (10 / 1280 here).
            #expect(rx.count <= n && rx.count <= 4 * (4 * 1280 + 2) + 4)
            // Stored: within the budget, flat in n.
            #expect(stream.x.count <= max(4096, 32 * 1280))
            // Its samples are the batch reduction on the final grid (nested power-of-two columns).
            let w = stream.width
            if w > 0 {
                #expect(w <= 10 / 1280 / 2)
                let column = { (v: Double) in (v / w).rounded(.down) }
                let batch = PolylineReduction.reduce(x: x, y: y, column: column)
                #expect(batch.x.map(\.bitPattern) == rx.map(\.bitPattern))
                #expect(batch.y.map(\.bitPattern) == ry.map(\.bitPattern))
                Self.check(original: (x, y), reduced: (rx, ry), column: column)
            } else {
                #expect(rx.map(\.bitPattern) == x.map(\.bitPattern))
            }
        }
    }

    /// Runs `rsvg-convert` (librsvg2-bin; Scripts/setup.sh installs it) and
    /// Scripts/compare-png.py; nil with the reason when a tool is missing.
    static func rasterise(_ svg: String, to png: String) throws -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["rsvg-convert", "--background-color", "white", "-o", png, svg]
        let err = Pipe()
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return p.terminationStatus == 0 ? nil : "rsvg-convert failed (\(p.terminationStatus)): \(message)"
    }

    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts")

    @Test("the reduced plot rasterises to the full plot's pixels, to within anti-aliasing")
    func raster() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("springsim-reduction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (x, y) = Self.signal(200_000)
        let (_, y2) = Self.signal(200_000, seed: 2)
        let velocity = y2.map { 0.5 * $0 }
        var full = SVGPlot(
            series: [.init(name: "value", x: x, y: y), .init(name: "other", x: x, y: velocity)], title: "reduction", xLabel: "time (s)")
        full.resolution = nil
        var reduced = full
        reduced.resolution = 2
        let fullText = full.document(), reducedText = reduced.document()
        // Every sample against at most a few per half-point column.
        #expect(reducedText.utf8.count * 20 < fullText.utf8.count)
        let paths = ["full", "reduced"].map { dir.appendingPathComponent($0).path }
        try fullText.write(toFile: paths[0] + ".svg", atomically: true, encoding: .utf8)
        try reducedText.write(toFile: paths[1] + ".svg", atomically: true, encoding: .utf8)
        for path in paths {
            if let failure = try Self.rasterise(path + ".svg", to: path + ".png") {
                Issue.record("\(failure); run Scripts/setup.sh to install librsvg2-bin")
                return
            }
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", Self.scripts.appendingPathComponent("compare-png.py").path, paths[0] + ".png", paths[1] + ".png"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        p.waitUntilExit()
        let line = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0, "\(line)")
        var fields: [String: Double] = [:]
        for pair in line.split(whereSeparator: \.isWhitespace) {
            let kv = pair.split(separator: "=")
            if kv.count == 2 { fields[String(kv[0])] = Double(kv[1]) }
        }
        let pixels = fields["pixels"] ?? 0, differing = fields["differing"] ?? .infinity, mean = fields["mean"] ?? .infinity
        // Anti-aliasing: a pixel differs by more than a quarter of full scale only along the
        // edges of strokes, and rarely; the mean difference is a small fraction of a level.
        #expect(pixels == 640 * 400)
        #expect(differing <= 0.002 * pixels, "\(line)")
        #expect(mean <= 0.5, "\(line)")
    }
}
