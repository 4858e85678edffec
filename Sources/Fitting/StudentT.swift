import RealModule

/// Quantiles of Student's t distribution, for the confidence intervals of a fit.
enum StudentT {
    /// The two-sided quantile t with P(|T| ≤ t) = `level` for ν = `degrees` degrees of freedom
    /// (t_{0.975, ν} for level 0.95).
    ///
    /// For ν ≤ 200 the exact distribution function of integer ν (Abramowitz and Stegun 26.7.3–4:
    /// with θ = atan(t/√ν), a finite sum of powers of cos θ) is inverted by bisection to 1e-12
    /// relative. Beyond, the Cornish–Fisher expansion in 1/ν about the normal quantile (A&S 26.7.5,
    /// four correction terms) is used: its truncation error there is below 1e-9.
    static func twoSidedQuantile(level: Double, degrees: Int) -> Double {
        precondition(degrees >= 1 && level > 0 && level < 1)
        if degrees > 200 { return expansion(level: level, degrees: Double(degrees)) }
        var lo = 0.0, hi = 1.0
        while probabilityWithin(hi, degrees: degrees) < level { hi *= 2 }
        while hi - lo > 1e-12 * hi {
            let mid = (lo + hi) / 2
            if probabilityWithin(mid, degrees: degrees) < level { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// P(|T| ≤ t) for integer ν (A&S 26.7.3 for odd ν, 26.7.4 for even ν).
    static func probabilityWithin(_ t: Double, degrees nu: Int) -> Double {
        let theta = Double.atan(t / Double(nu).squareRoot())
        let s = Double.sin(theta), c = Double.cos(theta), c2 = c * c
        if nu % 2 == 1 {
            // (2/π)·(θ + sin θ·cos θ·(1 + (2/3)cos²θ + (2·4)/(3·5)cos⁴θ + … up to cos^{ν−3}θ)).
            if nu == 1 { return 2 * theta / .pi }
            return 2 / .pi * (theta + s * c * cosineSeries(c2, from: 2, through: nu - 3))
        }
        // sin θ·(1 + (1/2)cos²θ + (1·3)/(2·4)cos⁴θ + … up to cos^{ν−2}θ).
        return s * cosineSeries(c2, from: 1, through: nu - 3)
    }

    /// The series of A&S 26.7.3/26.7.4: 1 + (k₀/(k₀+1))·c² + (k₀(k₀+2))/((k₀+1)(k₀+3))·c⁴ + …,
    /// one term for each k = k₀, k₀ + 2, … ≤ kMax.
    static func cosineSeries(_ c2: Double, from k0: Int, through kMax: Int) -> Double {
        var term = 1.0, sum = 1.0
        var k = k0
        while k <= kMax {
            term *= Double(k) / Double(k + 1) * c2
            sum += term
            k += 2
        }
        return sum
    }

    /// A&S 26.7.5 with the normal quantile of A&S 26.2.23 refined by Newton steps on erfc.
    static func expansion(level: Double, degrees nu: Double) -> Double {
        let z = normalQuantile(upper: (1 - level) / 2)
        let z2 = z * z
        let g1 = (z2 + 1) * z / 4
        let g2 = ((5 * z2 + 16) * z2 + 3) * z / 96
        let g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384
        let g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92160
        return z + g1 / nu + g2 / (nu * nu) + g3 / (nu * nu * nu) + g4 / (nu * nu * nu * nu)
    }

    /// z with P(Z > z) = p for the standard normal, 0 < p ≤ 0.5.
    static func normalQuantile(upper p: Double) -> Double {
        // Starting value A&S 26.2.23 (|error| < 4.5e-4), then Newton on ½·erfc(z/√2) = p.
        let s = (-2 * Double.log(p)).squareRoot()
        var z = s - (2.515517 + 0.802853 * s + 0.010328 * s * s) / (1 + 1.432788 * s + 0.189269 * s * s + 0.001308 * s * s * s)
        for _ in 0..<4 {
            let tail = Double.erfc(z / 2.squareRoot()) / 2
            let density = Double.exp(-z * z / 2) / (2 * Double.pi).squareRoot()
            z += (tail - p) / density
        }
        return z
    }
}
