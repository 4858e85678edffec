import NetworkScenes
import SpringSim

/// A library request's refusal that the library words itself, naming each field as its caller
/// asks: the command line names a field by its option (`--` and the field's raw value, the
/// option's long name), so a command maps none of these errors case by case.
protocol RequestRefusal: Error {
    associatedtype Field: RawRepresentable<String>
    /// The refusal as one line, each field named by `name`.
    func message(naming name: (Field) -> String) -> String
    /// The entry of a list field the refusal is about (index from 0, the reason alone), so that
    /// an entry read from a file is located at its line and column.
    var entry: (field: Field, index: Int, reason: String)? { get }
    /// A failure while computing (exit status 1) rather than a refused input (2).
    var isFailure: Bool { get }
}

extension RequestRefusal {
    var entry: (field: Field, index: Int, reason: String)? { nil }
    var isFailure: Bool { false }

    /// This refusal as the command line says it: fields named by their options, an entry of a
    /// list from `lists` (by field) located in its file.
    func cliError(lists: [String: ParsedNumbers?] = [:]) -> CLIError {
        let text = message { "--" + $0.rawValue }
        if let entry, let list = lists[entry.field.rawValue] ?? nil { return list.error(at: entry.index, entry.reason, inline: text) }
        return isFailure ? CLIError(runtime: text) : CLIError(text)
    }
}

extension NetworkRequestError: RequestRefusal {}
extension BarChartRequestError: RequestRefusal {}
extension PieChartRequestError: RequestRefusal {}
extension IntegrationRequestError: RequestRefusal {}
