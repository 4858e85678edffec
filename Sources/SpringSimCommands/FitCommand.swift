import ArgumentParser
import Fitting
import SpringSim

/// `springsim fit spring`: a spring identified from samples of its motion.
struct FitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Identify a spring from samples of its motion, or the best cubic-bezier for a curve.",
        discussion: """
            Examples:
              springsim --response 0.5 --damping 0.35 | springsim fit spring
              springsim fit spring recording.csv --to 1 --format json
              springsim fit bezier --response 0.5 --damping 1
            """,
        subcommands: [FitSpringCommand.self, FitBezierCommand.self]
    )
}

/// The output formats of `fit spring` and `fit bezier`.
enum FitFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `--format text|json`, declared once for both fits.
struct FitFormatOption: ParsableArguments {
    @Option(help: Help.format) var format: FitFormat = .text
}

/// `--samples FILE`: the table of time,value samples a fit reads, declared once for both fits.
struct SamplesTableOption: ParsableArguments {
    @Option(help: Help.samples) var samples: String?
}

struct FitSpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Fit a spring (stiffness, damping, initial velocity, from, to) to time,value samples.",
        discussion: """
            The samples follow value(t) = to + (from − to)·g(t), g the closed-form spring motion \
            (g(0) = 1); t is seconds from the release, strictly increasing, irregular spacing \
            allowed. A matrix-pencil estimate of the modes starts a Levenberg–Marquardt refinement; \
            the intervals are value ± t₀.₉₇₅·√(σ²(JᵀJ)⁻¹). Only stiffness/mass and damping/mass are \
            determined by a motion: the mass is 1 unless given. initial_velocity is normalised as \
            UIKit takes it: velocity / (to − from). identifiable is false (with the reason on \
            standard error) when the samples do not determine a parameter.
            JSON keys: mass, stiffness, damping_coefficient, damping_ratio, response, \
            initial_velocity, from, to, rms, max_error, sigma (the residual standard error \
            √(RSS/(n − p)), the noise estimate the intervals use), condition_number (of the \
            column-scaled Jacobian), velocity_rms and velocity_max_error (of a velocity column, \
            null without one), confidence95 (parameter → [low, high]), covariance \
            (parameter → parameter → σ̂²(JᵀJ)⁻¹, for bands and derived quantities), identifiable, and convert (the fitted spring in every platform's parameters, as \
            `springsim convert --json` writes them); the text ends with the same conversion.
            """
    )

    @Argument(help: Help.file) var file: String?

    @OptionGroup var samplesTable: SamplesTableOption
    var samples: String? { samplesTable.samples }

    func validate() throws {
        if file != nil && samples != nil { throw CLIError("give the samples once: FILE or --samples FILE") }
    }

    @Option(help: Help.from) var from: Double?

    @Option(help: Help.to) var to: Double?

    @Option(help: Help.mass) var mass: Double = 1

    @OptionGroup var outputFormat: FitFormatOption
    var format: FitFormat { outputFormat.format }

    @OptionGroup var digits: ExactDigitsFlag
    var exact: Bool { digits.exact }

    @OptionGroup(title: "Output") var output: OutputOptions

    func run() throws {
        if let from, !from.isFinite { throw CLIError("--from must be a finite number (got \(from))") }
        if let to, !to.isFinite { throw CLIError("--to must be a finite number (got \(to))") }
        guard mass.isFinite, mass > 0 else { throw CLIError("--mass must be a finite number > 0 (got \(mass))") }
        if let from, from == to { throw CLIError("--from and --to are equal (\(from)): the normalised velocity is undefined") }
        let table = try RenderTable.load(samples ?? file ?? "-")
        let times = try table.numbers("time"), values = try table.numbers("value")
        // A velocity column, when recorded, joins the fit.
        let velocities = table.header.contains("velocity") ? try table.numbers("velocity") : nil
        let result: SpringFitResult
        do {
            result = try SpringFit.fit(times: times, values: values, velocities: velocities, from: from, to: to, mass: mass)
        } catch {
            switch error {
            case .linearAlgebra(let e): throw CLIError(runtime: e.description)
            case .invalidMass, .nonFiniteGiven, .fromEqualsTo: throw CLIError("fit spring: \(error.description)")
            default: throw CLIError("\(table.name): \(error.description)")
            }
        }
        if !result.identifiable {
            SpringSimTool.writeStandardError("springsim: warning: not identifiable: \(result.reasons.joined(separator: "; "))\n")
        }
        // The fitted spring in every platform's parameters, as `springsim convert` reports them.
        let conversion = ConversionReport(
            spring: Spring(mass: result.mass, stiffness: result.stiffness, dampingCoefficient: result.dampingCoefficient),
            family: "fitted to \(table.name)", initialVelocity: result.initialVelocity)
        switch format {
        case .json:
            guard case .object(var pairs) = Self.json(result) else { return }
            pairs.append(("convert", conversion.json))
            try output.write(JSON.object(pairs).rendered() + "\n")
        case .text: try output.write(Self.text(result) + "every platform's parameters (as springsim convert):\n" + conversion.text(exact: exact))
        }
    }

    static func json(_ r: SpringFitResult) -> JSON {
        func interval(_ p: SpringFitParameter) -> JSON {
            let range = r.confidence95[p]!
            return .array([.num(range.lowerBound), .num(range.upperBound)])
        }
        return .object([
            ("mass", .num(r.mass)), ("stiffness", .num(r.stiffness)), ("damping_coefficient", .num(r.dampingCoefficient)),
            ("damping_ratio", .num(r.dampingRatio)), ("response", .num(r.response)), ("initial_velocity", .num(r.initialVelocity)),
            ("from", .num(r.from)), ("to", .num(r.to)), ("rms", .num(r.rms)), ("max_error", .num(r.maxError)),
            ("sigma", .num(r.residualStandardError)), ("condition_number", .num(r.conditionNumber)),
            ("velocity_rms", .num(r.velocityRMS)), ("velocity_max_error", .num(r.velocityMaxError)),
            ("confidence95", .object(SpringFitParameter.allCases.map { ($0.rawValue, interval($0)) })),
            (
                "covariance",
                .object(
                    SpringFitParameter.allCases.enumerated().map { i, row in
                        (row.rawValue, .object(SpringFitParameter.allCases.enumerated().map { j, column in (column.rawValue, .num(r.covariance[i][j])) }))
                    })
            ),
            ("identifiable", .bool(r.identifiable)),
        ])
    }

    static func text(_ r: SpringFitResult) -> String {
        func interval(_ p: SpringFitParameter) -> String {
            let range = r.confidence95[p]!
            return "[\(range.lowerBound), \(range.upperBound)]"
        }
        return """
            mass                 \(r.mass)
            stiffness            \(r.stiffness)   95 % \(interval(.stiffness))
            damping coefficient  \(r.dampingCoefficient)   95 % \(interval(.dampingCoefficient))
            damping ratio        \(r.dampingRatio)
            response             \(r.response) s
            initial velocity     \(r.initialVelocity) (velocity / (to − from))   95 % \(interval(.initialVelocity))
            from                 \(r.from)   95 % \(interval(.from))
            to                   \(r.to)   95 % \(interval(.to))
            rms                  \(r.rms)
            max error            \(r.maxError)
            sigma                \(r.residualStandardError) (residual standard error, √(RSS/(n − p)))
            \(r.velocityRMS.map { "velocity rms         \($0)\nvelocity max error   \(r.velocityMaxError!)\n" } ?? "")condition number     \(r.conditionNumber) (column-scaled Jacobian)
            identifiable         \(r.identifiable ? "yes" : "no: " + r.reasons.joined(separator: "; "))

            """
    }
}
