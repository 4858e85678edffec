import ArgumentParser
import SpringSim

/// `springsim metrics [motion]`: overshoot, oscillations, reach times, peaks, jerk, frame-rate
/// sensitivity and a reduced-motion substitute of a spring or a decay.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Print a spring's or a decay's motion metrics as CSV (metric,value,unit).",
        discussion: """
            The motion is the spring flags with --from/--to/--velocity, or --decay-rate R --velocity V (value \
            units per second, from --from). Metrics (formulas in docs/EXPORTS.md): overshoot (fraction of travel \
            and px at --scale), visible oscillations (extrema farther than --visible px from the target), first \
            times at 90 %, 95 % and 99 % of the travel, the settling time (last time 0.001 of the travel away), \
            peak velocity and acceleration, RMS and peak jerk over the settling time, the 60 Hz vs 120 Hz \
            sample-and-hold difference in px, and the reduced-motion substitute: CSS ease-out over the duration \
            that reaches 95 % at the same time (also printed as a css line).
            Example:
              springsim metrics --damping 0.15 --velocity 1.4
            """
    )

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Animation") var animation: AnimationOptions

    @OptionGroup var decay: DecayRateOption
    var decayRate: Double? { decay.decayRate }

    @OptionGroup var shownScale: ShownScaleOption
    var scale: Double { shownScale.scale }

    @Option(help: Help.visible) var visible: Double = 0.5

    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        try Domain.nonNegative.check(visible, "--visible")
    }

    func run() throws {
        let metrics: MotionMetrics
        if let rate = decayRate {
            let others = SpringField.allCases.filter { $0.isNumeric && $0 != .velocity }
            guard others.allSatisfy({ spring.values.value($0) == nil }), spring.presetName == nil, !spring.origami else {
                throw CLIError("--decay-rate takes only --velocity (value units per second) and --from")
            }
            let v = spring.values.value(.velocity) ?? 0
            guard v != 0 else { throw CLIError("--decay-rate needs a --velocity other than 0") }
            let decay = try ExponentialDecay(uiScrollViewRate: rate, position: animation.from, velocity: v)
            metrics = MotionMetrics(decay: decay, scale: scale, visible: visible)
        } else {
            let resolved = try spring.resolve()
            let anim = try animation.animation(resolved.spring, flags: spring)
            guard anim.spring.dampingCoefficient > 0 else { throw CLIError("the spring never settles (damping ratio 0): its metrics are unbounded") }
            metrics = MotionMetrics(spring: anim, scale: scale, visible: visible)
        }
        var text = "metric,value,unit\n"
        for (name, value, unit) in metrics.rows {
            text += unit == "count" ? "\(name),\(Int(value)),\(unit)\n" : "\(name),\(value),\(unit)\n"
        }
        let e = MotionMetrics.reducedMotionEasing
        text += "reduced_motion_css,\"cubic-bezier(\(e.x1), \(e.y1), \(e.x2), \(e.y2)) \(metrics.reducedMotionDuration)s\",css\n"
        try output.write(text)
    }
}
