/// Where inside the target sector the pointer should come to rest, as an angle from the
/// sector's mid-angle (radians, in the wheel's frame: positive towards the sector's `end`).
public enum WheelOffset: Sendable, Hashable {
    /// The sector's mid-angle (the seed's landing point).
    case centre
    /// A fixed offset in radians from the mid-angle; it must leave the pointer inside the sector.
    case angle(Double)
    /// A reproducible pseudo-random offset, uniform over the sector shrunk by `margin` (a
    /// fraction of its half-width, in [0, 1)) at both ends, so the wheel never stops on or
    /// near a boundary: offset ∈ [−(1 − margin)·w/2, (1 − margin)·w/2].
    case random(seed: UInt64, margin: Double)

    /// The offset (radians) for `sector`.
    /// - Throws: ``WheelError`` when a fixed offset is not strictly inside the sector or a
    ///   margin is outside [0, 1).
    public func angle(in sector: WheelSector) throws(WheelError) -> Double {
        let half = 0.5 * sector.width
        switch self {
        case .centre:
            return 0
        case .angle(let a):
            guard a.isFinite, abs(a) < half else {
                throw WheelError("offset \(a) rad is not inside sector \(sector.id) (half-width \(half) rad)")
            }
            return a
        case .random(let seed, let margin):
            guard margin.isFinite, margin >= 0, margin < 1 else { throw WheelError("margin must be in [0, 1) (got \(margin))") }
            var rng = SplitMix64(seed: seed)
            let u = rng.nextUnitInterval()  // [0, 1)
            return (2 * u - 1) * (1 - margin) * half
        }
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, well-mixed 64-bit generator, here so
/// that a `--seed` gives the same offset on every platform and Swift version (the standard
/// library's generators make no such promise).
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) from the top 53 bits.
    public mutating func nextUnitInterval() -> Double { Double(next() >> 11) * 0x1p-53 }
}
