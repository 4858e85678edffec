import ArgumentParser
import SpringSim

/// `--decay-rate R`: an exponential decay given by UIScrollView's deceleration rate, declared
/// once for the commands that take a decay as the motion (`export`, `metrics`).
struct DecayRateOption: ParsableArguments {
    @Option(name: .customLong("decay-rate"), help: Help.decayRate) var decayRate: Double?

    func validate() throws { try Domain.openUnitInterval.check(decayRate, "--decay-rate") }
}

/// `--scale S`: the shown units per unit of the motion's value, declared once for the commands
/// that report or export a motion in shown units (`export`, `metrics`).
struct ShownScaleOption: ParsableArguments {
    @Option(help: Help.scale) var scale: Double = 100

    func validate() throws {
        guard scale.isFinite, scale != 0 else { throw CLIError("--scale must be finite and not 0 (got \(scale))") }
    }
}
