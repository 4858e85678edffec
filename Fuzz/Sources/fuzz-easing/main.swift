// Fuzzes the easing-string parser (`EasingParser.parse`, the syntax of `springsim ease`).
//
// Invariants beyond "no trap":
// - an error's position lies within the text (0…count of Unicode scalars);
// - a parsed easing gives finite outputs for u in [0, 1] (linear(): no NaN — its end segments
//   extrapolate, and outputs near ±1.8e308 may legitimately leave the Double range);
// - cubic-bezier, Penner, spring, path() and React Native easings keep the contract e(0) = 0
//   and e(1) = 1 exactly;
// - path() serialises to text that parses back to the same path;
// - cubic-bezier serialises (`description`) to text that parses back to the same easing;
//   the serialisations of steps() and linear() are fixed points (format ∘ parse ∘ format).
import FuzzSupport
import SpringSim

fuzzMain { bytes in
    let input = text(bytes)
    let easing: any Easing
    do throws(EasingError) {
        easing = try EasingParser.parse(input)
    } catch {
        if let at = error.position {
            require(at >= 0 && at <= input.unicodeScalars.count, "error position \(at) outside the text: \(error)")
        }
        return
    }
    for k in 0...16 {
        let u = Double(k) / 16
        let e = easing.value(at: u)
        require(easing is LinearEasing ? !e.isNaN : e.isFinite, "\(input): e(\(u)) = \(e)")
        if let s = easing.slope(at: u) { require(!s.isNaN, "\(input): slope(\(u)) is NaN") }
    }
    switch easing {
    case let c as CubicBezierEasing:
        requireEnds(c, input)
        require((try? EasingParser.parse(c.description)) as? CubicBezierEasing == c, "\(input): \(c) does not parse back")
    case let p as PennerEasing:
        requireEnds(p, input)
    case let s as SpringEasing:
        requireEnds(s, input)
    case let p as PathEasing:
        requireEnds(p, input)
        require((try? EasingParser.parse(p.description)) as? PathEasing == p, "\(input): \(p) does not parse back")
    case let r as ReactNativeEasing:
        requireEnds(r, input)
    case let s as StepsEasing:
        // `end` and `jump-end` are the same easing written two ways: compare what they write.
        let again = (try? EasingParser.parse(s.description)) as? StepsEasing
        require(again?.description == s.description, "\(input): \(s) does not parse back")
    case let l as LinearEasing:
        let again = try? EasingParser.parse(l.description)
        require(again.map { "\($0)" } == l.description, "\(input): \(l) is not a fixed point (\(String(describing: again)))")
    default:
        break
    }
}

func requireEnds(_ easing: some Easing, _ input: String) {
    require(easing.value(at: 0) == 0 && easing.value(at: 1) == 1, "\(input): e(0) = \(easing.value(at: 0)), e(1) = \(easing.value(at: 1))")
}
