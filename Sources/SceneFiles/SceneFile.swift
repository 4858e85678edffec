import FrameIO

/// Why a scene file could not be read: the file, the 1-based line and column, the field's
/// path (`points[2].y`) when the problem is in a value, and a one-line message.
///
/// Its ``description`` is the compiler-style line a CLI prints:
/// `line.json:4:12: points[2].y: expected a number, found a string`.
public struct SceneFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public let file: String
    /// 1-based; 0 when the file itself could not be read.
    public let line: Int
    public let column: Int
    /// The field path, e.g. `slices[1].value`; nil for syntax and file errors.
    public let field: String?
    public let message: String

    public init(file: String, line: Int, column: Int, field: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(place): " + (field.map { "\($0): " } ?? "") + message
    }
}

/// Scene input files: JSON decoded into any `Decodable` configuration, with errors that name
/// the file, line, column and field.
///
/// Strict by design, so typos surface instead of silently falling back to defaults: the JSON
/// must be RFC 8259 (no comments, no trailing commas, no duplicate fields), every field in an
/// object must be one the configuration type asks for (`unknown field 'dampnig' (did you mean
/// 'damping'?)`), integers must be integral and in range, and a configuration's own
/// validation (`DecodingError.dataCorrupted` with a debug description such as "must be > 0")
/// is reported at the offending value.
public enum SceneFile {
    /// Decodes `text` (the contents of a file called `name`, used in messages).
    public static func decode<T: Decodable>(_ type: T.Type, from text: String, name: String) throws(SceneFileError) -> T {
        try decode(type, bytes: Array(text.utf8), name: name)
    }

    /// Reads and decodes the file at `path`.
    public static func decode<T: Decodable>(_ type: T.Type, fromFile path: String) throws(SceneFileError) -> T {
        let bytes: [UInt8]
        do { bytes = try readFile(path) } catch {
            throw SceneFileError(file: path, line: 0, column: 0, field: nil, message: error.message)
        }
        return try decode(type, bytes: bytes, name: path)
    }

    /// Decodes raw bytes (a file's contents as read, or standard input), called `name` in
    /// messages. Bytes that are not UTF-8 are refused inside strings and anywhere else.
    public static func decode<T: Decodable>(_ type: T.Type, bytes: [UInt8], name: String) throws(SceneFileError) -> T {
        let document: JSONDocument
        do { document = try JSONDocument(bytes: bytes) } catch {
            throw SceneFileError(file: name, line: error.location.line, column: error.location.column, field: nil, message: error.message)
        }
        let state = JSONDecodingState()
        let value: T
        do {
            value = try T(from: JSONNodeDecoder(node: document.root, codingPath: [], state: state))
        } catch let error as DecodingError {
            // A missing field next to a misspelt one: the misspelling is the cause.
            if case .keyNotFound(let key, let context) = error,
                let typo = misspelling(of: key.stringValue, at: context.codingPath, in: document, state: state)
            {
                throw SceneFileError(file: name, line: typo.location.line, column: typo.location.column, field: nil, message: typo.message)
            }
            throw locate(error, in: document, name: name)
        } catch {
            throw SceneFileError(file: name, line: 1, column: 1, field: nil, message: String(describing: error))
        }
        if let unknown = state.firstUnknownField(in: document.root) {
            throw SceneFileError(
                file: name, line: unknown.location.line, column: unknown.location.column, field: nil, message: unknown.message)
        }
        return value
    }

    /// Turns a DecodingError's coding path into a location: the deepest node the path reaches.
    static func locate(_ error: DecodingError, in document: JSONDocument, name: String) -> SceneFileError {
        let context: DecodingError.Context
        var message: String
        switch error {
        case .keyNotFound(let key, let c):
            context = c
            message = "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            context = c
            message = c.debugDescription
        @unknown default:
            return SceneFileError(file: name, line: 1, column: 1, field: nil, message: String(describing: error))
        }
        if case .keyNotFound = error {} else if message.isEmpty { message = "invalid value" }
        var node = document.root
        for key in context.codingPath {
            guard let next = child(of: node, key: key) else { break }
            node = next
        }
        let path = fieldPath(context.codingPath)
        return SceneFileError(
            file: name, line: node.location.line, column: node.location.column, field: path.isEmpty ? nil : path, message: message)
    }

    /// A field of the object at `path` that nobody asked for and that is within edit distance 2
    /// of the missing `key` (`"stifness"` for a missing `"stiffness"`).
    static func misspelling(
        of key: String, at path: [any CodingKey], in document: JSONDocument, state: JSONDecodingState
    ) -> JSONDecodingState.Unknown? {
        var node = document.root
        for k in path {
            guard let next = child(of: node, key: k) else { return nil }
            node = next
        }
        guard case .object(let members) = node.value else { return nil }
        let asked = state.asked[node.id] ?? []
        for m in members where !asked.contains(m.key) {
            if JSONDecodingState.closest(to: m.key, in: [key]) != nil {
                let place = fieldPath(path)
                return .init(
                    location: m.keyLocation,
                    message: "unknown field '\(m.key)'\(place.isEmpty ? "" : " in \(place)") (did you mean '\(key)'?)")
            }
        }
        return nil
    }

    static func child(of node: JSONDocument.Node, key: any CodingKey) -> JSONDocument.Node? {
        switch node.value {
        case .object(let members): return members.first { $0.key == key.stringValue }?.value
        case .array(let items):
            guard let i = key.intValue, items.indices.contains(i) else { return nil }
            return items[i]
        default: return nil
        }
    }

    /// `points[2].y` from a coding path.
    static func fieldPath(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue, key is JSONIndexKey || key.stringValue == "Index \(i)" {  // (any "Index N" key: an array position)
                out += "[\(i)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out
    }

    struct ReadError: Error { var message: String }

    static func readFile(_ path: String) throws(ReadError) -> [UInt8] {
        let fd = Platform.openFile(path, Platform.readOnly)
        guard fd >= 0 else { throw ReadError(message: "cannot read the file: \(Platform.lastErrorMessage)") }
        defer { Platform.closeFile(fd) }
        var st = Platform.FileStatus()
        if Platform.status(ofDescriptor: fd, &st) == 0, (st.st_mode & Platform.fileTypeMask) == Platform.directory {
            throw ReadError(message: "is a directory, not a scene file")
        }
        do { return try FileBytes.contents(of: fd, limit: 1 << 26) } catch {
            switch error {
            case .opening(let why), .reading(let why): throw ReadError(message: "cannot read the file: \(why)")
            case .tooLarge: throw ReadError(message: "larger than 64 MiB; not a scene file")
            }
        }
    }
}
