import ArgumentParser
import SpringSim

/// `springsim settle`: SpringSim's exact settling duration beside the platforms' estimates.
struct SettleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settle",
        abstract: "Print the settling duration: SpringSim's exact one and the Core Animation, Compose and SwiftUI estimates.",
        discussion: """
            exact: the last time |value − to| ≥ ε·|to − from| (and |velocity| ≥ velocity-epsilon·|to − from|/s if \
            given), the root of the closed form to a few ulps. The estimates use the same ε as a fraction of the \
            distance: coreAnimation is CASpringAnimation.settlingDuration-compatible (reproduces Apple's documented \
            2.85 s / "just over 1 s"), compose is SpringEstimation.kt (whole ms), swiftUI is Spring.settlingDuration.
            """
    )

    @OptionGroup(title: "Spring") var spring: SpringFlags
    @OptionGroup(title: "Animation") var animation: AnimationOptions
    @OptionGroup(title: "Settling") var tolerance: ToleranceOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    @Flag(help: Help.json) var json = false

    func run() throws {
        let resolved = try spring.resolve()
        let anim = try animation.animation(resolved.spring, flags: spring)
        let settling = try tolerance.tolerance()
        let (eps, velocityEps) = (settling.epsilon, settling.velocityEpsilon)
        let r = SettlingReport(animation: anim, family: resolved.family, epsilon: eps, velocityEpsilon: velocityEps)
        if json {
            let object = JSON.object([
                ("exact", .num(r.exact)), ("coreAnimation", .num(r.coreAnimation)), ("compose", .num(r.compose)),
                ("swiftUI", .num(r.swiftUI)), ("epsilon", .number(r.epsilon)), ("velocityEpsilon", .num(r.velocityEpsilon)),
                ("spring", .string(r.family)),
            ])
            try output.write(object.rendered() + "\n")
            return
        }
        func fmt(_ t: Double) -> String { t.isFinite ? "\(t) s" : "never" }
        let text = """
            spring         \(r.family)
            epsilon        \(r.epsilon) of |to − from|\(r.velocityEpsilon.map { ", velocity \($0) of |to − from|/s" } ?? "")
            exact          \(fmt(r.exact))   (last time |value − to| ≥ ε·|to − from|)
            coreAnimation  \(fmt(r.coreAnimation))   (CASpringAnimation.settlingDuration-compatible envelope)
            compose        \(fmt(r.compose))   (Compose SpringEstimation, whole milliseconds)
            swiftUI        \(fmt(r.swiftUI))   (SwiftUI Spring.settlingDuration)

            """
        try output.write(text)
    }
}
