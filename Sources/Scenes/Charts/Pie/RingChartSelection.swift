/// Seed 000's selection state: which slice (if any) has moved out, and whether the centre
/// element is selected.
///
/// The seed's rules (`dealWithTouch:`, `animationMove:`, `animationFishBall`):
/// - touching a slice that is out moves it back;
/// - touching a slice that is in moves it out, moves any other slice back, and deselects the
///   centre;
/// - touching the centre toggles it; selecting it moves any slice that is out back in;
/// - touching nothing changes nothing.
/// So at most one slice is out, and never while the centre is selected.
public struct RingChartSelection: Sendable, Hashable {
    /// The slice that has moved out, if any.
    public private(set) var movedOut: Int?
    /// Whether the centre element is selected.
    public private(set) var centreSelected: Bool

    public init(movedOut: Int? = nil, centreSelected: Bool = false) {
        precondition(movedOut == nil || !centreSelected, "RingChartSelection: a slice cannot be out while the centre is selected")
        self.movedOut = movedOut
        self.centreSelected = centreSelected
    }

    /// Applies a touch that hit `hit`.
    public mutating func apply(_ hit: RingChartHit) {
        switch hit {
        case .slice(let i):
            if movedOut == i {
                movedOut = nil
            } else {
                movedOut = i
                centreSelected = false
            }
        case .centre:
            if centreSelected {
                centreSelected = false
            } else {
                centreSelected = true
                movedOut = nil
            }
        case .none:
            break
        }
    }

    /// Whether slice `i` is out.
    public func isOut(_ i: Int) -> Bool { movedOut == i }
}
