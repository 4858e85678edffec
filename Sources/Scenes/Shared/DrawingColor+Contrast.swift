import RealModule

/// WCAG 2.x contrast (Web Content Accessibility Guidelines 2.2, "relative luminance" and
/// "contrast ratio" definitions): the measure the scenes' drawings keep their marks readable by.
extension DrawingColor {
    /// WCAG's minimum contrast ratio for graphical objects (success criterion 1.4.11, level AA).
    public static let minimumGraphicsContrast = 3.0
    /// WCAG's minimum contrast ratio for text (success criterion 1.4.3, level AA).
    public static let minimumTextContrast = 4.5

    /// The relative luminance of the colour's opaque RGB (alpha ignored):
    /// L = 0.2126·R + 0.7152·G + 0.0722·B of the linearised sRGB channels,
    /// c ≤ 0.04045 ? c/12.92 : ((c + 0.055)/1.055)^2.4. In [0, 1], to rounding.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour at `opacity` × its alpha composited over an opaque `background` (source-over
    /// in sRGB, as SVG renderers blend): the opaque colour a viewer sees.
    public func composited(over background: DrawingColor, opacity: Double = 1) -> DrawingColor {
        let a = min(max(alpha * opacity, 0), 1)
        return DrawingColor(
            red: background.red + a * (red - background.red), green: background.green + a * (green - background.green),
            blue: background.blue + a * (blue - background.blue))
    }

    /// The contrast ratio (L₁ + 0.05)/(L₂ + 0.05) of two opaque colours, L₁ the lighter: 1 … 21.
    public static func contrastRatio(_ a: DrawingColor, _ b: DrawingColor) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The smallest alpha at which `self` over `background` reaches `ratio` (bisection to 1e-9;
    /// 1 if even the opaque colour does not).
    public func leastAlpha(over background: DrawingColor, contrast ratio: Double) -> Double {
        guard Self.contrastRatio(withAlpha(1), background) >= ratio else { return 1 }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-9 {
            let mid = 0.5 * (lo + hi)
            if Self.contrastRatio(withAlpha(mid).composited(over: background), background) >= ratio { hi = mid } else { lo = mid }
        }
        return hi
    }
}
