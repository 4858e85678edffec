/// One API request as a `springsim` command line: `GET /api/<subcommand words>?<long option>=<value>&…`.
///
/// - The words after `/api/` are the subcommand path (`/api/` and `/api/spring` are the root
///   table; `/api/chart/line` is `springsim chart line`).
/// - Each query parameter `name=value` is `--name value` (`--name=value` when the value starts
///   with `-`, so a value is never read as an option); `?stats`, `?stats=` and `?stats=true` are
///   the flag `--stats`, `?stats=false` leaves it out. Parameters keep their order; a name may repeat.
/// - `arg=` parameters are the positional arguments, in order, after the options.
/// - A POST body is the command's standard input (for `@-`, `--samples -`, `render plot`).
///
/// Nothing that names a file passes: `--output` (other than `-`), `--data`, `--file`, `--grid`,
/// `--samples`/`--input` other than `-`, `@FILE` other than `@-`, short options (`-o`, `-i`) and
/// the `studio` subcommand itself are refused with 400 before anything runs.
public struct APIRequest: Sendable, Equatable {
    /// The command line after the program name.
    public var arguments: [String]
    /// The command's standard input (the POST body; empty for GET).
    public var standardInput: [UInt8]

    public init(arguments: [String], standardInput: [UInt8]) {
        self.arguments = arguments
        self.standardInput = standardInput
    }

    /// Options whose value is a path the command would open, and what each would do with it.
    static let fileOptions: [String: String] = [
        "output": "writes a file", "data": "reads a file", "file": "reads a file", "grid": "reads a file",
        "samples": "reads a file", "input": "reads a file",
    ]
    /// Options that name a file only under some commands (`fit … --samples FILE`; elsewhere
    /// `--samples N` is a count).
    static let fileOptionCommands: [String: String] = ["samples": "fit"]
    /// Of ``fileOptions``, those that take `-` (standard input or output) instead of a path.
    static let dashAllowed: Set<String> = ["output", "samples", "input"]

    /// Maps `method` and the raw request `target` (path and query, still percent-encoded) with
    /// `body` to a command line, or throws the 4xx the request gets.
    public static func parse(method: String, target: String, body: [UInt8], limits: StudioLimits) throws(StudioError) -> APIRequest {
        guard method == "GET" || method == "POST" else {
            throw StudioError(status: 405, "method \(clipped(method)) is not allowed on /api (use GET, or POST with the standard input)")
        }
        guard target.utf8.count <= limits.maxTargetBytes else {
            throw .tooLarge("the request target exceeds the \(limits.maxTargetBytes)-byte limit")
        }
        if body.count > limits.maxBodyBytes {
            throw .tooLarge("the request body exceeds the \(limits.maxBodyBytes)-byte limit")
        }
        let pathPart: Substring
        let queryPart: Substring?
        if let mark = target.firstIndex(of: "?") {
            pathPart = target[..<mark]
            queryPart = target[target.index(after: mark)...]
        } else {
            pathPart = Substring(target)
            queryPart = nil
        }
        var arguments = try subcommandWords(pathPart)
        let parameters = try queryParameters(queryPart, limits: limits)
        var positionals: [String] = []
        for (name, value) in parameters {
            if name == "arg" {
                guard let value else { throw .badRequest("arg needs a value (arg=VALUE, one per positional argument)") }
                try checkPositional(value)
                positionals.append(value)
                continue
            }
            try checkOptionName(name)
            if let effect = fileOptions[name], fileOptionCommands[name].map({ arguments.first == $0 }) ?? true,
                !(dashAllowed.contains(name) && value == "-")
            {
                throw .badRequest("--\(name) \(effect): the studio never opens a path a request names (POST the data and use - or @-)")
            }
            switch value {
            case nil, "", "true":
                arguments.append("--" + name)
            case "false":
                continue
            case let value?:
                try checkValue(value, option: name)
                if value.hasPrefix("-") { arguments.append("--\(name)=\(value)") } else { arguments += ["--" + name, value] }
            }
        }
        arguments += positionals
        return APIRequest(arguments: arguments, standardInput: method == "POST" ? body : [])
    }

    /// `/api`, `/api/`, `/api/spring`, `/api/chart/line`: the subcommand words.
    static func subcommandWords(_ path: Substring) throws(StudioError) -> [String] {
        guard path == "/api" || path.hasPrefix("/api/") else { throw StudioError(status: 404, "no such route (the API is under /api/)") }
        var segments = path.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if segments.last?.isEmpty == true { segments = segments.dropLast() }
        var words: [String] = []
        for raw in segments {
            let word = try PercentDecoding.decode(raw, plusIsSpace: false)
            guard isName(word), let first = word.unicodeScalars.first, ("a"..."z").contains(first) else {
                throw .badRequest("'\(clipped(word))' is not a subcommand (the path is /api/ followed by subcommand words)")
            }
            if word == "studio" { throw .badRequest("studio is not available through the API") }
            words.append(word)
        }
        guard words.count <= 4 else { throw .badRequest("too many subcommand words (at most 4)") }
        return words
    }

    /// The query's `name=value` pairs in order (a name without `=` has no value).
    static func queryParameters(_ query: Substring?, limits: StudioLimits) throws(StudioError) -> [(String, String?)] {
        guard let query, !query.isEmpty else { return [] }
        var pairs: [(String, String?)] = []
        for item in query.split(separator: "&") {
            guard pairs.count < limits.maxParameters else {
                throw .tooLarge("more than \(limits.maxParameters) query parameters (the limit per request)")
            }
            if let equals = item.firstIndex(of: "=") {
                let name = try PercentDecoding.decode(item[..<equals], plusIsSpace: true)
                let value = try PercentDecoding.decode(item[item.index(after: equals)...], plusIsSpace: true)
                pairs.append((name, value))
            } else {
                pairs.append((try PercentDecoding.decode(item, plusIsSpace: true), nil))
            }
        }
        return pairs
    }

    /// Long option names as the CLI spells them: lowercase letters, digits and inner hyphens.
    static func checkOptionName(_ name: String) throws(StudioError) {
        guard isName(name) else {
            throw .badRequest("'\(clipped(name))' is not an option name (query names are long options without the leading --)")
        }
    }

    static func checkValue(_ value: String, option: String) throws(StudioError) {
        if value.hasPrefix("@") && value != "@-" {
            throw .badRequest(
                "--\(option) \(clipped(value)): @FILE reads a file; the studio never opens a path a request names (POST the data and use @-)"
            )
        }
        if value.unicodeScalars.contains(where: { $0.value == 0 }) { throw .badRequest("--\(option): a value may not contain NUL") }
    }

    /// A positional argument: text, `@-`, a number, `--` or a long option of an inner command line
    /// (`render filmstrip … -- chart line --values …`), never a file.
    static func checkPositional(_ value: String) throws(StudioError) {
        if value.hasPrefix("@") && value != "@-" {
            throw .badRequest(
                "arg \(clipped(value)): @FILE reads a file; the studio never opens a path a request names (POST the data and use @-)")
        }
        if value.unicodeScalars.contains(where: { $0.value == 0 }) { throw .badRequest("arg: a value may not contain NUL") }
        guard value.hasPrefix("-"), value != "-", value != "--", Double(value) == nil else { return }
        guard value.hasPrefix("--") else {
            throw .badRequest("arg \(clipped(value)): short options are not accepted (use long names)")
        }
        let name = String(value.dropFirst(2).prefix { $0 != "=" })
        try checkOptionName(name)
        if let effect = fileOptions[name] {
            let attached = value.dropFirst(2 + name.count)
            if !(dashAllowed.contains(name) && attached == "=-") {
                throw .badRequest("--\(name) \(effect): the studio never opens a path a request names (POST the data and use - or @-)")
            }
        }
    }

    static func isName(_ text: String) -> Bool {
        guard (1...64).contains(text.utf8.count), !text.hasPrefix("-"), !text.hasSuffix("-") else { return false }
        return text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// Echoed text, one line and short.
    static func clipped(_ text: String) -> String {
        let line = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }
}
