import ArgumentParser
import SpringSim

/// `springsim convert`: one spring in every platform's parameters, and as code.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print a spring in every platform's parameterisation and as ready-to-paste code.",
        discussion:
            "UIKit's duration equation can have several roots for --velocity > 0; all are listed, and the one SpringSim uses (the largest) is marked."
    )

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Output") var output: OutputOptions

    @Flag(help: Help.json) var json = false

    @OptionGroup var digits: ExactDigitsFlag
    var exact: Bool { digits.exact }

    func run() throws {
        let resolved = try spring.resolve()
        let c = ConversionReport(resolved, initialVelocity: spring.velocity)
        try output.write(json ? c.json.rendered() + "\n" : c.text(exact: exact))
    }
}

/// `--exact`: the conversion's numbers with all their digits, declared once for `convert` and
/// `fit spring` (whose text ends with the same conversion).
struct ExactDigitsFlag: ParsableArguments {
    @Flag(help: Help.exact) var exact = false
}

/// The report as JSON and as text (formatting only: every number comes from the report).
extension ConversionReport {
    private var s: Spring { spring }
    private var velocity: Double { initialVelocity }

    var json: JSON {
        var pairs: [(String, JSON)] = [
            ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("dampingCoefficient", .number(s.dampingCoefficient)),
            ("dampingRatio", .number(s.dampingRatio)), ("naturalFrequency", .number(s.naturalFrequency)),
            ("dampedFrequency", .number(s.dampedFrequency)), ("response", .number(s.response)), ("bounce", .number(s.bounce)),
            ("regime", .string(regime)), ("source", .string(family)),
            ("composeStiffness", .number(s.composeStiffness)),
            ("origamiTension", .number(s.origamiTension)), ("origamiFriction", .number(s.origamiFriction)),
        ]
        if let bs = s.bouncinessAndSpeed {
            pairs.append(("popBounciness", .number(bs.bounciness)))
            pairs.append(("popSpeed", .number(bs.speed)))
        }
        pairs.append(("framerVisualDuration", .number(framerVisualDuration)))
        var uikit: [(String, JSON)] = [
            ("dampingRatio", .num(uiKitDampingRatio)), ("duration", .num(uiKitDuration)),
            ("initialVelocity", .number(velocity)),
        ]
        if let ui = uiKit {
            uikit = [
                ("dampingRatio", .number(ui.dampingRatio)), ("duration", .number(ui.duration)),
                ("initialVelocity", .number(ui.initialVelocity)),
                ("roots", .array((uiKitRoots ?? []).map { .number($0) })), ("chosenRoot", .num(ui.naturalFrequency)),
                ("rule", .string("largest root")),
            ]
        }
        pairs.append(("uiKit", .object(uikit)))
        return .object(pairs)
    }

    /// The report as text. Numbers print as the shortest decimal within 1e-12 relative
    /// (``ShortestDecimal``), a normalised quantity (bounce, initial velocity) as 0 when it is
    /// within 1e-12 of 0; `exact` prints every double's shortest round-trip digits instead.
    func text(exact: Bool) -> String {
        // A conversion beyond the double range (k/m of a 1e-300 mass) is said, never printed as inf.
        func f(_ x: Double, scale: Double? = nil) -> String {
            guard x.isFinite else { return "(not representable: beyond ±1.8e308)" }
            return exact ? x.description : ShortestDecimal.format(x, scale: scale)
        }
        /// A normalised quantity: rounding noise below 1e-12 prints 0.
        func n(_ x: Double) -> String { f(x, scale: 1) }
        var lines: [String] = []
        lines.append("source            \(family)")
        lines.append("physical          mass \(f(s.mass)), stiffness \(f(s.stiffness)), damping coefficient \(f(s.dampingCoefficient))")
        lines.append(
            "derived           damping ratio ζ \(f(s.dampingRatio)) (\(regime)), natural frequency ω₀ \(f(s.naturalFrequency)) rad/s, damped ω_d \(f(s.dampedFrequency)) rad/s"
        )
        lines.append(
            "SwiftUI           response \(f(s.response)) s, dampingRatio \(f(s.dampingRatio)); duration \(f(s.response)) s, bounce \(n(s.bounce))"
        )
        if let ui = uiKit {
            let roots = uiKitRoots ?? []
            let listed = roots.map { $0 == roots.last ? "\(f($0)) (used: largest)" : f($0) }.joined(separator: ", ")
            lines.append(
                "UIKit             usingSpringWithDamping \(f(ui.dampingRatio)), duration \(f(ui.duration)) s, initialSpringVelocity \(n(ui.initialVelocity))"
            )
            lines.append("UIKit ω₀ roots    \(listed)")
        } else if let d = uiKitDuration {
            lines.append(
                "UIKit             usingSpringWithDamping \(f(s.dampingRatio)), duration \(f(d)) s, initialSpringVelocity \(n(velocity))")
        } else {
            lines.append("UIKit             not representable (UIKit caps the damping ratio at 1 and needs ζ > 0)")
        }
        lines.append("Compose           stiffness \(f(s.composeStiffness)), dampingRatio \(f(s.dampingRatio))")
        lines.append(
            "Flutter           SpringDescription(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.dampingCoefficient))); bounce \(n(s.bounce))"
        )
        lines.append(
            "pop/rebound       tension \(f(popTension)), friction \(f(popFriction)); Origami tension \(f(s.origamiTension)), friction \(f(s.origamiFriction))"
                + (s.bouncinessAndSpeed.map { "; bounciness \(f($0.bounciness)), speed \(f($0.speed))" } ?? ""))
        lines.append(
            "react-spring      tension \(f(s.stiffness)), friction \(f(s.dampingCoefficient)), mass \(f(s.mass)); frequency \(f(s.response)), damping \(f(s.dampingRatio))"
        )
        lines.append(
            "Framer Motion     stiffness \(f(s.stiffness)), damping \(f(s.dampingCoefficient)), mass \(f(s.mass)); visualDuration \(f(framerVisualDuration)) s, bounce \(n(framerBounce))"
        )
        lines.append("")
        lines.append("// SwiftUI")
        lines.append(
            "Spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.dampingCoefficient)), allowOverDamping: \(allowsOverDamping))"
        )
        if let ui = uiKit {
            lines.append("// UIKit")
            lines.append(
                "UIView.animate(withDuration: \(f(ui.duration)), delay: 0, usingSpringWithDamping: \(f(ui.dampingRatio)), initialSpringVelocity: \(n(ui.initialVelocity)), options: [], animations: { /* … */ })"
            )
        } else if let d = uiKitDuration {
            lines.append("// UIKit")
            lines.append(
                "UIView.animate(withDuration: \(f(d)), delay: 0, usingSpringWithDamping: \(f(s.dampingRatio)), initialSpringVelocity: \(n(velocity)), options: [], animations: { /* … */ })"
            )
        }
        lines.append("// Core Animation")
        lines.append(
            "let spring = CASpringAnimation(keyPath: \"position.y\"); spring.mass = \(f(s.mass)); spring.stiffness = \(f(s.stiffness)); spring.damping = \(f(s.dampingCoefficient)); spring.initialVelocity = \(n(velocity)); spring.duration = spring.settlingDuration"
        )
        if composeRepresentable {
            lines.append("// Jetpack Compose (mass 1)")
            lines.append("spring<Float>(dampingRatio = \(f(s.dampingRatio))f, stiffness = \(f(s.composeStiffness))f)")
        }
        lines.append("// Flutter")
        lines.append("SpringDescription(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.dampingCoefficient)))")
        return lines.joined(separator: "\n") + "\n"
    }
}
