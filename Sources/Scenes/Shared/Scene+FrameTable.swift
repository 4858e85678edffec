import Dynamics
import FrameIO

extension FrameTable {
    /// Runs `scene` over its whole clock and keeps every row.
    public init(_ scene: some Scene) throws {
        let collector = FrameTableCollector(columns: scene.columns)
        try scene.emitTable(into: collector)
        self = collector.table
    }
}

/// The rows of a scene as a lazy sequence: one frame's rows are computed at a time.
public struct SceneRows<S: Scene>: Sequence {
    let scene: S

    public struct Iterator: IteratorProtocol {
        let scene: S
        let clock: FrameClock
        var frame = 0
        var buffered: [[FrameValue]] = []
        var position = 0

        init(scene: S) {
            self.scene = scene
            self.clock = scene.clock
        }

        public mutating func next() -> [FrameValue]? {
            while position == buffered.count {
                guard frame < clock.count else { return nil }
                let sink = FrameTableCollector(columns: scene.columns)
                // Scenes emitting into an in-memory collector do not fail (the collector
                // never throws); a scene that throws on its own ends the sequence.
                do { try scene.emitRows(frame: frame, time: clock.time(ofFrame: frame), into: sink) } catch { return nil }
                buffered = sink.table.rows
                position = 0
                frame += 1
            }
            defer { position += 1 }
            return buffered[position]
        }
    }

    public func makeIterator() -> Iterator { Iterator(scene: scene) }
}
