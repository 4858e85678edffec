import RealModule

/// Robert Penner's easing equations in the variant of easings.net (its published formulas and
/// constants: back c₁ = 1.70158, c₂ = 1.525·c₁, c₃ = c₁ + 1; elastic c₄ = 2π/3, c₅ = 2π/4.5;
/// bounce n₁ = 7.5625, d₁ = 2.75), normalised to [0, 1] → [0, 1]. Endpoints are exact:
/// e(0) = 0 and e(1) = 1 are returned as such (sine's 1 − cos(π/2) would otherwise give
/// 1 − 6e-17). Outside [0, 1] the formulas are evaluated as written (no clamping).
public enum PennerEasing: String, Easing, CaseIterable, Hashable {
    case easeInSine, easeOutSine, easeInOutSine
    case easeInQuad, easeOutQuad, easeInOutQuad
    case easeInCubic, easeOutCubic, easeInOutCubic
    case easeInQuart, easeOutQuart, easeInOutQuart
    case easeInQuint, easeOutQuint, easeInOutQuint
    case easeInExpo, easeOutExpo, easeInOutExpo
    case easeInCirc, easeOutCirc, easeInOutCirc
    case easeInBack, easeOutBack, easeInOutBack
    case easeInElastic, easeOutElastic, easeInOutElastic
    case easeInBounce, easeOutBounce, easeInOutBounce

    public func value(at x: Double) -> Double {
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        let pi = Double.pi
        let c1 = 1.70158, c2 = c1 * 1.525, c3 = c1 + 1
        let c4 = (2 * pi) / 3, c5 = (2 * pi) / 4.5
        // Integer powers by multiplication (a real power of a negative base would be NaN);
        // powers of two for the exponential family.
        func pow(_ b: Double, _ e: Int) -> Double {
            var r = 1.0
            for _ in 0..<e { r *= b }
            return r
        }
        func exp2(_ e: Double) -> Double { Double.exp2(e) }
        switch self {
        case .easeInSine: return 1 - Double.cos((x * pi) / 2)
        case .easeOutSine: return Double.sin((x * pi) / 2)
        case .easeInOutSine: return -(Double.cos(pi * x) - 1) / 2
        case .easeInQuad: return x * x
        case .easeOutQuad: return 1 - (1 - x) * (1 - x)
        case .easeInOutQuad: return x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        case .easeInCubic: return x * x * x
        case .easeOutCubic: return 1 - pow(1 - x, 3)
        case .easeInOutCubic: return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        case .easeInQuart: return x * x * x * x
        case .easeOutQuart: return 1 - pow(1 - x, 4)
        case .easeInOutQuart: return x < 0.5 ? 8 * x * x * x * x : 1 - pow(-2 * x + 2, 4) / 2
        case .easeInQuint: return x * x * x * x * x
        case .easeOutQuint: return 1 - pow(1 - x, 5)
        case .easeInOutQuint: return x < 0.5 ? 16 * x * x * x * x * x : 1 - pow(-2 * x + 2, 5) / 2
        case .easeInExpo: return exp2(10 * x - 10)
        case .easeOutExpo: return 1 - exp2(-10 * x)
        case .easeInOutExpo: return x < 0.5 ? exp2(20 * x - 10) / 2 : (2 - exp2(-20 * x + 10)) / 2
        case .easeInCirc: return 1 - (1 - pow(x, 2)).squareRoot()
        case .easeOutCirc: return (1 - pow(x - 1, 2)).squareRoot()
        case .easeInOutCirc:
            return x < 0.5 ? (1 - (1 - pow(2 * x, 2)).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .easeInBack: return c3 * x * x * x - c1 * x * x
        case .easeOutBack: return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        case .easeInOutBack:
            return x < 0.5 ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2 : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        case .easeInElastic: return -exp2(10 * x - 10) * Double.sin((x * 10 - 10.75) * c4)
        case .easeOutElastic: return exp2(-10 * x) * Double.sin((x * 10 - 0.75) * c4) + 1
        case .easeInOutElastic:
            return x < 0.5
                ? -(exp2(20 * x - 10) * Double.sin((20 * x - 11.125) * c5)) / 2
                : (exp2(-20 * x + 10) * Double.sin((20 * x - 11.125) * c5)) / 2 + 1
        case .easeInBounce: return 1 - Self.bounceOut(1 - x)
        case .easeOutBounce: return Self.bounceOut(x)
        case .easeInOutBounce: return x < 0.5 ? (1 - Self.bounceOut(1 - 2 * x)) / 2 : (1 + Self.bounceOut(2 * x - 1)) / 2
        }
    }

    static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { let y = x - 1.5 / d1; return n1 * y * y + 0.75 }
        if x < 2.5 / d1 { let y = x - 2.25 / d1; return n1 * y * y + 0.9375 }
        let y = x - 2.625 / d1
        return n1 * y * y + 0.984375
    }
}
