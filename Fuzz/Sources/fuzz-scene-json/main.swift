// Fuzzes the scene-file reader: FrameIO's strict JSON parser and its decoder (through
// `SceneFile.decode(_:bytes:name:)`), into a JSON mirror and into every scene configuration the
// CLI reads; a configuration that decodes is built into its scene and its first and last frames
// are computed.
//
// Invariants beyond "no trap":
// - bytes that are not UTF-8 never parse;
// - a document that parses, written back out and parsed again, is the same document; with a
//   space appended it still parses, with a non-space byte appended it never does;
// - an error's line and column are ≥ 1 and its line is within the input;
// - a scene built from a configuration that decoded emits only finite numbers.
import FuzzSupport
import SpringSim

fuzzMain { bytes in
    let lines = 1 + bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    func check(_ error: SceneFileError) {
        require(error.line >= 1 && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
    }

    let json: JSONValue
    do throws(SceneFileError) {
        json = try SceneFile.decode(JSONValue.self, bytes: bytes, name: "fuzz.json")
    } catch {
        check(error)
        return
    }
    require(String(validating: bytes, as: UTF8.self) != nil, "bytes that are not UTF-8 parsed as \(json)")
    let written = json.text
    do {
        let again = try SceneFile.decode(JSONValue.self, bytes: Array(written.utf8), name: "again.json")
        require(again == json, "\(written) parses to \(again.text)")
    } catch {
        require(false, "the written document \(written) does not parse: \(error)")
    }
    require(
        (try? SceneFile.decode(JSONValue.self, bytes: bytes + [UInt8(ascii: " ")], name: "s.json")) == json,
        "a trailing space changed the document")
    for garbage in ["x", "]", "}", ",", "\"", "\u{0}"] {
        let bad = bytes + Array(garbage.utf8)
        require((try? SceneFile.decode(JSONValue.self, bytes: bad, name: "g.json")) == nil, "trailing \(garbage.debugDescription) accepted")
    }

    // The same document as each scene configuration.
    func decode<T: Decodable>(_ type: T.Type) -> T? {
        do throws(SceneFileError) { return try SceneFile.decode(type, bytes: bytes, name: "scene.json") } catch {
            check(error)
            return nil
        }
    }
    if let c = decode(BarChartConfiguration.self) { emitEnds(of: BarChartScene(c), "bar") }
    if let c = decode(CurveChartConfiguration.self), let scene = try? CurveChartScene(c) { emitEnds(of: scene, "curve") }
    if let c = decode(LineChartConfiguration.self), let scene = try? LineChartScene(c) { emitEnds(of: scene, "line") }
    if let c = decode(RefreshConfiguration.self) { emitEnds(of: RefreshScene(c), "refresh") }
    switch decode(PieChartFile.self) {
    case .ring(let c): emitEnds(of: RingChartScene(c), "ring")
    case .edits(let c): emitEnds(of: PieEditScene(c), "pie edits")
    case nil: break
    }
    _ = decode(RingChartConfiguration.self)
    _ = decode(PieEditConfiguration.self)
    _ = decode(WheelConfiguration.self)
}

/// Emits the first and the last frame of `scene`, requiring every number to be finite.
func emitEnds(of scene: some Scene, _ name: String) {
    let sink = FiniteSink(name)
    let clock = scene.clock
    require(clock.count >= 1, "\(name): a scene without frames")
    for n in Set([0, clock.count - 1]) {
        let time = clock.time(ofFrame: n)
        require(time.isFinite, "\(name): frame \(n) at time \(time)")
        do { try scene.emitRows(frame: n, time: time, into: sink) } catch { require(false, "\(name): frame \(n): \(error)") }
    }
}

final class FiniteSink: RowSink {
    let name: String
    init(_ name: String) { self.name = name }
    func field(_ value: Int) {}
    func field(_ value: Double) { require(value.isFinite, "\(name): a scene emitted \(value)") }
    func field(_ value: String) {}
    func endRow() {}
}

/// Any JSON document, decoded through the scene decoder (objects keep their field order).
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Field])

    struct Field: Equatable {
        var key: String
        var value: JSONValue
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { Field(key: $0.stringValue, value: try object.decode(JSONValue.self, forKey: $0)) })
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let b = try? value.decode(Bool.self) {
                self = .bool(b)
            } else if let x = try? value.decode(Double.self) {
                self = .number(x)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    /// RFC 8259 text: numbers as shortest round-trip decimals, strings escaped minimally.
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return x.description
        case .string(let s): return Self.quote(s)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields): return "{" + fields.map { Self.quote($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where u.value < 0x20: out += "\\u00" + (u.value < 0x10 ? "0" : "") + String(u.value, radix: 16)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
