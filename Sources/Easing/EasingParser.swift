import Dynamics

/// The easing string syntax shared by the library and `springsim ease`:
///
/// - CSS keywords: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`
/// - Core Animation names: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`
/// - Penner names (easings.net): `easeInSine` … `easeInOutBounce`
/// - `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, jump-start|jump-end|jump-none|jump-both|start|end])`
/// - `linear(0, 0.25 75%, 1)` (CSS Easing Level 2 stops, percentages, two-position stops)
/// - `spring(name=value, …)` with the spring command's parameter names (`damping`, `duration`,
///   `velocity`, `response`, `bounce`, `mass`, `stiffness`, `damping-coefficient`, `bounciness`,
///   `speed`, `tension`, `friction`, `origami`, `preset=NAME`) plus `epsilon` (the settling
///   tolerance, default 0.001): e.g. `spring(damping=0.15, velocity=1.4)`.
/// - `path(SVG path data)`: y at x on a path from (0,0) to (1,1) that is a function of x (Compose
///   `PathEasing`, Android `PathInterpolator`; the rule is in ``PathEasing``), e.g.
///   `path(M0,0 C0.3,0 0.2,0.8 0.5,0.8 L1,1)`.
/// - React Native: `react-native-elastic(b)` (default 1), `react-native-back(s)` (default 1.70158),
///   `react-native-bounce`, `react-native-poly(n)`, `react-native-bezier(x1, y1, x2, y2)`; the
///   parameters may be left out with their parentheses (`react-native-elastic`) or inside them
///   (`react-native-elastic()`) for the defaults (see ``ReactNativeEasing``).
///
/// Errors name the character position (1-based in the message, 0-based in
/// ``EasingError/position``).
public enum EasingParser {
    public static func parse(_ text: String) throws(EasingError) -> any Easing {
        var p = Scanner(Array(text.unicodeScalars))
        p.skipSpace()
        let start = p.index
        guard let name = p.identifier() else {
            throw EasingError(p.atEnd ? "empty easing" : "expected an easing name or function", position: p.index)
        }
        p.skipSpace()
        let easing: any Easing
        if p.peek == "(" {
            p.index += 1
            easing = try function(name, at: start, &p)
        } else {
            easing = try keyword(name, at: start)
        }
        p.skipSpace()
        guard p.atEnd else { throw EasingError("unexpected text after the easing", position: p.index) }
        return easing
    }

    static func keyword(_ name: String, at position: Int) throws(EasingError) -> any Easing {
        switch name {
        case "linear": return CubicBezierEasing.linear
        case "ease", "default": return CubicBezierEasing.caDefault
        case "ease-in", "easeIn": return CubicBezierEasing.easeIn
        case "ease-out", "easeOut": return CubicBezierEasing.easeOut
        case "ease-in-out", "easeInEaseOut": return CubicBezierEasing.easeInEaseOut
        case "step-start": return StepsEasing.stepStart
        case "step-end": return StepsEasing.stepEnd
        case "react-native-bounce": return ReactNativeEasing.bounce
        case "react-native-elastic": return try! ReactNativeEasing(.elastic(bounciness: ReactNativeEasing.defaultBounciness))
        case "react-native-back": return try! ReactNativeEasing(.back(overshoot: ReactNativeEasing.defaultOvershoot))
        default:
            if let penner = PennerEasing(rawValue: name) { return penner }
            throw EasingError("unknown easing '\(name)'", position: position)
        }
    }

    /// The easing function `name(` … `)` whose arguments `p` is at: one named part per function.
    static func function(_ name: String, at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        switch name {
        case "cubic-bezier": return try cubicBezier(at: position, &p)
        case "steps": return try steps(at: position, &p)
        case "linear": return try linear(at: position, &p)
        case "spring": return try spring(at: position, &p)
        case "path": return try path(at: position, &p)
        case "react-native-elastic", "react-native-back", "react-native-poly": return try reactNativeParametric(name, at: position, &p)
        case "react-native-bounce":
            try p.expect(")")
            return ReactNativeEasing.bounce
        case "react-native-bezier": return try reactNativeBezier(at: position, &p)
        default:
            throw EasingError("unknown easing function '\(name)('", position: position)
        }
    }

    /// `cubic-bezier(x1, y1, x2, y2)`: CSS's timing function (x1, x2 in [0, 1]).
    static func cubicBezier(at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        let values = try controlPoints(&p)
        do { return try CubicBezierEasing(values[0].0, values[1].0, values[2].0, values[3].0) } catch {
            throw EasingError(error.message, position: outsidePosition(values))
        }
    }

    /// The four numbers x1, y1, x2, y2 of a Bézier timing function and the closing `)`, each with
    /// its position.
    static func controlPoints(_ p: inout Scanner) throws(EasingError) -> [(Double, Int)] {
        var values: [(Double, Int)] = []
        for i in 0..<4 {
            if i > 0 { try p.expect(",") }
            values.append(try p.number())
        }
        try p.expect(")")
        return values
    }

    /// Where a refused Bézier timing function's error points: x1 when it is outside [0, 1], else x2.
    static func outsidePosition(_ values: [(Double, Int)]) -> Int {
        values[0].0 < 0 || values[0].0 > 1 ? values[0].1 : values[2].1
    }

    /// `steps(n[, position])`: a whole count ≥ 1 and a jump position (default end).
    static func steps(at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        let (n, nAt) = try p.number()
        guard n == n.rounded(), n >= 1, n <= Double(Int32.max) else {
            throw EasingError("steps() needs a whole step count ≥ 1 (got \(CSSNumber.format(n)))", position: nAt)
        }
        var position = StepsEasing.Position.end
        var positionAt = nAt
        p.skipSpace()
        if p.peek == "," {
            p.index += 1
            p.skipSpace()
            positionAt = p.index
            guard let word = p.identifier(), let pos = StepsEasing.Position(rawValue: word) else {
                throw EasingError("expected jump-start, jump-end, jump-none, jump-both, start or end", position: positionAt)
            }
            position = pos
        }
        try p.expect(")")
        do {
            return try StepsEasing(Int(n), position)
        } catch {
            throw EasingError(error.message, position: position == .jumpNone ? positionAt : nAt)
        }
    }

    /// `linear(stop, …)`: CSS's piecewise-linear easing; each stop a number with up to two adjacent percentages.
    static func linear(at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        // <linear-stop> = <number> && <percentage>{0,2}: the number and a group of up to two
        // adjacent percentages, in either order; at least two stops.
        var stops: [LinearEasing.Stop] = []
        repeat {
            p.skipSpace()
            let stopAt = p.index
            var output: Double?
            var inputs: [Double] = []
            var groupClosed = false
            while true {
                p.skipSpace()
                guard let c = p.peek, c != ",", c != ")" else { break }
                let (v, at) = try p.number()
                if p.peek == "%" {
                    p.index += 1
                    guard !groupClosed else { throw EasingError("a linear() stop's percentages must be adjacent", position: at) }
                    inputs.append(v)
                } else {
                    guard output == nil else { throw EasingError("a linear() stop has one output number", position: at) }
                    output = v
                    groupClosed = !inputs.isEmpty
                }
            }
            guard let out = output else { throw EasingError("expected a number in linear()", position: stopAt) }
            guard inputs.count <= 2 else { throw EasingError("a linear() stop takes at most two percentages", position: stopAt) }
            stops.append(LinearEasing.Stop(output: out, inputPercents: inputs))
            p.skipSpace()
        } while p.consume(",")
        try p.expect(")")
        guard stops.count >= 2 else { throw EasingError("linear() needs at least two stops", position: position) }
        do {
            return try LinearEasing(stops: stops)
        } catch {
            throw EasingError(error.message, position: position)
        }
    }

    /// `spring(key=value, …)`: a spring easing from one platform family's parameters, `epsilon` its settling tolerance.
    static func spring(at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        var params = SpringParameters()
        var epsilon = 0.001
        var seen = Set<String>()  // each key at most once: a repeat is a mistake, not an override
        p.skipSpace()
        if p.peek != ")" {
            repeat {
                p.skipSpace()
                let keyAt = p.index
                guard let key = p.identifier() else { throw EasingError("expected a spring parameter name", position: keyAt) }
                guard seen.insert(key).inserted else {
                    throw EasingError("spring parameter '\(key)' is given twice", position: keyAt)
                }
                p.skipSpace()
                if key == springKey(.origami) && p.peek != "=" {
                    params.origami = true
                    continue
                }
                try p.expect("=")
                p.skipSpace()
                if key == springKey(.preset) {
                    guard let value = p.identifier() else { throw EasingError("expected a preset name", position: p.index) }
                    params.presetName = value
                    continue
                }
                let (v, _) = try p.number()
                if key == "epsilon" {
                    epsilon = v
                } else if let field = springKeys.first(where: { $0.key == key })?.field, field.isNumeric {
                    params[field] = v
                } else {
                    throw EasingError(
                        "unknown spring parameter '\(key)' (known: \((springKeys.map(\.key) + ["epsilon"]).joined(separator: ", ")))",
                        position: keyAt)
                }
            } while p.consume(",")
        }
        try p.expect(")")
        do {
            let resolved = try params.resolve()
            return try SpringEasing(spring: resolved.spring, velocity: params.velocity, epsilon: epsilon)
        } catch let e as SpringParameterError {
            throw EasingError(e.message(naming: springKey), position: position)
        } catch let e as EasingError {
            throw EasingError(e.message, position: position)
        } catch {
            throw EasingError("\(error)", position: position)
        }
    }

    /// `path(d)`: an easing along SVG path data (which holds no parenthesis, so it runs to the next `)`).
    static func path(at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        // SVG path data holds no parenthesis: it runs to the next ')'.
        let start = p.index
        var end = start
        while end < p.chars.count && p.chars[end] != ")" { end += 1 }
        guard end < p.chars.count else { throw EasingError("unexpected end: expected ')'", position: end) }
        let text = String(String.UnicodeScalarView(p.chars[start..<end]))
        p.index = end + 1
        do {
            return try PathEasing(svgPathData: text)
        } catch {
            throw EasingError(error.message, position: error.position.map { start + $0 } ?? position)
        }
    }

    /// `react-native-elastic([b])`, `react-native-back([s])`, `react-native-poly(n)`: React Native's parametric easings.
    static func reactNativeParametric(_ name: String, at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        p.skipSpace()
        var parameter: (Double, Int)?
        if p.peek != ")" { parameter = try p.number() }
        try p.expect(")")
        let kind: ReactNativeEasing.Kind
        switch name {
        case "react-native-elastic": kind = .elastic(bounciness: parameter?.0 ?? ReactNativeEasing.defaultBounciness)
        case "react-native-back": kind = .back(overshoot: parameter?.0 ?? ReactNativeEasing.defaultOvershoot)
        default:
            guard let n = parameter else { throw EasingError("react-native-poly() needs an exponent n > 0", position: p.index - 1) }
            kind = .poly(exponent: n.0)
        }
        do { return try ReactNativeEasing(kind) } catch { throw EasingError(error.message, position: parameter?.1 ?? position) }
    }

    /// `react-native-bezier(x1, y1, x2, y2)`: React Native's `Easing.bezier`.
    static func reactNativeBezier(at position: Int, _ p: inout Scanner) throws(EasingError) -> any Easing {
        let values = try controlPoints(&p)
        do { return try ReactNativeEasing.bezier(values[0].0, values[1].0, values[2].0, values[3].0) } catch {
            throw EasingError(error.message, position: outsidePosition(values))
        }
    }

    /// The keys of `spring(…)`, part of the easing grammar, by the library field each sets
    /// (in the order an unknown key's message lists them).
    static let springKeys: [(key: String, field: SpringField)] = [
        ("damping", .dampingRatio), ("duration", .duration), ("velocity", .velocity), ("response", .response), ("bounce", .bounce),
        ("mass", .mass), ("stiffness", .stiffness), ("damping-coefficient", .dampingCoefficient), ("bounciness", .bounciness),
        ("speed", .speed), ("tension", .tension), ("friction", .friction), ("origami", .origami), ("preset", .preset),
    ]

    /// The `spring(…)` key of a field, as errors name it.
    static func springKey(_ field: SpringField) -> String { springKeys.first { $0.field == field }!.key }

    /// A minimal scanner over Unicode scalars with CSS number syntax.
    struct Scanner {
        let chars: [Unicode.Scalar]
        var index = 0
        init(_ chars: [Unicode.Scalar]) { self.chars = chars }

        var atEnd: Bool { index >= chars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : chars[index] }

        mutating func skipSpace() {
            while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 }
        }

        mutating func consume(_ c: Unicode.Scalar) -> Bool {
            skipSpace()
            if peek == c { index += 1; return true }
            return false
        }

        mutating func expect(_ c: Unicode.Scalar) throws(EasingError) {
            skipSpace()
            guard peek == c else {
                throw EasingError(atEnd ? "unexpected end: expected '\(c)'" : "expected '\(c)'", position: index)
            }
            index += 1
        }

        mutating func identifier() -> String? {
            let start = index
            while let c = peek, c.properties.isAlphabetic || c == "-" || (index > start && ("0"..."9").contains(c)) {
                if c == "-" && index == start, index + 1 < chars.count, ("0"..."9").contains(chars[index + 1]) || chars[index + 1] == "." {
                    break
                }
                index += 1
            }
            return index > start ? String(String.UnicodeScalarView(chars[start..<index])) : nil
        }

        /// A CSS <number>: [+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?
        mutating func number() throws(EasingError) -> (Double, Int) {
            skipSpace()
            let start = index
            if let c = peek, c == "+" || c == "-" { index += 1 }
            var digits = 0
            while let c = peek, ("0"..."9").contains(c) { index += 1; digits += 1 }
            if peek == ".", index + 1 < chars.count, ("0"..."9").contains(chars[index + 1]) {
                index += 1
                while let c = peek, ("0"..."9").contains(c) { index += 1; digits += 1 }
            }
            guard digits > 0 else {
                index = start
                throw EasingError(atEnd ? "unexpected end: expected a number" : "expected a number", position: start)
            }
            if let e = peek, e == "e" || e == "E" {
                let save = index
                index += 1
                if let s = peek, s == "+" || s == "-" { index += 1 }
                var expDigits = 0
                while let c = peek, ("0"..."9").contains(c) { index += 1; expDigits += 1 }
                if expDigits == 0 { index = save }
            }
            let text = String(String.UnicodeScalarView(chars[start..<index]))
            guard let v = Double(text), v.isFinite else { throw EasingError("number out of range", position: start) }
            return (v, start)
        }
    }
}
