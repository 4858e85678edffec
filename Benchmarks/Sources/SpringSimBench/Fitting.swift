// fit.spring.* — springs identified from samples (Fitting: matrix-pencil start, Levenberg–Marquardt
// on the closed form, LAPACK dgesdd/dgelsd), on the 48 sample sets of fit-cases.csv (written by
// Scripts/reference_fitting.py: 24 springs, ζ 0.05…5, response 0.1…2 s, 60 fps, 0.5…3 s; exact
// and with Gaussian noise of 10⁻³ of the distance). The SciPy peer is scipy_fitting.py.
// Tasks (peer, task, op):
//   swift/springfit   fit.spring.clean24, fit.spring.noisy24 — one `SpringFit.fit(times:values:)`
//       per set, no initial guess, from and to fitted (5 parameters), with the intervals and the
//       identifiability check; ns per fit; checksum Σ fitted stiffness, detail the largest relative
//       stiffness error and how many fits were identifiable.
import Fitting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct FitCase {
    var kind: String
    var stiffness: Double
    var times: [Double] = []
    var values: [Double] = []
}

/// fit-cases.csv, next to this package's Package.swift: set,case,zeta,response,velocity,from,to,time,value.
func readFitCases() -> [FitCase] {
    var path = String(#filePath)
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }  // …/Benchmarks
    path += "/fit-cases.csv"
    guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
    defer { fclose(file) }
    var cases: [FitCase] = []
    var line = [CChar](repeating: 0, count: 512)
    var lastKey = ""
    _ = fgets(&line, Int32(line.count), file)  // header
    while fgets(&line, Int32(line.count), file) != nil {
        let fields = String(cString: line).split(separator: ",").map { String($0).trimmingCharacters() }
        guard fields.count == 9 else { continue }
        let key = fields[0] + "/" + fields[1]
        if key != lastKey {
            let omega = 2 * Double.pi / strtod(fields[3], nil)
            cases.append(FitCase(kind: fields[0], stiffness: omega * omega))
            lastKey = key
        }
        cases[cases.count - 1].times.append(strtod(fields[7], nil))
        cases[cases.count - 1].values.append(strtod(fields[8], nil))
    }
    return cases
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var s = Substring(self)
        while let c = s.last, c == "\n" || c == "\r" || c == " " { s = s.dropLast() }
        return String(s)
    }
}

@inline(never)
func fitKernel(_ cases: [FitCase], iterations: Int, into stiffness: inout [Double], identifiable: inout Int) {
    for _ in 0..<iterations {
        identifiable = 0
        for (i, c) in cases.enumerated() {
            let fit = try! SpringFit.fit(times: c.times, values: c.values)
            stiffness[i] = fit.stiffness
            if fit.identifiable { identifiable += 1 }
        }
    }
}

func runFitting() {
    let all = readFitCases()
    for kind in ["clean", "noisy"] {
        let cases = all.filter { $0.kind == kind }
        var stiffness = [Double](repeating: 0, count: cases.count)
        var identifiable = 0
        let t = bench(opsPerCall: Double(cases.count)) { fitKernel(cases, iterations: $0, into: &stiffness, identifiable: &identifiable) }
        let worst = zip(stiffness, cases).map { abs($0 - $1.stiffness) / $1.stiffness }.max()!
        report(
            peer: "swift/springfit", task: "fit.spring.\(kind)24", t, checksum: cFormat("%.12e", stiffness.reduce(0, +)),
            detail: cFormat("fits=%d identifiable=%d worst_k_rel=%.3g no_guess", cases.count, identifiable, worst))
    }
}
