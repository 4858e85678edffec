/// A Bodymovin (Lottie 5.x) document: shape layers whose transform follows exported motions.
///
/// Each ``Layer`` holds one shape (an ellipse or a rectangle, drawn around the layer's
/// origin) and animates one transform property with ``BezierKeyframes``; keyframe times are
/// written in frames (time × `fr`), values in the property's units (px, degrees, percent),
/// and each keyframe's easing handles are its segment's `cubic-bezier()` (`o` = (x₁, y₁),
/// `i` = (x₂, y₂)). Handles' y may lie outside [0, 1] (an overshooting segment), as After
/// Effects writes them and as lottie-web, rlottie and the `lottie` Python package interpolate
/// them.
public struct LottieDocument: Sendable {
    /// The transform property a layer animates.
    public enum Property: String, Sendable, CaseIterable {
        /// Position x (px), position split into x and y (`p.s = true`).
        case x
        /// Position y (px, down), position split.
        case y
        /// Rotation, degrees clockwise.
        case rotation
        /// Uniform scale, percent.
        case scale
        /// Vertical scale only, percent (a bar growing from its base).
        case scaleY = "scale-y"
        /// Opacity, percent (0…100).
        case opacity
    }

    /// The drawn shape, in the layer's coordinates (its origin is the layer's position).
    public enum Shape: Sendable, Hashable {
        /// An ellipse centred on the origin.
        case ellipse(width: Double, height: Double)
        /// A rectangle with its centre at (x, y).
        case rectangle(x: Double, y: Double, width: Double, height: Double)
    }

    /// One shape layer.
    public struct Layer: Sendable {
        public var name: String
        public var shape: Shape
        /// The layer's position (px) when not animated by the property.
        public var x: Double, y: Double
        public var property: Property
        /// The property's values over time (in the property's units).
        public var keyframes: BezierKeyframes
        /// Fill colour, RGB in [0, 1].
        public var color: (Double, Double, Double)
        /// The exact motion the keyframes approximate, in the property's units (for reference
        /// tables; not written to the document).
        public var exact: ExportMotion?
        public init(
            name: String, shape: Shape, x: Double, y: Double, property: Property, keyframes: BezierKeyframes,
            color: (Double, Double, Double) = (0.16, 0.42, 0.86), exact: ExportMotion? = nil
        ) {
            self.exact = exact
            self.name = name
            self.shape = shape
            self.x = x
            self.y = y
            self.property = property
            self.keyframes = keyframes
            self.color = color
        }
    }

    public var width: Int
    public var height: Int
    /// Frames per second (`fr`).
    public var fps: Double
    public var layers: [Layer]
    public var name: String

    public init(width: Int, height: Int, fps: Double, layers: [Layer], name: String = "springsim") {
        self.width = width
        self.height = height
        self.fps = fps
        self.layers = layers
        self.name = name
    }

    /// The exact motion of every layer as CSV `layer,time,frame,value` (seconds; the property's
    /// units): at `samples` + 1 evenly spaced times from 0 to 1.25 × the last keyframe's time
    /// (`frame` empty), then at every frame n/fps from 0 to `op` (`frame` = n).
    public func referenceCSV(samples: Int) -> String {
        let end = 1.25 * (layers.map { $0.keyframes.keyframes.last!.time }.max() ?? 0)
        var text = "layer,time,frame,value\n"
        for layer in layers {
            func value(_ t: Double) -> String {
                JSONValue.decimal(layer.exact.map { $0.referenceValue(at: t) } ?? layer.keyframes.value(at: t))
            }
            for i in 0...samples {
                let t = end * Double(i) / Double(samples)
                text += "\(layer.name),\(JSONValue.decimal(t)),,\(value(t))\n"
            }
            for n in 0...(lastFrame + 1) {
                let t = Double(n) / fps
                text += "\(layer.name),\(JSONValue.decimal(t)),\(n),\(value(t))\n"
            }
        }
        return text
    }

    /// The last frame any layer animates (its last keyframe), rounded up.
    public var lastFrame: Int {
        let end = layers.map { $0.keyframes.keyframes.last!.time }.max() ?? 0
        return Int((frame(end) - 1e-9).rounded(.up))
    }

    /// t seconds in frames, snapped to the nearest integer within 1e-9.
    func frame(_ t: Double) -> Double {
        let f = t * fps
        let r = f.rounded()
        return abs(f - r) <= 1e-9 * max(1, abs(f)) ? r : f
    }

    /// The document as compact JSON text (no line break at the end).
    public var json: String {
        let op = Double(lastFrame + 1)
        let members: [(String, JSONValue)] = [
            ("v", .string("5.7.4")), ("fr", .number(fps)), ("ip", .integer(0)), ("op", .number(op)),
            ("w", .integer(width)), ("h", .integer(height)), ("nm", .string(name)), ("ddd", .integer(0)),
            ("assets", .array([])),
            ("layers", .array(layers.enumerated().map { layerJSON($0.element, index: $0.offset + 1, op: op) })),
        ]
        return JSONValue.object(members).text
    }

    func layerJSON(_ layer: Layer, index: Int, op: Double) -> JSONValue {
        func fixed(_ v: JSONValue) -> JSONValue { .object([("a", .integer(0)), ("k", v)]) }
        func animated(_ dims: Int, _ vector: (Double) -> [Double]) -> JSONValue {
            let keys = layer.keyframes.keyframes
            var out: [JSONValue] = []
            for (k, key) in keys.enumerated() {
                var m: [(String, JSONValue)] = [("t", .number(frame(key.time))), ("s", .array(vector(key.value).map(JSONValue.number)))]
                if let timing = key.timing, k + 1 < keys.count {
                    func handle(_ x: Double, _ y: Double) -> JSONValue {
                        .object([("x", .array(Array(repeating: .number(x), count: dims))), ("y", .array(Array(repeating: .number(y), count: dims)))])
                    }
                    m.append(("e", .array(vector(keys[k + 1].value).map(JSONValue.number))))
                    m.append(("o", handle(timing.x1, timing.y1)))
                    m.append(("i", handle(timing.x2, timing.y2)))
                }
                out.append(.object(m))
            }
            return .object([("a", .integer(1)), ("k", .array(out))])
        }
        let p = layer.property
        let position: JSONValue
        switch p {
        case .x:
            position = .object([("s", .bool(true)), ("x", animated(1) { [$0] }), ("y", fixed(.number(layer.y)))])
        case .y:
            position = .object([("s", .bool(true)), ("x", fixed(.number(layer.x))), ("y", animated(1) { [$0] })])
        default:
            position = fixed(.array([.number(layer.x), .number(layer.y), .integer(0)]))
        }
        let rotation = p == .rotation ? animated(1) { [$0] } : fixed(.integer(0))
        let scale: JSONValue
        switch p {
        case .scale: scale = animated(3) { [$0, $0, 100] }
        case .scaleY: scale = animated(3) { [100, $0, 100] }
        default: scale = fixed(.array([.integer(100), .integer(100), .integer(100)]))
        }
        let opacity = p == .opacity ? animated(1) { [$0] } : fixed(.integer(100))
        let transform: JSONValue = .object([
            ("o", opacity), ("r", rotation), ("p", position), ("a", fixed(.array([.integer(0), .integer(0), .integer(0)]))), ("s", scale),
        ])
        let shapeItem: JSONValue
        switch layer.shape {
        case .ellipse(let w, let h):
            shapeItem = .object([
                ("ty", .string("el")), ("nm", .string("shape")), ("d", .integer(1)), ("p", fixed(.array([.integer(0), .integer(0)]))),
                ("s", fixed(.array([.number(w), .number(h)]))),
            ])
        case .rectangle(let x, let y, let w, let h):
            shapeItem = .object([
                ("ty", .string("rc")), ("nm", .string("shape")), ("d", .integer(1)), ("p", fixed(.array([.number(x), .number(y)]))),
                ("s", fixed(.array([.number(w), .number(h)]))), ("r", fixed(.integer(0))),
            ])
        }
        let fill: JSONValue = .object([
            ("ty", .string("fl")), ("nm", .string("fill")),
            ("c", fixed(.array([.number(layer.color.0), .number(layer.color.1), .number(layer.color.2), .integer(1)]))),
            ("o", fixed(.integer(100))), ("r", .integer(1)),
        ])
        let groupTransform: JSONValue = .object([
            ("ty", .string("tr")), ("p", fixed(.array([.integer(0), .integer(0)]))), ("a", fixed(.array([.integer(0), .integer(0)]))),
            ("s", fixed(.array([.integer(100), .integer(100)]))), ("r", fixed(.integer(0))), ("o", fixed(.integer(100))),
        ])
        let group: JSONValue = .object([("ty", .string("gr")), ("nm", .string(layer.name)), ("it", .array([shapeItem, fill, groupTransform]))])
        return .object([
            ("ddd", .integer(0)), ("ind", .integer(index)), ("ty", .integer(4)), ("nm", .string(layer.name)), ("sr", .integer(1)),
            ("ks", transform), ("ao", .integer(0)), ("shapes", .array([group])), ("ip", .integer(0)), ("op", .number(op)),
            ("st", .integer(0)), ("bm", .integer(0)),
        ])
    }
}
