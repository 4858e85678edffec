/// Reduces a polyline to what a horizontal resolution can show, keeping its picture.
///
/// **The rule.** Consecutive samples whose x falls in the same column form a *run*; of each run
/// only the first and last sample and the samples with the smallest and largest y and x are
/// kept (at most six, in their original order; for x that increases, first and last are the
/// x extremes, so at most four). This is M4 (Jugel, Jerzak, Hackenbroich & Markl, "M4: A
/// Visualization-Oriented Time Series Data Aggregation", PVLDB 7(10), 2014), taken per run
/// instead of per column so it holds for any polyline, not only one sorted by x: inside a
/// column the dropped samples lie between the run's y extremes, which the kept samples still
/// join by a vertical stroke in that column, and the segments between columns (last of one run
/// to first of the next) are unchanged. Every kept sample is an original sample, bit for bit,
/// and the bounding box of the kept samples is the full polyline's, so scales drawn from it
/// are the same.
///
/// A sample with a non-finite coordinate is a break in the line. A run of breaks keeps its
/// first sample and those with the smallest and largest finite x and finite y, so the line
/// still breaks there and the ranges stay those of every finite coordinate.
///
/// **Streaming.** ``append(x:y:)`` takes samples one at a time without knowing the final x
/// range: columns are a grid of width `w`, a power of two, aligned at 0. When more than the
/// budget of samples is stored, `w` grows to the largest power of two at most
/// `range / (2 · columns)` of the x range seen so far and the stored samples are reduced
/// again. Reducing a reduced polyline on a coarser, nested grid gives exactly the reduction of
/// the original (each fine run lies inside one coarse run and kept its extremes), so the result
/// is the reduction of every sample on the final grid. Its columns are at most half of
/// `range / columns`, so a caller that draws the x range across `columns` pixel columns and
/// reduces again per pixel column moves no extreme and shifts no drawn point by more than half
/// a pixel column. Memory is O(`columns`) samples for any x that moves one way (time), and
/// otherwise grows only with the number of column changes and breaks — the picture's own
/// complexity — never with the samples inside a column.
public struct PolylineReduction: Sendable {
    /// The kept samples so far (reduced, then any appended since the last reduction).
    public private(set) var x: [Double] = []
    public private(set) var y: [Double] = []
    /// The number of samples appended.
    public private(set) var count = 0
    /// The pixel columns the caller will draw the x range across (≥ 1).
    public let columns: Int
    /// The current column width, a power of two (0 until the first reduction).
    public private(set) var width = 0.0
    private var budget: Int
    private var lowX = Double.infinity, highX = -Double.infinity

    /// A reduction for a picture `columns` pixel columns wide.
    public init(columns: Int) {
        precondition(columns >= 1, "PolylineReduction: need at least one column")
        self.columns = columns
        self.budget = max(4096, 32 * columns)
    }

    /// Adds the next sample.
    public mutating func append(x: Double, y: Double) {
        self.x.append(x)
        self.y.append(y)
        count += 1
        if x.isFinite {
            lowX = Swift.min(lowX, x)
            highX = Swift.max(highX, x)
        }
        if self.x.count > budget { compact() }
    }

    /// The reduction of every sample appended so far on the current grid (the samples appended
    /// since the last internal reduction reduced too); every sample while fewer than the budget
    /// have come.
    public func reduced() -> (x: [Double], y: [Double]) {
        guard width > 0 else { return (x, y) }
        let w = width
        return Self.reduce(x: x, y: y) { ($0 / w).rounded(.down) }
    }

    private mutating func compact() {
        let span = highX - lowX
        guard span.isFinite else { return }
        // The widest power-of-two grid whose columns are at most half a pixel column of the
        // range seen so far, and never finer than x's own spacing (the ulp of its magnitude),
        // so x / w stays exact.
        let magnitude = Swift.max(abs(lowX), abs(highX))
        var w = Swift.max(width, Self.powerOfTwo(atMost: span / Double(2 * columns)))
        if magnitude > 0 { w = Swift.max(w, magnitude.ulp) }
        if w > 0 {
            width = w
            (x, y) = Self.reduce(x: x, y: y) { ($0 / w).rounded(.down) }
        }
        // What cannot be reduced further (x that goes back and forth, many breaks) widens the
        // budget, so each reduction still has as many new samples as it keeps.
        if x.count > budget / 2 { budget = 2 * x.count }
    }

    /// The largest power of two ≤ `v` (0 for v ≤ 0 or below the smallest normal).
    static func powerOfTwo(atMost v: Double) -> Double {
        guard v.isFinite, v >= Double.leastNormalMagnitude else { return v.isInfinite && v > 0 ? .greatestFiniteMagnitude : 0 }
        return Double(sign: .plus, exponent: v.exponent, significand: 1)
    }

    /// The reduction of `(x, y)` with columns given by `column(x)` (called for finite x only;
    /// equal results are one column): per run, the samples described in the type's summary, in
    /// order.
    public static func reduce(x: [Double], y: [Double], column: (Double) -> Double) -> (x: [Double], y: [Double]) {
        precondition(x.count == y.count, "PolylineReduction.reduce: x and y must have the same length")
        var outX: [Double] = [], outY: [Double] = []
        outX.reserveCapacity(Swift.min(x.count, 1024))
        outY.reserveCapacity(Swift.min(x.count, 1024))
        var kept: [Int] = []
        kept.reserveCapacity(6)
        var i = 0
        let n = x.count
        while i < n {
            let start = i
            var minX = -1, maxX = -1, minY = -1, maxY = -1
            func note(_ j: Int) {
                if x[j].isFinite {
                    if minX < 0 || x[j] < x[minX] { minX = j }
                    if maxX < 0 || x[j] > x[maxX] { maxX = j }
                }
                if y[j].isFinite {
                    if minY < 0 || y[j] < y[minY] { minY = j }
                    if maxY < 0 || y[j] > y[maxY] { maxY = j }
                }
            }
            let last: Int
            if x[i].isFinite && y[i].isFinite {
                let key = column(x[i])
                while i < n && x[i].isFinite && y[i].isFinite && column(x[i]) == key {
                    note(i)
                    i += 1
                }
                last = i - 1
            } else {
                while i < n && !(x[i].isFinite && y[i].isFinite) {
                    note(i)
                    i += 1
                }
                last = start  // a break needs one marker; the extremes keep the ranges
            }
            kept.removeAll(keepingCapacity: true)
            for j in [start, last, minX, maxX, minY, maxY] where j >= 0 && !kept.contains(j) { kept.append(j) }
            kept.sort()
            for j in kept {
                outX.append(x[j])
                outY.append(y[j])
            }
        }
        return (outX, outY)
    }
}
