import SpringSim

/// The default table's command line (`springsim --damping 0.15 --velocity 1.4 …`), read without
/// ArgumentParser when it is plain.
///
/// ArgumentParser builds its whole command tree on every run, reflecting over every option group
/// of every subcommand with `Mirror` and dynamic casts; in this binary that costs about 4 ms of
/// start-up, more than the rest of a short run together. The spring table is the main job and the
/// most frequently scripted call, so its plain command lines are read here directly: only
/// long options of the `spring` command, each at most once, as `--name value` or `--name=value`,
/// every value converted by the same initializer ArgumentParser would use (`Double(_:)`,
/// `Int(_:)`, ``Until/init(argument:)``), and every group's `validate()` run. Anything else —
/// a subcommand, `--help`, a short option, a repeated or unknown option, a value that does not
/// convert, a value that fails validation — returns nil, and ArgumentParser reads the line as
/// usual, giving its usual answer or its usual error. The result is the same
/// ``SpringTableJob`` ArgumentParser's ``SpringCommand`` would have built, run by the same `run()`.
///
/// Setting `SPRINGSIM_ARGUMENT_PARSER=1` in the environment turns this path off; the test suite
/// runs random command lines both ways and requires byte-identical output, errors and status.
enum DirectSpringLine {
    /// The `spring` command's long options that take a value, in the order of their slots: the
    /// spring flags by the names ``SpringFlags`` declares them with, then the table's options.
    static let valueOptions =
        SpringField.allCases.filter { $0 != .origami }.map(SpringFlags.name)
        + ["from", "to", "fps", "until", "times", "epsilon", "velocity-epsilon", "output", "format", "max-rows"]

    /// The command `arguments` (after ``Arguments/joiningNegativeValues(_:)``) denote, or nil when
    /// ArgumentParser must read them.
    static func job(_ arguments: [String]) -> SpringTableJob? {
        if Platform.environment("SPRINGSIM_ARGUMENT_PARSER") != nil { return nil }
        var tokens = arguments[...]
        if tokens.first == "spring" { tokens = tokens.dropFirst() }
        // One slot per option (a plain array: a dictionary's generic metadata alone costs more
        // start-up than the whole table).
        var values = [String?](repeating: nil, count: valueOptions.count)
        var origami = false
        while let token = tokens.popFirst() {
            guard token.hasPrefix("--"), token.count > 2 else { return nil }
            let body = token.dropFirst(2)
            let name: String
            let inline: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inline = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
                inline = nil
            }
            if name == SpringFlags.name(.origami) {
                guard inline == nil, !origami else { return nil }
                origami = true
                continue
            }
            guard let slot = valueOptions.firstIndex(of: name), values[slot] == nil else { return nil }
            if let inline {
                values[slot] = inline
            } else {
                // A value that starts with "-" is ArgumentParser's to judge (a flag, or `-` for stdout).
                guard let next = tokens.popFirst(), !next.hasPrefix("-") else { return nil }
                values[slot] = next
            }
        }
        return build(values, origami: origami)
    }

    private static func build(_ slots: [String?], origami: Bool) -> SpringTableJob? {
        func text(_ name: String) -> String? { valueOptions.firstIndex(of: name).flatMap { slots[$0] } }
        // A number option: absent → nil; present → its value, or the whole line goes to ArgumentParser.
        var failed = false
        func number(_ name: String) -> Double? {
            guard let text = text(name) else { return nil }
            guard let value = Double(text) else {
                failed = true
                return nil
            }
            return value
        }

        var job = SpringTableJob()
        for field in SpringField.allCases where field.isNumeric { job.spring[field] = number(SpringFlags.name(field)) }
        job.spring.origami = origami
        job.spring.presetName = text(SpringFlags.name(.preset))
        job.from = number("from") ?? job.from
        job.to = number("to") ?? job.to
        job.fps = number("fps") ?? job.fps
        if let given = text("until") {
            guard let until = Until(argument: given) else { return nil }
            job.until = until
        }
        job.times = text("times")
        job.epsilon = number("epsilon") ?? job.epsilon
        job.velocityEpsilon = number("velocity-epsilon")
        job.output = text("output")
        if let given = text("format") {
            guard let format = TableFormat(argument: given) else { return nil }
            job.format = format
        }
        if let given = text("max-rows") {
            guard let rows = Int(given) else { return nil }
            job.maxRows = rows
        }
        guard !failed else { return nil }
        // ArgumentParser's validation pass; a failure is reported by ArgumentParser itself.
        do { try job.validate() } catch { return nil }
        return job
    }
}
