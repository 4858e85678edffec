import ArgumentParser
import SpringSim

/// `springsim ease`: sample or export an easing curve.
struct EaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ease",
        abstract: "Sample an easing curve as CSV (input,output,slope), or export it as CSS linear() or Core Animation keyframes.",
        discussion: """
            EASING is any of: CSS keywords (linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end), \
            Core Animation names (easeIn, easeOut, easeInEaseOut, default), Penner names (easeInSine … easeInOutBounce), \
            cubic-bezier(x1, y1, x2, y2), steps(n[, jump-start|jump-end|jump-none|jump-both|start|end]), \
            linear(0, 0.25 75%, 1), spring(damping=0.15, velocity=1.4) with the spring command's parameter names \
            (plus epsilon=E), path(SVG path data) — y at x on a path from (0,0) to (1,1) along which x never \
            decreases, without gaps in x (vertical jumps are fine), arcs or Z (Compose PathEasing, Android \
            PathInterpolator) — \
            or React Native's react-native-elastic(b) (default 1), react-native-back(s) (default 1.70158), \
            react-native-bounce, react-native-poly(n) (n > 0) and react-native-bezier(x1, y1, x2, y2). \
            The slope column is empty where the slope is not defined (jumps, vertical tangents). \
            Examples:
              springsim ease 'cubic-bezier(0.42, 0, 0.58, 1)' --samples 11
              springsim ease 'path(M0,0 C0.3,0 0.2,0.8 0.5,0.8 L1,1)' --samples 5
              springsim ease 'react-native-elastic(2)' --at 0.25,0.5
              springsim ease 'spring(damping=0.15, velocity=1.4)' --export css-linear
            """
    )

    @Argument(help: Help.easing) var easing: String

    @Option(help: Help.samples) var samples: Int?

    @Option(help: Help.at) var at: String?

    @Flag(help: Help.before) var before = false

    @Option(help: Help.export) var export: EasingExport?

    @Option(name: .customLong("max-error"), help: Help.maxError) var maxError: Double?

    @OptionGroup(title: "Output") var output: TableOutputOptions

    func validate() throws {
        try checkInteger(samples, "--samples", EasingSampleRequest.countRange)
        try Domain.positive.check(maxError, "--max-error")
    }

    /// `text` read as an easing (``EasingParser``), a syntax error worded `easing 'TEXT': …` the
    /// same way by every command that takes one (`ease`, `export --easing`, `fit bezier --easing`).
    static func parseEasing(_ text: String) throws -> any Easing {
        do { return try EasingParser.parse(text) } catch { throw CLIError("easing '\(text)': \(error.description)") }
    }

    func run() throws {
        let curve = try Self.parseEasing(easing)
        if let format = export {
            guard samples == nil, at == nil else { throw CLIError("--export cannot be combined with --samples or --at") }
            let bound = maxError ?? 0.001
            guard bound.isFinite, bound > 0 else { throw CLIError("--max-error must be a finite number > 0 (got \(bound))") }
            do {
                try output.write(try format.text(for: curve, maxError: bound))
            } catch let e as EasingError {
                throw CLIError(e.bound.map { $0.message(naming: "--max-error") } ?? e.description)
            }
            return
        }
        guard maxError == nil else { throw CLIError("--max-error goes with --export") }
        let inputs: EasingSampleTable.Inputs
        if let list = at {
            guard samples == nil else { throw CLIError("--samples and --at cannot be combined") }
            inputs = .explicit(try ListOption.numbers(list, option: "--at"))
        } else {
            let n = samples ?? EasingSampleRequest.defaultCount  // in range: checked by validate()
            try output.limit.check(rows: Double(n))  // before any sample is made
            inputs = .evenlySpaced(count: n)
        }
        let request: EasingSampleRequest
        do { request = try EasingSampleRequest(curve, inputs: inputs, before: before) } catch {
            switch error {
            case .count(let n):
                throw CLIError(
                    "--samples must be in \(EasingSampleRequest.countRange.lowerBound)…\(EasingSampleRequest.countRange.upperBound) (got \(n))"
                )
            case .noFiniteValue(let bad, let value):
                throw CLIError("--at \(bad): easing '\(easing)' has no finite value there (value \(value))")
            case .beforeNeedsSteps: throw CLIError("--before applies to steps() only")
            }
        }
        try output.write(request.table)
    }
}
