import Easing

/// One bar's presentation state at an instant: its layer transform and where its top and
/// knob are on screen (pt, y down).
public struct BarState: Sendable, Hashable {
    /// Whether the layer is shown: false before its step fires (the seed keeps every bar
    /// `hidden = YES` until `animateLayer:` runs).
    public var visible: Bool
    /// `transform.scale.y` in effect (the model value 1 when no animation applies).
    public var scaleY: Double
    /// `transform.translation.y` in effect (pt; the model value 0 when none applies).
    public var translationY: Double
    /// Screen y of the bar rectangle's top edge: s·(H − h) + t.
    public var barTopY: Double
    /// Screen y of the knob's centre (the same point as the bar's top).
    public var knobY: Double
    /// Screen y of the knob's highest point: knobY − r·s (the circle is squashed to an
    /// ellipse of vertical radius r·s).
    public var knobTopY: Double
    /// Screen y of the baseline under the transform: s·H + t (= H throughout the animation).
    public var baseY: Double
}

extension BarChart {
    /// The step that animates bar i: step k animates bar n − 1 − k ("`_barLayerArray[9 - i]`"),
    /// so the rightmost bar goes first.
    public func step(ofBar i: Int) -> Int { count - 1 - i }

    /// When bar i's group begins (s): stagger × its step ("`afterDelay:i * 0.1`"). The
    /// seed's `performSelector:afterDelay:` fires on a later run-loop pass; the model takes
    /// the nominal time.
    public func startTime(ofBar i: Int) -> Double { configuration.stagger * Double(step(ofBar: i)) }

    /// When the last group ends (s): stagger·(n − 1) + duration.
    public var totalDuration: Double { configuration.stagger * Double(count - 1) + configuration.duration }

    /// The group's timing for bar i: begins at ``startTime(ofBar:)``, lasts `duration`, fill
    /// mode `removed` and removed on completion (the seed sets neither).
    public func groupTiming(ofBar i: Int) -> MediaTiming {
        MediaTiming(beginTime: startTime(ofBar: i), duration: configuration.duration, fillMode: .removed)
    }

    /// Bar i at time t (s).
    ///
    /// Core Animation semantics, step by step:
    /// 1. The group's local time is t − begin (`MediaTiming`); before the group begins the
    ///    layer is still hidden; after it ends the group is removed and the model values
    ///    (identity transform) show — the full bar, with no jump since the animation ends there.
    /// 2. Each child runs in the group's local time with its own duration (the group's unless
    ///    ``BarChartConfiguration/childDuration`` says otherwise) and no timing function, which
    ///    Core Animation paces linearly: u = local / duration, so scale.y = u and
    ///    translation.y = H·(1 − u) written as H + (0 − H)·u, as `CABasicAnimation` interpolates
    ///    fromValue → toValue.
    /// 3. Key-path components compose as translation · scale (the scale acts in the layer's
    ///    space, the translation after it), and the layer's anchor point is the chart's origin
    ///    (zero bounds at position (0, 0)), so a path point (x, y) appears at (x, s·y + t).
    ///    The baseline y = H therefore stays at s·H + H(1 − s) = H while the bar grows from it,
    ///    which is the effect the seed describes.
    ///
    /// Error bound: u is one rounding of (t − begin)/d; every y is ≤ 3 further roundings,
    /// within 4 ulp of H of the exact value for the same t.
    public func state(ofBar i: Int, at t: Double) -> BarState {
        let group = groupTiming(ofBar: i)
        let visible = t >= group.beginTime
        var s = 1.0, ty = 0.0
        if let local = group.localTime(at: t) {
            let child = MediaTiming(duration: configuration.resolvedChildDuration, fillMode: .removed)
            if let childLocal = child.localTime(at: local) {
                let u = childLocal / child.simpleDuration
                s = 0 + (1 - 0) * u
                ty = configuration.height + (0 - configuration.height) * u
            }
        }
        let top = s * topY(ofBar: i) + ty
        return BarState(
            visible: visible, scaleY: s, translationY: ty, barTopY: top, knobY: top,
            knobTopY: top - configuration.resolvedKnobRadius * s, baseY: s * baselineY + ty)
    }
}
