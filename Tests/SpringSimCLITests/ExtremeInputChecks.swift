import Foundation
import SpringSim
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One row of `ExtremeInputCase.table`: `id | expect | args | checks`.
struct ExtremeInputCase: Sendable, CustomTestStringConvertible {
    enum Expect: String, Sendable { case ok, error = "err", any }

    /// What a case checks beyond the rules every case obeys (see `ExtremeInputTests`).
    enum Check: Sendable, Equatable {
        /// `mentions=TEXT`: on failure, the error line contains TEXT (placeholders allowed).
        case mentions(String)
        /// `stdin=NAME`: standard input is the fixture NAME (default: empty).
        case stdin(String)
        /// `setup=NAME`: create the fixture NAME in the case folder before the run.
        case setup(String)
        /// `fifo=NAME`: NAME is a FIFO read while the command runs; it must stay a FIFO.
        case fifo(String)
        /// `symlink=NAME`: NAME must still be a symbolic link after the run.
        case symlink(String)
        /// `absent=NAME`: no file NAME in the case folder after the run.
        case absent(String)
        /// `number=EXPR`: the output is one number equal to EXPR to 1e-12 relative.
        case number(String)
        /// `at=EXPR,EXPR`: the first row's x,y equal the point to 1e-12 of its size.
        case at(String, String)
        /// `closed-form`: a spring table (spring subcommand) agrees with the library's closed form.
        case closedForm
        /// `settle-def`: settle --json's exact time satisfies its definition.
        case settleDefinition
        /// `mirror-v`: value(v) + value(−v) = 2·value(0) row by row (spring independent of v).
        case mirrorVelocity
        /// `mirror-ft`: value(from→to) + value(to→from) = from + to row by row.
        case mirrorFromTo
        /// `scaled=EXPR`: the values equal EXPR × those of the same run with --from/--to divided by EXPR.
        case scaled(String)
        /// `same=ARGS`: the output equals the standard output of `springsim ARGS`.
        case same(String)
        /// `identity`: ease output equals input on every row.
        case identity
        /// `rows=N`: the table has N data rows.
        case rows(Int)
        /// `even=EXPR`: path sample's s column is evenly spaced from 0 to EXPR.
        case even(String)
        /// `last-time=EXPR`: the last row's time equals EXPR.
        case lastTime(String)
        /// `range=COLUMN:LO:HI`: every value of COLUMN lies in [LO, HI].
        case range(String, String, String)
        /// `monotone=COLUMN`: COLUMN never decreases.
        case monotone(String)
        /// `interrupt=SECONDS` / `terminate=SECONDS`: send SIGINT / SIGTERM after SECONDS; a command
        /// still running then must end promptly and leave no output file and no temporary file.
        case signal(Int32, Double)
        /// `json`: the output parses as JSON.
        case json
        /// `lacks=TEXT`: the output does not contain TEXT (e.g. unescaped markup).
        case lacks(String)
        case unknown(String)

        init(_ text: String) {
            let (key, value) = text.firstIndex(of: "=").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, "")
            let parts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let pair = value.split(separator: ",", maxSplits: 1).map(String.init)
            switch key {
            case "mentions": self = .mentions(value)
            case "stdin": self = .stdin(value)
            case "setup": self = .setup(value)
            case "fifo": self = .fifo(value)
            case "symlink": self = .symlink(value)
            case "absent": self = .absent(value)
            case "number": self = .number(value)
            case "at" where pair.count == 2: self = .at(pair[0], pair[1])
            case "closed-form": self = .closedForm
            case "settle-def": self = .settleDefinition
            case "mirror-v": self = .mirrorVelocity
            case "mirror-ft": self = .mirrorFromTo
            case "scaled": self = .scaled(value)
            case "same": self = .same(value)
            case "identity": self = .identity
            case "rows" where Int(value) != nil: self = .rows(Int(value)!)
            case "even": self = .even(value)
            case "last-time": self = .lastTime(value)
            case "range" where parts.count == 3: self = .range(parts[0], parts[1], parts[2])
            case "monotone": self = .monotone(value)
            case "interrupt" where Double(value) != nil: self = .signal(SIGINT, Double(value)!)
            case "terminate" where Double(value) != nil: self = .signal(SIGTERM, Double(value)!)
            case "json": self = .json
            case "lacks": self = .lacks(value)
            default: self = .unknown(text)
            }
        }

        /// Whether the check compares numbers against a reference (closed form, identity, definition).
        var checksValues: Bool {
            switch self {
            case .number, .at, .closedForm, .settleDefinition, .mirrorVelocity, .mirrorFromTo, .scaled, .same, .identity, .even, .lastTime:
                true
            default: false
            }
        }
    }

    var id: String
    var expect: Expect
    var args: [String]
    var checks: [Check]

    var testDescription: String { "\(id) [\(expect.rawValue)]: \(args.joined(separator: " "))" }

    /// Every `{name}` placeholder in the arguments and checks.
    var referencedFixtures: [String] {
        var words = args
        for check in checks {
            switch check {
            case .stdin(let n), .setup(let n), .fifo(let n), .symlink(let n), .absent(let n): words.append("{\(n)}")
            case .mentions(let t), .same(let t): words.append(t)
            default: break
            }
        }
        return words.flatMap { word in
            word.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
                $0.split(separator: "}").first.map(String.init)
            }
        }.filter { $0 != "tmp" }
    }

    static let all: [ExtremeInputCase] = parse(table)

    static func parse(_ text: String) -> [ExtremeInputCase] {
        text.split(separator: "\n").compactMap { line -> ExtremeInputCase? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            let columns = trimmed.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard columns.count >= 3, let expect = Expect(rawValue: columns[1]) else {
                return ExtremeInputCase(id: "malformed: \(trimmed)", expect: .ok, args: [], checks: [.unknown(trimmed)])
            }
            let checks = columns.count > 3 ? columns[3].split(separator: ";").map { Check($0.trimmingCharacters(in: .whitespaces)) } : []
            return ExtremeInputCase(id: columns[0], expect: expect, args: words(columns[2]), checks: checks)
        }
    }

    /// Splits a command line into words: whitespace separates, single quotes group (no escapes),
    /// `''` is an empty word.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false, quoted = false
        for ch in line {
            if quoted {
                if ch == "'" { quoted = false } else { current.append(ch) }
            } else if ch == "'" {
                quoted = true
                inWord = true
            } else if ch == " " || ch == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(ch)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

/// A fixture the case table can name as `{name}`: written into the case's own folder on first use.
enum Fixture: Sendable {
    case text(String)
    case bytes([UInt8])
    case symlink(String)
    case fifo
    case directory
}

/// Applies one case's checks to its run.
struct CaseChecker {
    let label: String
    let args: [String]
    let run: ExtremeInputTests.Run
    let succeeded: Bool
    var context: CaseContext
    let fifoData: Data?

    /// The command's output: the FIFO's data, the --output file in the case folder, or stdout.
    var output: String {
        if let fifoData { return String(decoding: fifoData, as: UTF8.self) }
        if let target = ExtremeInputTests.outputTarget(args), target.hasPrefix(context.dir.path + "/"),
            let data = try? Data(contentsOf: URL(fileURLWithPath: target).resolvingSymlinksInPath())
        {
            return String(decoding: data, as: UTF8.self)
        }
        return run.stdout
    }

    mutating func apply(_ check: ExtremeInputCase.Check) throws {
        switch check {
        case .mentions(let text):
            let expected = try context.substitute(text)
            if !succeeded { #expect(run.stderr.contains(expected), "\(label): the error should mention '\(text)': \(run.stderr)") }
        case .symlink(let name):
            let path = try context.path(of: name)
            let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, "\(label): \(name) is no longer a symbolic link (\(String(describing: type)))")
        case .fifo(let name):
            let path = try context.path(of: name)
            #expect(isFIFO(path), "\(label): \(name) is no longer a FIFO")
            if succeeded { #expect(!(fifoData ?? Data()).isEmpty, "\(label): nothing arrived through the FIFO") }
        case .absent(let name):
            #expect(!FileManager.default.fileExists(atPath: try context.path(of: name)), "\(label): created a file named \(name)")
        case .stdin, .setup, .signal, .unknown: break
        default:
            guard succeeded else { return }
            if run.truncated {
                Issue.record("\(label): the output is too large to check (over \(ExtremeInputTests.outputCap) bytes)")
                return
            }
            try checkValues(check)
        }
    }

    func isFIFO(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO
    }

    mutating func checkValues(_ check: ExtremeInputCase.Check) throws {
        switch check {
        case .number(let expr):
            let expected = try Expression.evaluate(expr)
            guard let got = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                Issue.record("\(label): output is not one number: \(output.prefix(100))")
                return
            }
            #expect(close(got, expected, relative: 1e-12), "\(label): got \(got), closed form \(expected)")
        case .at(let ex, let ey):
            let x = try Expression.evaluate(ex), y = try Expression.evaluate(ey)
            let t = Table(output)
            guard let px = t.column("x")?.first, let py = t.column("y")?.first else {
                Issue.record("\(label): no x,y row")
                return
            }
            let size = max(abs(x), abs(y))
            #expect(abs(px - x) <= 1e-12 * size && abs(py - y) <= 1e-12 * size, "\(label): at (\(px), \(py)), expected (\(x), \(y))")
        case .closedForm: try closedForm()
        case .settleDefinition: try settleDefinition()
        case .mirrorVelocity:
            guard let v = option("--velocity").flatMap(Double.init) else {
                Issue.record("\(label): mirror-v needs --velocity")
                return
            }
            let plus = Table(output)
            let minus = Table(try rerun(replacing: "--velocity", with: "\(-v)"))
            let zero = Table(try rerun(replacing: "--velocity", with: "0"))
            try relate(plus, minus, zero, "value(v) + value(−v) = 2·value(0)") { a, b, c in (a + b, 2 * c) }
        case .mirrorFromTo:
            let from = option("--from").flatMap(Double.init) ?? 0, to = option("--to").flatMap(Double.init) ?? 1
            let swapped = Table(try rerun(replacing: "--from", with: "\(to)", and: "--to", with: "\(from)"))
            let t = Table(output)
            try relate(t, swapped, swapped, "value(a→b) + value(b→a) = a + b") { a, b, _ in (a + b, from + to) }
        case .scaled(let expr):
            let factor = try Expression.evaluate(expr)
            let from = option("--from").flatMap(Double.init) ?? 0, to = option("--to").flatMap(Double.init) ?? 1
            let unit = Table(try rerun(replacing: "--from", with: "\(from / factor)", and: "--to", with: "\(to / factor)"))
            try relate(Table(output), unit, unit, "value = \(expr) × value at unit scale") { a, b, _ in (a, factor * b) }
        case .same(let text):
            let other = ExtremeInputCase.words(text)
            let r = try ExtremeInputTests.run(try other.map { try context.substitute($0) }, in: context.dir)
            #expect(r.status == 0 && !r.stdout.isEmpty, "\(label): the reference run `\(text)` failed: \(r.stderr)")
            #expect(output == r.stdout, "\(label): output differs from `springsim \(text)`")
        case .identity:
            let t = Table(output)
            guard let input = t.column("input"), let out = t.column("output"), !input.isEmpty else {
                Issue.record("\(label): no input,output columns")
                return
            }
            for (u, y) in zip(input, out) { #expect(abs(y - u) <= 1e-12 * max(1, abs(u)), "\(label): output \(y) at input \(u)") }
        case .rows(let n):
            #expect(Table(output).rows.count == n, "\(label): \(Table(output).rows.count) rows, expected \(n)")
        case .even(let expr):
            let length = try Expression.evaluate(expr)
            guard let s = Table(output).column("s"), s.count >= 2 else {
                Issue.record("\(label): no s column")
                return
            }
            for (i, si) in s.enumerated() {
                let expected = length * Double(i) / Double(s.count - 1)
                #expect(abs(si - expected) <= 1e-12 * abs(length), "\(label): s[\(i)] = \(si), expected \(expected)")
            }
            #expect(s.last == length || abs(s.last! - length) <= 1e-12 * abs(length), "\(label): last s \(s.last!) ≠ length \(length)")
        case .lastTime(let expr):
            let expected = try Expression.evaluate(expr)
            let time = Table(output).column("time")?.last
            #expect(
                time.map { close($0, expected, relative: 1e-12) } == true,
                "\(label): last time \(String(describing: time)), expected \(expected)")
        case .range(let column, let lo, let hi):
            let a = try Expression.evaluate(lo), b = try Expression.evaluate(hi)
            guard let values = Table(output).column(column) else {
                Issue.record("\(label): no column \(column)")
                return
            }
            for v in values where !(a...b).contains(v) { Issue.record("\(label): \(column) = \(v) outside [\(lo), \(hi)]") }
        case .monotone(let column):
            guard let values = Table(output).column(column) else {
                Issue.record("\(label): no column \(column)")
                return
            }
            for (a, b) in zip(values, values.dropFirst()) where b < a { Issue.record("\(label): \(column) decreases from \(a) to \(b)") }
        case .lacks(let text):
            #expect(!output.contains(text), "\(label): the output contains '\(text)'")
        case .json:
            #expect((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil, "\(label): output is not JSON")
        default: break
        }
    }

    // MARK: springs

    func option(_ name: String) -> String? {
        var value: String?
        for (i, a) in args.enumerated() {
            if a == name, i + 1 < args.count { value = args[i + 1] }
            if a.hasPrefix(name + "=") { value = String(a.dropFirst(name.count + 1)) }
        }
        return value
    }

    func number(_ name: String) -> Double? { option(name).flatMap(Double.init) }

    /// The spring and animation the arguments name (physical, Compose, SwiftUI response or UIKit family).
    func animation() throws -> SpringAnimation {
        let spring: Spring
        if let m = number("--mass"), let k = number("--stiffness"), let c = number("--damping-coefficient") {
            spring = Spring(mass: m, stiffness: k, dampingCoefficient: c)
        } else if let k = number("--stiffness"), let z = number("--damping") {
            spring = Spring(composeStiffness: k, dampingRatio: z)
        } else if let r = number("--response"), let z = number("--damping") {
            spring = Spring(naturalFrequency: 2 * Double.pi / r, dampingRatio: z)
        } else if let z = number("--damping") {
            spring = try Spring(uiKitDampingRatio: z, duration: number("--duration") ?? 1, initialVelocity: number("--velocity") ?? 0)
        } else {
            spring = Spring(
                mass: number("--mass") ?? 1, stiffness: number("--stiffness") ?? 100,
                dampingCoefficient: number("--damping-coefficient") ?? 10)
        }
        return SpringAnimation(
            spring: spring, from: number("--from") ?? 0, to: number("--to") ?? 1, normalizedVelocity: number("--velocity") ?? 0)
    }

    /// The textbook closed form, written out independently of the library: x(t) − to.
    static func textbook(_ spring: Spring, x0: Double, v0: Double, t: Double) -> Double {
        let (w, z) = frequencyAndRatio(spring)
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return exp(-z * w * t) * (x0 * cos(wd * t) + (v0 + z * w * x0) / wd * sin(wd * t))
        } else if z == 1 {
            return (x0 + (v0 + w * x0) * t) * exp(-w * t)
        } else {
            let s = z < 1e150 ? ((z - 1) * (z + 1)).squareRoot() : z * (1 - 1 / (z * z)).squareRoot()
            let slow = -w / (z + s), fast = -w * (z + s)
            let c1 = (v0 - fast * x0) / (slow - fast)
            return c1 * exp(slow * t) + (x0 - c1) * exp(fast * t)
        }
    }

    /// ω₀ and ζ from mass, stiffness and damping without overflow (√k/√m rather than √(k/m)).
    static func frequencyAndRatio(_ s: Spring) -> (Double, Double) {
        (s.stiffness.squareRoot() / s.mass.squareRoot(), s.dampingCoefficient / (2 * s.stiffness.squareRoot() * s.mass.squareRoot()))
    }

    /// Amplitude scale of a motion: |x0| + |v0|/ω₀ (a bound on |x − to| up to a small factor).
    static func amplitude(_ a: SpringAnimation) -> Double { abs(a.from - a.to) + abs(a.initialVelocity) / frequencyAndRatio(a.spring).0 }

    func closedForm() throws {
        let a = try animation()
        let t = Table(output)
        guard let time = t.column("time"), let value = t.column("value"), let velocity = t.column("velocity"),
            let acceleration = t.column("acceleration"), !time.isEmpty
        else {
            Issue.record("\(label): not a spring table")
            return
        }
        let w = Self.frequencyAndRatio(a.spring).0, scale = Self.amplitude(a)
        var worst = 0.0, worstTextbook = 0.0
        for i in time.indices {
            let s = a.motion.sample(at: time[i])
            worst = max(
                worst, abs(value[i] - (a.to + s.value)) / scale, abs(velocity[i] - s.velocity) / (scale * w),
                abs(acceleration[i] - s.acceleration) / (scale * w * w))
            let x = Self.textbook(a.spring, x0: a.from - a.to, v0: a.initialVelocity, t: time[i])
            worstTextbook = max(worstTextbook, abs(value[i] - (a.to + x)) / scale)
        }
        // The table is the library's closed form: 1e-12 of the amplitude (as the main CLI test). The
        // textbook formula differs by rounding of its phase ω_d·t and cancellation, so 1e-9.
        #expect(worst <= 1e-12, "\(label): deviation from the library's closed form \(worst) of the amplitude")
        #expect(worstTextbook <= 1e-9, "\(label): deviation from the textbook closed form \(worstTextbook) of the amplitude")
    }

    func settleDefinition() throws {
        let a = try animation()
        guard let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let exact = object["exact"] as? Double
        else {
            Issue.record("\(label): settle --json has no numeric 'exact': \(output.prefix(200))")
            return
        }
        let eps = number("--epsilon") ?? 0.001
        let threshold = eps * abs(a.to - a.from)
        let w = Self.frequencyAndRatio(a.spring).0
        let x0 = a.from - a.to, v0 = a.initialVelocity
        let at = abs(Self.textbook(a.spring, x0: x0, v0: v0, t: exact))
        // |x(T) − to| = ε·d, up to the value's rounding and a few ulps of T times the speed.
        let slack = 1e-9 * threshold + 8 * exact.ulp * abs(a.velocity(at: exact)) + 1e-12 * Self.amplitude(a)
        #expect(abs(at - threshold) <= slack, "\(label): |x(T) − to| = \(at) at T = \(exact), threshold \(threshold)")
        // After T the motion stays inside the band: sample 4000 points over 40 natural periods.
        let horizon = 40 * 2 * Double.pi / w
        var inside = true
        for j in 1...4000 where inside {
            let t = exact + horizon * Double(j) / 4000
            if abs(Self.textbook(a.spring, x0: x0, v0: v0, t: t)) > threshold * (1 + 1e-9) + 1e-12 * Self.amplitude(a) { inside = false }
        }
        #expect(inside, "\(label): the motion leaves the ε band after the reported settling time \(exact)")
    }

    func rerun(replacing name: String, with value: String, and name2: String? = nil, with value2: String? = nil) throws -> String {
        var new = args
        for (n, v) in [(name, value), (name2, value2)] {
            guard let n, let v else { continue }
            if let i = new.firstIndex(of: n) {
                new[i + 1] = v
            } else if let i = new.firstIndex(where: { $0.hasPrefix(n + "=") }) {
                new[i] = "\(n)=\(v)"
            } else {
                new.append("\(n)=\(v)")
            }
        }
        let r = try ExtremeInputTests.run(new, in: context.dir)
        #expect(r.status == 0, "\(label): the related run \(new) failed: \(r.stderr)")
        return r.stdout
    }

    /// Checks lhs ≈ rhs row by row for the value column of three tables on the same time grid.
    func relate(_ a: Table, _ b: Table, _ c: Table, _ what: String, _ f: (Double, Double, Double) -> (Double, Double)) throws {
        guard let ta = a.column("time"), let tb = b.column("time"), let va = a.column("value"), let vb = b.column("value"),
            let vc = c.column("value"), ta == tb, ta.count == vc.count, !ta.isEmpty
        else {
            Issue.record("\(label): \(what): the runs do not share a time grid")
            return
        }
        let scale = max(va.map(abs).max()!, vb.map(abs).max()!, vc.map(abs).max()!)
        for i in ta.indices {
            let (l, r) = f(va[i], vb[i], vc[i])
            #expect(abs(l - r) <= 1e-12 * scale, "\(label): \(what) fails at t = \(ta[i]): \(l) vs \(r)")
        }
    }

    func close(_ a: Double, _ b: Double, relative: Double) -> Bool { a == b || abs(a - b) <= relative * max(abs(a), abs(b)) }
}

/// A CSV table with a header row; fields that are not numbers read as NaN.
struct Table {
    var header: [String] = []
    var rows: [[Double]] = []
    init(_ csv: String) {
        var lines = csv.split(separator: "\n").map(String.init)
        guard !lines.isEmpty else { return }
        header = lines.removeFirst().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        rows = lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) ?? .nan } }
    }
    func column(_ name: String) -> [Double]? {
        guard let i = header.firstIndex(of: name) else { return nil }
        return rows.map { i < $0.count ? $0[i] : .nan }
    }
}

/// Arithmetic for expected values in the table: numbers, `pi`, + − × ÷, parentheses, sqrt().
enum Expression {
    struct Failure: Error { let text: String }

    static func evaluate(_ text: String) throws -> Double {
        var p = Parser(chars: Array(text.filter { !$0.isWhitespace }))
        let v = try p.sum()
        guard p.i == p.chars.count else { throw Failure(text: text) }
        return v
    }

    struct Parser {
        let chars: [Character]
        var i = 0
        mutating func sum() throws -> Double { try chain(["+": (+), "-": (-)]) { try $0.product() } }
        mutating func product() throws -> Double { try chain(["*": (*), "/": (/)]) { try $0.unary() } }
        /// operand (op operand)…, left to right, over the operators of one precedence level.
        mutating func chain(
            _ operators: [Character: (Double, Double) -> Double], _ operand: (inout Parser) throws -> Double
        ) throws -> Double {
            var v = try operand(&self)
            while i < chars.count, let op = operators[chars[i]] {
                i += 1
                v = op(v, try operand(&self))
            }
            return v
        }
        mutating func unary() throws -> Double {
            if i < chars.count, chars[i] == "-" {
                i += 1
                return -(try unary())
            }
            if i < chars.count, chars[i] == "(" {
                i += 1
                let v = try sum()
                guard i < chars.count, chars[i] == ")" else { throw Failure(text: String(chars)) }
                i += 1
                return v
            }
            if chars[i...].starts(with: "pi") {
                i += 2
                return Double.pi
            }
            if chars[i...].starts(with: "sqrt(") {
                i += 4
                return try unary().squareRoot()
            }
            var j = i
            while j < chars.count,
                chars[j].isNumber || chars[j] == "." || chars[j] == "e" || (j > i && chars[j - 1] == "e" && chars[j] == "-")
            {
                j += 1
            }
            guard let v = Double(String(chars[i..<j])) else { throw Failure(text: String(chars)) }
            i = j
            return v
        }
    }
}
