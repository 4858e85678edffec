import ArgumentParser
import SpringSim

/// `--decay-rate R`: an exponential decay given by UIScrollView's deceleration rate, declared
/// once for the commands that take a decay as the motion (`export`, `metrics`).
struct DecayRateOption: ParsableArguments {
    @Option(
        name: .customLong("decay-rate"),
        help: ArgumentHelp(
            "An exponential decay: UIScrollView's deceleration rate per millisecond, in (0, 1) (0.998 normal).", valueName: "r"))
    var decayRate: Double?

    func validate() throws { try Domain.openUnitInterval.check(decayRate, "--decay-rate") }
}

/// `--scale S`: the shown units per unit of the motion's value, declared once for the commands
/// that report or export a motion in shown units (`export`, `metrics`).
struct ShownScaleOption: ParsableArguments {
    @Option(help: ArgumentHelp("Units shown per unit of value (px, degrees, percent), finite, not 0.", valueName: "s"))
    var scale: Double = 100

    func validate() throws {
        guard scale.isFinite, scale != 0 else { throw CLIError("--scale must be finite and not 0 (got \(scale))") }
    }
}
