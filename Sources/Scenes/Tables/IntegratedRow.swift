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

    /// The row's fields in `IntegrationTable.columns` order; `acceleration` as written (rebound
    /// writes a snapped row's −0 as 0).
    func emit(into sink: some RowSink, acceleration: Double, policy name: String) throws {
        try sink.field(frame)
        try sink.field(time)
        try sink.field(value)
        try sink.field(velocity)
        try sink.field(acceleration)
        try sink.field(valueError)
        try sink.field(velocityError)
        try sink.field(name)
        try sink.endRow()
    }
}
