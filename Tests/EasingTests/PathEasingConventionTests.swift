import Curves
import FixtureSupport
import PropertyBased
import Testing

@testable import Easing

/// Compose's `PathEasing` acceptance rule and results, and the one-sided endpoint slopes of
/// every path() easing.
@Suite("path() easing: Compose's rule, endpoint slopes")
struct PathEasingConventionTests {
    /// Hand-derived from Compose's algorithm (`PathEasing.transform`: its `IntervalTree`, then
    /// `findFirstRoot`, then the y there).
    @Test("Compose's results on paths only its rule accepts")
    func composeResults() throws {
        // Right to left: the same line, and the same cubic as ease-in-out drawn backwards.
        let back = try PathEasing(svgPathData: "M1,1 L0,0")
        for k in 1..<16 {
            let u = Double(k) / 16
            #expect(back.value(at: u) == u && back.slope(at: u) == 1)
        }
        let reversed = try PathEasing(svgPathData: "M1,1 C0.58,1 0.42,0 0,0")
        for k in 0...64 {
            let u = Double(k) / 64
            #expect(abs(reversed.value(at: u) - CubicBezierEasing.easeInEaseOut.value(at: u)) <= 1e-12, "u = \(u)")
        }
        #expect(reversed.slope(at: 0) == 0 && reversed.slope(at: 1) == 0)
        // Any y at the ends: Compose returns 0 at u ≤ 0 and 1 at u ≥ 1, the path in between.
        let low = try PathEasing(svgPathData: "M0,0 L1,0.9")
        #expect(low.value(at: 0.5) == 0.45 && low.value(at: 1) == 1 && low.value(at: 0) == 0)
        let high = try PathEasing(svgPathData: "M0,0.5 L1,1")
        #expect(high.value(at: 0) == 0 && high.value(at: 0.5) == 0.75 && high.value(at: 1e-300) == 0.5)
        // x turning back: segments [0, 0.6], [0.4, 0.6], [0.4, 1] go into Compose's red–black
        // tree as root [0, 0.6], right [0.4, 0.6], then [0.4, 1] left of it, rebalanced to the
        // root with [0, 0.6] left and [0.4, 0.6] right. u = 0.5 meets the root first: the third
        // segment; u = 0.3 is outside the root and the right subtree: the first segment.
        let zigzag = try PathEasing(svgPathData: "M0,0 L0.6,0.5 L0.4,0.6 L1,1")
        for (u, y) in [
            (0.5, 0.6 + (0.5 - 0.4) / 0.6 * 0.4), (0.3, 0.3 / 0.6 * 0.5), (0.45, 0.6 + 0.05 / 0.6 * 0.4), (0.7, 1.0 - 0.3 / 0.6 * 0.4),
        ] {
            #expect(abs(zigzag.value(at: u) - y) <= 1e-15, "u = \(u): \(zigzag.value(at: u)) vs \(y)")
        }
    }

    @Test("Compose's interval tree: the first overlap its stack search meets, on inserted ranges")
    func intervalTree() {
        // Ascending, non-overlapping ranges: each query finds the one range holding it.
        var tree = ComposeIntervalTree()
        for i in 0..<64 { tree.insert(start: Double(i), end: Double(i) + 1, data: i) }
        for i in 0..<64 { #expect(tree.first(overlapping: Double(i) + 0.5) == i) }
        #expect(tree.first(overlapping: 64.5) == nil && tree.first(overlapping: -0.5) == nil)
        // Red–black: no red node has a red child, and the black height is the same everywhere.
        func blackHeight(_ i: Int) -> Int {
            guard i >= 0 else { return 1 }
            let n = tree.nodes[i]
            if n.red { #expect(!tree.isRed(n.left) && !tree.isRed(n.right)) }
            let l = blackHeight(n.left), r = blackHeight(n.right)
            #expect(l == r)
            return l + (n.red ? 0 : 1)
        }
        _ = blackHeight(tree.root)
        #expect(!tree.nodes[tree.root].red)
    }

    /// A cubic whose x turns back: the smallest root t of x(t) = u (found here by scanning and
    /// bisection on the Bernstein form, independently of the easing), y(t).
    @Test("a segment turning back in x: y at the smallest root, against an independent solve")
    func turningBack() throws {
        let (x1, y1, x2, y2) = (1.2, 0.0, -0.2, 1.0)
        let e = try PathEasing(svgPathData: "M0,0 C\(x1),\(y1) \(x2),\(y2) 1,1")
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
        func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
        for k in 1..<40 {
            let u = Double(k) / 40
            var lo = 0.0, hi = 0.0
            for j in 1...100_000 {
                let t = Double(j) / 100_000
                if bx(t) >= u { (lo, hi) = (Double(j - 1) / 100_000, t); break }
            }
            for _ in 0..<80 {
                let mid = (lo + hi) / 2
                if bx(mid) >= u { hi = mid } else { lo = mid }
            }
            #expect(abs(e.value(at: u) - by(hi)) <= 1e-12, "u = \(u)")
        }
    }

    @Test("Compose's rule refuses: no x = 0 or x = 1, a gap, Z, an arc")
    func composeRefusals() {
        for (text, message) in [
            ("M0.1,0 L1,1", "must reach x = 0 and x = 1"), ("M0,0 L0.5,0.5 M0.6,0.5 L1,1", "gap"),
            ("M0,0 C0.5,0 0.6,2 0.7,1 M0.8,1 L1,1", "gap"), ("M1,1 L0,0 Z", "closed"), ("M0,0 A1,1 0 0 0 1,1", "arc"),
        ] {
            let error = #expect(throws: EasingError.self) { try PathEasing(svgPathData: text) }
            #expect(error?.message.contains(message) == true, "\(text): \(String(describing: error))")
        }
    }

    /// One-sided limits at the ends, from the control points' lowest non-zero difference:
    /// first order (P₁ − P₀), second when P₁ = P₀, third when P₂ = P₁ = P₀; nil where a lower
    /// difference moves y but not x (a vertical tangent).
    @Test(
        "endpoint slopes: the one-sided limits, nil only at a vertical tangent",
        arguments: [
            ("M0,0 C0,0 0.5,1 1,1", 2.0 as Double?, 0.0 as Double?),  // P₁ = P₀: towards P₂
            ("M0,0 C0,0 0,0 1,1", 1, 1),  // cubic through (0,0) three times: towards P₃; at 1, towards P₂ = (0,0)
            ("M0,0 C0,0.5 0.5,1 1,1", nil, 0),  // vertical start
            ("M0,0 C0,0 0,0.5 1,1", nil, 0.5),  // P₁ = P₀, P₂ straight above: vertical
            ("M0,0 C0.3,0.2 1,1 1,1", 2.0 / 3, 0.8 / 0.7),  // P₂ = P₃: towards P₁ at the end
            ("M0,0 C0.3,0.2 1,0.5 1,1", 2.0 / 3, nil),  // vertical end
            ("M0,0 Q0,0 1,1", 1, 1),  // a quadratic with P₁ = P₀
            ("M0,0 Q0,1 1,1", nil, 0),
            ("M0,0 L0.5,0 L1,1", 0, 2),
            ("M0,0 V0.5 L1,1", 0.5, 0.5),  // a jump at 0: the limit from the right
        ])
    func endpointSlopes(text: String, start: Double?, end: Double?) throws {
        let e = try PathEasing(svgPathData: text)
        let s0 = e.slope(at: 0), s1 = e.slope(at: 1)
        if let start {
            #expect(s0 != nil && abs(s0! - start) <= 1e-15 * max(1, abs(start)), "\(text) at 0: \(String(describing: s0))")
        } else {
            #expect(s0 == nil, "\(text) at 0: \(String(describing: s0))")
        }
        if let end {
            #expect(s1 != nil && abs(s1! - end) <= 1e-15 * max(1, abs(end)), "\(text) at 1: \(String(describing: s1))")
        } else {
            #expect(s1 == nil, "\(text) at 1: \(String(describing: s1))")
        }
    }

    /// The limit is the limit: interior slopes at 1e-5 and 1e-9 from each end approach it
    /// (the gap shrinks at least fivefold: like u for a first-order end, like √u for a second-order one), on random cubics whose end control points coincide
    /// with the ends (the second-order case) or not.
    @Test("endpoint slopes are the limits of interior slopes (random paths, both ends)")
    func limits() async {
        await seededPropertyCheck(
            // x controls 0.05 away from the ends, so the limit's leading term dominates by
            // 1e-5 from the end (near-degenerate ends converge later, not differently).
            count: 300, input: Gen.int(in: 0...2), Gen.double(in: 0.05...0.95), Gen.double(in: -2...2), Gen.double(in: 0.05...0.95),
            Gen.double(in: -2...2)
        ) { kind, a, b, c, d in
            recordingErrors {
                var (x1, y1, x2, y2) = (a, b, c, d)
                if kind == 1 { (x1, y1) = (0, 0) }
                if kind == 2 { (x2, y2) = (1, 1) }
                let e = try PathEasing(svgPathData: "M0,0 C\(x1),\(y1) \(x2),\(y2) 1,1")
                for (end, near, far) in [(0.0, 1e-9, 1e-5), (1.0, 1 - 1e-9, 1 - 1e-5)] {
                    guard let limit = e.slope(at: end), let sn = e.slope(at: near), let sf = e.slope(at: far) else {
                        Issue.record("\(x1),\(y1) \(x2),\(y2) at \(end): no slope")
                        continue
                    }
                    #expect(
                        abs(sn - limit) <= 0.2 * abs(sf - limit) + 1e-6 * max(1, abs(limit)),
                        "\(x1),\(y1) \(x2),\(y2) at \(end): \(limit), \(sf) → \(sn)")
                }
            }
        }
    }
}
