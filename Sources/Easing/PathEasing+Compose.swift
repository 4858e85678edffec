import Curves
import NumericsCore
import RealModule

extension PathEasing {
    /// One drawn segment of a path under Compose's rule: its control points, the x-range it
    /// spans over t ∈ [0, 1] (Compose's `computeHorizontalBounds`), and the parameters where x
    /// turns (roots of x′ in (0, 1)), which split it into pieces monotone in x.
    struct ComposeSegment: Hashable, Sendable {
        var points: [Point]
        var piece: Piece
        var minX: Double, maxX: Double
        var turns: [Double]
    }

    /// Builds Compose's segments of `path` and checks Compose's rule (see the type's
    /// documentation); throws naming the part of the rule broken.
    static func composeSegments(_ path: Path) throws(EasingError) -> (segments: [ComposeSegment], tree: ComposeIntervalTree) {
        var segments: [ComposeSegment] = []
        var tree = ComposeIntervalTree()
        for sp in path.subpaths {
            guard !sp.isClosed else { throw EasingError("path() must not be closed (Compose refuses close(): Z draws back to the start)") }
            for segment in sp.segments {
                let p = try controlPoints(segment)
                let piece = coefficients(p)
                let turns = xTurns(piece)
                var lo = min(p[0].x, p[p.count - 1].x), hi = max(p[0].x, p[p.count - 1].x)
                for t in turns {
                    let x = piece.startX + ((piece.ax.x * t + piece.bx.x) * t + piece.cx.x) * t
                    lo = min(lo, x)
                    hi = max(hi, x)
                }
                tree.insert(start: lo, end: hi, data: segments.count)
                segments.append(ComposeSegment(points: p, piece: piece, minX: lo, maxX: hi, turns: turns))
            }
        }
        guard !segments.isEmpty else { throw EasingError("path() draws nothing from x = 0 to x = 1") }
        guard tree.first(overlapping: 0) != nil, tree.first(overlapping: 1) != nil else {
            throw EasingError("path() must reach x = 0 and x = 1 (Compose: \"the easing path must start at 0.0f and end at 1.0f\")")
        }
        // Every x in [0, 1] must lie on the path: Compose throws at the first such input
        // ("make sure it is continuous on the x axis"); here the path is refused at once.
        var reach = 0.0
        for s in segments.sorted(by: { $0.minX < $1.minX }) where s.minX <= reach {
            reach = max(reach, s.maxX)
        }
        if reach < 1 {
            let next = segments.map(\.minX).filter { $0 > reach }.min() ?? 1
            throw EasingError("path() has a gap in x: no segment covers x in (\(reach), \(min(next, 1)))")
        }
        return (segments, tree)
    }

    /// The roots of x′(t) in (0, 1), ascending: where x turns back along a Bézier.
    static func xTurns(_ piece: Piece) -> [Double] {
        let a = piece.dxA, b = piece.dxB, c = piece.dxC
        var roots: [Double] = []
        if a == 0 {
            if b != 0 { roots = [-c / b] }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                // The stable pair: q = −(b + sign(b)·√disc)/2, roots q/a and c/q.
                let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
                roots = [q / a] + (q != 0 ? [c / q] : [])
            }
        }
        return Array(Set(roots.filter { $0 > 0 && $0 < 1 })).sorted()
    }

    /// The smallest t ∈ [0, 1] with x(t) = u on the segment (u within its x-range): the first
    /// monotone stretch between turns whose ends bracket u, solved by Brent on the
    /// double-double residual. A vertical segment (x constant) answers t = 0.
    static func firstRoot(_ s: ComposeSegment, _ u: Double) -> Double {
        let piece = s.piece
        if piece.degree == 1 {
            let dx = piece.endX - piece.startX
            return dx == 0 ? 0 : min(max((u - piece.startX) / dx, 0), 1)
        }
        let f = PathEasing.xResidual(piece, u)
        var a = 0.0
        var closest = (t: 0.0, gap: Double.infinity)
        for b in s.turns + [1.0] {
            let fa = f(a), fb = f(b)
            if fa == 0 { return a }
            if fb == 0 { return b }
            if (fa < 0) != (fb < 0) { return BracketedRoot.solve(in: a, b, f).root }
            if abs(fa) < closest.gap { closest = (a, abs(fa)) }
            if abs(fb) < closest.gap { closest = (b, abs(fb)) }
            a = b
        }
        // u on the range's edge, touched only to rounding at a turn: the nearest point.
        return closest.t
    }

    /// dy/dx at parameter t of a segment: y′/x′ where x′ ≠ 0, at an end of the segment the
    /// one-sided limit (``endpointSlope(_:atStart:)``), nil at an interior vertical tangent.
    static func slope(_ s: ComposeSegment, at t: Double) -> Double? {
        let piece = s.piece
        if piece.degree == 1 {
            return piece.endX == piece.startX ? nil : (piece.endY - piece.startY) / (piece.endX - piece.startX)
        }
        let dx = (piece.dxA * t + piece.dxB) * t + piece.dxC
        if dx != 0 { return ((3 * piece.ay * t + 2 * piece.by) * t + piece.cy) / dx }
        if t == 0 || t == 1 { return endpointSlope(s.points, atStart: t == 0) }
        return nil
    }

    /// Compose's e(u) for u ∈ (0, 1): the segment Compose's interval tree finds first, its first
    /// root, the y there.
    func composeValue(_ u: Double, _ compose: ComposeLookup) -> Double {
        let s = compose.segments[compose.tree.first(overlapping: u) ?? 0]
        let t = Self.firstRoot(s, u)
        if t == 0 { return s.points[0].y }
        if t == 1 { return s.points[s.points.count - 1].y }
        return Self.y(s.piece, t)
    }

    func composeSlope(_ u: Double, _ compose: ComposeLookup) -> Double? {
        let s = compose.segments[compose.tree.first(overlapping: u) ?? 0]
        // A flat slope reads +0, not −0 (a segment drawn right to left divides by a negative x′).
        return Self.slope(s, at: Self.firstRoot(s, u)).map { $0 == 0 ? 0 : $0 }
    }
}

/// What a path accepted only under Compose's rule evaluates with.
struct ComposeLookup: Hashable, Sendable {
    var segments: [PathEasing.ComposeSegment]
    var tree: ComposeIntervalTree
}

/// Compose's `IntervalTree` (androidx.compose.ui.graphics), reproduced for the one thing
/// `PathEasing` asks of it: which segment's x-range it finds *first* for an input. A red–black
/// tree keyed by the interval's start (ties to the left), each node caching its subtree's
/// min and max, searched depth-first with a stack that is pushed left then right (so the right
/// child is visited first). The empty child's min/max are Float's largest and smallest
/// positive values, as in Compose. Compose stores Float bounds; here they are Doubles, so the
/// choice can differ only where two ranges meet within a Float's rounding.
struct ComposeIntervalTree: Hashable, Sendable {
    struct Node: Hashable, Sendable {
        var start: Double, end: Double, min: Double, max: Double
        var left = -1, right = -1, parent = -1
        var red = true
        var data: Int
    }
    static let emptyMin = Double(Float.greatestFiniteMagnitude)
    static let emptyMax = Double(Float.leastNonzeroMagnitude)
    var nodes: [Node] = []
    var root = -1

    func minOf(_ i: Int) -> Double { i < 0 ? Self.emptyMin : nodes[i].min }
    func maxOf(_ i: Int) -> Double { i < 0 ? Self.emptyMax : nodes[i].max }
    func isRed(_ i: Int) -> Bool { i >= 0 && nodes[i].red }

    mutating func insert(start: Double, end: Double, data: Int) {
        let n = nodes.count
        nodes.append(Node(start: start, end: end, min: start, max: end, data: data))
        var current = root, parent = -1
        while current >= 0 {
            parent = current
            current = start <= nodes[current].start ? nodes[current].left : nodes[current].right
        }
        nodes[n].parent = parent
        if parent < 0 {
            root = n
        } else if start <= nodes[parent].start {
            nodes[parent].left = n
        } else {
            nodes[parent].right = n
        }
        update(n)
        rebalance(n)
    }

    private mutating func update(_ i: Int) {
        var c = i
        while c >= 0 {
            let l = nodes[c].left, r = nodes[c].right
            nodes[c].min = Swift.min(nodes[c].start, Swift.min(minOf(l), minOf(r)))
            nodes[c].max = Swift.max(nodes[c].end, Swift.max(maxOf(l), maxOf(r)))
            c = nodes[c].parent
        }
    }

    /// The red-black fix-up after inserting `target` (CLRS's RB-INSERT-FIXUP), its two mirror
    /// cases as one: `near` is the side of the grandparent the parent hangs on, `far` the other.
    private mutating func rebalance(_ target: Int) {
        var node = target
        while node != root && isRed(nodes[node].parent) {
            let parent = nodes[node].parent, ancestor = nodes[parent].parent
            let (near, far) = parent == nodes[ancestor].left ? (\Node.left, \Node.right) : (\Node.right, \Node.left)
            let uncle = nodes[ancestor][keyPath: far]
            if isRed(uncle) {
                nodes[uncle].red = false
                nodes[parent].red = false
                nodes[ancestor].red = true
                node = ancestor
            } else {
                if node == nodes[parent][keyPath: far] {
                    node = parent
                    rotate(node, down: near, up: far)
                }
                let p = nodes[node].parent, a = nodes[p].parent
                nodes[p].red = false
                nodes[a].red = true
                rotate(a, down: far, up: near)
            }
        }
        nodes[root].red = false
    }

    /// A rotation, both mirror images in one: `node` moves down to its `down` side and its `up`
    /// child takes its place, the child's `down` subtree becoming `node`'s `up` subtree (a left
    /// rotation is down = left, up = right). In-order sequence kept; O(1).
    private mutating func rotate(_ node: Int, down: WritableKeyPath<Node, Int>, up: WritableKeyPath<Node, Int>) {
        let child = nodes[node][keyPath: up]
        let inner = nodes[child][keyPath: down]
        nodes[node][keyPath: up] = inner
        if inner >= 0 { nodes[inner].parent = node }
        nodes[child].parent = nodes[node].parent
        let p = nodes[node].parent
        if p < 0 {
            root = child
        } else if nodes[p][keyPath: down] == node {
            nodes[p][keyPath: down] = child
        } else {
            nodes[p][keyPath: up] = child
        }
        nodes[child][keyPath: down] = node
        nodes[node].parent = child
        update(node)
    }

    /// The data of the first interval [start, end] ∋ x met by Compose's stack search, nil if none.
    func first(overlapping x: Double) -> Int? {
        guard root >= 0 else { return nil }
        var stack = [root]
        while let i = stack.popLast() {
            let n = nodes[i]
            if n.start <= x && n.end >= x { return n.data }
            if n.left >= 0 && nodes[n.left].max >= x { stack.append(n.left) }
            if n.right >= 0 && nodes[n.right].min <= x { stack.append(n.right) }
        }
        return nil
    }
}
