import SpringSim

/// Phrases the library's ``IntegrationStability`` verdicts in `integrate`'s terms: refused
/// before anything is written, with the growth per step, when the values would overflow and a
/// step that is stable.
enum IntegrateStability {
    /// Refuses a fixed-step table whose values would overflow: `describe` and `suggestion`
    /// phrase the step in the command's terms (`--dt 0.1`, a `--dt ≤ …` hint).
    static func check(
        method: FixedStepMethod, h: Double, steps: Double, animation: SpringAnimation, describe: String,
        suggestion: (Double) -> String
    ) throws {
        guard let verdict = IntegrationStability.instability(of: method, step: h, steps: steps, animation: animation) else { return }
        let growth = verdict.growth.isFinite ? significant(verdict.growth) : "more than 1.8e308"
        let hint: String
        switch verdict.remedy {
        case .stableStep(let stable):
            hint = suggestion(stable)
        case .noneForUndampedEuler:
            hint = "no step size is stable for euler on an undamped spring; use semi-implicit-euler, verlet or rk4"
        case .overflowsAtAnyStep(let kOverM, let cOverM):
            hint =
                "k/m = \(significant(kOverM)) and c/m = \(significant(cOverM)) overflow inside one \(method.rawValue) step at any step size; use the closed form (springsim spring)"
        case .noneFound:
            hint = "no step size down to 1e-300 s is stable for \(method.rawValue) on this spring"
        }
        throw CLIError(
            "\(method.rawValue) is unstable at \(describe) for this spring (growth \(growth) per step; values would overflow by t = \(significant(verdict.overflowTime)) s); \(hint)"
        )
    }

    /// `x` to 3 significant digits, in Swift's shortest form (1.93, 17.4, 2e-05).
    /// `down` truncates instead (a step bound must not round up past the stability limit).
    static func significant(_ x: Double, down: Bool = false) -> String {
        guard x.isFinite, x != 0 else { return "\(x)" }
        var e = Int(Double.log10(abs(x)).rounded(.down))
        var digits = Int((abs(x) / Double.pow(10, Double(e - 2))).rounded(down ? .down : .toNearestOrAwayFromZero))
        if digits < 100 {  // log10 rounded up across a power of ten
            e -= 1
            digits = Int((abs(x) / Double.pow(10, Double(e - 2))).rounded(down ? .down : .toNearestOrAwayFromZero))
        }
        if digits >= 1000 { digits = (digits + 5) / 10; e += 1 }
        let r = Double("\(digits)e\(e - 2)") ?? abs(x)
        return (x < 0 ? "-" : "") + "\(r)"
    }
}
