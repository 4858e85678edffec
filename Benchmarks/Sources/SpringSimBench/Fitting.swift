// fit.spring.* — springs identified from samples (Fitting: matrix-pencil start, Levenberg–Marquardt
// on the closed form, LAPACK dgesdd/dgelsd), on the 48 sample sets of fit-cases.csv (written by
// Scripts/reference_fitting.py: 24 springs, ζ 0.05…5, response 0.1…2 s, 60 fps, 0.5…3 s; exact
// and with Gaussian noise of 10⁻³ of the distance). The SciPy peer is scipy_fitting.py.
// Tasks (peer, task, op):
//   swift/springfit   fit.spring.clean24, fit.spring.noisy24 — one `SpringFit.fit(times:values:)`
//       per set, no initial guess, from and to fitted (5 parameters), with the intervals and the
//       identifiability check; ns per fit; checksum Σ fitted stiffness, detail the largest relative
//       stiffness error and how many fits were identifiable.
//   swift/springfit-guess  the same, `SpringFit.fit(times:values:guess:)` from scipy_fitting.py's
//       guess (the true parameters off by 20–30 %: stiffness × 1.3, damping × 0.7, velocity + 0.5,
//       from + 0.05 and to − 0.05 of the distance), as curve_fit is timed; detail also on how many
//       sets its residual sum of squares exceeds the fit without a guess (by > 1e-9 relative plus
//       a rounding floor n·(64u·max|x|)²).
import Fitting
import SpringSim

struct FitCase {
    var kind: String
    var stiffness: Double
    /// scipy_fitting.py's guess: the truth off by 20–30 %.
    var guess: SpringFitGuess
    var times: [Double] = []
    var values: [Double] = []
}

/// fit-cases.csv, next to this package's Package.swift: set,case,zeta,response,velocity,from,to,time,value,
/// read with SpringSim's own CSV reader (its doubles are the file's, correctly rounded).
func readFitCases() -> [FitCase] {
    var path = String(#filePath)
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }  // …/Benchmarks
    path += "/fit-cases.csv"
    do {
        let reader = try CSVReader(path: path)
        var cases: [FitCase] = []
        var lastKey = ""
        while let fields = try reader.next() {
            let number = { (i: Int) in Double(fields[i])! }
            let key = fields[0] + "/" + fields[1]
            if key != lastKey {
                let omega = 2 * Double.pi / number(3)
                let zeta = number(2), velocity = number(4)
                let from = number(5), to = number(6)
                let guess = SpringFitGuess(
                    stiffness: 1.3 * omega * omega, dampingCoefficient: 0.7 * 2 * zeta * omega, initialVelocity: velocity + 0.5,
                    from: from + 0.05 * (to - from), to: to - 0.05 * (to - from))
                cases.append(FitCase(kind: fields[0], stiffness: omega * omega, guess: guess))
                lastKey = key
            }
            cases[cases.count - 1].times.append(number(7))
            cases[cases.count - 1].values.append(number(8))
        }
        return cases
    } catch {
        fatalError("\(error)")
    }
}

@inline(never)
func fitKernel(_ cases: [FitCase], iterations: Int, guessed: Bool, into stiffness: inout [Double], identifiable: inout Int) {
    for _ in 0..<iterations {
        identifiable = 0
        for (i, c) in cases.enumerated() {
            let fit = try! SpringFit.fit(times: c.times, values: c.values, guess: guessed ? c.guess : nil)
            stiffness[i] = fit.stiffness
            if fit.identifiable { identifiable += 1 }
        }
    }
}

func runFitting() {
    let all = readFitCases()
    for kind in ["clean", "noisy"] {
        let cases = all.filter { $0.kind == kind }
        for guessed in [false, true] {
            var stiffness = [Double](repeating: 0, count: cases.count)
            var identifiable = 0
            let t = bench(opsPerCall: Double(cases.count)) {
                fitKernel(cases, iterations: $0, guessed: guessed, into: &stiffness, identifiable: &identifiable)
            }
            let worst = zip(stiffness, cases).map { abs($0 - $1.stiffness) / $1.stiffness }.max()!
            // From the guess: sets whose residual sum of squares exceeds the search without a
            // guess by more than 1e-9 relative plus a rounding floor of n·(64u·max|x|)².
            var worse = 0
            if guessed {
                for c in cases {
                    let alone = try! SpringFit.fit(times: c.times, values: c.values)
                    let started = try! SpringFit.fit(times: c.times, values: c.values, guess: c.guess)
                    func rss(_ f: SpringFitResult) -> Double {
                        f.residualStandardError * f.residualStandardError * Double(c.times.count - 5)
                    }
                    let scale = c.values.reduce(0) { Swift.max($0, abs($1)) } * 64 * Double.ulpOfOne / 2
                    if rss(started) > rss(alone) * (1 + 1e-9) + Double(c.times.count) * scale * scale { worse += 1 }
                }
            }
            report(
                peer: guessed ? "swift/springfit-guess" : "swift/springfit", task: "fit.spring.\(kind)24", t,
                checksum: cFormat("%.12e", stiffness.reduce(0, +)),
                detail: guessed
                    ? cFormat(
                        "fits=%d identifiable=%d worst_k_rel=%.3g rss_above_no_guess=%d p0=truth_off_20-30pct", cases.count, identifiable,
                        worst,
                        worse)
                    : cFormat("fits=%d identifiable=%d worst_k_rel=%.3g no_guess", cases.count, identifiable, worst))
        }
    }
}
