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
    /// spring flags by the names ``SpringFlags`` declares them with, then the table's options
    /// (``SpringTableOption``, whose names the option groups are declared with).
    static let valueOptions = springFields.map(SpringFlags.name) + SpringTableOption.allCases.map(\.name)

    /// The spring fields that take a value, in slot order (all but the `--origami` flag).
    static let springFields = SpringField.allCases.filter { $0 != .origami }

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
        var job = SpringTableJob()
        for (slot, field) in springFields.enumerated() {
            guard let text = slots[slot] else { continue }
            if field == .preset {
                job.spring.presetName = text
            } else {
                // A number option that does not convert: the whole line goes to ArgumentParser.
                guard let value = Double(text) else { return nil }
                job.spring[field] = value
            }
        }
        job.spring.origami = origami
        for (slot, option) in zip(springFields.count..., SpringTableOption.allCases) {
            guard let text = slots[slot] else { continue }
            guard option.read(text, into: &job) else { return nil }
        }
        // ArgumentParser's validation pass; a failure is reported by ArgumentParser itself.
        do { try job.validate() } catch { return nil }
        return job
    }
}
