import SpringSim

/// The `spring` command's long options besides the spring flags: each one's name, the kind of
/// value it takes and the converter that reads it. The option groups declare these options by
/// ``name`` (``AnimationOptions``, ``FrameOptions`` and its ``FrameTimesOption``,
/// ``ToleranceOptions``, ``TableOutputOptions`` and its ``TableFormatOption``),
/// and ``DirectSpringLine`` reads exactly these names, together with ``SpringFlags/name(_:)``'s:
/// the two readers of the default table share one list.
enum SpringTableOption: String, CaseIterable {
    case from, to, fps, until, times, epsilon
    case velocityEpsilon = "velocity-epsilon"
    case output, format
    case maxRows = "max-rows"

    /// The long name, as declared and typed (`--max-rows`).
    var name: String { rawValue }

    /// The kind of value the option takes.
    enum Kind { case number, integer, text, until, format }

    var kind: Kind {
        switch self {
        case .from, .to, .fps, .epsilon, .velocityEpsilon: return .number
        case .maxRows: return .integer
        case .times, .output: return .text
        case .until: return .until
        case .format: return .format
        }
    }

    /// Reads `text` into `job` with the conversion ArgumentParser would make (`Double(_:)`,
    /// `Int(_:)`, ``Until/init(argument:)``, ``TableFormat``'s raw value); false when it does
    /// not convert, so that ArgumentParser reads the line and gives its own error.
    func read(_ text: String, into job: inout SpringTableJob) -> Bool {
        switch kind {
        case .number:
            guard let value = Double(text) else { return false }
            switch self {
            case .from: job.from = value
            case .to: job.to = value
            case .fps: job.fps = value
            case .epsilon: job.epsilon = value
            default: job.velocityEpsilon = value
            }
        case .integer:
            guard let rows = Int(text) else { return false }
            job.maxRows = rows
        case .text:
            if self == .times { job.times = text } else { job.output = text }
        case .until:
            guard let until = Until(argument: text) else { return false }
            job.until = until
        case .format:
            guard let format = TableFormat(rawValue: text) else { return false }
            job.format = format
        }
        return true
    }
}
