import Easing

/// One drawn pie slice at one instant.
public struct PieSliceState: Sendable, Hashable {
    /// Stable identity: the initial slices are 0…n−1, inserted ones get n, n+1, … in the order
    /// the inserts apply.
    public var id: Int
    /// The slice's data index, or nil while it is shrinking away after a delete.
    public var index: Int?
    /// Its (target) data value.
    public var value: Double
    /// Start and end angle, radians from +x, clockwise on screen; the pie starts at −π/2.
    public var start: Double, end: Double
    /// Opacity (a delete of the last slice fades it out instead of shrinking it).
    public var opacity: Double
}

/// Animated insert, delete and update of pie slices by interpolating angles, never paths
/// (seed 002's technique), with edits that may start while others are still running.
///
/// Implementation goals, in order: slices never overlap and never have negative width, at any
/// instant, exactly (not merely within a tolerance); a new edit starts from exactly what is on
/// screen; at rest the slices tile [−π/2, 3π/2] exactly.
///
/// The model. The drawn slices form one ordered list, and slice `k` spans `[B_k, B_{k+1}]` for
/// one shared array of boundaries `B_0 ≤ … ≤ B_n` — so each slice's end *is* the next one's
/// start. An edit at time `t_e`:
/// 1. reads the boundaries on screen at `t_e` (mid-animation or not);
/// 2. changes the list: an insert adds a zero-width slice at the boundary where it goes; a
///    delete marks its slice *removing* (it stays in the list with target width 0, so it
///    shrinks to nothing at the boundary between its neighbours, and leaves the list when the
///    animation that shrinks it ends); an update changes a value;
/// 3. lays out the target boundaries from the values (removing slices weigh 0, see
///    ``PieAngles/boundaries(_:)``) and animates every boundary from (1) to (3) over `duration`
///    with the easing (Core Animation's default, as the seed): `B_k(t) = (1 − w)·from_k + w·to_k`,
///    `w = easing((t − t_e)/duration)` ∈ [0, 1].
/// Because `fl((1 − w)·a + w·b)` is monotone in `a` and in `b` for fixed `w ∈ [0, 1]` (products
/// by non-negative numbers and sums round monotonically), ordered `from` and `to` give ordered
/// boundaries at every frame in floating point too. If a delete leaves no slice at all, the
/// remaining slices fade out (opacity 1 → 0) in place, as the seed's last slice does.
///
/// What goes wrong in the seed (BTSPieView), and why not here: the seed keeps one layer per
/// slice and addresses layers by their position among the view's sublayers, while a deleted
/// slice's layer stays among them (pushed to the back, covered by its growing neighbours)
/// until the Core Animation transaction's completion block removes it. A second delete
/// during that time (a) maps data indices to layers skipping only the slice it deletes, so
/// every layer after the still-present first one takes its neighbour's angles, and the first
/// deleted layer gets a live slice's angles and reappears; (b) decides insert/update/delete by
/// comparing the data count with the *layer* count, which still counts the dying layer; and
/// (c) derives the removed index from the selection, which indexes data, not layers. Its
/// adjacent slices also grow *over* the removed one (overlapping it) rather than taking its
/// place. Here removing slices stay in the one ordered list with zero target width, edits
/// index live data only, and every edit retargets all boundaries from the values on screen,
/// so a second (or tenth) overlapping edit is as well-defined as the first.
/// (Like Core Animation's basic animations, a retarget restarts the easing: the angles are
/// continuous across a retarget, their rates are not.)
public struct PieTransitions: Sendable, Hashable {
    /// One slice in an epoch's list.
    struct Item: Sendable, Hashable {
        var id: Int
        var value: Double
        var removing = false
        var fading = false
    }

    /// The animation begun by one edit (or the initial state, at 0).
    struct Epoch: Sendable, Hashable {
        var start: Double
        var items: [Item]
        var from: [Double], to: [Double]
        var opacityFrom: [Double], opacityTo: [Double]
    }

    let epochs: [Epoch]
    /// Seconds each edit animates.
    public let duration: Double
    /// The easing of every edit.
    public let easing: CubicBezierEasing

    /// The slices of `values` at rest, then `edits` (each `(time, operation)`, in the order
    /// they apply: non-decreasing times).
    /// - Precondition: values finite and > 0; duration > 0; the easing's outputs in [0, 1]
    ///   (`y1, y2 ∈ [0, 1]`); edit times non-decreasing and ≥ 0; indices in range at each
    ///   edit (``PieEditConfiguration/problem()`` checks all of this for untrusted input).
    public init(values: [Double], edits: [(time: Double, operation: PieEdit.Operation)], duration: Double, easing: CubicBezierEasing) {
        precondition(!values.isEmpty && values.allSatisfy { $0.isFinite && $0 > 0 }, "PieTransitions: values must be finite and > 0")
        precondition(duration.isFinite && duration > 0, "PieTransitions: duration must be finite and > 0")
        precondition((0...1).contains(easing.y1) && (0...1).contains(easing.y2), "PieTransitions: the easing must stay in [0, 1]")
        self.duration = duration
        self.easing = easing
        let items = values.enumerated().map { Item(id: $0.offset, value: $0.element) }
        let b = PieAngles.boundaries(values)
        var epochs = [Epoch(start: 0, items: items, from: b, to: b, opacityFrom: items.map { _ in 1 }, opacityTo: items.map { _ in 1 })]
        var nextID = values.count
        for (t, op) in edits {
            precondition(t.isFinite && t >= epochs[epochs.count - 1].start, "PieTransitions: edit times must be finite and non-decreasing")
            var (items, bounds, opacity) = Self.state(of: epochs[epochs.count - 1], at: t, duration: duration, easing: easing)
            let live = items.indices.filter { !items[$0].removing }
            switch op {
            case .insert(let i, let v):
                precondition(i >= 0 && i <= live.count, "PieTransitions: insert index \(i) out of range")
                let p = i < live.count ? live[i] : items.count
                items.insert(Item(id: nextID, value: v), at: p)
                bounds.insert(bounds[p], at: p)
                opacity.insert(1, at: p)
                nextID += 1
            case .delete(let i):
                precondition(i >= 0 && i < live.count, "PieTransitions: delete index \(i) out of range")
                items[live[i]].removing = true
            case .update(let i, let v):
                precondition(i >= 0 && i < live.count, "PieTransitions: update index \(i) out of range")
                items[live[i]].value = v
            }
            let weights = items.map { $0.removing ? 0 : $0.value }
            let target: [Double]
            if weights.contains(where: { $0 > 0 }) {
                target = PieAngles.boundaries(weights)
            } else {
                // Nothing left: everything fades out where it is.
                target = bounds
                for k in items.indices { items[k].fading = true }
            }
            epochs.append(
                Epoch(start: t, items: items, from: bounds, to: target, opacityFrom: opacity, opacityTo: items.map { $0.fading ? 0 : 1 }))
        }
        self.epochs = epochs
    }

    /// When the last edit's animation ends (0 without edits).
    public var endTime: Double { epochs.count > 1 ? epochs[epochs.count - 1].start + duration : 0 }

    /// The drawn slices at `time`, in drawing order (clockwise from 12 o'clock).
    ///
    /// Error bound: each angle is `(1 − w)·from + w·to` with two roundings beyond the easing's own
    /// (whose error is documented by `CubicBezierEasing`); at rest it is exactly the target
    /// layout. Ordering is exact (see the type's discussion).
    public func slices(at time: Double) -> [PieSliceState] {
        let epoch = epochs.last { $0.start <= time } ?? epochs[0]
        let (items, b, opacity) = Self.state(of: epoch, at: time, duration: duration, easing: easing)
        var index = 0
        return items.indices.map { k in
            let it = items[k]
            defer { if !it.removing { index += 1 } }
            return PieSliceState(
                id: it.id, index: it.removing ? nil : index, value: it.value, start: b[k], end: b[k + 1], opacity: opacity[k])
        }
    }

    /// Whether an edit's animation is running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        guard let k = epochs.lastIndex(where: { $0.start <= time }), k > 0 else { return false }
        return time < epochs[k].start + duration
    }

    /// The list, boundaries and opacities of `epoch` at `time` (≥ its start): interpolated
    /// while it runs; at rest the targets, with removing slices gone.
    static func state(of epoch: Epoch, at time: Double, duration: Double, easing: CubicBezierEasing) -> ([Item], [Double], [Double]) {
        if time >= epoch.start + duration
            || epoch.from == epoch.to && epoch.opacityFrom == epoch.opacityTo && !epoch.items.contains(where: \.removing)
        {
            var items: [Item] = [], b = [epoch.to[0]], o: [Double] = []
            for (k, it) in epoch.items.enumerated() where !it.removing {
                items.append(it)
                b.append(epoch.to[k + 1])
                o.append(epoch.opacityTo[k])
            }
            return (items, b, o)
        }
        let u = (time - epoch.start) / duration
        let w = min(1, max(0, easing.value(at: u)))
        let v = 1 - w
        return (
            epoch.items, zip(epoch.from, epoch.to).map { v * $0 + w * $1 }, zip(epoch.opacityFrom, epoch.opacityTo).map { v * $0 + w * $1 }
        )
    }
}
