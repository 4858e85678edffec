import Dynamics
import FrameIO

/// One row of an integration table (`IntegrationTable`, `ReboundFrameTable`): a stepped frame,
/// the spring's acceleration at its state, and its errors against the closed form at the same
/// time since the release (`elapsed`).
struct IntegratedRow {
    let frame: Int
    let time: Double
    let value: Double
    let velocity: Double
    let acceleration: Double
    let valueError: Double
    let velocityError: Double
    let offset: Double

    init(frame: Int, time: Double, value: Double, velocity: Double, elapsed: Double, animation: SpringAnimation, system: SpringSystem) {
        let exact = animation.state(at: elapsed)
        self.frame = frame
        self.time = time
        self.value = value
        self.velocity = velocity
        offset = value - animation.to
        acceleration = system.acceleration(at: elapsed, position: offset, velocity: velocity)
        valueError = value - exact.value
        velocityError = velocity - exact.velocity
    }

    /// Every written column finite (and the offset from the target, which the acceleration used).
    var isFinite: Bool {
        value.isFinite && velocity.isFinite && acceleration.isFinite && offset.isFinite && valueError.isFinite && velocityError.isFinite
    }

    /// The row's fields in `IntegrationTable.columns` order — a spring table's row, then the
    /// errors and the policy; `acceleration` as written (rebound writes a snapped row's −0 as 0).
    func emit(into sink: some RowSink, acceleration: Double, policy name: String) throws {
        try SpringTable.emitFields(frame: frame, time: time, value: value, velocity: velocity, acceleration: acceleration, into: sink)
        try sink.row(valueError, velocityError, name)
    }
}

/// A frame an integration table writes: its index, time, value and velocity.
protocol SteppedFrame {
    var frame: Int { get }
    var time: Double { get }
    var value: Double { get }
    var velocity: Double { get }
}

extension PolicyFrame: SteppedFrame {}
extension ReboundFrame: SteppedFrame {}

extension IntegratedRow {
    /// The row of a stepped frame, compared with the closed form `time − startTime` after the
    /// release.
    init(_ f: some SteppedFrame, startTime: Double, animation: SpringAnimation, system: SpringSystem) {
        self.init(
            frame: f.frame, time: f.time, value: f.value, velocity: f.velocity, elapsed: f.time - startTime, animation: animation,
            system: system)
    }

    /// The first frame time at which a written column would not be finite, or nil: a dry run of
    /// a copy of `stepper` to its end, so a table can be refused before any of it is written.
    static func firstNonFiniteTime<Stepper: IteratorProtocol>(
        of stepper: Stepper, startTime: Double, animation: SpringAnimation
    ) -> Double? where Stepper.Element: SteppedFrame {
        var probe = stepper
        let system = SpringSystem(animation.spring)
        while let f = probe.next() {
            guard IntegratedRow(f, startTime: startTime, animation: animation, system: system).isFinite else { return f.time }
        }
        return nil
    }

    /// Steps `stepper` to its end, writing every frame's row into `sink` with the policy's
    /// `name`; with `positiveZero`, an acceleration of −0 (a snapped row's −k·0 − c·0) is
    /// written as 0.
    static func emitRows<Stepper: IteratorProtocol>(
        of stepper: inout Stepper, startTime: Double, animation: SpringAnimation, policy name: String, positiveZero: Bool,
        into sink: some RowSink
    ) throws where Stepper.Element: SteppedFrame {
        let system = SpringSystem(animation.spring)
        while let f = stepper.next() {
            let row = IntegratedRow(f, startTime: startTime, animation: animation, system: system)
            try row.emit(into: sink, acceleration: positiveZero ? row.acceleration + 0 : row.acceleration, policy: name)
        }
    }
}
