import RealModule

/// The normalised spring motion g(t) (g(0) = 1, g′(0) = w) of x″ + b·x′ + a·x = 0 and its
/// derivatives with respect to a = k/m, b = c/m and w, in one formula for every regime.
///
/// With α = b/2 and z = (α² − a)·t²,
///
///     g(t) = e^{−αt}·( C(z) + (α + w)·t·S(z) ),   C(z) = cosh √z,   S(z) = sinh(√z)/√z,
///
/// where C and S are entire functions of z (cos √−z and sin(√−z)/√−z for z < 0), so the
/// under-, critically and over-damped cases are the same expression and nothing divides by
/// the root difference. With D(z) = dS/dz = (C − S)/(2z) and dC/dz = S/2:
///
///     ∂g/∂z = e^{−αt}·( S/2 + (α + w)·t·D )
///     ∂g/∂a = −t²·∂g/∂z
///     ∂g/∂b = ½·( −t·g + t·e^{−αt}S + 2αt²·∂g/∂z )
///     ∂g/∂w = t·e^{−αt}·S
///
/// For |z| ≤ 1 C, S and D are summed from their Taylor series (C = Σ zⁿ/(2n)!,
/// S = Σ zⁿ/(2n+1)!, D = Σ (n+1)zⁿ/(2n+3)!; 12 terms leave < 1e-25), so D has no
/// cancellation near z = 0. For z > 1 the products with e^{−αt} are formed from the two decaying
/// exponentials e^{−(α∓μ)t}, μ = √(α² − a), with α − μ = a/(α + μ) (no cancellation for
/// ζ ≫ 1), so nothing overflows however long the time; for z < −1 from cos and sin of ν·t,
/// ν = √(a − α²). α² − a is formed as (α − √a)(α + √a). Checked against `SpringMotion` and
/// against central differences in the tests.
struct NormalisedSpringModel {
    /// a = k/m > 0.
    var a: Double
    /// b = c/m ≥ 0.
    var b: Double
    /// w = g′(0): the initial velocity over the displacement from − to (minus UIKit's).
    var w: Double

    /// g and its derivatives at time t ≥ 0.
    func evaluate(at t: Double) -> (g: Double, da: Double, db: Double, dw: Double) {
        let alpha = b / 2
        let root = a.squareRoot()
        let q = (alpha - root) * (alpha + root)  // α² − a
        let z = q * t * t
        let ec: Double, es: Double, ed: Double  // e^{−αt}·C, e^{−αt}·S, e^{−αt}·D
        if abs(z) <= 1 {
            let e = Double.exp(-alpha * t)
            var c = 0.0, s = 0.0, d = 0.0
            // Horner from n = 11 down: coefficients 1/(2n)!, 1/(2n+1)!, (n+1)/(2n+3)!.
            for n in stride(from: 11, through: 0, by: -1) {
                c = c * z + Self.inverseFactorials[2 * n]
                s = s * z + Self.inverseFactorials[2 * n + 1]
                d = d * z + Double(n + 1) * Self.inverseFactorials[2 * n + 3]
            }
            (ec, es, ed) = (e * c, e * s, e * d)
        } else if z > 1 {
            let mu = q.squareRoot()
            let slow = Double.exp(-(a / (alpha + mu)) * t)  // e^{−(α−μ)t}
            let fast = Double.exp(-(alpha + mu) * t)
            ec = (slow + fast) / 2
            es = (slow - fast) / (2 * mu * t)
            ed = (ec - es) / (2 * z)
        } else {
            let nu = (-q).squareRoot()
            let e = Double.exp(-alpha * t)
            let theta = nu * t
            ec = e * Double.cos(theta)
            es = e * Double.sin(theta) / theta
            ed = (ec - es) / (2 * z)
        }
        let g = ec + (alpha + w) * t * es
        let dz = es / 2 + (alpha + w) * t * ed
        let da = -t * t * dz
        let db = (-t * g + t * es + 2 * alpha * t * t * dz) / 2
        return (g, da, db, t * es)
    }

    /// 1/n! for n = 0…26.
    static let inverseFactorials: [Double] = {
        var f = [1.0]
        for n in 1...26 { f.append(f[n - 1] / Double(n)) }
        return f
    }()
}
